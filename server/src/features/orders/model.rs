//! Rows of the order tables.

use chrono::NaiveDateTime;
use diesel::prelude::*;
use serde::{Deserialize, Serialize};

use crate::db::schema::{order_lines, order_refunds, orders};

/// An order.
#[derive(Debug, Clone, Queryable, Selectable, Insertable, AsChangeset)]
#[diesel(table_name = orders)]
#[diesel(treat_none_as_null = true)]
pub struct OrderRow {
    pub(crate) id: String,
    /// Owning business (scopes every query).
    pub business_id: String,
    /// The shop it was placed in (a business may change shops; redaction is per shop).
    pub shop_domain: String,
    /// `gid://shopify/Order/…`.
    pub shopify_id: String,
    /// `#1001`.
    pub name: String,
    /// 1001.
    pub number: i64,
    /// Customer email, lower-cased; `None` once redacted or when the order had none.
    pub email: Option<String>,
    /// `gid://shopify/Customer/…`.
    pub customer_id: Option<String>,
    /// ISO currency of every amount below.
    pub currency: String,
    /// `paid`, `partially_refunded`, `refunded`, …
    pub financial_status: String,
    /// Line items after line discounts, before order discounts (minor units).
    pub subtotal_minor: i64,
    /// Total charged (minor units).
    pub total_minor: i64,
    /// Tax (minor units).
    pub tax_minor: i64,
    /// Discounts (minor units).
    pub discount_minor: i64,
    /// Sum of the refunds received (minor units).
    pub refunded_minor: i64,
    /// JSON `[{code, amount (minor units), type}]`.
    pub discount_codes: String,
    /// JSON `[{name, value}]`: the cart attributes (e.g. a click id).
    pub note_attributes: String,
    /// Set when the customer's data was redacted; later updates keep it redacted.
    pub customer_redacted_at: Option<NaiveDateTime>,
    /// Placed (store time, UTC).
    pub created_at: NaiveDateTime,
    /// Last changed at the store (UTC); older webhooks do not overwrite newer data.
    pub updated_at: NaiveDateTime,
    /// Where the shopper entered the store, with its query string (a short's click id rides
    /// there); `None` once redacted or when the store did not say.
    pub landing_site: Option<String>,
    /// The day it was placed on in the business's time zone when it first arrived; kept when
    /// the zone changes later, so an order never moves between days.
    pub local_day: chrono::NaiveDate,
}

/// A line item.
#[derive(Debug, Clone, Queryable, Selectable, Insertable)]
#[diesel(table_name = order_lines)]
pub struct OrderLineRow {
    pub(crate) id: String,
    pub(crate) order_id: String,
    /// `gid://shopify/LineItem/…`.
    pub shopify_id: String,
    /// Product gid (gone for deleted products).
    pub product_shopify_id: Option<String>,
    /// Variant gid.
    pub variant_shopify_id: Option<String>,
    /// Product title as sold.
    pub title: String,
    /// Variant title as sold.
    pub variant_title: Option<String>,
    pub(crate) sku: Option<String>,
    /// Units.
    pub quantity: i32,
    /// Unit price (minor units).
    pub price_minor: i64,
}

/// A refund.
#[derive(Debug, Clone, Queryable, Selectable, Insertable)]
#[diesel(table_name = order_refunds)]
pub struct RefundRow {
    pub(crate) id: String,
    /// Owning business.
    pub business_id: String,
    pub(crate) order_id: String,
    /// `gid://shopify/Refund/…`.
    pub shopify_id: String,
    /// Amount refunded (minor units).
    pub amount_minor: i64,
    /// When.
    pub created_at: NaiveDateTime,
}

/// A discount code applied to an order, as stored in `orders.discount_codes`.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Eq, ts_rs::TS)]
#[ts(export, export_to = "OrderDiscountCode.ts", rename = "OrderDiscountCode")]
pub struct DiscountCode {
    /// The code.
    pub code: String,
    /// Amount taken off (minor units).
    #[ts(type = "number")]
    pub amount: i64,
    /// `percentage`, `fixed_amount` or `shipping`.
    #[serde(rename = "type")]
    pub kind: String,
}

/// A cart attribute, as stored in `orders.note_attributes`.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Eq, ts_rs::TS)]
#[ts(export, export_to = "OrderAttribute.ts", rename = "OrderAttribute")]
pub struct NoteAttribute {
    /// Key.
    pub name: String,
    pub(crate) value: String,
}
