//! Links and shorts API (docs/links.md): create, read, list, edit, close; the rules
//! with their messages and nothing written on a refusal; tenants and influencers; the trial;
//! links follow the store through disconnect and reconnect.

use serde_json::{json, Value};

use crate::helpers::spawn_app;
use crate::link_helpers::{
    collection_id, create, ids, look, merchant_with_store, products, store_base, store_code, tricks_for,
};

fn link_count(app: &crate::helpers::TestApp) -> i64 {
    use diesel::prelude::*;
    use shoplinks::db::schema::links;
    let mut conn = app.state.db.get().expect("conn");
    links::table.count().get_result(&mut *conn).expect("count")
}

#[tokio::test]
async fn a_look_is_created_listed_read_edited_and_closed() {
    let app = spawn_app().await;
    let (_, business) = merchant_with_store(&app, "looks-crud").await;
    let picked = products(&app, 3).await;
    let option = &picked[0]["options"][0];
    let (size, m) =
        (option["name"].as_str().expect("option").to_owned(), option["values"][0].as_str().expect("value").to_owned());
    let body = json!({
        "business_id": business,
        "description": "  Summer picks  ",
        "images": [{"id": "a", "src": "https://cdn.example.com/look.png"}],
        "inventory_ids": ids(&picked),
        "selected_options": {ids(&picked)[0].clone(): {size.clone(): m.clone()}},
        "promocode": {"code": "WELCOME10"},
        "utm_params": {"utm_source": "instagram", "utm_campaign": "summer drop"},
        "link_type": "LOOK",
    });
    let (status, created) = create(&app, &body).await;
    assert_eq!(status, 200, "{created}");
    let link = &created["data"];
    let id = link["link_id"].as_str().expect("id").to_owned();
    assert_eq!(id.len(), 8);
    assert_eq!(link["description"], "Summer picks");
    assert_eq!(link["link_type"], "LOOK");
    assert_eq!(link["url_type"], "LOOK");
    assert_eq!(link["promocode"]["code"], "WELCOME10");
    assert_eq!(link["utm_params"]["utm_source"], "instagram");
    assert_eq!(link["products"].as_array().expect("products").len(), 3);
    assert_eq!(link["products"][0]["inventory_id"], picked[0]["inventory_id"], "products keep their order");
    assert_eq!(link["products"][0]["selected_options"][&size], m.as_str());
    assert_eq!(link["public_url"], format!("{}/looks-crud/{id}", app.address));
    assert_eq!(link["is_active"], true);
    assert_eq!(link["link_analytics"]["visits"], 0);
    assert_eq!(link["link_analytics"]["revenue"], "0.00");
    assert!(link["link_default_image"].is_string());

    // A second link, then the list: newest first, searchable, shorts apart.
    look(&app, 1, "").await;
    let list: Value =
        app.post_json(&format!("/api/admin/v1/links/{business}"), &json!({})).await.json().await.expect("json");
    let links = list["data"]["links"].as_array().expect("links");
    assert_eq!(links.len(), 2);
    let found: Value = app
        .post_json(&format!("/api/admin/v1/links/{business}?q=SUMMER%20p"), &json!({}))
        .await
        .json()
        .await
        .expect("json");
    assert_eq!(found["data"]["links"].as_array().expect("links").len(), 2);
    let none: Value = app
        .post_json(&format!("/api/admin/v1/links/{business}?q=winter"), &json!({}))
        .await
        .json()
        .await
        .expect("json");
    assert_eq!(none["data"]["links"].as_array().expect("links").len(), 0);
    let shorts: Value = app
        .post_json(&format!("/api/admin/v1/links/{business}?link_type=SHORT"), &json!({}))
        .await
        .json()
        .await
        .expect("json");
    assert_eq!(shorts["data"]["links"].as_array().expect("links").len(), 0);

    let read: Value = app.get_json(&format!("/api/admin/v1/links/{id}")).await.json().await.expect("json");
    assert_eq!(read["data"]["link_id"], id.as_str());

    let mut edited = body.clone();
    edited["description"] = json!("Autumn picks");
    edited["inventory_ids"] = json!([ids(&picked)[2].clone()]);
    let res = app.post_json(&format!("/api/admin/v1/links/{id}/edit"), &edited).await;
    assert_eq!(res.status(), 200);
    let saved: Value = res.json().await.expect("json");
    assert_eq!(saved["data"]["description"], "Autumn picks");
    assert_eq!(saved["data"]["products"].as_array().expect("products").len(), 1);

    assert_eq!(app.post_json(&format!("/api/admin/v1/links/{id}/close"), &json!({})).await.status(), 200);
    assert_eq!(app.get_json(&format!("/api/admin/v1/links/{id}")).await.status(), 404);
    let list: Value =
        app.post_json(&format!("/api/admin/v1/links/{business}"), &json!({})).await.json().await.expect("json");
    assert_eq!(list["data"]["links"].as_array().expect("links").len(), 1);
}

#[tokio::test]
async fn lists_page_by_28() {
    let app = spawn_app().await;
    let (_, business) = merchant_with_store(&app, "looks-pages").await;
    let one = ids(&products(&app, 1).await);
    for i in 0..30 {
        let (status, _) = create(&app, &json!({"description": format!("Look {i}"), "inventory_ids": one})).await;
        assert_eq!(status, 200);
    }
    let first: Value =
        app.post_json(&format!("/api/admin/v1/links/{business}"), &json!({})).await.json().await.expect("json");
    assert_eq!(first["data"]["links"].as_array().expect("links").len(), 28);
    assert_eq!(first["data"]["links"][0]["description"], "Look 29");
    assert_eq!(first["data"]["next_skip"], 28);
    let second: Value =
        app.post_json(&format!("/api/admin/v1/links/{business}?skip=28"), &json!({})).await.json().await.expect("json");
    assert_eq!(second["data"]["links"].as_array().expect("links").len(), 2);
    assert_eq!(second["data"]["next_skip"], Value::Null);
}

#[tokio::test]
async fn the_link_rules_are_enforced_with_their_messages_and_nothing_is_written() {
    let app = spawn_app().await;
    merchant_with_store(&app, "looks-rules").await;
    let sixteen = ids(&products(&app, 16).await);
    let one = vec![sixteen[0].clone()];
    let cases = [
        (json!({"description": "none", "inventory_ids": []}), "inventory_ids", "Choose between 1 and 15 products"),
        (json!({"inventory_ids": sixteen}), "inventory_ids", "Choose between 1 and 15 products"),
        (
            json!({"inventory_ids": one, "promocode": "A".repeat(21)}),
            "promocode",
            "The promocode can have at most 20 characters",
        ),
        (
            json!({"inventory_ids": one, "description": "x".repeat(101)}),
            "description",
            "The title can have at most 100 characters",
        ),
        (
            json!({"inventory_ids": ["gid://shopify/Product/999999999"]}),
            "inventory_ids",
            "Unknown product ids: gid://shopify/Product/999999999",
        ),
        (
            json!({"inventory_ids": one, "utm_params": {"utm_source": "a&b"}}),
            "utm_params.utm_source",
            "Tracking tags may use letters, digits, spaces and - _ . + ~ (at most 100 characters)",
        ),
        (
            json!({"inventory_ids": one, "images": [{"id": "x", "src": "javascript:alert(1)"}]}),
            "images",
            "Images must be web addresses (http or https)",
        ),
        (
            json!({"inventory_ids": one, "influencer_username": "nobody"}),
            "influencer_username",
            "No active influencer named nobody",
        ),
        (json!({"link_type": "SHORT"}), "target", "Choose exactly one product, one collection or a custom URL"),
        (
            json!({"link_type": "SHORT", "inventory_ids": [sixteen[0].clone(), sixteen[1].clone()]}),
            "target",
            "Choose exactly one product, one collection or a custom URL",
        ),
        (json!({"link_type": "BANNER", "inventory_ids": one}), "link_type", "The link type must be LOOK or SHORT"),
    ];
    for (body, field, message) in cases {
        let (status, answer) = create(&app, &body).await;
        assert_eq!(status, 422, "{body} → {answer}");
        assert_eq!(answer["error"]["fields"][field], message, "{body} → {answer}");
    }
    assert_eq!(link_count(&app), 0, "a refused save writes nothing");
}

#[tokio::test]
async fn shorts_point_at_one_product_collection_or_store_url_and_refuse_every_trick() {
    let app = spawn_app().await;
    let (_, business) = merchant_with_store(&app, "shorts-rules").await;
    let product = products(&app, 1).await.remove(0);
    let (status, short) = create(
        &app,
        &json!({"link_type": "SHORT", "inventory_ids": [product["inventory_id"].clone()], "description": "Tee"}),
    )
    .await;
    assert_eq!(status, 200, "{short}");
    assert_eq!(short["data"]["url_type"], "PRODUCT");
    assert_eq!(short["data"]["shopping_redirect_url"], product["url"]);

    let collection = collection_id(&app).await;
    let (status, short) = create(&app, &json!({"link_type": "SHORT", "collection_ids": [collection]})).await;
    assert_eq!(status, 200);
    assert_eq!(short["data"]["url_type"], "COLLECTION");
    let base = store_base(&app).await;
    assert_eq!(short["data"]["shopping_redirect_url"].as_str().map(|u| u.starts_with(&base)), Some(true));

    let (status, short) =
        create(&app, &json!({"link_type": "SHORT", "shopping_redirect_url": format!("{base}/pages/about")})).await;
    assert_eq!(status, 200, "{short}");
    assert_eq!(short["data"]["url_type"], "CUSTOM");
    // The store's address typed without its scheme, as the error message shows it, takes the
    // store's own scheme (the local sandbox store is http://), not https://.
    let bare = base.split_once("://").map(|(_, rest)| rest).expect("a scheme");
    let (status, typed) =
        create(&app, &json!({"link_type": "SHORT", "shopping_redirect_url": format!("{bare}/pages/faq")})).await;
    assert_eq!(status, 200, "{typed}");
    assert_eq!(typed["data"]["shopping_redirect_url"], format!("{base}/pages/faq"));
    let listed: Value = app
        .post_json(&format!("/api/admin/v1/links/{business}?link_type=SHORT"), &json!({}))
        .await
        .json()
        .await
        .expect("json");
    assert_eq!(listed["data"]["links"].as_array().expect("shorts").len(), 4);

    let before = link_count(&app);
    let tricks = tricks_for(&base);
    assert!(tricks.len() >= 30);
    for trick in &tricks {
        let (status, answer) = create(&app, &json!({"link_type": "SHORT", "shopping_redirect_url": trick})).await;
        assert_eq!(status, 422, "{trick:?} was accepted: {answer}");
        // A trick with a control character in it is refused at the boundary, before the URL rule.
        let expected = if trick.chars().any(char::is_control) {
            "Remove the line breaks and other control characters from this field".to_owned()
        } else {
            format!("The URL must start with {base}")
        };
        assert_eq!(answer["error"]["fields"]["shopping_redirect_url"], expected, "{trick:?}");
    }
    assert_eq!(link_count(&app), before);
}

#[tokio::test]
async fn another_merchants_link_answers_404_on_every_route() {
    let app = spawn_app().await;
    merchant_with_store(&app, "owner-a").await;
    let link = look(&app, 2, "").await;
    let id = link["link_id"].as_str().expect("id").to_owned();
    let (_, other_business) = merchant_with_store(&app, "owner-b").await;
    let one = ids(&products(&app, 1).await);
    assert_eq!(app.get_json(&format!("/api/admin/v1/links/{id}")).await.status(), 404);
    assert_eq!(
        app.post_json(&format!("/api/admin/v1/links/{id}/edit"), &json!({"inventory_ids": one})).await.status(),
        404
    );
    assert_eq!(app.post_json(&format!("/api/admin/v1/links/{id}/close"), &json!({})).await.status(), 404);
    assert_eq!(app.get_json(&format!("/api/admin/v1/links/multi/{id}")).await.status(), 404);
    let mine: Value =
        app.post_json(&format!("/api/admin/v1/links/{other_business}"), &json!({})).await.json().await.expect("json");
    assert_eq!(mine["data"]["links"].as_array().expect("links").len(), 0);
    // B cannot name another business to create in or list.
    let res = app
        .post_json("/api/admin/v1/links/create", &json!({"business_id": "someone-else", "inventory_ids": one}))
        .await;
    assert_eq!(res.status(), 404);
    assert_eq!(app.post_json("/api/admin/v1/links/someone-else", &json!({})).await.status(), 404);
}

#[tokio::test]
async fn influencers_see_and_change_only_their_own_links_when_allowed() {
    let app = spawn_app().await;
    let (_, business) = merchant_with_store(&app, "inf-merchant").await;
    let influencer_id = app.insert_influencer("inf-merchant", "anna", "secret1");
    let one = ids(&products(&app, 1).await);
    store_code(&app, "ANNA10").await;
    let (status, theirs) =
        create(&app, &json!({"inventory_ids": one, "influencer_username": "anna", "promocode": "ANNA10"})).await;
    assert_eq!(status, 200, "{theirs}");
    assert_eq!(theirs["data"]["influencer_username"], "anna");
    let merchant_only = look(&app, 1, "").await;

    let influencer = reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .cookie_store(true)
        .build()
        .expect("client");
    let login = influencer
        .post(format!("{}/api/admin/v1/influencers/login", app.address))
        .json(&json!({"username": "anna", "password": "secret1", "admin_username": "inf-merchant"}))
        .send()
        .await
        .expect("login");
    assert_eq!(login.status(), 200, "{}", login.text().await.unwrap_or_default());
    let get = |path: String| influencer.get(format!("{}{path}", app.address)).send();
    let post = |path: String, body: Value| influencer.post(format!("{}{path}", app.address)).json(&body).send();

    let list: Value =
        post(format!("/api/admin/v1/links/{business}"), json!({})).await.expect("list").json().await.expect("json");
    let links = list["data"]["links"].as_array().expect("links");
    assert_eq!(links.len(), 1, "only their own link");
    assert_eq!(links[0]["link_id"], theirs["data"]["link_id"]);
    let other = merchant_only["link_id"].as_str().expect("id");
    assert_eq!(get(format!("/api/admin/v1/links/{other}")).await.expect("get").status(), 404);

    // Without the create-and-edit permission they may only open and copy.
    let refused = post("/api/admin/v1/links/create".into(), json!({"inventory_ids": one})).await.expect("create");
    assert_eq!(refused.status(), 403);
    {
        use diesel::prelude::*;
        use shoplinks::db::schema::influencers;
        let mut conn = app.state.db.get().expect("conn");
        diesel::update(influencers::table.find(&influencer_id))
            .set((influencers::perm_links.eq(true), influencers::promocode.eq("ANNA10")))
            .execute(&mut *conn)
            .expect("grant");
    }
    let made = post(
        "/api/admin/v1/links/create".into(),
        json!({"inventory_ids": one, "influencer_username": "someone", "utm_params": {"utm_source": "x"}}),
    )
    .await
    .expect("create");
    assert_eq!(made.status(), 200);
    let made: Value = made.json().await.expect("json");
    assert_eq!(made["data"]["influencer_username"], "anna", "their links are their own");
    assert_eq!(made["data"]["utm_params"], Value::Null, "tracking tags are the merchant's");
    assert_eq!(post(format!("/api/admin/v1/links/{other}/close"), json!({})).await.expect("close").status(), 404);
    assert_eq!(
        post("/api/admin/v1/links/multi/create".into(), json!({"title": "x"})).await.expect("multi").status(),
        403,
        "multilinks are for admins"
    );
    // They are offered their own code (and no other: docs/links.md#promocodes), but creating one
    // in the store is the merchant's.
    let codes: Value = get("/api/admin/v1/promocodes".into()).await.expect("codes").json().await.expect("json");
    let listed: Vec<&str> =
        codes["data"]["codes"].as_array().expect("codes").iter().filter_map(|c| c["code"].as_str()).collect();
    assert_eq!(listed, ["ANNA10"], "{codes}");
    let new_code = json!({"code": "ANNA20", "kind": "PERCENTAGE", "value": 20});
    assert_eq!(post("/api/admin/v1/promocodes/create".into(), new_code).await.expect("create").status(), 403);
}

#[tokio::test]
async fn an_ended_trial_refuses_create_and_edit() {
    let app = spawn_app().await;
    let (_, business) = merchant_with_store(&app, "trial-over").await;
    let link = look(&app, 1, "").await;
    {
        use diesel::prelude::*;
        use shoplinks::db::schema::businesses;
        let mut conn = app.state.db.get().expect("conn");
        diesel::update(businesses::table.find(&business))
            .set(businesses::trial_ends_at.eq(chrono::Utc::now().naive_utc() - chrono::Duration::days(1)))
            .execute(&mut *conn)
            .expect("end trial");
    }
    let one = ids(&products(&app, 1).await);
    let (status, body) = create(&app, &json!({"inventory_ids": one})).await;
    assert_eq!(status, 403);
    assert_eq!(body["error"]["message"], "Your free trial has ended. Choose a plan to keep creating links.");
    let id = link["link_id"].as_str().expect("id");
    assert_eq!(
        app.post_json(&format!("/api/admin/v1/links/{id}/edit"), &json!({"inventory_ids": one})).await.status(),
        403
    );
    assert_eq!(app.get_json(&format!("/api/admin/v1/links/{id}")).await.status(), 200, "reading still works");
}

async fn is_active(app: &crate::helpers::TestApp, id: &str) -> bool {
    let read: Value = app.get_json(&format!("/api/admin/v1/links/{id}")).await.json().await.expect("json");
    read["data"]["is_active"].as_bool().expect("is_active")
}

#[tokio::test]
async fn disconnecting_or_uninstalling_makes_links_inactive_and_reconnecting_restores_them() {
    let app = spawn_app().await;
    let (shop, _) = merchant_with_store(&app, "links-follow").await;
    let kept = look(&app, 1, "").await["link_id"].as_str().expect("id").to_owned();
    let deleted = look(&app, 1, "").await["link_id"].as_str().expect("id").to_owned();
    app.post_json(&format!("/api/admin/v1/links/{deleted}/close"), &json!({})).await;

    assert_eq!(app.post_same_origin("/api/admin/v1/store/auth/disconnect", &json!({})).await.status(), 200);
    assert!(!is_active(&app, &kept).await, "disconnect makes links inactive");
    let callback = crate::store_helpers::approve_install(&app, &shop).await;
    app.client.get(&callback).send().await.expect("reconnect");
    assert!(is_active(&app, &kept).await, "reconnecting restores them");
    assert_eq!(
        app.get_json(&format!("/api/admin/v1/links/{deleted}")).await.status(),
        404,
        "a deleted link stays deleted"
    );

    let res =
        app.client.post(format!("{}/sandbox/{shop}/admin/app/uninstall", app.address)).send().await.expect("uninstall");
    assert_eq!(res.status(), 200);
    let mut inactive = false;
    for _ in 0..100 {
        if !is_active(&app, &kept).await {
            inactive = true;
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    assert!(inactive, "uninstall (app/uninstalled webhook) makes links inactive");
    let callback = crate::store_helpers::approve_install(&app, &shop).await;
    app.client.get(&callback).send().await.expect("reinstall");
    assert!(is_active(&app, &kept).await, "reinstalling restores them");
}
