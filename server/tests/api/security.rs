//! Security headers on pages and API answers.

use crate::helpers::spawn_app;

#[tokio::test]
async fn pages_carry_a_fresh_csp_nonce_that_matches_their_scripts() {
    let app = spawn_app().await;
    let first = app.get("/login").await;
    let csp = first.headers()["content-security-policy"].to_str().expect("ascii").to_owned();
    assert_eq!(first.headers()["x-content-type-options"], "nosniff");
    assert_eq!(first.headers()["referrer-policy"], "strict-origin-when-cross-origin");
    let nonce = csp.split("'nonce-").nth(1).and_then(|rest| rest.split('\'').next()).expect("nonce in CSP").to_owned();
    let html = first.text().await.expect("body");
    assert!(html.contains(&format!("nonce=\"{nonce}\"")), "scripts carry the response nonce");
    let second = app.get("/login").await;
    let csp2 = second.headers()["content-security-policy"].to_str().expect("ascii").to_owned();
    assert_ne!(csp, csp2, "each response gets its own nonce");
    assert!(csp.contains("object-src 'none'") && csp.contains("frame-ancestors 'none'"));
}

#[tokio::test]
async fn api_answers_are_not_cached() {
    let app = spawn_app().await;
    let res = app.get("/api/openapi.json").await;
    assert_eq!(res.headers()["cache-control"], "no-store");
}
