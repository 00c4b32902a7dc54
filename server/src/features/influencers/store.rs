//! The influencer rows of a business: every query is scoped by the caller's business, so
//! another merchant's influencer answers 404 exactly like one that does not exist.

use super::rules::{promocode_taken, Fields, USERNAME_TAKEN};
use crate::db::DbConnection;
use crate::error::{AppError, AppResult};
use crate::features::accounts;
use crate::features::accounts::model::{Influencer, InfluencerSettings};
use crate::features::accounts::plan::PlanLimits;

/// The message when the plan allows no influencers (a free account whose trial ended).
pub const TRIAL_ENDED: &str = "Your free trial has ended. Choose a plan to add influencers.";

/// The message at the plan's cap (the dialog's "Limit of 3 influencers reached!", docs/influencers.md#plan-cap).
pub fn limit_reached(limit: u32) -> String {
    format!("Limit of {limit} influencers reached!")
}

/// The influencer `username` of `business_id`, or 404.
pub fn find(conn: &mut DbConnection, business_id: &str, username: &str) -> AppResult<Influencer> {
    accounts::influencer_named(conn, business_id, username)?
        .ok_or_else(|| AppError::NotFound("No such influencer".into()))
}

/// Refuses one more active influencer past the plan's cap (403 with the plan's message). The
/// cap counts active influencers: a deactivated one (the page's delete) frees its place.
/// `except` is the influencer being switched back on, who does not count against themself.
pub fn require_room(
    conn: &mut DbConnection,
    business_id: &str,
    limits: &PlanLimits,
    except: Option<&str>,
) -> AppResult<()> {
    let Some(limit) = limits.influencer_limit else { return Ok(()) };
    if limit == 0 {
        return Err(AppError::Forbidden(TRIAL_ENDED.into()));
    }
    if accounts::active_influencers(conn, business_id, except)? >= i64::from(limit) {
        return Err(AppError::Forbidden(limit_reached(limit)));
    }
    Ok(())
}

/// Adds a `promocode` error when another influencer of the business (not `except`) has the
/// same code, ignoring case: an order carrying it must credit one influencer only.
pub fn check_promocode_free(
    conn: &mut DbConnection,
    business_id: &str,
    settings: &InfluencerSettings,
    except: Option<&str>,
    errors: &mut Fields,
) -> AppResult<()> {
    let Some(code) = settings.promocode.as_deref() else { return Ok(()) };
    if accounts::promocodes_of(conn, business_id, except)?.iter().any(|c| c.eq_ignore_ascii_case(code)) {
        errors.entry("promocode".into()).or_insert_with(|| promocode_taken(code));
    }
    Ok(())
}

/// Field errors as a 409 when the only one is a taken username, else as a 422.
pub fn refusal(errors: Fields) -> Option<AppError> {
    if errors.len() == 1 && errors.get("username").map(String::as_str) == Some(USERNAME_TAKEN) {
        return Some(AppError::taken("username", USERNAME_TAKEN));
    }
    AppError::fields(errors)
}
