//! Cross-cutting HTTP pieces: the response envelope, security headers, content negotiation,
//! client addresses, rate limits, the cross-site request check, on-site redirects and the refusal
//! of compressed request bodies.

pub mod body;
pub mod body_encoding;
pub mod client_ip;
pub mod failure_limit;
pub mod fetch;
pub mod negotiate;
pub mod origin;
pub mod paging;
pub mod rate_limit;
pub mod security;

pub use kernel::{envelope, redirect};
