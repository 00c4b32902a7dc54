//! Adding a product from the sandbox admin: one variant per size and colour with the same price
//! and stock, a handle from the title, and generated colour images (served by `images`).

use diesel::prelude::*;

use super::cents::parse_cents;
use super::seed::{self, COLORS};
use crate::schema::{sandbox_products, sandbox_variants};
use kernel::clock::now;
use kernel::db::DbConnection;
use kernel::error::{AppError, AppResult};

/// Most sizes or colours of a new product.
const MAX_OPTION_VALUES: usize = 10;
/// Product numbers of added products start here (the generated catalog stays below).
const FIRST_NUMBER: i64 = 5_000;

/// A validated new product.
#[derive(Debug, Clone)]
pub struct NewProduct {
    pub(crate) title: String,
    pub(crate) description: String,
    /// Price of every variant, in cents.
    pub price_cents: i64,
    /// Stock of every variant.
    pub stock: i32,
    /// Size values.
    pub sizes: Vec<String>,
    /// Colour values.
    pub colors: Vec<String>,
    /// ACTIVE, DRAFT or ARCHIVED.
    pub status: String,
}

fn values(text: &str, field: &str, default: &str) -> AppResult<Vec<String>> {
    let mut out: Vec<String> = Vec::new();
    for v in text.split(',').map(str::trim).filter(|v| !v.is_empty()) {
        if v.chars().count() > 40 {
            return Err(AppError::field(field, "Each value can have at most 40 characters"));
        }
        if !out.iter().any(|o| o.eq_ignore_ascii_case(v)) {
            out.push(v.to_owned());
        }
    }
    if out.len() > MAX_OPTION_VALUES {
        return Err(AppError::field(field, format!("At most {MAX_OPTION_VALUES} values")));
    }
    if out.is_empty() {
        out.push(default.to_owned());
    }
    Ok(out)
}

impl NewProduct {
    /// Checks the admin form's fields (sizes and colours are comma-separated).
    pub fn parse(
        title: &str,
        description: &str,
        price: &str,
        stock: &str,
        sizes: &str,
        colors: &str,
        status: &str,
    ) -> AppResult<Self> {
        let title = title.trim();
        if title.is_empty() || title.chars().count() > 255 {
            return Err(AppError::field("title", "A title of 1 to 255 characters is required"));
        }
        let price_cents =
            parse_cents(price).ok_or_else(|| AppError::field("price", "Price must be a decimal amount"))?;
        let stock: i32 = stock
            .trim()
            .parse()
            .ok()
            .filter(|s| (0..=100_000).contains(s))
            .ok_or_else(|| AppError::field("stock", "Stock must be a whole number from 0 to 100000"))?;
        let status = status.trim().to_ascii_uppercase();
        if !["ACTIVE", "DRAFT", "ARCHIVED"].contains(&status.as_str()) {
            return Err(AppError::field("status", "Status must be ACTIVE, DRAFT or ARCHIVED"));
        }
        Ok(NewProduct {
            title: title.to_owned(),
            description: description.trim().to_owned(),
            price_cents,
            stock,
            sizes: values(sizes, "sizes", "One size")?,
            colors: values(colors, "colors", "Black")?,
            status,
        })
    }
}

/// The colour's swatch from the catalog's palette, or a stable colour derived from its name.
fn hex_of(color: &str) -> String {
    COLORS.iter().find(|(name, _)| name.eq_ignore_ascii_case(color)).map_or_else(
        || format!("#{:06x}", seed::hash(&color.to_lowercase(), &[]) & 0xff_ffff),
        |(_, hex)| (*hex).to_owned(),
    )
}

/// Writes the product and its variants; returns its number.
pub fn create(conn: &mut DbConnection, shop: &str, new: &NewProduct) -> AppResult<i64> {
    kernel::db::write_transaction(conn, |conn| {
        let last: Option<i64> = sandbox_products::table
            .filter(sandbox_products::shop_domain.eq(shop))
            .select(diesel::dsl::max(sandbox_products::number))
            .first(conn)?;
        let number = last.map_or(FIRST_NUMBER, |n| (n + 1).max(FIRST_NUMBER));
        let product_id = format!("{shop}/gid://shopify/Product/{number}");
        let at = now();
        diesel::insert_into(sandbox_products::table)
            .values((
                sandbox_products::id.eq(&product_id),
                sandbox_products::shop_domain.eq(shop),
                sandbox_products::number.eq(number),
                sandbox_products::handle.eq(format!("{}-{number}", seed::handle_of(&new.title))),
                sandbox_products::title.eq(&new.title),
                sandbox_products::description.eq(&new.description),
                sandbox_products::product_type.eq(""),
                sandbox_products::status.eq(&new.status),
                sandbox_products::tags.eq("new"),
                sandbox_products::created_at.eq(at),
                sandbox_products::updated_at.eq(at),
            ))
            .execute(conn)?;
        let mut position = 0;
        for color in &new.colors {
            let hex = hex_of(color);
            let code: String =
                color.chars().filter(char::is_ascii_alphanumeric).take(2).collect::<String>().to_uppercase();
            for (s, size) in new.sizes.iter().enumerate() {
                position += 1;
                diesel::insert_into(sandbox_variants::table)
                    .values((
                        sandbox_variants::id
                            .eq(format!("{shop}/gid://shopify/ProductVariant/{}", number * 100 + position)),
                        sandbox_variants::product_id.eq(&product_id),
                        sandbox_variants::position.eq(position as i32),
                        sandbox_variants::size.eq(size),
                        sandbox_variants::color.eq(color),
                        sandbox_variants::color_hex.eq(&hex),
                        sandbox_variants::sku.eq(format!("SL-{number}-{code}-{}", s + 1)),
                        sandbox_variants::price_cents.eq(new.price_cents),
                        sandbox_variants::inventory_quantity.eq(new.stock),
                    ))
                    .execute(conn)?;
            }
        }
        Ok(number)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_add_product_form_is_checked() {
        let p = NewProduct::parse("Linen Shirt", "", "39.90", "5", "S, M,m", "", "active").expect("valid");
        assert_eq!(p.price_cents, 3990);
        assert_eq!(p.sizes, vec!["S", "M"]);
        assert_eq!(p.colors, vec!["Black"]);
        assert_eq!(p.status, "ACTIVE");
        assert!(NewProduct::parse("", "", "1", "1", "", "", "ACTIVE").is_err());
        assert!(NewProduct::parse("X", "", "1.234", "1", "", "", "ACTIVE").is_err());
        assert!(NewProduct::parse("X", "", "1", "-1", "", "", "ACTIVE").is_err());
        assert!(NewProduct::parse("X", "", "1", "1", "", "", "GONE").is_err());
        assert_eq!(hex_of("navy"), "#1f2a44");
        assert_eq!(hex_of("Teal").len(), 7);
    }
}
