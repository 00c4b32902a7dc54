//! The shopboard calls against the built-in sandbox networks over real HTTP: the OAuth 2 round
//! trip (state single use and bound to the session, PKCE, tokens sealed at rest, refreshed
//! before expiry), the post import with paging, visibility, tagging with its limits, and who may
//! call what.

use diesel::prelude::*;
use serde_json::{json, Value};
use shoplinks::db::schema::{businesses, social_connections, social_oauth_states, social_posts};
use shoplinks::features::store::SecretBox;

use crate::analytics_helpers::{get_as, influencer_token};
use crate::helpers::{spawn_app, TestApp};
use crate::link_helpers::{ids, merchant_with_store, products};

const FAILED: &str = "Problem connecting to a social network.";

/// `GET …/connect`: the consent page's address and the query it carries.
async fn connect_url(app: &TestApp, network: &str) -> url::Url {
    let res = app.get_json(&format!("/api/admin/v1/shopboard/{network}/connect")).await;
    assert_eq!(res.status(), 200);
    let body: Value = res.json().await.expect("json");
    url::Url::parse(body["data"]["redirect_url"].as_str().expect("redirect_url")).expect("a URL")
}

fn param(url: &url::Url, name: &str) -> String {
    url.query_pairs().find(|(k, _)| k == name).map(|(_, v)| v.into_owned()).unwrap_or_default()
}

/// Answers the sandbox consent page as the merchant would; returns where the network sends the
/// browser back (our `/{network}/auth?…`).
async fn consent(app: &TestApp, authorize: &url::Url, decision: &str, username: &str) -> url::Url {
    let page = app.client.get(authorize.as_str()).send().await.expect("consent page");
    assert_eq!(page.status(), 200, "the consent page opens");
    let mut form: Vec<(String, String)> =
        authorize.query_pairs().map(|(k, v)| (k.into_owned(), v.into_owned())).collect();
    form.push(("decision".into(), decision.into()));
    form.push(("username".into(), username.into()));
    let mut action = authorize.clone();
    action.set_query(None);
    let res = app.client.post(action.as_str()).form(&form).send().await.expect("decision");
    assert_eq!(res.status(), 303, "the network redirects back");
    let location = res.headers()["location"].to_str().expect("location").to_owned();
    url::Url::parse(&location).expect("return URL")
}

async fn auth_connect(app: &TestApp, network: &str, code: &str, state: &str) -> (u16, Value) {
    let res = app
        .post_json(&format!("/api/admin/v1/shopboard/{network}/auth/connect"), &json!({"code": code, "state": state}))
        .await;
    let status = res.status().as_u16();
    (status, res.json().await.unwrap_or(Value::Null))
}

pub(crate) async fn status(app: &TestApp) -> Value {
    let res = app.get_json("/api/admin/v1/shopboard").await;
    assert_eq!(res.status(), 200);
    res.json::<Value>().await.expect("json")["data"].clone()
}

/// Polls the status until `key`'s sync has ended; returns its status.
async fn synced(app: &TestApp, key: &str) -> Value {
    for _ in 0..200 {
        let now = status(app).await["social_medias"][key].clone();
        if now["number_of_posts"] != -1 {
            return now;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    panic!("{key} kept syncing");
}

/// Connects `network` as `username` through the whole round trip.
pub(crate) async fn connected(app: &TestApp, network: &str, key: &str, username: &str) -> Value {
    let authorize = connect_url(app, network).await;
    let back = consent(app, &authorize, "allow", username).await;
    assert_eq!(back.path(), format!("/{network}/auth"));
    let (status, body) = auth_connect(app, network, &param(&back, "code"), &param(&back, "state")).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["data"]["username"], username);
    synced(app, key).await
}

pub(crate) async fn posts(app: &TestApp, network: &str, query: &str) -> Value {
    let res = app.get_json(&format!("/api/admin/v1/shopboard/{network}/posts{query}")).await;
    assert_eq!(res.status(), 200);
    res.json::<Value>().await.expect("json")["data"].clone()
}

#[tokio::test]
async fn a_merchant_connects_instagram_and_its_posts_are_imported_paged_shown_hidden_and_tagged() {
    let app = spawn_app().await;
    let (shop, business) = merchant_with_store(&app, "feed-owner").await;
    let before = status(&app).await;
    assert_eq!(
        before["social_medias"]["Instagram"],
        json!({"connected": false, "number_of_posts": null,
        "username": null, "sync_error": null, "available": true})
    );

    let authorize = connect_url(&app, "instagram").await;
    assert!(authorize.path().ends_with("/sandbox-social/instagram/oauth/authorize"), "{authorize}");
    assert_eq!(param(&authorize, "code_challenge_method"), "S256", "PKCE");
    assert_eq!(param(&authorize, "redirect_uri"), format!("{}/instagram/auth", app.address));
    let back = consent(&app, &authorize, "allow", "summer.shop").await;
    let (code, state) = (param(&back, "code"), param(&back, "state"));
    assert_eq!(state, param(&authorize, "state"), "the network returns our state");
    let (status_code, body) = auth_connect(&app, "instagram", &code, &state).await;
    assert_eq!(status_code, 200, "{body}");
    let now = status(&app).await["social_medias"]["Instagram"].clone();
    assert!(now["number_of_posts"] == -1 || now["number_of_posts"] == 30, "syncing, or already done: {now}");
    let done = synced(&app, "Instagram").await;
    assert_eq!(
        (done["connected"].clone(), done["username"].clone(), done["number_of_posts"].clone()),
        (json!(true), json!("summer.shop"), json!(30))
    );

    // The state was used: the same return again is refused and changes nothing.
    let (again, body) = auth_connect(&app, "instagram", &code, &state).await;
    assert_eq!((again, body["error"]["message"].clone()), (400, json!(FAILED)));

    // Tokens are sealed at rest: the row holds neither token, and the sealed one opens to a
    // token the network accepts.
    let (access_sealed, refresh_sealed): (String, Option<String>) = {
        let mut conn = app.state.db.get().expect("conn");
        social_connections::table
            .filter(social_connections::business_id.eq(&business))
            .select((social_connections::access_token_sealed, social_connections::refresh_token_sealed))
            .first(&mut *conn)
            .expect("connection row")
    };
    let access = app.state.handle::<SecretBox>().open(&access_sealed).expect("opens");
    assert!(!access_sealed.contains(&access) && refresh_sealed.is_some());
    let me = reqwest::Client::new()
        .get(format!("{}/sandbox-social/instagram/v1/me?fields=id,username", app.address))
        .bearer_auth(&access)
        .send()
        .await
        .expect("me");
    assert_eq!(me.status(), 200);

    // The sandbox network was told the merchant's store, so its posts show that store's
    // products; their pictures are served as a network serves them.
    let account_shop: Option<String> = {
        use social_sandbox::schema::sandbox_social_accounts as accounts;
        let mut conn = app.state.db.get().expect("conn");
        accounts::table
            .filter(accounts::username.eq("summer.shop"))
            .filter(accounts::network.eq("instagram"))
            .select(accounts::shop)
            .first(&mut *conn)
            .expect("the sandbox account")
    };
    assert_eq!(account_shop.as_deref(), Some(shop.as_str()));

    // 24 a page, newest first, then the rest.
    let first = posts(&app, "instagram", "?count=24&skip=0").await;
    let list = first["posts"].as_array().expect("posts");
    assert_eq!((list.len(), first["next_skip"].clone()), (24, json!(24)));
    assert!(list.windows(2).all(|w| w[0]["posted_at"].as_str() >= w[1]["posted_at"].as_str()), "newest first");
    assert!(list.iter().all(|p| p["visible"] == true && p["tagged_by"].is_null() && p["products"] == json!([])));
    // Pictures are our re-encoded copies, not the network's addresses.
    let kept = list[0]["image_url"].as_str().expect("image").to_owned();
    assert!(kept.starts_with(&format!("{}/uploads/{business}/post-", app.address)), "{kept}");
    let picture = app.client.get(&kept).send().await.expect("picture");
    assert_eq!((picture.status().as_u16(), picture.headers()["content-type"].to_str().ok()), (200, Some("image/jpeg")));
    let rest = posts(&app, "instagram", "?count=24&skip=24").await;
    assert_eq!((rest["posts"].as_array().map(Vec::len), rest["next_skip"].clone()), (Some(6), Value::Null));

    // Hide one post.
    let hidden = list[0]["post_id"].as_str().expect("id").to_owned();
    let res = app
        .post_json(&format!("/api/admin/v1/shopboard/instagram/{hidden}/visible"), &json!({"is_visible": false}))
        .await;
    assert_eq!(res.status(), 200);
    assert_eq!(posts(&app, "instagram", "?count=1").await["posts"][0]["visible"], false);

    // Tag three products on another, with an option; a sixth product is refused.
    let picked = products(&app, 6).await;
    let six = ids(&picked);
    let tagged = list[1]["post_id"].as_str().expect("id").to_owned();
    let option = &picked[0]["options"][0];
    let (name, value) = (option["name"].as_str().expect("name"), option["values"][0].as_str().expect("value"));
    let path = format!("/api/admin/v1/shopboard/instagram/{tagged}/tag_products");
    let res = app
        .post_json(
            &path,
            &json!({"product_ids": six[..3], "selected_options": {six[0].clone(): {name.to_lowercase(): value}}}),
        )
        .await;
    assert_eq!(res.status(), 200);
    let post: Value = res.json::<Value>().await.expect("json")["data"].clone();
    assert_eq!(post["tagged_by"], "manual");
    let shown: Vec<&str> =
        post["products"].as_array().expect("products").iter().filter_map(|p| p["inventory_id"].as_str()).collect();
    assert_eq!(shown, six[..3].iter().map(String::as_str).collect::<Vec<_>>(), "in the order sent");
    assert_eq!(post["selected_options"][&six[0]][name], value, "stored in the catalog's spelling");

    let res = app.post_json(&path, &json!({"product_ids": six})).await;
    assert_eq!(res.status(), 422);
    let body: Value = res.json().await.expect("json");
    assert_eq!(body["error"]["message"], "At most 5 products may be tagged on a post.");
    let res = app.post_json(&path, &json!({"product_ids": ["gid://shopify/Product/999999999"]})).await;
    assert_eq!(res.status(), 422, "only the merchant's catalog");
    let res = app
        .post_json(
            &path,
            &json!({"product_ids": six[..1], "selected_options": {six[0].clone(): {name: "No such value"}}}),
        )
        .await;
    assert_eq!(res.status(), 422, "only options the product has");
    let still = posts(&app, "instagram", "?count=2").await["posts"][1].clone();
    assert_eq!(still["products"].as_array().map(Vec::len), Some(3), "refusals changed nothing");

    // Syncing again keeps tags and visibility.
    let res = app.get_json("/api/admin/v1/shopboard/instagram/sync").await;
    assert_eq!(res.status(), 200);
    assert_eq!(synced(&app, "Instagram").await["number_of_posts"], 30);
    let after = posts(&app, "instagram", "?count=2").await;
    assert_eq!(
        (after["posts"][0]["visible"].clone(), after["posts"][1]["products"].as_array().map(Vec::len)),
        (json!(false), Some(3))
    );

    // Disconnecting removes the connection, its tokens and its posts.
    let res = app.post_json("/api/admin/v1/shopboard/instagram/auth/disconnect", &json!({})).await;
    assert_eq!(res.status(), 200);
    assert_eq!(status(&app).await["social_medias"]["Instagram"]["connected"], false);
    let left: i64 = {
        let mut conn = app.state.db.get().expect("conn");
        social_posts::table
            .filter(social_posts::business_id.eq(&business))
            .count()
            .get_result(&mut *conn)
            .expect("count")
    };
    assert_eq!(left, 0);
    let file = kept.rsplit('/').next().expect("file name");
    assert!(!app.stored_files(&business).await.iter().any(|f| f == file), "and our copies of their pictures: {file}");
    assert_ne!(app.client.get(&kept).send().await.expect("picture").status(), 200);
}

#[tokio::test]
async fn a_return_with_a_wrong_or_another_sessions_state_or_a_refused_consent_connects_nothing() {
    let app = spawn_app().await;
    merchant_with_store(&app, "careful").await;
    let authorize = connect_url(&app, "tiktok").await;
    let back = consent(&app, &authorize, "allow", "careful_tt").await;
    let (code, state) = (param(&back, "code"), param(&back, "state"));

    // A made-up state, or one issued for another network.
    assert_eq!(auth_connect(&app, "tiktok", &code, "not-a-state").await.0, 400);
    assert_eq!(auth_connect(&app, "pinterest", &code, &state).await.0, 400, "state of another network, used up");

    // The merchant cancels on the network: it sends the browser back with an error and no code.
    let authorize = connect_url(&app, "tiktok").await;
    let back = consent(&app, &authorize, "cancel", "careful_tt").await;
    assert_eq!((param(&back, "error"), param(&back, "code")), ("access_denied".into(), String::new()));

    // Another session's state: a second merchant signs in on this browser and replays the
    // first one's return.
    let authorize = connect_url(&app, "tiktok").await;
    let back = consent(&app, &authorize, "allow", "careful_tt").await;
    merchant_with_store(&app, "intruder").await;
    let (refused, body) = auth_connect(&app, "tiktok", &param(&back, "code"), &param(&back, "state")).await;
    assert_eq!((refused, body["error"]["message"].clone()), (400, json!(FAILED)));
    assert_eq!(status(&app).await["social_medias"]["Tiktok"]["connected"], false, "nothing connected for the intruder");

    let mut conn = app.state.db.get().expect("conn");
    let rows: i64 = social_connections::table.count().get_result(&mut *conn).expect("count");
    assert_eq!(rows, 0);
    let pending: i64 = social_oauth_states::table.count().get_result(&mut *conn).expect("count");
    assert_eq!(pending, 1, "only the cancelled round trip's state is left (it expires); the replayed one is used up");
}

#[tokio::test]
async fn tokens_about_to_expire_are_refreshed_before_a_sync_and_pinterest_pages_by_bookmark() {
    let app = spawn_app().await;
    let (_, business) = merchant_with_store(&app, "pinner").await;
    assert_eq!(connected(&app, "pinterest", "Pinterest", "pin.shop").await["number_of_posts"], 24);
    let (old_access, old_refresh) = sealed_tokens(&app, &business);
    {
        let mut conn = app.state.db.get().expect("conn");
        diesel::update(social_connections::table.filter(social_connections::business_id.eq(&business)))
            .set(social_connections::expires_at.eq(Some(chrono::Utc::now().naive_utc() - chrono::Duration::minutes(1))))
            .execute(&mut *conn)
            .expect("expire");
    }
    assert_eq!(app.get_json("/api/admin/v1/shopboard/pinterest/sync").await.status(), 200);
    let done = synced(&app, "Pinterest").await;
    assert_eq!((done["number_of_posts"].clone(), done["sync_error"].clone()), (json!(24), Value::Null), "{done}");
    let (new_access, new_refresh) = sealed_tokens(&app, &business);
    let secrets = app.state.handle::<SecretBox>();
    assert_ne!(
        secrets.open(&new_access).expect("open"),
        secrets.open(&old_access).expect("open"),
        "a new access token"
    );
    assert_ne!(
        secrets.open(&new_refresh.expect("refresh")).expect("open"),
        secrets.open(&old_refresh.expect("refresh")).expect("open"),
        "the rotated refresh token is kept"
    );
    assert_eq!(posts(&app, "pinterest", "?count=24").await["next_skip"], Value::Null);
}

fn sealed_tokens(app: &TestApp, business: &str) -> (String, Option<String>) {
    let mut conn = app.state.db.get().expect("conn");
    social_connections::table
        .filter(social_connections::business_id.eq(business))
        .select((social_connections::access_token_sealed, social_connections::refresh_token_sealed))
        .first(&mut *conn)
        .expect("row")
}

#[tokio::test]
async fn influencers_other_businesses_and_ended_trials_are_refused() {
    let app = spawn_app().await;
    let (_, business) = merchant_with_store(&app, "guarded").await;
    connected(&app, "instagram", "Instagram", "guarded.ig").await;
    let post = posts(&app, "instagram", "?count=1").await["posts"][0]["post_id"].as_str().expect("id").to_owned();

    app.insert_influencer("guarded", "helper-creator", "secret1");
    let token = influencer_token(&app, "guarded", "helper-creator", "secret1").await;
    for path in [
        "/api/admin/v1/shopboard",
        "/api/admin/v1/shopboard/instagram/posts",
        "/api/admin/v1/shopboard/instagram/connect",
    ] {
        assert_eq!(get_as(&app, &token, path).await.0, 403, "{path}");
    }
    let res = reqwest::Client::new()
        .post(format!("{}/api/admin/v1/shopboard/instagram/{post}/visible", app.address))
        .bearer_auth(&token)
        .json(&json!({"is_visible": false}))
        .send()
        .await
        .expect("request");
    assert_eq!(res.status(), 403);

    // An ended trial may look but not change.
    {
        let mut conn = app.state.db.get().expect("conn");
        diesel::update(businesses::table.find(&business))
            .set(businesses::trial_ends_at.eq(chrono::Utc::now().naive_utc() - chrono::Duration::days(1)))
            .execute(&mut *conn)
            .expect("end trial");
    }
    let res = app
        .post_json(&format!("/api/admin/v1/shopboard/instagram/{post}/visible"), &json!({"is_visible": false}))
        .await;
    assert_eq!(res.status(), 403);
    let body: Value = res.json().await.expect("json");
    assert_eq!(body["error"]["message"], "Your free trial has ended. Choose a plan to keep using the shopboard.");
    assert_eq!(app.get_json("/api/admin/v1/shopboard/instagram/posts").await.status(), 200);

    // Another merchant cannot see or change this one's posts.
    merchant_with_store(&app, "neighbour").await;
    let res =
        app.post_json(&format!("/api/admin/v1/shopboard/instagram/{post}/visible"), &json!({"is_visible": true})).await;
    assert_eq!(res.status(), 404);
    let res = app
        .post_json(&format!("/api/admin/v1/shopboard/instagram/{post}/tag_products"), &json!({"product_ids": []}))
        .await;
    assert_eq!(res.status(), 404);
    assert_eq!(posts(&app, "instagram", "").await["posts"], json!([]), "its own (empty) list only");
    assert_eq!(app.get_json("/api/admin/v1/shopboard/facebook/posts").await.status(), 404, "no such network");
}
