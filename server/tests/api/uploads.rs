//! `POST /api/admin/v1/file/upload`: images are re-encoded and served; other files, oversized
//! bodies, bodies that end inside a part, pictures larger than an upload needs and anonymous
//! callers are refused.

use serde_json::Value;
use tokio::io::{AsyncReadExt, AsyncWriteExt};

use crate::bombs::png_bomb;
use crate::helpers::{spawn_app, spawn_app_with, AppOptions, TestApp};

pub(crate) const BOUNDARY: &str = "shoplinks-test-boundary";

pub(crate) fn multipart(field: &str, bytes: &[u8]) -> Vec<u8> {
    let mut body = format!(
        "--{BOUNDARY}\r\nContent-Disposition: form-data; name=\"{field}\"; filename=\"x.png\"\r\nContent-Type: image/png\r\n\r\n"
    )
    .into_bytes();
    body.extend_from_slice(bytes);
    body.extend_from_slice(format!("\r\n--{BOUNDARY}--\r\n").as_bytes());
    body
}

pub(crate) async fn upload(app: &TestApp, field: &str, bytes: &[u8]) -> reqwest::Response {
    app.client
        .post(format!("{}/api/admin/v1/file/upload?custom_name=look", app.address))
        .header("Content-Type", format!("multipart/form-data; boundary={BOUNDARY}"))
        .body(multipart(field, bytes))
        .send()
        .await
        .expect("request")
}

pub(crate) fn png() -> Vec<u8> {
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

#[tokio::test]
async fn a_picture_larger_than_an_upload_needs_is_refused_from_its_header() {
    let app = spawn_app().await;
    app.verified_merchant("uploader3", "secret1").await;
    app.login("uploader3", "secret1").await;
    // 2.7 MB on the wire, 425 MB of pixels: refused before a pixel is decoded.
    let bomb = png_bomb(11_900, 11_900);
    assert!(bomb.len() < 3 << 20, "{}", bomb.len());
    let res = upload(&app, "file_resource", &bomb).await;
    assert_eq!(res.status(), 422);
    let body: Value = res.json().await.expect("json");
    assert_eq!(
        body["error"]["fields"]["file_resource"],
        "Upload an image of at most 40 megapixels and 8,192 pixels on a side"
    );
    // One pixel over the side limit, far under the pixel limit.
    let res = upload(&app, "file_resource", &png_bomb(8_193, 16)).await;
    assert_eq!(res.status(), 422);
    // The largest picture taken on both counts is stored (scaled down).
    let res = upload(&app, "file_resource", &png_bomb(8_192, 4_882)).await;
    assert_eq!(res.status(), 200);
}

#[tokio::test]
async fn a_body_is_cut_off_at_the_cap_even_before_its_first_part() {
    let app = spawn_app_with(AppOptions { test_seed: true, ..AppOptions::default() }).await;
    let token = app.sign_in(serde_json::json!({"role": "admin"})).await;
    let host = app.address.trim_start_matches("http://").to_owned();
    let stream = tokio::net::TcpStream::connect(&host).await.expect("connect");
    let (mut reader, mut writer) = stream.into_split();
    // Read the answer while the body is still being sent.
    let answer = tokio::spawn(async move {
        let mut got = Vec::new();
        let mut buf = [0u8; 4096];
        while !got.windows(4).any(|w| w == b"\r\n\r\n") {
            match reader.read(&mut buf).await {
                Ok(0) | Err(_) => break,
                Ok(n) => got.extend_from_slice(&buf[..n]),
            }
        }
        String::from_utf8_lossy(&got).into_owned()
    });
    // A chunked body (no length to refuse up front) of 64 MB without a line break: the
    // multipart parser would keep all of it while it looks for the first boundary.
    let head = format!(
        "POST /api/admin/v1/file/upload HTTP/1.1\r\nHost: {host}\r\nCookie: shoplinks_session={token}\r\n\
         Content-Type: multipart/form-data; boundary={BOUNDARY}\r\nTransfer-Encoding: chunked\r\n\
         Connection: close\r\n\r\n"
    );
    // Sent by its own task: the server may stop reading once it has answered.
    let sender = tokio::spawn(async move {
        writer.write_all(head.as_bytes()).await?;
        let mut frame = format!("{:x}\r\n", 1 << 20).into_bytes();
        frame.extend(std::iter::repeat_n(b'x', 1 << 20));
        frame.extend_from_slice(b"\r\n");
        for _ in 0..64 {
            writer.write_all(&frame).await?;
        }
        writer.write_all(b"0\r\n\r\n").await
    });
    let answer =
        tokio::time::timeout(std::time::Duration::from_secs(60), answer).await.expect("answered").expect("read");
    sender.abort();
    assert!(answer.starts_with("HTTP/1.1 413"), "{answer}");
}

#[tokio::test]
async fn a_body_that_ends_inside_a_part_is_refused_at_once() {
    let app = spawn_app().await;
    app.verified_merchant("uploader4", "secret1").await;
    app.login("uploader4", "secret1").await;
    // A part that is never closed, its body ending in the first bytes of a line break: the
    // multipart parser used to wait for bytes that never came, and the request hung.
    for ending in ["\r\n", "\r\n--", "\r"] {
        let mut body =
            format!("--{BOUNDARY}\r\nContent-Disposition: form-data; name=\"file_resource\"\r\n\r\n").into_bytes();
        body.extend_from_slice(&png());
        body.extend_from_slice(ending.as_bytes());
        let res = app
            .client
            .post(format!("{}/api/admin/v1/file/upload", app.address))
            .header("Content-Type", format!("multipart/form-data; boundary={BOUNDARY}"))
            .timeout(std::time::Duration::from_secs(10))
            .body(body)
            .send()
            .await
            .expect("answered, not left waiting");
        assert_eq!(res.status(), 400, "{ending:?}");
    }
    assert_eq!(upload(&app, "file_resource", &png()).await.status(), 200, "a closed body is still taken");
}
