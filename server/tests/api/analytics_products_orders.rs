//! A link's top-performing products (views and adds from the click writer's counts, units
//! bought from attributed orders, rank 0–100 against the best product, zero rows included) and
//! its recent orders with their lines, for the merchant.

use serde_json::Value;

use crate::analytics_helpers::{
    business_of, get_body, insert_link, record_event, sandbox_order, set_product_stats, stocked_products, today,
    wait_for_order, TestLink,
};
use crate::helpers::spawn_app;
use crate::store_helpers::{connected_merchant, location, post_form, unique_shop};

fn money(cents: i64) -> String {
    format!("{}.{:02}", cents / 100, cents % 100)
}

#[tokio::test]
async fn products_rank_against_the_best_and_orders_list_newest_first_with_their_lines() {
    let app = spawn_app().await;
    let shop = unique_shop();
    connected_merchant(&app, "ranker", &shop).await;
    let business = business_of(&app, "ranker");
    let p = stocked_products(&app, &shop, 3);
    let look = insert_link(
        &app,
        "ranker",
        TestLink { products: p.iter().map(|(id, _, _)| id.clone()).collect(), ..Default::default() },
    );
    set_product_stats(&app, &look, &p[0].0, 10, 2);
    set_product_stats(&app, &look, &p[1].0, 4, 0);
    record_event(&app, &look, &look, "VIEW", "rank-1", today());
    record_event(&app, &look, &look, "VIEW", "rank-2", today());
    let first = sandbox_order(&app, &shop, &[(p[1].1, 2)], None, Some("rank-1")).await;
    wait_for_order(&app, &business, first).await;
    let second = sandbox_order(&app, &shop, &[(p[0].1, 1), (p[1].1, 1)], None, Some("rank-2")).await;
    wait_for_order(&app, &business, second).await;

    // Scores: p1 4 + 3×0 + 10×3 = 34 (the best), p0 10 + 3×2 + 10×1 = 26, p2 0.
    let (status, count) = get_body(&app, &format!("/api/admin/v1/links/{look}/products/count")).await;
    assert_eq!(status, 200, "{count}");
    assert_eq!(count["data"]["count"], 3, "zero rows included");
    let (status, page) = get_body(&app, &format!("/api/admin/v1/links/{look}/products?count=2&skip=0")).await;
    assert_eq!(status, 200, "{page}");
    let rows = page["data"]["products"].as_array().expect("rows");
    assert_eq!(rows.len(), 2);
    assert_eq!(page["data"]["next_skip"], 2);
    assert_eq!(rows[0]["product_id"], p[1].0.as_str());
    assert_eq!(
        (rows[0]["view"].as_i64(), rows[0]["add"].as_i64(), rows[0]["buy"].as_i64()),
        (Some(4), Some(0), Some(3))
    );
    assert_eq!(rows[0]["rank"], 100);
    assert_eq!(rows[0]["revenue"], money(p[1].2 * 3).as_str());
    assert!(rows[0]["title"].as_str().is_some_and(|t| !t.is_empty()));
    assert!(rows[0]["image"]["small"]["src"].as_str().is_some_and(|s| s.starts_with("http")), "{}", rows[0]);
    assert_eq!(rows[1]["product_id"], p[0].0.as_str());
    assert_eq!(rows[1]["rank"], 76, "round(100 × 26 ÷ 34)");
    assert_eq!(rows[1]["buy"], 1);
    let (_, rest) = get_body(&app, &format!("/api/admin/v1/links/{look}/products?count=2&skip=2")).await;
    let rest_rows = rest["data"]["products"].as_array().expect("rows");
    assert_eq!(rest_rows.len(), 1);
    assert_eq!(rest_rows[0]["product_id"], p[2].0.as_str());
    assert_eq!((rest_rows[0]["view"].as_i64(), rest_rows[0]["rank"].as_i64()), (Some(0), Some(0)));
    assert_eq!(rest["data"]["next_skip"], Value::Null);

    // Orders: newest first, paged, with status, units and the store admin URL.
    let (status, orders) = get_body(&app, &format!("/api/admin/v1/links/{look}/orders")).await;
    assert_eq!(status, 200, "{orders}");
    let list = orders["data"]["orders"].as_array().expect("orders");
    assert_eq!(list.len(), 2);
    assert_eq!(orders["data"]["next_skip"], Value::Null);
    let newest = &list[0];
    assert_eq!(newest["name"], format!("#{second}"));
    assert_eq!(newest["products_count"], 2);
    assert_eq!(newest["order_status"], "paid");
    assert_eq!(newest["currency"], "USD");
    assert_eq!(newest["total_price"], money(p[0].2 + p[1].2).as_str());
    assert!(newest["order_url"].as_str().is_some_and(|u| u.contains(&shop) && u.contains("/admin")), "{newest}");
    assert_eq!(list[1]["products_count"], 2, "two units of one product");
    let (_, paged) = get_body(&app, &format!("/api/admin/v1/links/{look}/orders?count=1&skip=1")).await;
    assert_eq!(paged["data"]["orders"][0]["name"], format!("#{first}"));
    let (_, paged) = get_body(&app, &format!("/api/admin/v1/links/{look}/orders?count=1")).await;
    assert_eq!(paged["data"]["next_skip"], 1);

    // Details: the lines with catalog images and variant titles.
    let order_id = newest["order_id"].as_str().expect("order id").to_owned();
    assert!(order_id.bytes().all(|b| b.is_ascii_digit()), "the store's numeric id");
    let (status, details) = get_body(&app, &format!("/api/admin/v1/links/{look}/orders/{order_id}/details")).await;
    assert_eq!(status, 200, "{details}");
    let items = details["data"]["items"].as_array().expect("items");
    assert_eq!(items.len(), 2);
    for item in items {
        assert_eq!(item["quantity"], 1);
        assert!(item["title"].as_str().is_some_and(|t| !t.is_empty()));
        assert!(item["image"].as_str().is_some_and(|s| s.starts_with("http")), "{item}");
        assert!(item["variant_title"].as_str().is_some_and(|v| !v.is_empty() && v != "Default Title"), "{item}");
    }
    let prices: Vec<&str> = items.iter().filter_map(|i| i["price"].as_str()).collect();
    assert!(prices.contains(&money(p[0].2).as_str()) && prices.contains(&money(p[1].2).as_str()), "{prices:?}");

    // Refunds show in the status.
    let res = post_form(&app, &format!("/sandbox/{shop}/admin/orders/{second}/refund"), &[("amount", "1.00")]).await;
    assert!(location(&res).contains("notice="));
    let res = post_form(&app, &format!("/sandbox/{shop}/admin/orders/{first}/refund"), &[("amount", "")]).await;
    assert!(location(&res).contains("notice="));
    let mut statuses = Vec::new();
    for _ in 0..100 {
        let (_, orders) = get_body(&app, &format!("/api/admin/v1/links/{look}/orders")).await;
        statuses = orders["data"]["orders"]
            .as_array()
            .expect("orders")
            .iter()
            .map(|o| o["order_status"].as_str().unwrap_or_default().to_owned())
            .collect();
        if statuses == ["partially refunded", "refunded"] {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    assert_eq!(statuses, ["partially refunded", "refunded"]);

    // Unknown orders, and orders of another link, answer 404.
    let (status, _) = get_body(&app, &format!("/api/admin/v1/links/{look}/orders/999999/details")).await;
    assert_eq!(status, 404);
    let (status, _) = get_body(&app, &format!("/api/admin/v1/links/{look}/orders/not-a-number/details")).await;
    assert_eq!(status, 404);
    let other = insert_link(&app, "ranker", TestLink::default());
    let (status, _) = get_body(&app, &format!("/api/admin/v1/links/{other}/orders/{order_id}/details")).await;
    assert_eq!(status, 404, "the order is not that link's");
    let (_, empty) = get_body(&app, &format!("/api/admin/v1/links/{other}/products/count")).await;
    assert_eq!(empty["data"]["count"], 0);

    // The home page's recent orders: every attributed order of the business, newest first, with
    // the link it came through, and the same lines.
    let (status, recent) = get_body(&app, "/api/admin/v1/orders").await;
    assert_eq!(status, 200, "{recent}");
    let rows = recent["data"]["orders"].as_array().expect("orders");
    assert_eq!(rows.len(), 2, "{recent}");
    assert_eq!(rows[0]["name"], format!("#{second}"), "newest first");
    assert_eq!(rows[0]["link_details"]["link_id"], look.as_str());
    assert_eq!(rows[0]["link_details"]["link_type"], "LOOK");
    assert!(rows[0]["link_details"]["link_default_image"].is_string(), "the first product's picture: {recent}");
    let (_, paged) = get_body(&app, "/api/admin/v1/orders?count=1").await;
    assert_eq!(paged["data"]["next_skip"], 1);
    let (status, lines) = get_body(&app, &format!("/api/admin/v1/orders/{order_id}/details")).await;
    assert_eq!((status, lines["data"]["items"].as_array().map(Vec::len)), (200, Some(2)), "{lines}");
    assert_eq!(get_body(&app, "/api/admin/v1/orders/999999/details").await.0, 404);
}
