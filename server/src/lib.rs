//! Shoplinks server: the JSON API, server-rendered React pages, public link pages and the
//! store and social integrations.

pub mod config;
pub mod db;
pub mod events;
pub mod features;
pub mod http;
pub mod locale;
pub mod openapi;
pub mod ssr;
pub mod startup;
pub mod state;
pub mod telemetry;

// The shared kernel, under the paths the rest of the server uses.
pub use kernel::{clock, error, ids, money};
