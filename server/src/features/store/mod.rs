//! The store platform: the Shopify adapter (OAuth install, Admin API, webhooks, billing) and,
//! in local runs, the built-in sandbox store that speaks the same protocol.

pub mod crypto;
pub mod shopify;
