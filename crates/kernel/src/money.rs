//! Money, everywhere in the product: an amount is an `i64` count of its currency's minor units
//! (cents for USD, whole yen for JPY, thousandths for KWD), never floating point, so sums and
//! averages of orders are exact. Stores send decimal strings; [`Money::parse`] turns them into
//! minor units by the currency's ISO 4217 exponent and [`Money::decimal`] turns them back
//! (the free functions [`minor`] and [`decimal`] do the same without building a `Money`).
//!
//! The exponent table is small and stable, so it is kept in code rather than pulled in as a
//! dependency: most currencies have two decimals; the few without or with three or four are
//! listed below.

use std::fmt;

/// Currencies without minor units.
const ZERO_DECIMALS: &[&str] = &[
    "BIF", "CLP", "DJF", "GNF", "ISK", "JPY", "KMF", "KRW", "PYG", "RWF", "UGX", "UYI", "VND", "VUV", "XAF", "XOF",
    "XPF",
];
/// Currencies with three decimals.
const THREE_DECIMALS: &[&str] = &["BHD", "IQD", "JOD", "KWD", "LYD", "OMR", "TND"];
/// Currencies with four decimals.
const FOUR_DECIMALS: &[&str] = &["CLF", "UYW"];

/// Decimals of `currency` (2 unless listed above; unknown codes count as two).
pub fn exponent(currency: &str) -> u32 {
    let code = currency.trim().to_ascii_uppercase();
    if ZERO_DECIMALS.contains(&code.as_str()) {
        0
    } else if THREE_DECIMALS.contains(&code.as_str()) {
        3
    } else if FOUR_DECIMALS.contains(&code.as_str()) {
        4
    } else {
        2
    }
}

/// An amount of one currency in its minor units.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Money {
    /// Minor units (may be negative for refunds and differences).
    pub minor: i64,
    /// ISO 4217 code, as the store sent it.
    pub currency: String,
}

impl Money {
    /// `minor` units of `currency`.
    pub fn new(minor: i64, currency: &str) -> Self {
        Money { minor, currency: currency.to_owned() }
    }

    /// A store's decimal string in `currency` (see [`minor`]).
    pub fn parse(amount: &str, currency: &str) -> Option<Self> {
        minor(amount, currency).map(|m| Money::new(m, currency))
    }

    /// The amount as a decimal string with the currency's decimals (see [`decimal`]).
    pub fn decimal(&self) -> String {
        decimal(self.minor, &self.currency)
    }
}

impl fmt::Display for Money {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.decimal(), self.currency)
    }
}

/// A store's non-negative decimal string (`"29.90"`, `"1500.00"` for yen) in minor units of
/// `currency`. Zeros beyond the currency's decimals are accepted (stores often print two
/// decimals for every currency); any other digit there is refused rather than rounded, and so
/// is anything that is not a plain decimal number.
pub fn minor(amount: &str, currency: &str) -> Option<i64> {
    let digits = exponent(currency);
    let amount = amount.trim();
    let (whole, frac) = amount.split_once('.').unwrap_or((amount, ""));
    let kept = frac.get(..digits as usize).unwrap_or(frac);
    if frac.len() > kept.len() && !frac[kept.len()..].chars().all(|c| c == '0') {
        return None;
    }
    parse_minor(whole, kept, digits)
}

/// `minor` units of `currency` as a decimal string with the currency's decimals (`"29.90"`,
/// `"1500"` for yen).
pub fn decimal(minor: i64, currency: &str) -> String {
    let exponent = exponent(currency);
    if exponent == 0 {
        return minor.to_string();
    }
    let scale = 10_u64.pow(exponent);
    let sign = if minor < 0 { "-" } else { "" };
    let abs = minor.unsigned_abs();
    format!("{sign}{}.{:0width$}", abs / scale, abs % scale, width = exponent as usize)
}

/// `whole.frac` with `frac` at most `exponent` digits, in minor units; `None` unless both are
/// plain digits (no sign, no exponent, a whole part present) and the result fits.
fn parse_minor(whole: &str, frac: &str, exponent: u32) -> Option<i64> {
    let digits = |s: &str| s.chars().all(|c| c.is_ascii_digit());
    if whole.is_empty() || !digits(whole) || !digits(frac) || frac.len() > exponent as usize {
        return None;
    }
    let fraction =
        if frac.is_empty() { 0 } else { frac.parse::<i64>().ok()? * 10_i64.pow(exponent - frac.len() as u32) };
    whole.parse::<i64>().ok()?.checked_mul(10_i64.checked_pow(exponent)?)?.checked_add(fraction)
}

/// `total_minor / count` in minor units, rounded half away from zero (the average order
/// value); `None` when `count` is 0.
pub fn average(total_minor: i64, count: i64) -> Option<i64> {
    if count <= 0 {
        return None;
    }
    let (q, r) = (total_minor / count, total_minor % count);
    Some(if r.abs() * 2 >= count { q + total_minor.signum() } else { q })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn amounts_become_minor_units_by_the_currency_exponent() {
        assert_eq!(minor("29.90", "USD"), Some(2990));
        assert_eq!(minor("29.9", "eur"), Some(2990));
        assert_eq!(minor("29", "USD"), Some(2900));
        assert_eq!(minor("0.05", "USD"), Some(5));
        assert_eq!(minor("1500", "JPY"), Some(1500));
        assert_eq!(minor("1500.00", "JPY"), Some(1500));
        assert_eq!(minor("1500.50", "JPY"), None, "yen has no fractions");
        assert_eq!(minor("1.234", "KWD"), Some(1234));
        assert_eq!(minor("1.5", "BHD"), Some(1500));
        assert_eq!(minor("1.2345", "KWD"), None);
        assert_eq!(minor("0.0001", "CLF"), Some(1));
        assert_eq!(minor("12.345", "USD"), None);
        assert_eq!(minor("12.340", "USD"), Some(1234));
        for bad in ["", "-1.00", "abc", "1,00", "1.a", ".5", "1e3"] {
            assert_eq!(minor(bad, "USD"), None, "{bad}");
        }
    }

    #[test]
    fn minor_units_print_with_the_currency_decimals() {
        assert_eq!(decimal(1234, "KWD"), "1.234");
        assert_eq!(decimal(1500, "JPY"), "1500");
        assert_eq!(decimal(2990, "USD"), "29.90");
        assert_eq!(decimal(5, "usd"), "0.05");
        assert_eq!(decimal(-250, "EUR"), "-2.50");
        assert_eq!(Money::new(2990, "USD").to_string(), "29.90 USD");
    }

    #[test]
    fn averages_round_half_away_from_zero() {
        assert_eq!(average(1000, 3), Some(333));
        assert_eq!(average(1001, 2), Some(501));
        assert_eq!(average(-1001, 2), Some(-501));
        assert_eq!(average(5, 0), None);
    }
}
