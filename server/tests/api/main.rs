//! The integration test binary: every test starts its own server (port 0) on a fresh database.
//!
//! The backend is chosen by `TEST_BACKEND` (`sqlite`, the default, or `postgres` with
//! `TEST_POSTGRES_URL`); `scripts/test` runs this binary once per backend.

mod addresses;
mod analytics_access;
mod analytics_attribution;
mod analytics_definitions;
mod analytics_figures;
mod analytics_helpers;
mod analytics_products_orders;
mod appearance;
mod auth_lockout;
mod auth_login;
mod auth_other;
mod auth_register;
mod auth_reset;
mod auth_throttle;
mod billing;
mod bombs;
mod catalog_options;
mod click_journal;
mod catalog_preferences;
mod cli;
mod compliance;
mod compressed_bodies;
mod cross_site;
mod errors;
mod fuzz_bodies;
mod health;
mod helpers;
mod influencers;
mod input_limits;
mod instant_store;
mod link_helpers;
mod links;
mod links_multi;
mod orders;
mod pages;
mod promocodes;
mod public_helpers;
mod public_links;
mod public_multilinks;
mod redirects;
mod sandbox_admin_api;
mod security;
mod sessions;
mod shopper_cart;
mod ssr_pool;
mod store_helpers;
mod store_install;
mod store_subscriptions;
mod storefront;
mod uploads;
mod webhooks;
