//! Shopify protocol pieces shared by the adapter and the sandbox store.

pub mod admin;
pub mod billing;
pub mod hmac;
pub mod oauth;
pub mod pacing;
pub mod shop_domain;
