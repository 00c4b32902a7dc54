//! AI preferences: validated against the business's catalog, all or nothing, scoped to the
//! caller's store id, read back, applied to product search (promoted first; excluded products
//! and collections left out of the suggestions, found by a typed search); and the disconnect and uninstall
//! resets of the preferences and the options map.

use diesel::prelude::*;
use serde_json::{json, Value};
use shoplinks::db::schema::collections as collection_rows;
use shoplinks::db::schema::{catalog_preferences, option_maps, product_collections, products, users};

use crate::catalog_options::{bearer_for, put_json};
use crate::helpers::{spawn_app, TestApp};
use crate::store_helpers::{connected_merchant, unique_shop};

fn business_of(app: &TestApp, username: &str) -> String {
    let mut conn = app.state.db.get().expect("conn");
    users::table.filter(users::username.eq(username)).select(users::business_id).first(&mut *conn).expect("user")
}

async fn search_ids(app: &TestApp, query: &str) -> Vec<String> {
    let page: Value = app.get_json(&format!("/api/admin/v1/products/search?{query}")).await.json().await.expect("json");
    page["data"]["products"]
        .as_array()
        .expect("products")
        .iter()
        .filter_map(|p| p["inventory_id"].as_str().map(str::to_owned))
        .collect()
}

async fn collection_ids(app: &TestApp) -> Vec<String> {
    let page: Value = app.get_json("/api/admin/v1/collections/search?count=5").await.json().await.expect("json");
    page["data"]["collections"]
        .as_array()
        .expect("collections")
        .iter()
        .filter_map(|c| c["collection_id"].as_str().map(str::to_owned))
        .collect()
}

async fn preferences(app: &TestApp, business: &str) -> Value {
    let res = app.get_json(&format!("/api/admin/v1/store/{business}/preferences")).await;
    assert_eq!(res.status(), 200);
    res.json::<Value>().await.expect("json")["data"].clone()
}

#[tokio::test]
async fn preferences_are_validated_stored_read_back_and_put_first_in_search() {
    let app = spawn_app().await;
    connected_merchant(&app, "chooser", &unique_shop()).await;
    let business = business_of(&app, "chooser");
    let products = search_ids(&app, "count=50").await;
    let (last, other) = (products[products.len() - 1].clone(), products[1].clone());
    let path = format!("/api/admin/v1/store/{business}/products_preferences");

    // Unknown id: 422 naming the field, nothing stored.
    let res = put_json(
        &app,
        &path,
        &json!({"prefered_product_ids": [last, "gid://shopify/Product/424242"], "exclude_product_ids": []}),
    )
    .await;
    assert_eq!(res.status(), 422);
    let body: Value = res.json().await.expect("json");
    assert!(body["error"]["fields"]["prefered_product_ids"].as_str().is_some_and(|m| m.contains("424242")), "{body}");
    assert_eq!(preferences(&app, &business).await["products_preferences"]["prefered_product_ids"], json!([]));

    // Both preferred and excluded: refused.
    let res = put_json(&app, &path, &json!({"prefered_product_ids": [last], "exclude_product_ids": [last]})).await;
    assert_eq!(res.status(), 422);
    let body: Value = res.json().await.expect("json");
    assert!(body["error"]["fields"]["exclude_product_ids"].is_string(), "{body}");

    // Another business's store id: 404.
    app.verified_merchant("neighbour", "secret1").await;
    let neighbour = business_of(&app, "neighbour");
    let res = put_json(
        &app,
        &format!("/api/admin/v1/store/{neighbour}/products_preferences"),
        &json!({"prefered_product_ids": [last]}),
    )
    .await;
    assert_eq!(res.status(), 404);
    assert_eq!(app.get_json(&format!("/api/admin/v1/store/{neighbour}/preferences")).await.status(), 404);
    let stranger = reqwest::Client::new()
        .put(format!("{}{path}", app.address))
        .bearer_auth(bearer_for(&app, "neighbour").await)
        .json(&json!({"prefered_product_ids": []}))
        .send()
        .await
        .expect("request");
    assert_eq!(stranger.status(), 404, "the neighbour cannot write this store's preferences");

    // Stored and read back, in the merchant's order, duplicates dropped.
    let res =
        put_json(&app, &path, &json!({"prefered_product_ids": [last, last], "exclude_product_ids": [other]})).await;
    assert_eq!(res.status(), 200);
    let stored = preferences(&app, &business).await;
    assert_eq!(stored["products_preferences"], json!({"prefered_product_ids": [last], "exclude_product_ids": [other]}));

    // Collections: one list at a time, the other kept.
    let collections = collection_ids(&app).await;
    let cpath = format!("/api/admin/v1/store/{business}/collections_preferences");
    let res = put_json(&app, &cpath, &json!({"prefered_collection_ids": [collections[0]]})).await;
    assert_eq!(res.status(), 200);
    let body: Value = res.json().await.expect("json");
    assert_eq!(body["status"], true);
    let res = put_json(&app, &cpath, &json!({"exclude_collection_ids": [collections[1]]})).await;
    assert_eq!(res.status(), 200);
    let res = put_json(&app, &cpath, &json!({"exclude_collection_ids": [collections[0]]})).await;
    assert_eq!(res.status(), 422, "already preferred");
    let res = put_json(&app, &cpath, &json!({"exclude_collection_ids": ["gid://shopify/Collection/1"]})).await;
    assert_eq!(res.status(), 422, "unknown collection");
    assert_eq!(
        preferences(&app, &business).await["collections_preferences"],
        json!({"prefered_collection_ids": [collections[0]], "exclude_collection_ids": [collections[1]]})
    );

    // Search lists the stored preferred product first; a request naming its own wins.
    assert_eq!(search_ids(&app, "count=3").await.first(), Some(&last));
    assert_eq!(search_ids(&app, &format!("count=3&prefered_product_ids={other}")).await.first(), Some(&other));
    // Paging stays whole with a preferred product in front.
    let mut paged = Vec::new();
    let mut next: Option<String> = None;
    loop {
        let cursor = next.as_ref().map(|n| format!("&next={n}")).unwrap_or_default();
        let page: Value =
            app.get_json(&format!("/api/admin/v1/products/search?count=50{cursor}")).await.json().await.expect("json");
        paged.extend(page["data"]["products"].as_array().expect("products").iter().map(|p| p["inventory_id"].clone()));
        match page["data"]["next"].as_str() {
            Some(n) => next = Some(n.to_owned()),
            None => break,
        }
    }
    let unique: std::collections::HashSet<String> = paged.iter().map(Value::to_string).collect();
    assert_eq!(unique.len(), paged.len(), "no product twice");
    // The suggestions leave out the excluded product and the excluded collection's products.
    let mut hidden: std::collections::HashSet<String> = {
        let mut conn = app.state.db.get().expect("conn");
        product_collections::table
            .inner_join(collection_rows::table.on(collection_rows::id.eq(product_collections::collection_id)))
            .inner_join(products::table.on(products::id.eq(product_collections::product_id)))
            .filter(collection_rows::business_id.eq(&business))
            .filter(collection_rows::shopify_id.eq(&collections[1]))
            .select(products::shopify_id)
            .load::<String>(&mut *conn)
            .expect("members")
            .into_iter()
            .collect()
    };
    hidden.insert(other.clone());
    assert!(hidden.len() > 1, "the excluded collection has products");
    assert!(paged.iter().all(|id| id.as_str().is_some_and(|id| !hidden.contains(id))), "none of them is suggested");
    let synced: Value = app.get_json("/api/admin/v1/store/sync/status").await.json().await.expect("json");
    assert_eq!(Some((paged.len() + hidden.len()) as i64), synced["data"]["productsSynced"].as_i64(), "no product lost");
    // A typed search still finds an excluded product.
    let title: String = {
        let mut conn = app.state.db.get().expect("conn");
        products::table
            .filter(products::business_id.eq(&business))
            .filter(products::shopify_id.eq(&other))
            .select(products::title)
            .first(&mut *conn)
            .expect("title")
    };
    let query = format!("count=50&q={}", title.replace(' ', "%20"));
    assert!(search_ids(&app, &query).await.contains(&other), "found by name");
}

/// Saves preferences and an options map for `username`'s business.
async fn save_settings(app: &TestApp, username: &str) -> String {
    let business = business_of(app, username);
    let product = search_ids(app, "count=1").await.remove(0);
    let res = put_json(
        app,
        &format!("/api/admin/v1/store/{business}/products_preferences"),
        &json!({"prefered_product_ids": [product]}),
    )
    .await;
    assert_eq!(res.status(), 200);
    let res = put_json(
        app,
        "/api/admin/v1/store/appearance/options",
        &json!({"Size": {"type": "COLOR", "values": [{"value": "M", "hex_value": "#123456"}]}}),
    )
    .await;
    assert_eq!(res.status(), 200);
    business
}

fn stored_rows(app: &TestApp, business: &str) -> (i64, i64) {
    let mut conn = app.state.db.get().expect("conn");
    let prefs = catalog_preferences::table
        .filter(catalog_preferences::business_id.eq(business))
        .count()
        .get_result(&mut *conn)
        .expect("count");
    let maps =
        option_maps::table.filter(option_maps::business_id.eq(business)).count().get_result(&mut *conn).expect("count");
    (prefs, maps)
}

async fn assert_reset(app: &TestApp, business: &str) {
    assert_eq!(stored_rows(app, business), (0, 0), "preferences and options map deleted");
    let stored = preferences(app, business).await;
    assert_eq!(stored["products_preferences"]["prefered_product_ids"], json!([]));
    let map: Value = app.get_json("/api/admin/v1/store/appearance/options").await.json().await.expect("json");
    assert_eq!(map["data"]["Size"]["type"], "TEXT", "back to the default type: {map}");
}

#[tokio::test]
async fn disconnecting_the_store_resets_preferences_and_the_options_map() {
    let app = spawn_app().await;
    connected_merchant(&app, "resetter", &unique_shop()).await;
    let business = save_settings(&app, "resetter").await;
    assert_eq!(stored_rows(&app, &business), (1, 1));
    let res = app.post_same_origin("/api/admin/v1/store/auth/disconnect", &json!({})).await;
    assert_eq!(res.status(), 200);
    assert_reset(&app, &business).await;
}

#[tokio::test]
async fn uninstalling_the_app_resets_preferences_and_the_options_map() {
    let app = spawn_app().await;
    let shop = unique_shop();
    connected_merchant(&app, "uninstalled", &shop).await;
    let business = save_settings(&app, "uninstalled").await;
    let res =
        app.client.post(format!("{}/sandbox/{shop}/admin/app/uninstall", app.address)).send().await.expect("request");
    assert_eq!(res.status(), 200);
    for _ in 0..100 {
        if stored_rows(&app, &business) == (0, 0) {
            return assert_reset(&app, &business).await;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    panic!("the app/uninstalled webhook did not reset the settings");
}
