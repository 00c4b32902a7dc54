//! Link analytics (docs/analytics.md):
//! the figures the previews, strips and lists show, read from the click importer's rollups
//! (`link_daily_stats`, `link_product_stats`) and the orders `orders::attribution` credited to
//! links. This feature only reads, and no feature imports it: it hands the link lists their
//! lifetime figures through `links::figures` at startup. Every read is scoped by the caller's
//! business and, for an influencer, by their own links and their own attributed orders; figures
//! an influencer has no permission for are answered as `null` (`accounts::viewer`).

mod business;
pub mod dates;
mod figures;
mod link;
mod orders;
mod overview;
mod post;
mod products;
mod recent_orders;
mod scope;
mod shopboard;
mod summaries;
mod trends;
pub use figures::load_events;
pub use figures::Totals;

pub use summaries::{link_summaries, LinkSummary};

use actix_web::web;

/// Registers what analytics supplies to other features: the lifetime figures of link lists.
pub fn register(handles: &mut crate::state::Handles) {
    let figures: crate::features::links::FigureSource = std::sync::Arc::new(summaries::Lifetime);
    handles.insert(figures);
}

/// Routes under `/api`. Mount them before the links routes: `/admin/v1/links/analytics` would
/// otherwise be taken for a link id by `GET /admin/v1/links/{id}`.
pub fn routes(cfg: &mut web::ServiceConfig) {
    trends::routes(cfg);
    cfg.route("/admin/v1/insights/overview", web::get().to(overview::overview))
        .route("/admin/v1/shopboard/analytics", web::get().to(shopboard::analytics))
        .route("/admin/v1/shopboard/{social}/{postId}/analytics", web::get().to(post::analytics))
        .route("/admin/v1/shopboard/{social}/{postId}/products", web::get().to(post::products))
        .route("/admin/v1/orders", web::get().to(recent_orders::list))
        .route("/admin/v1/orders/{order_id}/details", web::get().to(recent_orders::details))
        .route("/admin/v1/links/analytics", web::get().to(business::analytics))
        .route("/admin/v1/links/{id}/analytics", web::get().to(link::analytics))
        .route("/admin/v1/links/{id}/products/count", web::get().to(products::count))
        .route("/admin/v1/links/{id}/products", web::get().to(products::list))
        .route("/admin/v1/links/{id}/orders", web::get().to(orders::list))
        .route("/admin/v1/links/{id}/orders/{order_id}/details", web::get().to(orders::details));
}

/// This feature's endpoints and request shapes in the OpenAPI document (`crate::openapi` merges
/// every feature's).
#[derive(utoipa::OpenApi)]
#[openapi(paths(
    business::analytics,
    overview::overview,
    shopboard::analytics,
    post::analytics,
    post::products,
    recent_orders::list,
    recent_orders::details,
    trends::top_performing,
    trends::top_combinations,
    trends::complementary,
    link::analytics,
    products::count,
    products::list,
    orders::list,
    orders::details,
))]
pub struct Api;
