//! The magic store's calls end to end (docs/magic-store.md): a paid merchant with AI tagging on
//! uploads a photo composed from two catalog products through the upload address, the
//! compression job makes it smaller, and the search finds both; a 4-second video made with ffmpeg
//! from three products finds all three. Refusals: a type we do not take, a PDF sent as a JPEG (by
//! content), a picture over 10 MB, an altered upload address. A cancel in each step leaves no
//! job running and no file. Who may: influencers 403, free plans 403, AI tagging off 403, another
//! business's job 404; product vision follows the AI tagging setting. A catalog whose visual
//! index is not built yet says so.

use std::time::Duration;

use diesel::prelude::*;
use serde_json::{json, Value};
use shoplinks::db::schema::{businesses, jobs, product_visuals};
use shoplinks::features::magic_store::{IMAGE_TOO_LARGE, NOT_MEDIA, STILL_INDEXING, TURN_ON, UPGRADE};

use crate::helpers::{spawn_app, spawn_app_with, AppOptions, TestApp};
use crate::link_helpers::business_id;
use crate::shopboard_vision::{save_sensitivity, small_catalog, FOR_SALE};
use crate::store_helpers::connected_merchant;

const MEDIA: &str = "/api/admin/v1/media";
const SEARCH: &str = "/api/admin/v1/products/media/search/url";

async fn call(app: &TestApp, path: &str, body: Value) -> (u16, Value) {
    let res = app.post_json(path, &body).await;
    let status = res.status().as_u16();
    (status, res.json().await.unwrap_or(Value::Null))
}

/// A paid merchant of a small sandbox catalog with AI tagging on and its index built. The shop
/// is named after the merchant, not drawn at random like other tests' shops: the sandbox draws a
/// shop's products from its name, and a check of what recognition finds must see the same
/// catalog every run (with a random one, a pair of near twins now and then hid a product).
/// How well the search does across many catalogs is measured by `scripts/measure-tagging`.
async fn seeing_merchant(app: &TestApp, name: &str) -> (String, String) {
    let shop = format!("{name}-rail.myshopify.com");
    connected_merchant(app, name, &shop).await;
    let business = business_id(app).await;
    small_catalog(app, &shop, &business).await;
    {
        let mut conn = app.state.db.get().expect("conn");
        diesel::update(businesses::table.find(&business))
            .set(businesses::subscription_plan.eq("BUSINESS"))
            .execute(&mut *conn)
            .expect("plan");
    }
    save_sensitivity(app, &business, "MEDIUM").await;
    app.jobs_settled().await;
    (shop, business)
}

/// The sandbox looks of products `numbers` (their first colour).
fn items(app: &TestApp, shop: &str, numbers: &[i64]) -> Vec<product_art::PostItem> {
    let mut conn = app.state.db.get().expect("conn");
    let looks = shop_sandbox::images::catalog_looks(&mut conn, shop).expect("looks");
    numbers
        .iter()
        .map(|n| {
            let (_, design, colours) = looks.iter().find(|(number, _, _)| number == n).expect("a product for sale");
            product_art::PostItem { design: *design, colour: colours[0] }
        })
        .collect()
}

fn gid(number: i64) -> String {
    format!("gid://shopify/Product/{number}")
}

/// Asks for an upload address and puts `bytes` there; the destination and the PUT's status.
async fn upload(app: &TestApp, filename: &str, content_type: &str, bytes: Vec<u8>) -> (String, u16) {
    let (status, body) =
        call(app, &format!("{MEDIA}/presigned-url"), json!({"filename": filename, "content_type": content_type})).await;
    assert_eq!(status, 200, "{body}");
    let put = app.client.put(body["data"]["presigned_url"].as_str().expect("url")).header("content-type", content_type);
    // A refusal before the body is read may reach the client as a closed connection instead
    // (0 here); either way nothing is stored, which the tests check.
    let status = put.body(bytes).send().await.map_or(0, |res| res.status().as_u16());
    (body["data"]["destination_url"].as_str().expect("destination").to_owned(), status)
}

/// Waits for the compression of `job` to end; its last status.
async fn compressed(app: &TestApp, job: &str) -> String {
    for _ in 0..600 {
        let (status, body) = call(app, &format!("{MEDIA}/check-compression-status"), json!({"job_id": job})).await;
        assert_eq!(status, 200, "{body}");
        let state = body["data"]["job_status"].as_str().expect("status").to_owned();
        if !matches!(state.as_str(), "PENDING" | "IN_PROGRESS") {
            return state;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("the compression did not end within 60 s");
}

/// Uploads, compresses and searches `bytes`; the ids found.
async fn found(app: &TestApp, filename: &str, content_type: &str, bytes: Vec<u8>) -> Vec<String> {
    let (file_url, put) = upload(app, filename, content_type, bytes).await;
    assert_eq!(put, 200);
    let (status, started) = call(app, &format!("{MEDIA}/trigger-compression"), json!({"file_url": file_url})).await;
    assert_eq!(status, 200, "{started}");
    let job = started["data"]["job_id"].as_str().expect("job");
    assert_eq!(compressed(app, job).await, "COMPLETE");
    let media_url = started["data"]["media_url"].as_str().expect("media");
    let (status, body) = call(app, SEARCH, json!({"media_url": media_url})).await;
    assert_eq!(status, 200, "{body}");
    let ids: Vec<String> = body["data"]["product_tag_result_ids"]
        .as_array()
        .expect("ids")
        .iter()
        .map(|v| v.as_str().expect("id").to_owned())
        .collect();
    let listed: Vec<&str> = body["data"]["selected_products"]
        .as_array()
        .expect("products")
        .iter()
        .map(|p| p["inventory_id"].as_str().expect("id"))
        .collect();
    assert_eq!(listed, ids, "the products come in the order of their ids");
    assert!(ids.len() <= 15);
    ids
}

/// A 4-second MP4 of four pictures of `items`, one a second, made by ffmpeg.
fn video_of(items: &[product_art::PostItem]) -> Vec<u8> {
    let dir = crate::helpers::tempdir::TempDir::new();
    for (n, seed) in [11u64, 12, 13, 14].iter().enumerate() {
        let (picture, _) = product_art::compose(items, *seed, 720);
        picture.save(dir.path().join(format!("f{n}.png"))).expect("frame");
    }
    let out = dir.path().join("clip.mp4");
    let made = std::process::Command::new("ffmpeg")
        .args(["-hide_banner", "-loglevel", "error", "-y", "-framerate", "1", "-i"])
        .arg(dir.path().join("f%d.png"))
        .args(["-c:v", "libx264", "-pix_fmt", "yuv420p", "-r", "25"])
        .arg(&out)
        .status()
        .expect("ffmpeg is installed (scripts/setup)");
    assert!(made.success());
    std::fs::read(out).expect("video")
}

/// The business's files that belong to the magic store.
async fn magic_files(app: &TestApp, business: &str) -> Vec<String> {
    app.stored_files(business).await.into_iter().filter(|n| n.starts_with("magic-")).collect()
}

#[tokio::test]
async fn a_photo_of_two_products_finds_both_and_a_video_of_three_finds_all_three() {
    let app = spawn_app().await;
    let (shop, business) = seeing_merchant(&app, "conjurer").await;

    let pair = [FOR_SALE[1], FOR_SALE[4]];
    let (photo, _) = product_art::compose(&items(&app, &shop, &pair), 7, 1080);
    let ids = found(&app, "1733220000000_rail.jpg", "image/jpeg", product_art::jpeg(&photo)).await;
    for number in pair {
        let rows: Vec<(Option<String>, i32)> = {
            let mut conn = app.state.db.get().expect("conn");
            product_visuals::table
                .filter(product_visuals::business_id.eq(&business))
                .filter(product_visuals::product_id.eq(gid(number)))
                .select((product_visuals::error, product_visuals::version))
                .load(&mut *conn)
                .expect("rows")
        };
        assert!(ids.contains(&gid(number)), "{} found in the photo: {ids:?}; its index rows: {rows:?}", gid(number));
    }
    let kept = magic_files(&app, &business).await;
    assert_eq!(kept.len(), 1, "the original went, the smaller copy stays: {kept:?}");

    let three = [FOR_SALE[0], FOR_SALE[3], FOR_SALE[6]];
    let ids = found(&app, "try-on.mp4", "video/mp4", video_of(&items(&app, &shop, &three))).await;
    for number in three {
        assert!(ids.contains(&gid(number)), "{} found in the video: {ids:?}", gid(number));
    }
    let kept = magic_files(&app, &business).await;
    assert!(kept.iter().any(|n| n.ends_with("-small.mp4")), "{kept:?}");
    assert!(kept.iter().filter(|n| n.contains("-frame-")).count() >= 4, "{kept:?}");
}

#[tokio::test]
async fn wrong_types_files_too_large_and_altered_addresses_are_refused() {
    let app = spawn_app().await;
    let (_, business) = seeing_merchant(&app, "refuser").await;

    let (status, body) =
        call(&app, &format!("{MEDIA}/presigned-url"), json!({"filename": "a.pdf", "content_type": "application/pdf"}))
            .await;
    assert_eq!(status, 422);
    assert_eq!(body["error"]["message"], "Media type application/pdf is not supported.");

    // A PDF named and sent as a JPEG: refused by what it holds, and removed.
    let pdf = b"%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n".to_vec();
    let (file_url, put) = upload(&app, "photo.jpg", "image/jpeg", pdf).await;
    assert_eq!(put, 200);
    let (status, body) = call(&app, &format!("{MEDIA}/trigger-compression"), json!({"file_url": file_url})).await;
    assert_eq!(status, 422, "{body}");
    assert_eq!(body["error"]["message"], NOT_MEDIA);
    assert!(magic_files(&app, &business).await.is_empty());

    // 12 MB as a JPEG: the local upload address stops it; a bucket's cannot, so the trigger does.
    let mut big = vec![0xFF, 0xD8, 0xFF, 0xE0];
    big.resize(12 * 1024 * 1024, 7);
    let (file_url, put) = upload(&app, "big.jpg", "image/jpeg", big).await;
    if app.files().is_bucket() {
        assert_eq!(put, 200);
        let (status, body) = call(&app, &format!("{MEDIA}/trigger-compression"), json!({"file_url": file_url})).await;
        assert_eq!((status, body["error"]["message"].as_str()), (422, Some(IMAGE_TOO_LARGE)));
    } else {
        assert!(put == 413 || put == 0, "the address is capped at 10 MB: {put}");
    }
    assert!(magic_files(&app, &business).await.is_empty());

    // An address that is not one of the business's uploads.
    for url in [format!("{}/uploads/{business}/logo.png", app.address), "https://example.com/x.jpg".to_owned()] {
        let (status, _) = call(&app, &format!("{MEDIA}/trigger-compression"), json!({"file_url": url})).await;
        assert_eq!(status, 404, "{url}");
    }
    if !app.files().is_bucket() {
        // Altered: the size is signed (a bucket checks its own addresses).
        let (status, body) =
            call(&app, &format!("{MEDIA}/presigned-url"), json!({"filename": "x.jpg", "content_type": "image/jpeg"}))
                .await;
        assert_eq!(status, 200);
        let altered = body["data"]["presigned_url"].as_str().expect("url").replace("max=10485760", "max=99999999");
        let res = app
            .client
            .put(&altered)
            .header("content-type", "image/jpeg")
            .body(vec![1u8; 10])
            .send()
            .await
            .expect("put");
        assert_eq!(res.status(), 403);
    }
}

/// The magic store's jobs of the business that are queued or running.
fn running_jobs(app: &TestApp) -> i64 {
    let mut conn = app.state.db.get().expect("conn");
    jobs::table
        .filter(jobs::kind.eq("magic_store.compress"))
        .filter(jobs::state.eq_any(["queued", "running"]))
        .count()
        .get_result(&mut *conn)
        .expect("count")
}

#[tokio::test]
async fn a_cancel_in_any_step_leaves_no_job_running_and_no_file() {
    let app = spawn_app().await;
    let (shop, business) = seeing_merchant(&app, "canceller").await;
    let video = video_of(&items(&app, &shop, &FOR_SALE[..3]));

    // Uploading: the upload's address names it.
    let (file_url, _) = upload(&app, "clip.mp4", "video/mp4", video.clone()).await;
    let (status, body) = call(&app, &format!("{MEDIA}/cancel"), json!({"file_url": file_url})).await;
    assert_eq!(status, 200, "{body}");
    assert!(magic_files(&app, &business).await.is_empty());
    let (status, _) = call(&app, &format!("{MEDIA}/trigger-compression"), json!({"file_url": file_url})).await;
    assert_eq!(status, 404, "a cancelled upload cannot be compressed");

    // Compressing.
    let (file_url, _) = upload(&app, "clip.mp4", "video/mp4", video.clone()).await;
    let (_, started) = call(&app, &format!("{MEDIA}/trigger-compression"), json!({"file_url": file_url})).await;
    let job = started["data"]["job_id"].as_str().expect("job").to_owned();
    let (status, _) = call(&app, &format!("{MEDIA}/cancel"), json!({"job_id": job})).await;
    assert_eq!(status, 200);
    assert_eq!(compressed(&app, &job).await, "CANCELLED");
    // The running try sees the cancel within a second and removes what it wrote meanwhile.
    tokio::time::sleep(Duration::from_millis(2500)).await;
    assert_eq!(running_jobs(&app), 0);
    assert!(magic_files(&app, &business).await.is_empty(), "{:?}", magic_files(&app, &business).await);

    // Searching: the compressed copy and its frames go.
    let (file_url, _) = upload(&app, "clip.mp4", "video/mp4", video).await;
    let (_, started) = call(&app, &format!("{MEDIA}/trigger-compression"), json!({"file_url": file_url})).await;
    let job = started["data"]["job_id"].as_str().expect("job").to_owned();
    assert_eq!(compressed(&app, &job).await, "COMPLETE");
    assert!(!magic_files(&app, &business).await.is_empty());
    let (status, _) = call(&app, &format!("{MEDIA}/cancel"), json!({"job_id": job})).await;
    assert_eq!(status, 200);
    assert!(magic_files(&app, &business).await.is_empty());
    let (status, _) = call(&app, SEARCH, json!({"media_url": started["data"]["media_url"]})).await;
    assert_eq!(status, 404);
    assert_eq!(running_jobs(&app), 0);
    let work = app.state.settings.data_dir.join("tmp");
    let left: Vec<_> =
        std::fs::read_dir(&work).map(|d| d.flatten().map(|e| e.file_name()).collect()).unwrap_or_default();
    assert!(left.is_empty(), "no working folder is left: {left:?}");
}

#[tokio::test]
async fn a_catalog_still_being_indexed_says_so() {
    let app = spawn_app().await;
    let (shop, business) = seeing_merchant(&app, "waiter").await;
    let (photo, _) = product_art::compose(&items(&app, &shop, &FOR_SALE[..2]), 3, 800);
    let (file_url, _) = upload(&app, "p.jpg", "image/jpeg", product_art::jpeg(&photo)).await;
    let (_, started) = call(&app, &format!("{MEDIA}/trigger-compression"), json!({"file_url": file_url})).await;
    assert_eq!(compressed(&app, started["data"]["job_id"].as_str().expect("job")).await, "COMPLETE");
    // One active product's images not described by this build's method yet.
    {
        let mut conn = app.state.db.get().expect("conn");
        diesel::update(
            product_visuals::table
                .filter(product_visuals::business_id.eq(&business))
                .filter(product_visuals::product_id.eq(gid(FOR_SALE[0]))),
        )
        .set(product_visuals::version.eq(-1))
        .execute(&mut *conn)
        .expect("stale");
    }
    let media = json!({"media_url": started["data"]["media_url"]});
    let (status, body) = call(&app, SEARCH, media.clone()).await;
    assert_eq!(status, 409, "{body}");
    assert_eq!(body["error"]["message"], STILL_INDEXING);
    // The search asked for the pass that describes them.
    app.jobs_settled().await;
    let (status, body) = call(&app, SEARCH, media).await;
    assert_eq!(status, 200, "{body}");
}

#[tokio::test]
async fn only_a_paid_merchant_with_ai_tagging_on_may_and_only_their_own_media() {
    let app = spawn_app_with(AppOptions { test_seed: true, ..Default::default() }).await;
    let presign = json!({"filename": "a.jpg", "content_type": "image/jpeg"});
    let path = format!("{MEDIA}/presigned-url");

    app.sign_in(json!({"role": "influencer", "plan": "PRO", "productVisionEnabled": true})).await;
    assert_eq!(call(&app, &path, presign.clone()).await.0, 403);
    app.sign_in(json!({"role": "admin", "plan": "FREE"})).await;
    let (status, body) = call(&app, &path, presign.clone()).await;
    assert_eq!((status, body["error"]["message"].as_str()), (403, Some(UPGRADE)));
    app.sign_in(json!({"role": "admin", "plan": "PRO"})).await;
    let (status, body) = call(&app, &path, presign.clone()).await;
    assert_eq!((status, body["error"]["message"].as_str()), (403, Some(TURN_ON)));

    // Product vision follows AI tagging: on at a sensitivity, off with it.
    app.sign_in(json!({"role": "admin", "plan": "PRO", "productVisionEnabled": true})).await;
    let home: Value = app.get_json("/admin/home").await.json().await.expect("json");
    let business = home["data"]["user"]["businessId"].as_str().expect("business").to_owned();
    assert_eq!(home["data"]["user"]["productVisionEnabled"], true, "{}", home["data"]["user"]);
    let (file_url, put) = upload(&app, "a.jpg", "image/jpeg", vec![0xFF, 0xD8, 0xFF]).await;
    assert_eq!(put, 200);
    save_sensitivity(&app, &business, "OFF").await;
    let home: Value = app.get_json("/admin/home").await.json().await.expect("json");
    assert_eq!(home["data"]["user"]["productVisionEnabled"], false);
    let (status, _) = call(&app, &format!("{MEDIA}/trigger-compression"), json!({"file_url": file_url})).await;
    assert_eq!(status, 403);
    save_sensitivity(&app, &business, "HIGH").await;

    // Another paid merchant with AI tagging on cannot reach this one's upload or job.
    let (status, started) = call(&app, &format!("{MEDIA}/trigger-compression"), json!({"file_url": file_url})).await;
    assert_eq!(status, 422, "three bytes are no picture: {started}");
    let (other_url, _) = upload(&app, "b.jpg", "image/jpeg", product_art::jpeg(&image::RgbImage::new(64, 64))).await;
    let (status, started) = call(&app, &format!("{MEDIA}/trigger-compression"), json!({"file_url": other_url})).await;
    assert_eq!(status, 200, "{started}");
    let job = started["data"]["job_id"].as_str().expect("job").to_owned();
    app.sign_in(json!({"role": "admin", "plan": "PRO", "productVisionEnabled": true})).await;
    for (path, body) in [
        (format!("{MEDIA}/check-compression-status"), json!({"job_id": job})),
        (format!("{MEDIA}/cancel"), json!({"job_id": job})),
        (format!("{MEDIA}/trigger-compression"), json!({"file_url": other_url})),
        (SEARCH.to_owned(), json!({"media_url": started["data"]["media_url"]})),
    ] {
        assert_eq!(call(&app, &path, body).await.0, 404, "{path}");
    }
}
