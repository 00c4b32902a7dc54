//! This instance's worker: takes due jobs from the queue and runs up to `workers` at once.
//!
//! It asks the queue when woken (a job was pushed on this instance) and otherwise every
//! `poll_ms`, which is how it finds jobs pushed by other instances, retries whose time has
//! come and leases that ran out. While a job runs its lease is renewed every third of the
//! lease; a renewal that finds the job cancelled or taken over stops the work.

use std::panic::AssertUnwindSafe;
use std::sync::Arc;
use std::time::Duration;

use actix_web::web;
use futures_util::FutureExt;
use tokio::sync::{Notify, Semaphore};

use super::claim::{self, AfterFailure, Claimed};
use super::kinds::{Job, Kinds};
use super::periodic::PeriodicJobs;
use crate::config::JobSettings;
use crate::state::AppState;

/// What wakes this instance's worker when a job is pushed here.
#[derive(Default)]
pub struct Wakeup(Notify);

/// Wakes this instance's worker (after a commit that pushed a job).
pub fn wake(state: &AppState) {
    if let Some(wakeup) = state.handles.get::<Wakeup>() {
        wakeup.0.notify_one();
    }
}

/// Starts this instance's worker until the server stops: books the periodic jobs that have no
/// run booked, then takes jobs as they come due.
pub fn start(state: &web::Data<AppState>) {
    let state = state.clone();
    tokio::spawn(async move {
        let settings = state.settings.jobs;
        let me = format!("{}-{}", std::process::id(), crate::ids::new_id());
        let (kinds, periodic) = (state.handles.shared::<Kinds>(), state.handles.shared::<PeriodicJobs>());
        let mut names: Vec<&'static str> = kinds.iter().flat_map(|k| k.0.iter().map(|k| k.name)).collect();
        names.extend(periodic.iter().flat_map(|p| p.0.iter().map(|p| p.name)));
        if names.is_empty() {
            return;
        }
        if let Some(periodic) = periodic.clone() {
            if let Err(e) = state.db.run(move |conn| periodic.book_missing(conn)).await {
                tracing::warn!(error = %e, "periodic jobs could not be booked");
            }
        }
        let slots = Arc::new(Semaphore::new(settings.workers));
        let names: Arc<[&'static str]> = names.into();
        loop {
            let Ok(slot) = slots.clone().acquire_owned().await else { return };
            let lease = settings.lease();
            let (me2, names2) = (me.clone(), names.clone());
            match state.db.run(move |conn| claim::claim(conn, &me2, &names2, lease)).await {
                Ok(Some(job)) => {
                    let state = state.clone();
                    let me = me.clone();
                    tokio::spawn(async move {
                        run_one(state, job, me).await;
                        drop(slot);
                    });
                }
                Ok(None) => {
                    drop(slot);
                    idle(&state, settings).await;
                }
                Err(e) => {
                    tracing::warn!(error = %e, "the job queue could not be read");
                    drop(slot);
                    idle(&state, settings).await;
                }
            }
        }
    });
}

/// Waits until woken or until the next poll.
async fn idle(state: &AppState, settings: JobSettings) {
    let poll = tokio::time::sleep(Duration::from_millis(settings.poll_ms));
    match state.handles.get::<Wakeup>() {
        Some(wakeup) => {
            tokio::select! {
                () = wakeup.0.notified() => {}
                () = poll => {}
            }
        }
        None => poll.await,
    }
}

/// How a run ended.
enum Outcome {
    Done(anyhow::Result<()>),
    /// A renewal found the job no longer this worker's.
    Stopped,
}

/// Runs one claimed job, renewing its lease, and records how it ended.
async fn run_one(state: web::Data<AppState>, job: Claimed, me: String) {
    let settings = state.settings.jobs;
    let periodic = state.handles.shared::<PeriodicJobs>().and_then(|p| p.named(&job.kind).copied());
    let kind = state.handles.get::<Kinds>().and_then(|k| k.named(&job.kind)).copied();
    let parse = |text: &str| serde_json::from_str(text).unwrap_or(serde_json::Value::Null);
    let running = Job {
        id: job.id.clone(),
        attempt: job.attempt,
        payload: parse(&job.payload),
        progress: job.progress.as_deref().map(parse),
        worker: me.clone(),
    };
    let work = {
        let state = state.clone();
        async move {
            match (kind, periodic) {
                (Some(kind), _) => (kind.run)(state, running).await,
                (None, Some(periodic)) => periodic.run_logged(state).await,
                (None, None) => Err(anyhow::anyhow!("no such job kind on this instance")),
            }
        }
    };
    let renewals = {
        let (state, id, me) = (state.clone(), job.id.clone(), me.clone());
        async move {
            let every = settings.lease() / 3;
            loop {
                tokio::time::sleep(every).await;
                let (job, me) = (id.clone(), me.clone());
                match state.db.run(move |conn| claim::renew(conn, &job, &me, settings.lease())).await {
                    Ok(true) => {}
                    Ok(false) => return,
                    // The lease runs on; the next renewal tries again.
                    Err(e) => tracing::warn!(job.id = %id, error = %e, "job lease could not be renewed"),
                }
            }
        }
    };
    let outcome = tokio::select! {
        result = AssertUnwindSafe(work).catch_unwind() => {
            Outcome::Done(result.unwrap_or_else(|_| Err(anyhow::anyhow!("the job panicked"))))
        }
        () = renewals => Outcome::Stopped,
    };
    let id = job.id.clone();
    let ended = match outcome {
        Outcome::Stopped => {
            tracing::info!(job.id = %id, job.kind = %job.kind, "job stopped: cancelled or taken over");
            return;
        }
        Outcome::Done(Ok(())) => {
            let me = me.clone();
            let id = id.clone();
            state
                .db
                .run(move |conn| {
                    crate::db::write_transaction(conn, |conn| {
                        claim::finish(conn, &id, &me)?;
                        if let Some(periodic) = periodic {
                            periodic.book_next(conn)?;
                        }
                        Ok(())
                    })
                })
                .await
        }
        Outcome::Done(Err(error)) => {
            let message = format!("{error:#}");
            let (me, mut job2) = (me.clone(), job.clone());
            if periodic.is_some() {
                // A periodic job is not retried: its next run is booked instead.
                job2.max_attempts = job2.attempt;
            }
            let backoff = Duration::from_millis(settings.retry_ms);
            let after = state
                .db
                .run(move |conn| {
                    crate::db::write_transaction(conn, |conn| {
                        let after = claim::fail(conn, &job2, &me, &message, backoff)?;
                        if let Some(periodic) = periodic {
                            periodic.book_next(conn)?;
                        }
                        Ok(after)
                    })
                })
                .await;
            match after {
                Ok(AfterFailure::Retry(at)) => {
                    tracing::warn!(job.id = %id, job.kind = %job.kind, attempt = job.attempt, retry_at = %at, error = %format!("{error:#}"), "job failed; it will be tried again");
                }
                Ok(AfterFailure::Failed) => {
                    tracing::error!(job.id = %id, job.kind = %job.kind, attempt = job.attempt, error = %format!("{error:#}"), "job failed");
                }
                Ok(AfterFailure::NotMine) => {}
                Err(e) => tracing::warn!(job.id = %id, error = %e, "a failed job could not be recorded"),
            }
            return;
        }
    };
    if let Err(e) = ended {
        tracing::warn!(job.id = %id, error = %e, "a finished job could not be recorded");
    }
}
