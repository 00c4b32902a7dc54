//! Who may see and change which link (docs/links.md#permissions). Every lookup is scoped by
//! the caller's business, and an influencer's by their own id, so another tenant's (or another
//! influencer's) link answers 404 exactly like one that does not exist. Permission flags are
//! enforced here, not only hidden in the UI.

use diesel::prelude::*;

use super::model::{is_link_id, LinkRow};
use crate::db::schema::links;
use crate::db::DbConnection;
use crate::error::{AppError, AppResult};
use crate::features::accounts::plan::TrialState;
use crate::features::accounts::session::{Session, SessionSubject};

/// The message of a free account whose trial has ended when it tries to create or edit.
pub const TRIAL_ENDED: &str = "Your free trial has ended. Choose a plan to keep creating links.";

/// The influencer id the caller's view is limited to (`None` for the merchant).
pub fn influencer_scope(session: &Session) -> Option<&str> {
    match &session.subject {
        SessionSubject::Admin(_) => None,
        SessionSubject::Influencer { influencer, .. } => Some(influencer.id.as_str()),
    }
}

/// For an influencer, their own promocode (`Some(None)`: they have none); `None` for the merchant.
pub fn influencer_promocode(session: &Session) -> Option<Option<&str>> {
    match &session.subject {
        SessionSubject::Admin(_) => None,
        SessionSubject::Influencer { influencer, .. } => Some(influencer.promocode.as_deref()),
    }
}

/// The link `id` as the caller may see it: same business, not deleted, and for an influencer
/// their own. Experiences of a multilink are found too (their previews open by link id).
pub fn find_visible(conn: &mut DbConnection, session: &Session, id: &str) -> AppResult<LinkRow> {
    let not_found = || AppError::NotFound("No such link".into());
    if !is_link_id(id) {
        return Err(not_found());
    }
    let mut query = links::table
        .filter(links::id.eq(id))
        .filter(links::business_id.eq(&session.business_id))
        .filter(links::closed_at.is_null())
        .into_boxed();
    if let Some(influencer) = influencer_scope(session) {
        query = query.filter(links::influencer_id.eq(influencer));
    }
    query.select(LinkRow::as_select()).first(conn).optional()?.ok_or_else(not_found)
}

/// Refuses creating and editing to free accounts whose trial ended (they get the
/// free-trial dialog instead; docs/links.md#trial-ended) and to those [`require_manager`] refuses.
pub fn require_editor(session: &Session) -> AppResult<()> {
    if session.user.trial_state == TrialState::Ended {
        return Err(AppError::Forbidden(TRIAL_ENDED.into()));
    }
    require_manager(session)
}

/// Refuses changing links (deleting included) to influencers without the create-and-edit
/// permission, or deactivated.
pub fn require_manager(session: &Session) -> AppResult<()> {
    session.require_link_editor()
}
