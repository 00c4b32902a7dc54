//! Store-flow steps shared by the store, catalog and webhook tests: install through the sandbox
//! consent page, install-first, waiting for the catalog sync and the webhook subscriptions, and
//! calling the sandbox Admin API with the adapter's token.

use diesel::prelude::*;
use serde_json::json;
use shop_sandbox::schema::sandbox_webhook_subscriptions;
use shoplinks::db::schema::store_installations;
use shoplinks::features::store::shopify::admin::API_VERSION;
use shoplinks::features::store::WEBHOOK_TOPICS as TOPICS;

use crate::helpers::TestApp;
use shoplinks::features::store::SecretBox;

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
    app.state.handle::<SecretBox>().open(&sealed).expect("opens")
}

/// Posts a query to the sandbox Admin API; returns the HTTP status and the body.
pub async fn sandbox_graphql(app: &TestApp, shop: &str, token: &str, query: &str) -> (u16, serde_json::Value) {
    let res = app
        .client
        .post(format!("{}/sandbox/{shop}/admin/api/{API_VERSION}/graphql.json", app.address))
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

/// Posts a webhook as the store platform would (`signature` is the `X-Shopify-Hmac-Sha256`).
pub async fn post_webhook(
    app: &TestApp,
    shop: &str,
    topic: &str,
    id: &str,
    body: &str,
    signature: Option<String>,
) -> reqwest::Response {
    let mut req = app
        .client
        .post(format!("{}/api/webhooks/shopify", app.address))
        .header("Content-Type", "application/json")
        .header("X-Shopify-Topic", topic)
        .header("X-Shopify-Shop-Domain", shop)
        .header("X-Shopify-Webhook-Id", id)
        .body(body.to_owned());
    if let Some(sig) = signature {
        req = req.header("X-Shopify-Hmac-Sha256", sig);
    }
    req.send().await.expect("request")
}

/// Posts `body` as a correctly signed webhook.
pub async fn post_signed(
    app: &TestApp,
    shop: &str,
    topic: &str,
    id: &str,
    body: &serde_json::Value,
) -> reqwest::Response {
    let raw = body.to_string();
    let signature =
        shoplinks::features::store::shopify::hmac::sign_webhook(raw.as_bytes(), &app.state.settings.shopify.api_secret);
    post_webhook(app, shop, topic, id, &raw, Some(signature)).await
}

/// Polls the signed-in merchant's order list until `done` holds for its `data` (at most 10 s).
pub async fn wait_for_orders(
    app: &TestApp,
    what: &str,
    done: impl Fn(&serde_json::Value) -> bool,
) -> serde_json::Value {
    let mut last = serde_json::Value::Null;
    for _ in 0..100 {
        let res = app.get_json("/api/admin/v1/store/orders").await;
        assert_eq!(res.status(), 200, "order list");
        last = res.json::<serde_json::Value>().await.expect("json")["data"].clone();
        if done(&last) {
            return last;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    let inbox: Vec<(String, String, Option<String>)> = {
        use diesel::prelude::*;
        use shoplinks::db::schema::webhook_inbox;
        let mut conn = app.state.db.get().expect("conn");
        webhook_inbox::table
            .select((webhook_inbox::topic, webhook_inbox::status, webhook_inbox::last_error))
            .load(&mut *conn)
            .expect("inbox")
    };
    panic!("{what} did not happen within 10 s; orders: {last}; inbox: {inbox:?}");
}

/// POSTs an HTML form the way a browser on the same origin does.
pub async fn post_form(app: &TestApp, path: &str, form: &[(&str, &str)]) -> reqwest::Response {
    app.client
        .post(format!("{}{path}", app.address))
        .header("Origin", &app.address)
        .header("Sec-Fetch-Site", "same-origin")
        .form(form)
        .send()
        .await
        .expect("request")
}

/// Variants of active products in `shop` with at least `min_stock` units: (variant number,
/// price in cents, stock).
pub fn in_stock_variants(app: &TestApp, shop: &str, min_stock: i32, n: usize) -> Vec<(i64, i64, i32)> {
    use diesel::prelude::*;
    use shop_sandbox::schema::{sandbox_products, sandbox_variants};
    let mut conn = app.state.db.get().expect("conn");
    let rows: Vec<(String, i64, i32)> = sandbox_variants::table
        .inner_join(sandbox_products::table)
        .filter(sandbox_products::shop_domain.eq(shop))
        .filter(sandbox_products::status.eq("ACTIVE"))
        .filter(sandbox_variants::inventory_quantity.ge(min_stock))
        .order(sandbox_variants::id.asc())
        .select((sandbox_variants::id, sandbox_variants::price_cents, sandbox_variants::inventory_quantity))
        .limit(n as i64)
        .load(&mut *conn)
        .expect("variants");
    assert_eq!(rows.len(), n, "enough variants in stock");
    rows.into_iter()
        .map(|(id, price, stock)| {
            (id.rsplit('/').next().and_then(|n| n.parse().ok()).expect("variant number"), price, stock)
        })
        .collect()
}

/// Stock of a sandbox variant by number.
pub fn stock_of(app: &TestApp, shop: &str, variant: i64) -> i32 {
    use diesel::prelude::*;
    use shop_sandbox::schema::sandbox_variants;
    let mut conn = app.state.db.get().expect("conn");
    sandbox_variants::table
        .find(format!("{shop}/gid://shopify/ProductVariant/{variant}"))
        .select(sandbox_variants::inventory_quantity)
        .first(&mut *conn)
        .expect("variant")
}
