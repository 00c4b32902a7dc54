//! Managing influencers (docs/influencers.md): the merchant creates one with a store promocode,
//! a commission and permissions, edits, deactivates and reactivates them and resets their
//! password; the server applies the form's rules and the plan's cap, a refused save writes
//! nothing, and influencers or other merchants never reach another's influencer.

use diesel::prelude::*;
use serde_json::{json, Value};
use shoplinks::db::schema::{businesses, influencers};

use crate::analytics_helpers::get_as;
use crate::helpers::{spawn_app, TestApp};
use crate::link_helpers::{business_id, merchant_with_store, store_code};

const IMAGE: &str = "https://cdn.example/anna.png";

async fn post(app: &TestApp, path: &str, body: &Value) -> (u16, Value) {
    let res = app.post_json(path, body).await;
    (res.status().as_u16(), res.json().await.unwrap_or(Value::Null))
}

fn form(username: &str) -> Value {
    json!({"username": username, "email": format!("{username}@creators.io"), "profile_image_url": IMAGE})
}

/// Logs an influencer in; returns the status and, on success, the token.
async fn influencer_login(app: &TestApp, merchant: &str, username: &str, password: &str) -> (u16, Option<String>) {
    let res = reqwest::Client::new()
        .post(format!("{}/api/admin/v1/influencers/login", app.address))
        .json(&json!({"admin_username": merchant, "username": username, "password": password}))
        .send()
        .await
        .expect("request");
    let status = res.status().as_u16();
    let body: Value = res.json().await.unwrap_or(Value::Null);
    (status, body["data"]["token"].as_str().map(str::to_owned))
}

fn set_plan(app: &TestApp, business: &str, plan: &str, trial_days: i64) {
    let mut conn = app.state.db.get().expect("conn");
    diesel::update(businesses::table.find(business))
        .set((
            businesses::subscription_plan.eq(plan),
            businesses::trial_ends_at.eq(chrono::Utc::now().naive_utc() + chrono::Duration::days(trial_days)),
        ))
        .execute(&mut *conn)
        .expect("plan");
}

fn stored_count(app: &TestApp, business: &str) -> i64 {
    let mut conn = app.state.db.get().expect("conn");
    influencers::table.filter(influencers::business_id.eq(business)).count().get_result(&mut *conn).expect("count")
}

#[tokio::test]
async fn a_merchant_creates_edits_and_reads_an_influencer_with_a_store_promocode() {
    let app = spawn_app().await;
    merchant_with_store(&app, "maker").await;
    store_code(&app, "SPRING10").await;

    // The username check of the form: free, taken (below), or not a username.
    let (status, free) =
        post(&app, "/api/admin/v1/influencers/validate/username", &json!({"username": " Anna "})).await;
    assert_eq!((status, free["data"]["username"].clone()), (200, json!("anna")), "{free}");
    let (status, bad) = post(&app, "/api/admin/v1/influencers/validate/username", &json!({"username": "an na"})).await;
    assert_eq!(status, 422, "{bad}");
    assert_eq!(bad["error"]["fields"]["username"], "Incorrect username format: use letters, digits, _ and - only");

    let mut body = form("Anna");
    body["promocode"] = json!("spring10");
    body["commission"] = json!(12.5);
    body["phone"] = json!("+972501234567");
    body["permissions"] = json!({"analytics_clicks_enabled": true, "analytics_sales_enabled": false,
        "analytics_revenue_enabled": true, "analytics_aov_enabled": false, "allow_creating_and_editing_links": true});
    body["commission_rules"] = json!({"reduce_refunds_from_commission": true});
    let (status, created) = post(&app, "/api/admin/v1/influencers/create", &body).await;
    assert_eq!(status, 200, "{created}");
    let data = &created["data"];
    assert_eq!(data["username"], "anna");
    assert_eq!(data["promocode"], "SPRING10", "spelled as the store spells it");
    assert_eq!(data["commission"], 12.5);
    assert_eq!(data["phone"], "+972501234567");
    assert_eq!(data["is_active"], true);
    assert_eq!(data["revenue_rules"]["net_revenue_ratio"], 100.0, "absent is 100");
    assert_eq!(
        data["commission_rules"],
        json!({"reduce_refunds_from_commission": true, "reduce_vat_from_commission": false})
    );
    assert_eq!(data["permissions"]["analytics_cr_enabled"], true, "sales off forces conversion rate on");
    assert_eq!(data["permissions"]["analytics_aov_enabled"], false, "revenue on leaves AOV as sent");
    let password = data["password"].as_str().expect("the new password, once").to_owned();

    let (status, taken) = post(&app, "/api/admin/v1/influencers/validate/username", &json!({"username": "ANNA"})).await;
    assert_eq!((status, taken["error"]["fields"]["username"].clone()), (409, json!("This username is already taken")));
    let (status, again) = post(&app, "/api/admin/v1/influencers/create", &form("anna")).await;
    assert_eq!(status, 409, "{again}");

    // The password works, and the influencer is limited to what was granted.
    let (status, token) = influencer_login(&app, "maker", "anna", &password).await;
    assert_eq!(status, 200);
    let token = token.expect("token");
    let me: Value = reqwest::Client::new()
        .get(format!("{}/admin/home", app.address))
        .bearer_auth(&token)
        .header("accept", "application/json")
        .send()
        .await
        .expect("request")
        .json()
        .await
        .expect("page props");
    assert_eq!(me["data"]["user"]["permissions"]["isActiveInfluencer"], true, "{me}");
    let (status, _) = get_as(&app, &token, "/api/admin/v1/influencers/anna").await;
    assert_eq!(status, 403, "influencers do not manage influencers");

    // The profile; then an edit: the username stays, a ratio and VAT rule are set.
    let (status, read) = crate::analytics_helpers::get_body(&app, "/api/admin/v1/influencers/anna").await;
    assert_eq!(status, 200, "{read}");
    assert!(read["data"].get("password").is_none(), "a password is only ever shown once");
    let mut edit = form("ignored");
    edit["email"] = json!("Anna.New@Creators.IO");
    edit["promocode"] = json!("SPRING10");
    edit["commission"] = json!("015");
    edit["revenue_rules"] = json!({"net_revenue_ratio": "80.5"});
    edit["commission_rules"] = json!({"reduce_vat_from_commission": true});
    let (status, edited) = post(&app, "/api/admin/v1/influencers/anna/edit", &edit).await;
    assert_eq!(status, 200, "{edited}");
    assert_eq!(edited["data"]["username"], "anna");
    assert_eq!(edited["data"]["email"], "anna.new@creators.io");
    assert_eq!(edited["data"]["commission"], 15.0, "a leading zero is dropped");
    assert_eq!(edited["data"]["revenue_rules"]["net_revenue_ratio"], 80.5);
    assert_eq!(edited["data"]["phone"], Value::Null, "an empty phone is none");
    let (status, _) = post(&app, "/api/admin/v1/influencers/nobody/edit", &edit).await;
    assert_eq!(status, 404);

    // The selector lists them with the store's spelling.
    let (_, list) = crate::analytics_helpers::get_body(&app, "/api/admin/v1/influencers").await;
    assert_eq!(list["data"]["influencers"][0]["promocode"], "SPRING10", "{list}");
}

#[tokio::test]
async fn a_refused_save_names_every_broken_rule_and_writes_nothing() {
    let app = spawn_app().await;
    let (_, business) = merchant_with_store(&app, "strict").await;
    store_code(&app, "TAKEN10").await;

    let bad = json!({"username": "ok-name", "email": "no-at-sign", "phone": "12-34", "commission": 100.5,
        "promocode": "NOT IN STORE", "revenue_rules": {"net_revenue_ratio": -3}});
    let (status, refused) = post(&app, "/api/admin/v1/influencers/create", &bad).await;
    assert_eq!(status, 422, "{refused}");
    let fields = &refused["error"]["fields"];
    assert_eq!(fields["email"], "Incorrect email format");
    assert_eq!(fields["phone"], "Enter a phone number: an optional + and 8 to 15 digits");
    assert_eq!(fields["commission"], "Commission must be a number from 0 to 100 with at most two decimals");
    assert_eq!(
        fields["net_revenue_ratio"],
        "Net revenue ratio must be a number from 0 to 100 with at most two decimals"
    );
    assert_eq!(fields["profile_image_url"], "Add a profile image");
    assert_eq!(fields["promocode"], "The promocode may use letters, digits, - _ and . only");

    let mut missing = form("ok-name");
    missing["promocode"] = json!("SUMMER99");
    let (status, refused) = post(&app, "/api/admin/v1/influencers/create", &missing).await;
    assert_eq!(status, 422);
    assert_eq!(
        refused["error"]["fields"]["promocode"],
        "Your store has no code SUMMER99. Create it here or pick one of your store's codes."
    );
    assert_eq!(stored_count(&app, &business), 0, "nothing written");

    // A code another influencer has is refused too: an order carrying it credits one influencer.
    let mut first = form("first");
    first["promocode"] = json!("TAKEN10");
    assert_eq!(post(&app, "/api/admin/v1/influencers/create", &first).await.0, 200);
    let mut second = form("second");
    second["promocode"] = json!("taken10");
    let (status, refused) = post(&app, "/api/admin/v1/influencers/create", &second).await;
    assert_eq!(status, 422);
    assert_eq!(refused["error"]["fields"]["promocode"], "Another influencer already has the promocode TAKEN10");
    let (status, refused) = post(&app, "/api/admin/v1/influencers/first/edit", &bad).await;
    assert_eq!(status, 422, "{refused}");
    let (_, read) = crate::analytics_helpers::get_body(&app, "/api/admin/v1/influencers/first").await;
    assert_eq!(read["data"]["email"], "first@creators.io", "a refused edit changes nothing");
    assert_eq!(stored_count(&app, &business), 1);
}

#[tokio::test]
async fn the_plan_caps_active_influencers() {
    let app = spawn_app().await;
    app.verified_merchant("capped", "secret1").await;
    app.login("capped", "secret1").await;
    let business = business_id(&app).await;

    set_plan(&app, &business, "STARTER", 0);
    for name in ["one", "two", "three"] {
        let (status, body) = post(&app, "/api/admin/v1/influencers/create", &form(name)).await;
        assert_eq!(status, 200, "{name}: {body}");
    }
    let (status, refused) = post(&app, "/api/admin/v1/influencers/create", &form("four")).await;
    assert_eq!((status, refused["error"]["message"].clone()), (403, json!("Limit of 3 influencers reached!")));
    assert_eq!(stored_count(&app, &business), 3);

    // Deactivating frees a place; switching the old one back on is then past the cap.
    let (status, off) = post(&app, "/api/admin/v1/influencers/one/activate", &json!({"activate": false})).await;
    assert_eq!((status, off["data"]["is_active"].clone()), (200, json!(false)));
    assert_eq!(post(&app, "/api/admin/v1/influencers/create", &form("four")).await.0, 200);
    let (status, refused) = post(&app, "/api/admin/v1/influencers/one/activate", &json!({"activate": true})).await;
    assert_eq!((status, refused["error"]["message"].clone()), (403, json!("Limit of 3 influencers reached!")));

    set_plan(&app, &business, "BUSINESS", 0);
    assert_eq!(post(&app, "/api/admin/v1/influencers/one/activate", &json!({"activate": true})).await.0, 200);
    set_plan(&app, &business, "PRO", 0);
    for i in 0..13 {
        assert_eq!(post(&app, "/api/admin/v1/influencers/create", &form(&format!("pro-{i}"))).await.0, 200);
    }
    assert_eq!(stored_count(&app, &business), 17, "pro is not capped");

    set_plan(&app, &business, "FREE", -1);
    let (status, refused) = post(&app, "/api/admin/v1/influencers/create", &form("late")).await;
    assert_eq!(status, 403);
    assert_eq!(refused["error"]["message"], "Your free trial has ended. Choose a plan to add influencers.");
}

#[tokio::test]
async fn deactivating_ends_sessions_and_a_reset_password_replaces_the_old_one() {
    let app = spawn_app().await;
    app.verified_merchant("other-owner", "secret1").await;
    let stranger = app.insert_influencer("other-owner", "stranger", "pass-word1");
    app.verified_merchant("owner", "secret1").await;
    app.login("owner", "secret1").await;
    let (_, created) = post(&app, "/api/admin/v1/influencers/create", &form("lena")).await;
    let first = created["data"]["password"].as_str().expect("password").to_owned();

    let (status, reset) = post(&app, "/api/admin/v1/influencers/lena/password/reset", &json!({})).await;
    assert_eq!(status, 200, "{reset}");
    let second = reset["data"]["password"].as_str().expect("new password").to_owned();
    assert_ne!(first, second);
    assert_eq!(influencer_login(&app, "owner", "lena", &first).await.0, 401, "the old password fails");
    let (status, token) = influencer_login(&app, "owner", "lena", &second).await;
    assert_eq!(status, 200, "the new one works");
    let token = token.expect("token");
    assert_eq!(get_as(&app, &token, "/api/admin/v1/links/analytics").await.0, 200);

    let (status, _) = post(&app, "/api/admin/v1/influencers/lena/activate", &json!({"activate": false})).await;
    assert_eq!(status, 200);
    assert_eq!(get_as(&app, &token, "/api/admin/v1/links/analytics").await.0, 401, "their session ended");
    assert_eq!(influencer_login(&app, "owner", "lena", &second).await.0, 401, "and they cannot sign in");
    let (_, list) = crate::analytics_helpers::get_body(&app, "/api/admin/v1/influencers").await;
    assert_eq!(list["data"]["influencers"][0]["is_active"], false, "selectors offer only active ones");

    // Another merchant's influencer is not found, whatever the call.
    let _ = stranger;
    for (path, body) in [
        ("/api/admin/v1/influencers/stranger/edit", form("x")),
        ("/api/admin/v1/influencers/stranger/password/reset", json!({})),
        ("/api/admin/v1/influencers/stranger/activate", json!({"activate": false})),
    ] {
        assert_eq!(post(&app, path, &body).await.0, 404, "{path}");
    }
    assert_eq!(crate::analytics_helpers::get_body(&app, "/api/admin/v1/influencers/stranger").await.0, 404);
    let (status, _) = influencer_login(&app, "other-owner", "stranger", "pass-word1").await;
    assert_eq!(status, 200, "and is untouched");
}
