//! Periodic upkeep that each feature schedules for the tables or files it owns (expired
//! sessions, tokens and install states, old client log lines, unreferenced uploads, the event
//! partitions, retries of webhooks and attributions). The owner registers a job at start-up;
//! this module only runs them, so the foundation names no other feature's table.
//!
//! Each periodic job is one row of the queue keyed `periodic:{name}`: whichever instance takes
//! it runs it, and the same transaction that ends it books the next run `every` later. So the
//! cluster runs it once per period however many instances serve the database, and a restart
//! keeps the booked time. The first run is at the first start-up of a database.

use std::time::Duration;

use actix_web::web;
use futures_util::future::BoxFuture;

use super::queue::{self, Enqueued, NewJob};
use crate::clock::now;
use crate::db::DbConnection;
use crate::error::AppResult;
use crate::state::{AppState, Handles};

/// Tries of one periodic run: a failed run is not tried again (the next is booked), but a run
/// whose instance died is taken over, this many times in all.
const TAKEOVERS: u32 = 3;

/// The period of the hourly upkeep.
pub const HOURLY: Duration = Duration::from_secs(3600);

/// One run of a job: how many rows or files it removed or made.
pub type Run = fn(web::Data<AppState>) -> BoxFuture<'static, AppResult<usize>>;

/// A job and how often it runs.
#[derive(Clone, Copy)]
pub struct Periodic {
    /// Its name in the queue (as a [`super::Kind`]'s).
    pub name: &'static str,
    /// What it does, for the logs ("expired sessions removed").
    pub what: &'static str,
    /// Time between runs.
    pub every: Duration,
    /// The work.
    pub run: Run,
}

impl Periodic {
    /// The queue's key for this job.
    fn key(&self) -> String {
        format!("periodic:{}", self.name)
    }

    /// Its next run, `after` from now.
    fn next(&self, after: Duration) -> NewJob {
        let at = now() + chrono::Duration::from_std(after).unwrap_or(chrono::Duration::hours(1));
        NewJob {
            kind: self.name,
            attempts: TAKEOVERS,
            key: Some(self.key()),
            payload: serde_json::json!({}),
            run_at: Some(at),
        }
    }

    /// Runs the job once and logs what it did; an error is logged, and the next run is booked
    /// either way.
    pub(super) async fn run_logged(&self, state: web::Data<AppState>) -> anyhow::Result<()> {
        match (self.run)(state).await {
            Ok(0) => Ok(()),
            Ok(n) => {
                tracing::info!(count = n, "{}", self.what);
                Ok(())
            }
            Err(e) => Err(anyhow::anyhow!("{e}")),
        }
    }

    /// Books the run after this one (in the transaction that ends this one).
    pub(super) fn book_next(&self, conn: &mut DbConnection) -> AppResult<Enqueued> {
        queue::push(conn, &self.next(self.every))
    }
}

/// The jobs the features scheduled, in the order they did.
#[derive(Default)]
pub struct PeriodicJobs(pub(super) Vec<Periodic>);

impl PeriodicJobs {
    /// How many jobs are scheduled.
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// Whether no feature scheduled any.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// Runs every job once, in turn (the tests' way to run the upkeep now); the first error
    /// stops it.
    pub async fn run_all(&self, state: &web::Data<AppState>) -> AppResult<usize> {
        let mut total = 0;
        for job in &self.0 {
            total += (job.run)(state.clone()).await?;
        }
        Ok(total)
    }

    /// The job called `name`.
    pub(super) fn named(&self, name: &str) -> Option<&Periodic> {
        self.0.iter().find(|p| p.name == name)
    }

    /// Books the first run of every job that has none waiting or running (at start-up; an
    /// instance that starts beside a running one books nothing).
    pub(super) fn book_missing(&self, conn: &mut DbConnection) -> AppResult<usize> {
        let mut booked = 0;
        for job in &self.0 {
            if !queue::is_active(conn, &job.key())?
                && matches!(queue::push(conn, &job.next(Duration::ZERO))?, Enqueued::Added(_))
            {
                booked += 1;
            }
        }
        Ok(booked)
    }
}

/// A run that is one database closure (most upkeep is a delete of rows past their time).
pub fn in_db(
    state: web::Data<AppState>,
    work: fn(&mut DbConnection) -> AppResult<usize>,
) -> BoxFuture<'static, AppResult<usize>> {
    Box::pin(async move { state.db.run(work).await })
}

/// Schedules `job` (start-up only).
pub fn schedule(handles: &mut Handles, job: Periodic) {
    handles.get_or_default_mut::<PeriodicJobs>().0.push(job);
}
