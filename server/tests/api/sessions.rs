//! Sessions: cookie and bearer tokens, stored hashed, resolved for server rendering.

use diesel::prelude::*;
use serde_json::json;
use shoplinks::db::schema::sessions;

use crate::helpers::{spawn_app_with, AppOptions};

#[tokio::test]
async fn a_session_cookie_renders_dashboard_pages_for_the_user_with_no_store() {
    let app = spawn_app_with(AppOptions { test_seed: true, ..Default::default() }).await;
    app.sign_in(json!({"role": "admin"})).await;
    let res = app.get("/admin/links").await;
    assert_eq!(res.status(), 200);
    assert_eq!(res.headers()["cache-control"], "no-store");
    let html = res.text().await.expect("body");
    assert!(html.contains("data-page=\"links\""), "{html}");
    assert!(html.contains("shop-"), "the user's name is rendered on the server");
}

#[tokio::test]
async fn a_bearer_token_works_without_cookies_and_only_its_hash_is_stored() {
    let app = spawn_app_with(AppOptions { test_seed: true, ..Default::default() }).await;
    let token = app.sign_in(json!({"role": "admin"})).await;
    let bare = reqwest::Client::builder().redirect(reqwest::redirect::Policy::none()).build().expect("client");
    let res = bare
        .get(format!("{}/admin/home", app.address))
        .header("Accept", "application/json")
        .bearer_auth(&token)
        .send()
        .await
        .expect("request");
    assert_eq!(res.status(), 200);
    let body: serde_json::Value = res.json().await.expect("json");
    assert_eq!(body["data"]["user"]["isAdmin"], true);
    let stored: Vec<String> = {
        let mut conn = app.state.db.get().expect("conn");
        sessions::table.select(sessions::token_hash).load(&mut *conn).expect("query")
    };
    assert_eq!(stored.len(), 1);
    assert_ne!(stored[0], token, "the raw token is never stored");
    assert_eq!(stored[0].len(), 64, "sha-256 hex");
}

#[tokio::test]
async fn influencer_sessions_carry_their_permissions_and_role() {
    let app = spawn_app_with(AppOptions { test_seed: true, ..Default::default() }).await;
    app.sign_in(json!({
        "role": "influencer",
        "permissions": {"commissionEnabled": false, "clicksEnabled": true, "revenueEnabled": false,
            "salesEnabled": false, "crEnabled": false, "aovEnabled": false, "isActiveInfluencer": true}
    }))
    .await;
    let res = app.get_json("/admin/home").await;
    let body: serde_json::Value = res.json().await.expect("json");
    let user = &body["data"]["user"];
    assert_eq!(user["isAdmin"], false);
    assert!(user["influencerUsername"].as_str().is_some_and(|u| u.starts_with("creator-")));
    assert_eq!(user["permissions"]["clicksEnabled"], true);
    assert_eq!(user["permissions"]["revenueEnabled"], false);
    assert_eq!(user["permissions"]["isActiveInfluencer"], true);
}

#[tokio::test]
async fn trial_days_and_store_state_come_from_the_business() {
    let app = spawn_app_with(AppOptions { test_seed: true, ..Default::default() }).await;
    app.sign_in(json!({"role": "admin", "storeConnected": false, "freeTrialDaysLeft": 5})).await;
    let body: serde_json::Value = app.get_json("/admin/home").await.json().await.expect("json");
    assert_eq!(body["data"]["user"]["freeTrialDaysLeft"], 5);
    assert_eq!(body["data"]["user"]["storeConnected"], false);
    assert_eq!(body["data"]["user"]["subscriptionPlan"], "FREE");
}

#[tokio::test]
async fn an_unknown_or_garbage_token_is_treated_as_signed_out() {
    let app = spawn_app_with(AppOptions { test_seed: true, ..Default::default() }).await;
    let bare = reqwest::Client::builder().redirect(reqwest::redirect::Policy::none()).build().expect("client");
    for token in ["nope", &"x".repeat(500)] {
        let res = bare.get(format!("{}/admin/home", app.address)).bearer_auth(token).send().await.expect("request");
        assert_eq!(res.status(), 302);
        assert_eq!(res.headers()["location"], "/login");
    }
}

#[tokio::test]
async fn the_cleanup_sweep_removes_expired_sessions_only() {
    let app = spawn_app_with(AppOptions { test_seed: true, ..Default::default() }).await;
    app.sign_in(json!({"role": "admin"})).await;
    app.sign_in(json!({"role": "admin"})).await;
    app.upkeep_idle().await;
    {
        let mut conn = app.state.db.get().expect("conn");
        let one: String = sessions::table.select(sessions::id).first(&mut *conn).expect("a session");
        let past = chrono::Utc::now().naive_utc() - chrono::Duration::minutes(1);
        diesel::update(sessions::table.find(&one))
            .set(sessions::expires_at.eq(past))
            .execute(&mut *conn)
            .expect("expire");
    }
    let removed =
        app.state.handle::<shoplinks::features::jobs::PeriodicJobs>().run_all(&app.state).await.expect("upkeep");
    assert_eq!(removed, 1);
    let mut conn = app.state.db.get().expect("conn");
    let left: i64 = sessions::table.count().get_result(&mut *conn).expect("count");
    assert_eq!(left, 1);
}
