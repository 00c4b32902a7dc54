//! Input rules (docs/accounts.md#sign-up): username, email, password, and the names no one may take.

use std::sync::LazyLock;

use regex_lite::Regex;

/// Longest username we accept (the public URL prefix should stay short).
pub const USERNAME_MAX: usize = 30;
/// Shortest username.
pub const USERNAME_MIN: usize = 3;
/// Password minimum length (docs/accounts.md#passwords).
pub const PASSWORD_MIN: usize = 6;
/// bcrypt reads at most 72 bytes; longer passwords are refused rather than truncated.
pub const PASSWORD_MAX_BYTES: usize = 72;

/// App routes and words that can never be usernames, because `/{username}/{id}` shares the
/// root of the URL space with the app (docs/accounts.md#sign-up).
const RESERVED: &[&str] = &[
    "admin",
    "api",
    "assets",
    "auth",
    "dev",
    "health",
    "help",
    "login",
    "login-store",
    "logout",
    "register",
    "register-store",
    "register-request",
    "forgot-password",
    "reset-password",
    "verify-account",
    "privacy-policy",
    "terms",
    "pricing-plans",
    "welcome",
    "shopify",
    "sandbox",
    "store",
    "static",
    "instagram",
    "tiktok",
    "pinterest",
    "webhooks",
    "www",
    "mail",
    "support",
    "shoplinks",
    "root",
    "null",
    "undefined",
    "favicon.ico",
    "robots.txt",
];

static EMAIL: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"^[A-Za-z0-9._%+\-]+@[A-Za-z0-9.\-]+\.[A-Za-z]{2,4}$").expect("valid regex"));

/// Lower-cases and trims a username as typed.
pub fn normalize_username(raw: &str) -> String {
    raw.trim().to_lowercase()
}

/// Why a username is refused, if it is.
pub fn username_problem(username: &str) -> Option<&'static str> {
    if username.len() < USERNAME_MIN || username.len() > USERNAME_MAX {
        return Some("Username must be 3 to 30 characters long");
    }
    if !username.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_' || c == '-') {
        return Some("Incorrect username format: use letters, digits, _ and - only");
    }
    if RESERVED.contains(&username) {
        return Some("This username is not available");
    }
    None
}

/// Removes spaces and lower-cases an email as typed (docs/accounts.md#sign-up).
pub fn normalize_email(raw: &str) -> String {
    raw.chars().filter(|c| !c.is_whitespace()).collect::<String>().to_lowercase()
}

/// Whether an email matches the pattern (name@domain, 2–4 letter top level; docs/accounts.md#sign-up).
pub fn email_is_valid(email: &str) -> bool {
    email.len() <= 254 && EMAIL.is_match(email)
}

/// Why a password is refused, if it is.
pub fn password_problem(password: &str) -> Option<&'static str> {
    if password.chars().count() < PASSWORD_MIN {
        return Some("Password must be at least 6 characters long");
    }
    if !password.chars().any(|c| c.is_ascii_digit()) {
        return Some("Password must contain at least one digit");
    }
    if password.len() > PASSWORD_MAX_BYTES {
        return Some("Password must be at most 72 bytes long");
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn usernames_are_lower_case_letters_digits_underscore_hyphen() {
        assert_eq!(normalize_username("  Dana_Shop "), "dana_shop");
        assert_eq!(username_problem("dana_shop-1"), None);
        assert!(username_problem("da").is_some());
        assert!(username_problem("dana shop").is_some());
        assert!(username_problem("dana.shop").is_some());
        assert!(username_problem("דנה").is_some());
        assert!(username_problem(&"a".repeat(31)).is_some());
    }

    #[test]
    fn app_routes_cannot_be_usernames() {
        for name in ["admin", "api", "login", "assets", "health", "privacy-policy"] {
            assert!(username_problem(name).is_some(), "{name}");
        }
    }

    #[test]
    fn emails_follow_the_documented_pattern() {
        assert_eq!(normalize_email(" Dana @Shop.com "), "dana@shop.com");
        assert!(email_is_valid("dana@shop.com"));
        assert!(email_is_valid("d.a+n@sub.shop.info"));
        assert!(!email_is_valid("dana@shop"));
        assert!(!email_is_valid("dana@shop.technology"));
        assert!(!email_is_valid("dana.shop.com"));
    }

    #[test]
    fn passwords_need_six_characters_a_digit_and_at_most_72_bytes() {
        assert_eq!(password_problem("abcde1"), None);
        assert!(password_problem("abc1").is_some());
        assert!(password_problem("abcdefg").is_some());
        assert!(password_problem(&format!("{}1", "a".repeat(72))).is_some());
        // 24 Hebrew letters are 48 bytes: fine; 40 are 80 bytes: refused, not truncated.
        assert_eq!(password_problem(&format!("{}1", "א".repeat(24))), None);
        assert!(password_problem(&format!("{}1", "א".repeat(40))).is_some());
    }
}
