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
