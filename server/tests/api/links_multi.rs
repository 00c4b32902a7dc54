//! Multilinks API (docs/links.md#multilinks): experiences with shares and device filters,
//! the edit groups, the rules with their messages, list, read and close.

use serde_json::{json, Value};

use crate::helpers::spawn_app;
use crate::link_helpers::{collection_id, ids, merchant_with_store, products, store_base, store_code};

fn body(looks: &[String], product: &str, a: i64, b: i64, b_device: &str) -> Value {
    json!({
        "title": "Spring split",
        "splitter_type": "PERCENTAGE",
        "promocode": "SPRING",
        "utm_params": {"utm_source": "tiktok"},
        "links_options": [
            {"value": a, "device_option": "ALL", "link_resource": {"inventory_ids": looks, "link_type": "LOOK", "description": "Look A"}},
            {"value": b, "device_option": b_device, "link_resource": {"inventory_ids": [product], "link_type": "SHORT"}},
        ],
    })
}

#[tokio::test]
async fn a_multilink_is_created_read_listed_edited_and_closed() {
    let app = spawn_app().await;
    let (_, business) = merchant_with_store(&app, "multi-crud").await;
    store_code(&app, "SPRING").await;
    let picked = ids(&products(&app, 3).await);
    let res =
        app.post_json("/api/admin/v1/links/multi/create", &body(&picked[..2], &picked[2], 70, 30, "MOBILE")).await;
    assert_eq!(res.status(), 200);
    let created: Value = res.json().await.expect("json");
    let multi = &created["data"];
    let id = multi["multilink_id"].as_str().expect("id").to_owned();
    assert_eq!(multi["title"], "Spring split");
    assert_eq!(multi["splitter_type"], "PERCENTAGE");
    assert_eq!(multi["promocode"]["code"], "SPRING");
    assert_eq!(multi["public_url"], format!("{}/multi-crud/{id}", app.address));
    let options = multi["links_options"].as_array().expect("options");
    assert_eq!(options.len(), 2);
    assert_eq!(options[0]["value"], 70);
    assert_eq!(options[0]["device_option"], "ALL");
    assert_eq!(options[0]["link_data"]["url_type"], "LOOK");
    assert_eq!(options[0]["link_data"]["products"].as_array().expect("products").len(), 2);
    assert_eq!(options[1]["value"], 30);
    assert_eq!(options[1]["device_option"], "MOBILE");
    assert_eq!(options[1]["link_data"]["url_type"], "PRODUCT");
    assert_eq!(options[1]["link_data"]["promocode"]["code"], "SPRING", "experiences carry the promocode");

    let list: Value =
        app.post_json(&format!("/api/admin/v1/links/multi/{business}"), &json!({})).await.json().await.expect("json");
    assert_eq!(list["data"]["multilinks"].as_array().expect("list").len(), 1);
    let looks: Value =
        app.post_json(&format!("/api/admin/v1/links/{business}"), &json!({})).await.json().await.expect("json");
    assert_eq!(looks["data"]["links"].as_array().expect("links").len(), 0, "experiences are not links of their own");

    // Edit: B switches from a product to a collection (same group), shares change.
    let a_id = options[0]["link_id"].as_str().expect("a").to_owned();
    let b_id = options[1]["link_id"].as_str().expect("b").to_owned();
    let collection = collection_id(&app).await;
    let mut edit = body(&picked[..1], &picked[2], 50, 50, "PC");
    edit["title"] = json!("Spring split 2");
    edit["links_options"][0]["link_id"] = json!(a_id);
    edit["links_options"][1]["link_id"] = json!(b_id);
    edit["links_options"][1]["link_resource"] = json!({"collection_ids": [collection], "link_type": "SHORT"});
    let res = app.post_json(&format!("/api/admin/v1/links/multi/{id}/edit"), &edit).await;
    assert_eq!(res.status(), 200);
    let saved: Value = res.json().await.expect("json");
    assert_eq!(saved["data"]["title"], "Spring split 2");
    assert_eq!(saved["data"]["links_options"][1]["link_id"], b_id.as_str(), "the experience keeps its id");
    assert_eq!(saved["data"]["links_options"][1]["link_data"]["url_type"], "COLLECTION");
    assert_eq!(saved["data"]["links_options"][1]["device_option"], "PC");

    // A look experience cannot become a short.
    let mut regroup = edit.clone();
    regroup["links_options"][0]["link_resource"] = json!({"inventory_ids": [picked[0].clone()], "link_type": "SHORT"});
    let res = app.post_json(&format!("/api/admin/v1/links/multi/{id}/edit"), &regroup).await;
    assert_eq!(res.status(), 422);

    let read: Value = app.get_json(&format!("/api/admin/v1/links/multi/{id}")).await.json().await.expect("json");
    assert_eq!(read["data"]["multilink_id"], id.as_str());
    assert_eq!(app.post_json(&format!("/api/admin/v1/links/multi/{id}/close"), &json!({})).await.status(), 200);
    assert_eq!(app.get_json(&format!("/api/admin/v1/links/multi/{id}")).await.status(), 404);
}

#[tokio::test]
async fn multilink_rules_answer_with_their_messages() {
    let app = spawn_app().await;
    merchant_with_store(&app, "multi-rules").await;
    store_code(&app, "SPRING").await;
    let picked = ids(&products(&app, 2).await);
    let base = store_base(&app).await;
    let mut no_title = body(&picked[..1], &picked[1], 50, 50, "ALL");
    no_title["title"] = json!(" ");
    let mut one_option = body(&picked[..1], &picked[1], 100, 0, "ALL");
    one_option["links_options"].as_array_mut().expect("options").pop();
    let mut bad_custom = body(&picked[..1], &picked[1], 50, 50, "ALL");
    bad_custom["links_options"][1]["link_resource"] =
        json!({"link_type": "SHORT", "shopping_redirect_url": "https://evil.example/"});
    let mut good_custom = body(&picked[..1], &picked[1], 50, 50, "ALL");
    good_custom["links_options"][1]["link_resource"] =
        json!({"link_type": "CUSTOM", "shopping_redirect_url": format!("{base}/pages/sale")});
    let cases = [
        (no_title, "title", "Enter a title".to_owned()),
        (one_option, "links_options", "A multilink has 2 to 5 experiences".to_owned()),
        (
            body(&picked[..1], &picked[1], 70, 20, "ALL"),
            "links_options.value",
            "Traffic shares must be whole numbers from 0 to 100 that add up to 100".to_owned(),
        ),
        (
            body(&picked[..1], &picked[1], 120, -20, "ALL"),
            "links_options.value",
            "Traffic shares must be whole numbers from 0 to 100 that add up to 100".to_owned(),
        ),
        (
            body(&picked[..1], &picked[1], 50, 50, "TABLET"),
            "links_options[1].device_option",
            "The device must be ALL, MOBILE or PC".to_owned(),
        ),
        (
            body(&[], &picked[1], 50, 50, "ALL"),
            "links_options[0].inventory_ids",
            "Choose between 1 and 15 products".to_owned(),
        ),
        (bad_custom, "links_options[1].shopping_redirect_url", format!("The URL must start with {base}")),
    ];
    for (case, field, message) in cases {
        let res = app.post_json("/api/admin/v1/links/multi/create", &case).await;
        assert_eq!(res.status(), 422, "{case}");
        let answer: Value = res.json().await.expect("json");
        assert_eq!(answer["error"]["fields"][field], message.as_str(), "{answer}");
    }
    let mut uncovered = body(&picked[..1], &picked[1], 50, 50, "MOBILE");
    uncovered["links_options"][0]["device_option"] = json!("MOBILE");
    let res = app.post_json("/api/admin/v1/links/multi/create", &uncovered).await;
    assert_eq!(res.status(), 422, "nobody serves desktop visitors");

    let res = app.post_json("/api/admin/v1/links/multi/create", &good_custom).await;
    assert_eq!(res.status(), 200);
    let made: Value = res.json().await.expect("json");
    assert_eq!(made["data"]["links_options"][1]["link_data"]["url_type"], "CUSTOM");
}
