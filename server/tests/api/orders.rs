//! Orders in Shoplinks: written from signed order webhooks (once, whatever the retries), money
//! in minor units of the order's currency, newest first in pages, visible only to the business
//! whose shop sent them; and products added in the sandbox admin reaching the catalog.

use diesel::prelude::*;
use serde_json::{json, Value};
use shoplinks::db::schema::{order_lines, orders};

use crate::helpers::{spawn_app, TestApp};
use crate::store_helpers::{connected_merchant, location, post_form, post_signed, unique_shop, wait_for_orders};

/// A REST order as Shopify sends it.
pub fn order_payload(
    id: i64,
    number: i64,
    email: &str,
    currency: &str,
    created_at: &str,
    total: &str,
    line_price: &str,
) -> Value {
    json!({
        "id": id,
        "admin_graphql_api_id": format!("gid://shopify/Order/{id}"),
        "name": format!("#{number}"),
        "order_number": number,
        "email": email,
        "currency": currency,
        "created_at": created_at,
        "updated_at": created_at,
        "processed_at": created_at,
        "financial_status": "paid",
        "subtotal_price": total,
        "total_price": total,
        "total_tax": "0",
        "total_discounts": "0",
        "discount_codes": [],
        "note_attributes": [{"name": "sl_click", "value": format!("click-{id}")}],
        "line_items": [
            {"id": id * 10 + 1, "product_id": 1001, "variant_id": 100101, "title": "Tee", "variant_title": "S / Black",
             "quantity": 1, "price": line_price, "sku": "SL-1"},
            {"id": id * 10 + 2, "product_id": 1002, "variant_id": 100201, "title": "Cap", "variant_title": null,
             "quantity": 1, "price": line_price, "sku": ""}
        ],
        "customer": {"id": 42, "email": email},
        "refunds": []
    })
}

fn stored_orders(app: &TestApp) -> (i64, i64) {
    let mut conn = app.state.db.get().expect("conn");
    let o: i64 = orders::table.count().get_result(&mut *conn).expect("count");
    let l: i64 = order_lines::table.count().get_result(&mut *conn).expect("count");
    (o, l)
}

#[tokio::test]
async fn an_order_webhook_delivered_five_times_has_one_effect_and_amounts_follow_the_currency() {
    let app = spawn_app().await;
    let shop = unique_shop();
    connected_merchant(&app, "yen", &shop).await;
    let body = order_payload(77, 1001, "A@Example.com", "JPY", "2026-11-20T10:00:00Z", "1500", "750.00");
    for _ in 0..5 {
        assert_eq!(post_signed(&app, &shop, "orders/create", "same-id", &body).await.status(), 200);
    }
    for i in 0..5 {
        assert_eq!(post_signed(&app, &shop, "orders/create", &format!("retry-{i}"), &body).await.status(), 200);
    }
    let data = wait_for_orders(&app, "the yen order", |d| d["orders"].as_array().is_some_and(|o| !o.is_empty())).await;
    // Let every delivery finish before counting.
    tokio::time::sleep(std::time::Duration::from_millis(800)).await;
    assert_eq!(stored_orders(&app), (1, 2), "one order with two lines, however often it arrives");
    let order = &data["orders"][0];
    assert_eq!(order["currency"], "JPY");
    assert_eq!(order["total"], 1500, "yen have no minor units");
    assert_eq!(order["lines"][0]["price"], 750);
    assert_eq!(order["email"], "a@example.com");
    assert_eq!(order["attributes"][0]["value"], "click-77");
    assert_eq!(order["lines"][1]["variant_title"], Value::Null);

    let kwd = order_payload(78, 1002, "b@example.com", "KWD", "2026-11-21T10:00:00Z", "12.345", "6.1725");
    post_signed(&app, &shop, "orders/create", "kwd", &kwd).await;
    let kwd_bad_line = {
        let mut b = kwd.clone();
        b["line_items"][0]["price"] = json!("6.172");
        b["line_items"][1]["price"] = json!("6.173");
        b
    };
    post_signed(&app, &shop, "orders/create", "kwd-2", &kwd_bad_line).await;
    let data = wait_for_orders(&app, "the dinar order", |d| d["orders"].as_array().is_some_and(|o| o.len() == 2)).await;
    assert_eq!(data["orders"][0]["name"], "#1002", "newest first");
    assert_eq!(data["orders"][0]["total"], 12345, "three decimals");
    assert_eq!(data["orders"][0]["lines"][0]["price"], 6172);

    let mut newer = body.clone();
    newer["financial_status"] = json!("refunded");
    newer["updated_at"] = json!("2026-11-22T10:00:00Z");
    post_signed(&app, &shop, "orders/updated", "newer", &newer).await;
    wait_for_orders(&app, "the update", |d| d["orders"][1]["financial_status"] == "refunded").await;
    let mut older = body.clone();
    older["financial_status"] = json!("pending");
    older["updated_at"] = json!("2026-11-20T11:00:00Z");
    post_signed(&app, &shop, "orders/updated", "older", &older).await;
    tokio::time::sleep(std::time::Duration::from_millis(500)).await;
    let data = wait_for_orders(&app, "nothing", |_| true).await;
    assert_eq!(data["orders"][1]["financial_status"], "refunded", "an older update does not win");

    let refund = json!({"id": 5, "order_id": 77, "created_at": "2026-11-22T10:00:00Z",
        "transactions": [{"amount": "500", "kind": "refund", "status": "success"},
                         {"amount": "100", "kind": "refund", "status": "failure"}]});
    for i in 0..3 {
        post_signed(&app, &shop, "refunds/create", &format!("refund-{i}"), &refund).await;
    }
    let data = wait_for_orders(&app, "the refund", |d| d["orders"][1]["refunded"] == 500).await;
    tokio::time::sleep(std::time::Duration::from_millis(500)).await;
    assert_eq!(data["orders"][1]["refunds"].as_array().map(Vec::len), Some(1), "one refund");
    let data = wait_for_orders(&app, "nothing", |_| true).await;
    assert_eq!(data["orders"][1]["refunded"], 500, "replays do not add up");
}

#[tokio::test]
async fn orders_page_newest_first_and_belong_to_their_business_only() {
    let app = spawn_app().await;
    let (shop_a, shop_b) = (unique_shop(), unique_shop());
    connected_merchant(&app, "alpha", &shop_a).await;
    for (i, day) in ["2026-11-01", "2026-11-02", "2026-11-03"].iter().enumerate() {
        let id = 100 + i as i64;
        let body =
            order_payload(id, 1001 + i as i64, "x@example.com", "USD", &format!("{day}T09:00:00Z"), "10.00", "5.00");
        post_signed(&app, &shop_a, "orders/create", &format!("a-{i}"), &body).await;
    }
    wait_for_orders(&app, "three orders", |d| d["orders"].as_array().is_some_and(|o| o.len() == 3)).await;
    let first: Value = app.get_json("/api/admin/v1/store/orders?count=2").await.json().await.expect("json");
    let names: Vec<&str> =
        first["data"]["orders"].as_array().expect("orders").iter().filter_map(|o| o["name"].as_str()).collect();
    assert_eq!(names, ["#1003", "#1002"]);
    let next = first["data"]["next"].as_str().expect("a next page").to_owned();
    let second: Value =
        app.get_json(&format!("/api/admin/v1/store/orders?count=2&cursor={next}")).await.json().await.expect("json");
    assert_eq!(second["data"]["orders"][0]["name"], "#1001");
    assert_eq!(second["data"]["next"], Value::Null);
    assert_eq!(app.get_json("/api/admin/v1/store/orders?cursor=%%%").await.status(), 400);

    connected_merchant(&app, "bravo", &shop_b).await;
    let body = order_payload(200, 1001, "y@example.com", "USD", "2026-11-04T09:00:00Z", "20.00", "10.00");
    post_signed(&app, &shop_b, "orders/create", "b-0", &body).await;
    let data = wait_for_orders(&app, "bravo's order", |d| d["orders"].as_array().is_some_and(|o| !o.is_empty())).await;
    let ids: Vec<&str> = data["orders"].as_array().expect("orders").iter().filter_map(|o| o["id"].as_str()).collect();
    assert_eq!(ids, ["gid://shopify/Order/200"], "bravo sees only bravo's order");

    let anonymous =
        reqwest::Client::new().get(format!("{}/api/admin/v1/store/orders", app.address)).send().await.expect("request");
    assert_eq!(anonymous.status(), 401);
    app.login("alpha", "secret1").await;
    let data = wait_for_orders(&app, "alpha's list", |_| true).await;
    assert_eq!(data["orders"].as_array().map(Vec::len), Some(3), "alpha still sees alpha's three");
}

#[tokio::test]
async fn a_product_added_in_the_sandbox_admin_reaches_the_product_search() {
    let app = spawn_app().await;
    let shop = unique_shop();
    connected_merchant(&app, "adder", &shop).await;
    let admin = app.get(&format!("/sandbox/{shop}/admin")).await;
    assert_eq!(admin.status(), 200);
    assert!(admin.text().await.expect("html").contains("Add product"));
    let res = post_form(
        &app,
        &format!("/sandbox/{shop}/admin/products"),
        &[
            ("title", "Linen Shirt <b>"),
            ("price", "39.90"),
            ("stock", "4"),
            ("sizes", "S, M"),
            ("colors", "Navy"),
            ("status", "ACTIVE"),
        ],
    )
    .await;
    assert_eq!(res.status(), 303);
    assert!(location(&res).contains("notice="), "{}", location(&res));
    let bad = post_form(
        &app,
        &format!("/sandbox/{shop}/admin/products"),
        &[("title", "X"), ("price", "free"), ("stock", "1"), ("status", "ACTIVE")],
    )
    .await;
    assert!(location(&bad).contains("error="), "a bad price is refused");
    let page = app.get(&location(&bad)).await.text().await.expect("html");
    assert!(page.contains("Price must be a decimal amount"));

    for _ in 0..100 {
        let body: Value = app.get_json("/api/admin/v1/products/search?q=linen").await.json().await.expect("json");
        if let Some(p) = body["data"]["products"].as_array().and_then(|p| p.first()) {
            assert_eq!(p["title"], "Linen Shirt <b>");
            assert_eq!(p["price"], "39.90");
            assert_eq!(p["total_quantity"], 8, "two variants of four");
            let html = app.get(&format!("/sandbox/{shop}/admin?q=linen")).await.text().await.expect("html");
            assert!(html.contains("Linen Shirt &lt;b&gt;"), "the admin page escapes what it shows");
            return;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    panic!("the new product did not reach the catalog within 10 s");
}

#[tokio::test]
async fn orders_sent_before_the_store_was_connected_arrive_once_it_is() {
    let app = spawn_app().await;
    let shop = unique_shop();
    let token = crate::store_helpers::install_first(&app, &shop).await;
    let body = order_payload(91, 1001, "early@example.com", "USD", "2026-11-20T09:00:00Z", "40.00", "20.00");
    assert_eq!(post_signed(&app, &shop, "orders/create", "early-order", &body).await.status(), 200);
    tokio::time::sleep(std::time::Duration::from_millis(500)).await;
    assert_eq!(stored_orders(&app), (0, 0), "no business to attribute it to yet");

    let res = app
        .post_json(
            "/api/auth/register/connect",
            &json!({"auth": token, "username": "early-bird", "email": "eb@example.com", "password": "secret1"}),
        )
        .await;
    assert_eq!(res.status(), 200);
    let data = wait_for_orders(&app, "the order sent before connecting", |d| {
        d["orders"].as_array().is_some_and(|o| o.iter().any(|o| o["email"] == "early@example.com"))
    })
    .await;
    assert_eq!(data["orders"][0]["total"], 4000);
}
