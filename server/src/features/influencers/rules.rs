//! The influencer form's rules (docs/influencers.md#rules), applied by the server whatever the
//! client checked: a body becomes [`InfluencerSettings`] or field errors, with nothing written.
//! Messages are the ones shown under the fields.

use std::collections::BTreeMap;

use serde_json::Value;

use super::wire::{InfluencerBody, PermissionsWire};
use crate::features::accounts::model::InfluencerSettings;
use crate::features::auth::validate::{email_is_valid, normalize_email, normalize_username, username_problem};
use crate::features::links::promocode_problem;

/// Field name to message.
pub type Fields = BTreeMap<String, String>;

/// Longest profile image address.
pub const IMAGE_URL_MAX: usize = 2048;
/// Whole percent, in hundredths.
pub const FULL_BP: i32 = 10_000;

/// The username a merchant already gave another influencer.
pub const USERNAME_TAKEN: &str = "This username is already taken";
/// An email that does not match the pattern.
pub const EMAIL_MESSAGE: &str = "Incorrect email format";
/// A phone that is not `+` and 8 to 15 digits.
pub const PHONE_MESSAGE: &str = "Enter a phone number: an optional + and 8 to 15 digits";
/// A commission out of the rule.
pub const COMMISSION_MESSAGE: &str = "Commission must be a number from 0 to 100 with at most two decimals";
/// A net revenue ratio out of the rule.
pub const RATIO_MESSAGE: &str = "Net revenue ratio must be a number from 0 to 100 with at most two decimals";
/// No profile image.
pub const IMAGE_MESSAGE: &str = "Add a profile image";
/// A profile image that is not a web address.
pub const IMAGE_URL_MESSAGE: &str = "The profile image must be a web address (http or https)";

/// Words of the influencer paths (`/admin/v1/influencers/create`, `…/analytics`, …) that no
/// influencer may be called, so `/admin/v1/influencers/{username}` is never ambiguous.
const PATH_WORDS: [&str; 5] = ["analytics", "create", "login", "validate", "report"];

/// The message of a promocode another influencer of the business already has.
pub fn promocode_taken(code: &str) -> String {
    format!("Another influencer already has the promocode {code}")
}

/// A new influencer's username as typed, normalised (trimmed, lower case), or its field error.
pub fn username(raw: &str) -> Result<String, String> {
    let username = normalize_username(raw);
    if PATH_WORDS.contains(&username.as_str()) {
        return Err("This username is not available".into());
    }
    match username_problem(&username) {
        Some(problem) => Err(problem.into()),
        None => Ok(username),
    }
}

/// A percentage as the form sends it, in hundredths of a percent: a number, or a string of one
/// (a leading zero is dropped: `012.5` is 12.5); null or empty is `default_bp`. `None` when it
/// is not 0 to 100 with at most two decimals.
pub fn percent_bp(raw: Option<&Value>, default_bp: i32) -> Option<i32> {
    let text = match raw {
        None | Some(Value::Null) => return Some(default_bp),
        Some(Value::Number(n)) => n.to_string(),
        Some(Value::String(s)) if s.trim().is_empty() => return Some(default_bp),
        Some(Value::String(s)) => s.trim().to_owned(),
        Some(_) => return None,
    };
    let (whole, fraction) = text.split_once('.').unwrap_or((text.as_str(), ""));
    let digits = |s: &str| s.chars().all(|c| c.is_ascii_digit());
    if (whole.is_empty() && fraction.is_empty()) || !digits(whole) || !digits(fraction) || fraction.len() > 2 {
        return None;
    }
    let whole = whole.trim_start_matches('0');
    if whole.len() > 3 {
        return None;
    }
    let whole: i32 = if whole.is_empty() { 0 } else { whole.parse().ok()? };
    let hundredths: i32 = format!("{fraction:0<2}").parse().ok()?;
    Some(whole * 100 + hundredths).filter(|bp| *bp <= FULL_BP)
}

/// A percentage in hundredths as the wire shows it (1250 is 12.5).
pub fn percent_of(bp: i32) -> f64 {
    f64::from(bp) / 100.0
}

/// A phone as typed: empty is none; else an optional `+` then 8 to 15 digits.
pub fn phone(raw: Option<&str>) -> Result<Option<String>, &'static str> {
    let phone = raw.map(str::trim).unwrap_or_default();
    if phone.is_empty() {
        return Ok(None);
    }
    let digits = phone.strip_prefix('+').unwrap_or(phone);
    if (8..=15).contains(&digits.len()) && digits.chars().all(|c| c.is_ascii_digit()) {
        Ok(Some(phone.to_owned()))
    } else {
        Err(PHONE_MESSAGE)
    }
}

/// The profile image address: required, http or https.
pub fn image(raw: Option<&str>) -> Result<String, &'static str> {
    let src = raw.map(str::trim).unwrap_or_default();
    if src.is_empty() {
        return Err(IMAGE_MESSAGE);
    }
    url::Url::parse(src)
        .ok()
        .filter(|u| src.len() <= IMAGE_URL_MAX && matches!(u.scheme(), "https" | "http"))
        .map(String::from)
        .ok_or(IMAGE_URL_MESSAGE)
}

/// The permission flags as stored, with the form's forced pairs applied: sales off turns
/// conversion rate on, revenue off turns average order value on (docs/influencers.md#permissions).
pub fn permissions(p: &PermissionsWire, into: &mut InfluencerSettings) {
    into.perm_commission = p.analytics_commission_enabled;
    into.perm_clicks = p.analytics_clicks_enabled;
    into.perm_sales = p.analytics_sales_enabled;
    into.perm_cr = p.analytics_cr_enabled || !p.analytics_sales_enabled;
    into.perm_revenue = p.analytics_revenue_enabled;
    into.perm_aov = p.analytics_aov_enabled || !p.analytics_revenue_enabled;
    into.perm_links = p.allow_creating_and_editing_links;
}

/// The settings a create or edit body asks for, or the field errors it breaks (added to
/// `errors`). `was_active` is the stored switch on edit (kept when the body leaves it out);
/// a promocode is only checked for its form here: the store is asked separately.
pub fn settings(body: &InfluencerBody, was_active: Option<bool>, errors: &mut Fields) -> InfluencerSettings {
    let email = normalize_email(&body.email);
    if !email_is_valid(&email) {
        errors.insert("email".into(), EMAIL_MESSAGE.into());
    }
    let mut out = InfluencerSettings::new(email);
    out.is_active = body.is_active.or(was_active).unwrap_or(true);
    match image(body.profile_image_url.as_deref()) {
        Ok(src) => out.profile_image_url = Some(src),
        Err(message) => {
            errors.insert("profile_image_url".into(), message.into());
        }
    }
    match phone(body.phone.as_deref()) {
        Ok(phone) => out.phone = phone,
        Err(message) => {
            errors.insert("phone".into(), message.into());
        }
    }
    out.promocode = body.promocode.as_deref().map(str::trim).filter(|c| !c.is_empty()).map(str::to_owned);
    if let Some(problem) = out.promocode.as_deref().and_then(promocode_problem) {
        errors.insert("promocode".into(), problem);
    }
    match percent_bp(body.commission.as_ref(), 0) {
        Some(bp) => out.commission_bp = bp,
        None => {
            errors.insert("commission".into(), COMMISSION_MESSAGE.into());
        }
    }
    let rules = body.commission_rules.unwrap_or_default();
    out.reduce_refunds = rules.reduce_refunds_from_commission;
    out.reduce_vat = rules.reduce_vat_from_commission;
    let ratio = body.revenue_rules.as_ref().and_then(|r| r.net_revenue_ratio.as_ref());
    match percent_bp(ratio, FULL_BP) {
        Some(bp) => out.net_revenue_ratio_bp = bp,
        None => {
            errors.insert("net_revenue_ratio".into(), RATIO_MESSAGE.into());
        }
    }
    permissions(&body.permissions.unwrap_or_default(), &mut out);
    out
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    #[test]
    fn percentages_take_two_decimals_from_0_to_100() {
        let bp = |v: Value| percent_bp(Some(&v), 0);
        assert_eq!(bp(json!(12.5)), Some(1250));
        assert_eq!(bp(json!("12.50")), Some(1250));
        assert_eq!(bp(json!("012.5")), Some(1250), "a leading zero is dropped");
        assert_eq!(bp(json!(100)), Some(10_000));
        assert_eq!(bp(json!("0")), Some(0));
        assert_eq!(bp(json!(".5")), Some(50));
        assert_eq!(bp(json!(0.01)), Some(1));
        for bad in [json!(100.01), json!(-1), json!("12.345"), json!("1e2"), json!("abc"), json!("."), json!(true)] {
            assert_eq!(bp(bad.clone()), None, "{bad}");
        }
        assert_eq!(percent_bp(None, 10_000), Some(10_000), "empty is the default");
        assert_eq!(percent_bp(Some(&json!(" ")), 0), Some(0));
        assert_eq!(percent_bp(Some(&Value::Null), 10_000), Some(10_000));
        assert_eq!(percent_of(1250), 12.5);
    }

    #[test]
    fn phones_are_an_optional_plus_and_8_to_15_digits() {
        assert_eq!(phone(Some("+972501234567")), Ok(Some("+972501234567".into())));
        assert_eq!(phone(Some("12345678")), Ok(Some("12345678".into())));
        assert_eq!(phone(Some("  ")), Ok(None));
        assert_eq!(phone(None), Ok(None));
        for bad in ["1234567", "+1234567890123456", "+972 50 123", "++12345678", "phone1234"] {
            assert_eq!(phone(Some(bad)), Err(PHONE_MESSAGE), "{bad}");
        }
    }

    #[test]
    fn usernames_are_normalised_and_never_a_path_word() {
        assert_eq!(username(" Anna_K-1 "), Ok("anna_k-1".into()));
        assert!(username("an").is_err());
        assert!(username("anna k").is_err());
        assert_eq!(username("Create"), Err("This username is not available".into()));
    }

    #[test]
    fn sales_off_forces_cr_on_and_revenue_off_forces_aov_on() {
        let mut s = InfluencerSettings::new("a@b.cd".into());
        permissions(&PermissionsWire::default(), &mut s);
        assert!(s.perm_cr && s.perm_aov && !s.perm_sales && !s.perm_revenue);
        let on =
            PermissionsWire { analytics_sales_enabled: true, analytics_revenue_enabled: true, ..Default::default() };
        permissions(&on, &mut s);
        assert!(!s.perm_cr && !s.perm_aov, "with the parent on, the sub-permission is as sent");
    }

    #[test]
    fn a_body_breaking_every_rule_names_every_field() {
        let body: InfluencerBody = serde_json::from_value(json!({
            "email": "not-an-email", "phone": "12", "commission": 101, "promocode": "TOO LONG AND SPACED OUT",
            "revenue_rules": {"net_revenue_ratio": "1.234"}
        }))
        .expect("body");
        let mut errors = Fields::new();
        settings(&body, None, &mut errors);
        let names: Vec<&str> = errors.keys().map(String::as_str).collect();
        assert_eq!(names, ["commission", "email", "net_revenue_ratio", "phone", "profile_image_url", "promocode"]);
        assert_eq!(errors["net_revenue_ratio"], RATIO_MESSAGE);
    }
}
