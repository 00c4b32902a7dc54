//! Hourly removal of expired sessions, used or expired email tokens, expired store install
//! states and client log lines older than [`CLIENT_LOGS_KEPT_DAYS`], so those tables hold only rows that can still matter (anyone can start an install,
//! so its states must not pile up). Safe to run on every instance at once (plain deletes).

use std::time::Duration;

use chrono::Duration as Age;
use diesel::prelude::*;

use crate::clock::now;
use crate::db::schema::{client_logs, email_tokens, oauth_states, sessions};
use crate::db::Db;
use crate::error::AppResult;

/// How often the sweep runs.
pub const EVERY: Duration = Duration::from_secs(3600);
/// Days the dashboard's uploaded log lines are kept (enough to follow up a merchant's report).
pub const CLIENT_LOGS_KEPT_DAYS: i64 = 14;

/// Deletes expired sessions, tokens that are expired or were used over a day ago, and expired
/// install states; returns how many rows went.
pub async fn sweep(db: &Db) -> AppResult<usize> {
    db.run(|conn| {
        let at = now();
        let expired_sessions = diesel::delete(sessions::table.filter(sessions::expires_at.le(at))).execute(conn)?;
        let old_tokens = diesel::delete(
            email_tokens::table.filter(email_tokens::expires_at.le(at).or(email_tokens::used_at.le(at - Age::days(1)))),
        )
        .execute(conn)?;
        let old_states = diesel::delete(oauth_states::table.filter(oauth_states::expires_at.le(at))).execute(conn)?;
        let old_logs = diesel::delete(
            client_logs::table.filter(client_logs::created_at.le(at - Age::days(CLIENT_LOGS_KEPT_DAYS))),
        )
        .execute(conn)?;
        Ok(expired_sessions + old_tokens + old_states + old_logs)
    })
    .await
}

/// Runs [`sweep`] every [`EVERY`] until the server stops.
pub fn spawn(db: Db) {
    tokio::spawn(async move {
        let mut tick = tokio::time::interval(EVERY);
        loop {
            tick.tick().await;
            match sweep(&db).await {
                Ok(0) => {}
                Ok(n) => {
                    tracing::info!(rows = n, "expired sessions, tokens, install states and old client logs removed")
                }
                Err(e) => tracing::warn!(error = %e, "cleanup sweep failed"),
            }
        }
    });
}
