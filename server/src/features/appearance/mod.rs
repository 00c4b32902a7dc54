//! Appearance (docs/appearance.md): the theme of a business's public link pages. So far the
//! theme's storage and API, which the instant store page renders with; the Appearance page that
//! edits it comes with its own screens.

pub mod api;
pub mod store;
pub mod theme;

use actix_web::web;

/// Routes under `/api`.
pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.route("/business/{businessId}/theme", web::get().to(api::get))
        .route("/business/{businessId}/theme", web::put().to(api::put));
}
