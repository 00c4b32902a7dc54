//! Plans and billing (docs/billing.md): the plan catalogue, paid plans as
//! store-platform app subscriptions with a 30-day trial, and the free plan as cancelling them.
//! The business's plan follows the subscription statuses the platform reports, never the
//! merchant's click alone.

pub mod access;
pub mod cancel;
pub mod catalogue;
pub mod status;
pub mod subscribe;

use actix_web::web;

/// Mounts the platform's return URL (outside `/api`).
pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.route("/shopify/billing/return", web::get().to(subscribe::billing_return));
}

/// Mounts the billing calls inside `/api`.
pub fn api_routes(cfg: &mut web::ServiceConfig) {
    cfg.route("/plans", web::get().to(catalogue::list))
        .route("/admin/v1/store/plan/upgrade/request", web::post().to(subscribe::request_upgrade))
        .route("/admin/v1/store/plan/cancel", web::post().to(cancel::cancel));
}
