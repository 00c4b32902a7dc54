//! The social sandbox: a stand-in for Instagram, TikTok and Pinterest, mounted by the Shoplinks
//! server under `/sandbox-social` in local runs and tests, so the host's social adapters run
//! their real code path (OAuth, reading an account's posts, showing their pictures) with no
//! account on any network.
//!
//! Per network it serves the OAuth 2 authorization code grant with PKCE (S256): a consent page
//! where any username can be typed (the account and its posts are generated on first use), the
//! redirect back with a code, and a token endpoint that exchanges codes and rotates refresh
//! tokens. The posts APIs answer in each network's own shape (Instagram's Graph API, TikTok's v2,
//! Pinterest's v5), with its paging style, and every post has a picture and a public page. The
//! pictures show products of the merchant's sandbox store when the host says which store
//! ([`catalog`]), drawn like the store's own photos.
//!
//! Like the sandbox store (`shop-sandbox`), it is its own crate so a production build can leave
//! it out: it depends only on the shared kernel (`shoplinks-kernel`); its tables
//! (`sandbox_social_*`, in [`schema`]) and their migrations ([`migrate`]) are its own. The host
//! builds a [`SocialSandbox`] and mounts [`routes`].

pub mod accounts;
pub mod authorize;
pub mod bearer;
pub mod catalog;
pub mod dice;
pub mod grants;
pub mod html;
pub mod instagram;
pub mod media;
pub mod migrate;
pub mod network;
pub mod picture;
pub mod pinterest;
pub mod pkce;
pub mod posts;
pub mod schema;
pub mod seed;
pub mod state;
pub mod tiktok;
pub mod token;

#[cfg(test)]
mod test_support;
#[cfg(test)]
mod tests;

use actix_web::web;

pub use catalog::{CatalogProduct, PostCatalog, SharedCatalog};
pub use network::Network;
pub use state::{default_token_lifetime, ClientApp, SocialClients, SocialSandbox, SocialSandboxConfig};

/// Where the social sandbox is mounted on the host.
pub const PREFIX: &str = "/sandbox-social";

/// Mounts the social sandbox's routes under [`PREFIX`] (outside the host's `/api`), with its
/// state.
pub fn routes(cfg: &mut web::ServiceConfig, sandbox: web::Data<SocialSandbox>) {
    // Under one static prefix: every other request passes the sandbox with one string comparison
    // instead of trying each of its patterns.
    cfg.service(web::scope(PREFIX).app_data(sandbox).configure(network_routes));
}

/// The routes below [`PREFIX`].
fn network_routes(cfg: &mut web::ServiceConfig) {
    cfg.route("/instagram/v1/me", web::get().to(instagram::me))
        .route("/instagram/v1/me/media", web::get().to(instagram::media))
        .route("/tiktok/v2/user/info/", web::get().to(tiktok::user_info))
        .route("/tiktok/v2/video/list/", web::post().to(tiktok::video_list))
        .route("/pinterest/v5/user_account", web::get().to(pinterest::user_account))
        .route("/pinterest/v5/pins", web::get().to(pinterest::pins))
        .route("/{network}/oauth/authorize", web::get().to(authorize::page))
        .route("/{network}/oauth/authorize", web::post().to(authorize::decide))
        .route("/{network}/oauth/token", web::post().to(token::token))
        .route("/{network}/media/{post_id}.jpg", web::get().to(media::image))
        .route("/{network}/posts/{post_id}", web::get().to(media::page));
}
