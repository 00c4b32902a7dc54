//! Pricing a checkout: its lines at the variants' current prices, the discount code when it is
//! valid, tax, and the total. Tax rule of the sandbox: prices include tax and no tax line is
//! added (`total_tax` is `0.00`), so totals are easy to check by hand.

use std::collections::HashMap;

use diesel::prelude::*;
use serde::{Deserialize, Serialize};

use super::catalog::{ProductRow, VariantRow};
use super::cents::format_cents;
use super::discounts::{self, DiscountRow};
use crate::schema::{sandbox_checkouts, sandbox_products, sandbox_variants};
use kernel::db::DbConnection;
use kernel::error::AppResult;

/// Tax added to a checkout (the sandbox's rule: none; prices include tax).
pub const TAX_CENTS: i64 = 0;

/// A checkout row.
#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = sandbox_checkouts)]
pub struct CheckoutRow {
    /// Random token in the checkout URL.
    pub token: String,
    /// Shop.
    pub shop_domain: String,
    /// JSON list of [`CartLine`].
    pub lines_json: String,
    /// Code from the permalink, valid or not.
    pub discount_code: Option<String>,
    /// JSON list of [`Attribute`].
    pub attributes_json: String,
    /// Set once paid.
    pub order_id: Option<String>,
    /// When the row was created.
    pub created_at: chrono::NaiveDateTime,
    /// Where the visit entered the store (path and query, relative to the shop).
    pub landing_site: Option<String>,
}

/// A line of a cart permalink.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Eq)]
pub struct CartLine {
    /// Number of the variant's gid.
    pub variant: i64,
    /// Units.
    pub quantity: i32,
}

/// A cart attribute (`attributes[key]=value`).
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Eq)]
pub struct Attribute {
    pub(crate) key: String,
    pub(crate) value: String,
}

/// A priced line.
#[derive(Debug, Clone, Serialize)]
pub struct QuoteLine {
    /// The variant.
    #[serde(skip)]
    pub variant: VariantRow,
    /// Its product.
    #[serde(skip)]
    pub product: ProductRow,
    /// Number of the variant gid.
    pub variant_number: i64,
    /// Product title.
    pub title: String,
    /// `Size / Colour`.
    pub variant_title: String,
    /// Product handle (for links back).
    pub handle: String,
    /// Units.
    pub quantity: i32,
    /// Unit price.
    pub price: String,
    pub(crate) line_total: String,
    /// What stops the purchase, if anything ("Sold out", "Only 2 left").
    pub problem: Option<String>,
}

/// A priced checkout.
#[derive(Debug, Clone)]
pub struct Quote {
    /// Lines in permalink order.
    pub lines: Vec<QuoteLine>,
    /// Cents before the discount.
    pub subtotal: i64,
    /// The valid, active discount applied.
    pub discount: Option<DiscountRow>,
    /// Cents off.
    pub discount_cents: i64,
    /// The code asked for when it is not valid.
    pub invalid_code: Option<String>,
    /// Cents of tax ([`TAX_CENTS`]).
    pub tax: i64,
    /// Cents to pay.
    pub total: i64,
    /// Cart attributes.
    pub attributes: Vec<Attribute>,
}

impl Quote {
    /// Whether every line can be bought now.
    pub fn purchasable(&self) -> bool {
        self.lines.iter().all(|l| l.problem.is_none())
    }
}

/// `{shop}/gid://shopify/ProductVariant/{n}`.
pub fn variant_storage_id(shop: &str, number: i64) -> String {
    format!("{shop}/gid://shopify/ProductVariant/{number}")
}

/// The variants (with products) of `numbers` in `shop`, by number.
pub fn variants(
    conn: &mut DbConnection,
    shop: &str,
    numbers: &[i64],
) -> AppResult<HashMap<i64, (VariantRow, ProductRow)>> {
    let ids: Vec<String> = numbers.iter().map(|n| variant_storage_id(shop, *n)).collect();
    let rows: Vec<(VariantRow, ProductRow)> = sandbox_variants::table
        .inner_join(sandbox_products::table)
        .filter(sandbox_variants::id.eq_any(&ids))
        .filter(sandbox_products::shop_domain.eq(shop))
        .select((VariantRow::as_select(), ProductRow::as_select()))
        .load(conn)?;
    Ok(rows
        .into_iter()
        .filter_map(|(v, p)| {
            let number = v.id.rsplit('/').next()?.parse::<i64>().ok()?;
            Some((number, (v, p)))
        })
        .collect())
}

/// Prices `checkout` at today's prices and stock.
pub fn quote(conn: &mut DbConnection, checkout: &CheckoutRow) -> AppResult<Quote> {
    let shop = checkout.shop_domain.as_str();
    let cart: Vec<CartLine> = serde_json::from_str(&checkout.lines_json).unwrap_or_default();
    let attributes: Vec<Attribute> = serde_json::from_str(&checkout.attributes_json).unwrap_or_default();
    let numbers: Vec<i64> = cart.iter().map(|l| l.variant).collect();
    let mut found = variants(conn, shop, &numbers)?;
    let mut lines = Vec::with_capacity(cart.len());
    let mut subtotal = 0;
    for line in cart {
        let Some((variant, product)) = found.remove(&line.variant) else { continue };
        let problem = if product.status != "ACTIVE" || variant.inventory_quantity <= 0 {
            Some("Sold out".to_owned())
        } else if variant.inventory_quantity < line.quantity {
            Some(format!("Only {} left", variant.inventory_quantity))
        } else {
            None
        };
        let line_total = variant.price_cents * i64::from(line.quantity);
        subtotal += line_total;
        lines.push(QuoteLine {
            variant_number: line.variant,
            title: product.title.clone(),
            variant_title: format!("{} / {}", variant.size, variant.color),
            handle: product.handle.clone(),
            quantity: line.quantity,
            price: format_cents(variant.price_cents),
            line_total: format_cents(line_total),
            problem,
            variant,
            product,
        });
    }
    let (mut discount, mut invalid_code) = (None, None);
    if let Some(code) = checkout.discount_code.as_deref().filter(|c| !c.trim().is_empty()) {
        discounts::ensure_seeded(conn, shop)?;
        match discounts::by_code(conn, shop, code)?.filter(DiscountRow::is_active) {
            Some(d) => discount = Some(d),
            None => invalid_code = Some(code.to_owned()),
        }
    }
    let discount_cents = discount.as_ref().map_or(0, |d| d.amount_off(subtotal));
    Ok(Quote {
        lines,
        subtotal,
        discount,
        discount_cents,
        invalid_code,
        tax: TAX_CENTS,
        total: subtotal - discount_cents + TAX_CENTS,
        attributes,
    })
}
