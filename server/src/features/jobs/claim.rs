//! The worker's side of the queue: taking a job so that one instance runs it, keeping it while
//! it runs, and ending it.
//!
//! A worker takes the oldest due job of a kind it knows: a waiting job whose time has come and
//! none of whose key runs, or a running job whose lease ran out (its instance died or hung). On
//! PostgreSQL the candidate is locked `FOR UPDATE SKIP LOCKED`, so instances asking at once take
//! different jobs instead of queueing behind each other; SQLite's write transactions already
//! run one at a time. A taken job's lease is renewed while it runs; a renewal that finds the
//! job no longer its own (cancelled, or taken over after a stall) tells the worker to stop.

use std::time::Duration;

use chrono::NaiveDateTime;
use diesel::prelude::*;

use super::queue::{FAILED, QUEUED, RUNNING};
use crate::clock::now;
use crate::db::schema::jobs;
use crate::db::DbConnection;
use crate::error::AppResult;

/// A job a worker holds.
#[derive(Debug, Clone, Queryable)]
pub struct Claimed {
    /// The job's id.
    pub id: String,
    /// Its kind.
    pub kind: String,
    /// Its de-duplication key.
    pub key: String,
    /// What the kind needs, as JSON text.
    pub payload: String,
    /// What an earlier try saved, as JSON text.
    pub progress: Option<String>,
    /// This try's number, from 1.
    pub attempt: i32,
    /// Tries allowed.
    pub max_attempts: i32,
}

diesel::alias!(jobs as twin: Twin);

/// Takes the oldest due job of one of `kinds` for `worker`, holding it for `lease`.
pub fn claim(
    conn: &mut DbConnection,
    worker: &str,
    kinds: &[&'static str],
    lease: Duration,
) -> AppResult<Option<Claimed>> {
    let at = now();
    let lease_until = at + chrono::Duration::from_std(lease).unwrap_or(chrono::Duration::seconds(30));
    // The due jobs, oldest first: a waiting job whose time has come and none of whose key runs
    // elsewhere, or a running one whose lease ran out.
    macro_rules! candidates {
        () => {
            jobs::table
                .filter(jobs::kind.eq_any(kinds.to_vec()))
                .filter(
                    jobs::state
                        .eq(QUEUED)
                        .and(jobs::run_at.le(at))
                        .and(diesel::dsl::not(diesel::dsl::exists(
                            twin.filter(twin.field(jobs::job_key).eq(jobs::job_key))
                                .filter(twin.field(jobs::state).eq(RUNNING)),
                        )))
                        .or(jobs::state.eq(RUNNING).and(jobs::lease_until.lt(at))),
                )
                .order((jobs::run_at.asc(), jobs::id.asc()))
                .select((jobs::id, jobs::state, jobs::attempts, jobs::max_attempts))
        };
    }
    // An idle worker asks every second: a plain read first, so it takes no write lock (SQLite's
    // is the whole database's) while nothing is due.
    let due: Option<(String, String, i32, i32)> = candidates!().first(conn).optional()?;
    if due.is_none() {
        return Ok(None);
    }
    crate::db::write_transaction(conn, |conn| {
        let candidates = candidates!();
        let found: Option<(String, String, i32, i32)> = match conn {
            DbConnection::Postgres(c) => candidates.for_update().skip_locked().first(c).optional()?,
            DbConnection::Sqlite(c) => candidates.first(c).optional()?,
        };
        let Some((id, state, attempts, max_attempts)) = found else { return Ok(None) };
        if state == RUNNING && attempts >= max_attempts {
            // Its instance stopped during its last try: a job that takes its instance down
            // each time must not take the next one down too.
            diesel::update(jobs::table.find(&id))
                .set((
                    jobs::state.eq(FAILED),
                    jobs::lease_until.eq(None::<NaiveDateTime>),
                    jobs::last_error.eq(Some("its instance stopped during the last try")),
                    jobs::finished_at.eq(Some(at)),
                ))
                .execute(conn)?;
            tracing::error!(job.id = %id, attempts, "job failed: its instance stopped during the last try");
            return Ok(None);
        }
        let taken = diesel::update(jobs::table.find(&id))
            .set((
                jobs::state.eq(RUNNING),
                jobs::attempts.eq(jobs::attempts + 1),
                jobs::worker.eq(Some(worker)),
                jobs::lease_until.eq(Some(lease_until)),
            ))
            .returning((
                jobs::id,
                jobs::kind,
                jobs::job_key,
                jobs::payload,
                jobs::progress,
                jobs::attempts,
                jobs::max_attempts,
            ))
            .get_result(conn)
            .optional()?;
        Ok(taken)
    })
}

/// Extends `worker`'s lease on job `id`; `false` when the job is no longer its own to run
/// (cancelled, or taken over by another instance), and the worker must stop.
pub fn renew(conn: &mut DbConnection, id: &str, worker: &str, lease: Duration) -> AppResult<bool> {
    let lease_until = now() + chrono::Duration::from_std(lease).unwrap_or(chrono::Duration::seconds(30));
    let changed = diesel::update(mine(id, worker)).set(jobs::lease_until.eq(Some(lease_until))).execute(conn)?;
    Ok(changed == 1)
}

/// Saves `progress` on job `id` while `worker` holds it.
pub fn save_progress(conn: &mut DbConnection, id: &str, worker: &str, progress: &serde_json::Value) -> AppResult<()> {
    diesel::update(mine(id, worker)).set(jobs::progress.eq(Some(progress.to_string()))).execute(conn)?;
    Ok(())
}

/// Ends job `id` as done. The payload is cleared: it may carry a link with a token (an email),
/// which need not outlive the work.
pub fn finish(conn: &mut DbConnection, id: &str, worker: &str) -> AppResult<()> {
    diesel::update(mine(id, worker))
        .set((
            jobs::state.eq(super::queue::DONE),
            jobs::payload.eq("{}"),
            jobs::progress.eq(None::<String>),
            jobs::lease_until.eq(None::<NaiveDateTime>),
            jobs::finished_at.eq(Some(now())),
        ))
        .execute(conn)?;
    Ok(())
}

/// What a failed try led to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AfterFailure {
    /// It waits to be tried again at this time.
    Retry(NaiveDateTime),
    /// It ended failed.
    Failed,
    /// It was no longer this worker's (cancelled or taken over); nothing changed.
    NotMine,
}

/// Records a failed try of job `claimed`: it is tried again after `backoff` (doubling with each
/// try) while tries remain, and ends failed after the last one. A waiting job of the same key
/// will do the same work, so then this one ends failed at once instead of waiting beside it.
/// Call it inside a write transaction (`crate::db::write_transaction`).
pub fn fail(
    conn: &mut DbConnection,
    claimed: &Claimed,
    worker: &str,
    error: &str,
    backoff: Duration,
) -> AppResult<AfterFailure> {
    let error: String = error.chars().take(2000).collect();
    let twin_waits: i64 =
        jobs::table.filter(jobs::job_key.eq(&claimed.key)).filter(jobs::state.eq(QUEUED)).count().get_result(conn)?;
    if claimed.attempt < claimed.max_attempts && twin_waits == 0 {
        let again = now() + retry_delay(backoff, claimed.attempt);
        let changed = diesel::update(mine(&claimed.id, worker))
            .set((
                jobs::state.eq(QUEUED),
                jobs::run_at.eq(again),
                jobs::worker.eq(None::<String>),
                jobs::lease_until.eq(None::<NaiveDateTime>),
                jobs::last_error.eq(Some(&error)),
            ))
            .execute(conn)?;
        return Ok(if changed == 1 { AfterFailure::Retry(again) } else { AfterFailure::NotMine });
    }
    let changed = diesel::update(mine(&claimed.id, worker))
        .set((
            jobs::state.eq(FAILED),
            jobs::lease_until.eq(None::<NaiveDateTime>),
            jobs::last_error.eq(Some(&error)),
            jobs::finished_at.eq(Some(now())),
        ))
        .execute(conn)?;
    Ok(if changed == 1 { AfterFailure::Failed } else { AfterFailure::NotMine })
}

/// The delay before try `attempt + 1`: `backoff`, doubled with each try, at most an hour.
pub fn retry_delay(backoff: Duration, attempt: i32) -> chrono::Duration {
    let doubled = backoff.saturating_mul(1 << attempt.clamp(1, 20).saturating_sub(1));
    chrono::Duration::from_std(doubled.min(Duration::from_secs(3600))).unwrap_or(chrono::Duration::hours(1))
}

/// One job, found by id, and only while it runs.
type RunningJob<'a> =
    diesel::dsl::Filter<diesel::dsl::Find<jobs::table, &'a str>, diesel::dsl::Eq<jobs::state, &'static str>>;

/// Job `id` while `worker` holds it.
fn mine<'a>(
    id: &'a str,
    worker: &'a str,
) -> diesel::dsl::Filter<RunningJob<'a>, diesel::dsl::Eq<jobs::worker, &'a str>> {
    jobs::table.find(id).filter(jobs::state.eq(RUNNING)).filter(jobs::worker.eq(worker))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_delay_doubles_with_each_try_up_to_an_hour() {
        let base = Duration::from_secs(10);
        assert_eq!(retry_delay(base, 1), chrono::Duration::seconds(10));
        assert_eq!(retry_delay(base, 2), chrono::Duration::seconds(20));
        assert_eq!(retry_delay(base, 3), chrono::Duration::seconds(40));
        assert_eq!(retry_delay(base, 30), chrono::Duration::hours(1));
    }
}
