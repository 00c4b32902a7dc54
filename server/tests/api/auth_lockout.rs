//! Login lockout (docs/security.md, "Rate limits and login lockout"): wrong passwords are
//! counted per account and address, and the slower per-account limit refuses only addresses
//! that have failed for that account, so nobody can lock a merchant or an influencer out.

use diesel::prelude::*;
use serde_json::json;
use shoplinks::db::schema::users;

use crate::addresses::{post_from, spawn_app_behind_proxy};
use crate::helpers::TestApp;

/// A verified merchant whose password hash is cheap to check (bcrypt cost 4), so that many
/// wrong attempts stay fast.
pub async fn merchant(app: &TestApp, username: &str, password: &str) {
    app.verified_merchant(username, password).await;
    let hash = bcrypt::hash(password, 4).expect("hash");
    let mut conn = app.state.db.get().expect("conn");
    diesel::update(users::table.filter(users::username.eq(username)))
        .set(users::password_hash.eq(hash))
        .execute(&mut *conn)
        .expect("cheap hash");
}

/// A merchant login from the client at `ip`; the status.
pub async fn login_from(app: &TestApp, ip: &str, username: &str, password: &str) -> u16 {
    post_from(app, ip, "/api/auth/login", &json!({"username": username, "password": password})).await.status().as_u16()
}

#[tokio::test]
async fn five_wrong_passwords_from_one_address_do_not_lock_the_merchant_out_elsewhere() {
    let app = spawn_app_behind_proxy().await;
    merchant(&app, "dana", "secret1").await;
    let attacker = "198.51.100.7";
    for attempt in 1..=5 {
        assert_eq!(login_from(&app, attacker, "dana", "wrong-pass1").await, 401, "attempt {attempt}");
    }
    let refused =
        post_from(&app, attacker, "/api/auth/login", &json!({"username": "dana", "password": "secret1"})).await;
    assert_eq!(refused.status(), 429, "the failing address is over its failures for this account");
    assert!(refused.headers().get("retry-after").is_some());
    assert_eq!(login_from(&app, "203.0.113.20", "dana", "secret1").await, 200, "the merchant signs in from elsewhere");
    assert_eq!(login_from(&app, attacker, "someone-else", "wrong-pass1").await, 401, "other accounts are untouched");
}

#[tokio::test]
async fn failures_from_many_addresses_refuse_only_the_addresses_that_failed() {
    let app = spawn_app_behind_proxy().await;
    merchant(&app, "ruth", "secret1").await;
    // Twenty addresses, one wrong password each: every address is under its own limit, but the
    // account has used its failures for the hour.
    for i in 1..=20 {
        assert_eq!(login_from(&app, &format!("198.51.100.{i}"), "ruth", "wrong-pass1").await, 401, "address {i}");
    }
    assert_eq!(login_from(&app, "198.51.100.1", "ruth", "secret1").await, 429, "an address that failed waits");
    assert_eq!(login_from(&app, "203.0.113.5", "ruth", "secret1").await, 200, "a clean address gets in");
    assert_eq!(login_from(&app, "203.0.113.6", "ruth", "wrong-pass1").await, 401, "a clean address gets its guess");
    assert_eq!(login_from(&app, "203.0.113.6", "ruth", "secret1").await, 429, "and then waits like the others");
}

#[tokio::test]
async fn wrong_influencer_passwords_from_one_address_do_not_lock_the_influencer_out_elsewhere() {
    let app = spawn_app_behind_proxy().await;
    app.verified_merchant("brand-l", "secret1").await;
    app.insert_influencer("brand-l", "ivy", "inflpass1");
    let login = |ip: &'static str, password: &'static str| {
        let app = &app;
        async move {
            let body = json!({"admin_username": "brand-l", "username": "ivy", "password": password});
            post_from(app, ip, "/api/admin/v1/influencers/login", &body).await.status().as_u16()
        }
    };
    for attempt in 1..=5 {
        assert_eq!(login("198.51.100.9", "wrong-pass1").await, 401, "attempt {attempt}");
    }
    assert_eq!(login("198.51.100.9", "inflpass1").await, 429);
    assert_eq!(login("203.0.113.30", "inflpass1").await, 200, "the influencer signs in from elsewhere");
}
