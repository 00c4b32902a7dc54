//! Importing a connected account's posts (docs/shopboard.md#syncing). A sync marks the
//! connection as syncing (`posts_count` -1, what the dashboard shows as "Syncing"), reads every
//! page of posts, stores them and sets the count; a failure keeps the posts already held and is
//! recorded on the connection. One sync per business and network runs at a time; asking while
//! one runs books one more pass. Syncs a stopped process left unfinished restart at start-up.

use std::sync::LazyLock;

use actix_web::web;

use super::network::Network;
use super::{media, oauth, posts_api, providers, store};
use crate::error::{AppError, AppResult};
use crate::features::jobs::Passes;
use crate::features::vision::{self, pass::Wanted};
use crate::state::AppState;

/// Which business and network have a sync running (one at a time, one more booked).
static RUNNING: LazyLock<Passes> = LazyLock::new(Passes::default);

/// Starts a sync in the background (after marking the connection as syncing, so the next
/// status read already says so). `false` when the network is not connected.
pub async fn start(state: web::Data<AppState>, business_id: String, network: Network) -> AppResult<bool> {
    let id = business_id.clone();
    if !state.db.run(move |conn| store::mark_syncing(conn, &id, network)).await? {
        return Ok(false);
    }
    spawn(state, business_id, network);
    Ok(true)
}

fn spawn(state: web::Data<AppState>, business_id: String, network: Network) {
    let Some(mut claim) = RUNNING.take(format!("{business_id}/{}", network.as_str())) else { return };
    tokio::spawn(async move {
        loop {
            let outcome = run(&state, &business_id, network).await;
            match &outcome {
                // Posts whose pictures were just kept get their AI tags.
                Ok(kept) if !kept.is_empty() => {
                    vision::pass::request(state.clone(), business_id.clone(), Wanted::posts(kept.clone()))
                }
                Ok(_) => {}
                Err(e) => {
                    tracing::error!(business.id = %business_id, network = network.as_str(), error = %e, "social sync failed")
                }
            }
            let id = business_id.clone();
            let recorded = outcome.map(|_| ()).map_err(|e| e.to_string());
            if let Err(e) = state.db.run(move |conn| store::finish_sync(conn, &id, network, recorded)).await {
                tracing::error!(business.id = %business_id, error = %e, "social sync outcome not recorded");
            }
            if !claim.another_pass() {
                break;
            }
        }
    });
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

/// Restarts the syncs a previous process left unfinished.
pub async fn resume_unfinished(state: web::Data<AppState>) -> AppResult<()> {
    let pending = state.db.run(store::syncing).await?;
    for (business_id, network) in pending {
        if let Ok(network) = Network::parse(&network) {
            spawn(state.clone(), business_id, network);
        }
    }
    Ok(())
}
