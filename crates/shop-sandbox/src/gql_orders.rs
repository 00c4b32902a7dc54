//! The Admin API's orders: `orders(first, after, query, reverse)` and `order(id)`, with Shopify's
//! field names (`displayFinancialStatus`, `currentTotalPriceSet { shopMoney { amount
//! currencyCode } }`, `lineItems(first) { nodes { … variant { id } product { id } } }`,
//! `customAttributes`, `customerJourneySummary { firstVisit { landingPage } }`, `discountCodes`,
//! `refunds { totalRefundedSet }`).
//!
//! Simplifications: `query` understands `name:#1001` (or `name:1001`), `email:…`,
//! `financial_status:…` and bare terms (an order number or an email), all exact matches;
//! orders are sorted by id (`reverse: true` for newest first). `MoneyBag.presentmentMoney`
//! equals `shopMoney` (the sandbox sells in the shop's currency only).

use async_graphql::{ComplexObject, Context, Enum, Object, SimpleObject};
use diesel::prelude::*;

use super::catalog::gid;
use super::cents::format_cents;
use super::graphql::{cursor_of, cursor_value, load_product, take, PageInfo, Product, SandboxContext, Variant};
use super::orders::{self, number_of, LineRow, OrderRow, RefundRow};
use super::quote::Attribute;
use crate::schema::sandbox_orders;

/// Shopify's `MoneyV2`.
#[derive(SimpleObject, Clone)]
#[graphql(name = "MoneyV2")]
pub(super) struct MoneyV2 {
    /// Decimal string.
    pub(super) amount: String,
    /// ISO currency.
    pub(super) currency_code: String,
}

impl MoneyV2 {
    /// Cents in a currency.
    pub(super) fn of(cents: i64, currency: &str) -> Self {
        MoneyV2 { amount: format_cents(cents), currency_code: currency.to_owned() }
    }
}

/// Shopify's `MoneyBag`.
#[derive(SimpleObject, Clone)]
#[graphql(name = "MoneyBag")]
struct MoneyBag {
    shop_money: MoneyV2,
    presentment_money: MoneyV2,
}

fn bag(cents: i64, currency: &str) -> MoneyBag {
    MoneyBag { shop_money: MoneyV2::of(cents, currency), presentment_money: MoneyV2::of(cents, currency) }
}

#[derive(Enum, Copy, Clone, Eq, PartialEq)]
#[graphql(name = "OrderDisplayFinancialStatus")]
enum DisplayFinancialStatus {
    Paid,
    PartiallyRefunded,
    Refunded,
    Pending,
}

#[derive(SimpleObject, Clone)]
#[graphql(name = "Attribute")]
struct AttributeObject {
    key: String,
    value: Option<String>,
}

/// `customerJourneySummary { firstVisit { landingPage } }`: where the buyer entered the store.
#[derive(SimpleObject, Clone)]
#[graphql(name = "CustomerJourneySummary")]
struct JourneySummary {
    first_visit: Option<CustomerVisit>,
}

#[derive(SimpleObject, Clone)]
#[graphql(name = "CustomerVisit")]
struct CustomerVisit {
    landing_page: Option<String>,
}

#[derive(SimpleObject, Clone)]
#[graphql(name = "Refund")]
struct RefundObject {
    id: String,
    created_at: String,
    total_refunded_set: MoneyBag,
}

#[derive(SimpleObject, Clone)]
#[graphql(name = "LineItem", complex)]
struct LineItem {
    id: String,
    title: String,
    name: String,
    quantity: i32,
    current_quantity: i32,
    variant_title: Option<String>,
    sku: Option<String>,
    original_unit_price_set: MoneyBag,
    #[graphql(skip)]
    product_number: Option<i64>,
    #[graphql(skip)]
    variant_gid: String,
}

/// The line's variant and product, read live (null once deleted, as on Shopify).
#[ComplexObject]
impl LineItem {
    async fn variant(&self, ctx: &Context<'_>) -> async_graphql::Result<Option<Variant>> {
        let Some(number) = self.product_number else { return Ok(None) };
        Ok(load_product(ctx.data::<SandboxContext>()?, number).await?.and_then(|p| p.variant(&self.variant_gid)))
    }

    async fn product(&self, ctx: &Context<'_>) -> async_graphql::Result<Option<Product>> {
        let Some(number) = self.product_number else { return Ok(None) };
        load_product(ctx.data::<SandboxContext>()?, number).await
    }
}

#[derive(SimpleObject)]
#[graphql(name = "LineItemConnection")]
struct LineItemConnection {
    nodes: Vec<LineItem>,
}

#[derive(SimpleObject, Clone)]
#[graphql(name = "Order", complex)]
struct OrderObject {
    id: String,
    name: String,
    email: Option<String>,
    created_at: String,
    processed_at: String,
    updated_at: String,
    currency_code: String,
    display_financial_status: Option<DisplayFinancialStatus>,
    subtotal_price_set: MoneyBag,
    total_price_set: MoneyBag,
    current_total_price_set: MoneyBag,
    total_discounts_set: MoneyBag,
    total_tax_set: MoneyBag,
    total_refunded_set: MoneyBag,
    discount_code: Option<String>,
    discount_codes: Vec<String>,
    custom_attributes: Vec<AttributeObject>,
    customer_journey_summary: Option<JourneySummary>,
    refunds: Vec<RefundObject>,
    #[graphql(skip)]
    line_list: Vec<LineItem>,
}

/// `lineItems(first)`.
#[ComplexObject]
impl OrderObject {
    async fn line_items(&self, first: Option<i32>) -> LineItemConnection {
        LineItemConnection { nodes: take(&self.line_list, first) }
    }
}

#[derive(SimpleObject)]
#[graphql(name = "OrderEdge")]
struct OrderEdge {
    cursor: String,
    node: OrderObject,
}

#[derive(SimpleObject)]
#[graphql(name = "OrderConnection")]
struct OrderConnection {
    edges: Vec<OrderEdge>,
    nodes: Vec<OrderObject>,
    page_info: PageInfo,
}

fn order_object(order: &OrderRow, lines: &[LineRow], refunds: &[RefundRow]) -> OrderObject {
    let cur = order.currency.as_str();
    let at = order.created_at.and_utc().to_rfc3339();
    let attributes: Vec<Attribute> = serde_json::from_str(&order.attributes_json).unwrap_or_default();
    OrderObject {
        id: gid(&order.id).to_owned(),
        name: order.name(),
        email: Some(order.email.clone()),
        processed_at: at.clone(),
        created_at: at,
        updated_at: order.updated_at.and_utc().to_rfc3339(),
        currency_code: order.currency.clone(),
        display_financial_status: Some(match order.financial_status.as_str() {
            "paid" => DisplayFinancialStatus::Paid,
            "partially_refunded" => DisplayFinancialStatus::PartiallyRefunded,
            "refunded" => DisplayFinancialStatus::Refunded,
            _ => DisplayFinancialStatus::Pending,
        }),
        subtotal_price_set: bag(order.subtotal_cents, cur),
        total_price_set: bag(order.total_cents, cur),
        current_total_price_set: bag(order.total_cents - order.refunded_cents, cur),
        total_discounts_set: bag(order.discount_cents, cur),
        total_tax_set: bag(order.tax_cents, cur),
        total_refunded_set: bag(order.refunded_cents, cur),
        discount_code: order.discount_code.clone(),
        discount_codes: order.discount_code.iter().cloned().collect(),
        custom_attributes: attributes
            .into_iter()
            .map(|a| AttributeObject { key: a.key, value: Some(a.value) })
            .collect(),
        customer_journey_summary: order.landing_site.as_ref().map(|path| JourneySummary {
            first_visit: Some(CustomerVisit { landing_page: Some(format!("https://{}{path}", order.shop_domain)) }),
        }),
        refunds: refunds
            .iter()
            .map(|r| RefundObject {
                id: gid(&r.id).to_owned(),
                created_at: r.created_at.and_utc().to_rfc3339(),
                total_refunded_set: bag(r.amount_cents, cur),
            })
            .collect(),
        line_list: lines
            .iter()
            .map(|l| LineItem {
                id: gid(&l.id).to_owned(),
                name: format!("{} - {}", l.title, l.variant_title),
                title: l.title.clone(),
                quantity: l.quantity,
                current_quantity: l.quantity,
                variant_title: Some(l.variant_title.clone()),
                sku: Some(l.sku.clone()).filter(|s| !s.is_empty()),
                original_unit_price_set: bag(l.price_cents, cur),
                product_number: number_of(&l.product_id),
                variant_gid: gid(&l.variant_id).to_owned(),
            })
            .collect(),
    }
}

/// A parsed `query` argument.
#[derive(Debug, Default, PartialEq)]
struct Search {
    order_number: Option<i32>,
    email: Option<String>,
    financial_status: Option<String>,
}

fn parse_search(query: &str) -> Search {
    let mut search = Search::default();
    for term in query.split_whitespace() {
        let (key, value) = term.split_once(':').unwrap_or(("", term));
        let value = value.trim_matches(|c| c == '"' || c == '\'');
        let as_number = || value.trim_start_matches('#').parse::<i32>().ok();
        match key {
            "name" => search.order_number = as_number(),
            "email" => search.email = Some(value.to_lowercase()),
            "financial_status" => search.financial_status = Some(value.to_lowercase()),
            "" if as_number().is_some() => search.order_number = as_number(),
            "" if value.contains('@') => search.email = Some(value.to_lowercase()),
            _ => {}
        }
    }
    search
}

fn gql_error(e: kernel::error::AppError) -> async_graphql::Error {
    async_graphql::Error::new(e.to_string())
}

/// Order queries.
#[derive(Default)]
pub struct OrdersQuery;

#[Object]
impl OrdersQuery {
    /// One order by its gid.
    async fn order(&self, ctx: &Context<'_>, id: String) -> async_graphql::Result<Option<OrderObject>> {
        let cx = ctx.data::<SandboxContext>()?;
        let storage_id = format!("{}/{id}", cx.shop.domain);
        cx.db
            .run(move |conn| {
                let Some(order) = sandbox_orders::table
                    .find(&storage_id)
                    .select(OrderRow::as_select())
                    .first::<OrderRow>(conn)
                    .optional()?
                else {
                    return Ok(None);
                };
                let (lines, refunds) = (orders::lines_of(conn, &order)?, orders::refunds_of(conn, &order)?);
                Ok(Some(order_object(&order, &lines, &refunds)))
            })
            .await
            .map_err(gql_error)
    }

    /// Orders by id (`reverse` for newest first), `first` (at most 250) after the cursor,
    /// filtered by `query`.
    async fn orders(
        &self,
        ctx: &Context<'_>,
        first: Option<i32>,
        after: Option<String>,
        query: Option<String>,
        reverse: Option<bool>,
    ) -> async_graphql::Result<OrderConnection> {
        let cx = ctx.data::<SandboxContext>()?;
        let first = i64::from(first.unwrap_or(50).clamp(1, 250));
        let after = cursor_value(after)?;
        let reverse = reverse.unwrap_or(false);
        let search = parse_search(query.as_deref().unwrap_or_default());
        let domain = cx.shop.domain.clone();
        let (objects, more) = cx
            .db
            .run(move |conn| {
                let mut q = sandbox_orders::table.filter(sandbox_orders::shop_domain.eq(&domain)).into_boxed();
                if after > 0 {
                    q = if reverse {
                        q.filter(sandbox_orders::number.lt(after))
                    } else {
                        q.filter(sandbox_orders::number.gt(after))
                    };
                }
                if let Some(n) = search.order_number {
                    q = q.filter(sandbox_orders::order_number.eq(n));
                }
                if let Some(email) = &search.email {
                    q = q.filter(sandbox_orders::email.eq(email.clone()));
                }
                if let Some(status) = &search.financial_status {
                    q = q.filter(sandbox_orders::financial_status.eq(status.clone()));
                }
                q = if reverse {
                    q.order(sandbox_orders::number.desc())
                } else {
                    q.order(sandbox_orders::number.asc())
                };
                let mut rows: Vec<OrderRow> = q.limit(first + 1).select(OrderRow::as_select()).load(conn)?;
                let more = rows.len() as i64 > first;
                rows.truncate(first as usize);
                let mut objects = Vec::with_capacity(rows.len());
                for order in rows {
                    let (lines, refunds) = (orders::lines_of(conn, &order)?, orders::refunds_of(conn, &order)?);
                    objects.push((order.number, order_object(&order, &lines, &refunds)));
                }
                Ok((objects, more))
            })
            .await
            .map_err(gql_error)?;
        let end = objects.last().map(|(n, _)| cursor_of(*n));
        let nodes = objects.iter().map(|(_, o)| o.clone()).collect();
        let edges = objects.into_iter().map(|(n, node)| OrderEdge { cursor: cursor_of(n), node }).collect();
        Ok(OrderConnection { edges, nodes, page_info: PageInfo { has_next_page: more, end_cursor: end } })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn order_search_understands_the_common_terms() {
        assert_eq!(parse_search("name:#1001").order_number, Some(1001));
        assert_eq!(parse_search("#1002").order_number, Some(1002));
        let s = parse_search("email:A@B.test financial_status:paid");
        assert_eq!(s.email.as_deref(), Some("a@b.test"));
        assert_eq!(s.financial_status.as_deref(), Some("paid"));
        assert_eq!(parse_search("tag:vip"), Search::default());
    }
}
