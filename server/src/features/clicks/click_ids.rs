//! What order attribution asks of a click id: the view that carried it out to the store, and so
//! the link that served and the link in the URL. Attribution reads it here rather than the
//! events table, so how events are stored (and partitioned) stays in this feature.

use diesel::prelude::*;

use crate::db::schema::link_events;
use crate::db::DbConnection;
use crate::error::AppResult;

/// The links of the visit a click id names.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClickedLinks {
    /// The link that served (the experience, for a multilink).
    pub link_id: String,
    /// The link in the URL (the multilink, for an experience).
    pub root_link_id: String,
}

/// The links of the first stored event of `business_id` carrying `click_id` (`None` while no
/// such event is stored: the importer may not have reached it yet).
pub fn links_of_click(conn: &mut DbConnection, business_id: &str, click_id: &str) -> AppResult<Option<ClickedLinks>> {
    Ok(link_events::table
        .filter(link_events::click_id.eq(click_id))
        .filter(link_events::business_id.eq(business_id))
        .order(link_events::created_at.asc())
        .select((link_events::link_id, link_events::root_link_id))
        .first::<(String, String)>(conn)
        .optional()?
        .map(|(link_id, root_link_id)| ClickedLinks { link_id, root_link_id }))
}
