//! Money as integer minor units (never floating point): parsing Shopify's decimal strings.

/// `"29.9"` / `"29.90"` / `"29"` → 2990; `None` for anything else (negative, more than two
/// decimals, not a number).
pub fn parse_cents(text: &str) -> Option<i64> {
    let text = text.trim();
    let (whole, frac) = text.split_once('.').unwrap_or((text, ""));
    if whole.is_empty()
        || !whole.chars().all(|c| c.is_ascii_digit())
        || frac.len() > 2
        || !frac.chars().all(|c| c.is_ascii_digit())
    {
        return None;
    }
    let cents = match frac.len() {
        0 => 0,
        1 => frac.parse::<i64>().ok()? * 10,
        _ => frac.parse::<i64>().ok()?,
    };
    whole.parse::<i64>().ok()?.checked_mul(100)?.checked_add(cents)
}

/// 2990 → `"29.90"`.
pub fn format_cents(cents: i64) -> String {
    format!("{}.{:02}", cents / 100, cents % 100)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_decimal_strings_into_cents() {
        assert_eq!(parse_cents("29.90"), Some(2990));
        assert_eq!(parse_cents("29.9"), Some(2990));
        assert_eq!(parse_cents("29"), Some(2900));
        assert_eq!(parse_cents("0.05"), Some(5));
        for bad in ["", "-1", "1.234", "abc", "1.a", ".5"] {
            assert_eq!(parse_cents(bad), None, "{bad}");
        }
        assert_eq!(format_cents(2990), "29.90");
        assert_eq!(format_cents(5), "0.05");
    }
}
