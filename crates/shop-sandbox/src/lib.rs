//! The sandbox store: a stand-in for Shopify, mounted by the Shoplinks server under
//! `/sandbox/{shop}` when it is built in (the server's `sandbox` cargo feature, on by default) and
//! `SHOPLINKS_SANDBOX` is on (local runs), so the real adapter code path runs end to end with no
//! Shopify account. Its shops use ordinary `*.myshopify.com` domains and are created on first use.
//!
//! It serves the app listing (install button), OAuth authorize (consent page) and token exchange
//! with Shopify's HMAC and state rules, the GraphQL Admin endpoint (shop, products, collections,
//! orders, discount codes, billing and webhook subscriptions, metered by query cost), the
//! subscription confirmation page, a storefront with cart permalinks and a checkout that creates
//! paid orders, and an admin page (products, stock, orders and refunds, the app's bill, uninstall
//! and the privacy webhooks), each action sending the signed webhooks Shopify would.
//!
//! Billing follows Shopify's app subscriptions: a recurring price every 30 days with an optional
//! trial and, beside it, an optional usage line (a cap per 30-day cycle and its terms) that the
//! app charges usage records to (`appUsageRecordCreate`, idempotent by key, refused past the
//! cap), since Shoplinks bills its per-sale fee that way ([`app_subscriptions`],
//! [`usage_records`]). The cycles count from the merchant's approval; no money moves.
//!
//! It is its own crate so a production build can leave it out: it depends only on the shared
//! kernel (`shoplinks-kernel`) and on Shopify's wire rules (`shopify-protocol`), which the
//! server's adapter follows too; its tables (`sandbox_*`, in [`schema`]) and their migrations
//! ([`migrate`]) are its own. The host builds a [`Sandbox`] and mounts [`routes`]. A stand-in
//! for another platform (a social network, say) takes the same shape.

pub mod admin;
pub mod admin_forms;
pub mod admin_page;
pub mod app_subscriptions;
pub mod cart;
pub mod catalog;
pub mod cents;
pub mod charges;
pub mod checkout;
pub mod collection_page;
pub mod compliance;
pub mod discount_link;
pub mod discounts;
pub mod gql_billing;
pub mod gql_discounts;
pub mod gql_orders;
pub mod gql_usage;
pub mod graphql;
pub mod images;
pub mod landing;
pub mod listing;
pub mod migrate;
pub mod new_product;
pub mod oauth;
pub mod orders;
pub mod pages;
pub mod quote;
pub mod schema;
pub mod seed;
pub mod shop;
pub mod state;
pub mod storefront;
pub mod subscriptions;
pub mod throttle;
pub mod usage_records;
pub mod webhooks;

#[cfg(test)]
mod billing_tests;
#[cfg(test)]
mod test_support;

use actix_web::web;

pub use state::{AppCredentials, Sandbox, SandboxConfig};
/// For the host's tests: what the app has charged to a shop's usage lines, and time passing
/// on a subscription's billing cycle.
pub use usage_records::{age_subscription_for_tests, usage_records, UsageRecord};

/// Mounts the sandbox routes under `/sandbox` (outside the host's `/api`), with its state.
pub fn routes(cfg: &mut web::ServiceConfig, sandbox: web::Data<Sandbox>) {
    // Under one static prefix: every other request (the public links' hot path above all) passes
    // the sandbox with one string comparison instead of trying each of its patterns.
    cfg.service(web::scope("/sandbox").app_data(sandbox).configure(shop_routes));
}

/// The sandbox's routes below `/sandbox`.
fn shop_routes(cfg: &mut web::ServiceConfig) {
    cfg.service(
        web::scope("/{shop}/admin/oauth")
            .route("/authorize", web::get().to(oauth::authorize_page))
            .route("/authorize", web::post().to(oauth::decide))
            .route("/access_token", web::post().to(oauth::access_token)),
    )
    .route("/{shop}/admin/api/{version}/graphql.json", web::post().to(graphql::graphql))
    .route("/{shop}/apps/shoplinks", web::get().to(listing::listing))
    .route("/{shop}/images/{number}/{hex}.svg", web::get().to(images::legacy_image))
    .route("/{shop}/images/{number}/{hex}/{view}", web::get().to(images::product_image))
    .route("/{shop}/admin/products/{number}/variants/{position}", web::post().to(admin::edit_variant))
    .route("/{shop}/admin/app/uninstall", web::post().to(admin::uninstall))
    .route("/{shop}/admin/charges/{number}/confirm", web::get().to(charges::confirm_page))
    .route("/{shop}/admin/charges/{number}/confirm", web::post().to(charges::decide))
    .route("/{shop}/admin", web::get().to(admin_page::page))
    .route("/{shop}/admin/products", web::post().to(admin_forms::add_product))
    .route("/{shop}/admin/products/{number}/variants/{position}/edit", web::post().to(admin_forms::edit_variant))
    .route("/{shop}/admin/orders/{order_number}/refund", web::post().to(admin_forms::refund))
    .route("/{shop}/admin/app/uninstall/form", web::post().to(admin_forms::uninstall))
    .route("/{shop}/admin/time-zone", web::post().to(admin_forms::time_zone))
    .route("/{shop}/admin/compliance/{kind}", web::post().to(admin_forms::send_compliance))
    .route("/{shop}", web::get().to(storefront::index))
    .route("/{shop}/products/{handle}", web::get().to(storefront::product))
    .route("/{shop}/collections/{handle}", web::get().to(collection_page::page))
    .route("/{shop}/discount/{code}", web::get().to(discount_link::open))
    .route("/{shop}/cart/add", web::get().to(cart::add))
    .route("/{shop}/cart/{lines}", web::get().to(cart::permalink))
    .route("/{shop}/checkouts/{token}", web::get().to(checkout::page))
    .route("/{shop}/checkouts/{token}", web::post().to(checkout::pay))
    .route("/{shop}/checkouts/{token}/discount", web::post().to(checkout::apply_discount));
}
