//! The kernel the Shoplinks server and its stand-in services (the sandbox store) share: row
//! ids, the clock, money in minor units, the database pool over SQLite and PostgreSQL, the one
//! error type with its API envelope, session-style tokens, the CSP nonce of a response, the rule
//! that keeps redirects built from request data on the site, and the scratch database a test gets
//! on either backend.
//!
//! It names no feature and holds no table: each crate keeps its own schema and migrations, so a
//! stand-in can be left out of a build without leaving tables behind in the product's schema.

pub mod clock;
pub mod db;
pub mod envelope;
pub mod error;
pub mod ids;
pub mod money;
pub mod redirect;
pub mod scratch_db;
pub mod tokens;
pub mod web;
