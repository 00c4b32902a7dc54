//! The store's order JSON as its webhooks send it (Shopify's REST `Order` and `Refund`, the
//! fields Shoplinks keeps). The webhook handler parses a verified body into these; [`super::ingest`]
//! writes them.

use serde::Deserialize;
use serde_json::Value;

/// Shopify's REST `Order` (the fields Shoplinks keeps).
#[derive(Debug, Deserialize)]
pub struct OrderPayload {
    pub(crate) id: Value,
    pub(crate) admin_graphql_api_id: Option<String>,
    pub(crate) name: String,
    pub(crate) order_number: Option<i64>,
    pub(crate) email: Option<String>,
    pub(crate) currency: String,
    pub(crate) created_at: String,
    pub(crate) updated_at: Option<String>,
    pub(crate) financial_status: Option<String>,
    pub(crate) subtotal_price: Option<String>,
    pub(crate) total_price: String,
    pub(crate) total_tax: Option<String>,
    pub(crate) total_discounts: Option<String>,
    #[serde(default)]
    pub(crate) discount_codes: Vec<DiscountCodePayload>,
    #[serde(default)]
    pub(crate) note_attributes: Vec<AttributePayload>,
    #[serde(default)]
    pub(crate) line_items: Vec<LinePayload>,
    pub(crate) customer: Option<CustomerPayload>,
    #[serde(default)]
    pub(crate) refunds: Vec<RefundPayload>,
    /// The first page of the visit that placed the order (`/products/tee?shoplinks_click=…`).
    #[serde(default)]
    pub(crate) landing_site: Option<String>,
}

#[derive(Debug, Deserialize)]
pub(crate) struct DiscountCodePayload {
    pub(crate) code: String,
    pub(crate) amount: String,
    #[serde(rename = "type", default)]
    pub(crate) kind: String,
}

#[derive(Debug, Deserialize)]
pub(crate) struct AttributePayload {
    pub(crate) name: String,
    #[serde(default)]
    pub(crate) value: Value,
}

#[derive(Debug, Deserialize)]
pub(crate) struct LinePayload {
    pub(crate) id: Value,
    pub(crate) product_id: Option<Value>,
    pub(crate) variant_id: Option<Value>,
    pub(crate) title: String,
    pub(crate) variant_title: Option<String>,
    pub(crate) sku: Option<String>,
    pub(crate) quantity: i32,
    pub(crate) price: String,
}

/// The `customer` object of orders and compliance payloads.
#[derive(Debug, Deserialize)]
pub struct CustomerPayload {
    /// Numeric customer id.
    pub id: Option<Value>,
    pub(crate) email: Option<String>,
}

/// Shopify's REST `Refund`.
#[derive(Debug, Deserialize)]
pub struct RefundPayload {
    pub(crate) id: Value,
    pub(crate) admin_graphql_api_id: Option<String>,
    pub(crate) order_id: Value,
    pub(crate) created_at: Option<String>,
    #[serde(default)]
    pub(crate) transactions: Vec<TransactionPayload>,
}

#[derive(Debug, Deserialize)]
pub(crate) struct TransactionPayload {
    pub(crate) amount: String,
    pub(crate) kind: String,
    pub(crate) status: Option<String>,
}

/// `gid://shopify/{kind}/{id}` for a numeric (or already gid) id.
pub fn gid_of(kind: &str, id: &Value) -> String {
    match id {
        Value::String(s) if s.starts_with("gid://") => s.clone(),
        Value::String(s) => format!("gid://shopify/{kind}/{s}"),
        other => format!("gid://shopify/{kind}/{other}"),
    }
}

/// An email as stored and matched: trimmed and lower-cased.
pub fn normalise_email(email: &str) -> Option<String> {
    let email = email.trim().to_lowercase();
    (!email.is_empty()).then_some(email)
}
