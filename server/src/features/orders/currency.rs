//! Minor units per currency (ISO 4217 exponents). Most currencies have two decimals; the few
//! without (JPY, KRW, …) or with three (KWD, BHD, …) or four (CLF, UYW) are listed here. The
//! table is small and stable, so it is kept in code rather than pulled in as a dependency.

use crate::features::catalog::money::{format_minor, parse_minor};

/// Currencies without minor units.
const ZERO_DECIMALS: &[&str] = &[
    "BIF", "CLP", "DJF", "GNF", "ISK", "JPY", "KMF", "KRW", "PYG", "RWF", "UGX", "UYI", "VND", "VUV", "XAF", "XOF",
    "XPF",
];
/// Currencies with three decimals.
const THREE_DECIMALS: &[&str] = &["BHD", "IQD", "JOD", "KWD", "LYD", "OMR", "TND"];
/// Currencies with four decimals.
const FOUR_DECIMALS: &[&str] = &["CLF", "UYW"];

/// Decimals of `currency` (2 unless listed above).
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

/// A store's decimal string (`"29.90"`, `"1500.00"` for yen) in minor units of `currency`.
/// Zeros beyond the currency's decimals are accepted (stores often print two decimals for
/// every currency); any other digit there is refused rather than rounded.
pub fn to_minor(amount: &str, currency: &str) -> Option<i64> {
    let digits = exponent(currency) as usize;
    let amount = amount.trim();
    let trimmed = match amount.split_once('.') {
        Some((whole, frac)) if frac.len() > digits && frac[digits..].chars().all(|c| c == '0') => {
            if digits == 0 {
                whole.to_owned()
            } else {
                format!("{whole}.{}", &frac[..digits])
            }
        }
        _ => amount.to_owned(),
    };
    parse_minor(&trimmed, exponent(currency))
}

/// Minor units of `currency` as a decimal string (for reports).
pub fn to_decimal(minor: i64, currency: &str) -> String {
    format_minor(minor, exponent(currency))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn amounts_become_minor_units_by_the_currency_exponent() {
        assert_eq!(to_minor("29.90", "USD"), Some(2990));
        assert_eq!(to_minor("29.9", "eur"), Some(2990));
        assert_eq!(to_minor("1500", "JPY"), Some(1500));
        assert_eq!(to_minor("1500.00", "JPY"), Some(1500));
        assert_eq!(to_minor("1500.50", "JPY"), None, "yen has no fractions");
        assert_eq!(to_minor("1.234", "KWD"), Some(1234));
        assert_eq!(to_minor("1.5", "BHD"), Some(1500));
        assert_eq!(to_minor("1.2345", "KWD"), None);
        assert_eq!(to_minor("0.0001", "CLF"), Some(1));
        assert_eq!(to_minor("12.345", "USD"), None);
        assert_eq!(to_minor("12.340", "USD"), Some(1234));
        for bad in ["", "-1.00", "abc", "1,00"] {
            assert_eq!(to_minor(bad, "USD"), None, "{bad}");
        }
        assert_eq!(to_decimal(1234, "KWD"), "1.234");
        assert_eq!(to_decimal(1500, "JPY"), "1500");
        assert_eq!(to_decimal(2990, "USD"), "29.90");
    }
}
