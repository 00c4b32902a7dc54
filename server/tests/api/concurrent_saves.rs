//! Saves sent at the same moment (two tabs, a double click, a client that retries): every one is
//! answered with something a person can act on, never a 500, and what is stored is one of them
//! whole. Saves that replace a business's rows raced on PostgreSQL before they took turns
//! (docs/architecture.md#rules-that-hold-the-layout, "Concurrent saves take turns").

use futures_util::future::join_all;
use serde_json::{json, Value};

use crate::catalog_options::put_json;
use crate::helpers::{spawn_app, TestApp};
use crate::link_helpers::{ids, merchant_with_store, products};
use crate::settings::put;

const AT_ONCE: usize = 8;

async fn data(app: &TestApp, path: &str) -> Value {
    let res = app.get_json(path).await;
    assert_eq!(res.status(), 200, "GET {path}");
    res.json::<Value>().await.expect("json")["data"].clone()
}

#[tokio::test]
async fn product_preferences_saved_at_once_all_succeed_and_one_list_is_kept() {
    let app = spawn_app().await;
    let (_, business) = merchant_with_store(&app, "prefs-at-once").await;
    let picked = ids(&products(&app, AT_ONCE).await);
    let path = format!("/api/admin/v1/store/{business}/products_preferences");
    let lists: Vec<Value> = (0..AT_ONCE)
        .map(|k| json!({"prefered_product_ids": [picked[k].clone()], "exclude_product_ids": [picked[(k + 1) % AT_ONCE].clone()]}))
        .collect();
    let answers = join_all(lists.iter().map(|body| put_json(&app, &path, body))).await;
    for res in answers {
        assert_eq!(res.status(), 200, "{:?}", res.text().await);
    }
    let kept = data(&app, &format!("/api/admin/v1/store/{business}/preferences")).await["products_preferences"].clone();
    assert!(lists.contains(&kept), "one whole list is kept, not a mix: {kept}");
}

#[tokio::test]
async fn settings_saved_at_once_all_succeed_and_one_of_them_is_kept() {
    let app = spawn_app().await;
    let (_, business) = merchant_with_store(&app, "settings-at-once").await;
    let path = format!("/api/business/{business}/settings");
    let pixels: Vec<String> = (0..AT_ONCE).map(|k| format!("12345678901234{k}")).collect();
    let saves = pixels.iter().map(|p| put(&app, &path, json!({"settings": {"facebook_pixel_id": p}})));
    for (status, body) in join_all(saves).await {
        assert_eq!(status, 200, "{body}");
    }
    let kept = data(&app, &path).await["settings"]["facebook_pixel_id"].as_str().unwrap_or_default().to_owned();
    assert!(pixels.contains(&kept), "one of the saves is kept: {kept}");
}

#[tokio::test]
async fn promocodes_created_at_once_are_all_made_and_one_code_is_made_once() {
    let app = spawn_app().await;
    merchant_with_store(&app, "codes-at-once").await;
    let app = &app;
    let create = move |code: String| async move {
        let res = app
            .post_json("/api/admin/v1/promocodes/create", &json!({"code": code, "kind": "PERCENTAGE", "value": 10}))
            .await;
        (res.status().as_u16(), res.text().await.unwrap_or_default())
    };

    // Different codes at once: each is created, under its own number in the store.
    let codes: Vec<String> = (0..AT_ONCE).map(|k| format!("TOGETHER{k}")).collect();
    for (status, body) in join_all(codes.iter().cloned().map(create)).await {
        assert_eq!(status, 200, "{body}");
    }
    let listed = data(app, "/api/admin/v1/promocodes").await;
    let listed: Vec<&str> =
        listed["codes"].as_array().expect("codes").iter().filter_map(|c| c["code"].as_str()).collect();
    for code in &codes {
        assert!(listed.contains(&code.as_str()), "{code} is in the store: {listed:?}");
    }

    // One code sent several times at once: made once, the others told it is taken.
    let answers = join_all((0..AT_ONCE).map(|_| create("TWICE".to_owned()))).await;
    let made = answers.iter().filter(|(status, _)| *status == 200).count();
    assert_eq!(made, 1, "{answers:?}");
    for (status, body) in &answers {
        assert!([200, 409, 422].contains(status), "{status} {body}");
    }
}

#[tokio::test]
async fn one_influencer_created_at_once_is_made_once() {
    let app = spawn_app().await;
    merchant_with_store(&app, "crew-at-once").await;
    let body =
        json!({"username": "twin", "email": "twin@creators.io", "profile_image_url": "https://cdn.example/twin.png"});
    let answers = join_all((0..AT_ONCE).map(|_| async {
        let res = app.post_json("/api/admin/v1/influencers/create", &body).await;
        (res.status().as_u16(), res.text().await.unwrap_or_default())
    }))
    .await;
    assert_eq!(answers.iter().filter(|(status, _)| *status == 200).count(), 1, "{answers:?}");
    for (status, body) in &answers {
        assert!(
            *status == 200 || (*status == 409 && body.contains("This username is already taken")),
            "{status} {body}"
        );
    }
    let listed = data(&app, "/api/admin/v1/influencers").await;
    let twins =
        listed["influencers"].as_array().expect("influencers").iter().filter(|i| i["username"] == "twin").count();
    assert_eq!(twins, 1, "{listed}");
}
