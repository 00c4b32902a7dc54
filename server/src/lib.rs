//! Shoplinks server: the JSON API, server-rendered React pages, public link pages and the
//! store and social integrations.

pub mod clock;
pub mod config;
pub mod db;
pub mod error;
pub mod features;
pub mod http;
pub mod ids;
pub mod locale;
pub mod money;
pub mod openapi;
pub mod ssr;
pub mod startup;
pub mod state;
pub mod telemetry;
