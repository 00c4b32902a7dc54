//! What the sandbox's handlers share. The host server builds one [`Sandbox`] at startup and
//! hands it to [`crate::routes`]; the sandbox reads nothing else of the host's.

use std::path::Path;

use kernel::db::Db;
use shopify_protocol::cost::BucketSize;

use crate::graphql::{self, AdminSchema};
use crate::pages::SandboxPages;

/// The app the sandbox recognises: the same key and secret the host's Shopify adapter uses, so
/// OAuth, the query signatures and the webhook signatures agree on both sides.
#[derive(Debug, Clone)]
pub struct AppCredentials {
    /// The app's API key (OAuth `client_id`).
    pub api_key: String,
    /// The app's secret: signs redirects and webhooks, checked at token exchange.
    pub api_secret: String,
}

/// The sandbox store's state.
pub struct Sandbox {
    /// The host's database pool; the sandbox only touches its own `sandbox_*` tables.
    pub db: Db,
    /// Outbound HTTP for the webhooks it sends (never follows redirects).
    pub http: reqwest::Client,
    /// Public base URL of the host without trailing slash: the sandbox's own links and the
    /// app's callback and webhook addresses start with it.
    pub public_base: String,
    /// The one app installed on the sandbox's shops.
    pub app: AppCredentials,
    /// The HTML pages standing in for Shopify's.
    pub pages: SandboxPages,
    /// The GraphQL Admin API, metered per shop by `bucket`.
    pub schema: AdminSchema,
}

/// What the host passes to build a [`Sandbox`].
pub struct SandboxConfig<'a> {
    /// The host's database pool (migrated with [`crate::migrate::run_pending`]).
    pub db: Db,
    /// The host's outbound HTTP client.
    pub http: reqwest::Client,
    /// The host's public base URL.
    pub public_base: String,
    /// The app's credentials.
    pub app: AppCredentials,
    /// Folder holding the sandbox's page templates.
    pub templates_dir: &'a Path,
    /// Size and refill rate of each shop's query-cost bucket.
    pub bucket: BucketSize,
}

impl Sandbox {
    /// Builds the sandbox's state.
    pub fn new(config: SandboxConfig<'_>) -> Self {
        Sandbox {
            db: config.db,
            http: config.http,
            public_base: config.public_base,
            app: config.app,
            pages: SandboxPages::new(config.templates_dir),
            schema: graphql::schema(config.bucket),
        }
    }
}
