//! What the social sandbox's handlers share. The host builds one [`SocialSandbox`] at startup and
//! hands it to [`crate::routes`]; the sandbox reads nothing else of the host's.

use chrono::Duration;
use kernel::db::Db;

use crate::catalog::SharedCatalog;
use crate::network::Network;

/// The one OAuth app a network recognises: the credentials and callback the host's adapter for
/// that network uses, so both sides agree on who may ask for tokens and where codes may go.
#[derive(Debug, Clone)]
pub struct ClientApp {
    /// The app's OAuth `client_id` (TikTok calls it the client key).
    pub client_id: String,
    /// The app's secret, checked at the token endpoint.
    pub client_secret: String,
    /// The registered callback; an authorize request must name exactly this one.
    pub redirect_uri: String,
}

/// The registered app of each network.
#[derive(Debug, Clone)]
pub struct SocialClients {
    /// The app Instagram recognises.
    pub instagram: ClientApp,
    /// The app TikTok recognises.
    pub tiktok: ClientApp,
    /// The app Pinterest recognises.
    pub pinterest: ClientApp,
}

impl SocialClients {
    /// The app registered on `network`.
    pub fn get(&self, network: Network) -> &ClientApp {
        match network {
            Network::Instagram => &self.instagram,
            Network::Tiktok => &self.tiktok,
            Network::Pinterest => &self.pinterest,
        }
    }
}

/// How long an access token lives unless the host says otherwise: an hour, as on the real
/// networks' short-lived tokens, so a long local run meets a refresh.
pub fn default_token_lifetime() -> Duration {
    Duration::hours(1)
}

/// What the host passes to build a [`SocialSandbox`].
pub struct SocialSandboxConfig {
    /// The host's database pool (migrated with [`crate::migrate::run_pending`]).
    pub db: Db,
    /// Public base URL of the host without trailing slash: image URLs, permalinks and the
    /// `next` page links start with it.
    pub public_base: String,
    /// The app each network recognises.
    pub clients: SocialClients,
    /// Life of an access token (`expires_in`); [`default_token_lifetime`] unless a test wants
    /// tokens that expire at once.
    pub token_lifetime: Duration,
    /// Where the products shown in posts come from (`None`: posts show products of no store).
    pub catalog: Option<SharedCatalog>,
}

impl SocialSandboxConfig {
    /// A configuration with the default token lifetime and no catalog.
    pub fn new(db: Db, public_base: String, clients: SocialClients) -> Self {
        SocialSandboxConfig { db, public_base, clients, token_lifetime: default_token_lifetime(), catalog: None }
    }

    /// The same, with posts showing the products of the store an account names.
    pub fn with_catalog(self, catalog: SharedCatalog) -> Self {
        SocialSandboxConfig { catalog: Some(catalog), ..self }
    }
}

/// The social sandbox's state.
pub struct SocialSandbox {
    /// The host's database pool; the sandbox only touches its own `sandbox_social_*` tables.
    pub db: Db,
    /// Public base URL of the host, without trailing slash.
    pub public_base: String,
    /// The app each network recognises.
    pub clients: SocialClients,
    /// Life of an access token.
    pub token_lifetime: Duration,
    /// Where the products shown in posts come from.
    pub catalog: Option<SharedCatalog>,
}

impl SocialSandbox {
    /// Builds the sandbox's state.
    pub fn new(config: SocialSandboxConfig) -> Self {
        SocialSandbox {
            db: config.db,
            public_base: config.public_base.trim_end_matches('/').to_owned(),
            clients: config.clients,
            token_lifetime: config.token_lifetime,
            catalog: config.catalog,
        }
    }

    /// `{public_base}/sandbox-social/{network}`: where every URL of one network starts.
    pub fn network_base(&self, network: Network) -> String {
        format!("{}{}/{}", self.public_base, crate::PREFIX, network.as_str())
    }

    /// The public address of a post's generated image.
    pub fn media_url(&self, network: Network, post_id: &str) -> String {
        format!("{}/media/{post_id}.jpg", self.network_base(network))
    }

    /// The public address of a post's page (Instagram's permalink, TikTok's share URL, the
    /// Pinterest pin's link).
    pub fn post_url(&self, network: Network, post_id: &str) -> String {
        format!("{}/posts/{post_id}", self.network_base(network))
    }
}
