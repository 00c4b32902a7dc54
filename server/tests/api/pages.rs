//! Page routes: the route table, server rendering into the document shell, the JSON twin.

use crate::helpers::spawn_app;

fn page_data(html: &str) -> serde_json::Value {
    let start = html.find("id=\"__PAGE_DATA__\">").expect("props script") + "id=\"__PAGE_DATA__\">".len();
    let end = start + html[start..].find("</script>").expect("closing tag");
    serde_json::from_str(&html[start..end]).expect("props are JSON")
}

#[tokio::test]
async fn login_is_server_rendered_into_the_document_with_its_props() {
    let app = spawn_app().await;
    let res = app.get("/login").await;
    assert_eq!(res.status(), 200);
    assert!(res.headers()["content-type"].to_str().expect("ascii").starts_with("text/html"));
    let html = res.text().await.expect("body");
    assert!(html.contains("<main data-page=\"login\""), "rendered markup is inside the document");
    assert!(html.contains("<title>login | Shoplinks</title>"), "head from the render");
    assert!(html.contains("data-styled=\"fixture\""), "styles from the render");
    assert!(html.contains("/assets/entry-client-FIXTURE.js"), "client entry from the manifest");
    assert!(html.contains("lang=\"en\"") && html.contains("dir=\"ltr\""));
    let props = page_data(&html);
    assert_eq!(props["page"], "login");
    assert_eq!(props["path"], "/login");
    assert!(props["user"].is_null());
}

#[tokio::test]
async fn page_routes_answer_their_props_as_json() {
    let app = spawn_app().await;
    let res = app.get_json("/login?x=1").await;
    assert_eq!(res.status(), 200);
    let body: serde_json::Value = res.json().await.expect("json");
    assert_eq!(body["status"], true);
    assert_eq!(body["data"]["page"], "login");
    assert_eq!(body["data"]["query"], "x=1");
    assert_eq!(body["data"]["locale"], "en");
    assert!(body["data"]["config"]["publicUrl"].as_str().is_some_and(|u| u.starts_with("http://")));
}

#[tokio::test]
async fn base_and_unknown_paths_redirect_home_and_home_needs_a_session() {
    let app = spawn_app().await;
    for path in ["/", "/admin", "/no/such/page", "/admin/unknown"] {
        let res = app.get(path).await;
        assert_eq!(res.status(), 302, "{path}");
        assert_eq!(res.headers()["location"], "/admin/home", "{path}");
    }
    for path in ["/admin/home", "/admin/links", "/admin/links/preview", "/admin/settings"] {
        let res = app.get(path).await;
        assert_eq!(res.status(), 302, "{path}");
        assert_eq!(res.headers()["location"], "/login", "{path}");
    }
}

#[tokio::test]
async fn the_json_twin_of_a_dashboard_page_is_401_when_signed_out() {
    let app = spawn_app().await;
    let res = app.get_json("/admin/home").await;
    assert_eq!(res.status(), 401);
    let body: serde_json::Value = res.json().await.expect("json");
    assert_eq!(body["status"], false);
    assert_eq!(body["error"]["code"], "unauthorized");
}

#[tokio::test]
async fn every_public_page_route_renders() {
    let app = spawn_app().await;
    let routes = [
        ("/login", "login"),
        ("/login-store", "loginStore"),
        ("/login/influencer", "loginInfluencer"),
        ("/register", "register"),
        ("/register-store", "registerStore"),
        ("/register-request", "registerRequest"),
        ("/forgot-password", "forgotPassword"),
        ("/forgot-password/influencer", "forgotPasswordInfluencer"),
        ("/reset-password", "resetPassword"),
        ("/auth", "storeAuth"),
        ("/privacy-policy", "privacyPolicy"),
        ("/terms", "terms"),
        ("/pricing-plans", "pricingPlans"),
        ("/help/shopify", "helpShopify"),
        ("/verify-account", "verifyAccount"),
        ("/instagram/auth", "socialAuth"),
        ("/welcome", "welcome"),
    ];
    for (path, page) in routes {
        let res = app.get(path).await;
        assert_eq!(res.status(), 200, "{path}");
        let html = res.text().await.expect("body");
        assert!(html.contains(&format!("data-page=\"{page}\"")), "{path} renders {page}");
    }
}

#[tokio::test]
async fn lang_query_switches_to_hebrew_right_to_left_and_is_remembered() {
    let app = spawn_app().await;
    let html = app.get("/login?lang=he").await.text().await.expect("body");
    assert!(html.contains("lang=\"he\"") && html.contains("dir=\"rtl\""));
    assert_eq!(page_data(&html)["locale"], "he");
    let again = app.get("/login").await.text().await.expect("body");
    assert!(again.contains("dir=\"rtl\""), "the choice is kept in a cookie");
    let back = app.get("/login?lang=en").await.text().await.expect("body");
    assert!(back.contains("dir=\"ltr\""));
}

#[tokio::test]
async fn props_in_the_document_cannot_break_out_of_their_script() {
    let app = spawn_app().await;
    let res = app.get("/login?q=%3C/script%3E%3Cscript%3Ealert(1)%3C/script%3E%E2%80%A8").await;
    let html = res.text().await.expect("body");
    assert!(!html.contains("</script><script>alert(1)"), "raw markup never appears");
    let props = page_data(&html);
    assert!(props["query"].as_str().is_some_and(|q| q.contains("%3C/script%3E")));
}

#[tokio::test]
async fn pages_only_answer_get_and_head() {
    let app = spawn_app().await;
    let head = app.client.head(format!("{}/login", app.address)).send().await.expect("request");
    assert_eq!(head.status(), 200);
    let post = app.client.post(format!("{}/login", app.address)).send().await.expect("request");
    assert_eq!(post.status(), 405);
    let body: serde_json::Value = post.json().await.expect("json");
    assert_eq!(body["error"]["code"], "method_not_allowed");
}

#[tokio::test]
async fn client_assets_are_served_with_immutable_caching() {
    let app = spawn_app().await;
    let res = app.get("/assets/entry-client-FIXTURE.js").await;
    assert_eq!(res.status(), 200);
    assert_eq!(res.headers()["cache-control"], "public, max-age=31536000, immutable");
    assert!(res.text().await.expect("body").contains("__SHOPLINKS_READY__"));
    let missing = app.get("/assets/../Cargo.toml").await;
    assert_ne!(missing.status(), 200);
    assert_eq!(app.get("/assets/no-such-chunk.js").await.status(), 404);
}

#[tokio::test]
async fn client_assets_go_out_precompressed_to_browsers_that_accept_it() {
    let app = spawn_app().await;
    let dir = shoplinks_fixture_client();
    let plain = std::fs::read(dir.join("entry-client-FIXTURE.js")).expect("fixture");
    for (accept, encoding, file) in [
        ("gzip, deflate, br, zstd", Some("br"), "entry-client-FIXTURE.js.br"),
        ("gzip", Some("gzip"), "entry-client-FIXTURE.js.gz"),
        ("br;q=0, gzip;q=0.8", Some("gzip"), "entry-client-FIXTURE.js.gz"),
        ("identity", None, "entry-client-FIXTURE.js"),
    ] {
        let res = app
            .client
            .get(format!("{}/assets/entry-client-FIXTURE.js", app.address))
            .header("accept-encoding", accept)
            .send()
            .await
            .expect("request");
        assert_eq!(res.status(), 200, "{accept}");
        let headers = res.headers().clone();
        assert_eq!(headers.get("content-encoding").and_then(|v| v.to_str().ok()), encoding, "{accept}");
        assert_eq!(headers["vary"], "accept-encoding", "{accept}");
        assert!(headers["content-type"].to_str().expect("type").contains("javascript"), "{accept}");
        assert_eq!(headers["cache-control"], "public, max-age=31536000, immutable");
        let body = res.bytes().await.expect("body");
        assert_eq!(body.as_ref(), std::fs::read(dir.join(file)).expect("fixture").as_slice(), "{accept}");
        if encoding.is_none() {
            assert_eq!(body.as_ref(), plain.as_slice());
        }
    }
}

fn shoplinks_fixture_client() -> std::path::PathBuf {
    crate::helpers::fixture_assets().join("client")
}

#[tokio::test]
async fn a_page_that_throws_gets_a_500_error_page_and_the_server_keeps_serving() {
    let app = spawn_app().await;
    let res = app.get("/terms?boom=1").await;
    assert_eq!(res.status(), 500);
    let html = res.text().await.expect("body");
    assert!(html.contains("Something went wrong"));
    assert!(!html.contains("boom"), "the cause stays in the log");
    assert_eq!(app.get("/login").await.status(), 200);
}

#[tokio::test]
async fn a_full_render_queue_answers_503_with_retry_after_within_the_render_timeout() {
    use std::time::{Duration, Instant};
    let ssr = shoplinks::ssr::SsrPool::start_with_source(
        crate::helpers::fixture_bundle(),
        shoplinks::ssr::SsrPoolConfig { workers: 1, queue: 1, timeout: Duration::from_millis(1500) },
    )
    .expect("pool");
    let app = crate::helpers::spawn_app_with(crate::helpers::AppOptions { ssr: Some(ssr), ..Default::default() }).await;
    let busy = tokio::spawn(app.client.get(format!("{}/terms?spin=1", app.address)).send());
    tokio::time::sleep(Duration::from_millis(200)).await;
    let queued = tokio::spawn(app.client.get(format!("{}/terms", app.address)).send());
    tokio::time::sleep(Duration::from_millis(100)).await;
    let started = Instant::now();
    let res = app.get("/login").await;
    assert_eq!(res.status(), 503);
    assert_eq!(res.headers()["retry-after"], "1");
    assert!(started.elapsed() < Duration::from_millis(1500), "answered within the render timeout");
    assert_eq!(busy.await.expect("join").expect("response").status(), 500, "the runaway render timed out");
    let _ = queued.await;
    assert_eq!(app.get("/login").await.status(), 200, "serving again after the rebuild");
}

#[tokio::test]
async fn a_password_in_the_url_is_not_echoed_into_the_page_props() {
    let app = spawn_app().await;
    let body: serde_json::Value =
        app.get_json("/login/influencer?admin=shop&username=inf&password=secret1").await.json().await.expect("json");
    assert_eq!(body["data"]["query"], "admin=shop&username=inf");
    let html = app.get("/login/influencer?admin=shop&password=secret1").await.text().await.expect("body");
    assert!(!html.contains("secret1"));
}
