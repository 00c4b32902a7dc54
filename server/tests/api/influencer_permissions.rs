//! The permission matrix (docs/influencers.md#permissions): for each of an influencer's flags,
//! switched off by the merchant through the edit call with every other flag on, the figures it
//! covers are `null` in every analytics answer the influencer reads (and present with it on),
//! and without the create-and-edit flag creating and editing links are refused (403). An influencer
//! never reads another influencer's or another merchant's link or insights (404).

use serde_json::{json, Value};

use crate::analytics_helpers::{
    business_of, clicked_order, get_as, influencer_token, insert_link, record_event, today, wait_for_order, TestLink,
};
use crate::helpers::{spawn_app, TestApp};
use crate::store_helpers::{connected_merchant, post_signed, unique_shop};

const FLAGS: [&str; 7] = [
    "analytics_clicks_enabled",
    "analytics_sales_enabled",
    "analytics_cr_enabled",
    "analytics_revenue_enabled",
    "analytics_aov_enabled",
    "analytics_commission_enabled",
    "allow_creating_and_editing_links",
];

/// Which fields of (links strip, link figures, insights) a flag covers, as JSON pointers.
fn covered(flag: &str) -> Vec<&'static str> {
    match flag {
        "analytics_clicks_enabled" => vec![
            "/strip/views",
            "/strip/visits",
            "/link/views",
            "/link/visits",
            "/insights/clicks",
            "/insights/shorts_clicks",
            "/insights/links_clicks",
            "/insights/cr",
        ],
        "analytics_sales_enabled" => vec![
            "/strip/checkouts",
            "/link/checkouts",
            "/link/requested_checkouts",
            "/link/influencer_attributed_checkouts",
            "/insights/total_sales",
            "/insights/sales/links/sales",
            "/insights/sales/organic/sales",
            "/insights/cr",
        ],
        "analytics_cr_enabled" => vec!["/insights/cr"],
        "analytics_revenue_enabled" => vec![
            "/strip/revenue",
            "/link/revenue",
            "/link/total_tax",
            "/link/influencer_attributed_revenue",
            "/insights/total_revenue",
            "/insights/total_refunded",
            "/insights/sales/links/revenue",
            "/insights/aov",
        ],
        "analytics_aov_enabled" => vec!["/insights/aov"],
        "analytics_commission_enabled" => {
            vec!["/insights/commission", "/insights/calculated_revenue", "/insights/commission_rate"]
        }
        _ => vec![],
    }
}

async fn post(app: &TestApp, path: &str, body: &Value) -> (u16, Value) {
    let res = app.post_json(path, body).await;
    (res.status().as_u16(), res.json().await.unwrap_or(Value::Null))
}

async fn post_as(app: &TestApp, token: &str, path: &str, body: &Value) -> u16 {
    reqwest::Client::new()
        .post(format!("{}{path}", app.address))
        .bearer_auth(token)
        .json(body)
        .send()
        .await
        .expect("request")
        .status()
        .as_u16()
}

/// What the influencer reads: the links strip, their link's figures and their insights.
async fn read_all(app: &TestApp, token: &str, link: &str) -> Value {
    let (s1, strip) = get_as(app, token, "/api/admin/v1/links/analytics").await;
    let (s2, figures) = get_as(app, token, &format!("/api/admin/v1/links/{link}/analytics")).await;
    let (s3, insights) = get_as(app, token, "/api/admin/v1/influencers/mia/analytics").await;
    assert_eq!((s1, s2, s3), (200, 200, 200), "{strip} {figures} {insights}");
    json!({"strip": strip["data"]["looks_analytics"], "link": figures["data"], "insights": insights["data"]})
}

fn permissions_with(off: &str) -> Value {
    let mut p = serde_json::Map::new();
    for flag in FLAGS {
        p.insert(flag.to_owned(), json!(flag != off));
    }
    Value::Object(p)
}

#[tokio::test]
async fn each_flag_off_hides_what_it_covers_and_nothing_else_leaks() {
    let app = spawn_app().await;
    let shop = unique_shop();
    connected_merchant(&app, "matrix", &shop).await;
    let business = business_of(&app, "matrix");
    let form = json!({"username": "mia", "email": "mia@creators.io", "profile_image_url": "https://cdn.example/m.png",
        "commission": 10, "permissions": permissions_with("")});
    let (status, created) = post(&app, "/api/admin/v1/influencers/create", &form).await;
    assert_eq!(status, 200, "{created}");
    let password = created["data"]["password"].as_str().expect("password").to_owned();
    let mia: String = {
        use diesel::prelude::*;
        use shoplinks::db::schema::influencers;
        let mut conn = app.state.db.get().expect("conn");
        influencers::table
            .filter(influencers::username.eq("mia"))
            .select(influencers::id)
            .first(&mut *conn)
            .expect("id")
    };
    let theirs = insert_link(&app, "matrix", TestLink { influencer_id: Some(&mia), ..Default::default() });
    let others = app.insert_influencer("matrix", "zoe", "inflpass1");
    let not_theirs = insert_link(&app, "matrix", TestLink { influencer_id: Some(&others), ..Default::default() });
    record_event(&app, &theirs, &theirs, "VIEW", "m-1", today());
    record_event(&app, &theirs, &theirs, "VIEW", "m-2", today());
    let now = chrono::Utc::now().to_rfc3339();
    post_signed(&app, &shop, "orders/create", "m", &clicked_order(901, 5001, &now, "m-1", "40.00", "4.00")).await;
    wait_for_order(&app, &business, 5001).await;
    let token = influencer_token(&app, "matrix", "mia", &password).await;

    let everything = read_all(&app, &token, &theirs).await;
    for flag in FLAGS {
        for pointer in covered(flag) {
            assert!(
                !everything.pointer(pointer).unwrap_or(&Value::Null).is_null(),
                "{pointer} shown with every flag on"
            );
        }
    }

    for off in FLAGS {
        let mut edit = form.clone();
        edit["permissions"] = permissions_with(off);
        let (status, saved) = post(&app, "/api/admin/v1/influencers/mia/edit", &edit).await;
        assert_eq!(status, 200, "{off}: {saved}");
        let seen = read_all(&app, &token, &theirs).await;
        for pointer in covered(off) {
            assert_eq!(seen.pointer(pointer), Some(&Value::Null), "{off} off hides {pointer}: {seen}");
        }
        let others_hidden: Vec<&str> = FLAGS.iter().filter(|f| **f != off).flat_map(|f| covered(f)).collect();
        for pointer in others_hidden.into_iter().filter(|p| !covered(off).contains(p)) {
            assert!(!seen.pointer(pointer).unwrap_or(&Value::Null).is_null(), "{off} off keeps {pointer}: {seen}");
        }
        let may_edit = off != "allow_creating_and_editing_links";
        let create = json!({"description": "Mine", "inventory_ids": [], "link_type": "LOOK"});
        let status = post_as(&app, &token, "/api/admin/v1/links/create", &create).await;
        assert_eq!(status == 403, !may_edit, "{off}: create answered {status}");
        let status = post_as(&app, &token, &format!("/api/admin/v1/links/{theirs}/edit"), &create).await;
        assert_eq!(status == 403, !may_edit, "{off}: edit answered {status}");
    }

    // Nobody else's link or insights, whatever the flags.
    for path in [
        format!("/api/admin/v1/links/{not_theirs}/analytics"),
        format!("/api/admin/v1/links/{not_theirs}"),
        "/api/admin/v1/influencers/zoe/analytics".to_owned(),
    ] {
        assert_eq!(get_as(&app, &token, &path).await.0, 404, "{path}");
    }
    app.verified_merchant("elsewhere", "secret1").await;
    app.insert_influencer("elsewhere", "mia", "inflpass1");
    let token = influencer_token(&app, "elsewhere", "mia", "inflpass1").await;
    for path in [format!("/api/admin/v1/links/{theirs}/analytics"), format!("/api/admin/v1/links/{theirs}")] {
        assert_eq!(get_as(&app, &token, &path).await.0, 404, "another merchant's mia: {path}");
    }
    let (_, own) = get_as(&app, &token, "/api/admin/v1/influencers/mia/analytics").await;
    assert_eq!(own["data"]["clicks"], 0, "the other mia sees her own (empty) figures, not ours: {own}");
}
