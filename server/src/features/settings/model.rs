//! A business's settings as the dashboard sends them (docs/settings.md#fields) and the rules a
//! saved value keeps. Each value changes what shoppers get: the pixel and analytics ids are
//! written into public pages' scripts and their CSP, the tracking tags onto every store hand-off,
//! the shipping and returns address onto the instant store page. So nothing is stored that does
//! not pass its check here.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use crate::features::links::destination::{self, DestinationError};
use crate::features::links::validate;
use crate::features::links::UtmParams;

/// Field errors by field name.
type Fields = BTreeMap<String, String>;

/// How eagerly AI tagging matches products to a post (the shopboard's tagging reads it).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize, TS, utoipa::ToSchema)]
#[serde(rename_all = "UPPERCASE")]
#[ts(export, export_to = "Sensitivity.ts")]
pub enum Sensitivity {
    /// No AI tagging.
    #[default]
    Off,
    /// Only close matches.
    High,
    /// The default once switched on.
    Medium,
    /// Looser matches too.
    Low,
}

/// The settings. Missing fields of a stored or sent value take their defaults (all empty, off).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, TS, utoipa::ToSchema)]
#[serde(default)]
#[ts(export, export_to = "BusinessSettings.ts")]
pub struct BusinessSettings {
    /// The store's shipping and returns page, linked from instant store pages.
    pub shipping_and_return_url: Option<String>,
    /// Meta pixel id (15 or 16 digits), loaded on instant store pages.
    pub facebook_pixel_id: Option<String>,
    /// Google Analytics measurement id (`G-…`), loaded on instant store pages.
    pub google_analytics_id: Option<String>,
    /// Replace a look's out-of-stock product with the most similar in-stock one.
    pub auto_swap_enabled: bool,
    /// AI tagging sensitivity (paid plans).
    pub product_search_sensitivity: Sensitivity,
    /// Tracking tags on every store hand-off and short redirect of a link without its own.
    #[ts(type = "import('./LinkUtmParams').LinkUtmParams")]
    pub utm_params: UtmParams,
}

/// Meta pixel ids are 15 or 16 digits.
fn pixel_ok(id: &str) -> bool {
    (15..=16).contains(&id.len()) && id.bytes().all(|b| b.is_ascii_digit())
}

/// GA4 measurement ids: `G-` and 4 to 12 letters or digits (stored upper-case).
fn measurement_ok(id: &str) -> bool {
    id.strip_prefix("G-")
        .is_some_and(|rest| (4..=12).contains(&rest.len()) && rest.bytes().all(|b| b.is_ascii_alphanumeric()))
}

fn trimmed(value: Option<String>) -> Option<String> {
    value.map(|v| v.trim().to_owned()).filter(|v| !v.is_empty())
}

/// What a settings save may do, from the saver's account.
pub struct Context<'a> {
    /// Bases the shipping and returns address may start with (the connected store's).
    pub store_bases: &'a [String],
    /// Paid plans may turn AI tagging on.
    pub paid_plan: bool,
    /// The sensitivity stored now (a free plan may keep it, not change it).
    pub stored_sensitivity: Sensitivity,
}

impl BusinessSettings {
    /// The settings normalised (trimmed, ids upper-cased, the address as parsed), or every field
    /// that breaks a rule with the message to show.
    pub fn validated(self, ctx: &Context<'_>) -> Result<Self, Fields> {
        let mut errors = Fields::new();
        let shipping = trimmed(self.shipping_and_return_url).map(|raw| destination::with_scheme(&raw, ctx.store_bases));
        let shipping = match shipping.as_deref().map(|raw| destination::check(raw, ctx.store_bases)) {
            None => None,
            Some(Ok(url)) => Some(url.to_string()),
            Some(Err(e)) => {
                let message = match e {
                    DestinationError::OffStore => "The shipping and returns page must be on your store",
                    _ => "Enter a web address such as https://your-store.com/policies/refund-policy",
                };
                errors.insert("shipping_and_return_url".into(), message.into());
                None
            }
        };
        let pixel = trimmed(self.facebook_pixel_id);
        if pixel.as_deref().is_some_and(|id| !pixel_ok(id)) {
            errors.insert("facebook_pixel_id".into(), "A pixel id is 15 or 16 digits".into());
        }
        let analytics = trimmed(self.google_analytics_id).map(|id| id.to_ascii_uppercase());
        if analytics.as_deref().is_some_and(|id| !measurement_ok(id)) {
            errors.insert("google_analytics_id".into(), "Use a measurement id such as G-1A2B3C4D5E".into());
        }
        let sensitivity = self.product_search_sensitivity;
        if !ctx.paid_plan && sensitivity != ctx.stored_sensitivity && sensitivity != Sensitivity::Off {
            errors.insert("product_search_sensitivity".into(), "AI tagging comes with a paid plan".into());
        }
        let utm = validate::utm(Some(self.utm_params), &mut errors);
        if !errors.is_empty() {
            return Err(errors);
        }
        Ok(BusinessSettings {
            shipping_and_return_url: shipping,
            facebook_pixel_id: pixel,
            google_analytics_id: analytics,
            auto_swap_enabled: self.auto_swap_enabled,
            product_search_sensitivity: sensitivity,
            utm_params: utm,
        })
    }

    /// The default tags as `(query name, value)` pairs, only those set.
    pub fn utm_pairs(&self) -> Vec<(&'static str, String)> {
        self.utm_params.pairs().into_iter().filter_map(|(k, v)| v.map(|v| (k, v.clone()))).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ctx(bases: &[String]) -> Context<'_> {
        Context { store_bases: bases, paid_plan: true, stored_sensitivity: Sensitivity::Off }
    }

    #[test]
    fn ids_are_checked_and_normalised() {
        let bases = vec!["https://shop.example".to_owned()];
        let ok = BusinessSettings {
            facebook_pixel_id: Some(" 123456789012345 ".into()),
            google_analytics_id: Some("g-ab12cd34".into()),
            shipping_and_return_url: Some("shop.example/policies/refund-policy".into()),
            ..Default::default()
        }
        .validated(&ctx(&bases))
        .expect("valid");
        assert_eq!(ok.facebook_pixel_id.as_deref(), Some("123456789012345"));
        assert_eq!(ok.google_analytics_id.as_deref(), Some("G-AB12CD34"));
        assert_eq!(ok.shipping_and_return_url.as_deref(), Some("https://shop.example/policies/refund-policy"));

        let bad = BusinessSettings {
            facebook_pixel_id: Some("12345".into()),
            google_analytics_id: Some("UA-1234-1".into()),
            shipping_and_return_url: Some("https://elsewhere.example/returns".into()),
            ..Default::default()
        }
        .validated(&ctx(&bases))
        .expect_err("invalid");
        assert_eq!(bad["facebook_pixel_id"], "A pixel id is 15 or 16 digits");
        assert_eq!(bad["google_analytics_id"], "Use a measurement id such as G-1A2B3C4D5E");
        assert_eq!(bad["shipping_and_return_url"], "The shipping and returns page must be on your store");
    }

    #[test]
    fn a_free_plan_cannot_turn_ai_tagging_on() {
        let free = Context { store_bases: &[], paid_plan: false, stored_sensitivity: Sensitivity::Off };
        let on = BusinessSettings { product_search_sensitivity: Sensitivity::High, ..Default::default() };
        assert!(on.clone().validated(&free).is_err());
        let kept = Context { stored_sensitivity: Sensitivity::High, ..free };
        assert!(on.validated(&kept).is_ok());
    }
}
