//! The sandbox store: a stand-in for Shopify, mounted under `/sandbox/{shop}` when
//! `SHOPLINKS_SANDBOX` is on (local runs), so the real adapter code path runs end to end with no
//! Shopify account. Its shops use ordinary `*.myshopify.com` domains and are created on first use.
//!
//! It serves the app listing (install button), OAuth authorize (consent page) and token exchange
//! with Shopify's HMAC and state rules, the GraphQL Admin endpoint (catalog, billing and webhook
//! subscriptions, metered by query cost), the subscription confirmation page, signed webhook
//! deliveries, and admin actions.

pub mod admin;
pub mod app_subscriptions;
pub mod catalog;
pub mod charges;
pub mod gql_billing;
pub mod graphql;
pub mod images;
pub mod listing;
pub mod oauth;
pub mod pages;
pub mod seed;
pub mod shop;
pub mod subscriptions;
pub mod throttle;
pub mod webhooks;

use actix_web::web;

/// Mounts the sandbox routes (outside `/api`).
pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.service(
        web::scope("/sandbox/{shop}/admin/oauth")
            .route("/authorize", web::get().to(oauth::authorize_page))
            .route("/authorize", web::post().to(oauth::decide))
            .route("/access_token", web::post().to(oauth::access_token)),
    )
    .route("/sandbox/{shop}/admin/api/{version}/graphql.json", web::post().to(graphql::graphql))
    .route("/sandbox/{shop}/apps/shoplinks", web::get().to(listing::listing))
    .route("/sandbox/{shop}/images/{number}/{hex}.svg", web::get().to(images::product_image))
    .route("/sandbox/{shop}/admin/products/{number}/variants/{position}", web::post().to(admin::edit_variant))
    .route("/sandbox/{shop}/admin/app/uninstall", web::post().to(admin::uninstall))
    .route("/sandbox/{shop}/admin/charges/{number}/confirm", web::get().to(charges::confirm_page))
    .route("/sandbox/{shop}/admin/charges/{number}/confirm", web::post().to(charges::decide));
}
