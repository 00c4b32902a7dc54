//! The Billing API calls of the adapter (GraphQL Admin): create an app subscription (a recurring
//! price with a free trial, and a usage line with a cap for the per-sale fee), cancel one, read
//! the statuses the platform holds, and charge a usage record. The platform, not the return URL,
//! is the authority on whether a subscription is active and on what its usage line has used.

use serde::Deserialize;
use serde_json::{json, Value};

use super::admin::{AdminClient, AdminError};
use super::documents::{APP_SUBSCRIPTIONS, APP_SUBSCRIPTION_CANCEL, APP_SUBSCRIPTION_CREATE, APP_USAGE_RECORD_CREATE};

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
    /// The usage line, when the plan has a per-sale fee.
    pub usage: Option<UsageTerms>,
}

/// A usage line: what the merchant agrees to be charged per use, up to a cap per 30 days.
#[derive(Debug, Clone)]
pub struct UsageTerms {
    /// The cap per 30-day cycle, decimal string in the subscription's currency.
    pub capped_amount: String,
    /// Shown on the confirmation page and the bill.
    pub terms: String,
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
    /// End of the current 30-day cycle (RFC 3339; none unless active).
    #[serde(rename = "currentPeriodEnd", default)]
    pub current_period_end: Option<String>,
    /// Its line items (a recurring price, and the usage line when it has one).
    #[serde(rename = "lineItems", default)]
    pub line_items: Vec<LineItem>,
}

/// A line item as the platform reports it.
#[derive(Debug, Clone, Deserialize)]
pub struct LineItem {
    /// `gid://shopify/AppSubscriptionLineItem/…`.
    pub id: String,
    /// Its plan.
    pub plan: LinePlan,
}

/// A line item's plan.
#[derive(Debug, Clone, Deserialize)]
pub struct LinePlan {
    /// Recurring or usage pricing (only usage pricing is read).
    #[serde(rename = "pricingDetails")]
    pub pricing_details: PricingDetails,
}

/// `AppPricingDetails`: the fields of `AppUsagePricing` when it is one.
#[derive(Debug, Clone, Deserialize)]
pub struct PricingDetails {
    /// `AppUsagePricing` or `AppRecurringPricing`.
    #[serde(rename = "__typename")]
    pub typename: String,
    /// The cap per cycle (usage pricing).
    #[serde(rename = "cappedAmount", default)]
    pub capped_amount: Option<Money>,
    /// What this cycle's usage records add up to (usage pricing).
    #[serde(rename = "balanceUsed", default)]
    pub balance_used: Option<Money>,
}

/// `MoneyV2`.
#[derive(Debug, Clone, Deserialize)]
pub struct Money {
    /// Decimal string.
    pub amount: String,
    /// ISO code.
    #[serde(rename = "currencyCode")]
    pub currency_code: String,
}

/// A subscription's usage line as the platform reports it.
#[derive(Debug, Clone)]
pub struct UsageLine {
    /// The line item's gid, which usage records are charged to.
    pub id: String,
    /// The cap per cycle, minor units.
    pub capped_minor: i64,
    /// Used this cycle, minor units.
    pub used_minor: i64,
}

impl Status {
    /// Its usage line, when it has one.
    pub fn usage_line(&self) -> Option<UsageLine> {
        self.line_items.iter().find(|l| l.plan.pricing_details.typename == "AppUsagePricing").map(|l| {
            let minor = |m: &Option<Money>| {
                m.as_ref().and_then(|m| crate::money::minor(&m.amount, &m.currency_code)).unwrap_or_default()
            };
            UsageLine {
                id: l.id.clone(),
                capped_minor: minor(&l.plan.pricing_details.capped_amount),
                used_minor: minor(&l.plan.pricing_details.balance_used),
            }
        })
    }
}

/// A usage charge to make.
#[derive(Debug, Clone)]
pub struct UsageCharge<'a> {
    /// The usage line's gid.
    pub line_id: &'a str,
    /// Decimal string.
    pub amount: String,
    /// ISO code (the cap's).
    pub currency: &'a str,
    /// What the merchant reads on the bill.
    pub description: &'a str,
    /// The same key for every try of one charge.
    pub idempotency_key: &'a str,
}

/// What became of a usage charge.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Charged {
    /// The record's gid (the same one for a repeated key).
    Record(String),
    /// The cycle's cap would be passed: nothing was charged.
    OverCap,
}

/// The message Shopify answers when a usage record would pass the cap.
const OVER_CAP: &str = "Total price exceeds balance remaining";

fn user_errors(payload: &Value) -> Result<(), AdminError> {
    match payload["userErrors"].as_array() {
        Some(errors) if !errors.is_empty() => {
            Err(AdminError::Graphql(errors.iter().filter_map(|e| e["message"].as_str()).collect::<Vec<_>>().join("; ")))
        }
        _ => Ok(()),
    }
}

/// `appSubscriptionCreate` with a recurring line item billed every 30 days, and the usage line
/// when asked for.
pub async fn create(client: &AdminClient<'_>, req: &SubscriptionRequest<'_>) -> Result<Created, AdminError> {
    let mut line_items = vec![json!({"plan": {"appRecurringPricingDetails": {
        "price": {"amount": req.amount, "currencyCode": req.currency},
        "interval": "EVERY_30_DAYS"
    }}})];
    if let Some(usage) = &req.usage {
        line_items.push(json!({"plan": {"appUsagePricingDetails": {
            "cappedAmount": {"amount": usage.capped_amount, "currencyCode": req.currency},
            "terms": usage.terms,
        }}}));
    }
    let variables = json!({
        "name": req.name,
        "returnUrl": req.return_url,
        "trialDays": req.trial_days,
        "test": req.test,
        "lineItems": line_items,
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

/// `appUsageRecordCreate`: charges `charge` once per idempotency key. The cap's refusal is an
/// outcome, not an error: nothing was charged and nothing will be by trying again this cycle.
pub async fn charge_usage(client: &AdminClient<'_>, charge: &UsageCharge<'_>) -> Result<Charged, AdminError> {
    let variables = json!({
        "subscriptionLineItemId": charge.line_id,
        "price": {"amount": charge.amount, "currencyCode": charge.currency},
        "description": charge.description,
        "idempotencyKey": charge.idempotency_key,
    });
    let data = client.query(&APP_USAGE_RECORD_CREATE, variables).await?;
    let payload = &data["appUsageRecordCreate"];
    let over_cap = payload["userErrors"]
        .as_array()
        .is_some_and(|errors| errors.iter().any(|e| e["message"].as_str() == Some(OVER_CAP)));
    if over_cap {
        return Ok(Charged::OverCap);
    }
    user_errors(payload)?;
    payload["appUsageRecord"]["id"]
        .as_str()
        .map(|id| Charged::Record(id.to_owned()))
        .ok_or_else(|| AdminError::Graphql("appUsageRecordCreate returned no record".into()))
}
