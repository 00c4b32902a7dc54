//! Installing the app on a shop through OAuth, end to end against the sandbox store over HTTP.

use diesel::prelude::*;
use serde_json::json;
use shoplinks::db::schema::store_installations;

use crate::helpers::{spawn_app, TestApp};

fn location(res: &reqwest::Response) -> String {
    res.headers()["location"].to_str().expect("ascii").to_owned()
}

fn query_of(url: &str) -> Vec<(String, String)> {
    let parsed = url::Url::parse(url).expect("absolute URL");
    parsed.query_pairs().into_owned().collect()
}

fn unique_shop() -> String {
    format!("shop-{}.myshopify.com", &uuid::Uuid::new_v4().simple().to_string()[..10])
}

/// Follows install → consent page → approve, returning the callback URL the sandbox signed.
async fn approve_install(app: &TestApp, shop: &str) -> String {
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

#[tokio::test]
async fn a_signed_in_merchant_connects_a_shop_through_the_sandbox_consent_page() {
    let app = spawn_app().await;
    app.verified_merchant("connector", "secret1").await;
    app.login("connector", "secret1").await;
    let shop = unique_shop();
    let callback = approve_install(&app, &shop).await;
    let res = app.client.get(&callback).send().await.expect("request");
    assert_eq!(res.status(), 302);
    assert_eq!(location(&res), "/auth?connected=1");

    let user = app.post_same_origin("/api/auth/verify", &json!({})).await.json::<serde_json::Value>().await.expect("json");
    assert_eq!(user["data"]["user"]["domain"], shop.as_str());
    let page: serde_json::Value = app.get_json("/admin/home").await.json().await.expect("json");
    assert_eq!(page["data"]["user"]["storeConnected"], true);

    let sealed: String = {
        let mut conn = app.state.db.get().expect("conn");
        store_installations::table
            .filter(store_installations::shop_domain.eq(&shop))
            .select(store_installations::access_token_sealed)
            .first(&mut *conn)
            .expect("installation")
    };
    assert!(!sealed.contains("shpat_"), "the access token is encrypted at rest");
    assert!(app.state.secrets.open(&sealed).expect("opens").starts_with("shpat_"));

    let replay = app.client.get(&callback).send().await.expect("request");
    assert_eq!(replay.status(), 400, "a used state (and code) cannot install twice");
}

#[tokio::test]
async fn install_first_leaves_a_claim_token_that_a_merchant_connects() {
    let app = spawn_app().await;
    let shop = unique_shop();
    let callback = approve_install(&app, &shop).await;
    let res = app.client.get(&callback).send().await.expect("request");
    assert_eq!(res.status(), 302);
    let to = location(&res);
    let claim = to.strip_prefix("/auth?auth=").expect("goes to /auth with the store token").to_owned();

    app.verified_merchant("claimer", "secret1").await;
    app.login("claimer", "secret1").await;
    let bad = app.post_same_origin("/api/admin/v1/store/auth/connect", &json!({"auth": "nope"})).await;
    assert_eq!(bad.status(), 400);
    let ok = app.post_same_origin("/api/admin/v1/store/auth/connect", &json!({"auth": claim})).await;
    assert_eq!(ok.status(), 200);
    let body: serde_json::Value = ok.json().await.expect("json");
    assert_eq!(body["data"]["shop"], shop.as_str());
    let again = app.post_same_origin("/api/admin/v1/store/auth/connect", &json!({"auth": claim})).await;
    assert_eq!(again.status(), 400, "the claim token is single use");
}

#[tokio::test]
async fn tampered_or_unsigned_callbacks_and_bad_shops_are_refused() {
    let app = spawn_app().await;
    let shop = unique_shop();
    let callback = approve_install(&app, &shop).await;
    let tampered = callback.replace(&format!("shop={shop}"), "shop=evil-shop.myshopify.com");
    assert_eq!(app.client.get(&tampered).send().await.expect("request").status(), 400);
    let unsigned: String = {
        let mut pairs = query_of(&callback);
        pairs.retain(|(k, _)| k != "hmac");
        let q = url::form_urlencoded::Serializer::new(String::new()).extend_pairs(&pairs).finish();
        format!("{}/shopify/callback?{q}", app.address)
    };
    assert_eq!(app.client.get(&unsigned).send().await.expect("request").status(), 400);
    for bad in ["my-shop.myshopify.com.evil.com", "evil.com%2F.myshopify.com", "-x.myshopify.com", ""] {
        let res = app.get(&format!("/shopify/install?shop={bad}")).await;
        assert_eq!(res.status(), 400, "{bad}");
    }
    let count: i64 = {
        let mut conn = app.state.db.get().expect("conn");
        store_installations::table.count().get_result(&mut *conn).expect("count")
    };
    assert_eq!(count, 0, "nothing was installed");
    // The untampered callback still works once.
    assert_eq!(app.client.get(&callback).send().await.expect("request").status(), 302);
}

#[tokio::test]
async fn the_sandbox_token_endpoint_checks_the_app_credentials_and_the_code() {
    let app = spawn_app().await;
    let shop = unique_shop();
    let url = format!("{}/sandbox/{shop}/admin/oauth/access_token", app.address);
    let key = app.state.settings.shopify.api_key.clone();
    let wrong = app
        .client
        .post(&url)
        .json(&json!({"client_id": key, "client_secret": "wrong", "code": "x"}))
        .send()
        .await
        .expect("request");
    assert_eq!(wrong.status(), 401);
    let secret = app.state.settings.shopify.api_secret.clone();
    let unknown_code = app
        .client
        .post(&url)
        .json(&json!({"client_id": key, "client_secret": secret, "code": "not-a-code"}))
        .send()
        .await
        .expect("request");
    assert_eq!(unknown_code.status(), 400);
    let foreign_redirect = app
        .get(&format!(
            "/sandbox/{shop}/admin/oauth/authorize?client_id={key}&scope=read_products&redirect_uri=https://evil.example/cb&state=s"
        ))
        .await;
    assert_eq!(foreign_redirect.status(), 400, "the sandbox only sends codes to the app's callback");
}
