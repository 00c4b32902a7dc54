//! The error envelope and the OpenAPI document.

use crate::helpers::{spawn_app, spawn_app_with, AppOptions};

#[tokio::test]
async fn unknown_api_paths_answer_the_error_envelope_with_404() {
    let app = spawn_app().await;
    for path in ["/api/nope", "/api/admin/v1/whatever"] {
        let res = app.get(path).await;
        assert_eq!(res.status(), 404, "{path}");
        let body: serde_json::Value = res.json().await.expect("json");
        assert_eq!(body["status"], false);
        assert_eq!(body["error"]["code"], "not_found");
        assert!(body["error"]["message"].as_str().is_some_and(|m| !m.is_empty()));
    }
}

#[tokio::test]
async fn malformed_json_bodies_are_bad_requests_in_the_envelope() {
    let app = spawn_app_with(AppOptions { test_seed: true, ..Default::default() }).await;
    let res = app
        .client
        .post(format!("{}/api/test/session", app.address))
        .header("Content-Type", "application/json")
        .body("{not json")
        .send()
        .await
        .expect("request");
    assert_eq!(res.status(), 400);
    let body: serde_json::Value = res.json().await.expect("json");
    assert_eq!(body["error"]["code"], "bad_request");
}

#[tokio::test]
async fn the_test_seed_endpoint_does_not_exist_unless_enabled() {
    let app = spawn_app().await;
    let res = app.post_json("/api/test/session", &serde_json::json!({"role": "admin"})).await;
    assert_eq!(res.status(), 404);
}

#[tokio::test]
async fn openapi_document_lists_the_endpoints() {
    let app = spawn_app().await;
    let res = app.get("/api/openapi.json").await;
    assert_eq!(res.status(), 200);
    let doc: serde_json::Value = res.json().await.expect("json");
    assert!(doc["openapi"].as_str().is_some_and(|v| v.starts_with('3')));
    for path in [
        "/health",
        "/api/openapi.json",
        "/api/test/session",
        "/api/auth/register",
        "/api/auth/validate/username",
        "/api/auth/validate/email",
        "/api/auth/account/verify",
        "/api/auth/login",
        "/api/admin/v1/influencers/login",
        "/api/auth/logout",
        "/api/auth/verify",
        "/api/auth/password/reset/request",
        "/api/auth/password/reset/request/influencer",
        "/api/auth/password/reset",
        "/api/auth/user/password/reset/request",
        "/api/auth/register/request",
        "/api/auth/account/delete",
        "/api/admin/v1/store/auth/connect",
        "/api/admin/v1/store/auth/verify",
        "/api/admin/v1/store/auth/disconnect",
        "/api/auth/register/connect",
        "/api/auth/login/connect",
        "/api/admin/v1/products/search",
        "/api/admin/v1/collections/search",
        "/api/admin/v1/products/sync",
        "/api/admin/v1/store/sync/status",
        "/api/admin/v1/products/options/image",
        "/api/admin/v1/store/{id}/preferences",
        "/api/admin/v1/store/{id}/products_preferences",
        "/api/admin/v1/store/{id}/collections_preferences",
        "/api/admin/v1/store/appearance/options",
        "/api/webhooks/shopify",
        "/api/plans",
        "/api/admin/v1/store/plan/upgrade/request",
        "/api/admin/v1/store/plan/cancel",
        "/api/admin/v1/store/orders",
    ] {
        assert!(doc["paths"].get(path).is_some(), "{path} missing from OpenAPI");
    }
}
