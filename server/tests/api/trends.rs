//! Trends recover planted structure (docs/trends.md): on orders where products A and B are
//! bought together in 30 % of orders and C with D in 10 %, among products bought independently,
//! best combinations rank A+B first and C+D above every independent pair, and the complementary
//! products of A put B first; with no orders at all, visits that added products together still
//! give an answer. Orders go through the order ingestion the webhooks use, adds through the
//! click importer. Trends are for business features and merchants only.

use chrono::NaiveDateTime;
use diesel::prelude::*;
use serde_json::{json, Value};
use shoplinks::db::schema::businesses;
use shoplinks::features::clicks::EventKind;
use shoplinks::features::orders::ingest::upsert_order;
use shoplinks::features::orders::OrderPayload;

use crate::analytics_helpers::{
    click_event, get_as, get_body, import_events, influencer_token, insert_link, order_webhook, stocked_products,
    TestLink,
};
use crate::helpers::{spawn_app, TestApp};
use crate::link_helpers::{merchant_with_store, store_code};

fn number_of(gid: &str) -> i64 {
    gid.rsplit('/').next().and_then(|n| n.parse().ok()).expect("product number")
}

fn noon() -> NaiveDateTime {
    chrono::NaiveDate::from_ymd_opt(2026, 11, 2).and_then(|d| d.and_hms_opt(12, 0, 0)).expect("time")
}

/// A deterministic coin: true with probability `p`, from a linear congruential sequence.
struct Coin(u64);

impl Coin {
    fn flip(&mut self, p: f64) -> bool {
        self.0 = self.0.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
        ((self.0 >> 33) as f64 / (1u64 << 31) as f64) < p
    }
}

async fn trends(app: &TestApp, path: &str) -> Value {
    let (status, body) = get_body(app, &format!("/api/admin/v1/products/trends/{path}")).await;
    assert_eq!(status, 200, "{path}: {body}");
    body["data"].clone()
}

#[tokio::test]
async fn planted_pairs_come_first_and_complements_follow_them() {
    let app = spawn_app().await;
    let (shop, business) = merchant_with_store(&app, "planted").await;
    // A promocode link, so every order below is attributed (only attributed orders count).
    store_code(&app, "TREND").await;
    insert_link(&app, "planted", TestLink { promocode: Some("TREND"), ..Default::default() });
    let picked = stocked_products(&app, &shop, 8);
    let ids: Vec<String> = picked.iter().map(|(p, _, _)| p.clone()).collect();
    let (a, b, c, d) = (&ids[0], &ids[1], &ids[2], &ids[3]);
    let independent = &ids[4..];

    let mut coin = Coin(7);
    for i in 0..200_i64 {
        let mut basket: Vec<&String> = Vec::new();
        match i % 10 {
            0..=2 => basket.extend([a, b]),
            3 => basket.extend([c, d]),
            _ => {}
        }
        for p in independent {
            if coin.flip(0.3) {
                basket.push(p);
            }
        }
        if basket.is_empty() {
            basket.push(&independent[0]);
        }
        let lines: Vec<(i64, &str)> = basket.iter().map(|p| (number_of(p), "10.00")).collect();
        let payload: OrderPayload =
            serde_json::from_value(order_webhook(5000 + i, noon(), &lines, "0.00", None, Some("trend")))
                .expect("payload");
        let mut conn = app.state.db.get().expect("conn");
        upsert_order(&mut conn, &business, &shop, payload).expect("order");
    }

    let combos = trends(&app, "top-combinations").await;
    let list: Vec<Vec<String>> = serde_json::from_value(combos["top_combinations"].clone()).expect("combinations");
    let is = |combo: &Vec<String>, x: &String, y: &String| combo.len() == 2 && combo.contains(x) && combo.contains(y);
    assert!(is(&list[0], a, b), "A+B first: {combos}");
    let cd = list.iter().position(|combo| is(combo, c, d)).expect("C+D is a combination");
    let independent_pairs: Vec<usize> = list
        .iter()
        .enumerate()
        .filter(|(_, combo)| combo.len() == 2 && combo.iter().all(|p| independent.contains(p)))
        .map(|(i, _)| i)
        .collect();
    assert!(independent_pairs.iter().all(|i| *i > cd), "C+D above independent pairs: {combos}");
    assert!(combos["statistics"][0]["lift"].as_f64().expect("lift") > 1.0);
    let named: Vec<&str> =
        combos["products"].as_array().expect("products").iter().filter_map(|p| p["id"].as_str()).collect();
    assert!(named.contains(&a.as_str()) && named.contains(&b.as_str()), "the products are named: {combos}");

    let number = number_of(a);
    let complements = trends(&app, &format!("complementary/{number}")).await;
    assert_eq!(complements["products"][0]["product"]["id"], json!(b), "B complements A first: {complements}");
    assert!(complements["products"][0]["combination_score"].as_f64().expect("score") > 50.0);
    let full = trends(&app, &format!("complementary/{a}")).await;
    assert_eq!(full["products"][0]["product"]["id"], json!(b), "the full id works too");

    let top = trends(&app, "top-performing").await;
    let first = &top["products"][0];
    assert_eq!(first["selling_score"], 100, "{top}");
    let scores: Vec<i64> =
        top["products"].as_array().expect("list").iter().filter_map(|p| p["selling_score"].as_i64()).collect();
    assert!(scores.windows(2).all(|w| w[0] >= w[1]), "best first: {scores:?}");
    let ratio = first["variant_availability_ratio"].as_f64().expect("ratio");
    assert!((0.0..=1.0).contains(&ratio));
}

#[tokio::test]
async fn with_no_orders_products_added_together_are_complements() {
    let app = spawn_app().await;
    let (shop, business) = merchant_with_store(&app, "coadds").await;
    let picked = stocked_products(&app, &shop, 3);
    let (a, b, c) = (&picked[0].0, &picked[1].0, &picked[2].0);
    let look = insert_link(&app, "coadds", TestLink::default());
    // Ten visits add A then B; two add A then C; one adds B twice (a pair of one product is none).
    let mut events = Vec::new();
    for i in 0..12 {
        let click = format!("visit-{i}");
        let other = if i < 10 { b } else { c };
        events.push(click_event(&business, &look, EventKind::Add, &click, &click, Some(a), noon()));
        events.push(click_event(&business, &look, EventKind::Add, &click, &click, Some(other), noon()));
    }
    import_events(&app, &events[..6]);
    import_events(&app, &events[6..]);
    let complements = trends(&app, &format!("complementary/{a}")).await;
    let order: Vec<&str> =
        complements["products"].as_array().expect("list").iter().filter_map(|p| p["product"]["id"].as_str()).collect();
    assert_eq!(order, vec![b.as_str(), c.as_str()], "{complements}");
    let combos = trends(&app, "top-combinations").await;
    assert_eq!(combos["top_combinations"], json!([]), "no orders, no combinations");
}

#[tokio::test]
async fn trends_need_business_features_and_a_merchant() {
    let app = spawn_app().await;
    let (_, business) = merchant_with_store(&app, "starter").await;
    store_code(&app, "ANNA10").await;
    let created = json!({"username": "anna", "email": "anna@creators.io", "profile_image_url": "https://cdn.example/a.png",
        "promocode": "ANNA10", "permissions": {"analytics_clicks_enabled": true}});
    let res: Value = app.post_json("/api/admin/v1/influencers/create", &created).await.json().await.expect("json");
    let password = res["data"]["password"].as_str().expect("password").to_owned();
    let token = influencer_token(&app, "starter", "anna", &password).await;
    for path in ["top-performing", "top-combinations", "complementary/1"] {
        let url = format!("/api/admin/v1/products/trends/{path}");
        assert_eq!(get_body(&app, &url).await.0, 200, "in the trial: {path}");
        assert_eq!(get_as(&app, &token, &url).await.0, 403, "influencers: {path}");
    }
    {
        let mut conn = app.state.db.get().expect("conn");
        diesel::update(businesses::table.find(&business))
            .set(businesses::subscription_plan.eq("STARTER"))
            .execute(&mut *conn)
            .expect("plan");
    }
    for path in ["top-performing", "top-combinations", "complementary/1"] {
        let (status, body) = get_body(&app, &format!("/api/admin/v1/products/trends/{path}")).await;
        assert_eq!(status, 403, "{path}: {body}");
    }
}
