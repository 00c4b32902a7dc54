//! The theme API (`GET`/`PUT /api/business/{businessId}/theme`): the initial theme until one is
//! saved, every field checked with nothing changed on refusal, the merchant's own business only,
//! and a store disconnect resetting it.

use serde_json::{json, Value};

use crate::analytics_helpers::{get_as, influencer_token};
use crate::helpers::{spawn_app, TestApp};
use crate::link_helpers::merchant_with_store;

/// PUTs a theme with the app client's session; returns the status and the body.
pub async fn put_theme(app: &TestApp, business_id: &str, theme: Value) -> (u16, Value) {
    let res = app
        .client
        .put(format!("{}/api/business/{business_id}/theme", app.address))
        .header("Origin", &app.address)
        .header("Sec-Fetch-Site", "same-origin")
        .json(&json!({ "theme": theme }))
        .send()
        .await
        .expect("request");
    let status = res.status().as_u16();
    (status, res.json().await.unwrap_or(Value::Null))
}

async fn theme_of(app: &TestApp, business_id: &str) -> Value {
    let res = app.get_json(&format!("/api/business/{business_id}/theme")).await;
    assert_eq!(res.status(), 200);
    res.json::<Value>().await.expect("json")["data"].clone()
}

#[tokio::test]
async fn a_theme_is_initial_until_saved_checked_field_by_field_and_reset_by_a_disconnect() {
    let app = spawn_app().await;
    let (_, business) = merchant_with_store(&app, "themer").await;
    let initial = theme_of(&app, &business).await;
    assert_eq!(initial["is_initial"], true);
    assert_eq!(initial["theme"]["checkout_button_background_color"], "#000000", "black on white");
    assert_eq!(initial["theme"]["checkout_button_font_color"], "#ffffff");

    let (status, body) = put_theme(
        &app,
        &business,
        json!({"checkout_button_background_color": "red;}body{display:none", "checkout_button_shape": "3px"}),
    )
    .await;
    assert_eq!(status, 422, "{body}");
    assert_eq!(body["error"]["fields"]["checkout_button_background_color"], "Use a colour such as #1a2b3c");
    assert_eq!(body["error"]["fields"]["checkout_button_shape"], "Choose one of 0px, 10px, 25px");
    assert_eq!(theme_of(&app, &business).await["is_initial"], true, "nothing was stored");

    let mine = json!({
        "checkout_button_shape": "25px",
        "checkout_button_background_color": "#FF0066",
        "is_shipping_and_sales_strip_shown": true,
        "shipping_and_sales_strip_sentences": ["Free shipping over $50", ""],
        "image_border_radius": "0px",
        "cart_button_icon": "cart3",
    });
    let (status, body) = put_theme(&app, &business, mine).await;
    assert_eq!(status, 200, "{body}");
    let saved = theme_of(&app, &business).await;
    assert_eq!(saved["is_initial"], false);
    assert_eq!(saved["theme"]["checkout_button_background_color"], "#ff0066");
    assert_eq!(saved["theme"]["checkout_button_shape"], "25px");
    assert_eq!(saved["theme"]["cart_button_icon"], "cart3");
    assert_eq!(saved["theme"]["is_shipping_and_sales_strip_shown"], true);
    assert_eq!(saved["theme"]["promo_code_display_border_radius"], "25px", "unsent fields take initial values");

    let (status, _) = put_theme(&app, "someone-elses-business", json!({})).await;
    assert_eq!(status, 404, "another business");
    let res = app.get_json("/api/business/someone-elses-business/theme").await;
    assert_eq!(res.status(), 404);

    app.insert_influencer("themer", "mia", "pass-word1");
    let token = influencer_token(&app, "themer", "mia", "pass-word1").await;
    let (status, _) = get_as(&app, &token, &format!("/api/business/{business}/theme")).await;
    assert_eq!(status, 403, "influencers do not see the theme API");

    assert_eq!(app.post_same_origin("/api/admin/v1/store/auth/disconnect", &json!({})).await.status(), 200);
    assert_eq!(theme_of(&app, &business).await["is_initial"], true, "a disconnect resets appearance");
}

#[tokio::test]
async fn saves_at_once_all_succeed_and_one_of_them_is_kept() {
    let app = spawn_app().await;
    let (_, business) = merchant_with_store(&app, "twotabs").await;
    // Several saves of a first theme at the same moment (two tabs, a double click): before the
    // save was one upsert, the later inserts failed on the key on PostgreSQL (a 500).
    let colours: Vec<String> = (0..8).map(|k| format!("#00000{k}")).collect();
    let saves = colours.iter().map(|c| put_theme(&app, &business, json!({ "checkout_button_background_color": c })));
    for (status, body) in futures_util::future::join_all(saves).await {
        assert_eq!(status, 200, "{body}");
    }
    let saved = theme_of(&app, &business).await;
    assert_eq!(saved["is_initial"], false);
    let kept = saved["theme"]["checkout_button_background_color"].as_str().unwrap_or_default().to_owned();
    assert!(colours.contains(&kept), "one of the saves is kept: {kept}");
}
