//! Cross-cutting HTTP pieces: the response envelope, security headers, content negotiation,
//! client addresses, rate limits and the cross-site request check.

pub mod body;
pub mod client_ip;
pub mod negotiate;
pub mod origin;
pub mod paging;
pub mod rate_limit;
pub mod security;

pub use kernel::envelope;
