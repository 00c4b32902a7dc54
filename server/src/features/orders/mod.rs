//! Orders of the connected store as Shoplinks keeps them: written by the store's order and
//! refund webhooks (verified and parsed by `store::webhooks`, written by [`ingest`] and
//! attributed to a link by [`attribution`]), redacted or deleted by its compliance webhooks
//! (`store::webhooks::compliance`), and listed for the merchant. Money is integer minor units of
//! the order's currency (`crate::money`); analytics reads these rows.

pub mod attribution;
pub mod ingest;
pub mod list;
pub mod model;
pub mod payload;

use actix_web::web;

/// Mounts the order calls (inside `/api`).
pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.route("/admin/v1/store/orders", web::get().to(list::orders));
}
