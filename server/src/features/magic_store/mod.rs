//! The magic store (docs/magic-store.md): from a photo or a video of the merchant's products to
//! a look with those products in it. The file goes straight into the file store through an
//! upload address, a job of the queue makes it smaller ([`compress`]: pictures in-process,
//! videos through ffmpeg, [`video`]), and the catalog's visual index says which products it
//! shows (`vision::find_products`); the dashboard then opens the create-link dialog with them.

mod api;
mod compress;
mod rows;
mod rules;
mod video;

pub use api::{NOT_READY, STILL_INDEXING, TURN_ON, UPGRADE};
pub use rules::{FILE_TOO_LARGE, IMAGE_TOO_LARGE, NOT_MEDIA};

use actix_web::web;

use crate::features::jobs::{self, Periodic};
use crate::state::{AppState, Handles};

/// Registers the compression job, the video slot and the upkeep.
pub fn register(handles: &mut Handles) {
    jobs::register(handles, compress::COMPRESS);
    handles.insert(video::Videos::default());
    jobs::schedule(handles, PURGE);
}

/// The rows of a week ago go (their jobs are purged after a week too; their files went with the
/// uploads sweep a day after upload unless a look uses them), with any working folder a crash
/// left on this instance.
const PURGE: Periodic = Periodic {
    name: "magic_store.purge",
    what: "old magic store media forgotten",
    every: jobs::HOURLY,
    run: |state| Box::pin(async move { purge(&state).await }),
};

async fn purge(state: &web::Data<AppState>) -> crate::error::AppResult<usize> {
    let week_ago = crate::clock::now() - chrono::Duration::days(7);
    let purged = state.db.run(move |conn| rows::purge(conn, week_ago)).await?;
    let day_ago = std::time::SystemTime::now() - std::time::Duration::from_secs(24 * 3600);
    if let Ok(mut dirs) = tokio::fs::read_dir(state.settings.data_dir.join("tmp")).await {
        while let Ok(Some(dir)) = dirs.next_entry().await {
            let old = dir.metadata().await.and_then(|m| m.modified()).is_ok_and(|at| at < day_ago);
            if old && dir.file_name().to_string_lossy().starts_with("magic-") {
                let _ = tokio::fs::remove_dir_all(dir.path()).await;
            }
        }
    }
    Ok(purged)
}

/// The calls, under `/api`.
pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.route("/admin/v1/media/presigned-url", web::post().to(api::presign))
        .route("/admin/v1/media/trigger-compression", web::post().to(api::trigger))
        .route("/admin/v1/media/check-compression-status", web::post().to(api::status))
        .route("/admin/v1/media/cancel", web::post().to(api::cancel))
        .route("/admin/v1/products/media/search/url", web::post().to(api::search));
}

/// This feature's endpoints in the OpenAPI document.
#[derive(utoipa::OpenApi)]
#[openapi(paths(api::presign, api::trigger, api::status, api::cancel, api::search))]
pub struct Api;
