//! Links, shorts and multilinks (docs/links.md): the merchant's and influencers' API. The public
//! side (pages and redirects shoppers hit) lives in `public`, figures in `analytics`; both depend
//! on this feature, never the other way: links reports its writes through [`changes`] and shows
//! the figures analytics registers through [`figures`]. Its paths are listed in docs/links-api.md.

mod access;
mod changes;
mod close;
pub mod destination;
mod domains;
mod facts;
mod figures;
mod hidden;
pub mod kind;
mod lifecycle;
mod list;
mod model;
mod move_domain;
mod multi;
mod names;
mod placements;
mod promocodes;
mod read;
mod save;
mod served;
pub mod validate;
mod wire;
pub use model::LinkCollection;
pub use model::LinkProduct;

pub use access::find_visible;
pub use changes::changed;
pub use changes::LinkChanges;
pub use facts::{facts_of, live_link_of_code, CodedLink, LinkFacts};
pub use figures::FigureSource;
pub use figures::LifetimeFigures;
pub use hidden::{
    close_among, close_of_kind, insert_only_link, product_picks, remove_unseen, reopen, rewrite, touch_of_kind,
};
pub use kind::{DeviceOption, LinkKind, UrlType};
pub use lifecycle::subscribe;
pub use model::is_link_id;
pub use model::new_link_id;
pub use model::LinkRow;
pub use model::NewLink;
pub use names::{
    experience_ids, faces_of, ids_of, kinds_of, live_experiences, shown_products, with_experiences, KindsOf, LinkFace,
    ShownProduct,
};
pub use placements::{live_placements, replace_product, Placement};
pub use promocodes::require::{ask_code, promocode_problem, StoreVerdict};
pub use save::insert_with_fresh_id;
pub use save::write_children;
pub use served::{collections_of, experiences, link_of, only_link_of_kind, products_of};
pub use wire::LinkAnalyticsOut;
pub use wire::LinkImage;
pub use wire::SelectedOptions;
pub use wire::UtmParams;

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
        .route("/admin/v1/links/{id}/domain", web::post().to(move_domain::move_domain))
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
        move_domain::move_domain,
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
