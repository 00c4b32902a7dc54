//! Structured logs with `tracing`: JSON lines in production, readable lines locally.

use tracing_subscriber::{fmt, EnvFilter};

use crate::config::Environment;

/// Default filter of the server.
pub const DEFAULT_FILTER: &str = "info,actix_server=warn,deno_core=warn";

/// Installs the global subscriber once; later calls are ignored (tests call it repeatedly).
/// `RUST_LOG` overrides `default_filter`.
pub fn init(environment: Environment, default_filter: &str) {
    let filter = EnvFilter::try_from_env("RUST_LOG").unwrap_or_else(|_| EnvFilter::new(default_filter));
    let result = match environment {
        Environment::Production => fmt().with_env_filter(filter).json().try_init(),
        Environment::Local => fmt().with_env_filter(filter).compact().try_init(),
    };
    let _ = result;
}
