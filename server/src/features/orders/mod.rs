//! Orders of the connected store as Shoplinks keeps them: written by the store's order and
//! refund webhooks (`store::webhooks::orders`), redacted or deleted by its compliance webhooks
//! (`store::webhooks::compliance`), and listed for the merchant. Money is integer minor units of
//! the order's currency ([`currency`]); attribution and analytics build on these rows.

pub mod currency;
pub mod list;
pub mod model;

use actix_web::web;

/// Mounts the order calls (inside `/api`).
pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.route("/admin/v1/store/orders", web::get().to(list::orders));
}
