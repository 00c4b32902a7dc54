//! Money as integer minor units (never floating point): parsing Shopify's decimal strings.

/// `"29.9"` / `"29.90"` / `"29"` → 2990; `None` for anything else (negative, more than two
/// decimals, not a number).
pub fn parse_cents(text: &str) -> Option<i64> {
    parse_minor(text, 2)
}

/// A non-negative decimal string in units with `exponent` decimals (`"1.5"`, 3 → 1500).
/// `None` for anything else, including more decimals than the exponent allows.
pub fn parse_minor(text: &str, exponent: u32) -> Option<i64> {
    let text = text.trim();
    let (whole, frac) = text.split_once('.').unwrap_or((text, ""));
    let digits = exponent as usize;
    if whole.is_empty()
        || !whole.chars().all(|c| c.is_ascii_digit())
        || frac.len() > digits
        || !frac.chars().all(|c| c.is_ascii_digit())
    {
        return None;
    }
    let scale = 10_i64.checked_pow(exponent)?;
    let fraction =
        if frac.is_empty() { 0 } else { frac.parse::<i64>().ok()? * 10_i64.pow((digits - frac.len()) as u32) };
    whole.parse::<i64>().ok()?.checked_mul(scale)?.checked_add(fraction)
}

/// 2990 → `"29.90"`.
pub fn format_cents(cents: i64) -> String {
    format_minor(cents, 2)
}

/// Minor units back to a decimal string with `exponent` decimals (1500, 3 → `"1.500"`).
pub fn format_minor(minor: i64, exponent: u32) -> String {
    if exponent == 0 {
        return minor.to_string();
    }
    let scale = 10_i64.pow(exponent);
    let sign = if minor < 0 { "-" } else { "" };
    let abs = minor.unsigned_abs();
    let scale_u = scale.unsigned_abs();
    format!("{sign}{}.{:0width$}", abs / scale_u, abs % scale_u, width = exponent as usize)
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
        assert_eq!(parse_minor("1.5", 3), Some(1500));
        assert_eq!(parse_minor("1500", 0), Some(1500));
        assert_eq!(parse_minor("15.5", 0), None);
        assert_eq!(format_minor(1500, 3), "1.500");
        assert_eq!(format_minor(1500, 0), "1500");
        assert_eq!(format_minor(-250, 2), "-2.50");
    }
}
