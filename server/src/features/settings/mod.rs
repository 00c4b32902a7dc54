//! Settings (docs/settings.md): the merchant's analytics ids, default tracking tags, shipping and
//! returns page, auto-swap and AI tagging choices, and the business logo; the dashboard's log
//! upload. Every stored value is read by the public side (`public::resolve`, `public::data`,
//! `public::page`) or by auto-swap ([`autoswap`]).

mod api;
mod autoswap;
pub mod events;
mod logo;
mod logs;
mod model;
mod store;
mod swaps;
pub use model::Sensitivity;
pub use store::{load, set_sensitivity};

use actix_web::web;
use futures_util::future::FutureExt;

use crate::events::Subscribe;
use crate::features::catalog::events::{CatalogChange, CatalogChanged};
use crate::features::store::events::StoreDisconnected;
use crate::state::Handles;

/// A store disconnect resets the settings (keeping the logo), with the disconnect; a product
/// the store reports changed may have sold out on live looks, which auto-swap replaces
/// (docs/settings.md#auto-swap; a full sync does not run it).
pub fn subscribe(handles: &mut Handles) {
    handles.on_write::<StoreDisconnected>(|conn, event| store::clear(conn, &event.business_id));
    // The settings and the logo may name uploaded files, which the uploads sweep keeps.
    handles.get_or_default_mut::<crate::features::media::FileReferences>().add(store::stored_texts);
    handles.on_commit::<CatalogChanged>(|state, event| {
        async move {
            if event.change != CatalogChange::ProductWritten {
                return Ok(());
            }
            let business_id = event.business_id.clone();
            let swapped = state.db.run(move |conn| autoswap::run(conn, &business_id)).await?;
            if swapped > 0 {
                tracing::info!(business.id = %event.business_id, swapped, "out-of-stock products swapped on looks");
            }
            Ok(())
        }
        .boxed()
    });
}

/// Routes under `/api`.
pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.route("/business/{businessId}", web::put().to(api::put_business))
        .route("/business/{businessId}/settings", web::get().to(api::get))
        .route("/business/{businessId}/settings", web::put().to(api::put))
        .route("/business/{businessId}/swaps", web::get().to(api::list_swaps))
        .route("/logs/commit", web::post().to(logs::commit));
}

/// Schedules the settings' upkeep: client log lines older than two weeks go every hour.
pub fn schedule(handles: &mut Handles) {
    crate::features::jobs::schedule(handles, logs::SWEEP);
}

/// This feature's endpoints and request shapes in the OpenAPI document (`crate::openapi` merges
/// every feature's).
#[derive(utoipa::OpenApi)]
#[openapi(
    paths(logs::commit, api::get, api::put, api::put_business, api::list_swaps,),
    components(schemas(logs::LogBatch, logs::LogLine, api::SettingsBody, api::BusinessBody, api::AppearanceBody,))
)]
pub struct Api;
