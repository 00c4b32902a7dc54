//! Server-rendered pages: the route table (docs/dashboard.md#routes), their props, and the handler
//! that renders a page to HTML or answers its JSON twin.

pub mod auth_param;
pub mod data;
pub mod props;
pub mod render;
pub mod routes;

use actix_web::web;

/// Every path that is not an API call, an asset or a health probe lands here.
pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.default_service(web::to(render::page));
}
