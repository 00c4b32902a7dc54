//! Plans and billing: the catalogue, a paid plan through the sandbox Billing API and its
//! confirmation page, the plan changing only once the platform reports the subscription ACTIVE,
//! declining, choosing free, the webhook path, uninstall, and who may do it.

use serde_json::{json, Value};

use crate::helpers::{spawn_app, TestApp};
use crate::store_helpers::{connected_merchant, location, query_of, unique_shop};

async fn details(app: &TestApp) -> Value {
    let body: Value = app.post_json("/api/auth/verify", &json!({})).await.json().await.expect("json");
    body["data"]["user"].clone()
}

/// Asks for `plan` and returns the confirmation URL.
pub async fn request_plan(app: &TestApp, plan: &str) -> String {
    let res =
        app.post_json("/api/admin/v1/store/plan/upgrade/request", &json!({"store_subscription_plan": plan})).await;
    assert_eq!(res.status(), 200, "{}", res.text().await.unwrap_or_default());
    let body: Value = res.json().await.expect("json");
    body["data"].as_str().expect("confirmation URL").to_owned()
}

/// Posts the decision on the confirmation page and follows the return URL; returns where the
/// app finally sends the browser.
pub async fn decide(app: &TestApp, confirmation: &str, decision: &str) -> String {
    let signature = query_of(confirmation).into_iter().find(|(k, _)| k == "signature").expect("signature").1;
    let res = app
        .client
        .post(confirmation)
        .form(&[("signature", signature.as_str()), ("decision", decision)])
        .send()
        .await
        .expect("request");
    assert_eq!(res.status(), 303);
    let back = location(&res);
    assert!(back.starts_with(&format!("{}/shopify/billing/return?", app.address)), "{back}");
    assert!(back.contains("charge_id="), "{back}");
    let res = app.client.get(&back).send().await.expect("request");
    assert_eq!(res.status(), 303);
    location(&res)
}

#[tokio::test]
async fn the_catalogue_lists_the_four_plans_with_their_prices_and_limits() {
    let app = spawn_app().await;
    let body: Value = app.get("/api/plans").await.json().await.expect("json");
    let plans = body["data"].as_array().expect("plans");
    let summary: Vec<(String, Value, Value)> = plans
        .iter()
        .map(|p| (p["name"].as_str().expect("present").to_owned(), p["price"].clone(), p["influencerLimit"].clone()))
        .collect();
    assert_eq!(
        summary,
        vec![
            ("FREE".into(), json!(0.0), json!(0)),
            ("STARTER".into(), json!(39.0), json!(3)),
            ("BUSINESS".into(), json!(99.0), json!(15)),
            ("PRO".into(), json!(399.0), json!(null)),
            ("ENTERPRISE".into(), json!(null), json!(null)),
        ]
    );
    assert_eq!(plans[2]["trialDays"], 30);
}

#[tokio::test]
async fn a_paid_plan_is_active_only_after_approval() {
    let app = spawn_app().await;
    connected_merchant(&app, "billing-approve", &unique_shop()).await;
    let user = details(&app).await;
    assert_eq!(user["subscriptionPlan"], "FREE");
    assert_eq!(user["freeTrialDaysLeft"], 30);
    assert_eq!(user["trialState"], "IN_TRIAL");
    assert_eq!(user["planLimits"], json!({"influencerLimit": 3, "businessFeatures": true, "brandDomains": false}));

    let confirmation = request_plan(&app, "BUSINESS").await;
    assert!(confirmation.contains("/admin/charges/"), "{confirmation}");
    // Asking is not paying: the plan is unchanged until the platform reports ACTIVE.
    assert_eq!(details(&app).await["subscriptionPlan"], "FREE");

    let page = app.client.get(&confirmation).send().await.expect("request");
    assert_eq!(page.status(), 200);
    let html = page.text().await.expect("html");
    for text in ["Approve subscription", "Shoplinks Business", "$99.00 USD every 30 days", "30-day free trial"] {
        assert!(html.contains(text), "confirmation page lacks {text:?}");
    }

    let landed = decide(&app, &confirmation, "approve").await;
    assert_eq!(landed, "/pricing-plans?billing=active&plan=BUSINESS");
    let user = details(&app).await;
    assert_eq!(user["subscriptionPlan"], "BUSINESS");
    assert_eq!(user["trialState"], "NONE");
    assert_eq!(user["planLimits"], json!({"influencerLimit": 15, "businessFeatures": true, "brandDomains": true}));

    // The link is single-purpose: deciding again is refused.
    let signature = query_of(&confirmation).into_iter().find(|(k, _)| k == "signature").expect("present").1;
    let again = app
        .client
        .post(&confirmation)
        .form(&[("signature", signature.as_str()), ("decision", "decline")])
        .send()
        .await
        .expect("request");
    assert_eq!(again.status(), 409);
    assert_eq!(details(&app).await["subscriptionPlan"], "BUSINESS");
}

#[tokio::test]
async fn declining_or_a_forged_return_changes_nothing() {
    let app = spawn_app().await;
    connected_merchant(&app, "billing-decline", &unique_shop()).await;
    let confirmation = request_plan(&app, "PRO").await;

    // Coming back without approving (a hand-made return URL) leaves the plan as it was.
    let user = details(&app).await;
    let business = user["businessId"].as_str().expect("present");
    let number = confirmation.split("/admin/charges/").nth(1).expect("present").split('/').next().expect("present");
    let res = app.get(&format!("/shopify/billing/return?business_id={business}&charge_id={number}")).await;
    assert_eq!(location(&res), "/pricing-plans?billing=pending");
    assert_eq!(details(&app).await["subscriptionPlan"], "FREE");

    // A wrong signature does not open the page.
    let forged = confirmation.replace("signature=", "signature=x");
    assert_eq!(app.client.get(&forged).send().await.expect("request").status(), 404);

    assert_eq!(decide(&app, &confirmation, "decline").await, "/pricing-plans?billing=declined");
    assert_eq!(details(&app).await["subscriptionPlan"], "FREE");
}

#[tokio::test]
async fn choosing_free_cancels_the_subscription() {
    let app = spawn_app().await;
    connected_merchant(&app, "billing-free", &unique_shop()).await;
    let confirmation = request_plan(&app, "STARTER").await;
    decide(&app, &confirmation, "approve").await;
    assert_eq!(details(&app).await["subscriptionPlan"], "STARTER");

    let res = app.post_json("/api/admin/v1/store/plan/cancel", &json!({})).await;
    assert_eq!(res.status(), 200);
    let body: Value = res.json().await.expect("json");
    assert_eq!(body["data"]["subscriptionPlan"], "FREE");
    assert_eq!(details(&app).await["subscriptionPlan"], "FREE");

    // The cancellation's webhook re-reads the platform and keeps FREE; a second upgrade gets
    // no second trial.
    tokio::time::sleep(std::time::Duration::from_millis(500)).await;
    assert_eq!(details(&app).await["subscriptionPlan"], "FREE");
    // A report read before the cancel (the approval's webhook, late) does not bring it back.
    {
        use diesel::prelude::*;
        use shoplinks::db::schema::billing_subscriptions;
        let mut conn = app.state.db.get().expect("conn");
        let (shop, gid): (String, String) = billing_subscriptions::table
            .filter(billing_subscriptions::plan.eq("STARTER"))
            .filter(billing_subscriptions::business_id.eq(details(&app).await["businessId"].as_str().expect("id")))
            .select((billing_subscriptions::shop_domain, billing_subscriptions::shopify_id))
            .first(&mut *conn)
            .expect("the cancelled subscription");
        let stale = shoplinks::features::store::shopify::billing::Status {
            id: gid,
            name: String::new(),
            status: "ACTIVE".into(),
            current_period_end: None,
            line_items: Vec::new(),
        };
        shoplinks::features::billing::record_statuses(&mut *conn, &shop, &[stale]).expect("recorded");
    }
    assert_eq!(details(&app).await["subscriptionPlan"], "FREE");
    let again = request_plan(&app, "BUSINESS").await;
    let html = app.client.get(&again).send().await.expect("request").text().await.expect("html");
    assert!(!html.contains("free trial"), "a second subscription has no trial");
}

#[tokio::test]
async fn switching_plans_replaces_the_active_subscription() {
    let app = spawn_app().await;
    connected_merchant(&app, "billing-switch", &unique_shop()).await;
    let first = request_plan(&app, "STARTER").await;
    decide(&app, &first, "approve").await;
    let second = request_plan(&app, "PRO").await;
    assert_eq!(decide(&app, &second, "approve").await, "/pricing-plans?billing=active&plan=PRO");
    assert_eq!(details(&app).await["subscriptionPlan"], "PRO");
    // The platform cancelled STARTER when PRO became active; its webhook must not undo PRO.
    tokio::time::sleep(std::time::Duration::from_millis(800)).await;
    assert_eq!(details(&app).await["subscriptionPlan"], "PRO");
    // A re-read from before the approval (STARTER's webhook, read while PRO was pending) that is
    // recorded after it leaves PRO active.
    {
        use diesel::prelude::*;
        use shoplinks::db::schema::billing_subscriptions;
        let mut conn = app.state.db.get().expect("conn");
        let (shop, gid): (String, String) = billing_subscriptions::table
            .filter(billing_subscriptions::plan.eq("PRO"))
            .filter(billing_subscriptions::business_id.eq(details(&app).await["businessId"].as_str().expect("id")))
            .select((billing_subscriptions::shop_domain, billing_subscriptions::shopify_id))
            .first(&mut *conn)
            .expect("the PRO subscription");
        let stale = shoplinks::features::store::shopify::billing::Status {
            id: gid,
            name: String::new(),
            status: "PENDING".into(),
            current_period_end: None,
            line_items: Vec::new(),
        };
        shoplinks::features::billing::record_statuses(&mut *conn, &shop, &[stale]).expect("recorded");
    }
    assert_eq!(details(&app).await["subscriptionPlan"], "PRO");
}

#[tokio::test]
async fn uninstalling_the_app_ends_the_plan() {
    let app = spawn_app().await;
    let shop = unique_shop();
    connected_merchant(&app, "billing-uninstall", &shop).await;
    let confirmation = request_plan(&app, "BUSINESS").await;
    decide(&app, &confirmation, "approve").await;
    let res =
        app.client.post(format!("{}/sandbox/{shop}/admin/app/uninstall", app.address)).send().await.expect("present");
    assert_eq!(res.status(), 200);
    for _ in 0..100 {
        if details(&app).await["subscriptionPlan"] == "FREE" {
            return;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    panic!("plan still paid after uninstall");
}

#[tokio::test]
async fn only_the_merchant_of_a_connected_store_may_change_the_plan() {
    let app = spawn_app().await;
    app.verified_merchant("billing-nostore", "secret1").await;
    app.login("billing-nostore", "secret1").await;
    let res = app
        .post_json("/api/admin/v1/store/plan/upgrade/request", &json!({"store_subscription_plan": "BUSINESS"}))
        .await;
    assert_eq!(res.status(), 409);
    let body: Value = res.json().await.expect("json");
    assert_eq!(body["error"]["message"], "Connect your store before choosing a plan");

    for (plan, status) in [("FREE", 422), ("ENTERPRISE", 422), ("GOLD", 422)] {
        let res =
            app.post_json("/api/admin/v1/store/plan/upgrade/request", &json!({"store_subscription_plan": plan})).await;
        assert_eq!(res.status(), status, "{plan}");
    }
    let res = app
        .post_json(
            "/api/admin/v1/store/plan/upgrade/request",
            &json!({"store_subscription_plan": "BUSINESS", "business_id": "someone-else"}),
        )
        .await;
    assert_eq!(res.status(), 404);
    let res = app.post_json("/api/admin/v1/store/plan/cancel", &json!({"business_id": "someone-else"})).await;
    assert_eq!(res.status(), 404);

    app.insert_influencer("billing-nostore", "billing-creator", "secret1");
    let res = app
        .post_json(
            "/api/admin/v1/influencers/login",
            &json!({"admin_username": "billing-nostore", "username": "billing-creator", "password": "secret1"}),
        )
        .await;
    assert_eq!(res.status(), 200, "{}", res.text().await.unwrap_or_default());
    let res = app.post_json("/api/admin/v1/store/plan/cancel", &json!({})).await;
    assert_eq!(res.status(), 403);
}

#[tokio::test]
async fn a_malformed_cancel_body_is_refused_and_keeps_the_plan() {
    let app = spawn_app().await;
    connected_merchant(&app, "billing-malformed", &unique_shop()).await;
    let confirmation = request_plan(&app, "STARTER").await;
    decide(&app, &confirmation, "approve").await;
    assert_eq!(details(&app).await["subscriptionPlan"], "STARTER");

    for raw in [&br#"{"a":"#[..], &b"{"[..], &b"[1"[..], &b"\xff"[..]] {
        let res = app
            .client
            .post(format!("{}/api/admin/v1/store/plan/cancel", app.address))
            .header("content-type", "application/json")
            .body(raw.to_vec())
            .send()
            .await
            .expect("request");
        assert_eq!(res.status(), 400, "{:?}", String::from_utf8_lossy(raw));
    }
    let res = app
        .client
        .post(format!("{}/api/admin/v1/store/plan/cancel", app.address))
        .header("content-type", "application/json")
        .body(r#"{"business_id": 7}"#)
        .send()
        .await
        .expect("request");
    assert_eq!(res.status(), 400, "a wrong type is malformed too");
    assert_eq!(details(&app).await["subscriptionPlan"], "STARTER", "nothing was cancelled");

    // A call without a body still chooses free, as the dashboard sends it.
    let res = app.client.post(format!("{}/api/admin/v1/store/plan/cancel", app.address)).send().await.expect("request");
    assert_eq!(res.status(), 200);
    assert_eq!(details(&app).await["subscriptionPlan"], "FREE");
}
