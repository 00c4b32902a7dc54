//! The Billing API calls of the adapter (GraphQL Admin): create a recurring app subscription
//! with a free trial, cancel one, and read the statuses the platform holds. The platform, not
//! the return URL, is the authority on whether a subscription is active.

use serde::Deserialize;
use serde_json::{json, Value};

use super::admin::{AdminClient, AdminError};
use super::documents::{APP_SUBSCRIPTIONS, APP_SUBSCRIPTION_CANCEL, APP_SUBSCRIPTION_CREATE};

/// What to subscribe the shop to.
#[derive(Debug, Clone)]
pub struct SubscriptionRequest<'a> {
    /// Name shown on the confirmation page and the merchant's bill.
    pub name: &'a str,
    /// Monthly price, decimal string (`"99.00"`).
    pub amount: String,
    /// ISO currency code.
    pub currency: &'a str,
    /// Free days before the first charge.
    pub trial_days: i32,
    /// Where the platform sends the merchant after the decision.
    pub return_url: &'a str,
    /// Test charges (development stores, non-production runs).
    pub test: bool,
}

/// A created subscription, still pending the merchant's approval.
#[derive(Debug, Clone)]
pub struct Created {
    /// `gid://shopify/AppSubscription/…`.
    pub id: String,
    /// Where the merchant approves it.
    pub confirmation_url: String,
}

/// A subscription as the platform reports it.
#[derive(Debug, Clone, Deserialize)]
pub struct Status {
    /// Its gid.
    pub id: String,
    /// Name given at creation.
    pub name: String,
    /// `PENDING`, `ACTIVE`, `DECLINED`, `CANCELLED`, `EXPIRED`, `FROZEN` (or `ACCEPTED`).
    pub status: String,
}

fn user_errors(payload: &Value) -> Result<(), AdminError> {
    match payload["userErrors"].as_array() {
        Some(errors) if !errors.is_empty() => {
            Err(AdminError::Graphql(errors.iter().filter_map(|e| e["message"].as_str()).collect::<Vec<_>>().join("; ")))
        }
        _ => Ok(()),
    }
}

/// `appSubscriptionCreate` with one recurring line item billed every 30 days.
pub async fn create(client: &AdminClient<'_>, req: &SubscriptionRequest<'_>) -> Result<Created, AdminError> {
    let variables = json!({
        "name": req.name,
        "returnUrl": req.return_url,
        "trialDays": req.trial_days,
        "test": req.test,
        "lineItems": [{"plan": {"appRecurringPricingDetails": {
            "price": {"amount": req.amount, "currencyCode": req.currency},
            "interval": "EVERY_30_DAYS"
        }}}],
    });
    let data = client.query(&APP_SUBSCRIPTION_CREATE, variables).await?;
    let payload = &data["appSubscriptionCreate"];
    user_errors(payload)?;
    match (payload["appSubscription"]["id"].as_str(), payload["confirmationUrl"].as_str()) {
        (Some(id), Some(url)) => Ok(Created { id: id.to_owned(), confirmation_url: url.to_owned() }),
        _ => Err(AdminError::Graphql("appSubscriptionCreate returned no subscription".into())),
    }
}

/// `appSubscriptionCancel`; returns the status the platform reports afterwards.
pub async fn cancel(client: &AdminClient<'_>, id: &str) -> Result<String, AdminError> {
    let data = client.query(&APP_SUBSCRIPTION_CANCEL, json!({"id": id})).await?;
    let payload = &data["appSubscriptionCancel"];
    user_errors(payload)?;
    Ok(payload["appSubscription"]["status"].as_str().unwrap_or("CANCELLED").to_owned())
}

/// Every subscription of the app on this shop (`currentAppInstallation.allSubscriptions`).
pub async fn statuses(client: &AdminClient<'_>) -> Result<Vec<Status>, AdminError> {
    let data = client.query(&APP_SUBSCRIPTIONS, Value::Null).await?;
    serde_json::from_value(data["currentAppInstallation"]["allSubscriptions"]["nodes"].clone())
        .map_err(|e| AdminError::Graphql(e.to_string()))
}
