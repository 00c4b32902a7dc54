//! Which rows a link's figures are made of. Events and attributions name the link that served
//! (for a multilink, the experience), so a multilink's figures are those of its experiences
//! (closed ones too: their past sales stay the multilink's) plus any filed under the multilink
//! itself (an order matched by the multilink's own promocode).

use crate::db::DbConnection;
use crate::error::AppResult;
use crate::features::links::{self, LinkKind, LinkRow};

/// The link ids whose events and orders make up `link`'s figures.
pub fn member_ids(conn: &mut DbConnection, link: &LinkRow) -> AppResult<Vec<String>> {
    let mut ids = vec![link.id.clone()];
    if link.kind == LinkKind::Multilink {
        ids.extend(links::experience_ids(conn, &link.business_id, &link.id)?);
    }
    Ok(ids)
}
