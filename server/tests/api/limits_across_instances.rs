//! Two instances over one database, taken in turn as a round-robin balancer does, give the
//! answers one instance gives: the rate limits and the login lockout are counted in the database
//! (docs/security.md#rate-limits-and-login-lockout), so a client gains nothing by reaching
//! another instance.

use serde_json::json;

use crate::addresses::{behind_proxy, post_from, spawn_app_behind_proxy};
use crate::auth_lockout::{login_from, merchant};
use crate::helpers::TestApp;

/// Two instances behind one trusted proxy over one fresh database.
async fn two_instances() -> (TestApp, TestApp) {
    let one = spawn_app_behind_proxy().await;
    let two = one.spawn_beside(behind_proxy()).await;
    (one, two)
}

#[tokio::test]
async fn wrong_passwords_sent_to_two_instances_in_turn_are_refused_from_the_sixth() {
    let (one, two) = two_instances().await;
    merchant(&one, "dana", "secret1").await;
    let attacker = "198.51.100.7";
    let wrong = json!({"username": "dana", "password": "wrong-pass1"});
    for attempt in 1..=12 {
        let instance = if attempt % 2 == 1 { &one } else { &two };
        let res = post_from(instance, attacker, "/api/auth/login", &wrong).await;
        if attempt <= 5 {
            assert_eq!(res.status(), 401, "attempt {attempt}");
            continue;
        }
        assert_eq!(res.status(), 429, "attempt {attempt}: one address's failures are counted once for both");
        let wait: u64 = res.headers()["retry-after"].to_str().expect("ascii").parse().expect("seconds");
        assert!((1..=12).contains(&wait), "attempt {attempt}: Retry-After {wait}");
    }
    assert_eq!(login_from(&one, attacker, "dana", "secret1").await, 429, "the right password waits too");
    assert_eq!(login_from(&two, attacker, "dana", "secret1").await, 429, "on either instance");
    assert_eq!(login_from(&two, "203.0.113.20", "dana", "secret1").await, 200, "the merchant signs in from elsewhere");
}

#[tokio::test]
async fn sign_ups_sent_to_two_instances_in_turn_share_one_limit_per_address() {
    let (one, two) = two_instances().await;
    let attacker = "198.51.100.50";
    let bad = json!({"username": "no spaces", "email": "x@y", "password": "short"});
    for attempt in 1..=30 {
        let instance = if attempt % 2 == 1 { &one } else { &two };
        assert_eq!(post_from(instance, attacker, "/api/auth/register", &bad).await.status(), 422, "attempt {attempt}");
    }
    for instance in [&one, &two] {
        let res = post_from(instance, attacker, "/api/auth/register", &bad).await;
        assert_eq!(res.status(), 429, "30 a minute from one address, whichever instance counts");
        assert!(res.headers().get("retry-after").is_some());
    }
    assert_eq!(post_from(&two, "203.0.113.50", "/api/auth/register", &bad).await.status(), 422);
}
