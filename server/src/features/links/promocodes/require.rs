//! The store's word on a save's promocode (docs/links.md#promocodes). It is asked before the
//! save's transaction (it is a network call) and applied by the save's checks, so a code the
//! store lacks is reported with the body's other field errors and nothing is written.

use std::collections::BTreeMap;

use crate::features::links::wire::PromocodeIn;
use crate::features::store::discounts::{self, DiscountsError};
use crate::state::AppState;

/// Longest promocode (docs/links.md#limits).
pub const PROMOCODE_MAX: usize = 20;

/// The field error when no store is connected.
pub const NOT_CONNECTED: &str = "Connect your store before adding a promocode";
/// The field error when the store did not answer.
pub const UNREACHABLE: &str = "Your store could not be reached to check this code. Try again.";

/// The field error of a code the store does not have.
pub fn missing(code: &str) -> String {
    format!("Your store has no code {code}. Create it here or pick one of your store's codes.")
}

/// The field error of an influencer's code that is not theirs: two influencers never share a
/// code, or an order would be credited to the one whose link carried the other's.
pub fn not_yours(own: Option<&str>) -> String {
    match own {
        Some(own) => format!("You can use only your own promocode, {own}, on your links"),
        None => "Only the merchant can add a promocode to your links".to_owned(),
    }
}

/// Which promocodes an influencer's save may carry (docs/links.md#promocodes): their own, the one
/// the link already has (the merchant put it there), or none. The merchant may use any.
#[derive(Debug, Clone, Copy, Default)]
pub struct InfluencerCodes<'a> {
    /// The influencer's own code.
    pub own: Option<&'a str>,
    /// The code the link has now (an edit), which stays allowed.
    pub kept: Option<&'a str>,
}

impl InfluencerCodes<'_> {
    /// Whether `code` (as typed or as the store spells it) is one of these, ignoring case as
    /// the store does.
    pub fn allows(&self, code: &str) -> bool {
        [self.own, self.kept].into_iter().flatten().any(|c| c.eq_ignore_ascii_case(code.trim()))
    }
}

/// The field error of a code the store has but does not accept now.
pub fn inactive(code: &str) -> String {
    format!("{code} is not active in your store. Pick an active code or create a new one.")
}

/// What the store said of a promocode.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub enum StoreVerdict {
    /// Not asked: no code, or one the format rules refuse anyway.
    #[default]
    NotAsked,
    /// The store accepts it; spelled as the store spells it.
    Known(String),
    /// The store does not accept it, with the field error to show.
    Refused(String),
}

impl StoreVerdict {
    /// `code` as it is saved: the store's spelling, or a `promocode` error in `errors` (unless
    /// the format check already put one there).
    pub fn apply(&self, code: Option<String>, errors: &mut BTreeMap<String, String>) -> Option<String> {
        match self {
            StoreVerdict::Known(spelled) if code.is_some() => Some(spelled.clone()),
            StoreVerdict::Refused(message) => {
                errors.entry("promocode".into()).or_insert_with(|| message.clone());
                code
            }
            _ => code,
        }
    }
}

/// What is wrong with a promocode's form, if anything: at most [`PROMOCODE_MAX`] characters of
/// letters, digits, `-`, `_` and `.` (what Shopify codes use in practice; no spaces).
pub fn promocode_problem(code: &str) -> Option<String> {
    if code.chars().count() > PROMOCODE_MAX {
        Some(format!("The promocode can have at most {PROMOCODE_MAX} characters"))
    } else if !code.chars().all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.')) {
        Some("The promocode may use letters, digits, - _ and . only".into())
    } else {
        None
    }
}

/// Asks the business's store about a save's promocode, unless there is none or its form is
/// refused anyway.
pub async fn ask(state: &AppState, business_id: &str, promocode: Option<&PromocodeIn>) -> StoreVerdict {
    ask_code(state, business_id, promocode.and_then(PromocodeIn::code).as_deref()).await
}

/// [`ask`] for a code as typed (trimmed; empty is none). The influencer form uses it too: an
/// influencer's promocode is a store code like a link's.
pub async fn ask_code(state: &AppState, business_id: &str, code: Option<&str>) -> StoreVerdict {
    let code = code.map(str::trim).filter(|c| !c.is_empty() && promocode_problem(c).is_none());
    let Some(code) = code else { return StoreVerdict::NotAsked };
    match discounts::find(state, business_id, &code).await {
        Ok(Some(found)) if found.active => StoreVerdict::Known(found.code),
        Ok(Some(found)) => StoreVerdict::Refused(inactive(&found.code)),
        Ok(None) => StoreVerdict::Refused(missing(&code)),
        Err(DiscountsError::NotConnected) => StoreVerdict::Refused(NOT_CONNECTED.into()),
        Err(e) => {
            tracing::warn!(business = %business_id, error = %e, "could not check a promocode with the store");
            StoreVerdict::Refused(UNREACHABLE.into())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_verdict_respells_or_reports_without_hiding_a_format_error() {
        let mut errors = BTreeMap::new();
        let known = StoreVerdict::Known("WELCOME10".into());
        assert_eq!(known.apply(Some("welcome10".into()), &mut errors), Some("WELCOME10".into()));
        assert_eq!(known.apply(None, &mut errors), None);
        assert!(errors.is_empty());

        let refused = StoreVerdict::Refused(missing("SUMMER10"));
        assert_eq!(refused.apply(Some("SUMMER10".into()), &mut errors), Some("SUMMER10".into()));
        assert_eq!(
            errors["promocode"],
            "Your store has no code SUMMER10. Create it here or pick one of your store's codes."
        );

        let mut format_error = BTreeMap::from([("promocode".to_owned(), "too long".to_owned())]);
        refused.apply(Some("x".into()), &mut format_error);
        assert_eq!(format_error["promocode"], "too long");
        assert_eq!(StoreVerdict::NotAsked.apply(Some("A".into()), &mut errors), Some("A".into()));
    }
}
