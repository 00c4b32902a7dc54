//! Which rows a link's figures are made of. Events and attributions name the link that served
//! (for a multilink, the experience), so a multilink's figures are those of its experiences
//! (closed ones too: their past sales stay the multilink's) plus any filed under the multilink
//! itself (an order matched by the multilink's own promocode).

use diesel::prelude::*;

use crate::db::schema::links;
use crate::db::DbConnection;
use crate::error::AppResult;
use crate::features::links::{LinkKind, LinkRow};

/// The link ids whose events and orders make up `link`'s figures.
pub fn member_ids(conn: &mut DbConnection, link: &LinkRow) -> AppResult<Vec<String>> {
    let mut ids = vec![link.id.clone()];
    if link.kind == LinkKind::Multilink {
        ids.extend(
            links::table
                .filter(links::business_id.eq(&link.business_id))
                .filter(links::parent_id.eq(&link.id))
                .select(links::id)
                .load::<String>(conn)?,
        );
    }
    Ok(ids)
}

/// The live experiences of a multilink in their order (A, B, …).
pub fn experiences(conn: &mut DbConnection, multilink: &LinkRow) -> AppResult<Vec<LinkRow>> {
    Ok(links::table
        .filter(links::business_id.eq(&multilink.business_id))
        .filter(links::parent_id.eq(&multilink.id))
        .filter(links::closed_at.is_null())
        .order((links::position.asc(), links::created_at.asc()))
        .select(LinkRow::as_select())
        .load(conn)?)
}
