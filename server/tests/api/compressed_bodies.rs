//! Request bodies are never unpacked: a compressed body is refused before any extractor reads
//! it (a few kilobytes of zstd or brotli unpack to gigabytes).

use serde_json::Value;

use crate::bombs::gzip;
use crate::helpers::spawn_app;

#[tokio::test]
async fn a_compressed_body_is_refused_before_it_is_read() {
    let app = spawn_app().await;
    let json = br#"{"username":"nobody","password":"secret1"}"#;
    for encoding in ["gzip", "br", "zstd", "deflate", "identity, gzip"] {
        let res = app
            .client
            .post(format!("{}/api/auth/login", app.address))
            .header("Content-Type", "application/json")
            .header("Content-Encoding", encoding)
            .body(gzip(json))
            .send()
            .await
            .expect("request");
        assert_eq!(res.status(), 400, "{encoding}");
        let body: Value = res.json().await.expect("json");
        assert_eq!(body["error"]["message"], "Compressed request bodies are not accepted", "{encoding}");
    }
    // Plain bodies, and `identity` (no coding), are read as before.
    for encoding in [None, Some("identity")] {
        let mut req =
            app.client.post(format!("{}/api/auth/login", app.address)).header("Content-Type", "application/json");
        if let Some(encoding) = encoding {
            req = req.header("Content-Encoding", encoding);
        }
        let res = req.body(&json[..]).send().await.expect("request");
        assert_eq!(res.status(), 401, "{encoding:?}");
    }
}
