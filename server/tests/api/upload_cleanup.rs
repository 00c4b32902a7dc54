//! Files go when nothing needs them (docs/security.md#uploads-who-how-much-how-long and
//! #account-deletion-removes-files): deleting an account removes its uploads and kept post
//! pictures at once, and the hourly sweep removes old files no row refers to, and the folders of
//! businesses that no longer exist, while every referenced file stays.

use diesel::prelude::*;
use serde_json::{json, Value};
use shoplinks::db::schema::{business_settings, influencers, links, social_posts, uploads};
use shoplinks::features::media::{sweep_uploads_as_of, Swept, GRACE};

use crate::analytics_helpers::{business_of, insert_link, TestLink};
use crate::helpers::{spawn_app, TestApp};
use crate::uploads::{png, upload};

/// Uploads a picture as the signed-in merchant; returns its address.
async fn uploaded(app: &TestApp) -> String {
    let res = upload(app, "file_resource", &png()).await;
    assert_eq!(res.status(), 200);
    let body: Value = res.json().await.expect("json");
    body["data"].as_str().expect("address").to_owned()
}

/// The file name of the upload at `address`.
fn name_of(address: &str) -> String {
    address.rsplit('/').next().expect("an upload address").to_owned()
}

/// A post picture as the shopboard keeps it (`features/shopboard/media.rs`); returns its address.
async fn kept_post_picture(app: &TestApp, business: &str, post: &str) -> String {
    let name = format!("post-{post}-{}.png", uuid::Uuid::new_v4().simple());
    app.files().put(business, &name, png()).await.expect("write");
    format!("{}/uploads/{business}/{name}", app.address)
}

#[tokio::test]
async fn deleting_an_account_removes_its_uploads_and_post_pictures() {
    let app = spawn_app().await;
    app.verified_merchant("leaver", "secret1").await;
    app.login("leaver", "secret1").await;
    let business = business_of(&app, "leaver");
    let picture = uploaded(&app).await;
    let post = kept_post_picture(&app, &business, "p1").await;
    for address in [&picture, &post] {
        assert_eq!(app.client.get(address).send().await.expect("get").status(), 200, "{address}");
    }
    let res = app.post_json("/api/auth/account/delete", &json!({"confirmation": "leaver"})).await;
    assert_eq!(res.status(), 200);
    for address in [&picture, &post] {
        assert_eq!(
            app.client.get(address).send().await.expect("get").status(),
            404,
            "{address} is not served any more"
        );
    }
    assert_eq!(app.stored_files(&business).await, Vec::<String>::new(), "its files are gone from the store");
}

#[tokio::test]
async fn the_sweep_removes_old_unreferenced_files_and_gone_businesses_and_keeps_the_rest() {
    let app = spawn_app().await;
    app.verified_merchant("sweeper", "secret1").await;
    app.login("sweeper", "secret1").await;
    let business = business_of(&app, "sweeper");
    let (in_link, logo, portrait, orphan, fresh) =
        (uploaded(&app).await, uploaded(&app).await, uploaded(&app).await, uploaded(&app).await, uploaded(&app).await);
    let shown_post = kept_post_picture(&app, &business, "p1").await;
    let gone_post = kept_post_picture(&app, &business, "p2").await;
    {
        let mut conn = app.state.db.get().expect("conn");
        let link = insert_link(&app, "sweeper", TestLink::default());
        diesel::update(links::table.find(&link))
            .set(links::images.eq(json!([{"id": "i1", "src": in_link}]).to_string()))
            .execute(&mut *conn)
            .expect("link image");
        diesel::insert_into(business_settings::table)
            .values((
                business_settings::business_id.eq(&business),
                business_settings::settings_json.eq("{}"),
                business_settings::logo_url.eq(&logo),
                business_settings::updated_at.eq(chrono::Utc::now().naive_utc()),
            ))
            .execute(&mut *conn)
            .expect("logo");
        let influencer = app.insert_influencer("sweeper", "mia", "secret1");
        diesel::update(influencers::table.find(&influencer))
            .set(influencers::profile_image_url.eq(&portrait))
            .execute(&mut *conn)
            .expect("portrait");
        let at = chrono::Utc::now().naive_utc();
        diesel::insert_into(social_posts::table)
            .values((
                social_posts::id.eq("post-1"),
                social_posts::business_id.eq(&business),
                social_posts::network.eq("instagram"),
                social_posts::external_id.eq("p1"),
                social_posts::source_url.eq("https://cdn.example/p1.jpg"),
                social_posts::image_url.eq(&shown_post),
                social_posts::caption.eq(""),
                social_posts::permalink.eq("https://instagram.example/p/p1"),
                social_posts::media_type.eq("IMAGE"),
                social_posts::posted_at.eq(at),
                social_posts::visible.eq(true),
                social_posts::product_ids_json.eq("[]"),
                social_posts::selected_options_json.eq("{}"),
                social_posts::auto_tagged_json.eq("[]"),
                social_posts::updated_at.eq(at),
            ))
            .execute(&mut *conn)
            .expect("post");
        // The sweep runs as if two days had passed (files cannot be aged in a bucket): every
        // file and row is two days old then, but `fresh`, whose row is moved on to that day.
        diesel::update(uploads::table.filter(uploads::name.eq(name_of(&fresh))))
            .set(uploads::created_at.eq(at + chrono::Duration::days(2)))
            .execute(&mut *conn)
            .expect("keep one young");
    }
    let gone_business = uuid::Uuid::new_v4().simple().to_string();
    app.files().put(&gone_business, "image-1.png", png()).await.expect("write");
    let later = chrono::Utc::now() + chrono::Duration::days(2);

    let swept = sweep_uploads_as_of(&app.state, GRACE, later).await.expect("sweep");

    assert_eq!(swept, Swept { files: 2, folders: 1 });
    let left = app.stored_files(&business).await;
    for kept in [&in_link, &logo, &portrait, &shown_post, &fresh] {
        assert!(left.contains(&name_of(kept)), "{kept} is referenced or young: {left:?}");
    }
    for removed in [&orphan, &gone_post] {
        assert!(!left.contains(&name_of(removed)), "{removed} was old and unreferenced: {left:?}");
        assert_eq!(app.client.get(removed).send().await.expect("get").status(), 404);
    }
    assert!(
        app.stored_files(&gone_business).await.is_empty(),
        "the files of a business that no longer exists are gone"
    );
    let rows: i64 = {
        let mut conn = app.state.db.get().expect("conn");
        uploads::table.filter(uploads::business_id.eq(&business)).count().get_result(&mut *conn).expect("count")
    };
    assert_eq!(rows, 4, "the removed upload's row went with it");
    let again = sweep_uploads_as_of(&app.state, GRACE, later).await.expect("sweep");
    assert_eq!(again, Swept::default(), "a second sweep (another instance) finds nothing more");
}
