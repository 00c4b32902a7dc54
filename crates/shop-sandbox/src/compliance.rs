//! The privacy (compliance) webhooks the sandbox admin can send, with Shopify's payload
//! shapes: `customers/data_request` and `customers/redact` for a customer email (the orders
//! listed are that customer's orders in the shop), and `shop/redact` for the whole shop.

use diesel::prelude::*;
use serde_json::{json, Value};

use super::orders::{customer_id, shop_id};
use crate::schema::sandbox_orders;
use kernel::db::DbConnection;
use kernel::error::AppResult;

/// The topics, by the admin form's path segment.
pub fn topic_of(kind: &str) -> Option<&'static str> {
    match kind {
        "customers-data-request" => Some("customers/data_request"),
        "customers-redact" => Some("customers/redact"),
        "shop-redact" => Some("shop/redact"),
        _ => None,
    }
}

/// The payload of `topic` for `shop` (and `email` for the customer topics).
pub fn payload(conn: &mut DbConnection, shop: &str, topic: &str, email: &str) -> AppResult<Value> {
    let base = json!({"shop_id": shop_id(shop), "shop_domain": shop});
    if topic == "shop/redact" {
        return Ok(base);
    }
    let email = email.trim().to_lowercase();
    let orders: Vec<i64> = sandbox_orders::table
        .filter(sandbox_orders::shop_domain.eq(shop))
        .filter(sandbox_orders::email.eq(&email))
        .order(sandbox_orders::number.asc())
        .select(sandbox_orders::number)
        .load(conn)?;
    let mut body = base;
    body["customer"] = json!({"id": customer_id(shop, &email), "email": email, "phone": Value::Null});
    if topic == "customers/redact" {
        body["orders_to_redact"] = json!(orders);
    } else {
        body["orders_requested"] = json!(orders);
        body["data_request"] = json!({"id": chrono::Utc::now().timestamp_millis()});
    }
    Ok(body)
}
