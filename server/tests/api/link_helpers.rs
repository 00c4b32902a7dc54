//! Shared arrangements of the links tests: a merchant with a synced sandbox store, catalog ids,
//! and link creation through the API.

use serde_json::{json, Value};

use crate::helpers::TestApp;
use crate::store_helpers::{connected_merchant, unique_shop};

/// A signed-in merchant with a connected, synced sandbox store; returns (shop, business id).
pub async fn merchant_with_store(app: &TestApp, username: &str) -> (String, String) {
    let shop = unique_shop();
    connected_merchant(app, username, &shop).await;
    (shop, business_id(app).await)
}

/// The signed-in user's business id.
pub async fn business_id(app: &TestApp) -> String {
    let page: Value = app.get_json("/admin/home").await.json().await.expect("json");
    page["data"]["user"]["businessId"].as_str().expect("business id").to_owned()
}

/// The first `n` active products' ids (and their data) from product search.
pub async fn products(app: &TestApp, n: usize) -> Vec<Value> {
    let res = app.get_json(&format!("/api/admin/v1/products/search?count={n}&product_status=active")).await;
    assert_eq!(res.status(), 200);
    let body: Value = res.json().await.expect("json");
    let list = body["data"]["products"].as_array().expect("products").clone();
    assert!(list.len() >= n, "catalog has {n} active products");
    list
}

/// Ids of `products`.
pub fn ids(products: &[Value]) -> Vec<String> {
    products.iter().map(|p| p["inventory_id"].as_str().expect("id").to_owned()).collect()
}

/// The first collection's id.
pub async fn collection_id(app: &TestApp) -> String {
    let body: Value = app.get_json("/api/admin/v1/collections/search?count=1").await.json().await.expect("json");
    body["data"]["collections"][0]["collection_id"].as_str().expect("collection").to_owned()
}

/// Creates a link; returns (status, body).
pub async fn create(app: &TestApp, body: &Value) -> (u16, Value) {
    let res = app.post_json("/api/admin/v1/links/create", body).await;
    let status = res.status().as_u16();
    (status, res.json().await.expect("json"))
}

/// Creates a look with `n` products and returns its data.
pub async fn look(app: &TestApp, n: usize, promocode: &str) -> Value {
    let inventory_ids = ids(&products(app, n).await);
    let (status, body) = create(
        app,
        &json!({"description": "Summer picks", "inventory_ids": inventory_ids, "promocode": promocode, "link_type": "LOOK"}),
    )
    .await;
    assert_eq!(status, 200, "{body}");
    body["data"].clone()
}

/// Creates `code` (10% off) in the signed-in merchant's store through the editors' call.
pub async fn store_code(app: &TestApp, code: &str) -> Value {
    let res = app
        .post_json("/api/admin/v1/promocodes/create", &json!({"code": code, "kind": "PERCENTAGE", "value": 10}))
        .await;
    assert_eq!(res.status(), 200, "create {code}");
    let body: Value = res.json().await.expect("json");
    body["data"].clone()
}

/// The store base custom URLs must start with.
pub async fn store_base(app: &TestApp) -> String {
    let body: Value = app.get_json("/api/admin/v1/links/domains").await.json().await.expect("json");
    body["data"]["domains"][0].as_str().expect("a domain").to_owned()
}

/// The destination-trick corpus with the fixture's store bases replaced by `base`'s.
pub fn tricks_for(base: &str) -> Vec<String> {
    let url = url::Url::parse(base).expect("base");
    let shop = url.path().rsplit('/').next().expect("shop").to_owned();
    let origin = format!("{}://{}", url.scheme(), url.host_str().expect("host"));
    let port = url.port_or_known_default().expect("port");
    include_str!("../fixtures/destination_tricks.txt")
        .lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
        .map(|l| {
            l.replace("http://127.0.0.1:8080", &format!("{origin}:{port}"))
                .replace("127.0.0.1:8081", &format!("127.0.0.1:{}", port + 1))
                .replace("my-shop.myshopify.com", &shop)
        })
        .collect()
}
