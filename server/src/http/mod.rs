//! Cross-cutting HTTP pieces: the response envelope, security headers, content negotiation,
//! client addresses, rate limits (counted in the database's `rate_limits`, `limit_rows`), the
//! cross-site request check, on-site redirects, the refusal of compressed request bodies and CSV
//! downloads no spreadsheet evaluates.

pub mod body;
pub mod body_encoding;
pub mod client_ip;
pub mod csv_file;
pub mod failure_limit;
pub mod fetch;
pub mod limit_rows;
pub mod locale;
pub mod negotiate;
pub mod origin;
pub mod paging;
pub mod rate_limit;
pub mod security;

pub use kernel::{envelope, redirect};
