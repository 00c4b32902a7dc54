//! The customer privacy webhooks, as far as orders hold customers (docs/store.md#webhooks).
//!
//! - `customers/data_request`: a report of what Shoplinks holds about the customer (their
//!   orders in this shop) is stored in `compliance_requests` and logged, for the merchant to
//!   hand over.
//! - `customers/redact`: the customer's orders in this shop lose their email, customer id and
//!   cart attributes (amounts and products stay for the merchant's analytics); earlier reports
//!   about the customer are deleted.
//! - `shop/redact`: the shop's orders and reports go.
//!
//! Every statement is scoped by business and shop domain, so no other shop is touched.

use diesel::prelude::*;
use serde::Deserialize;
use serde_json::{json, Value};

use super::model::{OrderLineRow, OrderRow};
use super::payload::{gid_of, normalise_email, CustomerPayload};
use crate::clock::now;
use crate::db::schema::{compliance_requests, order_lines, orders};
use crate::db::DbConnection;
use crate::error::{AppError, AppResult};
use crate::features::store::events::{CustomerRequest, CustomerRequestKind, ShopRedacted};
use crate::ids::new_id;

/// Answers a customer privacy webhook (subscribed to the store's [`CustomerRequest`]).
pub fn answer(conn: &mut DbConnection, request: &CustomerRequest) -> AppResult<()> {
    let CustomerRequest { business_id, shop, kind, body } = request;
    match kind {
        CustomerRequestKind::Redact => redact_customer(conn, business_id, shop, body.clone()),
        CustomerRequestKind::DataRequest => data_request(conn, business_id, shop, body.clone()),
    }
}

/// Deletes the shop's orders and reports (subscribed to the store's [`ShopRedacted`]).
pub fn redact_shop(conn: &mut DbConnection, redacted: &ShopRedacted) -> AppResult<()> {
    let Some(business_id) = redacted.business_id.as_deref() else { return Ok(()) };
    let shop = redacted.shop.as_str();
    diesel::delete(orders::table.filter(orders::business_id.eq(business_id)).filter(orders::shop_domain.eq(shop)))
        .execute(conn)?;
    diesel::delete(
        compliance_requests::table
            .filter(compliance_requests::business_id.eq(business_id))
            .filter(compliance_requests::shop_domain.eq(shop)),
    )
    .execute(conn)?;
    Ok(())
}

/// `customers/data_request` and `customers/redact` payloads.
#[derive(Debug, Deserialize)]
struct CustomerPayloads {
    customer: Option<CustomerPayload>,
    #[serde(default)]
    orders_requested: Vec<Value>,
    #[serde(default)]
    orders_to_redact: Vec<Value>,
}

fn parse(body: Value) -> AppResult<CustomerPayloads> {
    serde_json::from_value(body).map_err(|e| AppError::BadRequest(format!("compliance payload: {e}")))
}

/// The ids of this shop's orders that belong to the customer (by email, customer id or the
/// order ids the platform lists).
fn customer_orders(
    conn: &mut DbConnection,
    business_id: &str,
    shop: &str,
    request: &CustomerPayloads,
    listed: &[Value],
) -> AppResult<Vec<OrderRow>> {
    let email = request.customer.as_ref().and_then(|c| c.email.as_deref()).and_then(normalise_email);
    let customer_id = request.customer.as_ref().and_then(|c| c.id.as_ref()).map(|id| gid_of("Customer", id));
    let order_ids: Vec<String> = listed.iter().map(|id| gid_of("Order", id)).collect();
    let mut q = orders::table
        .filter(orders::business_id.eq(business_id))
        .filter(orders::shop_domain.eq(shop))
        .filter(orders::shopify_id.eq_any(order_ids))
        .into_boxed();
    if let Some(email) = email {
        q = q.or_filter(
            orders::business_id.eq(business_id).and(orders::shop_domain.eq(shop)).and(orders::email.eq(email)),
        );
    }
    if let Some(customer_id) = customer_id {
        q = q.or_filter(
            orders::business_id
                .eq(business_id)
                .and(orders::shop_domain.eq(shop))
                .and(orders::customer_id.eq(customer_id)),
        );
    }
    Ok(q.order(orders::created_at.asc()).select(OrderRow::as_select()).load(conn)?)
}

/// `customers/data_request`: stores and logs the report.
fn data_request(conn: &mut DbConnection, business_id: &str, shop: &str, body: Value) -> AppResult<()> {
    let request = parse(body)?;
    let found = customer_orders(conn, business_id, shop, &request, &request.orders_requested)?;
    let ids: Vec<String> = found.iter().map(|o| o.id.clone()).collect();
    let lines: Vec<OrderLineRow> =
        order_lines::table.filter(order_lines::order_id.eq_any(&ids)).select(OrderLineRow::as_select()).load(conn)?;
    let email = request.customer.as_ref().and_then(|c| c.email.as_deref()).and_then(normalise_email);
    let report = json!({
        "shop_domain": shop,
        "customer": {
            "id": request.customer.as_ref().and_then(|c| c.id.clone()),
            "email": email,
        },
        "orders": found.iter().map(|o| json!({
            "id": o.shopify_id,
            "name": o.name,
            "created_at": o.created_at.and_utc().to_rfc3339(),
            "email": o.email,
            "currency": o.currency,
            "total": crate::money::decimal(o.total_minor, &o.currency),
            "refunded": crate::money::decimal(o.refunded_minor, &o.currency),
            "financial_status": o.financial_status,
            "note_attributes": serde_json::from_str::<Value>(&o.note_attributes).unwrap_or(Value::Null),
            "landing_site": o.landing_site,
            "discount_codes": serde_json::from_str::<Value>(&o.discount_codes).unwrap_or(Value::Null),
            "line_items": lines.iter().filter(|l| l.order_id == o.id).map(|l| json!({
                "title": l.title, "variant_title": l.variant_title, "sku": l.sku, "quantity": l.quantity,
                "price": crate::money::decimal(l.price_minor, &o.currency),
            })).collect::<Vec<_>>(),
        })).collect::<Vec<_>>(),
    });
    diesel::insert_into(compliance_requests::table)
        .values((
            compliance_requests::id.eq(new_id()),
            compliance_requests::business_id.eq(business_id),
            compliance_requests::shop_domain.eq(shop),
            compliance_requests::topic.eq("customers/data_request"),
            compliance_requests::customer_email.eq(email),
            compliance_requests::report.eq(report.to_string()),
            compliance_requests::created_at.eq(now()),
        ))
        .execute(conn)?;
    tracing::info!(shop.domain = shop, orders = found.len(), "customer data request: report stored");
    Ok(())
}

/// `customers/redact`: anonymises the customer's orders in this shop.
fn redact_customer(conn: &mut DbConnection, business_id: &str, shop: &str, body: Value) -> AppResult<()> {
    let request = parse(body)?;
    let found = customer_orders(conn, business_id, shop, &request, &request.orders_to_redact)?;
    let ids: Vec<String> = found.iter().map(|o| o.id.clone()).collect();
    let at = now();
    let redacted =
        diesel::update(orders::table.filter(orders::business_id.eq(business_id)).filter(orders::id.eq_any(&ids)))
            .set((
                orders::email.eq(None::<String>),
                orders::customer_id.eq(None::<String>),
                orders::note_attributes.eq("[]"),
                orders::landing_site.eq(None::<String>),
                orders::customer_redacted_at.eq(Some(at)),
            ))
            .execute(conn)?;
    if let Some(email) = request.customer.as_ref().and_then(|c| c.email.as_deref()).and_then(normalise_email) {
        diesel::delete(
            compliance_requests::table
                .filter(compliance_requests::business_id.eq(business_id))
                .filter(compliance_requests::shop_domain.eq(shop))
                .filter(compliance_requests::customer_email.eq(email)),
        )
        .execute(conn)?;
    }
    diesel::insert_into(compliance_requests::table)
        .values((
            compliance_requests::id.eq(new_id()),
            compliance_requests::business_id.eq(business_id),
            compliance_requests::shop_domain.eq(shop),
            compliance_requests::topic.eq("customers/redact"),
            compliance_requests::customer_email.eq(None::<String>),
            compliance_requests::report.eq(json!({"orders_redacted": redacted}).to_string()),
            compliance_requests::created_at.eq(at),
        ))
        .execute(conn)?;
    tracing::info!(shop.domain = shop, orders = redacted, "customer redacted");
    Ok(())
}
