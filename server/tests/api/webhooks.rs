//! Webhooks: signature before anything else, one effect per webhook id, unknown shops ignored,
//! and the sandbox admin's changes reaching the catalog.

use diesel::prelude::*;
use serde_json::json;
use shoplinks::db::schema::webhook_inbox;
use shoplinks::features::store::shopify::hmac::sign_webhook;

use crate::helpers::{spawn_app, TestApp};
use crate::store_helpers::{connected_merchant as connected, post_webhook, unique_shop};

fn inbox_count(app: &TestApp) -> i64 {
    let mut conn = app.state.db.get().expect("conn");
    webhook_inbox::table.count().get_result(&mut *conn).expect("count")
}

#[tokio::test]
async fn bad_or_missing_signatures_get_401_and_write_nothing_and_duplicates_have_one_effect() {
    let app = spawn_app().await;
    let shop = unique_shop();
    connected(&app, "hooked", &shop).await;
    let secret = app.state.settings.shopify.api_secret.clone();
    let body = r#"{"id":1001,"admin_graphql_api_id":"gid://shopify/Product/1001"}"#;
    assert_eq!(post_webhook(&app, &shop, "products/update", "w-1", body, None).await.status(), 401);
    assert_eq!(
        post_webhook(&app, &shop, "products/update", "w-1", body, Some(sign_webhook(body.as_bytes(), "wrong")))
            .await
            .status(),
        401
    );
    let reserialised =
        serde_json::to_string_pretty(&serde_json::from_str::<serde_json::Value>(body).expect("json")).expect("json");
    let signed_original = sign_webhook(body.as_bytes(), &secret);
    assert_eq!(
        post_webhook(&app, &shop, "products/update", "w-1", &reserialised, Some(signed_original.clone()))
            .await
            .status(),
        401
    );
    assert_eq!(inbox_count(&app), 0, "nothing written for refused webhooks");

    for _ in 0..5 {
        let res = post_webhook(&app, &shop, "products/update", "w-dup", body, Some(signed_original.clone())).await;
        assert_eq!(res.status(), 200);
    }
    assert_eq!(inbox_count(&app), 1, "the same webhook five times is stored once");

    let stranger =
        post_webhook(&app, "nobody-here.myshopify.com", "products/update", "w-2", body, Some(signed_original)).await;
    assert_eq!(stranger.status(), 200);
    assert_eq!(inbox_count(&app), 1, "an unknown shop writes nothing");
}

#[tokio::test]
async fn a_price_and_stock_change_in_the_sandbox_admin_reaches_the_catalog_through_webhooks() {
    let app = spawn_app().await;
    let shop = unique_shop();
    connected(&app, "pricer", &shop).await;
    let res = app
        .client
        .post(format!("{}/sandbox/{shop}/admin/products/1001/variants/1", app.address))
        .json(&json!({"price": "1.23", "inventory_quantity": 777}))
        .send()
        .await
        .expect("request");
    assert_eq!(res.status(), 200);
    for _ in 0..100 {
        let page: serde_json::Value = app
            .get_json("/api/admin/v1/products/search?count=1&prefered_product_ids=gid://shopify/Product/1001")
            .await
            .json()
            .await
            .expect("json");
        let product = page["data"]["products"]
            .as_array()
            .expect("products")
            .iter()
            .find(|p| p["inventory_id"] == "gid://shopify/Product/1001")
            .cloned();
        if let Some(p) = product.filter(|p| p["price"] == "1.23") {
            assert!(p["total_quantity"].as_i64() >= Some(777));
            return;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    let rows: Vec<(String, String, Option<String>)> = {
        let mut conn = app.state.db.get().expect("conn");
        webhook_inbox::table
            .select((webhook_inbox::topic, webhook_inbox::status, webhook_inbox::last_error))
            .load(&mut *conn)
            .expect("rows")
    };
    panic!("the change did not arrive within 10 s; inbox: {rows:?}");
}

#[tokio::test]
async fn uninstalling_in_the_sandbox_disconnects_the_store() {
    let app = spawn_app().await;
    let shop = unique_shop();
    connected(&app, "uninstaller", &shop).await;
    let res =
        app.client.post(format!("{}/sandbox/{shop}/admin/app/uninstall", app.address)).send().await.expect("request");
    assert_eq!(res.status(), 200);
    for _ in 0..100 {
        let page: serde_json::Value = app.get_json("/admin/home").await.json().await.expect("json");
        if page["data"]["user"]["storeConnected"] == false {
            return;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    panic!("the store was not disconnected");
}
