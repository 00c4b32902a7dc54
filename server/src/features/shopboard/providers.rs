//! Where each network's OAuth 2 app and posts API live (docs/shopboard.md#networks): the
//! configured app (`SHOPLINKS_SOCIAL__{NETWORK}__…`), else the built-in sandbox network when it
//! is mounted, else none (the network cannot be connected on this server and says so).

use sha2::{Digest, Sha256};

use super::network::Network;
use crate::config::{SocialAppSettings, SocialSettings};
use crate::error::AppError;
use crate::state::AppState;

/// One network's app and endpoints, resolved.
#[derive(Debug, Clone)]
pub struct Provider {
    /// Which network.
    pub network: Network,
    /// OAuth 2 client id (TikTok calls it the client key).
    pub client_id: String,
    /// OAuth 2 client secret.
    pub client_secret: String,
    /// The consent page.
    pub authorize_url: String,
    /// Code exchange and refresh.
    pub token_url: String,
    /// Base of the posts API (the adapter appends the network's own paths).
    pub api_url: String,
    /// Our return address registered with the network: `{public_url}/{network}/auth`.
    pub redirect_url: String,
    /// Scopes asked for.
    pub scopes: &'static [&'static str],
    /// Whether this is the built-in sandbox network (it is told the merchant's sandbox store, so
    /// its posts show that store's products).
    pub sandbox: bool,
}

/// The networks' public endpoints and the scopes the posts API needs.
struct Public {
    authorize: &'static str,
    token: &'static str,
    api: &'static str,
    scopes: &'static [&'static str],
    /// Path of the sandbox network's API below its base (the same shape as `api`).
    sandbox_api: &'static str,
}

fn public(network: Network) -> Public {
    match network {
        Network::Instagram => Public {
            authorize: "https://www.instagram.com/oauth/authorize",
            token: "https://api.instagram.com/oauth/access_token",
            api: "https://graph.instagram.com/v21.0",
            scopes: &["instagram_business_basic"],
            sandbox_api: "v1",
        },
        Network::Tiktok => Public {
            authorize: "https://www.tiktok.com/v2/auth/authorize/",
            token: "https://open.tiktokapis.com/v2/oauth/token/",
            api: "https://open.tiktokapis.com/v2",
            scopes: &["user.info.basic", "video.list"],
            sandbox_api: "v2",
        },
        Network::Pinterest => Public {
            authorize: "https://www.pinterest.com/oauth/",
            token: "https://api.pinterest.com/v5/oauth/token",
            api: "https://api.pinterest.com/v5",
            scopes: &["user_accounts:read", "pins:read", "boards:read"],
            sandbox_api: "v5",
        },
    }
}

fn app(settings: &SocialSettings, network: Network) -> &SocialAppSettings {
    match network {
        Network::Instagram => &settings.instagram,
        Network::Tiktok => &settings.tiktok,
        Network::Pinterest => &settings.pinterest,
    }
}

/// The sandbox network's client id: fixed, so its consent page can name the app it recognises.
pub fn sandbox_client_id(network: Network) -> String {
    format!("shoplinks-{}", network.as_str())
}

/// The sandbox network's client secret: derived from the app secret this process already keeps
/// (generated once per data dir in local runs), so nothing more is stored and both sides agree.
pub fn sandbox_client_secret(app_secret: &str, network: Network) -> String {
    hex::encode(Sha256::digest(format!("social-sandbox:{}:{app_secret}", network.as_str())))
}

/// Our return address for `network`.
pub fn redirect_url(public_base: &str, network: Network) -> String {
    format!("{public_base}/{}/auth", network.as_str())
}

/// The provider of `network`, or `None` when this server has no app for it.
pub fn resolve(state: &AppState, network: Network) -> Option<Provider> {
    let settings = &state.settings.social;
    let configured = app(settings, network);
    let endpoints = public(network);
    let nonempty = |v: &Option<String>| v.as_deref().map(str::trim).filter(|s| !s.is_empty()).map(str::to_owned);
    let redirect_url = redirect_url(&state.public_base, network);
    if let (Some(client_id), Some(client_secret)) =
        (nonempty(&configured.client_id), nonempty(&configured.client_secret))
    {
        return Some(Provider {
            network,
            client_id,
            client_secret,
            authorize_url: nonempty(&configured.authorize_url).unwrap_or_else(|| endpoints.authorize.into()),
            token_url: nonempty(&configured.token_url).unwrap_or_else(|| endpoints.token.into()),
            api_url: nonempty(&configured.api_url).unwrap_or_else(|| endpoints.api.into()),
            redirect_url,
            scopes: endpoints.scopes,
            sandbox: false,
        });
    }
    if !settings.sandbox {
        return None;
    }
    let base = format!("{}/sandbox-social/{}", state.public_base, network.as_str());
    Some(Provider {
        network,
        client_id: sandbox_client_id(network),
        client_secret: sandbox_client_secret(&state.settings.shopify.api_secret, network),
        authorize_url: format!("{base}/oauth/authorize"),
        token_url: format!("{base}/oauth/token"),
        api_url: format!("{base}/{}", endpoints.sandbox_api),
        redirect_url,
        scopes: endpoints.scopes,
        sandbox: true,
    })
}

/// [`resolve`], or the answer a merchant reads when the network is not set up here.
pub fn require(state: &AppState, network: Network) -> Result<Provider, AppError> {
    resolve(state, network)
        .ok_or_else(|| AppError::Conflict(format!("{} cannot be connected on this server yet", network.display())))
}
