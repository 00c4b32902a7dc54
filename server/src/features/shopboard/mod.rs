//! Shopboard (docs/shopboard.md): the merchant's Instagram, TikTok and Pinterest accounts
//! connected through OAuth 2 ([`oauth`], [`providers`]), their posts imported ([`sync`],
//! [`posts_api`]) and shown, hidden and tagged with catalog products ([`api`], [`tags`]). The
//! public shoppable feed rides on hidden links kept in step with the posts ([`publish`]); the
//! public side renders it from what [`feed`] reads. In local runs the built-in sandbox networks
//! (the `social-sandbox` crate, mounted by [`sandbox`]) stand in for the real ones.

mod ai_tags;
mod api;
pub mod feed;
mod media;
mod network;
mod oauth;
mod posts_api;
mod providers;
mod publish;
mod sandbox;
mod store;
mod sync;
mod tags;
mod token_answer;
pub use network::Network;
pub use sandbox::{migrate as migrate_sandbox, Mount as SandboxMount};
pub use store::{post, PostRow};
pub use sync::resume_unfinished;

use std::sync::Arc;

use actix_web::web;

use crate::features::vision::posts::PostSource;
use crate::state::Handles;

/// Hands the posts to AI tagging (their pictures in, their AI tags back).
pub fn register(handles: &mut Handles) {
    crate::features::jobs::register(handles, sync::SYNC);
    handles.insert::<PostSource>(Arc::new(ai_tags::ShopboardPosts));
    // The posts' kept pictures are uploads the sweep must keep.
    handles.get_or_default_mut::<crate::features::media::FileReferences>().add(store::post_pictures);
}

/// Routes under `/api`.
pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.route("/admin/v1/shopboard", web::get().to(api::status))
        .route("/admin/v1/shopboard/{social}/connect", web::get().to(api::connect))
        .route("/admin/v1/shopboard/{social}/auth/connect", web::post().to(api::auth_connect))
        .route("/admin/v1/shopboard/{social}/auth/disconnect", web::post().to(api::disconnect))
        .route("/admin/v1/shopboard/{social}/sync", web::get().to(api::resync))
        .route("/admin/v1/shopboard/{social}/posts", web::get().to(api::posts))
        .route("/admin/v1/shopboard/{social}/{postId}/visible", web::post().to(api::visible))
        .route("/admin/v1/shopboard/{social}/{postId}/tag_products", web::post().to(api::tag_products));
}

/// This feature's endpoints and request shapes in the OpenAPI document (`crate::openapi` merges
/// every feature's).
#[derive(utoipa::OpenApi)]
#[openapi(
    paths(
        api::status,
        api::connect,
        api::auth_connect,
        api::disconnect,
        api::resync,
        api::posts,
        api::visible,
        api::tag_products,
    ),
    components(schemas(api::SocialAuthBody, api::PostVisibleBody, api::TagProductsBody,))
)]
pub struct Api;
