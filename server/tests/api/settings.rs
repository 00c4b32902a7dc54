//! The settings and logo API (`GET`/`PUT /api/business/{businessId}/settings`,
//! `PUT /api/business/{businessId}`), the user details that carry them, and the client log
//! upload: every field checked with nothing changed on refusal, the merchant's own business
//! only, influencers refused.

use diesel::prelude::*;
use serde_json::{json, Value};
use shoplinks::db::schema::{businesses, client_logs};

use crate::analytics_helpers::{get_as, influencer_token};
use crate::helpers::{spawn_app, TestApp};
use crate::link_helpers::{merchant_with_store, store_base};
use crate::uploads::{png, upload};

/// A same-origin PUT with the app client's session; the status and the body.
pub async fn put(app: &TestApp, path: &str, body: Value) -> (u16, Value) {
    let res = app
        .client
        .put(format!("{}{path}", app.address))
        .header("Origin", &app.address)
        .header("Sec-Fetch-Site", "same-origin")
        .json(&body)
        .send()
        .await
        .expect("request");
    let status = res.status().as_u16();
    (status, res.json().await.unwrap_or(Value::Null))
}

async fn settings_of(app: &TestApp, business_id: &str) -> Value {
    let res = app.get_json(&format!("/api/business/{business_id}/settings")).await;
    assert_eq!(res.status(), 200);
    res.json::<Value>().await.expect("json")["data"]["settings"].clone()
}

async fn details(app: &TestApp) -> Value {
    let res = app.post_same_origin("/api/auth/verify", &json!({})).await;
    assert_eq!(res.status(), 200);
    res.json::<Value>().await.expect("json")["data"]["user"].clone()
}

#[tokio::test]
async fn settings_are_checked_field_by_field_stored_whole_and_carried_in_the_user_details() {
    let app = spawn_app().await;
    let (_, business) = merchant_with_store(&app, "settler").await;
    let path = format!("/api/business/{business}/settings");
    let initial = settings_of(&app, &business).await;
    assert_eq!(initial["facebook_pixel_id"], Value::Null);
    assert_eq!(initial["product_search_sensitivity"], "OFF");
    let user = details(&app).await;
    assert_eq!(user["settings"]["facebookPixelId"], Value::Null);
    assert_eq!(user["brand"]["theme"]["isInitial"], true, "the initial theme, flagged");
    assert_eq!(user["brand"]["theme"]["checkout_button_background_color"], "#000000");

    let (status, body) = put(
        &app,
        &path,
        json!({"settings": {
            "facebook_pixel_id": "12345",
            "google_analytics_id": "UA-1234-5",
            "shipping_and_return_url": "https://elsewhere.example/returns",
            "product_search_sensitivity": "HIGH",
            "utm_params": {"utm_source": "insta<gram>"},
        }}),
    )
    .await;
    assert_eq!(status, 422, "{body}");
    let fields = &body["error"]["fields"];
    assert_eq!(fields["facebook_pixel_id"], "A pixel id is 15 or 16 digits");
    assert_eq!(fields["google_analytics_id"], "Use a measurement id such as G-1A2B3C4D5E");
    assert_eq!(fields["shipping_and_return_url"], "The shipping and returns page must be on your store");
    assert_eq!(fields["product_search_sensitivity"], "AI tagging comes with a paid plan", "a free plan");
    assert!(fields["utm_params.utm_source"].as_str().is_some_and(|m| m.starts_with("Tracking tags may use")));
    assert_eq!(settings_of(&app, &business).await, initial, "a refused save changes nothing");

    let store = store_base(&app).await;
    let (status, body) = put(
        &app,
        &path,
        json!({"settings": {
            "facebook_pixel_id": " 123456789012345 ",
            "google_analytics_id": "g-ab12cd34",
            "shipping_and_return_url": format!("{store}/policies/refund-policy"),
            "auto_swap_enabled": true,
            "utm_params": {"utm_source": "shoplinks", "utm_medium": "social"},
        }}),
    )
    .await;
    assert_eq!(status, 200, "{body}");
    let saved = settings_of(&app, &business).await;
    assert_eq!(saved["facebook_pixel_id"], "123456789012345", "trimmed");
    assert_eq!(saved["google_analytics_id"], "G-AB12CD34", "upper-cased");
    assert_eq!(saved["shipping_and_return_url"], format!("{store}/policies/refund-policy"));
    assert_eq!(saved["auto_swap_enabled"], true);
    assert_eq!(saved["utm_params"]["utm_source"], "shoplinks");
    assert_eq!(body["data"]["settings"], saved, "the answer is what was stored");

    let user = details(&app).await;
    assert_eq!(user["settings"]["facebookPixelId"], "123456789012345");
    assert_eq!(user["settings"]["googleAnalyticsId"], "G-AB12CD34");
    assert_eq!(user["settings"]["autoSwapEnabled"], true);
    assert_eq!(user["shippingAndReturnsUrl"], format!("{store}/policies/refund-policy"));
    assert_eq!(user["utmParams"]["source"], "shoplinks");
    assert_eq!(user["settings"]["utmParams"]["medium"], "social");
    assert_eq!(user["settings"]["productVisionConfigurations"]["sensitivity"], "OFF");

    {
        let mut conn = app.state.db.get().expect("conn");
        diesel::update(businesses::table.find(&business))
            .set(businesses::subscription_plan.eq("BUSINESS"))
            .execute(&mut *conn)
            .expect("plan");
    }
    let (status, body) = put(&app, &path, json!({"settings": {"product_search_sensitivity": "LOW"}})).await;
    assert_eq!(status, 200, "a paid plan may turn AI tagging on: {body}");
    let saved = settings_of(&app, &business).await;
    assert_eq!(saved["product_search_sensitivity"], "LOW");
    assert_eq!(saved["facebook_pixel_id"], Value::Null, "a PUT replaces the whole settings");
}

#[tokio::test]
async fn only_the_merchant_of_the_business_reads_or_changes_settings_and_the_logo() {
    let app = spawn_app().await;
    let (_, business) = merchant_with_store(&app, "keeper").await;
    for (status, _) in [
        put(&app, "/api/business/someone-elses/settings", json!({"settings": {}})).await,
        put(&app, "/api/business/someone-elses", json!({"appearance": {"logo_url": ""}})).await,
    ] {
        assert_eq!(status, 404, "another business");
    }
    assert_eq!(app.get_json("/api/business/someone-elses/settings").await.status(), 404);
    assert_eq!(app.get_json("/api/business/someone-elses/swaps").await.status(), 404);

    app.insert_influencer("keeper", "ivy", "pass-word1");
    let token = influencer_token(&app, "keeper", "ivy", "pass-word1").await;
    for path in ["settings", "swaps", "theme"] {
        let (status, _) = get_as(&app, &token, &format!("/api/business/{business}/{path}")).await;
        assert_eq!(status, 403, "influencers cannot read {path}");
    }
    for (path, body) in [
        (format!("/api/business/{business}/settings"), json!({"settings": {"facebook_pixel_id": "123456789012345"}})),
        (format!("/api/business/{business}"), json!({"appearance": {"logo_url": ""}})),
        (format!("/api/business/{business}/theme"), json!({"theme": {}})),
        ("/api/admin/v1/store/appearance/options".to_owned(), json!({})),
    ] {
        let res = reqwest::Client::new()
            .put(format!("{}{path}", app.address))
            .header("Origin", &app.address)
            .bearer_auth(&token)
            .json(&body)
            .send()
            .await
            .expect("request");
        assert_eq!(res.status(), 403, "influencers cannot change {path}");
    }
    assert_eq!(settings_of(&app, &business).await["facebook_pixel_id"], Value::Null, "nothing changed");
}

#[tokio::test]
async fn a_logo_must_be_one_of_the_business_uploads_and_shows_in_the_details() {
    let app = spawn_app().await;
    let (_, business) = merchant_with_store(&app, "logomaker").await;
    let path = format!("/api/business/{business}");
    let (status, body) = put(&app, &path, json!({"appearance": {"logo_url": "https://evil.example/logo.png"}})).await;
    assert_eq!(status, 422, "{body}");
    assert_eq!(body["error"]["fields"]["appearance.logo_url"], "Upload the logo first");
    let made_up = format!("{}/uploads/{business}/not-there.png", app.address);
    assert_eq!(put(&app, &path, json!({"appearance": {"logo_url": made_up}})).await.0, 422, "a file that is not there");

    let uploaded = upload(&app, "file_resource", &png()).await;
    assert_eq!(uploaded.status(), 200);
    let address = uploaded.json::<Value>().await.expect("json")["data"].as_str().expect("address").to_owned();
    let (status, body) = put(&app, &path, json!({"appearance": {"logo_url": address}})).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["data"]["logo_url"], address);
    let user = details(&app).await;
    assert_eq!(user["businessLogo"], address);
    assert_eq!(user["brand"]["logoUrl"], address);

    // The logo survives a settings save, and a settings save survives a logo change.
    let settings = format!("/api/business/{business}/settings");
    assert_eq!(put(&app, &settings, json!({"settings": {"facebook_pixel_id": "1234567890123456"}})).await.0, 200);
    assert_eq!(details(&app).await["businessLogo"], address);
    let (status, body) = put(&app, &path, json!({"appearance": {"logo_url": ""}})).await;
    assert_eq!((status, body["data"]["logo_url"].clone()), (200, Value::Null), "removed");
    let user = details(&app).await;
    assert_eq!(user["businessLogo"], Value::Null);
    assert_eq!(user["settings"]["facebookPixelId"], "1234567890123456");
}

#[tokio::test]
async fn client_logs_are_stored_with_the_sender_capped_per_batch_and_rate_limited() {
    let app = spawn_app().await;
    merchant_with_store(&app, "logger").await;
    let lines: Vec<Value> = (0..3).map(|i| json!({"level": "error", "message": format!("failed {i}")})).collect();
    let res = app.post_same_origin("/api/logs/commit", &json!({"logs": lines, "store_id": "s1"})).await;
    assert_eq!(res.status(), 200);
    assert_eq!(res.json::<Value>().await.expect("json")["data"]["stored"], 3);
    let rows: Vec<(Option<String>, String, String)> = {
        let mut conn = app.state.db.get().expect("conn");
        client_logs::table
            .order(client_logs::created_at.asc())
            .select((client_logs::business_id, client_logs::level, client_logs::message))
            .load(&mut *conn)
            .expect("rows")
    };
    assert_eq!(rows.len(), 3);
    assert!(rows[0].0.is_some(), "the signed-in sender's business is kept");
    assert_eq!((rows[2].1.as_str(), rows[2].2.as_str()), ("error", "failed 2"));

    let too_many: Vec<Value> = (0..51).map(|_| json!({"level": "info", "message": "x"})).collect();
    let res = app.post_same_origin("/api/logs/commit", &json!({"logs": too_many})).await;
    assert_eq!(res.status(), 422, "at most 50 lines a batch");
    let long = "y".repeat(2001);
    let res = app.post_same_origin("/api/logs/commit", &json!({"logs": [{"level": "info", "message": long}]})).await;
    assert_eq!(res.status(), 422, "lines are capped");

    let mut limited = false;
    for _ in 0..70 {
        let res = app.post_same_origin("/api/logs/commit", &json!({"logs": []})).await;
        if res.status() == 429 {
            limited = true;
            break;
        }
    }
    assert!(limited, "batches are rate-limited per address");
}
