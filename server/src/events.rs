//! Typed events: how a lower feature causes work in a higher one without naming it
//! (docs/architecture.md#feature-layers).
//!
//! The lower feature defines an event type and publishes it; each higher feature subscribes at
//! startup (its `subscribe`, called by [`crate::startup`]). A subscriber is one of two kinds:
//!
//! - **on the write**: runs inside the publisher's write transaction, so what it changes
//!   commits with the publisher's rows or not at all (a disconnect clears the theme, the
//!   settings and the links together with the store's own rows);
//! - **on the commit**: runs after the publisher's transaction committed, awaited one after
//!   another in the order they subscribed; the first error is the publisher's, so a webhook
//!   whose handler failed is tried again. Work that takes long (a catalog sync, a tagging pass)
//!   is started here and not awaited.
//!
//! Events are plain data and their subscribers plain functions: nothing here holds state, so
//! every instance serving one database behaves alike.

use std::sync::Arc;

use actix_web::web;
use futures_util::future::BoxFuture;

use crate::db::DbConnection;
use crate::error::AppResult;
use crate::state::{AppState, Handles};

/// A subscriber that runs inside the publisher's transaction.
pub type OnWrite<E> = fn(&mut DbConnection, &E) -> AppResult<()>;

/// A subscriber that runs after the publisher's transaction committed.
pub type OnCommit<E> = fn(web::Data<AppState>, E) -> BoxFuture<'static, AppResult<()>>;

/// The subscribers of the event type `E`.
pub struct Subscribers<E> {
    on_write: Vec<OnWrite<E>>,
    on_commit: Vec<OnCommit<E>>,
}

impl<E> Default for Subscribers<E> {
    fn default() -> Self {
        Subscribers { on_write: Vec::new(), on_commit: Vec::new() }
    }
}

impl<E: Clone + Send + Sync + 'static> Subscribers<E> {
    /// Runs every write subscriber inside the caller's transaction; the first error ends it
    /// (and so rolls the transaction back).
    pub fn written(&self, conn: &mut DbConnection, event: &E) -> AppResult<()> {
        self.on_write.iter().try_for_each(|subscriber| subscriber(conn, event))
    }

    /// Runs every commit subscriber in turn; the first error is returned.
    pub async fn committed(&self, state: &web::Data<AppState>, event: &E) -> AppResult<()> {
        for subscriber in &self.on_commit {
            subscriber(state.clone(), event.clone()).await?;
        }
        Ok(())
    }
}

/// Subscribes at startup.
pub trait Subscribe {
    /// Calls `subscriber` inside the transaction of every write that publishes `E`.
    fn on_write<E: Clone + Send + Sync + 'static>(&mut self, subscriber: OnWrite<E>);
    /// Calls `subscriber` after every commit that publishes `E`.
    fn on_commit<E: Clone + Send + Sync + 'static>(&mut self, subscriber: OnCommit<E>);
}

impl Subscribe for Handles {
    fn on_write<E: Clone + Send + Sync + 'static>(&mut self, subscriber: OnWrite<E>) {
        self.get_or_default_mut::<Subscribers<E>>().on_write.push(subscriber);
    }

    fn on_commit<E: Clone + Send + Sync + 'static>(&mut self, subscriber: OnCommit<E>) {
        self.get_or_default_mut::<Subscribers<E>>().on_commit.push(subscriber);
    }
}

/// The subscribers of `E` (none when no feature subscribed), to publish to, also from inside a
/// database closure.
pub fn of<E: Clone + Send + Sync + 'static>(state: &AppState) -> Arc<Subscribers<E>> {
    state.handles.shared::<Subscribers<E>>().unwrap_or_default()
}

/// Publishes `event` after its write committed (see [`Subscribers::committed`]).
pub async fn committed<E: Clone + Send + Sync + 'static>(state: &web::Data<AppState>, event: E) -> AppResult<()> {
    of::<E>(state).committed(state, &event).await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Clone)]
    struct Rang;

    fn first(_: &mut DbConnection, _: &Rang) -> AppResult<()> {
        Ok(())
    }

    #[test]
    fn subscribers_are_kept_per_event_type() {
        let mut handles = Handles::default();
        assert!(handles.shared::<Subscribers<Rang>>().is_none());
        handles.on_write::<Rang>(first);
        handles.on_write::<Rang>(first);
        let subscribers = handles.shared::<Subscribers<Rang>>().expect("registered");
        assert_eq!(subscribers.on_write.len(), 2);
        assert!(subscribers.on_commit.is_empty());
        assert!(handles.shared::<Subscribers<u8>>().is_none());
    }
}
