//! The connected store's catalog: a full sync from the Admin API into local tables (run in the
//! background after a store connects, and on demand), and the product and collection search
//! calls of spec 2 §7 that the pickers use.

pub mod money;
pub mod search;
pub mod sync;
pub mod upsert;

use actix_web::web;

/// Mounts the catalog calls (inside `/api`).
pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.route("/admin/v1/products/search", web::get().to(search::products))
        .route("/admin/v1/collections/search", web::get().to(search::collections))
        .route("/admin/v1/products/sync", web::post().to(sync::force_sync))
        .route("/admin/v1/store/sync/status", web::get().to(sync::status));
}
