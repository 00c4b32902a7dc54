//! What readers ask of the attributed orders: the sales of links over a range of days, the
//! orders credited to an influencer, the lines sold through links, a page of attributed orders
//! and one order's lines. Days are the business's (`orders.local_day`); money is minor units;
//! a sale's revenue is its total less refunds, never below zero ([`net_minor`]).
//!
//! Which links make a figure (a multilink's experiences, a tab's links) is the reader's to say:
//! every function takes link ids, never a scope of its own.

use std::collections::HashMap;

use chrono::{NaiveDate, NaiveDateTime};
use diesel::prelude::*;

use crate::db::schema::{order_attributions, order_lines, orders};
use crate::db::DbConnection;
use crate::error::AppResult;
use crate::features::accounts::commission::OrderAmounts;

/// An order's revenue: its total less refunds, never below zero.
pub fn net_minor(total: i64, refunded: i64) -> i64 {
    (total - refunded).max(0)
}

/// Which attributed orders a sum is over.
#[derive(Debug, Clone, Copy)]
pub struct Sales<'a> {
    /// The business.
    pub business_id: &'a str,
    /// Only orders attributed to these links, when given.
    pub links: Option<&'a [String]>,
    /// Only orders credited to this influencer, when given.
    pub influencer_id: Option<&'a str>,
    /// First day (inclusive), the business's; `None` is open.
    pub from: Option<NaiveDate>,
    /// Last day (inclusive); `None` is open.
    pub to: Option<NaiveDate>,
}

/// One order attributed to a link.
#[derive(Debug, Clone)]
pub struct LinkSale {
    /// The link it is attributed to.
    pub link_id: String,
    /// Day it was placed, in the business's zone.
    pub day: NaiveDate,
    /// Total less refunds, minor units.
    pub net_minor: i64,
    /// Tax, minor units.
    pub tax_minor: i64,
    /// Whether an influencer is credited with it.
    pub by_influencer: bool,
}

/// The orders of `sales` attributed to a link (an order credited to an influencer's promocode
/// alone has none).
pub fn link_sales(conn: &mut DbConnection, sales: &Sales<'_>) -> AppResult<Vec<LinkSale>> {
    let mut q = order_attributions::table
        .inner_join(orders::table)
        .filter(order_attributions::business_id.eq(sales.business_id))
        .filter(orders::business_id.eq(sales.business_id))
        .filter(order_attributions::link_id.is_not_null())
        .into_boxed();
    if let Some(ids) = sales.links {
        q = q.filter(order_attributions::link_id.eq_any(ids.to_vec()));
    }
    if let Some(inf) = sales.influencer_id {
        q = q.filter(order_attributions::influencer_id.eq(inf.to_owned()));
    }
    if let Some(from) = sales.from {
        q = q.filter(orders::local_day.ge(from));
    }
    if let Some(to) = sales.to {
        q = q.filter(orders::local_day.le(to));
    }
    let rows: Vec<(String, Option<String>, NaiveDate, i64, i64, i64)> = q
        .select((
            order_attributions::link_id.assume_not_null(),
            order_attributions::influencer_id,
            orders::local_day,
            orders::total_minor,
            orders::refunded_minor,
            orders::tax_minor,
        ))
        .load(conn)?;
    Ok(rows
        .into_iter()
        .map(|(link_id, influencer_id, day, total, refunded, tax)| LinkSale {
            link_id,
            day,
            net_minor: net_minor(total, refunded),
            tax_minor: tax,
            by_influencer: influencer_id.is_some(),
        })
        .collect())
}

/// One order credited to an influencer.
#[derive(Debug, Clone)]
pub struct CreditedSale {
    /// The store's order name (`#1001`).
    pub name: String,
    /// When it was placed (UTC).
    pub placed: NaiveDateTime,
    /// The link it came through; `None` for the influencer's promocode alone.
    pub link_id: Option<String>,
    /// Its amounts.
    pub amounts: OrderAmounts,
}

/// The orders of `business_id` credited to `influencer_id` (through any link or none) placed
/// from day `from` to day `to` (both inclusive, the business's days; `None` is open), oldest
/// first.
pub fn credited_sales(
    conn: &mut DbConnection,
    business_id: &str,
    influencer_id: &str,
    from: Option<NaiveDate>,
    to: Option<NaiveDate>,
) -> AppResult<Vec<CreditedSale>> {
    let mut q = order_attributions::table
        .inner_join(orders::table)
        .filter(order_attributions::business_id.eq(business_id))
        .filter(orders::business_id.eq(business_id))
        .filter(order_attributions::influencer_id.eq(influencer_id))
        .into_boxed();
    if let Some(from) = from {
        q = q.filter(orders::local_day.ge(from));
    }
    if let Some(to) = to {
        q = q.filter(orders::local_day.le(to));
    }
    type Row = (String, NaiveDateTime, Option<String>, i64, i64, i64);
    let rows: Vec<Row> = q
        .order((orders::created_at.asc(), orders::number.asc()))
        .select((
            orders::name,
            orders::created_at,
            order_attributions::link_id,
            orders::total_minor,
            orders::refunded_minor,
            orders::tax_minor,
        ))
        .load(conn)?;
    Ok(rows
        .into_iter()
        .map(|(name, placed, link_id, total, refunded, tax)| CreditedSale {
            name,
            placed,
            link_id,
            amounts: OrderAmounts { total, refunded, tax },
        })
        .collect())
}

/// One order line sold through a link.
#[derive(Debug, Clone)]
pub struct SoldLine {
    /// Store product id.
    pub product_id: String,
    /// Product title as sold.
    pub title: String,
    /// Units.
    pub quantity: i32,
    /// Unit price, minor units.
    pub price_minor: i64,
}

/// The lines with a product of the attributed orders of `sales`.
pub fn lines_sold(conn: &mut DbConnection, sales: &Sales<'_>) -> AppResult<Vec<SoldLine>> {
    let mut sold = order_attributions::table
        .inner_join(orders::table)
        .inner_join(order_lines::table.on(order_lines::order_id.eq(order_attributions::order_id)))
        .filter(order_attributions::business_id.eq(sales.business_id))
        .filter(order_lines::product_shopify_id.is_not_null())
        .into_boxed();
    if let Some(ids) = sales.links {
        sold = sold.filter(order_attributions::link_id.eq_any(ids.to_vec()));
    }
    if let Some(inf) = sales.influencer_id {
        sold = sold.filter(order_attributions::influencer_id.eq(inf.to_owned()));
    }
    if let Some(from) = sales.from {
        sold = sold.filter(orders::local_day.ge(from));
    }
    if let Some(to) = sales.to {
        sold = sold.filter(orders::local_day.le(to));
    }
    Ok(sold
        .select((
            order_lines::product_shopify_id.assume_not_null(),
            order_lines::title,
            order_lines::quantity,
            order_lines::price_minor,
        ))
        .load::<(String, String, i32, i64)>(conn)?
        .into_iter()
        .map(|(product_id, title, quantity, price_minor)| SoldLine { product_id, title, quantity, price_minor })
        .collect())
}

/// An attributed order as the orders tables list it.
#[derive(Debug, Clone)]
pub struct AttributedOrder {
    /// The store's order id (`gid://shopify/Order/…`).
    pub shopify_id: String,
    /// The shop it was placed in.
    pub shop_domain: String,
    /// `#1001`.
    pub name: String,
    /// When it was placed (UTC).
    pub created_at: NaiveDateTime,
    /// The order's currency.
    pub currency: String,
    /// The store's financial status.
    pub financial_status: String,
    /// Total, minor units.
    pub total_minor: i64,
    /// Refunded so far, minor units.
    pub refunded_minor: i64,
    /// Units bought.
    pub units: i64,
    /// The link it is attributed to (none for an influencer's code alone).
    pub link_id: Option<String>,
    /// The influencer credited.
    pub influencer_id: Option<String>,
}

type OrderColumns =
    (String, String, String, String, NaiveDateTime, String, String, i64, i64, Option<String>, Option<String>);

/// Up to `limit` of `business_id`'s attributed orders after skipping `skip`, newest first:
/// those attributed to one of `links` only, when given. Two queries: the orders, then their
/// units.
pub fn attributed_orders(
    conn: &mut DbConnection,
    business_id: &str,
    links: Option<&[String]>,
    skip: i64,
    limit: i64,
) -> AppResult<Vec<AttributedOrder>> {
    let mut q = order_attributions::table
        .inner_join(orders::table)
        .filter(order_attributions::business_id.eq(business_id))
        .filter(orders::business_id.eq(business_id))
        .into_boxed();
    if let Some(ids) = links {
        q = q.filter(order_attributions::link_id.eq_any(ids.to_vec()));
    }
    let rows: Vec<OrderColumns> = q
        .order((orders::created_at.desc(), orders::id.desc()))
        .offset(skip)
        .limit(limit)
        .select((
            orders::id,
            orders::shopify_id,
            orders::shop_domain,
            orders::name,
            orders::created_at,
            orders::currency,
            orders::financial_status,
            orders::total_minor,
            orders::refunded_minor,
            order_attributions::link_id,
            order_attributions::influencer_id,
        ))
        .load(conn)?;
    let order_ids: Vec<&String> = rows.iter().map(|r| &r.0).collect();
    let mut units: HashMap<String, i64> = HashMap::new();
    for (order_id, quantity) in order_lines::table
        .filter(order_lines::order_id.eq_any(order_ids))
        .select((order_lines::order_id, order_lines::quantity))
        .load::<(String, i32)>(conn)?
    {
        *units.entry(order_id).or_default() += i64::from(quantity);
    }
    Ok(rows
        .into_iter()
        .map(
            |(
                oid,
                shopify_id,
                shop_domain,
                name,
                created_at,
                currency,
                financial_status,
                total_minor,
                refunded_minor,
                link_id,
                influencer_id,
            )| AttributedOrder {
                units: units.get(&oid).copied().unwrap_or(0),
                shopify_id,
                shop_domain,
                name,
                created_at,
                currency,
                financial_status,
                total_minor,
                refunded_minor,
                link_id,
                influencer_id,
            },
        )
        .collect())
}

/// A line of an order as the order's details show it.
#[derive(Debug, Clone)]
pub struct OrderLine {
    /// Store product id, when the line names one.
    pub product_id: Option<String>,
    /// Store variant id, when the line names one.
    pub variant_id: Option<String>,
    /// Product title as sold.
    pub title: String,
    /// Variant title as sold.
    pub variant_title: Option<String>,
    /// Units.
    pub quantity: i32,
    /// Unit price, minor units.
    pub price_minor: i64,
}

/// The currency and lines (in the store's order) of `business_id`'s attributed order whose
/// store id is `shopify_id`, attributed to one of `links` when given; `None` when there is no
/// such order.
pub fn attributed_order_lines(
    conn: &mut DbConnection,
    business_id: &str,
    links: Option<&[String]>,
    shopify_id: &str,
) -> AppResult<Option<(String, Vec<OrderLine>)>> {
    let mut q = order_attributions::table
        .inner_join(orders::table)
        .filter(order_attributions::business_id.eq(business_id))
        .filter(orders::business_id.eq(business_id))
        .filter(orders::shopify_id.eq(shopify_id))
        .into_boxed();
    if let Some(ids) = links {
        q = q.filter(order_attributions::link_id.eq_any(ids.to_vec()));
    }
    let Some((oid, currency)) = q.select((orders::id, orders::currency)).first::<(String, String)>(conn).optional()?
    else {
        return Ok(None);
    };
    let lines = order_lines::table
        .filter(order_lines::order_id.eq(&oid))
        .order(order_lines::shopify_id.asc())
        .select((
            order_lines::product_shopify_id,
            order_lines::variant_shopify_id,
            order_lines::title,
            order_lines::variant_title,
            order_lines::quantity,
            order_lines::price_minor,
        ))
        .load::<(Option<String>, Option<String>, String, Option<String>, i32, i64)>(conn)?
        .into_iter()
        .map(|(product_id, variant_id, title, variant_title, quantity, price_minor)| OrderLine {
            product_id,
            variant_id,
            title,
            variant_title,
            quantity,
            price_minor,
        })
        .collect();
    Ok(Some((currency, lines)))
}
