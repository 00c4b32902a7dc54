//! Cross-cutting HTTP pieces: the response envelope, security headers, content negotiation,
//! client addresses, rate limits, the cross-site request check and on-site redirects.

pub mod client_ip;
pub mod negotiate;
pub mod origin;
pub mod paging;
pub mod rate_limit;
pub mod security;

pub use kernel::{envelope, redirect};
