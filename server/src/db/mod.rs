//! The product's database: the pool, connection and transaction rules come from the kernel
//! (shared with the sandbox store); the product's own tables and migrations live here.

pub mod migrate;
pub mod schema;

pub use kernel::db::*;
