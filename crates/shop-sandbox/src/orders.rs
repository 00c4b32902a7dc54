//! The sandbox store's orders: paying a checkout (stock checked and decremented in the same
//! transaction, order numbers from 1001 per shop), refunds (full or partial, optionally putting
//! the items back in stock), and the REST shapes of Shopify's `orders/*` and `refunds/create`
//! webhooks built from the stored rows.

use std::collections::{BTreeMap, BTreeSet};

use chrono::NaiveDateTime;
use diesel::prelude::*;
use serde_json::{json, Value};

use super::catalog::gid;
use super::cents::format_cents;
use super::quote::{self, CheckoutRow, Quote};
use super::seed;
use crate::schema::{sandbox_checkouts, sandbox_order_lines, sandbox_orders, sandbox_refunds, sandbox_variants};
use kernel::clock::now;
use kernel::db::DbConnection;
use kernel::error::{AppError, AppResult};

/// Order numbers start here in every shop (as on Shopify).
pub const FIRST_ORDER_NUMBER: i32 = 1001;
/// Order ids are this plus the order number, so they look like Shopify's long ids.
const ORDER_ID_BASE: i64 = 5_000_000_000;

/// An order row.
#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = sandbox_orders)]
pub struct OrderRow {
    /// Storage id (`{shop}/gid://shopify/Order/{n}`).
    pub id: String,
    /// Shop.
    pub shop_domain: String,
    /// Number in the gid.
    pub number: i64,
    /// 1001, 1002, …
    pub order_number: i32,
    /// Customer email.
    pub email: String,
    pub(crate) currency: String,
    /// Cents.
    pub subtotal_cents: i64,
    /// Cents.
    pub discount_cents: i64,
    /// Cents.
    pub tax_cents: i64,
    /// Cents.
    pub total_cents: i64,
    /// Cents.
    pub refunded_cents: i64,
    /// `paid`, `partially_refunded` or `refunded`.
    pub financial_status: String,
    /// Code applied.
    pub discount_code: Option<String>,
    /// Its kind (`percentage` or `fixed_amount`).
    pub discount_kind: Option<String>,
    /// JSON cart attributes.
    pub attributes_json: String,
    /// Whether a refund already put the items back in stock.
    pub restocked: bool,
    /// Placed.
    pub created_at: NaiveDateTime,
    /// Last change.
    pub updated_at: NaiveDateTime,
    /// Where the visit that placed it entered the store (path and query, relative to the shop).
    pub landing_site: Option<String>,
}

impl OrderRow {
    /// `#1001`.
    pub fn name(&self) -> String {
        format!("#{}", self.order_number)
    }
}

/// A line row.
#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = sandbox_order_lines)]
pub struct LineRow {
    /// Storage id.
    pub id: String,
    /// Order storage id.
    pub order_id: String,
    /// Number in the gid.
    pub number: i64,
    /// Product storage id.
    pub product_id: String,
    /// Variant storage id.
    pub variant_id: String,
    /// Product title as sold.
    pub title: String,
    /// Variant title as sold.
    pub variant_title: String,
    pub(crate) sku: String,
    /// Units.
    pub quantity: i32,
    /// Unit price in cents.
    pub price_cents: i64,
}

/// A refund row.
#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = sandbox_refunds)]
pub struct RefundRow {
    /// Storage id.
    pub id: String,
    /// Order storage id.
    pub order_id: String,
    /// Number in the gid.
    pub number: i64,
    /// Cents.
    pub amount_cents: i64,
    /// JSON `refund_line_items` (empty unless items were restocked).
    pub lines_json: String,
    /// When.
    pub created_at: NaiveDateTime,
}

/// What paying a checkout did.
#[derive(Debug)]
pub enum Payment {
    /// A new order.
    Placed(OrderRow),
    /// The checkout was paid before (a second click): its order, no new effect.
    AlreadyPaid(OrderRow),
    /// Not bought; the message says why.
    Refused(String),
}

/// The number at the end of a gid or storage id.
pub fn number_of(id: &str) -> Option<i64> {
    id.rsplit('/').next()?.parse().ok()
}

/// The shop's order with this number.
pub fn by_number(conn: &mut DbConnection, shop: &str, order_number: i32) -> AppResult<Option<OrderRow>> {
    Ok(sandbox_orders::table
        .filter(sandbox_orders::shop_domain.eq(shop))
        .filter(sandbox_orders::order_number.eq(order_number))
        .select(OrderRow::as_select())
        .first(conn)
        .optional()?)
}

/// Pays `checkout` for `email`. Runs in one transaction: a line that is sold out or short of
/// stock refuses the whole order and changes nothing.
pub fn pay(conn: &mut DbConnection, checkout: &CheckoutRow, email: &str) -> AppResult<Payment> {
    kernel::db::write_transaction(conn, |conn| {
        if let Some(order_id) = &checkout.order_id {
            let order = sandbox_orders::table.find(order_id).select(OrderRow::as_select()).first(conn)?;
            return Ok(Payment::AlreadyPaid(order));
        }
        let priced: Quote = quote::quote(conn, checkout)?;
        if priced.lines.is_empty() {
            return Ok(Payment::Refused("This cart is empty.".into()));
        }
        if let Some(line) = priced.lines.iter().find(|l| l.problem.is_some()) {
            let why = line.problem.clone().unwrap_or_default();
            return Ok(Payment::Refused(format!("{} ({}): {why}.", line.title, line.variant_title)));
        }
        for line in &priced.lines {
            let taken = diesel::update(
                sandbox_variants::table
                    .filter(sandbox_variants::id.eq(&line.variant.id))
                    .filter(sandbox_variants::inventory_quantity.ge(line.quantity)),
            )
            .set(sandbox_variants::inventory_quantity.eq(sandbox_variants::inventory_quantity - line.quantity))
            .execute(conn)?;
            if taken == 0 {
                // Someone bought the last units meanwhile: undo everything.
                return Err(AppError::Conflict(format!("{} ({}) just sold out", line.title, line.variant_title)));
            }
        }
        let shop = checkout.shop_domain.as_str();
        let last: Option<i32> = sandbox_orders::table
            .filter(sandbox_orders::shop_domain.eq(shop))
            .select(diesel::dsl::max(sandbox_orders::order_number))
            .first(conn)?;
        let order_number = last.map_or(FIRST_ORDER_NUMBER, |n| n + 1);
        let number = ORDER_ID_BASE + i64::from(order_number);
        let id = format!("{shop}/gid://shopify/Order/{number}");
        let at = now();
        let currency = super::shop::get_or_create(conn, shop)?.currency;
        let attributes = serde_json::to_string(&priced.attributes).map_err(|e| AppError::Internal(e.into()))?;
        diesel::insert_into(sandbox_orders::table)
            .values((
                sandbox_orders::id.eq(&id),
                sandbox_orders::shop_domain.eq(shop),
                sandbox_orders::number.eq(number),
                sandbox_orders::order_number.eq(order_number),
                sandbox_orders::email.eq(email),
                sandbox_orders::currency.eq(currency),
                sandbox_orders::subtotal_cents.eq(priced.subtotal),
                sandbox_orders::discount_cents.eq(priced.discount_cents),
                sandbox_orders::tax_cents.eq(priced.tax),
                sandbox_orders::total_cents.eq(priced.total),
                sandbox_orders::refunded_cents.eq(0),
                sandbox_orders::financial_status.eq("paid"),
                sandbox_orders::discount_code.eq(priced.discount.as_ref().map(|d| d.code.clone())),
                sandbox_orders::discount_kind.eq(priced.discount.as_ref().map(|d| d.kind.clone())),
                sandbox_orders::attributes_json.eq(attributes),
                sandbox_orders::restocked.eq(false),
                sandbox_orders::created_at.eq(at),
                sandbox_orders::updated_at.eq(at),
                sandbox_orders::landing_site.eq(&checkout.landing_site),
            ))
            .execute(conn)?;
        for (i, line) in priced.lines.iter().enumerate() {
            let line_number = number * 100 + i as i64 + 1;
            diesel::insert_into(sandbox_order_lines::table)
                .values((
                    sandbox_order_lines::id.eq(format!("{shop}/gid://shopify/LineItem/{line_number}")),
                    sandbox_order_lines::order_id.eq(&id),
                    sandbox_order_lines::number.eq(line_number),
                    sandbox_order_lines::product_id.eq(&line.product.id),
                    sandbox_order_lines::variant_id.eq(&line.variant.id),
                    sandbox_order_lines::title.eq(&line.title),
                    sandbox_order_lines::variant_title.eq(&line.variant_title),
                    sandbox_order_lines::sku.eq(&line.variant.sku),
                    sandbox_order_lines::quantity.eq(line.quantity),
                    sandbox_order_lines::price_cents.eq(line.variant.price_cents),
                ))
                .execute(conn)?;
        }
        diesel::update(sandbox_checkouts::table.find(&checkout.token))
            .set(sandbox_checkouts::order_id.eq(Some(&id)))
            .execute(conn)?;
        Ok(Payment::Placed(sandbox_orders::table.find(&id).select(OrderRow::as_select()).first(conn)?))
    })
}

/// The lines of an order.
pub fn lines_of(conn: &mut DbConnection, order: &OrderRow) -> AppResult<Vec<LineRow>> {
    Ok(sandbox_order_lines::table
        .filter(sandbox_order_lines::order_id.eq(&order.id))
        .order(sandbox_order_lines::number.asc())
        .select(LineRow::as_select())
        .load(conn)?)
}

/// The refunds of an order, oldest first.
pub fn refunds_of(conn: &mut DbConnection, order: &OrderRow) -> AppResult<Vec<RefundRow>> {
    Ok(sandbox_refunds::table
        .filter(sandbox_refunds::order_id.eq(&order.id))
        .order(sandbox_refunds::number.asc())
        .select(RefundRow::as_select())
        .load(conn)?)
}

/// Product numbers an order touches (to announce their stock change).
pub fn product_numbers(lines: &[LineRow]) -> BTreeSet<i64> {
    lines.iter().filter_map(|l| number_of(&l.product_id)).collect()
}

/// A refund made.
#[derive(Debug)]
pub struct Refunded {
    /// The order after the refund.
    pub order: OrderRow,
    /// The refund.
    pub refund: RefundRow,
    /// Products whose stock came back, with their titles.
    pub restocked_products: BTreeMap<i64, String>,
}

/// Refunds `amount` cents (everything left when `None`) of an order; `restock` puts its items
/// back in stock once. `Err(message)` when the amount is not refundable.
pub fn refund(
    conn: &mut DbConnection,
    shop: &str,
    order_number: i32,
    amount: Option<i64>,
    restock: bool,
) -> AppResult<Result<Refunded, String>> {
    kernel::db::write_transaction(conn, |conn| {
        let order = by_number(conn, shop, order_number)?.ok_or_else(|| AppError::NotFound("No such order".into()))?;
        let left = order.total_cents - order.refunded_cents;
        if left <= 0 {
            return Ok(Err(format!("Order {} has nothing left to refund.", order.name())));
        }
        let amount = amount.unwrap_or(left);
        if amount <= 0 || amount > left {
            return Ok(Err(format!("Refund between 0.01 and {} for order {}.", format_cents(left), order.name())));
        }
        let lines = lines_of(conn, &order)?;
        let mut refund_lines = Vec::new();
        let mut restocked_products = BTreeMap::new();
        let restocking = restock && !order.restocked;
        if restocking {
            for line in &lines {
                diesel::update(sandbox_variants::table.find(&line.variant_id))
                    .set(sandbox_variants::inventory_quantity.eq(sandbox_variants::inventory_quantity + line.quantity))
                    .execute(conn)?;
                if let Some(n) = number_of(&line.product_id) {
                    restocked_products.insert(n, line.title.clone());
                }
                refund_lines.push(json!({
                    "id": line.number,
                    "line_item_id": line.number,
                    "quantity": line.quantity,
                    "restock_type": "return",
                    "subtotal": format_cents(line.price_cents * i64::from(line.quantity)),
                    "line_item": line_json(line),
                }));
            }
        }
        let previous: i64 =
            sandbox_refunds::table.filter(sandbox_refunds::order_id.eq(&order.id)).count().get_result(conn)?;
        let number = order.number * 10 + previous + 1;
        let id = format!("{shop}/gid://shopify/Refund/{number}");
        diesel::insert_into(sandbox_refunds::table)
            .values((
                sandbox_refunds::id.eq(&id),
                sandbox_refunds::order_id.eq(&order.id),
                sandbox_refunds::number.eq(number),
                sandbox_refunds::amount_cents.eq(amount),
                sandbox_refunds::lines_json.eq(Value::Array(refund_lines).to_string()),
                sandbox_refunds::created_at.eq(now()),
            ))
            .execute(conn)?;
        let refunded = order.refunded_cents + amount;
        let status = if refunded >= order.total_cents { "refunded" } else { "partially_refunded" };
        diesel::update(sandbox_orders::table.find(&order.id))
            .set((
                sandbox_orders::refunded_cents.eq(refunded),
                sandbox_orders::financial_status.eq(status),
                sandbox_orders::restocked.eq(order.restocked || restocking),
                sandbox_orders::updated_at.eq(now()),
            ))
            .execute(conn)?;
        Ok(Ok(Refunded {
            order: sandbox_orders::table.find(&order.id).select(OrderRow::as_select()).first(conn)?,
            refund: sandbox_refunds::table.find(&id).select(RefundRow::as_select()).first(conn)?,
            restocked_products,
        }))
    })
}

/// A stable customer id for an email in a shop (the sandbox keeps no customer table).
pub fn customer_id(shop: &str, email: &str) -> i64 {
    7_000_000_000 + (seed::hash(&format!("{shop}/{}", email.trim().to_lowercase()), &[]) % 1_000_000_000) as i64
}

/// A stable numeric id for a shop (compliance payloads carry one).
pub fn shop_id(shop: &str) -> i64 {
    60_000_000 + (seed::hash(shop, &[]) % 10_000_000) as i64
}

fn line_json(line: &LineRow) -> Value {
    json!({
        "id": line.number,
        "admin_graphql_api_id": gid(&line.id),
        "product_id": number_of(&line.product_id),
        "variant_id": number_of(&line.variant_id),
        "title": line.title,
        "variant_title": line.variant_title,
        "name": format!("{} - {}", line.title, line.variant_title),
        "quantity": line.quantity,
        "price": format_cents(line.price_cents),
        "sku": line.sku,
    })
}

/// Shopify's REST `Refund`.
pub fn refund_json(order: &OrderRow, refund: &RefundRow) -> Value {
    let at = refund.created_at.and_utc().to_rfc3339();
    json!({
        "id": refund.number,
        "admin_graphql_api_id": gid(&refund.id),
        "order_id": order.number,
        "created_at": at,
        "processed_at": at,
        "note": Value::Null,
        "refund_line_items": serde_json::from_str::<Value>(&refund.lines_json).unwrap_or(Value::Array(Vec::new())),
        "transactions": [{
            "id": refund.number,
            "order_id": order.number,
            "kind": "refund",
            "status": "success",
            "gateway": "bogus",
            "amount": format_cents(refund.amount_cents),
            "currency": order.currency,
            "created_at": at,
        }],
    })
}

/// Shopify's REST `Order`, as `orders/create` and `orders/updated` carry it.
pub fn order_json(conn: &mut DbConnection, order: &OrderRow) -> AppResult<Value> {
    let lines = lines_of(conn, order)?;
    let refunds = refunds_of(conn, order)?;
    let attributes: Vec<quote::Attribute> = serde_json::from_str(&order.attributes_json).unwrap_or_default();
    let created = order.created_at.and_utc().to_rfc3339();
    let discount_codes: Vec<Value> = order
        .discount_code
        .iter()
        .map(|code| {
            json!({"code": code, "amount": format_cents(order.discount_cents),
                "type": order.discount_kind.clone().unwrap_or_default()})
        })
        .collect();
    Ok(json!({
        "id": order.number,
        "admin_graphql_api_id": gid(&order.id),
        "name": order.name(),
        "order_number": order.order_number,
        "number": order.order_number - 1000,
        "email": order.email,
        "contact_email": order.email,
        "currency": order.currency,
        "presentment_currency": order.currency,
        "created_at": created,
        "processed_at": created,
        "updated_at": order.updated_at.and_utc().to_rfc3339(),
        "financial_status": order.financial_status,
        "fulfillment_status": Value::Null,
        "subtotal_price": format_cents(order.subtotal_cents),
        "total_line_items_price": format_cents(order.subtotal_cents),
        "total_discounts": format_cents(order.discount_cents),
        "total_tax": format_cents(order.tax_cents),
        "taxes_included": true,
        "total_price": format_cents(order.total_cents),
        "current_total_price": format_cents(order.total_cents - order.refunded_cents),
        "discount_codes": discount_codes,
        "note_attributes": attributes.iter().map(|a| json!({"name": a.key, "value": a.value})).collect::<Vec<_>>(),
        "landing_site": order.landing_site,
        "line_items": lines.iter().map(line_json).collect::<Vec<_>>(),
        "refunds": refunds.iter().map(|r| refund_json(order, r)).collect::<Vec<_>>(),
        "customer": {"id": customer_id(&order.shop_domain, &order.email), "email": order.email},
    }))
}
