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

/// Where a page of [`linked_sales_from`] begins.
#[derive(Debug, Clone)]
pub enum SalesFrom {
    /// The first page: orders placed at or after this time.
    Since(NaiveDateTime),
    /// A next page: orders after this one, in the pages' order (placed, then id).
    After {
        /// The last order's placement time.
        placed: NaiveDateTime,
        /// The last order's id, which orders sales placed at the same instant.
        order_id: String,
    },
}

impl SalesFrom {
    /// The page after `sale`, the last of a page.
    pub fn after(sale: &LinkedSale) -> Self {
        Self::After { placed: sale.placed, order_id: sale.order_id.clone() }
    }
}

/// Which orders [`sales`] reads.
enum Pick<'a> {
    One(&'a str),
    From(SalesFrom),
}

/// `business_id`'s orders attributed to a link, as `pick` says, oldest first (ties by id), at
/// most `limit`.
fn sales(conn: &mut DbConnection, business_id: &str, pick: Pick<'_>, limit: i64) -> AppResult<Vec<LinkedSale>> {
    let mut q = order_attributions::table
        .inner_join(orders::table)
        .filter(order_attributions::business_id.eq(business_id.to_owned()))
        .filter(orders::business_id.eq(business_id.to_owned()))
        .filter(order_attributions::link_id.is_not_null())
        .into_boxed();
    q = match pick {
        Pick::One(id) => q.filter(orders::id.eq(id.to_owned())),
        Pick::From(SalesFrom::Since(since)) => q.filter(orders::created_at.ge(since)),
        Pick::From(SalesFrom::After { placed, order_id }) => {
            q.filter(orders::created_at.gt(placed).or(orders::created_at.eq(placed).and(orders::id.gt(order_id))))
        }
    };
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

/// A page of `business_id`'s orders attributed to a link, oldest first, at most `limit`: pass
/// [`SalesFrom::after`] the last one for the next page, until a page comes back short.
pub fn linked_sales_from(
    conn: &mut DbConnection,
    business_id: &str,
    from: SalesFrom,
    limit: i64,
) -> AppResult<Vec<LinkedSale>> {
    sales(conn, business_id, Pick::From(from), limit)
}

/// Order `order_id` of `business_id` as a linked sale, when it is attributed to a link.
pub fn linked_sale(conn: &mut DbConnection, business_id: &str, order_id: &str) -> AppResult<Option<LinkedSale>> {
    Ok(sales(conn, business_id, Pick::One(order_id), 1)?.pop())
}
