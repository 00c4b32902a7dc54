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
