//! Who may upload and how much (docs/security.md#uploads-who-how-much-how-long): an influencer
//! whose link permission was removed is refused, and a business over its hourly count or its
//! daily bytes gets 429 `rate_limited` with the allowance named and nothing written.

use serde_json::{json, Value};

use crate::helpers::{spawn_app_with, AppOptions, TestApp};
use crate::uploads::{multipart, png, BOUNDARY};

async fn upload_as(app: &TestApp, token: &str, bytes: &[u8]) -> (u16, Value, Option<String>) {
    let res = reqwest::Client::new()
        .post(format!("{}/api/admin/v1/file/upload", app.address))
        .bearer_auth(token)
        .header("Content-Type", format!("multipart/form-data; boundary={BOUNDARY}"))
        .body(multipart("file_resource", bytes))
        .send()
        .await
        .expect("request");
    let status = res.status().as_u16();
    let retry = res.headers().get("retry-after").and_then(|v| v.to_str().ok()).map(str::to_owned);
    (status, res.json().await.unwrap_or(Value::Null), retry)
}

/// The stored files of the business of the upload at `url`.
async fn files_beside(app: &TestApp, url: &str) -> Vec<shoplinks::features::media::Listed> {
    let business = url.split("/uploads/").nth(1).and_then(|rest| rest.split('/').next()).expect("business");
    app.files().list(business).await.expect("list")
}

/// Every analytics flag on; creating and editing links as `links`.
fn permissions(links: bool) -> Value {
    json!({"commissionEnabled": true, "clicksEnabled": true, "revenueEnabled": true, "salesEnabled": true,
        "crEnabled": true, "aovEnabled": true, "isActiveInfluencer": links})
}

fn seeded() -> AppOptions {
    AppOptions { test_seed: true, ..AppOptions::default() }
}

#[tokio::test]
async fn only_the_merchant_and_influencers_allowed_to_edit_links_upload() {
    let app = spawn_app_with(seeded()).await;
    let without = app.sign_in(json!({"role": "influencer", "permissions": permissions(false)})).await;
    let (status, body, _) = upload_as(&app, &without, &png()).await;
    assert_eq!(status, 403, "{body}");
    assert_eq!(body["error"]["message"], "You are not allowed to create or edit links");
    assert_eq!(app.files().businesses().await.expect("list").len(), 0, "nothing was written");

    let with = app.sign_in(json!({"role": "influencer", "permissions": permissions(true)})).await;
    let (status, body, _) = upload_as(&app, &with, &png()).await;
    assert_eq!(status, 200, "{body}");
    let merchant = app.sign_in(json!({"role": "admin"})).await;
    assert_eq!(upload_as(&app, &merchant, &png()).await.0, 200);
}

#[tokio::test]
async fn a_business_over_its_hourly_count_waits_and_nothing_is_written() {
    let settings = vec![("uploads.per_hour", "3".to_owned())];
    let app = spawn_app_with(AppOptions { settings, ..seeded() }).await;
    let merchant = app.sign_in(json!({"role": "admin"})).await;
    let mut first = None;
    for _ in 0..3 {
        let (status, body, _) = upload_as(&app, &merchant, &png()).await;
        assert_eq!(status, 200, "{body}");
        first.get_or_insert(body["data"].as_str().expect("address").to_owned());
    }
    let first = first.expect("uploaded");
    let (status, body, retry) = upload_as(&app, &merchant, &png()).await;
    assert_eq!(status, 429, "{body}");
    assert_eq!(body["error"]["code"], "rate_limited");
    let message = body["error"]["message"].as_str().expect("message");
    assert!(message.starts_with("You have uploaded 3 images in the last hour. You can upload more in "), "{message}");
    let retry: u64 = retry.expect("Retry-After").parse().expect("seconds");
    assert!((3500..=3600).contains(&retry), "{retry}");
    assert_eq!(files_beside(&app, &first).await.len(), 3, "the refused upload was not written");

    let other = app.sign_in(json!({"role": "admin"})).await;
    assert_eq!(upload_as(&app, &other, &png()).await.0, 200, "another business has its own quota");
}

/// A picture of noise, which re-encodes to about its pixels' size.
fn noise(side: u32, seed: u32) -> Vec<u8> {
    let mut state = seed.wrapping_mul(2_654_435_761).max(1);
    let picture = image::RgbImage::from_fn(side, side, |_, _| {
        state ^= state << 13;
        state ^= state >> 17;
        state ^= state << 5;
        let [r, g, b, _] = state.to_le_bytes();
        image::Rgb([r, g, b])
    });
    let mut out = std::io::Cursor::new(Vec::new());
    picture.write_to(&mut out, image::ImageFormat::Png).expect("encodes");
    out.into_inner()
}

#[tokio::test]
async fn a_business_over_its_daily_bytes_waits_and_what_is_kept_stays_within_them() {
    let limit: u64 = 200_000;
    let settings = vec![("uploads.bytes_per_day", limit.to_string())];
    let app = spawn_app_with(AppOptions { settings, ..seeded() }).await;
    let merchant = app.sign_in(json!({"role": "admin"})).await;
    let mut kept = None;
    let mut refused = None;
    for seed in 1..=10 {
        // About 75 KB each once re-encoded: the third cannot fit.
        let (status, body, _) = upload_as(&app, &merchant, &noise(160, seed)).await;
        match status {
            200 => kept = Some(body["data"].as_str().expect("address").to_owned()),
            429 => {
                refused = Some(body);
                break;
            }
            other => panic!("{other}: {body}"),
        }
    }
    let refused = refused.expect("the bytes ran out");
    assert_eq!(refused["error"]["code"], "rate_limited");
    let message = refused["error"]["message"].as_str().expect("message");
    assert!(message.starts_with("Your images of the last 24 hours have used this account's"), "{message}");
    let files = files_beside(&app, &kept.expect("some fit")).await;
    let stored: u64 = files.iter().map(|f| f.size).sum();
    assert!(stored <= limit && files.len() >= 2, "{} files, {stored} bytes", files.len());
}
