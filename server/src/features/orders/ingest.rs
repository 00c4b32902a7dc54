//! `orders/create`, `orders/updated` and `refunds/create`: the store's REST order and refund
//! shapes written into `orders`, `order_lines` and `order_refunds`, money converted to minor
//! units of the order's currency. Upserts keyed by the store's ids make replays harmless; an
//! older order update never overwrites a newer one, and a redacted customer stays redacted.
//! Each order is attributed to a link in the same transaction ([`attribution`]), and the
//! business-wide rollups move with it (`counted::tracked`).

use chrono::NaiveDateTime;
use diesel::prelude::*;

use super::attribution;
use super::counted::tracked;
use super::payload::{gid_of, normalise_email, OrderPayload, RefundPayload};
use crate::clock::now;
use crate::db::schema::{order_lines, order_refunds, orders};
use crate::db::DbConnection;
use crate::error::{AppError, AppResult};
use crate::features::accounts::zone;
use crate::features::orders::model::{DiscountCode, NoteAttribute, OrderLineRow, OrderRow, RefundRow};
use crate::features::store::events::{SaleReceived, SaleTopic};
use crate::ids::new_id;

fn timestamp(text: Option<&str>) -> NaiveDateTime {
    text.and_then(|t| chrono::DateTime::parse_from_rfc3339(t).ok()).map_or_else(now, |d| d.naive_utc())
}

fn minor(amount: Option<&str>, currency_code: &str, field: &str) -> AppResult<i64> {
    match amount {
        None => Ok(0),
        Some(a) => crate::money::minor(a, currency_code)
            .ok_or_else(|| AppError::BadRequest(format!("{field}: {a:?} is not an amount in {currency_code}"))),
    }
}

/// Longest landing address kept; a longer one is not a page a link sent anyone to.
const LANDING_MAX: usize = 2048;

fn landing_site(raw: Option<&str>) -> Option<String> {
    raw.map(str::trim).filter(|l| !l.is_empty() && l.len() <= LANDING_MAX).map(str::to_owned)
}

/// Writes a sale webhook (subscribed to the store's [`SaleReceived`], inside its transaction):
/// the body in the shape of its topic, or refused when it does not fit.
pub fn receive(conn: &mut DbConnection, sale: &SaleReceived) -> AppResult<()> {
    let SaleReceived { business_id, shop, topic, body } = sale;
    match topic {
        SaleTopic::Order => upsert_order(conn, business_id, shop, parse("order", body.clone())?),
        SaleTopic::Refund => upsert_refund(conn, business_id, shop, parse("refund", body.clone())?),
    }
}

/// A verified body in the shape `T` of its topic; a body that does not fit is refused.
fn parse<T: serde::de::DeserializeOwned>(what: &str, body: serde_json::Value) -> AppResult<T> {
    serde_json::from_value(body).map_err(|e| AppError::BadRequest(format!("{what}: {e}")))
}

/// Inserts or updates an order (and any refunds it carries) for `business_id`.
pub fn upsert_order(conn: &mut DbConnection, business_id: &str, shop: &str, order: OrderPayload) -> AppResult<()> {
    let cur = order.currency.trim().to_ascii_uppercase();
    let shopify_id = order.admin_graphql_api_id.clone().unwrap_or_else(|| gid_of("Order", &order.id));
    let existing = orders::table
        .filter(orders::business_id.eq(business_id))
        .filter(orders::shopify_id.eq(&shopify_id))
        .select(OrderRow::as_select())
        .first::<OrderRow>(conn)
        .optional()?;
    let updated_at = timestamp(order.updated_at.as_deref().or(Some(order.created_at.as_str())));
    let codes = order
        .discount_codes
        .iter()
        .map(|d| {
            Ok(DiscountCode {
                code: d.code.clone(),
                amount: minor(Some(&d.amount), &cur, "discount_codes")?,
                kind: d.kind.clone(),
            })
        })
        .collect::<AppResult<Vec<_>>>()?;
    let redacted = existing.as_ref().and_then(|e| e.customer_redacted_at);
    let attributes: Vec<NoteAttribute> = if redacted.is_some() {
        Vec::new()
    } else {
        order
            .note_attributes
            .iter()
            .map(|a| NoteAttribute {
                name: a.name.clone(),
                value: a.value.as_str().map_or_else(|| a.value.to_string(), str::to_owned),
            })
            .collect()
    };
    let customer_email = order.email.as_deref().or(order.customer.as_ref().and_then(|c| c.email.as_deref()));
    let id = existing.as_ref().map_or_else(new_id, |e| e.id.clone());
    let placed = timestamp(Some(&order.created_at));
    let row = OrderRow {
        id: id.clone(),
        business_id: business_id.to_owned(),
        shop_domain: shop.to_owned(),
        shopify_id,
        name: order.name.clone(),
        number: order.order_number.unwrap_or_default(),
        email: if redacted.is_some() { None } else { customer_email.and_then(normalise_email) },
        customer_id: if redacted.is_some() {
            None
        } else {
            order.customer.as_ref().and_then(|c| c.id.as_ref()).map(|id| gid_of("Customer", id))
        },
        currency: cur.clone(),
        financial_status: order.financial_status.clone().unwrap_or_else(|| "pending".into()),
        subtotal_minor: minor(order.subtotal_price.as_deref(), &cur, "subtotal_price")?,
        total_minor: minor(Some(&order.total_price), &cur, "total_price")?,
        tax_minor: minor(order.total_tax.as_deref(), &cur, "total_tax")?,
        discount_minor: minor(order.total_discounts.as_deref(), &cur, "total_discounts")?,
        refunded_minor: existing.as_ref().map_or(0, |e| e.refunded_minor),
        discount_codes: serde_json::to_string(&codes).map_err(|e| AppError::Internal(e.into()))?,
        note_attributes: serde_json::to_string(&attributes).map_err(|e| AppError::Internal(e.into()))?,
        customer_redacted_at: redacted,
        created_at: placed,
        updated_at,
        landing_site: if redacted.is_some() { None } else { landing_site(order.landing_site.as_deref()) },
        local_day: match &existing {
            Some(e) => e.local_day,
            None => zone::local_day(crate::features::accounts::zone_of(conn, business_id)?, placed),
        },
    };
    let lines = order
        .line_items
        .iter()
        .map(|l| {
            Ok(OrderLineRow {
                id: new_id(),
                order_id: id.clone(),
                shopify_id: gid_of("LineItem", &l.id),
                product_shopify_id: l.product_id.as_ref().filter(|v| !v.is_null()).map(|v| gid_of("Product", v)),
                variant_shopify_id: l.variant_id.as_ref().filter(|v| !v.is_null()).map(|v| gid_of("ProductVariant", v)),
                title: l.title.clone(),
                variant_title: l.variant_title.clone(),
                sku: l.sku.clone().filter(|s| !s.is_empty()),
                quantity: l.quantity,
                price_minor: minor(Some(&l.price), &cur, "line_items.price")?,
            })
        })
        .collect::<AppResult<Vec<_>>>()?;
    // The order's counters in the rollups move from what it counted for to what it counts for
    // now (amounts, refunds, attribution), in this transaction.
    tracked(conn, business_id, &id, |conn| {
        write_order(conn, business_id, shop, existing.as_ref(), &row, &lines, order.refunds)
    })
}

/// Writes the order row, its lines and refunds, and attributes it.
fn write_order(
    conn: &mut DbConnection,
    business_id: &str,
    shop: &str,
    existing: Option<&OrderRow>,
    row: &OrderRow,
    lines: &[OrderLineRow],
    refunds: Vec<RefundPayload>,
) -> AppResult<()> {
    let (id, updated_at) = (&row.id, row.updated_at);
    match existing {
        Some(e) if e.updated_at > updated_at => {
            tracing::debug!(order = %e.shopify_id, "older order update ignored");
        }
        Some(_) => {
            diesel::update(orders::table.find(id)).set(row).execute(conn)?;
            diesel::delete(order_lines::table.filter(order_lines::order_id.eq(id))).execute(conn)?;
            insert_lines(conn, lines)?;
        }
        None => {
            diesel::insert_into(orders::table).values(row).execute(conn)?;
            insert_lines(conn, lines)?;
        }
    }
    for refund in refunds {
        store_refund(conn, business_id, shop, refund)?;
    }
    // Every delivery attributes again: an update may carry what the first lacked, and a click
    // stored after the order was created can only be matched on a later pass.
    attribution::attribute(conn, business_id, id)?;
    Ok(())
}

fn insert_lines(conn: &mut DbConnection, lines: &[OrderLineRow]) -> AppResult<()> {
    for line in lines {
        diesel::insert_into(order_lines::table).values(line).execute(conn)?;
    }
    Ok(())
}

/// `refunds/create`: stores the refund once and updates the order's refunded amount, moving
/// the order's revenue in the rollups. A refund for an order not received yet fails, so the
/// inbox retries it after the order arrives.
pub fn upsert_refund(conn: &mut DbConnection, business_id: &str, shop: &str, refund: RefundPayload) -> AppResult<()> {
    let Some(order_id) = order_of_refund(conn, business_id, shop, &refund)? else {
        return Err(AppError::NotFound(format!("refund for unknown order {}", gid_of("Order", &refund.order_id))));
    };
    tracked(conn, business_id, &order_id, |conn| store_refund(conn, business_id, shop, refund))
}

/// Our id of the order a refund is for.
fn order_of_refund(
    conn: &mut DbConnection,
    business_id: &str,
    shop: &str,
    refund: &RefundPayload,
) -> AppResult<Option<String>> {
    Ok(orders::table
        .filter(orders::business_id.eq(business_id))
        .filter(orders::shop_domain.eq(shop))
        .filter(orders::shopify_id.eq(gid_of("Order", &refund.order_id)))
        .select(orders::id)
        .first(conn)
        .optional()?)
}

/// Stores a refund once and updates its order's refunded amount (the caller tracks the
/// rollups).
fn store_refund(conn: &mut DbConnection, business_id: &str, shop: &str, refund: RefundPayload) -> AppResult<()> {
    let order_gid = gid_of("Order", &refund.order_id);
    let (order_id, cur): (String, String) = orders::table
        .filter(orders::business_id.eq(business_id))
        .filter(orders::shop_domain.eq(shop))
        .filter(orders::shopify_id.eq(&order_gid))
        .select((orders::id, orders::currency))
        .first(conn)
        .optional()?
        .ok_or_else(|| AppError::NotFound(format!("refund for unknown order {order_gid}")))?;
    let shopify_id = refund.admin_graphql_api_id.clone().unwrap_or_else(|| gid_of("Refund", &refund.id));
    let mut amount = 0;
    for t in &refund.transactions {
        let failed = matches!(t.status.as_deref(), Some("failure" | "error"));
        if t.kind == "refund" && !failed {
            amount += minor(Some(&t.amount), &cur, "transactions.amount")?;
        }
    }
    let known: i64 = order_refunds::table
        .filter(order_refunds::business_id.eq(business_id))
        .filter(order_refunds::shopify_id.eq(&shopify_id))
        .count()
        .get_result(conn)?;
    if known > 0 {
        return Ok(());
    }
    diesel::insert_into(order_refunds::table)
        .values(&RefundRow {
            id: new_id(),
            business_id: business_id.to_owned(),
            order_id: order_id.clone(),
            shopify_id,
            amount_minor: amount,
            created_at: timestamp(refund.created_at.as_deref()),
        })
        .execute(conn)?;
    let amounts: Vec<i64> = order_refunds::table
        .filter(order_refunds::order_id.eq(&order_id))
        .select(order_refunds::amount_minor)
        .load(conn)?;
    diesel::update(orders::table.find(&order_id))
        .set(orders::refunded_minor.eq(amounts.iter().sum::<i64>()))
        .execute(conn)?;
    Ok(())
}
