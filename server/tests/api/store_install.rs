//! Installing the app on a shop through OAuth, end to end against the sandbox store over HTTP.

use diesel::prelude::*;
use serde_json::json;
use shoplinks::db::schema::store_installations;
use shoplinks::features::store::shopify::admin::API_VERSION;

use crate::helpers::spawn_app;
use crate::store_helpers::{
    access_token, admin_graphql, approve_install, install_first, location, query_of, unique_shop, wait_for_sync,
};
use shoplinks::features::store::SecretBox;

#[tokio::test]
async fn a_signed_in_merchant_connects_a_shop_through_the_sandbox_consent_page() {
    let app = spawn_app().await;
    app.verified_merchant("connector", "secret1").await;
    app.login("connector", "secret1").await;
    let shop = unique_shop();
    let callback = approve_install(&app, &shop).await;
    let res = app.client.get(&callback).send().await.expect("request");
    assert_eq!(res.status(), 302);
    assert_eq!(location(&res), "/auth?connected=1");

    let user =
        app.post_same_origin("/api/auth/verify", &json!({})).await.json::<serde_json::Value>().await.expect("json");
    assert_eq!(user["data"]["user"]["domain"], shop.as_str());
    let page: serde_json::Value = app.get_json("/admin/home").await.json().await.expect("json");
    assert_eq!(page["data"]["user"]["storeConnected"], true);

    let sealed: String = {
        let mut conn = app.state.db.get().expect("conn");
        store_installations::table
            .filter(store_installations::shop_domain.eq(&shop))
            .select(store_installations::access_token_sealed)
            .first(&mut *conn)
            .expect("installation")
    };
    assert!(!sealed.contains("shpat_"), "the access token is encrypted at rest");
    assert!(app.state.handle::<SecretBox>().open(&sealed).expect("opens").starts_with("shpat_"));

    let replay = app.client.get(&callback).send().await.expect("request");
    assert_eq!(replay.status(), 400, "a used state (and code) cannot install twice");
}

#[tokio::test]
async fn install_first_leaves_a_claim_token_that_a_merchant_connects() {
    let app = spawn_app().await;
    let shop = unique_shop();
    let callback = approve_install(&app, &shop).await;
    let res = app.client.get(&callback).send().await.expect("request");
    assert_eq!(res.status(), 302);
    let to = location(&res);
    let claim =
        to.strip_prefix("/register-store?auth=").expect("signed out: goes to store sign-up with the token").to_owned();

    app.verified_merchant("claimer", "secret1").await;
    app.login("claimer", "secret1").await;
    let bad = app.post_same_origin("/api/admin/v1/store/auth/connect", &json!({"auth": "nope"})).await;
    assert_eq!(bad.status(), 400);
    let ok = app.post_same_origin("/api/admin/v1/store/auth/connect", &json!({"auth": claim})).await;
    assert_eq!(ok.status(), 200);
    let body: serde_json::Value = ok.json().await.expect("json");
    assert_eq!(body["data"]["shop"], shop.as_str());
    let again = app.post_same_origin("/api/admin/v1/store/auth/connect", &json!({"auth": claim})).await;
    assert_eq!(again.status(), 400, "the claim token is single use");
}

#[tokio::test]
async fn tampered_or_unsigned_callbacks_and_bad_shops_are_refused() {
    let app = spawn_app().await;
    let shop = unique_shop();
    let callback = approve_install(&app, &shop).await;
    let tampered = callback.replace(&format!("shop={shop}"), "shop=evil-shop.myshopify.com");
    assert_eq!(app.client.get(&tampered).send().await.expect("request").status(), 400);
    let unsigned: String = {
        let mut pairs = query_of(&callback);
        pairs.retain(|(k, _)| k != "hmac");
        let q = url::form_urlencoded::Serializer::new(String::new()).extend_pairs(&pairs).finish();
        format!("{}/shopify/callback?{q}", app.address)
    };
    assert_eq!(app.client.get(&unsigned).send().await.expect("request").status(), 400);
    for bad in ["my-shop.myshopify.com.evil.com", "evil.com%2F.myshopify.com", "-x.myshopify.com", ""] {
        let res = app.get(&format!("/shopify/install?shop={bad}")).await;
        assert_eq!(res.status(), 400, "{bad}");
    }
    let count: i64 = {
        let mut conn = app.state.db.get().expect("conn");
        store_installations::table.count().get_result(&mut *conn).expect("count")
    };
    assert_eq!(count, 0, "nothing was installed");
    // The untampered callback still works once.
    assert_eq!(app.client.get(&callback).send().await.expect("request").status(), 302);
}

#[tokio::test]
async fn the_sandbox_token_endpoint_checks_the_app_credentials_and_the_code() {
    let app = spawn_app().await;
    let shop = unique_shop();
    let url = format!("{}/sandbox/{shop}/admin/oauth/access_token", app.address);
    let key = app.state.settings.shopify.api_key.clone();
    let wrong = app
        .client
        .post(&url)
        .json(&json!({"client_id": key, "client_secret": "wrong", "code": "x"}))
        .send()
        .await
        .expect("request");
    assert_eq!(wrong.status(), 401);
    let secret = app.state.settings.shopify.api_secret.clone();
    let unknown_code = app
        .client
        .post(&url)
        .json(&json!({"client_id": key, "client_secret": secret, "code": "not-a-code"}))
        .send()
        .await
        .expect("request");
    assert_eq!(unknown_code.status(), 400);
    let foreign_redirect = app
        .get(&format!(
            "/sandbox/{shop}/admin/oauth/authorize?client_id={key}&scope=read_products&redirect_uri=https://evil.example/cb&state=s"
        ))
        .await;
    assert_eq!(foreign_redirect.status(), 400, "the sandbox only sends codes to the app's callback");
}

#[tokio::test]
async fn the_store_token_verifies_to_the_shop_profile_read_through_the_admin_api() {
    let app = spawn_app().await;
    let shop = unique_shop();
    let token = install_first(&app, &shop).await;
    let res = app.post_json("/api/admin/v1/store/auth/verify", &json!({"auth": token})).await;
    assert_eq!(res.status(), 200);
    let body: serde_json::Value = res.json().await.expect("json");
    assert_eq!(body["data"]["shop"], shop.as_str());
    let handle = shop.trim_end_matches(".myshopify.com");
    assert_eq!(body["data"]["email"], format!("owner@{handle}.test"));
    assert!(body["data"]["shopName"].as_str().is_some_and(|n| n.starts_with("Shop ")));
    let bad = app.post_json("/api/admin/v1/store/auth/verify", &json!({"auth": "bogus"})).await;
    assert_eq!(bad.status(), 400);
    let body: serde_json::Value = bad.json().await.expect("json");
    assert_eq!(body["error"]["message"], "Unable to verify your store");
}

#[tokio::test]
async fn signing_up_from_the_store_creates_a_verified_connected_account() {
    let app = spawn_app().await;
    let shop = unique_shop();
    let token = install_first(&app, &shop).await;
    let res = app
        .post_json(
            "/api/auth/register/connect",
            &json!({"auth": token, "username": "storeborn", "email": "sb@example.com", "password": "secret1"}),
        )
        .await;
    assert_eq!(res.status(), 200);
    let page: serde_json::Value = app.get_json("/admin/home").await.json().await.expect("json");
    assert_eq!(page["data"]["user"]["username"], "storeborn");
    assert_eq!(page["data"]["user"]["storeConnected"], true);
    assert_eq!(app.login("storeborn", "secret1").await.status(), 200, "verified without an email round trip");
}

#[tokio::test]
async fn logging_in_from_the_store_connects_an_existing_account_once() {
    let app = spawn_app().await;
    app.verified_merchant("existing", "secret1").await;
    let first = install_first(&app, &unique_shop()).await;
    let second = install_first(&app, &unique_shop()).await;
    let wrong = app
        .post_json("/api/auth/login/connect", &json!({"auth": first, "username": "existing", "password": "nope-nope1"}))
        .await;
    assert_eq!(wrong.status(), 401);
    let ok = app
        .post_json("/api/auth/login/connect", &json!({"auth": first, "username": "existing", "password": "secret1"}))
        .await;
    assert_eq!(ok.status(), 200);
    let conflict = app
        .post_json("/api/auth/login/connect", &json!({"auth": second, "username": "existing", "password": "secret1"}))
        .await;
    assert_eq!(conflict.status(), 409, "one store per account");
}

#[tokio::test]
async fn disconnecting_clears_the_store_and_reconnecting_needs_no_new_consent() {
    let app = spawn_app().await;
    app.verified_merchant("leaver", "secret1").await;
    app.login("leaver", "secret1").await;
    let shop = unique_shop();
    let callback = approve_install(&app, &shop).await;
    app.client.get(&callback).send().await.expect("request");
    let res = app.post_same_origin("/api/admin/v1/store/auth/disconnect", &json!({})).await;
    assert_eq!(res.status(), 200);
    let page: serde_json::Value = app.get_json("/admin/home").await.json().await.expect("json");
    assert_eq!(page["data"]["user"]["storeConnected"], false);
    let again = approve_install(&app, &shop).await;
    assert_eq!(location(&app.client.get(&again).send().await.expect("request")), "/auth?connected=1");
}

#[tokio::test]
async fn the_sandbox_listing_sends_a_signed_install_and_the_admin_api_needs_a_token() {
    let app = spawn_app().await;
    let shop = unique_shop();
    let html = app.get(&format!("/sandbox/{shop}/apps/shoplinks")).await.text().await.expect("body");
    let start = html.find("href=\"").expect("install link") + 6;
    let href = html[start..start + html[start..].find('"').expect("end")].replace("&#x2f;", "/").replace("&amp;", "&");
    let params = query_of(&href);
    assert!(params.iter().any(|(k, _)| k == "hmac"), "the listing signs the app URL");
    let res = app.client.get(&href).send().await.expect("request");
    assert_eq!(res.status(), 302, "the signed install is accepted");
    let tampered = href.replace("shop=", "shop=x");
    assert_eq!(app.client.get(&tampered).send().await.expect("request").status(), 400);

    let graphql = app
        .client
        .post(format!("{}/sandbox/{shop}/admin/api/{API_VERSION}/graphql.json", app.address))
        .header("X-Shopify-Access-Token", "shpat_wrong")
        .json(&json!({"query": "{ shop { name } }"}))
        .send()
        .await
        .expect("request");
    assert_eq!(graphql.status(), 401);
}

#[tokio::test]
async fn the_sandbox_catalog_pages_through_200_products_in_10_collections_with_options() {
    let app = spawn_app().await;
    let shop = unique_shop();
    install_first(&app, &shop).await;
    let token = access_token(&app, &shop);
    let query = |after: Option<String>| {
        let after = after.map(|c| format!(", after: \"{c}\"")).unwrap_or_default();
        format!(
            "{{ products(first: 100{after}) {{ edges {{ cursor node {{ id title status tags totalInventory \
             featuredImage {{ url }} options {{ name values }} \
             variants(first: 100) {{ nodes {{ id price inventoryQuantity selectedOptions {{ name value }} image {{ url }} }} }} \
             collections(first: 5) {{ nodes {{ id }} }} }} }} pageInfo {{ hasNextPage endCursor }} }} }}"
        )
    };
    let mut products = Vec::new();
    let mut after = None;
    loop {
        let body = admin_graphql(&app, &shop, &token, &query(after.clone())).await;
        let page = &body["data"]["products"];
        products.extend(page["edges"].as_array().expect("edges").iter().map(|e| e["node"].clone()));
        if page["pageInfo"]["hasNextPage"] != true {
            break;
        }
        after = page["pageInfo"]["endCursor"].as_str().map(str::to_owned);
    }
    assert!(products.len() >= 200, "{} products", products.len());
    let ids: std::collections::HashSet<&str> = products.iter().filter_map(|p| p["id"].as_str()).collect();
    assert_eq!(ids.len(), products.len(), "pages do not overlap");
    assert!(products.iter().any(|p| p["status"] == "DRAFT"), "some drafts");
    assert!(products.iter().any(|p| p["totalInventory"] == 0), "some sold out");
    let first = &products[0];
    let options: Vec<&str> =
        first["options"].as_array().expect("options").iter().filter_map(|o| o["name"].as_str()).collect();
    assert_eq!(options, ["Size", "Color"]);
    let variant = &first["variants"]["nodes"][0];
    assert!(variant["price"].as_str().is_some_and(|p| p.contains('.')));
    let image = first["featuredImage"]["url"].as_str().expect("image url");
    let photo = app.client.get(image).send().await.expect("request");
    assert_eq!(photo.status(), 200);
    assert_eq!(photo.headers()["content-type"], "image/jpeg");
    let photo = image::load_from_memory(&photo.bytes().await.expect("bytes")).expect("a picture");
    assert_eq!((photo.width(), photo.height()), (600, 600), "a drawn product photo");

    let body = admin_graphql(
        &app,
        &shop,
        &token,
        "{ collections(first: 50) { edges { node { id title productsCount { count } } } } }",
    )
    .await;
    let collections = body["data"]["collections"]["edges"].as_array().expect("edges");
    assert!(collections.len() >= 10);
    assert!(collections.iter().all(|c| c["node"]["productsCount"]["count"].as_i64() > Some(0)));
}

#[tokio::test]
async fn connecting_syncs_the_catalog_and_product_search_filters_and_pages() {
    let app = spawn_app().await;
    app.verified_merchant("syncer", "secret1").await;
    app.login("syncer", "secret1").await;
    let shop = unique_shop();
    let callback = approve_install(&app, &shop).await;
    app.client.get(&callback).send().await.expect("request");
    let done = wait_for_sync(&app).await;
    assert!(done["productsSynced"].as_i64() >= Some(200), "{done}");

    let search = |q: &str| {
        let url = format!("/api/admin/v1/products/search?{q}");
        let app = &app;
        async move { app.get(&url).await.json::<serde_json::Value>().await.expect("json")["data"].clone() }
    };
    let mut all = Vec::new();
    let mut next: Option<String> = None;
    loop {
        let cursor = next.as_ref().map(|n| format!("&next={n}")).unwrap_or_default();
        let page = search(&format!("count=50{cursor}")).await;
        let items = page["products"].as_array().expect("products").clone();
        assert!(items.len() <= 50);
        all.extend(items);
        match page["next"].as_str() {
            Some(n) => next = Some(n.to_owned()),
            None => break,
        }
    }
    assert!(all.len() >= 200, "{} products", all.len());
    let unique: std::collections::HashSet<String> =
        all.iter().map(|p| p["inventory_id"].as_str().unwrap_or_default().to_owned()).collect();
    assert_eq!(unique.len(), all.len(), "pages neither overlap nor skip");

    let active = search("product_status=active&count=50").await;
    assert!(active["products"].as_array().expect("list").iter().all(|p| p["product_status"] == "active"));
    let in_stock = search("include_out_of_stock=false&count=50").await;
    assert!(in_stock["products"].as_array().expect("list").iter().all(|p| p["total_quantity"].as_i64() > Some(0)));
    let hoodies = search("q=HOODIE").await;
    let found = hoodies["products"].as_array().expect("list");
    assert!(!found.is_empty() && found.iter().all(|p| p["title"].as_str().unwrap_or_default().contains("Hoodie")));
    let tagged = search("q=bestseller&include_search_tags=true").await;
    assert!(!tagged["products"].as_array().expect("list").is_empty(), "tags are searchable when asked");
    let untagged = search("q=bestseller").await;
    assert!(untagged["products"].as_array().expect("list").is_empty(), "not without include_search_tags");
    let chosen = all[120]["inventory_id"].as_str().expect("id").to_owned();
    let preferred = search(&format!("count=5&prefered_product_ids={chosen}")).await;
    assert_eq!(preferred["products"][0]["inventory_id"], chosen.as_str(), "preferred products come first");

    let collections: serde_json::Value =
        app.get_json("/api/admin/v1/collections/search?count=50").await.json().await.expect("json");
    let list = collections["data"]["collections"].as_array().expect("collections");
    assert!(list.len() >= 10);
    assert!(list.iter().all(|c| c["products_count"].as_i64() > Some(0)));
}

#[tokio::test]
async fn catalog_search_is_scoped_to_the_callers_business() {
    let app = spawn_app().await;
    app.verified_merchant("owner-a", "secret1").await;
    app.login("owner-a", "secret1").await;
    let callback = approve_install(&app, &unique_shop()).await;
    app.client.get(&callback).send().await.expect("request");
    wait_for_sync(&app).await;
    app.verified_merchant("owner-b", "secret1").await;
    app.login("owner-b", "secret1").await;
    let page: serde_json::Value = app.get_json("/api/admin/v1/products/search").await.json().await.expect("json");
    assert_eq!(page["data"]["products"].as_array().map(Vec::len), Some(0), "another tenant's catalog is invisible");
    assert_eq!(app.get("/api/admin/v1/store/sync/status").await.status(), 200);
    let anonymous = reqwest::Client::new()
        .get(format!("{}/api/admin/v1/products/search", app.address))
        .send()
        .await
        .expect("request");
    assert_eq!(anonymous.status(), 401);
}
