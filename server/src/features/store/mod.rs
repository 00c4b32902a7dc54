//! The store platform: the Shopify adapter (OAuth install, the paced Admin API client, webhooks
//! and their subscriptions, billing) and, in local runs, the mount of the built-in sandbox store
//! (the `shop-sandbox` crate) that speaks the same protocol.

pub mod connect;
mod crypto;
pub mod discounts;
pub mod events;
mod install;
pub mod installation;
mod profile;
mod sandbox;
pub mod shopify;
mod subscriptions;
mod webhooks;

pub use crypto::SecretBox;
pub use profile::refresh_logged;
pub use sandbox::{migrate as migrate_sandbox, Mount as SandboxMount};
pub use subscriptions::TOPICS as WEBHOOK_TOPICS;

use actix_web::web;

/// Registers what the store adapter owns: the sealing of access tokens at rest, the Admin API
/// pacer, and its jobs (webhook subscriptions, a connect's follow-up).
pub fn register(handles: &mut crate::state::Handles, settings: &crate::config::Settings) {
    handles.insert(crypto::SecretBox::new(&settings.shopify.secret_key));
    handles.insert(shopify::pacing::Pacer::default());
    crate::features::jobs::register(handles, subscriptions::SUBSCRIBE);
    crate::features::jobs::register(handles, connect::ATTACHED);
}

/// Mounts the app URL and OAuth callback (outside `/api`).
pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.route("/shopify/install", web::get().to(install::install))
        .route("/shopify/callback", web::get().to(install::callback));
}

/// Mounts the store calls inside `/api`.
pub fn api_routes(cfg: &mut web::ServiceConfig) {
    cfg.route("/admin/v1/store/auth/connect", web::post().to(connect::connect))
        .route("/admin/v1/store/auth/verify", web::post().to(connect::verify))
        .route("/admin/v1/store/auth/disconnect", web::post().to(connect::disconnect))
        .configure(webhooks::routes);
}

/// Schedules the store's upkeep: expired install states go every hour.
pub fn schedule(handles: &mut crate::state::Handles) {
    crate::features::jobs::schedule(handles, shopify::oauth::SWEEP);
    crate::features::jobs::schedule(handles, webhooks::process::RETRIES);
}

/// This feature's endpoints and request shapes in the OpenAPI document (`crate::openapi` merges
/// every feature's).
#[derive(utoipa::OpenApi)]
#[openapi(
    paths(connect::connect, connect::verify, connect::disconnect, webhooks::receive::receive,),
    components(schemas(connect::ConnectBody,))
)]
pub struct Api;
