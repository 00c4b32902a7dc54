//! Influencers of a business (docs/links.md#influencer-assignment). So far the list the
//! link editors' influencer selector reads; creating and managing influencers comes with the
//! influencer management screens.

pub mod list;

use actix_web::web;

/// Routes under `/api`.
pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.route("/admin/v1/influencers", web::get().to(list::list));
}
