//! Server-rendered pages: the route table (docs/dashboard.md#routes), their props, and the handler
//! that renders a page to HTML or answers its JSON twin.

mod auth_param;
mod data;
mod props;
mod render;
mod routes;

pub use props::PageId;
pub use props::PageProps;
pub use render::client_config;
pub use render::page;

use actix_web::web;

/// Every path that is not an API call, an asset or a health probe lands here.
pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.default_service(web::to(render::page));
}
