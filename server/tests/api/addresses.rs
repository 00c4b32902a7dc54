//! Requests from several client addresses. The app is told that 127.0.0.1 (where the tests
//! connect from) is its proxy, so the `X-Forwarded-For` of each request is the client address
//! the rate limits count it under.

use serde_json::Value;

use crate::helpers::{spawn_app_with, AppOptions, TestApp};

/// An app that believes `X-Forwarded-For` from the tests' own connections.
pub async fn spawn_app_behind_proxy() -> TestApp {
    spawn_app_with(behind_proxy()).await
}

/// The options of [`spawn_app_behind_proxy`] (for a second instance too).
pub fn behind_proxy() -> AppOptions {
    AppOptions { settings: vec![("trusted_proxies", "127.0.0.1".to_owned())], ..Default::default() }
}

/// POST JSON as the client at `ip`.
pub async fn post_from(app: &TestApp, ip: &str, path: &str, body: &Value) -> reqwest::Response {
    app.client
        .post(format!("{}{path}", app.address))
        .header("X-Forwarded-For", ip)
        .json(body)
        .send()
        .await
        .expect("request")
}

/// GET as the client at `ip`.
pub async fn get_from(app: &TestApp, ip: &str, path: &str) -> reqwest::Response {
    app.client.get(format!("{}{path}", app.address)).header("X-Forwarded-For", ip).send().await.expect("request")
}

/// How many emails to `to` in the outbox contain `needle`.
pub fn emails_to(app: &TestApp, to: &str, needle: &str) -> usize {
    use shoplinks::features::email::Mailer;
    let outbox = app.state.handle::<Mailer>().outbox().expect("file transport").to_path_buf();
    std::fs::read_dir(&outbox)
        .expect("outbox")
        .flatten()
        .filter(|entry| {
            let bytes = std::fs::read(entry.path()).unwrap_or_default();
            let Some(message) = mail_parser::MessageParser::default().parse(&bytes) else { return false };
            let to_them =
                message.to().is_some_and(|list| list.iter().any(|a| a.address().is_some_and(|address| address == to)));
            to_them && message.body_text(0).is_some_and(|text| text.contains(needle))
        })
        .count()
}
