//! One order, one figure, on every screen: for a look, a short and a multilink, each with an
//! order placed through it (the short's refunded in full), the preview's cards, its products
//! table (gross sales, as its header says), its orders, home's recent orders and the analytics
//! page's tabs add up to the same orders and revenue; a multilink's order is on the analytics
//! page's Multilinks tab (docs/analytics.md#analytics-page).

use serde_json::Value;

use crate::analytics_helpers::{
    business_of, get_body, insert_link, record_event, sandbox_order, stocked_products, today, wait_for_order, TestLink,
};
use crate::helpers::spawn_app;
use crate::store_helpers::{connected_merchant, location, post_form, unique_shop};

/// A decimal string in minor units.
fn minor(value: &Value) -> i64 {
    let text = value.as_str().unwrap_or_else(|| panic!("an amount, not {value}"));
    let (units, cents) = text.split_once('.').expect("two decimals");
    units.parse::<i64>().expect("units") * 100 + cents.parse::<i64>().expect("cents")
}

/// The sum of `field` (amounts) over `rows`.
fn total(rows: &[Value], field: &str) -> i64 {
    rows.iter().map(|row| minor(&row[field])).sum()
}

#[tokio::test]
async fn every_screen_counts_the_same_orders_and_revenue_for_every_kind_of_link() {
    let app = spawn_app().await;
    let shop = unique_shop();
    connected_merchant(&app, "agreer", &shop).await;
    let business = business_of(&app, "agreer");
    let p = stocked_products(&app, &shop, 3);
    let look =
        insert_link(&app, "agreer", TestLink { products: vec![p[0].0.clone(), p[1].0.clone()], ..Default::default() });
    let short =
        insert_link(&app, "agreer", TestLink { kind: "SHORT", products: vec![p[2].0.clone()], ..Default::default() });
    let multilink = insert_link(&app, "agreer", TestLink { kind: "MULTILINK", ..Default::default() });
    let experience = insert_link(
        &app,
        "agreer",
        TestLink { parent: Some(&multilink), products: vec![p[0].0.clone()], position: 0, ..Default::default() },
    );
    record_event(&app, &look, &look, "VIEW", "agree-look", today());
    record_event(&app, &short, &short, "VIEW", "agree-short", today());
    record_event(&app, &experience, &multilink, "VIEW", "agree-multi", today());
    // The look's order: two units of one product and one of another.
    let look_order = sandbox_order(&app, &shop, &[(p[0].1, 2), (p[1].1, 1)], None, Some("agree-look")).await;
    let short_order = sandbox_order(&app, &shop, &[(p[2].1, 1)], None, Some("agree-short")).await;
    let multi_order = sandbox_order(&app, &shop, &[(p[0].1, 1)], None, Some("agree-multi")).await;
    for number in [look_order, short_order, multi_order] {
        wait_for_order(&app, &business, number).await;
    }
    // The short's order is refunded in full.
    let res = post_form(&app, &format!("/sandbox/{shop}/admin/orders/{short_order}/refund"), &[("amount", "")]).await;
    assert!(location(&res).contains("notice="));
    let mut refunded = false;
    for _ in 0..100 {
        let (_, orders) = get_body(&app, &format!("/api/admin/v1/links/{short}/orders")).await;
        if orders["data"]["orders"][0]["order_status"] == "refunded" {
            refunded = true;
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    assert!(refunded, "the refund reached Shoplinks");

    // Home's recent orders: the three, with what each paid.
    let (status, recent) = get_body(&app, "/api/admin/v1/orders").await;
    assert_eq!(status, 200, "{recent}");
    let home: Vec<Value> = recent["data"]["orders"].as_array().expect("orders").clone();
    assert_eq!(home.len(), 3, "{recent}");
    let paid_of = |number: i64| -> i64 {
        let row = home.iter().find(|o| o["name"] == format!("#{number}")).expect("the order is on home");
        minor(&row["total_price"])
    };

    // Each preview: its cards, its orders and its products table tell one story.
    let mut previews = Vec::new();
    for (link, number, units, gross, net) in [
        (&look, look_order, 3, p[0].2 * 2 + p[1].2, paid_of(look_order)),
        (&short, short_order, 1, p[2].2, 0),
        (&multilink, multi_order, 1, p[0].2, paid_of(multi_order)),
    ] {
        let (status, figures) = get_body(&app, &format!("/api/admin/v1/links/{link}/analytics")).await;
        assert_eq!(status, 200, "{figures}");
        let cards = &figures["data"];
        assert_eq!(cards["checkouts"], 1, "{link}: {cards}");
        assert_eq!(minor(&cards["revenue"]), net, "{link}: the card's revenue is what the order paid, less refunds");
        let (_, orders) = get_body(&app, &format!("/api/admin/v1/links/{link}/orders")).await;
        let orders = orders["data"]["orders"].as_array().expect("orders").clone();
        assert_eq!(orders.len(), 1);
        assert_eq!(orders[0]["name"], format!("#{number}"), "{link}: the preview's order is home's");
        let (_, table) = get_body(&app, &format!("/api/admin/v1/links/{link}/products?count=50")).await;
        let rows = table["data"]["products"].as_array().expect("rows").clone();
        let bought: i64 = rows.iter().map(|r| r["buy"].as_i64().unwrap_or(0)).sum();
        assert_eq!(bought, units, "{link}: the table's units are the order's");
        assert_eq!(total(&rows, "revenue"), gross, "{link}: the table's gross sales are item prices × units");
        previews.push((cards["checkouts"].as_i64().unwrap_or(0), minor(&cards["revenue"])));
    }

    // The analytics page: each order on exactly one tab, the tab of its link's kind.
    let (status, overview) = get_body(&app, "/api/admin/v1/insights/overview").await;
    assert_eq!(status, 200, "{overview}");
    let o = &overview["data"];
    let tabs = ["looks_analytics", "shorts_analytics", "multilinks_analytics"];
    for (tab, (checkouts, revenue)) in tabs.iter().zip(&previews) {
        assert_eq!(o[tab]["checkouts"].as_i64(), Some(*checkouts), "{tab}: {}", o[tab]);
        assert_eq!(minor(&o[tab]["revenue"]), *revenue, "{tab}");
    }
    assert_eq!((o["shopboard_analytics"]["checkouts"].as_i64()), Some(0));
    let on_tabs: i64 = tabs.iter().map(|tab| o[tab]["checkouts"].as_i64().unwrap_or(0)).sum();
    assert_eq!(on_tabs, home.len() as i64, "every order on home is on one tab");
    let tab_revenue: i64 = tabs.iter().map(|tab| minor(&o[tab]["revenue"])).sum();
    assert_eq!(tab_revenue, paid_of(look_order) + paid_of(multi_order), "the refunded order adds nothing");

    // The products table follows the cards' range.
    let (status, table) = get_body(
        &app,
        &format!("/api/admin/v1/links/{look}/products?count=50&from_date=2023-01-01&to_date=2023-01-02"),
    )
    .await;
    assert_eq!(status, 200, "{table}");
    let bought: i64 =
        table["data"]["products"].as_array().expect("rows").iter().map(|r| r["buy"].as_i64().unwrap_or(0)).sum();
    assert_eq!(bought, 0, "nothing was bought in 2023");
    let (status, count) =
        get_body(&app, &format!("/api/admin/v1/links/{look}/products/count?from_date=2023-01-01&to_date=2023-01-02"))
            .await;
    assert_eq!(
        (status, &count["data"]["count"]),
        (200, &Value::from(2)),
        "the look's two products, zero rows included"
    );
    let (status, bad) = get_body(&app, &format!("/api/admin/v1/links/{look}/products?from_date=yesterday")).await;
    assert_eq!(status, 400, "{bad}");
}
