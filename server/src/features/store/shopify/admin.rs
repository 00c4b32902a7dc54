//! The adapter's GraphQL Admin API client. One client for Shopify and the sandbox store: only
//! the base URL differs.

use serde::Deserialize;
use serde_json::Value;

/// API version the adapter speaks.
pub const API_VERSION: &str = "2025-07";

/// A failed Admin API call.
#[derive(Debug, thiserror::Error)]
pub enum AdminError {
    /// The token was refused (store uninstalled or token revoked).
    #[error("access token refused")]
    Unauthorized,
    /// Transport failure or a non-success status.
    #[error("admin API request failed: {0}")]
    Http(String),
    /// The query ran but reported errors.
    #[error("admin API errors: {0}")]
    Graphql(String),
}

/// Runs one query against `endpoint` (a shop's Admin base URL) and returns `data`.
pub async fn query(
    http: &reqwest::Client,
    endpoint: &str,
    token: &str,
    query: &str,
    variables: Value,
) -> Result<Value, AdminError> {
    let res = http
        .post(format!("{endpoint}/admin/api/{API_VERSION}/graphql.json"))
        .header("X-Shopify-Access-Token", token)
        .json(&serde_json::json!({"query": query, "variables": variables}))
        .send()
        .await
        .map_err(|e| AdminError::Http(e.to_string()))?;
    if res.status() == reqwest::StatusCode::UNAUTHORIZED {
        return Err(AdminError::Unauthorized);
    }
    if !res.status().is_success() {
        return Err(AdminError::Http(format!("status {}", res.status())));
    }
    let mut body: Value = res.json().await.map_err(|e| AdminError::Http(e.to_string()))?;
    if let Some(errors) = body.get("errors").filter(|e| !e.is_null()) {
        return Err(AdminError::Graphql(errors.to_string()));
    }
    Ok(body.get_mut("data").map(Value::take).unwrap_or(Value::Null))
}

/// The shop's profile.
#[derive(Debug, Clone, Deserialize, serde::Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ShopProfile {
    /// Shop name.
    pub name: String,
    /// Owner email.
    pub email: String,
    /// Currency.
    pub currency_code: String,
    /// `name.myshopify.com`.
    pub myshopify_domain: String,
}

/// `shop { … }`.
pub async fn shop_profile(http: &reqwest::Client, endpoint: &str, token: &str) -> Result<ShopProfile, AdminError> {
    let data =
        query(http, endpoint, token, "{ shop { name email currencyCode myshopifyDomain } }", Value::Null).await?;
    serde_json::from_value(data.get("shop").cloned().unwrap_or(Value::Null))
        .map_err(|e| AdminError::Graphql(e.to_string()))
}
