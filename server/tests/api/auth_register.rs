//! Sign-up, availability checks and email verification.

use serde_json::json;

use crate::helpers::spawn_app;

#[tokio::test]
async fn sign_up_sends_a_verification_link_that_verifies_once() {
    let app = spawn_app().await;
    let res = app.register("Dana_Shop", "Dana@Example.com", "secret1").await;
    assert_eq!(res.status(), 200);
    let body: serde_json::Value = res.json().await.expect("json");
    assert_eq!(body["status"], true);

    let token = app.email_token("dana@example.com", "verify-account").await;
    assert!(token.len() >= 40, "at least 256 bits, base64url");
    let first = app.post_json("/api/auth/account/verify", &json!({"token": token})).await;
    assert_eq!(first.status(), 200);
    let again = app.post_json("/api/auth/account/verify", &json!({"token": token})).await;
    assert_eq!(again.status(), 400);
    let body: serde_json::Value = again.json().await.expect("json");
    assert_eq!(body["error"]["message"], "Verification link expired");

    let login = app.login("dana_shop", "secret1").await;
    assert_eq!(login.status(), 200, "the username was normalised to lower case");
}

#[tokio::test]
async fn an_unverified_account_cannot_log_in_and_gets_a_fresh_link() {
    let app = spawn_app().await;
    app.register("newshop", "new@example.com", "secret1").await;
    let res = app.login("newshop", "secret1").await;
    assert_eq!(res.status(), 403);
    let body: serde_json::Value = res.json().await.expect("json");
    assert_eq!(body["error"]["code"], "forbidden");
    let token = app.email_token("new@example.com", "verify-account").await;
    assert_eq!(app.post_json("/api/auth/account/verify", &json!({"token": token})).await.status(), 200);
    assert_eq!(app.login("newshop", "secret1").await.status(), 200);
}

#[tokio::test]
async fn sign_up_refuses_bad_input_field_by_field_and_changes_nothing() {
    let app = spawn_app().await;
    let res = app
        .post_json(
            "/api/auth/register",
            &json!({"username": "no spaces", "email": "x@y", "password": "short", "name": "x"}),
        )
        .await;
    assert_eq!(res.status(), 422);
    let body: serde_json::Value = res.json().await.expect("json");
    assert_eq!(body["error"]["code"], "validation_failed");
    for field in ["username", "email", "password"] {
        assert!(body["error"]["fields"][field].is_string(), "{field}");
    }
    let long = format!("{}1", "a".repeat(80));
    let res = app.register("okname", "ok@example.com", &long).await;
    assert_eq!(res.status(), 422);
    let body: serde_json::Value = res.json().await.expect("json");
    assert_eq!(body["error"]["fields"]["password"], "Password must be at most 72 bytes long");
    let res = app.post_json("/api/auth/validate/username", &json!({"username": "okname"})).await;
    assert_eq!(res.status(), 200, "nothing was created");
}

#[tokio::test]
async fn availability_checks_answer_free_taken_and_bad_format() {
    let app = spawn_app().await;
    app.register("taken", "taken@example.com", "secret1").await;
    let check = |path: &'static str, body: serde_json::Value| {
        let app = &app;
        async move { app.post_json(path, &body).await.status().as_u16() }
    };
    assert_eq!(check("/api/auth/validate/username", json!({"username": "free-name"})).await, 200);
    assert_eq!(check("/api/auth/validate/username", json!({"username": "TAKEN"})).await, 409);
    assert_eq!(check("/api/auth/validate/username", json!({"username": "bad name"})).await, 422);
    assert_eq!(check("/api/auth/validate/username", json!({"username": "admin"})).await, 422);
    assert_eq!(check("/api/auth/validate/email", json!({"email": "free@example.com"})).await, 200);
    assert_eq!(check("/api/auth/validate/email", json!({"email": " Taken@Example.com"})).await, 409);
    assert_eq!(check("/api/auth/validate/email", json!({"email": "nope"})).await, 422);
    let dup = app.register("taken", "other@example.com", "secret1").await;
    assert_eq!(dup.status(), 409);
    let body: serde_json::Value = dup.json().await.expect("json");
    assert_eq!(body["error"]["fields"]["username"], "This username is already taken");
}
