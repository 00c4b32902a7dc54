//! Shared application state, built once in [`crate::startup::Application::build`].

use std::sync::Arc;

use crate::config::Settings;
use crate::db::Db;
use crate::features::email::Mailer;
use crate::http::rate_limit::RateLimits;
use crate::ssr::document::DocumentTemplate;
use crate::ssr::SsrPool;

/// Everything handlers share.
pub struct AppState {
    /// Validated settings.
    pub settings: Arc<Settings>,
    /// Database pool.
    pub db: Db,
    /// Resident SSR runtimes.
    pub ssr: SsrPool,
    /// Parsed document shell.
    pub document: DocumentTemplate,
    /// URL of the client entry script, from the asset manifest.
    pub entry_url: String,
    /// Outgoing email.
    pub mailer: Mailer,
    /// Rate limits of the auth endpoints.
    pub limits: RateLimits,
}
