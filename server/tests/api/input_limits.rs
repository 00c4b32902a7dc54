//! Every stored string has a length limit and no control characters, checked at the boundary
//! with 422 naming the field; a link's chosen options are options its product has; what is
//! stored is what was checked (docs/security.md#input-limits-lengths-and-control-characters).

use serde_json::{json, Value};

use crate::appearance::put_theme;
use crate::helpers::spawn_app;
use crate::link_helpers::{create, ids, merchant_with_store, products};

const CONTROL: &str = "Remove the line breaks and other control characters from this field";

async fn link_count(app: &crate::helpers::TestApp, business: &str) -> usize {
    let list: Value =
        app.post_json(&format!("/api/admin/v1/links/{business}"), &json!({})).await.json().await.expect("json");
    list["data"]["links"].as_array().expect("links").len()
}

#[tokio::test]
async fn a_link_with_a_huge_or_control_character_string_is_refused_naming_the_field() {
    let app = spawn_app().await;
    let (_, business) = merchant_with_store(&app, "limits-link").await;
    let picked = ids(&products(&app, 2).await);
    let base = json!({"description": "Summer", "inventory_ids": picked, "link_type": "LOOK"});

    let mut huge_id = base.clone();
    huge_id["images"] = json!([{"id": "i".repeat(300_000), "src": "https://example.com/a.png"}]);
    let (status, body) = create(&app, &huge_id).await;
    assert_eq!(status, 422, "{}", body.to_string().chars().take(300).collect::<String>());
    assert_eq!(body["error"]["fields"]["images[0].id"], "Use at most 255 characters");

    let mut nul = base.clone();
    nul["description"] = json!("Summer\u{0}sale");
    let (status, body) = create(&app, &nul).await;
    assert_eq!(status, 422, "{body}");
    assert_eq!(body["error"]["fields"]["description"], CONTROL);

    let mut header = base.clone();
    header["images"] = json!([{"id": "a", "src": "https://example.com/a.png\r\nSet-Cookie: x=1"}]);
    let (status, body) = create(&app, &header).await;
    assert_eq!(status, 422, "{body}");
    assert_eq!(body["error"]["fields"]["images[0].src"], CONTROL);

    let mut option = base.clone();
    option["selected_options"] = json!({picked[0].clone(): {"Size": "M".repeat(100_000)}});
    let (status, body) = create(&app, &option).await;
    assert_eq!(status, 422, "{}", body.to_string().chars().take(300).collect::<String>());
    assert_eq!(body["error"]["fields"][format!("selected_options.{}.Size", picked[0])], "Use at most 255 characters");

    assert_eq!(link_count(&app, &business).await, 0, "nothing was stored");
}

#[tokio::test]
async fn chosen_options_must_be_options_of_the_product_and_are_stored_as_the_catalog_spells_them() {
    let app = spawn_app().await;
    let (_, business) = merchant_with_store(&app, "limits-options").await;
    let list = products(&app, 5).await;
    let product = list
        .iter()
        .find(|p| p["options"][0]["values"].as_array().is_some_and(|v| !v.is_empty()))
        .expect("a product with options");
    let id = product["inventory_id"].as_str().expect("id").to_owned();
    let name = product["options"][0]["name"].as_str().expect("name").to_owned();
    let value = product["options"][0]["values"][0].as_str().expect("value").to_owned();
    let body = |options: Value| json!({"description": "Picks", "inventory_ids": [id.clone()], "selected_options": {id.clone(): options}});

    for wrong in [json!({name.clone(): "No such value"}), json!({"No such option": value.clone()})] {
        let (status, res) = create(&app, &body(wrong.clone())).await;
        assert_eq!(status, 422, "{wrong} {res}");
        assert!(
            res["error"]["fields"]["selected_options"].as_str().expect("message").starts_with("Choose a "),
            "{res}"
        );
    }
    assert_eq!(link_count(&app, &business).await, 0, "nothing was stored");

    let loose = json!({name.to_lowercase(): format!(" {} ", value.to_uppercase())});
    let (status, res) = create(&app, &body(loose)).await;
    assert_eq!(status, 200, "{res}");
    assert_eq!(res["data"]["selected_options"][&id][&name], value.as_str(), "the catalog's spelling is stored");
}

#[tokio::test]
async fn image_addresses_are_stored_as_checked() {
    let app = spawn_app().await;
    merchant_with_store(&app, "limits-images").await;
    let picked = ids(&products(&app, 1).await);
    let (status, res) = create(
        &app,
        &json!({"description": "Picks", "inventory_ids": picked, "images": [{"id": " a1 ", "src": " HTTPS://Example.COM/a b.png "}]}),
    )
    .await;
    assert_eq!(status, 200, "{res}");
    assert_eq!(res["data"]["images"], json!([{"id": "a1", "src": "https://example.com/a%20b.png"}]));
}

#[tokio::test]
async fn nul_bytes_are_refused_in_themes_sign_ups_and_sign_up_requests() {
    let app = spawn_app().await;
    let (_, business) = merchant_with_store(&app, "limits-nul").await;

    let (status, body) =
        put_theme(&app, &business, json!({"shipping_and_sales_strip_sentences": ["Free\u{0}shipping"]})).await;
    assert_eq!(status, 422, "{body}");
    assert_eq!(body["error"]["fields"]["theme.shipping_and_sales_strip_sentences[0]"], CONTROL);

    let res = app
        .post_json(
            "/api/auth/register/request",
            &json!({"name": "Dana\u{0}", "email": "dana@example.com", "description": "Hats\nand caps"}),
        )
        .await;
    assert_eq!(res.status(), 422);
    let body: Value = res.json().await.expect("json");
    assert_eq!(body["error"]["fields"]["name"], CONTROL);
    let res = app
        .post_json(
            "/api/auth/register/request",
            &json!({"name": "Dana", "email": "dana@example.com", "description": "Hats\r\n\u{0}"}),
        )
        .await;
    assert_eq!(res.status(), 422);
    let body: Value = res.json().await.expect("json");
    assert_eq!(body["error"]["fields"]["description"], "Remove the control characters from this text");

    let res = app
        .post_json(
            "/api/auth/register",
            &json!({"username": "nul-user", "email": "nul@example.com", "password": "secret1", "name": "N\u{0}"}),
        )
        .await;
    assert_eq!(res.status(), 422);

    use diesel::prelude::*;
    use shoplinks::db::schema::{signup_requests, users};
    let mut conn = app.state.db.get().expect("conn");
    let requests: i64 = signup_requests::table.count().get_result(&mut *conn).expect("count");
    assert_eq!(requests, 0, "no request stored, no email sent");
    let users: i64 = users::table.filter(users::username.eq("nul-user")).count().get_result(&mut *conn).expect("count");
    assert_eq!(users, 0);
}

#[tokio::test]
async fn a_body_that_is_not_json_is_400_everywhere() {
    let app = spawn_app().await;
    let (_, business) = merchant_with_store(&app, "limits-malformed").await;
    for path in
        ["/api/admin/v1/links/create".to_owned(), format!("/api/admin/v1/store/{business}/products_preferences")]
    {
        let deep = format!("{}{}", "[".repeat(200), "]".repeat(200)).into_bytes();
        for raw in [&br#"{"a":"#[..], &b"\xff"[..], &deep[..]] {
            let method = if path.ends_with("preferences") { reqwest::Method::PUT } else { reqwest::Method::POST };
            let res = app
                .client
                .request(method, format!("{}{path}", app.address))
                .header("content-type", "application/json")
                .body(raw.to_vec())
                .send()
                .await
                .expect("request");
            assert_eq!(res.status(), 400, "{path} {:?}", String::from_utf8_lossy(raw));
        }
    }
    assert_eq!(link_count(&app, &business).await, 0);
}
