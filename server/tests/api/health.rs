//! `/health` reports the database and the SSR pool.

use crate::helpers::{backend_name, spawn_app};

#[tokio::test]
async fn health_reports_database_backend_and_ssr_pool() {
    // Arrange
    let app = spawn_app().await;
    // Act
    let res = app.get("/health").await;
    // Assert
    assert_eq!(res.status(), 200);
    let body: serde_json::Value = res.json().await.expect("json");
    assert_eq!(body["status"], true);
    assert_eq!(body["data"]["healthy"], true);
    assert_eq!(body["data"]["database"]["ok"], true);
    assert_eq!(body["data"]["database"]["backend"], backend_name());
    assert_eq!(body["data"]["ssr"]["ok"], true);
    assert_eq!(body["data"]["ssr"]["workers"], 1);
}

/// An idle connection stays open longer than a client's idle reuse: a keep-alive client
/// (Node's agent, a load balancer) that sends its next request after a pause must get an
/// answer, not a reset because the server closed the connection at that moment
/// (docs/operations.md#idle-connections).
#[tokio::test]
async fn an_idle_connection_is_still_open_after_a_pause_of_several_seconds() {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};

    let app = spawn_app().await;
    let host = app.address.trim_start_matches("http://").to_owned();
    let mut stream = tokio::net::TcpStream::connect(&host).await.expect("connect");
    let request = format!("GET /health HTTP/1.1\r\nHost: {host}\r\n\r\n");
    for round in 0..2 {
        if round == 1 {
            // Longer than actix-web's default keep-alive (5 s), far shorter than ours.
            tokio::time::sleep(std::time::Duration::from_secs(7)).await;
        }
        stream.write_all(request.as_bytes()).await.expect("send");
        let answer = read_one_response(&mut stream).await;
        assert!(answer.starts_with("HTTP/1.1 200"), "round {round}: {answer:?}");
    }

    async fn read_one_response(stream: &mut tokio::net::TcpStream) -> String {
        let mut bytes = Vec::new();
        let mut buf = [0u8; 4096];
        loop {
            let text = String::from_utf8_lossy(&bytes).into_owned();
            if let Some(end) = text.find("\r\n\r\n") {
                let length = text[..end]
                    .lines()
                    .find_map(|l| l.to_ascii_lowercase().strip_prefix("content-length:").map(|v| v.trim().to_owned()))
                    .and_then(|v| v.parse::<usize>().ok())
                    .unwrap_or(0);
                if bytes.len() >= end + 4 + length {
                    return text;
                }
            }
            match stream.read(&mut buf).await {
                Ok(0) | Err(_) => return text,
                Ok(n) => bytes.extend_from_slice(&buf[..n]),
            }
        }
    }
}
