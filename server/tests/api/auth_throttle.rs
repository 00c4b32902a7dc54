//! The calls anyone can make that cost the server real work (a bcrypt hash, an email, a store
//! API call) are limited per client address or per person, and a reset with a bad token is
//! refused before the new password is hashed (docs/security.md, "Rate limits and login
//! lockout").

use serde_json::json;

use crate::addresses::{emails_to, get_from, post_from, spawn_app_behind_proxy};
use crate::helpers::spawn_app;

#[tokio::test]
async fn a_bad_reset_token_is_refused_before_the_new_password_is_looked_at() {
    let app = spawn_app().await;
    let too_long = format!("{}1", "a".repeat(80));
    for password in ["short", too_long.as_str(), "good-pass1"] {
        let res =
            app.post_json("/api/auth/password/reset", &json!({"token": "not-a-token", "new_password": password})).await;
        assert_eq!(res.status(), 400, "{password}: the token is checked first, so no hash is made for it");
        let body: serde_json::Value = res.json().await.expect("json");
        assert_eq!(body["error"]["message"], "This password reset link is invalid or has expired");
    }
}

#[tokio::test]
async fn reset_account_verification_store_verification_and_billing_return_share_a_limit_per_address() {
    let app = spawn_app_behind_proxy().await;
    let bad = json!({"token": "not-a-token", "new_password": "good-pass1"});
    let attacker = "198.51.100.40";
    for attempt in 0..30 {
        let status = match attempt % 4 {
            0 => post_from(&app, attacker, "/api/auth/password/reset", &bad).await.status(),
            1 => post_from(&app, attacker, "/api/auth/account/verify", &json!({"token": "not-a-token"})).await.status(),
            2 => post_from(&app, attacker, "/api/admin/v1/store/auth/verify", &json!({"auth": "not-a-token"}))
                .await
                .status(),
            _ => get_from(&app, attacker, "/shopify/billing/return?business_id=nobody&charge_id=1").await.status(),
        };
        let expected = if attempt % 4 == 3 { 303 } else { 400 };
        assert_eq!(status, expected, "attempt {attempt}");
    }
    for (path, body) in [
        ("/api/auth/password/reset", bad.clone()),
        ("/api/auth/account/verify", json!({"token": "not-a-token"})),
        ("/api/admin/v1/store/auth/verify", json!({"auth": "not-a-token"})),
    ] {
        let res = post_from(&app, attacker, path, &body).await;
        assert_eq!(res.status(), 429, "{path}");
        assert!(res.headers().get("retry-after").is_some());
        assert_eq!(post_from(&app, "203.0.113.40", path, &body).await.status(), 400, "{path} from another address");
    }
    let billing = get_from(&app, attacker, "/shopify/billing/return?business_id=nobody&charge_id=1").await;
    assert_eq!(billing.status(), 429);
}

#[tokio::test]
async fn sign_ups_and_sign_up_requests_are_limited_per_address() {
    let app = spawn_app_behind_proxy().await;
    let attacker = "198.51.100.50";
    let bad = json!({"username": "no spaces", "email": "x@y", "password": "short"});
    for attempt in 1..=30 {
        assert_eq!(post_from(&app, attacker, "/api/auth/register", &bad).await.status(), 422, "attempt {attempt}");
    }
    for (path, body) in [
        ("/api/auth/register", bad.clone()),
        (
            "/api/auth/register/connect",
            json!({"auth": "x", "username": "no spaces", "email": "x@y", "password": "short"}),
        ),
        ("/api/auth/register/request", json!({"name": "Ann", "email": "ann@example.com", "description": "Shoes"})),
    ] {
        assert_eq!(post_from(&app, attacker, path, &body).await.status(), 429, "{path}");
    }
    assert_eq!(post_from(&app, "203.0.113.50", "/api/auth/register", &bad).await.status(), 422);
    let check = post_from(&app, attacker, "/api/auth/validate/username", &json!({"username": "free-name"})).await;
    assert_eq!(check.status(), 200, "availability checks keep their own, wider limit");
}

#[tokio::test]
async fn an_unverified_merchant_logging_in_again_and_again_gets_five_new_links_an_hour() {
    let app = spawn_app().await;
    assert_eq!(app.register("eager", "eager@example.com", "secret1").await.status(), 200);
    for attempt in 1..=7 {
        assert_eq!(app.login("eager", "secret1").await.status(), 403, "attempt {attempt}");
    }
    app.jobs_settled().await;
    assert_eq!(emails_to(&app, "eager@example.com", "/verify-account?token="), 1 + 5, "the sign-up's and five more");
}

#[tokio::test]
async fn a_person_gets_at_most_five_reset_links_an_hour() {
    let app = spawn_app().await;
    app.verified_merchant("askalot", "secret1").await;
    assert_eq!(app.login("askalot", "secret1").await.status(), 200);
    for attempt in 1..=5 {
        assert_eq!(app.get("/api/auth/user/password/reset/request").await.status(), 200, "attempt {attempt}");
    }
    for _ in 0..100 {
        if emails_to(&app, "askalot@example.com", "/reset-password?token=") == 5 {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    let sixth = app.get("/api/auth/user/password/reset/request").await;
    assert_eq!(sixth.status(), 429, "signed in, the limit is said");
    let anonymous = app.post_json("/api/auth/password/reset/request", &json!({"username": "askalot"})).await;
    assert_eq!(anonymous.status(), 200, "signed out, the answer never tells");
    tokio::time::sleep(std::time::Duration::from_millis(500)).await;
    app.jobs_settled().await;
    assert_eq!(emails_to(&app, "askalot@example.com", "/reset-password?token="), 5, "and no sixth email is sent");
}

#[tokio::test]
async fn install_starts_are_limited_per_address_and_their_expired_states_are_swept() {
    use diesel::prelude::*;
    use shoplinks::db::schema::{oauth_states, rate_limits};

    let app = spawn_app_behind_proxy().await;
    let path = "/shopify/install?shop=probe.myshopify.com";
    for attempt in 1..=60 {
        assert_eq!(get_from(&app, "198.51.100.60", path).await.status(), 302, "attempt {attempt}");
    }
    assert_eq!(get_from(&app, "198.51.100.60", path).await.status(), 429);
    assert_eq!(get_from(&app, "203.0.113.60", path).await.status(), 302);
    app.upkeep_idle().await;
    {
        let mut conn = app.state.db.get().expect("conn");
        let past = chrono::Utc::now().naive_utc() - chrono::Duration::minutes(1);
        diesel::update(oauth_states::table).set(oauth_states::expires_at.eq(past)).execute(&mut *conn).expect("expire");
    }
    // The upkeep also removes rate limit counts that have refilled meanwhile (the second
    // address's, a second after its start).
    let counts = |app: &crate::helpers::TestApp| {
        let mut conn = app.state.db.get().expect("conn");
        rate_limits::table.count().get_result::<i64>(&mut *conn).expect("count") as usize
    };
    let counted = counts(&app);
    let removed =
        app.state.handle::<shoplinks::features::jobs::PeriodicJobs>().run_all(&app.state).await.expect("upkeep");
    assert_eq!(removed - (counted - counts(&app)), 61, "every expired install state goes");
    let mut conn = app.state.db.get().expect("conn");
    assert_eq!(oauth_states::table.count().get_result::<i64>(&mut *conn).expect("count"), 0);
}
