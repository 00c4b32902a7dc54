//! The languages of the product: the dashboard, emails and public pages speak English or
//! Hebrew (written right to left). Which one a request gets is chosen in `http/locale.rs`.

use serde::Serialize;
use ts_rs::TS;

/// UI language.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "lowercase")]
#[ts(export, export_to = "Locale.ts")]
pub enum Locale {
    /// English (default).
    En,
    /// Hebrew, right to left.
    He,
}

impl Locale {
    /// Parses `en` / `he`.
    pub fn parse(value: &str) -> Option<Self> {
        match value.trim().to_ascii_lowercase().as_str() {
            "en" => Some(Locale::En),
            "he" => Some(Locale::He),
            _ => None,
        }
    }

    /// The language tag.
    pub fn tag(self) -> &'static str {
        match self {
            Locale::En => "en",
            Locale::He => "he",
        }
    }

    /// Text direction.
    pub fn dir(self) -> &'static str {
        match self {
            Locale::En => "ltr",
            Locale::He => "rtl",
        }
    }
}
