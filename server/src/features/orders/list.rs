//! `GET /api/admin/v1/store/orders`: the connected store's orders for its merchant, newest
//! first, with lines, cart attributes, discount codes and refunds; amounts in minor units of the
//! order's currency. Keyset-paged: the cursor names the last order served.

use std::collections::HashMap;

use actix_web::{web, HttpRequest, HttpResponse};
use base64::Engine;
use chrono::NaiveDateTime;
use diesel::prelude::*;
use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::model::{DiscountCode, NoteAttribute, OrderLineRow, OrderRow, RefundRow};
use crate::db::schema::{order_lines, order_refunds, orders};
use crate::error::{AppError, AppResult};
use crate::features::accounts::session;
use crate::http::envelope;
use crate::state::AppState;

/// Default page size.
const DEFAULT_COUNT: i64 = 20;
/// Largest page.
const MAX_COUNT: i64 = 50;

/// Query of the order list.
#[derive(Debug, Deserialize)]
pub struct OrdersQuery {
    /// Page size (default 20, at most 50).
    pub count: Option<i64>,
    /// `next` of the previous page.
    pub cursor: Option<String>,
}

/// One page of orders.
#[derive(Debug, Serialize, TS)]
#[ts(export, export_to = "OrdersPage.ts")]
pub struct OrdersPage {
    /// Newest first.
    pub orders: Vec<OrderOut>,
    /// Cursor of the next page, when there is one.
    pub next: Option<String>,
}

/// An order as the dashboard sees it.
#[derive(Debug, Serialize, TS)]
#[ts(export, export_to = "Order.ts", rename = "Order")]
pub struct OrderOut {
    /// Store id (`gid://shopify/Order/…`).
    pub id: String,
    /// `#1001`.
    pub name: String,
    /// 1001.
    #[ts(type = "number")]
    pub number: i64,
    /// Customer email (absent when redacted).
    pub email: Option<String>,
    /// ISO currency of every amount.
    pub currency: String,
    /// `paid`, `partially_refunded`, `refunded`, …
    pub financial_status: String,
    /// Minor units.
    #[ts(type = "number")]
    pub subtotal: i64,
    /// Minor units.
    #[ts(type = "number")]
    pub discount: i64,
    /// Minor units.
    #[ts(type = "number")]
    pub tax: i64,
    /// Minor units.
    #[ts(type = "number")]
    pub total: i64,
    /// Minor units.
    #[ts(type = "number")]
    pub refunded: i64,
    /// Codes used.
    pub discount_codes: Vec<DiscountCode>,
    /// Cart attributes.
    pub attributes: Vec<NoteAttribute>,
    /// Line items.
    pub lines: Vec<OrderLineOut>,
    /// Refunds, oldest first.
    pub refunds: Vec<RefundOut>,
    /// RFC 3339, UTC.
    pub created_at: String,
}

/// A line item.
#[derive(Debug, Serialize, TS)]
#[ts(export, export_to = "OrderLine.ts", rename = "OrderLine")]
pub struct OrderLineOut {
    /// Store id of the line.
    pub id: String,
    /// Product gid.
    pub product_id: Option<String>,
    /// Variant gid.
    pub variant_id: Option<String>,
    /// Product title.
    pub title: String,
    pub(crate) variant_title: Option<String>,
    pub(crate) sku: Option<String>,
    /// Units.
    pub quantity: i32,
    /// Unit price, minor units.
    #[ts(type = "number")]
    pub price: i64,
}

/// A refund.
#[derive(Debug, Serialize, TS)]
#[ts(export, export_to = "OrderRefund.ts", rename = "OrderRefund")]
pub struct RefundOut {
    /// Store id of the refund.
    pub id: String,
    /// Minor units.
    #[ts(type = "number")]
    pub amount: i64,
    /// RFC 3339, UTC.
    pub created_at: String,
}

fn encode_cursor(row: &OrderRow) -> String {
    let raw = format!("{}|{}", row.created_at.and_utc().timestamp_micros(), row.id);
    base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(raw)
}

fn decode_cursor(cursor: &str) -> AppResult<(NaiveDateTime, String)> {
    let invalid = || AppError::BadRequest("Invalid cursor".into());
    let raw = base64::engine::general_purpose::URL_SAFE_NO_PAD.decode(cursor).map_err(|_| invalid())?;
    let raw = String::from_utf8(raw).map_err(|_| invalid())?;
    let (micros, id) = raw.split_once('|').ok_or_else(invalid)?;
    let at = chrono::DateTime::from_timestamp_micros(micros.parse().map_err(|_| invalid())?).ok_or_else(invalid)?;
    Ok((at.naive_utc(), id.to_owned()))
}

/// `GET /api/admin/v1/store/orders`.
#[utoipa::path(get, path = "/api/admin/v1/store/orders",
    params(("count" = Option<i64>, Query, description = "page size, default 20, at most 50"),
        ("cursor" = Option<String>, Query, description = "`next` of the previous page")),
    responses((status = 200, description = "data: orders (newest first, amounts in minor units), next"),
        (status = 401, description = "not signed in"), (status = 403, description = "not an admin, or no store connected")))]
pub async fn orders(
    req: HttpRequest,
    state: web::Data<AppState>,
    query: web::Query<OrdersQuery>,
) -> AppResult<HttpResponse> {
    let current = session::require(&state.db, &req).await?;
    if !current.is_admin() {
        return Err(AppError::Forbidden("Only the store's admin can see its orders".into()));
    }
    if current.business.store_domain.is_none() {
        return Err(AppError::Forbidden("Connect a store first".into()));
    }
    let query = query.into_inner();
    let count = query.count.unwrap_or(DEFAULT_COUNT).clamp(1, MAX_COUNT);
    let after = query.cursor.as_deref().filter(|c| !c.is_empty()).map(decode_cursor).transpose()?;
    let business_id = current.business_id;
    let page = state.db.run(move |conn| load_page(conn, &business_id, after, count)).await?;
    Ok(envelope::ok(&page))
}

fn load_page(
    conn: &mut crate::db::DbConnection,
    business_id: &str,
    after: Option<(NaiveDateTime, String)>,
    count: i64,
) -> AppResult<OrdersPage> {
    let mut q = orders::table.filter(orders::business_id.eq(business_id)).into_boxed();
    if let Some((at, id)) = after {
        q = q.filter(orders::created_at.lt(at).or(orders::created_at.eq(at).and(orders::id.lt(id))));
    }
    let mut rows: Vec<OrderRow> = q
        .order((orders::created_at.desc(), orders::id.desc()))
        .limit(count + 1)
        .select(OrderRow::as_select())
        .load(conn)?;
    let more = rows.len() as i64 > count;
    rows.truncate(usize::try_from(count).unwrap_or(0));
    let next = if more { rows.last().map(encode_cursor) } else { None };
    let ids: Vec<String> = rows.iter().map(|r| r.id.clone()).collect();
    let mut lines: HashMap<String, Vec<OrderLineRow>> = HashMap::new();
    for line in order_lines::table
        .filter(order_lines::order_id.eq_any(&ids))
        .order(order_lines::shopify_id.asc())
        .select(OrderLineRow::as_select())
        .load::<OrderLineRow>(conn)?
    {
        lines.entry(line.order_id.clone()).or_default().push(line);
    }
    let mut refunds: HashMap<String, Vec<RefundRow>> = HashMap::new();
    for refund in order_refunds::table
        .filter(order_refunds::order_id.eq_any(&ids))
        .filter(order_refunds::business_id.eq(business_id))
        .order(order_refunds::created_at.asc())
        .select(RefundRow::as_select())
        .load::<RefundRow>(conn)?
    {
        refunds.entry(refund.order_id.clone()).or_default().push(refund);
    }
    let orders = rows
        .into_iter()
        .map(|o| OrderOut {
            lines: lines
                .remove(&o.id)
                .unwrap_or_default()
                .into_iter()
                .map(|l| OrderLineOut {
                    id: l.shopify_id,
                    product_id: l.product_shopify_id,
                    variant_id: l.variant_shopify_id,
                    title: l.title,
                    variant_title: l.variant_title,
                    sku: l.sku,
                    quantity: l.quantity,
                    price: l.price_minor,
                })
                .collect(),
            refunds: refunds
                .remove(&o.id)
                .unwrap_or_default()
                .into_iter()
                .map(|r| RefundOut {
                    id: r.shopify_id,
                    amount: r.amount_minor,
                    created_at: r.created_at.and_utc().to_rfc3339(),
                })
                .collect(),
            discount_codes: serde_json::from_str(&o.discount_codes).unwrap_or_default(),
            attributes: serde_json::from_str(&o.note_attributes).unwrap_or_default(),
            id: o.shopify_id,
            name: o.name,
            number: o.number,
            email: o.email,
            currency: o.currency,
            financial_status: o.financial_status,
            subtotal: o.subtotal_minor,
            discount: o.discount_minor,
            tax: o.tax_minor,
            total: o.total_minor,
            refunded: o.refunded_minor,
            created_at: o.created_at.and_utc().to_rfc3339(),
        })
        .collect();
    Ok(OrdersPage { orders, next })
}
