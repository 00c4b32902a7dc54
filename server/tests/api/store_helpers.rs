//! Store-flow steps shared by the store, catalog and webhook tests: install through the sandbox
//! consent page, install-first, and waiting for the catalog sync.

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

/// Signs up `username`, logs in, connects `shop` through the consent page, and waits for the
/// first catalog sync.
pub async fn connected_merchant(app: &TestApp, username: &str, shop: &str) {
    app.verified_merchant(username, "secret1").await;
    app.login(username, "secret1").await;
    let callback = approve_install(app, shop).await;
    app.client.get(&callback).send().await.expect("request");
    wait_for_sync(app).await;
}
