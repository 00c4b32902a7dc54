//! `GET /api/admin/v1/influencers`: the merchant's own influencers by username, active or not,
//! with what the link editors' selector needs; influencers and strangers are refused, and
//! another business's influencers never show.

use diesel::prelude::*;
use serde_json::Value;
use shoplinks::db::schema::influencers;

use crate::analytics_helpers::{get_as, influencer_token};
use crate::helpers::{spawn_app, TestApp};

fn set(app: &TestApp, id: &str, promocode: Option<&str>, active: bool) {
    let mut conn = app.state.db.get().expect("conn");
    diesel::update(influencers::table.find(id))
        .set((influencers::promocode.eq(promocode), influencers::is_active.eq(active)))
        .execute(&mut *conn)
        .expect("update influencer");
}

#[tokio::test]
async fn the_merchant_lists_its_own_influencers_and_nobody_else_can() {
    let app = spawn_app().await;
    app.verified_merchant("other-shop", "secret1").await;
    app.insert_influencer("other-shop", "zed-elsewhere", "pass-word1");
    app.verified_merchant("lister", "secret1").await;
    let maya = app.insert_influencer("lister", "maya", "pass-word1");
    let ben = app.insert_influencer("lister", "ben", "pass-word1");
    set(&app, &maya, Some("MAYA15"), true);
    set(&app, &ben, None, false);

    let anonymous = reqwest::Client::new().get(format!("{}/api/admin/v1/influencers", app.address)).send().await;
    assert_eq!(anonymous.expect("request").status(), 401);

    app.login("lister", "secret1").await;
    let res = app.get_json("/api/admin/v1/influencers").await;
    assert_eq!(res.status(), 200);
    let body: Value = res.json().await.expect("json");
    let list = body["data"]["influencers"].as_array().expect("list");
    let names: Vec<&str> = list.iter().map(|i| i["username"].as_str().expect("username")).collect();
    assert_eq!(names, ["ben", "maya"], "the business's own, by username");
    assert_eq!(list[0]["is_active"], false);
    assert_eq!(list[0]["promocode"], Value::Null);
    assert_eq!(list[1]["is_active"], true);
    assert_eq!(list[1]["promocode"], "MAYA15");
    assert_eq!(list[1]["email"], "maya@creators.example");

    let token = influencer_token(&app, "lister", "maya", "pass-word1").await;
    let (status, body) = get_as(&app, &token, "/api/admin/v1/influencers").await;
    assert_eq!(status, 403, "influencers do not list each other: {body}");
}
