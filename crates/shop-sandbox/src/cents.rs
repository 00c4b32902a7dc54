//! The sandbox store keeps its prices, orders and discounts in cents of its one currency (every
//! sandbox shop sells in USD), as a small shop would; it reads and prints them through the
//! product's money rules so the two sides agree on every amount.

/// The sandbox shops' currency.
pub const CURRENCY: &str = "USD";

/// `"29.90"` → 2990; `None` for anything that is not a plain non-negative amount.
pub fn parse_cents(text: &str) -> Option<i64> {
    kernel::money::minor(text, CURRENCY)
}

/// 2990 → `"29.90"`.
pub fn format_cents(cents: i64) -> String {
    kernel::money::decimal(cents, CURRENCY)
}
