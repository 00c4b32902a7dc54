//! AI tags on posts: each post's kept picture ranked against the business's visual index, and
//! the products it shows above the sensitivity's bar stored as its AI tags (at most as many as a
//! merchant may tag). Excluded products (and those of excluded collections) and products
//! shoppers cannot buy (drafts, archived) are never tagged; promoted ones get the small boost
//! `product-vision` documents. With AI tagging off (or on a free plan) posts carry no AI tags.

use std::sync::Arc;

use super::index;
use super::posts::PostSource;
use crate::db::DbConnection;
use crate::error::AppResult;
use crate::features::accounts::user::SubscriptionPlan;
use crate::features::catalog::{self, preferences};
use crate::features::media::{Files, ImageDecoding};
use crate::features::settings::Sensitivity;
use crate::state::AppState;

/// How strictly `business_id`'s posts are tagged; `None` when AI tagging is off for it (turned
/// off, or a free plan, which may keep a value set while it was paid).
pub fn strictness(conn: &mut DbConnection, business_id: &str) -> AppResult<Option<product_vision::Strictness>> {
    let plan = crate::features::accounts::plan_of(conn, business_id)?;
    if plan.is_none_or(|p| p == SubscriptionPlan::Free) {
        return Ok(None);
    }
    let sensitivity = crate::features::settings::load(conn, business_id)?.settings.product_search_sensitivity;
    Ok(match sensitivity {
        Sensitivity::Off => None,
        Sensitivity::High => Some(product_vision::Strictness::High),
        Sensitivity::Medium => Some(product_vision::Strictness::Medium),
        Sensitivity::Low => Some(product_vision::Strictness::Low),
    })
}

/// What tagging a business's posts needs from the database, read at once.
struct Inputs {
    strictness: Option<product_vision::Strictness>,
    index: product_vision::Index,
    promoted: Vec<String>,
    excluded: Vec<String>,
    posts: Vec<(String, String)>,
}

fn inputs(
    conn: &mut DbConnection,
    source: &PostSource,
    business_id: &str,
    only: Option<&[String]>,
) -> AppResult<Inputs> {
    let strictness = strictness(conn, business_id)?;
    let posts = source.pictures(conn, business_id, only)?;
    if strictness.is_none() {
        return Ok(Inputs {
            strictness,
            index: product_vision::Index::new(),
            promoted: vec![],
            excluded: vec![],
            posts,
        });
    }
    let Choice { promoted, excluded } = choice(conn, business_id)?;
    Ok(Inputs { strictness, index: index::load(conn, business_id)?, promoted, excluded, posts })
}

/// The merchant's say in what is found: promoted products, and the products never to answer.
pub(super) struct Choice {
    /// The merchant's promoted products (and those of promoted collections).
    pub promoted: Vec<String>,
    /// Excluded products (and those of excluded collections), and every product shoppers cannot
    /// buy (drafts, archived).
    pub excluded: Vec<String>,
}

/// What `business_id`'s preferences and catalog say about which products may be found.
pub(super) fn choice(conn: &mut DbConnection, business_id: &str) -> AppResult<Choice> {
    let lists = preferences::product_lists(conn, business_id)?;
    let mut excluded = lists.excluded;
    excluded.extend(
        catalog::product_states(conn, business_id)?.into_iter().filter(|(_, active)| !active).map(|(id, _)| id),
    );
    Ok(Choice { promoted: lists.promoted, excluded })
}

/// Tags `business_id`'s posts (all, or those among `only`) from their pictures; how many posts
/// were looked at. A picture that cannot be read leaves that post's AI tags empty.
pub async fn tag_posts(state: &AppState, business_id: &str, only: Option<Vec<String>>) -> AppResult<usize> {
    let (id, source) = (business_id.to_owned(), state.handle::<PostSource>().clone());
    let Inputs { strictness, index, promoted, excluded, posts } =
        state.db.run(move |conn| inputs(conn, &source, &id, only.as_deref())).await?;
    let tags_max = state.handle::<PostSource>().tags_max();
    let index = Arc::new(index);
    let mut feed_changed = false;
    for (post_id, url) in &posts {
        let found = match strictness {
            Some(strictness) if !index.is_empty() => match rank(state, business_id, url, index.clone()).await {
                Ok(ranked) => product_vision::tag(&ranked, strictness, tags_max, &promoted, &excluded),
                Err(e) => {
                    tracing::warn!(business.id = %business_id, post.id = %post_id, error = %e, "a post was not tagged");
                    Vec::new()
                }
            },
            _ => Vec::new(),
        };
        let (business, post_id, source) =
            (business_id.to_owned(), post_id.clone(), state.handle::<PostSource>().clone());
        let stored = state.db.run(move |conn| {
            let ids: Vec<&str> = found.iter().map(|m| m.product_id.as_str()).collect();
            source.set_ai_tags(conn, &business, &post_id, &ids)
        });
        if stored.await? {
            feed_changed = true;
        }
    }
    if feed_changed {
        crate::features::links::changed(state);
    }
    Ok(posts.len())
}

/// The catalog ranked against the post picture at `url` (our copy).
async fn rank(
    state: &AppState,
    business_id: &str,
    url: &str,
    index: Arc<product_vision::Index>,
) -> Result<Vec<product_vision::Match>, String> {
    let name =
        state.handle::<PostSource>().picture_name(state, business_id, url).ok_or("not one of our post pictures")?;
    let bytes = state.handle::<Files>().read(business_id, &name).await.map_err(|e| e.to_string())?.to_vec();
    state
        .handle::<ImageDecoding>()
        .examine(bytes, move |picture| product_vision::rank(&index, &picture))
        .await
        .map_err(|e| e.to_string())
}
