//! Settings (docs/settings.md): the merchant's analytics ids, default tracking tags, shipping and
//! returns page, auto-swap and AI tagging choices, and the business logo; the dashboard's log
//! upload. Every stored value is read by the public side (`public::resolve`, `public::data`,
//! `public::page`) or by auto-swap ([`autoswap`]).

pub mod api;
pub mod autoswap;
pub mod logo;
pub mod logs;
pub mod model;
pub mod store;
pub mod swaps;

use actix_web::web;

/// Routes under `/api`.
pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.route("/business/{businessId}", web::put().to(api::put_business))
        .route("/business/{businessId}/settings", web::get().to(api::get))
        .route("/business/{businessId}/settings", web::put().to(api::put))
        .route("/business/{businessId}/swaps", web::get().to(api::list_swaps))
        .route("/logs/commit", web::post().to(logs::commit));
}
