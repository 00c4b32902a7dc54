//! Shopify's wire rules, in one place for both sides of the wire: the Shoplinks adapter that
//! calls a shop, and the sandbox store that answers like one. Keeping them in one crate is what
//! makes the sandbox a faithful stand-in: a change to a signature or to the cost bucket changes
//! both sides at once.

pub mod cost;
pub mod hmac;
pub mod shop_domain;
pub mod versions;

pub use versions::API_VERSION;
