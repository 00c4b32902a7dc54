//! Orders sold through a link, as the per-sale fee reads them (docs/billing.md#the-per-sale-fee):
//! which orders a business sold through links since a time, and whether one has been refunded
//! in full.

use chrono::NaiveDateTime;
use diesel::prelude::*;

use crate::db::schema::{order_attributions, orders};
use crate::db::DbConnection;
use crate::error::AppResult;

/// An order attributed to a link.
#[derive(Debug, Clone)]
pub struct LinkedSale {
    /// Our id of the order.
    pub order_id: String,
    /// The link that sold it (a multilink's experience, not the multilink).
    pub link_id: String,
    /// `#1001`.
    pub name: String,
    /// When it was placed (UTC).
    pub placed: NaiveDateTime,
    /// The store's financial status.
    pub financial_status: String,
    /// Total, minor units.
    pub total_minor: i64,
    /// Refunded so far, minor units.
    pub refunded_minor: i64,
}

impl LinkedSale {
    /// Whether nothing of it is kept: refunded in full, or voided before payment.
    pub fn refunded_in_full(&self) -> bool {
        matches!(self.financial_status.as_str(), "refunded" | "voided")
            || (self.total_minor > 0 && self.refunded_minor >= self.total_minor)
    }
}

type Row = (String, Option<String>, String, NaiveDateTime, String, i64, i64);

/// The sale of a row, when it names a link.
fn sale((order_id, link_id, name, placed, financial_status, total_minor, refunded_minor): Row) -> Option<LinkedSale> {
    Some(LinkedSale { order_id, link_id: link_id?, name, placed, financial_status, total_minor, refunded_minor })
}

/// `business_id`'s orders attributed to a link: order `order_id` only, or those placed at or
/// after `since`, oldest first, at most `limit`.
fn sales(
    conn: &mut DbConnection,
    business_id: &str,
    order_id: Option<&str>,
    since: Option<NaiveDateTime>,
    limit: i64,
) -> AppResult<Vec<LinkedSale>> {
    let mut q = order_attributions::table
        .inner_join(orders::table)
        .filter(order_attributions::business_id.eq(business_id.to_owned()))
        .filter(orders::business_id.eq(business_id.to_owned()))
        .filter(order_attributions::link_id.is_not_null())
        .into_boxed();
    if let Some(id) = order_id {
        q = q.filter(orders::id.eq(id.to_owned()));
    }
    if let Some(since) = since {
        q = q.filter(orders::created_at.ge(since));
    }
    Ok(q.order((orders::created_at.asc(), orders::id.asc()))
        .limit(limit)
        .select((
            orders::id,
            order_attributions::link_id,
            orders::name,
            orders::created_at,
            orders::financial_status,
            orders::total_minor,
            orders::refunded_minor,
        ))
        .load::<Row>(conn)?
        .into_iter()
        .filter_map(sale)
        .collect())
}

/// `business_id`'s orders placed at or after `since` that are attributed to a link, oldest
/// first, at most `limit`.
pub fn linked_sales_since(
    conn: &mut DbConnection,
    business_id: &str,
    since: NaiveDateTime,
    limit: i64,
) -> AppResult<Vec<LinkedSale>> {
    sales(conn, business_id, None, Some(since), limit)
}

/// Order `order_id` of `business_id` as a linked sale, when it is attributed to a link.
pub fn linked_sale(conn: &mut DbConnection, business_id: &str, order_id: &str) -> AppResult<Option<LinkedSale>> {
    Ok(sales(conn, business_id, Some(order_id), None, 1)?.pop())
}
