//! Promocodes are codes the store accepts (docs/links.md#promocodes): the editors' calls list,
//! check and create the store's codes through the Admin API, and saving a link, short or
//! multilink with a code the store lacks is refused at the field, writing nothing.

use serde_json::{json, Value};

use crate::helpers::{spawn_app, TestApp};
use crate::link_helpers::{create, ids, merchant_with_store, products, store_code};

async fn get_body(app: &TestApp, path: &str) -> (u16, Value) {
    let res = app.get_json(path).await;
    (res.status().as_u16(), res.json().await.expect("json"))
}

async fn post_body(app: &TestApp, path: &str, body: &Value) -> (u16, Value) {
    let res = app.post_json(path, body).await;
    (res.status().as_u16(), res.json().await.expect("json"))
}

const MISSING: &str = "Your store has no code SUMMER10. Create it here or pick one of your store's codes.";

#[tokio::test]
async fn a_code_the_store_lacks_is_refused_until_it_is_created_in_the_store() {
    let app = spawn_app().await;
    let (_, business) = merchant_with_store(&app, "promo-merchant").await;
    let picked = ids(&products(&app, 2).await);

    // The store's own codes, with the store's descriptions.
    let (status, listed) = get_body(&app, "/api/admin/v1/promocodes").await;
    assert_eq!(status, 200, "{listed}");
    assert_eq!(listed["data"]["connected"], true);
    let codes = listed["data"]["codes"].as_array().expect("codes");
    let summary_of = |code: &str| codes.iter().find(|c| c["code"] == code).map(|c| c["summary"].clone());
    assert_eq!(summary_of("WELCOME10"), Some(json!("10% off entire order")));
    assert_eq!(summary_of("SAVE5"), Some(json!("5.00 off entire order")));

    // A typed code is checked ignoring case and answered as the store spells it.
    let (_, known) = get_body(&app, "/api/admin/v1/promocodes/check?code=welcome10").await;
    assert_eq!(known["data"]["found"]["code"], "WELCOME10", "{known}");
    assert_eq!(known["data"]["found"]["active"], true);
    let (_, unknown) = get_body(&app, "/api/admin/v1/promocodes/check?code=SUMMER10").await;
    assert_eq!(unknown["data"], json!({"code": "SUMMER10", "found": null}));
    let (status, bad) = get_body(&app, "/api/admin/v1/promocodes/check?code=summer%2010!").await;
    assert_eq!(status, 422);
    assert_eq!(bad["error"]["fields"]["code"], "The promocode may use letters, digits, - _ and . only");

    // Saving a look, a short or a multilink with it is refused at the field; nothing is written.
    let look = json!({"description": "Summer", "inventory_ids": picked, "promocode": "SUMMER10", "link_type": "LOOK"});
    let (status, refused) = create(&app, &look).await;
    assert_eq!(status, 422, "{refused}");
    assert_eq!(refused["error"]["fields"]["promocode"], MISSING);
    let short = json!({"inventory_ids": [picked[0]], "promocode": {"code": "SUMMER10"}, "link_type": "SHORT"});
    let (status, refused) = create(&app, &short).await;
    assert_eq!((status, refused["error"]["fields"]["promocode"].clone()), (422, json!(MISSING)));
    let multilink = json!({"title": "Split", "splitter_type": "PERCENTAGE", "promocode": "SUMMER10", "links_options": [
        {"value": 50, "device_option": "ALL", "link_resource": {"inventory_ids": [picked[0]], "link_type": "LOOK"}},
        {"value": 50, "device_option": "ALL", "link_resource": {"inventory_ids": [picked[1]], "link_type": "SHORT"}}]});
    let (status, refused) = post_body(&app, "/api/admin/v1/links/multi/create", &multilink).await;
    assert_eq!((status, refused["error"]["fields"]["promocode"].clone()), (422, json!(MISSING)));
    // With another broken rule, both are said at once.
    let both = json!({"description": "x".repeat(200), "inventory_ids": picked, "promocode": "SUMMER10"});
    let (_, refused) = create(&app, &both).await;
    assert!(
        refused["error"]["fields"]["description"].is_string() && refused["error"]["fields"]["promocode"] == MISSING
    );
    let (_, list) = post_body(&app, &format!("/api/admin/v1/links/{business}"), &json!({})).await;
    assert_eq!(list["data"]["links"].as_array().map(Vec::len), Some(0), "nothing written: {list}");

    // Creating it: the value's rules, then the store's code.
    let (status, bad) = post_body(
        &app,
        "/api/admin/v1/promocodes/create",
        &json!({"code": "SUMMER10", "kind": "PERCENTAGE", "value": 0}),
    )
    .await;
    assert_eq!((status, bad["error"]["fields"]["value"].clone()), (422, json!("Enter a percentage from 1 to 100")));
    let (status, bad) =
        post_body(&app, "/api/admin/v1/promocodes/create", &json!({"code": "SUMMER10", "kind": "AMOUNT", "value": -1}))
            .await;
    assert_eq!((status, bad["error"]["fields"]["value"].clone()), (422, json!("Enter an amount greater than 0")));
    let (status, made) = post_body(
        &app,
        "/api/admin/v1/promocodes/create",
        &json!({"code": "SUMMER10", "kind": "PERCENTAGE", "value": 15}),
    )
    .await;
    assert_eq!(status, 200, "{made}");
    assert_eq!(made["data"]["code"], "SUMMER10");
    assert_eq!(made["data"]["summary"], "15% off entire order");
    let (status, taken) =
        post_body(&app, "/api/admin/v1/promocodes/create", &json!({"code": "summer10", "kind": "AMOUNT", "value": 5}))
            .await;
    assert_eq!(status, 409);
    assert_eq!(taken["error"]["fields"]["code"], "Your store already has the code SUMMER10");
    let amount = store_code(&app, "FIVE-OFF").await;
    assert_eq!(amount["code"], "FIVE-OFF");

    // Now the save goes through, spelled as the store spells it.
    let lower = json!({"description": "Summer", "inventory_ids": picked, "promocode": "summer10", "link_type": "LOOK"});
    let (status, saved) = create(&app, &lower).await;
    assert_eq!(status, 200, "{saved}");
    assert_eq!(saved["data"]["promocode"]["code"], "SUMMER10");
    let id = saved["data"]["link_id"].as_str().expect("id");
    let (status, edited) = post_body(
        &app,
        &format!("/api/admin/v1/links/{id}/edit"),
        &json!({"description": "Summer", "inventory_ids": picked, "promocode": "NOPE10"}),
    )
    .await;
    assert_eq!(status, 422);
    assert_eq!(
        edited["error"]["fields"]["promocode"],
        "Your store has no code NOPE10. Create it here or pick one of your store's codes."
    );
    let (_, read) = get_body(&app, &format!("/api/admin/v1/links/{id}")).await;
    assert_eq!(read["data"]["promocode"]["code"], "SUMMER10", "a refused edit changes nothing");
}

#[tokio::test]
async fn each_business_sees_only_its_own_stores_codes() {
    let app = spawn_app().await;
    merchant_with_store(&app, "promo-a").await;
    store_code(&app, "ONLYA").await;

    merchant_with_store(&app, "promo-b").await;
    let (_, checked) = get_body(&app, "/api/admin/v1/promocodes/check?code=ONLYA").await;
    assert_eq!(checked["data"]["found"], Value::Null, "another store's code: {checked}");
    let (_, listed) = get_body(&app, "/api/admin/v1/promocodes").await;
    assert!(!listed["data"]["codes"].as_array().expect("codes").iter().any(|c| c["code"] == "ONLYA"));

    // A merchant with no store connected is told so, and nothing is looked up.
    app.verified_merchant("promo-none", "secret1").await;
    app.login("promo-none", "secret1").await;
    let (_, listed) = get_body(&app, "/api/admin/v1/promocodes").await;
    assert_eq!(listed["data"], json!({"connected": false, "codes": []}));
    let (status, checked) = get_body(&app, "/api/admin/v1/promocodes/check?code=WELCOME10").await;
    assert_eq!(status, 422);
    assert_eq!(checked["error"]["fields"]["code"], "Connect your store before adding a promocode");

    // Signed out: nothing.
    let anonymous = reqwest::Client::new();
    let res = anonymous.get(format!("{}/api/admin/v1/promocodes", app.address)).send().await.expect("request");
    assert_eq!(res.status(), 401);
}

/// Signs `username` in as an influencer of the signed-in merchant; returns their token.
async fn influencer_with_code(app: &TestApp, merchant: &str, username: &str, code: Option<&str>) -> String {
    let body = json!({"username": username, "email": format!("{username}@creators.io"), "promocode": code,
        "profile_image_url": "https://cdn.example/p.png",
        "permissions": {"allow_creating_and_editing_links": true}});
    let (status, created) = post_body(app, "/api/admin/v1/influencers/create", &body).await;
    assert_eq!(status, 200, "{created}");
    let password = created["data"]["password"].as_str().expect("password").to_owned();
    crate::analytics_helpers::influencer_token(app, merchant, username, &password).await
}

async fn as_influencer(
    app: &TestApp,
    token: &str,
    method: reqwest::Method,
    path: &str,
    body: Option<&Value>,
) -> (u16, Value) {
    let mut request = reqwest::Client::new().request(method, format!("{}{path}", app.address)).bearer_auth(token);
    if let Some(body) = body {
        request = request.json(body);
    }
    let res = request.send().await.expect("request");
    (res.status().as_u16(), res.json().await.unwrap_or(Value::Null))
}

/// Two influencers never share a code: an influencer's links carry their own code or none, so
/// an order with another influencer's code is never credited to them; the merchant may put any
/// code on any link, and an influencer may keep the code the merchant put there
/// (docs/links.md#promocodes).
#[tokio::test]
async fn an_influencer_puts_only_their_own_code_on_their_links() {
    let app = spawn_app().await;
    merchant_with_store(&app, "codes-merchant").await;
    store_code(&app, "MAYA10").await;
    store_code(&app, "NOA10").await;
    let picked = ids(&products(&app, 1).await);
    let maya = influencer_with_code(&app, "codes-merchant", "maya", Some("MAYA10")).await;
    let noa = influencer_with_code(&app, "codes-merchant", "noa", None).await;
    let post = reqwest::Method::POST;

    let short = |code: &str| json!({"inventory_ids": [picked[0]], "promocode": {"code": code}, "link_type": "SHORT"});
    let (status, refused) =
        as_influencer(&app, &maya, post.clone(), "/api/admin/v1/links/create", Some(&short("NOA10"))).await;
    assert_eq!(status, 422, "{refused}");
    assert_eq!(refused["error"]["fields"]["promocode"], "You can use only your own promocode, MAYA10, on your links");
    let (status, refused) =
        as_influencer(&app, &noa, post.clone(), "/api/admin/v1/links/create", Some(&short("maya10"))).await;
    assert_eq!(status, 422, "{refused}");
    assert_eq!(refused["error"]["fields"]["promocode"], "Only the merchant can add a promocode to your links");
    assert_eq!(link_count(&app), 0, "nothing was written");

    // Her own code, in any case, is saved as the store spells it; no code is fine too.
    let (status, own) =
        as_influencer(&app, &maya, post.clone(), "/api/admin/v1/links/create", Some(&short("maya10"))).await;
    assert_eq!(status, 200, "{own}");
    assert_eq!(own["data"]["promocode"]["code"], "MAYA10");
    let plain = json!({"inventory_ids": [picked[0]], "link_type": "SHORT"});
    let (status, none) = as_influencer(&app, &noa, post.clone(), "/api/admin/v1/links/create", Some(&plain)).await;
    assert_eq!(status, 200, "{none}");
    // Editing her link to Noa's code is refused too.
    let edit = format!("/api/admin/v1/links/{}/edit", own["data"]["link_id"].as_str().expect("id"));
    let (status, refused) = as_influencer(&app, &maya, post.clone(), &edit, Some(&short("NOA10"))).await;
    assert_eq!(
        (status, refused["error"]["fields"]["promocode"].clone()),
        (422, json!("You can use only your own promocode, MAYA10, on your links"))
    );

    // The merchant may use any code, on an influencer's link too; the influencer may keep it.
    let (status, by_merchant) = post_body(&app, &edit, &short("NOA10")).await;
    assert_eq!(status, 200, "{by_merchant}");
    let (status, kept) = as_influencer(&app, &maya, post.clone(), &edit, Some(&short("NOA10"))).await;
    assert_eq!(status, 200, "{kept}");
    assert_eq!(kept["data"]["promocode"]["code"], "NOA10");

    // The editors' list offers an influencer only their own code.
    let (_, listed) = as_influencer(&app, &maya, reqwest::Method::GET, "/api/admin/v1/promocodes", None).await;
    let codes: Vec<&str> =
        listed["data"]["codes"].as_array().expect("codes").iter().filter_map(|c| c["code"].as_str()).collect();
    assert_eq!(codes, ["MAYA10"], "{listed}");
    let (_, listed) = as_influencer(&app, &noa, reqwest::Method::GET, "/api/admin/v1/promocodes", None).await;
    assert_eq!(listed["data"], json!({"connected": true, "codes": []}));
    let (_, listed) = get_body(&app, "/api/admin/v1/promocodes").await;
    assert!(
        listed["data"]["codes"].as_array().expect("codes").len() >= 4,
        "the merchant sees the store's codes: {listed}"
    );
}

/// How many links are stored.
fn link_count(app: &TestApp) -> i64 {
    use diesel::prelude::*;
    let mut conn = app.state.db.get().expect("conn");
    shoplinks::db::schema::links::table.count().get_result(&mut *conn).expect("count")
}
