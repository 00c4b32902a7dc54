//! Order attribution: the click id cart attribute first, then the click id in the order's landing
//! site (a short's hand-off), then a link's promocode, else none; once per order however often
//! the store delivers it; a click stored after its order upgrades a promocode attribution on the
//! next update or retry pass.

use serde_json::json;

use crate::analytics_helpers::{
    attribution_count, attribution_of, business_of, get_body, insert_link, record_event, sandbox_order,
    stocked_products, today, wait_for_order, TestLink,
};
use crate::helpers::spawn_app;
use crate::orders::order_payload;
use crate::public_helpers::{create_link, fresh_client, merchant, products_in_stock, settled_events, LinkSpec, PHONE};
use crate::store_helpers::{
    access_token, admin_graphql, connected_merchant, in_stock_variants, location, post_signed, unique_shop,
};

#[tokio::test]
async fn sandbox_orders_are_attributed_by_click_then_promocode_then_not_at_all() {
    let app = spawn_app().await;
    let shop = unique_shop();
    connected_merchant(&app, "attrib", &shop).await;
    let business = business_of(&app, "attrib");
    let influencer = app.insert_influencer("attrib", "anna", "inflpass1");
    let picked = stocked_products(&app, &shop, 2);
    let clicked = insert_link(
        &app,
        "attrib",
        TestLink { influencer_id: Some(&influencer), products: vec![picked[0].0.clone()], ..Default::default() },
    );
    // The older of two links with the same code, and the newer one (which wins).
    insert_link(&app, "attrib", TestLink { promocode: Some("welcome10"), ..Default::default() });
    let coded =
        insert_link(&app, "attrib", TestLink { kind: "SHORT", promocode: Some("Welcome10"), ..Default::default() });
    record_event(&app, &clicked, &clicked, "VIEW", "click-abc", today());

    // Click and code: the click wins.
    let n1 = sandbox_order(&app, &shop, &[(picked[0].1, 1)], Some("WELCOME10"), Some("click-abc")).await;
    // Code only.
    let n2 = sandbox_order(&app, &shop, &[(picked[1].1, 2)], Some("welcome10"), None).await;
    // Neither (an unknown click id and no code).
    let n3 = sandbox_order(&app, &shop, &[(picked[1].1, 1)], None, Some("click-nobody")).await;
    let (o1, _) = wait_for_order(&app, &business, n1).await;
    let (o2, _) = wait_for_order(&app, &business, n2).await;
    let (o3, _) = wait_for_order(&app, &business, n3).await;
    tokio::time::sleep(std::time::Duration::from_millis(300)).await;

    assert_eq!(
        attribution_of(&app, &o1),
        Some((clicked.clone(), clicked.clone(), Some(influencer.clone()), "CLICK".into())),
        "the click's link and its influencer"
    );
    assert_eq!(attribution_of(&app, &o2), Some((coded.clone(), coded.clone(), None, "PROMOCODE".into())));
    assert_eq!(attribution_of(&app, &o3), None, "organic");
    assert_eq!(attribution_count(&app), 2);
}

#[tokio::test]
async fn redeliveries_attribute_once_and_a_late_click_upgrades_a_promocode_attribution() {
    let app = spawn_app().await;
    let shop = unique_shop();
    connected_merchant(&app, "late", &shop).await;
    let business = business_of(&app, "late");
    let multilink = insert_link(&app, "late", TestLink { kind: "MULTILINK", ..Default::default() });
    let exp_a = insert_link(
        &app,
        "late",
        TestLink { parent: Some(&multilink), promocode: Some("SPLIT"), position: 0, ..Default::default() },
    );
    let exp_b = insert_link(
        &app,
        "late",
        TestLink { kind: "SHORT", parent: Some(&multilink), position: 1, ..Default::default() },
    );

    // Placed a minute ago: the retry pass looks at recent orders only.
    let placed = (chrono::Utc::now() - chrono::Duration::minutes(1)).to_rfc3339();
    let mut body = order_payload(501, 1001, "x@example.com", "USD", &placed, "20.00", "10.00");
    body["note_attributes"] = json!([{"name": "shoplinks_click", "value": "late-click"}]);
    body["discount_codes"] = json!([{"code": "split", "amount": "0.00", "type": "fixed_amount"}]);
    for i in 0..3 {
        assert_eq!(post_signed(&app, &shop, "orders/create", &format!("create-{i}"), &body).await.status(), 200);
    }
    let (order, _) = wait_for_order(&app, &business, 1001).await;
    tokio::time::sleep(std::time::Duration::from_millis(500)).await;
    assert_eq!(attribution_count(&app), 1, "one attribution however often the order arrives");
    assert_eq!(
        attribution_of(&app, &order),
        Some((exp_a.clone(), multilink.clone(), None, "PROMOCODE".into())),
        "the experience's code; its root is the multilink"
    );

    // The click writer stores the view after the order: the retry pass finds it.
    record_event(&app, &exp_b, &multilink, "VIEW", "late-click", today());
    let done = app.state.db.run(shoplinks::features::orders::retry_pending).await.expect("retry");
    // (The server's own 30 s retry pass may have got there first.)
    assert!(done <= 1);
    assert_eq!(attribution_of(&app, &order), Some((exp_b.clone(), multilink.clone(), None, "CLICK".into())));
    let again = app.state.db.run(shoplinks::features::orders::retry_pending).await.expect("retry");
    assert_eq!(again, 0, "nothing left to retry");

    // A second order with a late click: an `orders/updated` delivery attributes it.
    let mut second = order_payload(502, 1002, "y@example.com", "USD", &placed, "30.00", "15.00");
    second["note_attributes"] = json!([{"name": "shoplinks_click", "value": "later-click"}]);
    post_signed(&app, &shop, "orders/create", "second", &second).await;
    let (second_id, _) = wait_for_order(&app, &business, 1002).await;
    tokio::time::sleep(std::time::Duration::from_millis(300)).await;
    assert_eq!(attribution_of(&app, &second_id), None);
    record_event(&app, &exp_a, &multilink, "VIEW", "later-click", today());
    second["updated_at"] = json!(chrono::Utc::now().to_rfc3339());
    post_signed(&app, &shop, "orders/updated", "second-update", &second).await;
    for _ in 0..100 {
        if attribution_of(&app, &second_id).is_some() {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    assert_eq!(attribution_of(&app, &second_id), Some((exp_a, multilink, None, "CLICK".into())));
    assert_eq!(attribution_count(&app), 2);
}

/// Pays the cart `variant:1` at the sandbox checkout as `shopper` (its cookies are the visit);
/// returns the order number.
async fn buy_as(app: &crate::helpers::TestApp, shopper: &reqwest::Client, shop: &str, variant: i64) -> i64 {
    let cart = shopper.get(format!("{}/sandbox/{shop}/cart/{variant}:1", app.address)).send().await.expect("cart");
    assert_eq!(cart.status(), 302, "cart permalink");
    let checkout = format!("{}{}", app.address, location(&cart));
    let paid = shopper.post(&checkout).form(&[("email", "shopper@example.com")]).send().await.expect("pay");
    assert_eq!(paid.status(), 303, "paid");
    let thanks = shopper.get(format!("{}{}", app.address, location(&paid))).send().await.expect("thanks");
    let html = thanks.text().await.expect("html");
    let at = html.find("Order #").expect("confirmation names the order") + "Order #".len();
    html[at..].chars().take_while(char::is_ascii_digit).collect::<String>().parse().expect("order number")
}

#[tokio::test]
async fn a_short_with_a_promocode_hands_off_through_the_discount_link_so_the_order_is_discounted_and_attributed() {
    let app = spawn_app().await;
    let m = merchant(&app, "coded").await;
    let product = &products_in_stock(&app, &m, 1)[0];
    let spec = LinkSpec {
        products: vec![product.shopify_id.clone()],
        promocode: Some("WELCOME10".into()),
        ..LinkSpec::short("PRODUCT")
    };
    let short = create_link(&app, &m, spec).await;
    let variant = in_stock_variants(&app, &m.shop, 3, 1)[0].0;

    // The short sends the shopper through the store's discount link, which remembers the code
    // and goes on to the product page.
    let shopper = fresh_client(PHONE);
    let res = shopper.get(format!("{}{}", app.address, m.path(&short))).send().await.expect("short");
    assert_eq!(res.status(), 302);
    let handoff = location(&res);
    let discount_link = format!("{}/sandbox/{}/discount/WELCOME10?redirect=%2Fproducts%2F", app.address, m.shop);
    assert!(handoff.starts_with(&discount_link), "{handoff}");
    assert!(handoff.contains("shoplinks_click%3D"), "the click id rides inside redirect: {handoff}");
    let res = shopper.get(&handoff).send().await.expect("discount link");
    assert_eq!(res.status(), 302);
    let product_page = location(&res);
    assert!(product_page.starts_with(&format!("/sandbox/{}/products/", m.shop)), "{product_page}");
    assert!(product_page.contains("shoplinks_click="), "{product_page}");
    let page = shopper.get(format!("{}{product_page}", app.address)).send().await.expect("product page");
    assert_eq!(page.status(), 200);
    assert_eq!(settled_events(&app, &short, "VIEW", 1).await, 1);

    // The store's own cart carries the remembered code to the checkout, which applies it.
    let number = buy_as(&app, &shopper, &m.shop, variant).await;
    let (order, _) = wait_for_order(&app, &m.business_id, number).await;
    tokio::time::sleep(std::time::Duration::from_millis(300)).await;
    let (codes, discount, landing): (String, i64, Option<String>) = {
        use diesel::prelude::*;
        use shoplinks::db::schema::orders;
        let mut conn = app.state.db.get().expect("conn");
        orders::table
            .find(&order)
            .select((orders::discount_codes, orders::discount_minor, orders::landing_site))
            .first(&mut *conn)
            .expect("order")
    };
    assert!(codes.contains("WELCOME10"), "the order used the code: {codes}");
    assert!(discount > 0, "and was discounted: {discount}");
    let landing = landing.expect("landing site");
    assert!(landing.starts_with("/discount/WELCOME10?redirect="), "{landing}");
    // The click in the landing site wins over the promocode: the visit, not only the link.
    assert_eq!(attribution_of(&app, &order), Some((short.clone(), short.clone(), None, "LANDING".into())));
}

#[tokio::test]
async fn an_order_placed_after_a_short_is_attributed_through_the_landing_site() {
    let app = spawn_app().await;
    let m = merchant(&app, "shorty").await;
    let product = &products_in_stock(&app, &m, 1)[0];
    let short =
        create_link(&app, &m, LinkSpec { products: vec![product.shopify_id.clone()], ..LinkSpec::short("PRODUCT") })
            .await;
    let variant = in_stock_variants(&app, &m.shop, 3, 1)[0].0;

    // A shopper on a phone follows the short, looks around the store, and buys something else
    // through the store's own cart: nothing of ours rides in the cart.
    let shopper = fresh_client(PHONE);
    let res = shopper.get(format!("{}{}", app.address, m.path(&short))).send().await.expect("short");
    assert_eq!(res.status(), 302);
    let landing = location(&res);
    assert!(landing.contains("/products/") && landing.contains("shoplinks_click="), "{landing}");
    let click = landing.split("shoplinks_click=").nth(1).expect("click id").to_owned();
    assert_eq!(shopper.get(&landing).send().await.expect("product page").status(), 200);
    // A person reads the page before buying: by then the view (batched by the click writer) is
    // stored. An order that outruns its click is attributed by the retry pass instead.
    assert_eq!(settled_events(&app, &short, "VIEW", 1).await, 1);
    let store = shopper.get(format!("{}/sandbox/{}", app.address, m.shop)).send().await.expect("store");
    assert_eq!(store.status(), 200);
    let number = buy_as(&app, &shopper, &m.shop, variant).await;

    // Another shopper comes straight to the store: an organic order.
    let walk_in = fresh_client(PHONE);
    let organic = buy_as(&app, &walk_in, &m.shop, variant).await;

    let (order, shopify_id) = wait_for_order(&app, &m.business_id, number).await;
    let (other, _) = wait_for_order(&app, &m.business_id, organic).await;
    tokio::time::sleep(std::time::Duration::from_millis(300)).await;
    // The store keeps where the visit landed, in the webhook and in the Admin API.
    let stored: Option<String> = {
        use diesel::prelude::*;
        use shoplinks::db::schema::orders;
        let mut conn = app.state.db.get().expect("conn");
        orders::table.find(&order).select(orders::landing_site).first(&mut *conn).expect("order")
    };
    let path = landing.split(&m.shop).nth(1).expect("path after the shop").to_owned();
    assert_eq!(stored.as_deref(), Some(path.as_str()));
    assert!(path.ends_with(&format!("shoplinks_click={click}")), "{path}");
    assert_eq!(attribution_of(&app, &order), Some((short.clone(), short.clone(), None, "LANDING".into())));
    assert_eq!(attribution_of(&app, &other), None, "a visit that landed on a cart link of no short");

    let token = access_token(&app, &m.shop);
    let query =
        format!("{{ order(id: \"{shopify_id}\") {{ customerJourneySummary {{ firstVisit {{ landingPage }} }} }} }}");
    let body = admin_graphql(&app, &m.shop, &token, &query).await;
    assert_eq!(
        body.pointer("/data/order/customerJourneySummary/firstVisit/landingPage").and_then(|v| v.as_str()),
        Some(format!("https://{}{path}", m.shop).as_str())
    );

    // A shopper who outruns the click writer (the order may arrive before the view is stored):
    // the retry pass settles it by the landing site too.
    let quick = fresh_client(PHONE);
    let res = quick.get(format!("{}{}", app.address, m.path(&short))).send().await.expect("short");
    assert_eq!(quick.get(location(&res)).send().await.expect("product page").status(), 200);
    let fast = buy_as(&app, &quick, &m.shop, variant).await;
    let (fast_order, _) = wait_for_order(&app, &m.business_id, fast).await;
    assert_eq!(settled_events(&app, &short, "VIEW", 2).await, 2);
    {
        let mut conn = app.state.db.get().expect("conn");
        shoplinks::features::orders::retry_pending(&mut conn).expect("retry");
    }
    assert_eq!(attribution_of(&app, &fast_order).map(|a| a.3), Some("LANDING".into()));

    // The short's figures count both sales.
    let (status, figures) = get_body(&app, &format!("/api/admin/v1/links/{short}/analytics")).await;
    assert_eq!(status, 200, "{figures}");
    assert_eq!(figures["data"]["checkouts"].as_i64(), Some(2), "{figures}");
    assert_eq!(figures["data"]["views"].as_i64(), Some(2), "{figures}");
}
