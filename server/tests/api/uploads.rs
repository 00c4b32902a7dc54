//! `POST /api/admin/v1/file/upload`: images are re-encoded and served; other files, oversized
//! bodies and anonymous callers are refused.

use serde_json::Value;

use crate::helpers::{spawn_app, TestApp};

const BOUNDARY: &str = "shoplinks-test-boundary";

fn multipart(field: &str, bytes: &[u8]) -> Vec<u8> {
    let mut body = format!(
        "--{BOUNDARY}\r\nContent-Disposition: form-data; name=\"{field}\"; filename=\"x.png\"\r\nContent-Type: image/png\r\n\r\n"
    )
    .into_bytes();
    body.extend_from_slice(bytes);
    body.extend_from_slice(format!("\r\n--{BOUNDARY}--\r\n").as_bytes());
    body
}

async fn upload(app: &TestApp, field: &str, bytes: &[u8]) -> reqwest::Response {
    app.client
        .post(format!("{}/api/admin/v1/file/upload?custom_name=look", app.address))
        .header("Content-Type", format!("multipart/form-data; boundary={BOUNDARY}"))
        .body(multipart(field, bytes))
        .send()
        .await
        .expect("request")
}

fn png() -> Vec<u8> {
    let picture = image::RgbaImage::from_pixel(64, 32, image::Rgba([10, 120, 200, 255]));
    let mut out = std::io::Cursor::new(Vec::new());
    picture.write_to(&mut out, image::ImageFormat::Png).expect("encodes");
    out.into_inner()
}

#[tokio::test]
async fn an_image_is_stored_re_encoded_and_served() {
    let app = spawn_app().await;
    assert_eq!(upload(&app, "file_resource", &png()).await.status(), 401, "signing in comes first");
    app.verified_merchant("uploader", "secret1").await;
    app.login("uploader", "secret1").await;
    let res = upload(&app, "file_resource", &png()).await;
    assert_eq!(res.status(), 200);
    let body: Value = res.json().await.expect("json");
    let url = body["data"].as_str().expect("address").to_owned();
    assert!(url.starts_with(&format!("{}/uploads/", app.address)), "{url}");
    assert!(url.contains("/look-") && url.ends_with(".png"), "{url}");
    let served = app.client.get(&url).send().await.expect("get");
    assert_eq!(served.status(), 200);
    assert_eq!(served.headers()["content-type"], "image/png");
    let bytes = served.bytes().await.expect("bytes");
    let back = image::load_from_memory(&bytes).expect("an image");
    assert_eq!((back.width(), back.height()), (64, 32));
}

#[tokio::test]
async fn other_files_and_oversized_bodies_are_refused() {
    let app = spawn_app().await;
    app.verified_merchant("uploader2", "secret1").await;
    app.login("uploader2", "secret1").await;
    let svg = b"<svg xmlns='http://www.w3.org/2000/svg'><script>alert(1)</script></svg>";
    let res = upload(&app, "file_resource", svg).await;
    assert_eq!(res.status(), 422);
    let body: Value = res.json().await.expect("json");
    assert_eq!(body["error"]["fields"]["file_resource"], "Upload a PNG, JPEG, WebP or GIF image");
    let res = upload(&app, "other", &png()).await;
    assert_eq!(res.status(), 422, "the file must come in file_resource");
    let mut big = png();
    big.resize(11 * 1024 * 1024, 0);
    assert_eq!(upload(&app, "file_resource", &big).await.status(), 413);
}
