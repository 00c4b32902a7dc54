//! Periodic upkeep that each feature schedules for the tables or files it owns (expired
//! sessions, tokens and install states, old client log lines, unreferenced uploads, the event
//! partitions). The owner registers a job at startup; this module only runs them, so the
//! foundation names no other feature's table. Every job is safe on every instance at once
//! (plain deletes, `CREATE TABLE IF NOT EXISTS`, files already gone are skipped).

use std::time::Duration;

use actix_web::web;
use futures_util::future::BoxFuture;

use crate::db::DbConnection;
use crate::error::AppResult;
use crate::state::{AppState, Handles};

/// The period of the hourly upkeep.
pub const HOURLY: Duration = Duration::from_secs(3600);

/// One run of a job: how many rows or files it removed or made.
pub type Run = fn(web::Data<AppState>) -> BoxFuture<'static, AppResult<usize>>;

/// A job and how often it runs.
#[derive(Clone, Copy)]
pub struct Periodic {
    /// What it does, for the logs ("expired sessions removed").
    pub what: &'static str,
    /// Time between runs; the first run is at startup.
    pub every: Duration,
    /// The work.
    pub run: Run,
}

/// The jobs the features scheduled, in the order they did.
#[derive(Default)]
pub struct PeriodicJobs(Vec<Periodic>);

impl PeriodicJobs {
    /// Runs every job once, in turn (the tests' way to run the upkeep now); the first error
    /// stops it.
    pub async fn run_all(&self, state: &web::Data<AppState>) -> AppResult<usize> {
        let mut total = 0;
        for job in &self.0 {
            total += (job.run)(state.clone()).await?;
        }
        Ok(total)
    }
}

/// A run that is one database closure (most upkeep is a delete of rows past their time).
pub fn in_db(
    state: web::Data<AppState>,
    work: fn(&mut DbConnection) -> AppResult<usize>,
) -> BoxFuture<'static, AppResult<usize>> {
    Box::pin(async move { state.db.run(work).await })
}

/// Schedules `job` (startup only).
pub fn schedule(handles: &mut Handles, job: Periodic) {
    handles.get_or_default_mut::<PeriodicJobs>().0.push(job);
}

/// Starts every scheduled job on its own timer until the server stops; a failed run is logged
/// and tried again at the next tick.
pub fn spawn_all(state: &web::Data<AppState>) {
    let Some(jobs) = state.handles.get::<PeriodicJobs>() else { return };
    for job in jobs.0.iter().copied() {
        let state = state.clone();
        tokio::spawn(async move {
            let mut tick = tokio::time::interval(job.every);
            loop {
                tick.tick().await;
                match (job.run)(state.clone()).await {
                    Ok(0) => {}
                    Ok(n) => tracing::info!(count = n, "{}", job.what),
                    Err(e) => tracing::warn!(error = %e, job = job.what, "periodic job failed"),
                }
            }
        });
    }
}
