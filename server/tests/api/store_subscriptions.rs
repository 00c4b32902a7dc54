//! Webhook subscriptions made through the Admin API when a store connects (and only the missing
//! ones on a reconnect), the sandbox's Shopify-shaped cost reports and throttling, and a full
//! catalog sync that completes although its calls are throttled.

use std::collections::HashSet;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Arc;
use std::time::Duration;

use diesel::prelude::*;
use serde_json::{json, Value};
use shop_sandbox::schema::{sandbox_products, sandbox_webhook_subscriptions};
use shoplinks::db::schema::products;
use shoplinks::features::store::shopify::admin::API_VERSION;
use shoplinks::features::store::WEBHOOK_TOPICS as TOPICS;

use crate::helpers::{spawn_app, spawn_app_with, AppOptions, TestApp};
use crate::store_helpers::{
    access_token, admin_graphql, approve_install, connected_merchant, install_first, sandbox_graphql,
    subscription_count, unique_shop, wait_for_sync,
};
use shoplinks::features::store::shopify::pacing::Pacer;

const LIST: &str = "{ webhookSubscriptions(first: 50) { nodes { id topic format uri \
    endpoint { __typename ... on WebhookHttpEndpoint { callbackUrl } } } } }";

/// `(id, topic, callbackUrl)` of every subscription, read through the sandbox Admin API.
async fn listed(app: &TestApp, shop: &str) -> Vec<(String, String, String)> {
    let token = access_token(app, shop);
    let body = admin_graphql(app, shop, &token, LIST).await;
    body["data"]["webhookSubscriptions"]["nodes"]
        .as_array()
        .expect("nodes")
        .iter()
        .map(|n| {
            assert_eq!(n["format"], "JSON");
            assert_eq!(n["endpoint"]["__typename"], "WebhookHttpEndpoint");
            assert_eq!(n["uri"], n["endpoint"]["callbackUrl"], "the deprecated endpoint names the same address");
            let field = |v: &Value| v.as_str().expect("string").to_owned();
            (field(&n["id"]), field(&n["topic"]), field(&n["endpoint"]["callbackUrl"]))
        })
        .collect()
}

#[tokio::test]
async fn connecting_subscribes_to_the_webhooks_once_and_a_reconnect_adds_only_what_is_missing() {
    let app = spawn_app().await;
    let shop = unique_shop();
    connected_merchant(&app, "subscriber", &shop).await;
    let ours = format!("{}/api/webhooks/shopify", app.address);
    let first = listed(&app, &shop).await;
    assert_eq!(first.len(), TOPICS.len(), "{first:?}");
    let topics: HashSet<&str> = first.iter().map(|(_, t, _)| t.as_str()).collect();
    assert_eq!(topics, TOPICS.into_iter().collect::<HashSet<_>>());
    assert!(first.iter().all(|(id, _, url)| *url == ours && id.starts_with("gid://shopify/WebhookSubscription/")));

    // The sandbox itself refuses a second subscription to the same topic and address.
    let token = access_token(&app, &shop);
    let duplicate = admin_graphql(
        &app,
        &shop,
        &token,
        &format!(
            "mutation {{ webhookSubscriptionCreate(topic: PRODUCTS_UPDATE, webhookSubscription: \
             {{callbackUrl: \"{ours}\", format: JSON}}) {{ webhookSubscription {{ id }} userErrors {{ field message }} }} }}"
        ),
    )
    .await;
    let payload = &duplicate["data"]["webhookSubscriptionCreate"];
    assert!(payload["webhookSubscription"].is_null());
    assert_eq!(payload["userErrors"][0]["message"], "Address for this topic has already been taken");
    assert_eq!(payload["userErrors"][0]["field"], json!(["webhookSubscription", "callbackUrl"]));

    // One subscription goes missing; disconnect and reconnect.
    let (gone_id, gone_topic, _) = first.iter().find(|(_, t, _)| t == "ORDERS_CREATE").cloned().expect("orders");
    {
        let mut conn = app.state.db.get().expect("conn");
        let number: i64 = gone_id.rsplit('/').next().and_then(|n| n.parse().ok()).expect("numeric id");
        diesel::delete(sandbox_webhook_subscriptions::table.find(number)).execute(&mut *conn).expect("delete");
    }
    let res = app.post_same_origin("/api/admin/v1/store/auth/disconnect", &json!({})).await;
    assert_eq!(res.status(), 200);
    let again = approve_install(&app, &shop).await;
    app.client.get(&again).send().await.expect("request");
    for _ in 0..300 {
        if subscription_count(&app, &shop) >= TOPICS.len() as i64 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    let second = listed(&app, &shop).await;
    assert_eq!(second.len(), TOPICS.len(), "{second:?}");
    let kept: HashSet<&String> = first.iter().filter(|(id, _, _)| *id != gone_id).map(|(id, _, _)| id).collect();
    let now: HashSet<&String> = second.iter().map(|(id, _, _)| id).collect();
    assert!(kept.is_subset(&now), "existing subscriptions were left alone");
    assert!(second.iter().any(|(id, t, _)| *t == gone_topic && *id != gone_id), "the missing one was made again");
}

#[tokio::test]
async fn admin_api_answers_report_their_cost_and_an_empty_bucket_answers_throttled() {
    let app = spawn_app_with(AppOptions {
        settings: vec![("sandbox_api_bucket_size", "20".into()), ("sandbox_api_restore_rate", "1".into())],
        ..Default::default()
    })
    .await;
    let shop = unique_shop();
    install_first(&app, &shop).await;
    let token = access_token(&app, &shop);
    let (status, body) = sandbox_graphql(&app, &shop, &token, "{ shop { name email } }").await;
    assert_eq!(status, 200);
    let cost = &body["extensions"]["cost"];
    assert_eq!(cost["requestedQueryCost"], 3, "{body}");
    assert_eq!(cost["actualQueryCost"], 3);
    assert_eq!(cost["throttleStatus"]["maximumAvailable"], 20);
    assert_eq!(cost["throttleStatus"]["restoreRate"], 1);
    assert_eq!(cost["throttleStatus"]["currentlyAvailable"], 17);

    let mut throttled = None;
    for _ in 0..10 {
        let (status, body) = sandbox_graphql(&app, &shop, &token, "{ shop { name email } }").await;
        assert_eq!(status, 200, "throttling is an HTTP 200, as on Shopify");
        if !body["errors"].is_null() {
            throttled = Some(body);
            break;
        }
    }
    let body = throttled.expect("the bucket ran dry");
    assert_eq!(body["errors"][0]["message"], "Throttled");
    assert_eq!(body["errors"][0]["extensions"]["code"], "THROTTLED");
    assert!(body["extensions"]["cost"]["actualQueryCost"].is_null());
    assert!(body["extensions"]["cost"]["throttleStatus"]["currentlyAvailable"].as_u64() < Some(3));

    let (_, too_big) = sandbox_graphql(
        &app,
        &shop,
        &token,
        "{ products(first: 1) { edges { node { id handle title description productType status tags totalInventory \
         onlineStoreUrl featuredImage { url } options { name position values } \
         variants(first: 1) { nodes { id title sku price inventoryQuantity } } } } pageInfo { hasNextPage endCursor } } }",
    )
    .await;
    assert_eq!(too_big["errors"][0]["extensions"]["code"], "MAX_COST_EXCEEDED", "{too_big}");
}

#[tokio::test]
async fn a_full_sync_against_a_tiny_bucket_is_throttled_and_still_completes() {
    let app = spawn_app_with(AppOptions {
        settings: vec![("sandbox_api_bucket_size", "80".into()), ("sandbox_api_restore_rate", "100".into())],
        ..Default::default()
    })
    .await;
    let shop = unique_shop();
    let auth = install_first(&app, &shop).await;
    let token = access_token(&app, &shop);

    // Another client of the same shop keeps the bucket empty while the store connects, so the
    // adapter's first calls must be throttled; it stops 1.5 s after the connect.
    let stop = Arc::new(AtomicBool::new(false));
    let drained = Arc::new(AtomicU64::new(0));
    let drain = {
        let (stop, drained, url) = (stop.clone(), drained.clone(), app.address.clone());
        let (shop, token) = (shop.clone(), token.clone());
        tokio::spawn(async move {
            let client = reqwest::Client::new();
            while !stop.load(Ordering::Relaxed) {
                let body: Value = client
                    .post(format!("{url}/sandbox/{shop}/admin/api/{API_VERSION}/graphql.json"))
                    .header("X-Shopify-Access-Token", &token)
                    .json(&json!({"query": "{ shop { name } }"}))
                    .send()
                    .await
                    .expect("request")
                    .json()
                    .await
                    .expect("json");
                if body["errors"][0]["extensions"]["code"] == "THROTTLED" {
                    drained.fetch_add(1, Ordering::Relaxed);
                }
            }
        })
    };
    while drained.load(Ordering::Relaxed) == 0 {
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    let before = app.state.handle::<Pacer>().throttled();
    let res = app
        .post_json(
            "/api/auth/register/connect",
            &json!({"auth": auth, "username": "patient", "email": "patient@example.com", "password": "secret1"}),
        )
        .await;
    assert_eq!(res.status(), 200);
    tokio::time::sleep(Duration::from_millis(1500)).await;
    stop.store(true, Ordering::Relaxed);
    drain.await.expect("drain");

    let status = wait_for_sync(&app).await;
    assert!(app.state.handle::<Pacer>().throttled() > before, "the adapter was throttled and retried");
    let (local, remote) = {
        let mut conn = app.state.db.get().expect("conn");
        let local: i64 = products::table.count().get_result(&mut *conn).expect("count");
        let remote: i64 = sandbox_products::table
            .filter(sandbox_products::shop_domain.eq(&shop))
            .count()
            .get_result(&mut *conn)
            .expect("count");
        (local, remote)
    };
    assert!(remote >= 200);
    assert_eq!(local, remote, "every product synced");
    assert_eq!(status["productsSynced"].as_i64(), Some(remote));
    crate::store_helpers::wait_for_subscriptions(&app, &shop).await;
}
