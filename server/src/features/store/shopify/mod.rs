//! Shopify protocol pieces shared by the adapter and the sandbox store.

pub mod admin;
pub mod billing;
pub mod discounts;
pub mod documents;
pub mod oauth;
pub mod pacing;
mod record;

pub use shopify_protocol::{hmac, shop_domain};
