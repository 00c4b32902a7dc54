//! The analytics page's overview (docs/analytics.md#analytics-page) on a known dataset written
//! through the product's own paths: events through the click importer, orders and a refund as
//! signed store webhooks, the influencer through the dashboard's calls, the time zone read from
//! the store's profile. Run for two zones on either side of UTC, with every event and order
//! placed so that its UTC day differs from its local day: each card, rate, daily point (zeros
//! included) and the influencer row must come out on the merchant's calendar.

use chrono::{NaiveDate, NaiveDateTime, TimeZone};
use chrono_tz::Tz;
use diesel::prelude::*;
use serde_json::{json, Value};
use shop_sandbox::schema::sandbox_shops;
use shoplinks::db::schema::{businesses, orders};
use shoplinks::features::clicks::EventKind;

use crate::analytics_helpers::{
    click_event as event, get_as, get_body, import_events, influencer_token, insert_link, order_webhook, TestLink,
};
use crate::helpers::{spawn_app, TestApp};
use crate::link_helpers::{merchant_with_store, store_code};
use crate::store_helpers::post_signed;

/// The dataset's days, in the merchant's zone.
fn d(day: u32) -> NaiveDate {
    NaiveDate::from_ymd_opt(2026, 11, day).expect("day")
}

/// The UTC instant of a local time.
fn utc(zone: Tz, day: u32, hour: u32, minute: u32) -> NaiveDateTime {
    let local = d(day).and_hms_opt(hour, minute, 0).expect("time");
    zone.from_local_datetime(&local).single().expect("unambiguous").naive_utc()
}

/// Waits (at most 10 s) until `check` holds for the business's orders: (count, refunded minor).
async fn wait_for_orders(app: &TestApp, business: &str, check: impl Fn(i64, i64) -> bool) {
    for _ in 0..100 {
        let refunds: Vec<i64> = {
            let mut conn = app.state.db.get().expect("conn");
            orders::table
                .filter(orders::business_id.eq(business))
                .select(orders::refunded_minor)
                .load(&mut *conn)
                .expect("orders")
        };
        let (count, refunded) = (refunds.len() as i64, Some(refunds.iter().sum::<i64>()));
        if check(count, refunded.unwrap_or(0)) {
            return;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    panic!("the orders did not arrive");
}

/// Sets the sandbox shop's zone and syncs, so the business reads it from the store's profile.
async fn store_zone(app: &TestApp, shop: &str, business: &str, zone: Tz) {
    {
        let mut conn = app.state.db.get().expect("conn");
        diesel::update(sandbox_shops::table.find(shop))
            .set(sandbox_shops::iana_timezone.eq(zone.name()))
            .execute(&mut *conn)
            .expect("zone");
    }
    assert_eq!(app.post_json("/api/admin/v1/products/sync", &json!({})).await.status(), 200);
    for _ in 0..100 {
        let stored: String = {
            let mut conn = app.state.db.get().expect("conn");
            businesses::table.find(business).select(businesses::time_zone).first(&mut *conn).expect("business")
        };
        if stored == zone.name() {
            return;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    panic!("the store's time zone was not read");
}

async fn overview(app: &TestApp, query: &str) -> Value {
    let (status, body) = get_body(app, &format!("/api/admin/v1/insights/overview?{query}")).await;
    assert_eq!(status, 200, "{body}");
    body["data"].clone()
}

/// The daily series as (day, views, visits, checkouts, revenue).
fn series(channel: &Value) -> Vec<(String, i64, i64, i64, String)> {
    channel["data"]
        .as_object()
        .expect("data")
        .iter()
        .map(|(day, p)| {
            let n = |k: &str| p[k].as_i64().expect("number");
            (day.clone(), n("views"), n("visits"), n("checkouts"), p["revenue"].as_str().expect("revenue").to_owned())
        })
        .collect()
}

async fn dataset_in(zone: Tz, merchant: &str) {
    let app = spawn_app().await;
    let (shop, business) = merchant_with_store(&app, merchant).await;
    store_zone(&app, &shop, &business, zone).await;
    store_code(&app, "ANNA10").await;
    let created = json!({"username": "anna", "email": "anna@creators.io", "profile_image_url": "https://cdn.example/a.png",
        "promocode": "ANNA10", "commission": 10, "permissions": {"analytics_clicks_enabled": true}});
    let res: Value = app.post_json("/api/admin/v1/influencers/create", &created).await.json().await.expect("json");
    let password = res["data"]["password"].as_str().expect("password").to_owned();
    let anna: String = {
        use shoplinks::db::schema::influencers;
        let mut conn = app.state.db.get().expect("conn");
        influencers::table
            .filter(influencers::username.eq("anna"))
            .select(influencers::id)
            .first(&mut *conn)
            .expect("id")
    };
    let look = insert_link(&app, merchant, TestLink { kind: "LOOK", ..Default::default() });
    let short =
        insert_link(&app, merchant, TestLink { kind: "SHORT", influencer_id: Some(&anna), ..Default::default() });

    // Late on the 9th, early on the 11th and late on the 11th, local time: each instant's UTC
    // day differs from its local day in one of the two zones.
    let b = business.as_str();
    let mut events = Vec::new();
    for (i, visitor) in ["v1", "v2", "v3"].iter().enumerate() {
        events.push(event(b, &look, EventKind::View, &format!("c{i}"), visitor, None, utc(zone, 9, 23, 30 + i as u32)));
    }
    events.push(event(b, &look, EventKind::Add, "c0", "v1", None, utc(zone, 9, 23, 33)));
    events.push(event(b, &look, EventKind::Checkout, "c0", "v1", None, utc(zone, 9, 23, 34)));
    events.push(event(b, &look, EventKind::View, "c3", "v1", None, utc(zone, 11, 0, 30)));
    events.push(event(b, &look, EventKind::View, "c4", "v4", None, utc(zone, 11, 0, 31)));
    for (i, visitor) in ["w1", "w2", "w3", "w4"].iter().enumerate() {
        events.push(event(
            b,
            &short,
            EventKind::View,
            &format!("s{i}"),
            visitor,
            None,
            utc(zone, 11, 23, 30 + i as u32),
        ));
    }
    import_events(&app, &events);

    // Through the look on the 9th; through anna's short on the 11th, later refunded 20.00;
    // anna's code with no link early on the 13th.
    post_signed(
        &app,
        &shop,
        "orders/create",
        "o1",
        &order_webhook(1001, utc(zone, 9, 23, 50), &[(1, "100.00")], "10.00", Some("c0"), None),
    )
    .await;
    post_signed(
        &app,
        &shop,
        "orders/create",
        "o2",
        &order_webhook(1002, utc(zone, 11, 23, 50), &[(1, "50.00")], "5.00", Some("s0"), None),
    )
    .await;
    post_signed(
        &app,
        &shop,
        "orders/create",
        "o3",
        &order_webhook(1003, utc(zone, 13, 0, 30), &[(2, "30.00")], "0.00", None, Some("anna10")),
    )
    .await;
    wait_for_orders(&app, b, |count, _| count == 3).await;
    let refund = json!({"id": 9, "order_id": 1002, "created_at": "2026-11-20T10:00:00Z",
        "transactions": [{"amount": "20.00", "kind": "refund", "status": "success"}]});
    for i in 0..2 {
        post_signed(&app, &shop, "refunds/create", &format!("r{i}"), &refund).await;
    }
    wait_for_orders(&app, b, |_, refunded| refunded == 2_000).await;
    // A replayed order changes nothing.
    post_signed(
        &app,
        &shop,
        "orders/updated",
        "o1-again",
        &order_webhook(1001, utc(zone, 9, 23, 50), &[(1, "100.00")], "10.00", Some("c0"), None),
    )
    .await;
    tokio::time::sleep(std::time::Duration::from_millis(500)).await;

    let o = overview(&app, "from_date=2026-11-09&to_date=2026-11-13").await;
    assert_eq!(o["time_zone"], zone.name());
    assert_eq!(o["currency"], "USD");
    let looks = &o["looks_analytics"];
    let zero = "0.00".to_owned();
    assert_eq!(
        (&looks["views"], &looks["visits"], &looks["checkouts"], &looks["requested_checkouts"]),
        (&json!(5), &json!(4), &json!(1), &json!(1)),
        "{zone}: {looks}"
    );
    assert_eq!(
        (&looks["revenue"], &looks["total_tax"], &looks["aov"]),
        (&json!("100.00"), &json!("10.00"), &json!("100.00"))
    );
    assert_eq!((&looks["cr"], &looks["influencer_cr"]), (&json!(20.0), &json!(0.0)));
    assert_eq!(
        (&looks["influencer_attributed_revenue"], &looks["influencer_attributed_checkouts"]),
        (&json!("0.00"), &json!(0))
    );
    assert_eq!(
        series(looks),
        vec![
            ("2026-11-09".into(), 3, 3, 1, "100.00".into()),
            ("2026-11-10".into(), 0, 0, 0, zero.clone()),
            ("2026-11-11".into(), 2, 1, 0, zero.clone()),
            ("2026-11-12".into(), 0, 0, 0, zero.clone()),
            ("2026-11-13".into(), 0, 0, 0, zero.clone()),
        ],
        "{zone}: every day of the range, on the local calendar"
    );
    let shorts = &o["shorts_analytics"];
    assert_eq!(
        (&shorts["views"], &shorts["visits"], &shorts["checkouts"]),
        (&json!(4), &json!(4), &json!(1)),
        "{shorts}"
    );
    assert_eq!(
        (&shorts["revenue"], &shorts["total_tax"], &shorts["aov"]),
        (&json!("30.00"), &json!("5.00"), &json!("30.00"))
    );
    assert_eq!((&shorts["cr"], &shorts["influencer_cr"]), (&json!(25.0), &json!(25.0)));
    assert_eq!(
        (&shorts["influencer_attributed_revenue"], &shorts["influencer_attributed_checkouts"]),
        (&json!("30.00"), &json!(1))
    );
    assert_eq!(series(shorts)[2], ("2026-11-11".into(), 4, 4, 1, "30.00".into()));
    let board = &o["shopboard_analytics"];
    assert_eq!((&board["views"], &board["checkouts"], &board["revenue"]), (&json!(0), &json!(0), &json!("0.00")));

    let rows = o["influencers_insights"].as_array().expect("rows");
    assert_eq!(rows.len(), 1);
    let a = &rows[0];
    assert_eq!(a["username"], "anna");
    for (field, want) in [
        ("links_clicks", json!(0)),
        ("shorts_clicks", json!(4)),
        ("sales_links", json!(0)),
        ("sales_shorts", json!(1)),
        ("influencer_attributed_sales_shorts", json!(1)),
        ("sales_organic", json!(1)),
        ("revenue_shorts", json!("30.00")),
        ("revenue_organic", json!("30.00")),
        ("total_revenue", json!("60.00")),
        ("influencer_attributed_revenue", json!("60.00")),
        ("total_refunded", json!("20.00")),
        // 10 % of 50.00 and of 30.00: refunds are not taken off unless the rules say so.
        ("commission", json!("8.00")),
    ] {
        assert_eq!(a[field], want, "{zone}: {field} in {a}");
    }

    // One empty day, and a day on its own.
    let empty = overview(&app, "from_date=2026-11-10&to_date=2026-11-10").await;
    assert_eq!((&empty["looks_analytics"]["views"], &empty["looks_analytics"]["cr"]), (&json!(0), &json!(0.0)));
    assert_eq!(empty["looks_analytics"]["aov"], Value::Null, "no checkouts, no average");
    assert_eq!(series(&empty["looks_analytics"]), vec![("2026-11-10".into(), 0, 0, 0, zero.clone())]);
    let eleventh = overview(&app, "from_date=2026-11-11&to_date=2026-11-11").await;
    assert_eq!(
        (&eleventh["looks_analytics"]["views"], &eleventh["shorts_analytics"]["checkouts"]),
        (&json!(2), &json!(1))
    );
    // Lifetime: the same totals, days from the first activity to today.
    let lifetime = overview(&app, "").await;
    assert_eq!(
        (&lifetime["looks_analytics"]["views"], &lifetime["shorts_analytics"]["revenue"]),
        (&json!(5), &json!("30.00"))
    );
    assert_eq!(series(&lifetime["looks_analytics"])[0].0, "2026-11-09");

    // New rules count again over anna's orders.
    let edit = json!({"username": "anna", "email": "anna@creators.io", "profile_image_url": "https://cdn.example/a.png",
        "promocode": "ANNA10", "commission": 20, "commission_rules": {"reduce_refunds_from_commission": true, "reduce_vat_from_commission": false},
        "permissions": {"analytics_clicks_enabled": true}});
    let res = app.post_json("/api/admin/v1/influencers/anna/edit", &edit).await;
    assert_eq!(res.status(), 200);
    let again = overview(&app, "from_date=2026-11-09&to_date=2026-11-13").await;
    // 20 % of (50.00 − 20.00) and of 30.00.
    assert_eq!(again["influencers_insights"][0]["commission"], "12.00", "{zone}");

    // Anna: her own rows only, and only what her flags cover (clicks).
    let token = influencer_token(&app, merchant, "anna", &password).await;
    let (status, own) =
        get_as(&app, &token, "/api/admin/v1/insights/overview?from_date=2026-11-09&to_date=2026-11-13").await;
    assert_eq!(status, 200, "{own}");
    let own = &own["data"];
    assert_eq!((&own["looks_analytics"]["views"], &own["shorts_analytics"]["views"]), (&json!(0), &json!(4)), "{own}");
    for hidden in ["checkouts", "revenue", "total_tax", "cr", "aov", "influencer_attributed_revenue"] {
        assert_eq!(own["shorts_analytics"][hidden], Value::Null, "{hidden} needs a flag anna lacks");
    }
    assert_eq!(own["influencers_insights"].as_array().map(Vec::len), Some(1));
    assert_eq!(own["influencers_insights"][0]["commission"], Value::Null, "no commission flag");
    assert_eq!(own["influencers_insights"][0]["shorts_clicks"], 4);

    // Bad ranges are refused in the documented words.
    let (status, bad) = get_body(&app, "/api/admin/v1/insights/overview?from_date=2026-11-13&to_date=2026-11-09").await;
    assert_eq!((status, bad["error"]["message"].as_str()), (400, Some("from_date must not be after to_date")));
}

#[tokio::test]
async fn figures_are_counted_on_a_west_coast_merchants_calendar() {
    dataset_in(chrono_tz::America::Los_Angeles, "westcoast").await;
}

#[tokio::test]
async fn figures_are_counted_on_a_tokyo_merchants_calendar() {
    dataset_in(chrono_tz::Asia::Tokyo, "tokyo").await;
}
