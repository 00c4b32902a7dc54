//! The host side of the built-in sandbox networks (the `social-sandbox` crate). When the binary
//! has them (the `sandbox` cargo feature) and `SHOPLINKS_SOCIAL_SANDBOX` is on (local runs by
//! default), they are mounted under `/sandbox-social` with the server's pool and public URL,
//! recognising the same client ids, secrets and return addresses that [`super::providers`]
//! gives the adapter, so the real OAuth 2 and posts code runs end to end. Their migrations run
//! beside the product's.

use actix_web::web;

use crate::db::DbConnection;
use crate::state::AppState;

/// The sandbox networks as mounted in this process (nothing when off or not built in).
#[derive(Clone, Default)]
pub struct Mount {
    #[cfg(feature = "sandbox")]
    sandbox: Option<web::Data<social_sandbox::SocialSandbox>>,
}

impl Mount {
    /// Builds the sandbox networks' state from the server's when they are switched on.
    pub fn new(state: &AppState) -> Self {
        #[cfg(feature = "sandbox")]
        if state.settings.social.sandbox {
            use super::network::Network;
            use super::providers::{redirect_url, sandbox_client_id, sandbox_client_secret};
            let app = |network: Network| social_sandbox::ClientApp {
                client_id: sandbox_client_id(network),
                client_secret: sandbox_client_secret(&state.settings.shopify.api_secret, network),
                redirect_uri: redirect_url(&state.public_base, network),
            };
            let clients = social_sandbox::SocialClients {
                instagram: app(Network::Instagram),
                tiktok: app(Network::Tiktok),
                pinterest: app(Network::Pinterest),
            };
            let config = social_sandbox::SocialSandboxConfig::new(state.db.clone(), state.public_base.clone(), clients)
                .with_catalog(std::sync::Arc::new(StoreCatalog));
            return Mount { sandbox: Some(web::Data::new(social_sandbox::SocialSandbox::new(config))) };
        }
        let _ = state;
        Mount::default()
    }

    /// Mounts the sandbox networks' routes (outside `/api`) when they are on.
    pub fn routes(&self, cfg: &mut web::ServiceConfig) {
        #[cfg(feature = "sandbox")]
        if let Some(sandbox) = &self.sandbox {
            social_sandbox::routes(cfg, sandbox.clone());
        }
        let _ = cfg;
    }
}

/// The sandbox networks' posts show products of the sandbox store: the catalog is read from
/// the store's own tables, with the looks its product photos are drawn with.
#[cfg(feature = "sandbox")]
struct StoreCatalog;

#[cfg(feature = "sandbox")]
impl social_sandbox::PostCatalog for StoreCatalog {
    fn products(
        &self,
        conn: &mut DbConnection,
        shop: &str,
    ) -> crate::error::AppResult<Vec<social_sandbox::CatalogProduct>> {
        Ok(shop_sandbox::images::catalog_looks(conn, shop)?
            .into_iter()
            .map(|(number, design, colours)| social_sandbox::CatalogProduct { number, design, colours })
            .collect())
    }
}

/// Applies the sandbox networks' pending migrations when they are built in; returns how many ran.
pub fn migrate(conn: &mut DbConnection) -> anyhow::Result<usize> {
    #[cfg(feature = "sandbox")]
    return social_sandbox::migrate::run_pending(conn);
    #[cfg(not(feature = "sandbox"))]
    {
        let _ = conn;
        Ok(0)
    }
}
