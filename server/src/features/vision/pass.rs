//! One background pass per business at a time, a job of the queue keyed by the business, asked
//! for by what can change tags: a catalog sync or product webhook (new images to describe, so
//! every post is looked at again), newly kept post pictures (those posts), and a settings or
//! preferences change (every post). What is asked while a pass waits is merged into it; asked
//! while one runs, it books one more. Being a job, an asked pass survives a restart.

use std::collections::HashSet;

use actix_web::web;
use serde::{Deserialize, Serialize};

use super::{images, index, tagging};
use crate::error::AppResult;
use crate::features::jobs::{self, Kind};
use crate::state::AppState;

/// What a pass should look at again.
#[derive(Debug, Default, Clone, PartialEq, Eq, Serialize, Deserialize)]
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

/// The pass of one business; a failed pass is tried again (it only reads and writes this
/// database and the local index).
pub const PASS: Kind = Kind {
    name: "vision.pass",
    attempts: 3,
    settle: std::time::Duration::ZERO,
    run: |state, job| {
        Box::pin(async move {
            let business_id = job.text("business_id")?;
            let what: Wanted = serde_json::from_value(job.payload["wanted"].clone()).unwrap_or_default();
            run(&state, &business_id, what).await.map_err(|e| anyhow::anyhow!("visual tagging pass: {e}"))
        })
    },
};

/// The queue's key for `business_id`'s passes.
fn key(business_id: &str) -> String {
    format!("vision.pass:{business_id}")
}

/// Asks for a pass over `business_id` (started now, or after the one running).
pub async fn request(state: &web::Data<AppState>, business_id: &str, what: Wanted) -> AppResult<()> {
    let payload = serde_json::json!({"business_id": business_id, "wanted": what});
    let job = PASS.job(payload).keyed(key(business_id));
    state
        .db
        .run(move |conn| {
            crate::db::write_transaction(conn, |conn| {
                jobs::push_merging(conn, &job, |mut waiting, new| {
                    let mut wanted: Wanted = serde_json::from_value(waiting["wanted"].take()).unwrap_or_default();
                    wanted.merge(serde_json::from_value(new["wanted"].clone()).unwrap_or_default());
                    waiting["wanted"] = serde_json::to_value(wanted).unwrap_or_default();
                    waiting
                })
            })
        })
        .await?;
    jobs::wake(state);
    Ok(())
}

/// Whether `business_id` has a pass running or asked for (tests wait for it to settle).
pub async fn busy(state: &AppState, business_id: &str) -> AppResult<bool> {
    let key = key(business_id);
    state.db.run(move |conn| jobs::is_active(conn, &key)).await
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
