//! Shared application state, built once in [`crate::startup::Application::build`].
//!
//! It holds the infrastructure every feature may use (settings, database, SSR, outbound HTTP,
//! rate limits) and a typed map of [`Handles`] that features register at startup for what they
//! own (caches, the click sink, the mailer, the store adapter's pacer and secrets, the
//! sandbox's schema). So this module names no feature, and a feature's handle is found by its
//! type: `state.handle::<LinkCache>()`.

use std::sync::Arc;

use crate::config::Settings;
use crate::db::Db;
use crate::http::rate_limit::RateLimits;
use crate::ssr::assets::Preloads;
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
    /// Each page's preload tags, from the asset manifest.
    pub preloads: Preloads,
    /// Rate limits of the auth endpoints.
    pub limits: RateLimits,
    /// Outbound HTTP (store platform calls); never follows redirects.
    pub http: reqwest::Client,
    /// What features registered at startup.
    pub handles: Handles,
}

impl AppState {
    /// The handle of type `T` a feature registered at startup.
    ///
    /// # Panics
    /// When no feature registered one: startup registers every handle before it serves, so
    /// this is a wiring mistake that the first test of the feature shows.
    pub fn handle<T: Send + Sync + 'static>(&self) -> &T {
        self.handles.get::<T>().unwrap_or_else(|| panic!("no {} registered at startup", std::any::type_name::<T>()))
    }
}

/// Handles registered by type, one per type (an `http::Extensions` of `Arc`s).
#[derive(Default)]
pub struct Handles(http::Extensions);

impl Handles {
    /// Registers `value` as the handle of its type (replacing an earlier one).
    pub fn insert<T: Send + Sync + 'static>(&mut self, value: T) {
        self.0.insert(Arc::new(value));
    }

    /// The handle of type `T`, if registered.
    pub fn get<T: Send + Sync + 'static>(&self) -> Option<&T> {
        self.0.get::<Arc<T>>().map(Arc::as_ref)
    }

    /// The handle of type `T` as a shared pointer, for work that outlives the borrow (a
    /// database closure).
    pub fn shared<T: Send + Sync + 'static>(&self) -> Option<Arc<T>> {
        self.0.get::<Arc<T>>().cloned()
    }

    /// The handle of type `T` to add to, registered empty first if need be (startup only).
    ///
    /// # Panics
    /// When the handle is already shared: startup registers before it hands handles out.
    pub fn get_or_default_mut<T: Default + Send + Sync + 'static>(&mut self) -> &mut T {
        let handle = self.0.get_or_insert_with::<Arc<T>, _>(Default::default);
        Arc::get_mut(handle).expect("handles are added to before they are shared")
    }
}

#[cfg(test)]
mod tests {
    use super::Handles;

    #[test]
    fn handles_are_found_by_type() {
        let mut handles = Handles::default();
        assert!(handles.get::<u32>().is_none());
        handles.insert(7_u32);
        handles.insert(String::from("seven"));
        assert_eq!(handles.get::<u32>(), Some(&7));
        assert_eq!(handles.get::<String>().map(String::as_str), Some("seven"));
    }
}
