//! `POST /api/logs/commit` keeps a bounded number of bytes (docs/security.md#client-log-uploads):
//! per address, with every IPv6 address of one /64 counted as one, and per session, whatever
//! address a signed-in sender uses.

use diesel::prelude::*;
use serde_json::{json, Value};
use shoplinks::db::schema::client_logs;

use crate::helpers::{spawn_app_with, AppOptions, TestApp};

/// A full batch: 50 lines of 2,000 two-byte characters, 200 KB kept.
fn heavy_batch() -> Value {
    let line = json!({"level": "error", "message": "é".repeat(2000)});
    json!({"logs": vec![line; 50]})
}

/// Sends a batch as `forwarded_for` (the trusted proxy's client), with `token`'s session if any.
async fn send(app: &TestApp, forwarded_for: &str, token: Option<&str>) -> u16 {
    let mut req = reqwest::Client::new()
        .post(format!("{}/api/logs/commit", app.address))
        .header("X-Forwarded-For", forwarded_for)
        .json(&heavy_batch());
    if let Some(token) = token {
        req = req.bearer_auth(token);
    }
    req.send().await.expect("request").status().as_u16()
}

fn kept_bytes(app: &TestApp) -> usize {
    let mut conn = app.state.db.get().expect("conn");
    let messages: Vec<String> = client_logs::table.select(client_logs::message).load(&mut *conn).expect("rows");
    messages.iter().map(String::len).sum()
}

fn behind_a_proxy() -> AppOptions {
    AppOptions { test_seed: true, settings: vec![("trusted_proxies", "127.0.0.1".to_owned())], ..AppOptions::default() }
}

#[tokio::test]
async fn an_address_keeps_a_bounded_number_of_bytes_and_a_64_is_one_address() {
    let app = spawn_app_with(behind_a_proxy()).await;
    let mut accepted = 0;
    for i in 1..=20 {
        // Each batch from another address of the same /64.
        match send(&app, &format!("2001:db8:1:2::{i:x}"), None).await {
            200 => accepted += 1,
            429 => break,
            other => panic!("{other}"),
        }
    }
    assert!((1..20).contains(&accepted), "{accepted} batches of 200 KB were kept");
    assert!(kept_bytes(&app) <= 2 << 20, "at most 2 MiB from one /64: {}", kept_bytes(&app));
    assert_eq!(send(&app, "2001:db8:1:3::1", None).await, 200, "the next /64 has its own allowance");
    assert_eq!(send(&app, "203.0.113.7", None).await, 200, "so has an IPv4 address");
}

#[tokio::test]
async fn a_session_keeps_a_bounded_number_of_bytes_from_any_address() {
    let app = spawn_app_with(behind_a_proxy()).await;
    let token = app.sign_in(json!({"role": "admin"})).await;
    let mut accepted = 0;
    for i in 1..=20 {
        // A signed-in sender moving between addresses of different networks.
        match send(&app, &format!("198.51.100.{i}"), Some(&token)).await {
            200 => accepted += 1,
            429 => break,
            other => panic!("{other}"),
        }
    }
    assert!((1..20).contains(&accepted), "{accepted} batches of 200 KB were kept");
    assert!(kept_bytes(&app) <= 512 << 10, "at most 512 KiB from one session: {}", kept_bytes(&app));
    let refused_from = format!("198.51.100.{}", accepted + 1);
    assert_eq!(send(&app, &refused_from, None).await, 200, "the address itself still has room");
}
