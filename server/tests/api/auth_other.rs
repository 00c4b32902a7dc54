//! Sign-up requests, account deletion, `?auth=` tokens, SMTP delivery and the dev mailbox.

use diesel::prelude::*;
use serde_json::json;
use shoplinks::db::schema::{businesses, sessions, users};

use crate::helpers::{smtp_listener, spawn_app, spawn_app_with, AppOptions};
use shoplinks::features::email::Mailer;

#[tokio::test]
async fn a_sign_up_request_is_stored_and_emailed_to_the_team() {
    let app = spawn_app().await;
    let bad = app.post_json("/api/auth/register/request", &json!({"name": "", "email": "x", "description": ""})).await;
    assert_eq!(bad.status(), 422);
    let res = app
        .post_json(
            "/api/auth/register/request",
            &json!({"name": "Ruth", "email": "ruth@shop.com", "description": "Shoes"}),
        )
        .await;
    assert_eq!(res.status(), 200);
    let body: serde_json::Value = res.json().await.expect("json");
    assert!(body["data"]["link"].as_str().is_some_and(|l| l.starts_with("https://")));
    app.jobs_settled().await;
    let outbox = app.state.handle::<Mailer>().outbox().expect("outbox");
    let mails: Vec<String> = std::fs::read_dir(outbox)
        .expect("dir")
        .flatten()
        .map(|e| std::fs::read_to_string(e.path()).unwrap_or_default())
        .collect();
    assert!(mails.iter().any(|m| m.contains("team@shoplinks.app") && m.contains("Ruth")));
}

#[tokio::test]
async fn deleting_the_account_needs_the_typed_username_and_removes_everything() {
    let app = spawn_app().await;
    app.verified_merchant("leaving", "secret1").await;
    app.insert_influencer("leaving", "their-creator", "inflpass1");
    app.login("leaving", "secret1").await;
    let wrong = app.post_same_origin("/api/auth/account/delete", &json!({"confirmation": "nope"})).await;
    assert_eq!(wrong.status(), 422);
    let res = app.post_same_origin("/api/auth/account/delete", &json!({"confirmation": "leaving"})).await;
    assert_eq!(res.status(), 200);
    let mut conn = app.state.db.get().expect("conn");
    let users: i64 = users::table.count().get_result(&mut *conn).expect("count");
    let businesses: i64 = businesses::table.count().get_result(&mut *conn).expect("count");
    let sessions: i64 = sessions::table.count().get_result(&mut *conn).expect("count");
    let influencers: i64 = shoplinks::db::schema::influencers::table.count().get_result(&mut *conn).expect("count");
    assert_eq!((users, businesses, sessions, influencers), (0, 0, 0, 0));
    drop(conn);
    assert_eq!(app.get("/admin/home").await.status(), 302, "signed out");
}

#[tokio::test]
async fn an_auth_query_token_becomes_the_cookie_and_leaves_the_url() {
    let app = spawn_app().await;
    app.verified_merchant("linker", "secret1").await;
    let token = token_of(&app, "linker", "secret1").await;
    let res = app.get(&format!("/admin/links?auth={token}&tab=2")).await;
    assert_eq!(res.status(), 302);
    assert_eq!(res.headers()["location"], "/admin/links?tab=2");
    let page = app.get("/admin/links?tab=2").await;
    assert_eq!(page.status(), 200, "the cookie now carries the session");
}

/// The session token `username` gets from a login of its own (not the test client's cookie).
async fn token_of(app: &crate::helpers::TestApp, username: &str, password: &str) -> String {
    reqwest::Client::new()
        .post(format!("{}/api/auth/login", app.address))
        .json(&json!({"username": username, "password": password}))
        .send()
        .await
        .expect("request")
        .json::<serde_json::Value>()
        .await
        .expect("json")["data"]["token"]
        .as_str()
        .expect("token")
        .to_owned()
}

/// Who the test client's cookie signs in as.
async fn signed_in_as(app: &crate::helpers::TestApp) -> String {
    let res = app.post_same_origin("/api/auth/verify", &json!({})).await;
    let body: serde_json::Value = res.json().await.expect("json");
    body["data"]["user"]["username"].as_str().unwrap_or_default().to_owned()
}

/// A link with someone else's `?auth=` must not swap a signed-in merchant into that session
/// (they would then work, and connect their store, inside the attacker's business), and a page
/// opened from another site never signs anyone in (docs/security.md#session-tokens-in-urls).
#[tokio::test]
async fn an_auth_query_token_never_replaces_a_session_or_arrives_from_another_site() {
    let app = spawn_app().await;
    app.verified_merchant("victim", "secret1").await;
    app.verified_merchant("attacker", "secret2").await;
    let attacker = token_of(&app, "attacker", "secret2").await;
    app.login("victim", "secret1").await;
    assert_eq!(signed_in_as(&app).await, "victim");

    let res = app.get(&format!("/admin/shopboard?auth={attacker}")).await;
    assert_eq!(res.status(), 302);
    assert_eq!(res.headers()["location"], "/admin/shopboard", "the token still leaves the URL");
    assert!(res.headers().get("set-cookie").is_none(), "no session is set over a valid one");
    assert_eq!(signed_in_as(&app).await, "victim");

    // Signed out, a link followed from another site signs nobody in.
    let fresh = reqwest::Client::builder().redirect(reqwest::redirect::Policy::none()).build().expect("client");
    let res = fresh
        .get(format!("{}/admin/shopboard?auth={attacker}", app.address))
        .header("Sec-Fetch-Site", "cross-site")
        .send()
        .await
        .expect("request");
    assert_eq!(res.status(), 302);
    assert!(res.headers().get("set-cookie").is_none(), "a cross-site link sets no session");
    // The same link typed or bookmarked (or followed on the site) still works.
    let res = fresh
        .get(format!("{}/admin/shopboard?auth={attacker}", app.address))
        .header("Sec-Fetch-Site", "none")
        .send()
        .await
        .expect("request");
    assert!(res.headers().get("set-cookie").is_some(), "typed: the session is set");
}

#[tokio::test]
async fn with_smtp_configured_the_verification_email_is_delivered_over_smtp() {
    let (url, received) = smtp_listener().await;
    let app = spawn_app_with(AppOptions { smtp_url: Some(url), ..Default::default() }).await;
    assert!(app.state.handle::<Mailer>().outbox().is_none());
    let res = app.register("smtpshop", "smtp@example.com", "secret1").await;
    assert_eq!(res.status(), 200);
    let data =
        tokio::time::timeout(std::time::Duration::from_secs(10), received).await.expect("delivered").expect("join");
    assert!(data.contains("smtp@example.com"));
    assert!(data.contains("verify-account?token="), "{data}");
}

#[tokio::test]
async fn the_dev_mailbox_lists_and_opens_outbox_emails() {
    let app = spawn_app().await;
    app.register("mailboxshop", "mb@example.com", "secret1").await;
    app.jobs_settled().await;
    let body: serde_json::Value = app.get_json("/dev/mailbox").await.json().await.expect("json");
    assert_eq!(body["data"]["page"], "devMailbox");
    let entries = body["data"]["data"]["entries"].as_array().expect("entries");
    assert_eq!(entries.len(), 1);
    assert_eq!(entries[0]["to"], "mb@example.com");
    assert_eq!(entries[0]["subject"], "Verify your Shoplinks account");
    let id = entries[0]["id"].as_str().expect("id");
    let opened: serde_json::Value = app.get_json(&format!("/dev/mailbox/{id}")).await.json().await.expect("json");
    assert!(opened["data"]["data"]["message"]["text"].as_str().is_some_and(|t| t.contains("/verify-account?token=")));
}
