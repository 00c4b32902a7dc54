//! The cross-site request check (docs/security.md#cross-site-requests) compares `Origin` with the
//! configured public URL only: headers a client sets about itself (`Host`, `X-Forwarded-Host`,
//! `Forwarded`) cannot make another site's origin look like ours.

use serde_json::json;

use crate::helpers::spawn_app;

#[tokio::test]
async fn forwarding_headers_do_not_make_a_foreign_origin_same_site() {
    let app = spawn_app().await;
    app.verified_merchant("victim", "secret1").await;
    app.login("victim", "secret1").await;
    let disguises: &[(&str, &[(&str, &str)])] = &[
        ("http://evil.example", &[("X-Forwarded-Host", "evil.example")]),
        ("https://evil.example", &[("X-Forwarded-Host", "evil.example"), ("X-Forwarded-Proto", "https")]),
        ("http://evil.example", &[("Forwarded", "host=evil.example")]),
        ("https://evil.example", &[("Forwarded", "proto=https;host=evil.example")]),
        ("http://evil.example", &[("Host", "evil.example")]),
    ];
    let mut passed = Vec::new();
    for (origin, headers) in disguises {
        let mut request = app
            .client
            .post(format!("{}/api/auth/account/delete", app.address))
            .header("Origin", *origin)
            .json(&json!({"confirmation": "victim"}));
        for (name, value) in *headers {
            request = request.header(*name, *value);
        }
        let res = request.send().await.expect("request");
        let status = res.status().as_u16();
        let body: serde_json::Value = res.json().await.unwrap_or_default();
        if status != 403 || body["error"]["code"] != "cross_site_request" {
            passed.push(format!("Origin {origin} with {headers:?}: {status} {body}"));
        }
    }
    assert!(passed.is_empty(), "{passed:#?}");
    let still = app.post_same_origin("/api/auth/verify", &json!({})).await;
    assert_eq!(still.status(), 200, "the account and session are untouched");
}

#[tokio::test]
async fn an_origin_header_alone_passes_only_when_it_is_the_public_url() {
    let app = spawn_app().await;
    app.verified_merchant("owner", "secret1").await;
    app.login("owner", "secret1").await;
    let post = |origin: String| {
        app.client.post(format!("{}/api/auth/verify", app.address)).header("Origin", origin).json(&json!({})).send()
    };
    let ours = post(app.address.clone()).await.expect("request");
    assert_eq!(ours.status(), 200, "the configured public origin is same-site");
    let port = app.address.rsplit(':').next().expect("port");
    let other_name = post(format!("http://localhost:{port}")).await.expect("request");
    assert_eq!(other_name.status(), 403, "another name for this server is not the public origin");
}

/// The GETs that change state (the contract names GET for them) refuse another site's page as
/// the state-changing methods do, and still answer the dashboard's own calls
/// (docs/security.md#gets-that-change-state).
#[tokio::test]
async fn gets_that_change_state_refuse_another_sites_page() {
    use diesel::prelude::*;
    use shoplinks::db::schema::{email_tokens, social_oauth_states};

    let app = spawn_app().await;
    crate::link_helpers::merchant_with_store(&app, "gets").await;
    crate::shopboard::connected(&app, "instagram", "Instagram", "gets.ig").await;
    let counts = || {
        let mut conn = app.state.db.get().expect("conn");
        let states: i64 = social_oauth_states::table.count().get_result(&mut *conn).expect("count");
        let tokens: i64 = email_tokens::table.count().get_result(&mut *conn).expect("count");
        (states, tokens)
    };
    let before = counts();
    let paths = [
        "/api/auth/user/password/reset/request",
        "/api/admin/v1/shopboard/instagram/connect",
        "/api/admin/v1/shopboard/instagram/sync",
        "/api/admin/v1/shopboard",
    ];
    for path in paths {
        for (name, value) in
            [("Sec-Fetch-Site", "cross-site"), ("Sec-Fetch-Site", "same-site"), ("Origin", "http://evil.example")]
        {
            let res =
                app.client.get(format!("{}{path}", app.address)).header(name, value).send().await.expect("request");
            let status = res.status().as_u16();
            let body: serde_json::Value = res.json().await.unwrap_or_default();
            assert_eq!(
                (status, body["error"]["code"].as_str()),
                (403, Some("cross_site_request")),
                "{path} {name}: {value}"
            );
        }
    }
    assert_eq!(counts(), before, "no state row, no reset email");
    for path in paths {
        let res = app.client.get(format!("{}{path}", app.address)).header("Sec-Fetch-Site", "same-origin").send().await;
        assert_eq!(res.expect("request").status(), 200, "{path} from the dashboard");
    }
    let after = counts();
    assert!(after.0 > before.0 && after.1 > before.1, "the dashboard's calls did their work: {before:?} → {after:?}");
}
