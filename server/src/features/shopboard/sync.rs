//! Importing a connected account's posts (docs/shopboard.md#syncing). A sync marks the
//! connection as syncing (`posts_count` -1, what the dashboard shows as "Syncing"), reads every
//! page of posts, stores them and sets the count; a failure keeps the posts already held and is
//! recorded on the connection. Each sync is a job of the queue keyed by the business and the
//! network: one runs at a time on one instance, asking while one runs books one more pass, and
//! a sync cut short by a restart or a dead instance is taken over.

use actix_web::web;

use super::network::Network;
use super::{media, oauth, posts_api, providers, store};
use crate::error::{AppError, AppResult};
use crate::features::jobs::{self, Job, Kind};
use crate::features::vision::{self, pass::Wanted};
use crate::state::AppState;

/// One sync of a business's network. Asks that come within half a second become one; a
/// failed sync records itself on the connection and is not tried again by the queue.
pub const SYNC: Kind = Kind {
    name: "shopboard.sync",
    attempts: 3,
    settle: std::time::Duration::from_millis(500),
    run: |state, job| Box::pin(sync_job(state, job)),
};

/// The queue's key for a business's syncs of `network`.
fn key(business_id: &str, network: Network) -> String {
    format!("shopboard.sync:{business_id}/{}", network.as_str())
}

/// Starts a sync in the background (after marking the connection as syncing, so the next
/// status read already says so). `false` when the network is not connected.
pub async fn start(state: web::Data<AppState>, business_id: String, network: Network) -> AppResult<bool> {
    let id = business_id.clone();
    if !state.db.run(move |conn| store::mark_syncing(conn, &id, network)).await? {
        return Ok(false);
    }
    request(&state, &business_id, network).await?;
    Ok(true)
}

async fn request(state: &web::Data<AppState>, business_id: &str, network: Network) -> AppResult<()> {
    let payload = serde_json::json!({"business_id": business_id, "network": network.as_str()});
    jobs::submit(state, SYNC.job(payload).keyed(key(business_id, network))).await?;
    Ok(())
}

async fn sync_job(state: web::Data<AppState>, job: Job) -> anyhow::Result<()> {
    let business_id = job.text("business_id")?;
    let network = job.text("network")?;
    let network = Network::parse(&network).map_err(|_| anyhow::anyhow!("unknown network {network}"))?;
    let outcome = run(&state, &business_id, network).await;
    match &outcome {
        // Posts whose pictures were just kept get their AI tags.
        Ok(kept) if !kept.is_empty() => {
            vision::pass::request(&state, &business_id, Wanted::posts(kept.clone())).await?
        }
        Ok(_) => {}
        Err(e) => {
            tracing::error!(business.id = %business_id, network = network.as_str(), error = %e, "social sync failed")
        }
    }
    let id = business_id.clone();
    let recorded = outcome.map(|_| ()).map_err(|e| e.to_string());
    state.db.run(move |conn| store::finish_sync(conn, &id, network, recorded)).await?;
    Ok(())
}

/// One pass; the posts whose pictures it kept.
async fn run(state: &AppState, business_id: &str, network: Network) -> AppResult<Vec<String>> {
    let provider = providers::require(state, network)?;
    let id = business_id.to_owned();
    let Some(row) = state.db.run(move |conn| store::connection(conn, &id, network)).await? else {
        // Disconnected meanwhile: nothing to do.
        return Ok(Vec::new());
    };
    let token = oauth::access_token(state, &provider, &row).await?;
    let posts = posts_api::all_posts(&state.http, &provider, &token)
        .await
        .map_err(|e| AppError::Internal(anyhow::anyhow!(e)))?;
    let id = business_id.to_owned();
    let replaced = state.db.run(move |conn| store::replace_posts(conn, &id, network, &posts)).await?;
    crate::features::links::changed(state);
    media::forget(state, business_id, &replaced.gone).await;
    // One picture at a time: the decode slots are shared with uploads, and a sync is not urgent.
    let mut kept = Vec::new();
    for (post_id, source) in replaced.to_keep {
        match media::keep(state, business_id, &post_id, &source).await {
            Ok(kept_url) => {
                let id = business_id.to_owned();
                let post = post_id.clone();
                // Shown on the feed within the public side's second of caching.
                state.db.run(move |conn| store::set_image(conn, &id, &post, &kept_url)).await?;
                kept.push(post_id);
            }
            Err(e) => {
                tracing::warn!(business.id = %business_id, post.id = %post_id, error = %e, "a post picture was not kept")
            }
        }
    }
    Ok(kept)
}

/// Asks again for the syncs a stopped process left marked as syncing and that no job will
/// finish (the queue resumes its own jobs; this covers syncs that started before it existed).
pub async fn resume_unfinished(state: web::Data<AppState>) -> AppResult<()> {
    let pending = state.db.run(store::syncing).await?;
    for (business_id, network) in pending {
        let Ok(network) = Network::parse(&network) else { continue };
        let job_key = key(&business_id, network);
        if !state.db.run(move |conn| jobs::is_active(conn, &job_key)).await? {
            request(&state, &business_id, network).await?;
        }
    }
    Ok(())
}
