//! Store-flow steps shared by the store, catalog and webhook tests: install through the sandbox
//! consent page, install-first, waiting for the catalog sync and the webhook subscriptions, and
//! calling the sandbox Admin API with the adapter's token.

use diesel::prelude::*;
use serde_json::json;
use shoplinks::db::schema::{sandbox_webhook_subscriptions, store_installations};
use shoplinks::features::store::subscriptions::TOPICS;

use crate::helpers::TestApp;

/// The redirect target of a response.
pub fn location(res: &reqwest::Response) -> String {
    res.headers()["location"].to_str().expect("ascii").to_owned()
}

/// The query pairs of an absolute URL.
pub fn query_of(url: &str) -> Vec<(String, String)> {
    let parsed = url::Url::parse(url).expect("absolute URL");
    parsed.query_pairs().into_owned().collect()
}

/// A shop domain no other test uses.
pub fn unique_shop() -> String {
    format!("shop-{}.myshopify.com", &uuid::Uuid::new_v4().simple().to_string()[..10])
}

/// Follows install → consent page → approve, returning the callback URL the sandbox signed.
pub async fn approve_install(app: &TestApp, shop: &str) -> String {
    let res = app.get(&format!("/shopify/install?shop={shop}")).await;
    assert_eq!(res.status(), 302);
    let authorize = location(&res);
    assert!(authorize.starts_with(&format!("{}/sandbox/{shop}/admin/oauth/authorize?", app.address)), "{authorize}");
    let page = app.client.get(&authorize).send().await.expect("request");
    assert_eq!(page.status(), 200);
    let html = page.text().await.expect("body");
    assert!(html.contains("Install Shoplinks on"), "consent page");
    let mut form = query_of(&authorize);
    form.push(("decision".into(), "approve".into()));
    let res = app.client.post(&authorize).form(&form).send().await.expect("request");
    assert_eq!(res.status(), 302);
    let callback = location(&res);
    assert!(callback.starts_with(&format!("{}/shopify/callback?", app.address)), "{callback}");
    let params = query_of(&callback);
    for key in ["code", "hmac", "shop", "state", "timestamp", "host"] {
        assert!(params.iter().any(|(k, _)| k == key), "callback lacks {key}");
    }
    callback
}

/// Runs an install-first flow while signed out and returns the store token.
pub async fn install_first(app: &TestApp, shop: &str) -> String {
    let callback = approve_install(app, shop).await;
    let res = reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .expect("client")
        .get(&callback)
        .send()
        .await
        .expect("request");
    location(&res).strip_prefix("/register-store?auth=").expect("store sign-up").to_owned()
}

/// Polls the sync status until it is done (at most 60 s).
pub async fn wait_for_sync(app: &TestApp) -> serde_json::Value {
    for _ in 0..600 {
        let body: serde_json::Value = app.get_json("/api/admin/v1/store/sync/status").await.json().await.expect("json");
        match body["data"]["status"].as_str() {
            Some("done") => return body["data"].clone(),
            Some("failed") => panic!("sync failed: {body}"),
            _ => tokio::time::sleep(std::time::Duration::from_millis(100)).await,
        }
    }
    panic!("sync did not finish within 60 s");
}

/// The sandbox's webhook subscriptions of `shop`.
pub fn subscription_count(app: &TestApp, shop: &str) -> i64 {
    let mut conn = app.state.db.get().expect("conn");
    sandbox_webhook_subscriptions::table
        .filter(sandbox_webhook_subscriptions::shop_domain.eq(shop))
        .count()
        .get_result(&mut *conn)
        .expect("count")
}

/// Polls until `shop` has every webhook subscription Shoplinks makes (at most 30 s).
pub async fn wait_for_subscriptions(app: &TestApp, shop: &str) {
    for _ in 0..300 {
        if subscription_count(app, shop) >= TOPICS.len() as i64 {
            return;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    panic!("the webhook subscriptions were not made within 30 s");
}

/// Signs up `username`, logs in, connects `shop` through the consent page, and waits for the
/// first catalog sync and the webhook subscriptions.
pub async fn connected_merchant(app: &TestApp, username: &str, shop: &str) {
    app.verified_merchant(username, "secret1").await;
    app.login(username, "secret1").await;
    let callback = approve_install(app, shop).await;
    app.client.get(&callback).send().await.expect("request");
    wait_for_sync(app).await;
    wait_for_subscriptions(app, shop).await;
}

/// The access token the adapter holds for `shop`, opened from its sealed form.
pub fn access_token(app: &TestApp, shop: &str) -> String {
    let mut conn = app.state.db.get().expect("conn");
    let sealed: String = store_installations::table
        .filter(store_installations::shop_domain.eq(shop))
        .select(store_installations::access_token_sealed)
        .first(&mut *conn)
        .expect("installation");
    app.state.secrets.open(&sealed).expect("opens")
}

/// Posts a query to the sandbox Admin API; returns the HTTP status and the body.
pub async fn sandbox_graphql(app: &TestApp, shop: &str, token: &str, query: &str) -> (u16, serde_json::Value) {
    let res = app
        .client
        .post(format!("{}/sandbox/{shop}/admin/api/2025-07/graphql.json", app.address))
        .header("X-Shopify-Access-Token", token)
        .json(&json!({"query": query}))
        .send()
        .await
        .expect("request");
    let status = res.status().as_u16();
    (status, res.json().await.expect("json"))
}

/// Posts a query that must succeed; returns the body. Like any well-behaved client it waits
/// and retries while the shop's cost bucket answers THROTTLED (the sync may have drained it).
pub async fn admin_graphql(app: &TestApp, shop: &str, token: &str, query: &str) -> serde_json::Value {
    let (mut status, mut body) = sandbox_graphql(app, shop, token, query).await;
    for _ in 0..100 {
        if body.pointer("/errors/0/extensions/code").and_then(|c| c.as_str()) != Some("THROTTLED") {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(200)).await;
        (status, body) = sandbox_graphql(app, shop, token, query).await;
    }
    assert_eq!(status, 200);
    assert!(body.get("errors").is_none_or(|e| e.is_null()), "{body}");
    body
}
