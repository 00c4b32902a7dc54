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
    /// Public base URL without trailing slash (with the real port when bound to port 0).
    pub public_base: String,
    /// URL of the client entry script, from the asset manifest.
    pub entry_url: String,
    /// Outgoing email.
    pub mailer: Mailer,
    /// Rate limits of the auth endpoints.
    pub limits: RateLimits,
    /// Outbound HTTP (store platform calls); never follows redirects.
    pub http: reqwest::Client,
    /// Paces Admin API calls by each shop's query-cost bucket.
    pub shopify_pacer: crate::features::store::shopify::pacing::Pacer,
    /// Seals store access tokens at rest.
    pub secrets: crate::features::store::crypto::SecretBox,
    /// The sandbox store's GraphQL Admin schema.
    pub sandbox_graphql: crate::features::store::sandbox::graphql::AdminSchema,
    /// Where public handlers hand their click events (never waiting on the database).
    pub clicks: crate::features::clicks::ClickSink,
    /// Public links resolved in the last second.
    pub link_cache: crate::features::redirect::resolve::LinkCache,
    /// Rendered instant store pages by link and version.
    pub page_cache: crate::features::storefront::page::PageCache,
    /// The sandbox store's HTML pages.
    pub sandbox_pages: crate::features::store::sandbox::pages::SandboxPages,
}
