//! Link analytics (spec 2 §3 "Link analytics (read)", §9 "Derived figures"; ARCHITECTURE §5):
//! which link a store order is attributed to ([`attribution`]), and the figures the previews,
//! strips and lists show, read from the click writer's rollups (`link_daily_stats`,
//! `link_product_stats`) and the attributed orders. Every read is scoped by the caller's
//! business and, for an influencer, by their own links and their own attributed orders; figures
//! an influencer has no permission for are answered as `null` ([`viewer`]).

pub mod attribution;
pub mod business;
pub mod dates;
pub mod figures;
pub mod link;
pub mod orders;
pub mod products;
pub mod scope;
pub mod summaries;
pub mod viewer;

pub use summaries::{link_summaries, LinkSummary};

use actix_web::web;

/// Routes under `/api`. Mount them before the links routes: `/admin/v1/links/analytics` would
/// otherwise be taken for a link id by `GET /admin/v1/links/{id}`.
pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.route("/admin/v1/links/analytics", web::get().to(business::analytics))
        .route("/admin/v1/links/{id}/analytics", web::get().to(link::analytics))
        .route("/admin/v1/links/{id}/products/count", web::get().to(products::count))
        .route("/admin/v1/links/{id}/products", web::get().to(products::list))
        .route("/admin/v1/links/{id}/orders", web::get().to(orders::list))
        .route("/admin/v1/links/{id}/orders/{order_id}/details", web::get().to(orders::details));
}
