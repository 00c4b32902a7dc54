//! One background pass per business at a time (the shared [`Passes`] claim), asked for by what
//! can change tags: a catalog sync or product webhook (new images to describe, so every post is
//! looked at again), newly kept post pictures (those posts), and a settings or preferences
//! change (every post). What was asked for while a pass ran is merged and done by the next one.
//! What is asked is kept in memory: after a restart, the next sync or change asks again, and
//! undescribed images wait in the database meanwhile.

use std::collections::{HashMap, HashSet};
use std::sync::{LazyLock, Mutex};

use actix_web::web;

use super::{images, index, tagging};
use crate::error::AppResult;
use crate::features::jobs::Passes;
use crate::state::AppState;

/// What a pass should look at again.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct Wanted {
    /// Every post (the index or the settings changed).
    pub all_posts: bool,
    /// These posts (their pictures were just kept).
    pub posts: HashSet<String>,
}

impl Wanted {
    /// Every post of the business.
    pub fn everything() -> Wanted {
        Wanted { all_posts: true, posts: HashSet::new() }
    }

    /// The posts `ids`.
    pub fn posts(ids: impl IntoIterator<Item = String>) -> Wanted {
        Wanted { all_posts: false, posts: ids.into_iter().collect() }
    }

    fn merge(&mut self, other: Wanted) {
        self.all_posts |= other.all_posts;
        self.posts.extend(other.posts);
    }
}

static RUNNING: LazyLock<Passes> = LazyLock::new(Passes::default);
static WANTED: LazyLock<Mutex<HashMap<String, Wanted>>> = LazyLock::new(Default::default);

fn wanted() -> std::sync::MutexGuard<'static, HashMap<String, Wanted>> {
    WANTED.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
}

/// Asks for a pass over `business_id` (started now, or after the one running).
pub fn request(state: web::Data<AppState>, business_id: String, what: Wanted) {
    wanted().entry(business_id.clone()).or_default().merge(what);
    let Some(mut claim) = RUNNING.take(business_id.clone()) else { return };
    tokio::spawn(async move {
        loop {
            let what = wanted().remove(&business_id).unwrap_or_default();
            if let Err(e) = run(&state, &business_id, what).await {
                tracing::error!(business.id = %business_id, error = %e, "visual tagging pass failed");
            }
            if !claim.another_pass() {
                break;
            }
        }
    });
}

/// Whether `business_id` has a pass running or asked for (tests wait for it to settle).
pub fn busy(business_id: &str) -> bool {
    RUNNING.is_running(business_id) || wanted().contains_key(business_id)
}

/// One pass: forget images of removed products, describe new ones (only while AI tagging is
/// on), then tag the posts asked for, or every post when the index changed.
pub async fn run(state: &AppState, business_id: &str, mut what: Wanted) -> AppResult<()> {
    let id = business_id.to_owned();
    let (enabled, removed) = state
        .db
        .run(move |conn| Ok((tagging::strictness(conn, &id)?.is_some(), images::forget_removed(conn, &id)?)))
        .await?;
    let described = if enabled { index::describe_pending(state, business_id).await? } else { 0 };
    if described + removed > 0 {
        what.all_posts = true;
    }
    if what.all_posts {
        let looked = tagging::tag_posts(state, business_id, None).await?;
        tracing::info!(business.id = %business_id, described, removed, posts = looked, "visual tagging pass");
    } else if !what.posts.is_empty() {
        tagging::tag_posts(state, business_id, Some(what.posts.into_iter().collect())).await?;
    }
    Ok(())
}
