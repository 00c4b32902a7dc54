//! The host side of the built-in sandbox store (the `shop-sandbox` crate). When the binary has
//! it (the `sandbox` cargo feature, on by default) and `SHOPLINKS_SANDBOX` is on (local runs), it
//! is mounted under `/sandbox` with the server's pool, HTTP client, public URL and the app's
//! credentials, so the adapter's real code path talks to it; its migrations run beside the
//! product's. A build without the feature has none of it: no routes, no tables.

use actix_web::web;

use crate::db::DbConnection;
use crate::state::AppState;

/// The sandbox as mounted in this process (nothing when it is off or not built in).
#[derive(Clone, Default)]
pub struct Mount {
    #[cfg(feature = "sandbox")]
    sandbox: Option<web::Data<shop_sandbox::Sandbox>>,
}

impl Mount {
    /// Builds the sandbox's state from the server's when it is switched on.
    pub fn new(state: &AppState) -> Self {
        #[cfg(feature = "sandbox")]
        if state.settings.shopify.sandbox {
            let shopify = &state.settings.shopify;
            let sandbox = shop_sandbox::Sandbox::new(shop_sandbox::SandboxConfig {
                db: state.db.clone(),
                http: state.http.clone(),
                public_base: state.public_base.clone(),
                app: shop_sandbox::AppCredentials {
                    api_key: shopify.api_key.clone(),
                    api_secret: shopify.api_secret.clone(),
                },
                templates_dir: &state.settings.templates_dir,
                bucket: shopify.sandbox_bucket,
            });
            return Mount { sandbox: Some(web::Data::new(sandbox)) };
        }
        let _ = state;
        Mount::default()
    }

    /// Mounts the sandbox's routes (outside `/api`) when it is on.
    pub fn routes(&self, cfg: &mut web::ServiceConfig) {
        #[cfg(feature = "sandbox")]
        if let Some(sandbox) = &self.sandbox {
            shop_sandbox::routes(cfg, sandbox.clone());
        }
        let _ = cfg;
    }
}

/// Applies the sandbox's pending migrations when it is built in; returns how many ran.
pub fn migrate(conn: &mut DbConnection) -> anyhow::Result<usize> {
    #[cfg(feature = "sandbox")]
    return shop_sandbox::migrate::run_pending(conn);
    #[cfg(not(feature = "sandbox"))]
    {
        let _ = conn;
        Ok(0)
    }
}
