//! The URL a short sends a shopper to: its target with the tracking tags and the click id
//! appended to the query (keeping what the target already has).

use url::Url;

use crate::features::clicks::CLICK_KEY;
use crate::features::links::model::LinkRow;

/// `target` plus the tags (the served link's, else the root's: a multilink keeps its tags on the
/// multilink) and the click id.
pub fn with_tags(target: &Url, served: &LinkRow, root: &LinkRow, click_id: &str) -> Url {
    let mut url = target.clone();
    let has_own = served.utm_pairs().iter().any(|(_, v)| v.is_some_and(|v| !v.is_empty()));
    let tags = if has_own { served.utm_pairs() } else { root.utm_pairs() };
    {
        let mut query = url.query_pairs_mut();
        for (key, value) in tags {
            if let Some(value) = value.filter(|v| !v.is_empty()) {
                query.append_pair(key, value);
            }
        }
        query.append_pair(CLICK_KEY, click_id);
    }
    url
}
