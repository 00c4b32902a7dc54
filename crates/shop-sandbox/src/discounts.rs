//! The sandbox store's discount codes: a percentage (kept in basis points) or a fixed amount
//! (cents) off the order subtotal. Each shop starts with `WELCOME10` (10 % off) and `SAVE5`
//! (5.00 off); more are created through the Admin API's `discountCodeBasicCreate`. Codes match
//! case-insensitively, as on Shopify.

use chrono::NaiveDateTime;
use diesel::prelude::*;

use crate::schema::sandbox_discounts;
use kernel::clock::now;
use kernel::db::DbConnection;
use kernel::error::AppResult;

/// `kind` of a percentage discount (Shopify's REST `discount_codes[].type`).
pub const PERCENTAGE: &str = "percentage";
/// `kind` of a fixed-amount discount.
pub const FIXED_AMOUNT: &str = "fixed_amount";

/// First number in discount gids.
const FIRST_NUMBER: i64 = 1_100_000_001;

/// A discount code row.
#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = sandbox_discounts)]
pub struct DiscountRow {
    /// Storage id (`{shop}/gid://shopify/DiscountCodeNode/{n}`).
    pub id: String,
    /// Shop.
    pub shop_domain: String,
    /// Number in the gid.
    pub number: i64,
    /// Title shown to the merchant.
    pub title: String,
    /// The code shoppers type.
    pub code: String,
    /// [`PERCENTAGE`] or [`FIXED_AMOUNT`].
    pub kind: String,
    /// Basis points (1000 = 10 %) or cents.
    pub value: i64,
    /// Usable from.
    pub starts_at: NaiveDateTime,
    /// When the row was created.
    pub created_at: NaiveDateTime,
}

impl DiscountRow {
    /// Whether shoppers can use it now.
    pub fn is_active(&self) -> bool {
        self.starts_at <= now()
    }

    /// Cents taken off `subtotal`: percentages round half up to the cent, fixed amounts never
    /// exceed the subtotal.
    pub fn amount_off(&self, subtotal: i64) -> i64 {
        let off = if self.kind == PERCENTAGE { (subtotal * self.value + 5_000) / 10_000 } else { self.value };
        off.clamp(0, subtotal)
    }
}

/// A discount to create.
#[derive(Debug, Clone)]
pub struct NewDiscount {
    pub(crate) title: String,
    pub(crate) code: String,
    /// [`PERCENTAGE`] or [`FIXED_AMOUNT`].
    pub kind: &'static str,
    /// Basis points or cents.
    pub value: i64,
    /// Usable from.
    pub starts_at: NaiveDateTime,
}

/// The shop's code matching `code` (case-insensitive).
pub fn by_code(conn: &mut DbConnection, shop: &str, code: &str) -> AppResult<Option<DiscountRow>> {
    let wanted = code.trim().to_uppercase();
    Ok(list(conn, shop)?.into_iter().find(|d| d.code.to_uppercase() == wanted))
}

/// All codes of the shop, oldest first.
pub fn list(conn: &mut DbConnection, shop: &str) -> AppResult<Vec<DiscountRow>> {
    Ok(sandbox_discounts::table
        .filter(sandbox_discounts::shop_domain.eq(shop))
        .order(sandbox_discounts::number.asc())
        .select(DiscountRow::as_select())
        .load(conn)?)
}

/// Creates a code; `Err` carries Shopify's user-error message when the code is taken.
pub fn create(conn: &mut DbConnection, shop: &str, new: &NewDiscount) -> AppResult<Result<DiscountRow, String>> {
    // Codes created at once take turns under the shop's lock, so each sees the others' codes
    // and numbers: a repeated code is reported taken, and every new one gets the next number.
    crate::shop::write_as_shop(conn, shop, |conn| {
        if by_code(conn, shop, &new.code)?.is_some() {
            return Ok(Err("Code must be unique. Please try a different code.".into()));
        }
        let last: Option<i64> = sandbox_discounts::table
            .filter(sandbox_discounts::shop_domain.eq(shop))
            .select(diesel::dsl::max(sandbox_discounts::number))
            .first(conn)?;
        let number = last.map_or(FIRST_NUMBER, |n| n + 1);
        let id = format!("{shop}/gid://shopify/DiscountCodeNode/{number}");
        diesel::insert_into(sandbox_discounts::table)
            .values((
                sandbox_discounts::id.eq(&id),
                sandbox_discounts::shop_domain.eq(shop),
                sandbox_discounts::number.eq(number),
                sandbox_discounts::title.eq(&new.title),
                sandbox_discounts::code.eq(new.code.trim()),
                sandbox_discounts::kind.eq(new.kind),
                sandbox_discounts::value.eq(new.value),
                sandbox_discounts::starts_at.eq(new.starts_at),
                sandbox_discounts::created_at.eq(now()),
            ))
            .execute(conn)?;
        Ok(Ok(sandbox_discounts::table.find(&id).select(DiscountRow::as_select()).first(conn)?))
    })
}

/// Gives the shop its starter codes the first time its discounts are used.
pub fn ensure_seeded(conn: &mut DbConnection, shop: &str) -> AppResult<()> {
    let seeded = [("Welcome 10% off", "WELCOME10", PERCENTAGE, 1_000), ("5.00 off", "SAVE5", FIXED_AMOUNT, 500)];
    for (title, code, kind, value) in seeded {
        if by_code(conn, shop, code)?.is_none() {
            let new = NewDiscount { title: title.into(), code: code.into(), kind, value, starts_at: now() };
            let _ = create(conn, shop, &new)?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(kind: &str, value: i64) -> DiscountRow {
        DiscountRow {
            id: String::new(),
            shop_domain: String::new(),
            number: 1,
            title: String::new(),
            code: String::new(),
            kind: kind.into(),
            value,
            starts_at: now(),
            created_at: now(),
        }
    }

    #[test]
    fn discounts_round_to_the_cent_and_never_exceed_the_subtotal() {
        assert_eq!(row(PERCENTAGE, 1_000).amount_off(4_995), 500, "499.5 rounds half up");
        assert_eq!(row(PERCENTAGE, 1_000).amount_off(4_994), 499);
        assert_eq!(row(FIXED_AMOUNT, 500).amount_off(300), 300);
        assert_eq!(row(FIXED_AMOUNT, 500).amount_off(3_000), 500);
    }
}
