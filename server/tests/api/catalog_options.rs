//! The picker's variant image by chosen options, and the product options map: merged from the
//! synced catalog, validated on save, scoped to the caller.

use diesel::prelude::*;
use serde_json::{json, Value};
use shop_sandbox::schema::sandbox_variants;

use crate::helpers::{spawn_app, TestApp};
use crate::store_helpers::{connected_merchant, unique_shop};

/// PUT JSON with the signed-in client.
pub async fn put_json(app: &TestApp, path: &str, body: &Value) -> reqwest::Response {
    app.client.put(format!("{}{path}", app.address)).json(body).send().await.expect("request")
}

/// Logs `username` in on a client of its own and returns the bearer token.
pub async fn bearer_for(app: &TestApp, username: &str) -> String {
    let res = reqwest::Client::new()
        .post(format!("{}/api/auth/login", app.address))
        .json(&json!({"username": username, "password": "secret1"}))
        .send()
        .await
        .expect("request");
    assert_eq!(res.status(), 200);
    let body: Value = res.json().await.expect("json");
    body["data"]["token"].as_str().expect("token").to_owned()
}

/// The first product of the search with at least two colours.
async fn product_with_colours(app: &TestApp) -> Value {
    let page: Value = app.get_json("/api/admin/v1/products/search?count=50").await.json().await.expect("json");
    page["data"]["products"]
        .as_array()
        .expect("products")
        .iter()
        .find(|p| {
            p["options"].as_array().is_some_and(|o| {
                o.iter().any(|o| o["name"] == "Color" && o["values"].as_array().is_some_and(|v| v.len() >= 2))
            })
        })
        .cloned()
        .expect("a product with two colours")
}

/// The sandbox's hex for `colour` on product `gid` of `shop` (what its image is drawn in).
fn sandbox_hex(app: &TestApp, shop: &str, gid: &str, colour: &str) -> String {
    let mut conn = app.state.db.get().expect("conn");
    sandbox_variants::table
        .filter(sandbox_variants::product_id.eq(format!("{shop}/{gid}")))
        .filter(sandbox_variants::color.eq(colour))
        .select(sandbox_variants::color_hex)
        .first::<String>(&mut *conn)
        .expect("variant")
        .trim_start_matches('#')
        .to_owned()
}

async fn image_for(app: &TestApp, body: Value) -> (u16, Value) {
    let res = app.post_json("/api/admin/v1/products/options/image", &body).await;
    let status = res.status().as_u16();
    (status, res.json().await.expect("json"))
}

#[tokio::test]
async fn choosing_a_colour_gives_that_colours_variant_image_and_falls_back_to_the_featured_image() {
    let app = spawn_app().await;
    let shop = unique_shop();
    connected_merchant(&app, "imager", &shop).await;
    let product = product_with_colours(&app).await;
    let gid = product["inventory_id"].as_str().expect("id").to_owned();
    let colours: Vec<String> = product["options"]
        .as_array()
        .expect("options")
        .iter()
        .find(|o| o["name"] == "Color")
        .and_then(|o| o["values"].as_array())
        .expect("colours")
        .iter()
        .filter_map(|v| v.as_str().map(str::to_owned))
        .collect();
    let featured = product["image"]["src"].as_str().expect("featured").to_owned();
    let second = &colours[1];
    let hex = sandbox_hex(&app, &shop, &gid, second);

    let (status, body) = image_for(&app, json!({"inventory_id": gid, "selected_options": {"Color": second}})).await;
    assert_eq!(status, 200, "{body}");
    let src = body["data"]["src"].as_str().expect("src");
    assert!(src.ends_with(&format!("/{hex}/0.jpg")), "{src} is the {second} ({hex}) variant's image");
    assert_ne!(src, featured, "not the featured image");

    let (_, list_shape) = image_for(
        &app,
        json!({"inventory_id": gid, "selected_options": [{"name": "color", "value": second.to_uppercase()}]}),
    )
    .await;
    assert_eq!(list_shape["data"]["src"], src, "Shopify's list shape, any case");

    let (_, unknown) = image_for(&app, json!({"inventory_id": gid, "selected_options": {"Color": "Plaid"}})).await;
    assert_eq!(unknown["data"]["src"], featured.as_str(), "no match: the featured image");
    let (_, nothing) = image_for(&app, json!({"inventory_id": gid})).await;
    assert_eq!(nothing["data"]["src"], featured.as_str());

    let (status, _) = image_for(&app, json!({"inventory_id": "gid://shopify/Product/999999"})).await;
    assert_eq!(status, 404);

    // Another merchant (no store) cannot read this business's product.
    app.verified_merchant("stranger", "secret1").await;
    let token = bearer_for(&app, "stranger").await;
    let res = reqwest::Client::new()
        .post(format!("{}/api/admin/v1/products/options/image", app.address))
        .bearer_auth(token)
        .json(&json!({"inventory_id": gid, "selected_options": {"Color": second}}))
        .send()
        .await
        .expect("request");
    assert_eq!(res.status(), 404);
}

fn option<'a>(map: &'a Value, name: &str) -> &'a Value {
    &map["data"][name]
}

fn value_of<'a>(entry: &'a Value, value: &str) -> &'a Value {
    entry["values"].as_array().expect("values").iter().find(|v| v["value"] == value).expect("value present")
}

#[tokio::test]
async fn the_options_map_merges_the_catalog_with_saved_mappings_and_validates_saves() {
    let app = spawn_app().await;
    let shop = unique_shop();
    connected_merchant(&app, "mapper", &shop).await;
    let map: Value =
        app.get_json("/api/admin/v1/store/appearance/options?force=true").await.json().await.expect("json");
    let colour = option(&map, "Color");
    assert_eq!(colour["type"], "COLOR", "colour options default to swatches: {map}");
    assert_eq!(option(&map, "Size")["type"], "TEXT");
    let colours: Vec<String> = colour["values"]
        .as_array()
        .expect("values")
        .iter()
        .filter_map(|v| v["value"].as_str().map(str::to_owned))
        .collect();
    assert!(colours.len() >= 2, "{colours:?}");
    assert!(colour["values"].as_array().expect("values").iter().all(|v| v["hex_value"].is_null()));

    // Bad colour and bad type: 422 naming the place, and nothing stored.
    let bad = json!({
        "Color": {"type": "COLOR", "values": [{"value": colours[0], "hex_value": "red"}]},
        "Size": {"type": "STRIPES", "values": []},
    });
    let res = put_json(&app, "/api/admin/v1/store/appearance/options", &bad).await;
    assert_eq!(res.status(), 422);
    let body: Value = res.json().await.expect("json");
    assert_eq!(body["error"]["code"], "validation_failed");
    assert!(body["error"]["fields"]["Color.values[0].hex_value"].is_string(), "{body}");
    assert!(body["error"]["fields"]["Size.type"].is_string(), "{body}");
    let unchanged: Value = app.get_json("/api/admin/v1/store/appearance/options").await.json().await.expect("json");
    assert_eq!(unchanged, map, "a refused save stores nothing");

    let good = json!({
        "Color": {"type": "COLOR", "values": [{"value": colours[0], "hex_value": "#AA0011"}]},
        "Size": {"type": "TEXT", "values": [{"value": "M", "text_value": "Medium"}]},
        "Material": {"type": "TEXT", "values": [{"value": "Wool", "text_value": "Merino"}]},
    });
    let res = put_json(&app, "/api/admin/v1/store/appearance/options", &good).await;
    assert_eq!(res.status(), 200);
    let saved: Value = app.get_json("/api/admin/v1/store/appearance/options").await.json().await.expect("json");
    let colour = option(&saved, "Color");
    assert_eq!(value_of(colour, &colours[0])["hex_value"], "#aa0011", "stored lower-case");
    assert!(value_of(colour, &colours[1])["hex_value"].is_null(), "catalog values not saved stay, unmapped");
    assert_eq!(value_of(option(&saved, "Size"), "M")["text_value"], "Medium");
    assert_eq!(value_of(option(&saved, "Material"), "Wool")["text_value"], "Merino", "saved-only options stay");

    // Influencers cannot read or change it.
    app.insert_influencer("mapper", "helper", "secret1");
    let res = reqwest::Client::new()
        .post(format!("{}/api/admin/v1/influencers/login", app.address))
        .json(&json!({"admin_username": "mapper", "username": "helper", "password": "secret1"}))
        .send()
        .await
        .expect("request");
    let token = res.json::<Value>().await.expect("json")["data"]["token"].as_str().expect("token").to_owned();
    let res = reqwest::Client::new()
        .get(format!("{}/api/admin/v1/store/appearance/options", app.address))
        .bearer_auth(token)
        .send()
        .await
        .expect("request");
    assert_eq!(res.status(), 403);
}
