//! Links, shorts and multilinks (docs/links.md): the merchant's and influencers' API. The public
//! side (pages and redirects shoppers hit) lives in `public`, figures in `analytics`; both depend
//! on this feature, never the other way: links reports its writes through [`changes`] and shows
//! the figures analytics registers through [`figures`]. Its paths are listed in docs/links-api.md.

pub mod access;
pub mod changes;
pub mod close;
pub mod destination;
pub mod domains;
pub mod figures;
pub mod kind;
pub mod lifecycle;
pub mod list;
pub mod model;
pub mod multi;
pub mod promocodes;
pub mod read;
pub mod save;
pub mod validate;
pub mod wire;

use actix_web::web;

/// Routes under `/api`. Literal paths come before the `{id}` and `{businessId}` patterns they
/// would otherwise match.
pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.route("/admin/v1/promocodes", web::get().to(promocodes::api::list))
        .route("/admin/v1/promocodes/check", web::get().to(promocodes::api::check))
        .route("/admin/v1/promocodes/create", web::post().to(promocodes::api::create))
        .route("/admin/v1/links/create", web::post().to(save::create))
        .route("/admin/v1/links/domains", web::get().to(domains::domains))
        .route("/admin/v1/links/multi/create", web::post().to(multi::save::create))
        .route("/admin/v1/links/multi/{id}/edit", web::post().to(multi::save::edit))
        .route("/admin/v1/links/multi/{id}/close", web::post().to(multi::read::close))
        .route("/admin/v1/links/multi/{id}", web::get().to(multi::read::get))
        .route("/admin/v1/links/multi/{businessId}", web::post().to(multi::read::list))
        .route("/admin/v1/links/{id}/edit", web::post().to(save::edit))
        .route("/admin/v1/links/{id}/close", web::post().to(close::close))
        .route("/admin/v1/links/{businessId}/influencer/{username}", web::post().to(list::by_influencer))
        .route("/admin/v1/links/{id}", web::get().to(read::get))
        .route("/admin/v1/links/{businessId}", web::post().to(list::list));
}

/// This feature's endpoints and request shapes in the OpenAPI document (`crate::openapi` merges
/// every feature's).
#[derive(utoipa::OpenApi)]
#[openapi(
    paths(
        save::create,
        save::edit,
        read::get,
        close::close,
        list::list,
        list::by_influencer,
        domains::domains,
        promocodes::api::list,
        promocodes::api::check,
        promocodes::api::create,
        multi::save::create,
        multi::save::edit,
        multi::read::get,
        multi::read::list,
        multi::read::close,
    ),
    components(schemas(
        promocodes::wire::StoreCode,
        promocodes::wire::StoreCodes,
        promocodes::wire::PromocodeCheck,
        promocodes::wire::NewPromocode,
        promocodes::wire::DiscountKind,
    ))
)]
pub struct Api;
