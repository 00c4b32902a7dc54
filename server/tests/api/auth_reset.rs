//! Password reset: requests never reveal accounts; tokens work once, for 30 minutes, and end
//! the user's other sessions.

use diesel::prelude::*;
use serde_json::json;
use shoplinks::db::schema::email_tokens;

use crate::helpers::spawn_app;

#[tokio::test]
async fn reset_requests_answer_the_same_for_known_and_unknown_accounts() {
    let app = spawn_app().await;
    app.verified_merchant("known", "secret1").await;
    let known = app.post_json("/api/auth/password/reset/request", &json!({"username": "known"})).await;
    let unknown = app.post_json("/api/auth/password/reset/request", &json!({"username": "unknown-shop"})).await;
    assert_eq!(known.status(), 200);
    assert_eq!(unknown.status(), 200);
    assert_eq!(known.text().await.expect("body"), unknown.text().await.expect("body"));
    app.email_token("known@example.com", "reset-password").await;
}

#[tokio::test]
async fn a_reset_token_works_once_and_ends_the_other_sessions() {
    let app = spawn_app().await;
    app.verified_merchant("resetme", "secret1").await;
    let old_token = app.login("resetme", "secret1").await.json::<serde_json::Value>().await.expect("json")["data"]
        ["token"]
        .as_str()
        .expect("token")
        .to_owned();
    app.post_json("/api/auth/password/reset/request", &json!({"username": "resetme@example.com"})).await;
    let token = app.email_token("resetme@example.com", "reset-password").await;

    let weak = app.post_json("/api/auth/password/reset", &json!({"token": token, "new_password": "nodigits"})).await;
    assert_eq!(weak.status(), 422, "password rules apply and the token is not used up");
    let res = app.post_json("/api/auth/password/reset", &json!({"token": token, "new_password": "newpass2"})).await;
    assert_eq!(res.status(), 200);
    let again = app.post_json("/api/auth/password/reset", &json!({"token": token, "new_password": "other3pass"})).await;
    assert_eq!(again.status(), 400, "single use");

    let verify = reqwest::Client::new()
        .post(format!("{}/api/auth/verify", app.address))
        .bearer_auth(&old_token)
        .send()
        .await
        .expect("request");
    assert_eq!(verify.status(), 401, "sessions from before the reset are gone");
    assert_eq!(app.login("resetme", "secret1").await.status(), 401);
    assert_eq!(app.login("resetme", "newpass2").await.status(), 200);
}

#[tokio::test]
async fn a_reset_token_fails_after_thirty_minutes() {
    let app = spawn_app().await;
    app.verified_merchant("slowpoke", "secret1").await;
    app.post_json("/api/auth/password/reset/request", &json!({"username": "slowpoke"})).await;
    let token = app.email_token("slowpoke@example.com", "reset-password").await;
    {
        let mut conn = app.state.db.get().expect("conn");
        let lifetime: Vec<(chrono::NaiveDateTime, chrono::NaiveDateTime)> = email_tokens::table
            .filter(email_tokens::purpose.eq("reset"))
            .select((email_tokens::created_at, email_tokens::expires_at))
            .load(&mut *conn)
            .expect("tokens");
        assert_eq!((lifetime[0].1 - lifetime[0].0).num_minutes(), 30);
        // Move the clock: the token was issued 31 minutes ago.
        let past = chrono::Utc::now().naive_utc() - chrono::Duration::minutes(1);
        diesel::update(email_tokens::table.filter(email_tokens::purpose.eq("reset")))
            .set(email_tokens::expires_at.eq(past))
            .execute(&mut *conn)
            .expect("expire");
    }
    let res = app.post_json("/api/auth/password/reset", &json!({"token": token, "new_password": "newpass2"})).await;
    assert_eq!(res.status(), 400);
    assert_eq!(app.login("slowpoke", "secret1").await.status(), 200, "password unchanged");
}

#[tokio::test]
async fn an_influencer_can_reset_through_its_merchant() {
    let app = spawn_app().await;
    app.verified_merchant("shop-x", "secret1").await;
    app.insert_influencer("shop-x", "inf-x", "inflpass1");
    let res = app
        .post_json(
            "/api/auth/password/reset/request/influencer",
            &json!({"username": "shop-x", "influencer_username": "inf-x"}),
        )
        .await;
    assert_eq!(res.status(), 200);
    let token = app.email_token("inf-x@creators.example", "reset-password").await;
    let res = app.post_json("/api/auth/password/reset", &json!({"token": token, "new_password": "fresh9pass"})).await;
    assert_eq!(res.status(), 200);
    let login = app
        .post_json(
            "/api/admin/v1/influencers/login",
            &json!({"admin_username": "shop-x", "username": "inf-x", "password": "fresh9pass"}),
        )
        .await;
    assert_eq!(login.status(), 200);
}

#[tokio::test]
async fn a_signed_in_user_can_ask_for_a_reset_link() {
    let app = spawn_app().await;
    app.verified_merchant("selfserve", "secret1").await;
    assert_eq!(app.get("/api/auth/user/password/reset/request").await.status(), 401);
    app.login("selfserve", "secret1").await;
    assert_eq!(app.get("/api/auth/user/password/reset/request").await.status(), 200);
    app.email_token("selfserve@example.com", "reset-password").await;
}
