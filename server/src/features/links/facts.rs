//! What the counting features ask of links: the facts a click or an order is filed under (the
//! link's business, kind, multilink and influencer), many links at once for the click
//! importer's batches, and the live link whose promocode an order used. They read them here
//! rather than the links table, so what a link is stays in this feature.

use std::collections::HashMap;

use diesel::prelude::*;

use super::kind::LinkKind;
use crate::db::schema::links;
use crate::db::DbConnection;
use crate::error::AppResult;

/// Ids per `IN` list (below SQLite's bound-variable limit).
const ID_CHUNK: usize = 5_000;

/// A link as clicks and orders are filed under it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LinkFacts {
    /// The owning business.
    pub business_id: String,
    /// Its kind (`None` for a spelling this build does not know).
    pub kind: Option<LinkKind>,
    /// Its multilink, for an experience.
    pub parent_id: Option<String>,
    /// The influencer it belongs to.
    pub influencer_id: Option<String>,
}

/// The facts of each of `ids` that exists, whatever its business and state (a closed link's
/// clicks and orders still count): one query per 5,000 ids.
pub fn facts_of(conn: &mut DbConnection, ids: &[&str]) -> AppResult<HashMap<String, LinkFacts>> {
    let mut out = HashMap::with_capacity(ids.len());
    for chunk in ids.chunks(ID_CHUNK) {
        let rows: Vec<(String, String, String, Option<String>, Option<String>)> = links::table
            .filter(links::id.eq_any(chunk))
            .select((links::id, links::business_id, links::kind, links::parent_id, links::influencer_id))
            .load(conn)?;
        out.extend(rows.into_iter().map(|(id, business_id, kind, parent_id, influencer_id)| {
            (id, LinkFacts { business_id, kind: LinkKind::parse(&kind), parent_id, influencer_id })
        }));
    }
    Ok(out)
}

/// A live link found by its promocode.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CodedLink {
    /// The link.
    pub id: String,
    /// Its multilink, for an experience.
    pub parent_id: Option<String>,
    /// Its own influencer (an experience of no one's leaves it to the caller to ask the
    /// multilink's).
    pub influencer_id: Option<String>,
}

/// A live link with a promocode: id, multilink, influencer, code.
type Candidate = (String, Option<String>, Option<String>, String);

/// The live (open, store connected) link of `business_id` whose promocode is one of `codes`
/// (trimmed and lower-cased: codes are compared ignoring case, in Rust so the folding is the
/// same on both backends); the most recently created wins.
pub fn live_link_of_code(conn: &mut DbConnection, business_id: &str, codes: &[String]) -> AppResult<Option<CodedLink>> {
    if codes.is_empty() {
        return Ok(None);
    }
    // Promocodes are short and a business has few live links with one.
    let candidates: Vec<Candidate> = links::table
        .filter(links::business_id.eq(business_id))
        .filter(links::closed_at.is_null())
        .filter(links::store_disconnected_at.is_null())
        .filter(links::promocode.is_not_null())
        .order((links::created_at.desc(), links::id.desc()))
        .select((links::id, links::parent_id, links::influencer_id, links::promocode.assume_not_null()))
        .load(conn)?;
    Ok(candidates
        .into_iter()
        .find(|(_, _, _, code)| codes.contains(&code.trim().to_lowercase()))
        .map(|(id, parent_id, influencer_id, _)| CodedLink { id, parent_id, influencer_id }))
}
