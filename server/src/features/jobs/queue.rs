//! Putting work on the queue and looking at it: what a feature calls to have something done in
//! the background, to cancel it, and what `/health` reports. The worker's side (claiming,
//! leases, retries) is in `claim.rs`.

use chrono::NaiveDateTime;
use diesel::prelude::*;
use serde::Serialize;

use crate::clock::now;
use crate::db::schema::jobs;
use crate::db::DbConnection;
use crate::error::{AppError, AppResult};

/// A job waits for a worker.
pub(super) const QUEUED: &str = "queued";
/// A worker holds the job's lease and runs it.
pub(super) const RUNNING: &str = "running";
/// It ran to the end.
pub(super) const DONE: &str = "done";
/// It failed on its last attempt (or was taken over too often); `last_error` says why.
pub(super) const FAILED: &str = "failed";
/// Someone cancelled it before it ended.
pub(super) const CANCELLED: &str = "cancelled";

/// One piece of work to put on the queue; made by [`super::Kind::job`].
#[derive(Debug, Clone)]
pub struct NewJob {
    /// The registered kind that runs it ([`super::Kind::name`]).
    pub kind: &'static str,
    /// Tries before it ends failed (the kind's).
    pub attempts: u32,
    /// De-duplication key: while a job of this key waits, asking again adds nothing, and a
    /// job of the key waits while another one of it runs ("one running, one booked"). `None`
    /// makes every job its own key.
    pub key: Option<String>,
    /// What the kind needs to know, as JSON.
    pub payload: serde_json::Value,
    /// Not before this time (`None`: now).
    pub run_at: Option<NaiveDateTime>,
}

impl NewJob {
    /// The same job, de-duplicated by `key`.
    pub fn keyed(mut self, key: impl Into<String>) -> Self {
        self.key = Some(key.into());
        self
    }

    /// The same job, not before `at`.
    pub fn at(mut self, at: NaiveDateTime) -> Self {
        self.run_at = Some(at);
        self
    }
}

/// What putting a job on the queue did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Enqueued {
    /// A new job, with its id.
    Added(String),
    /// A job of the same key was already waiting; it will do this work (its id).
    AlreadyQueued(String),
}

impl Enqueued {
    /// The id of the job that will do the work.
    pub fn id(&self) -> &str {
        match self {
            Enqueued::Added(id) | Enqueued::AlreadyQueued(id) => id,
        }
    }
}

/// Puts `job` on the queue (inside the caller's transaction, so the job exists exactly when
/// what asked for it was committed). Call [`super::wake`] after the commit so this instance's
/// worker starts it at once, or use [`super::submit`], which does both.
pub fn push(conn: &mut DbConnection, job: &NewJob) -> AppResult<Enqueued> {
    let id = crate::ids::new_ordered_id();
    let key = job.key.clone().unwrap_or_else(|| id.clone());
    let at = now();
    let row = (
        jobs::id.eq(&id),
        jobs::kind.eq(job.kind),
        jobs::job_key.eq(&key),
        jobs::payload.eq(job.payload.to_string()),
        jobs::state.eq(QUEUED),
        jobs::attempts.eq(0),
        jobs::max_attempts.eq(i32::try_from(job.attempts.max(1)).unwrap_or(i32::MAX)),
        jobs::run_at.eq(job.run_at.unwrap_or(at)),
        jobs::created_at.eq(at),
    );
    // The only conflict a fresh id can meet is the one-waiting-job-per-key index. The waiting
    // job it met may be taken by a worker (and so no longer wait) before it is read here, on
    // another instance or this one: then there is room for this one, and the insert is tried
    // again.
    for _ in 0..TRIES {
        let added = match &mut *conn {
            DbConnection::Sqlite(c) => {
                diesel::insert_into(jobs::table).values(row.clone()).on_conflict_do_nothing().execute(c)?
            }
            DbConnection::Postgres(c) => {
                diesel::insert_into(jobs::table).values(row.clone()).on_conflict_do_nothing().execute(c)?
            }
        };
        if added == 1 {
            return Ok(Enqueued::Added(id));
        }
        let waiting: Option<String> = jobs::table
            .filter(jobs::job_key.eq(&key))
            .filter(jobs::state.eq(QUEUED))
            .select(jobs::id)
            .first(conn)
            .optional()?;
        if let Some(waiting) = waiting {
            return Ok(Enqueued::AlreadyQueued(waiting));
        }
    }
    Err(taken_meanwhile(&key))
}

/// How often a push tries again when the waiting job of its key is taken while it looks.
const TRIES: usize = 5;

fn taken_meanwhile(key: &str) -> AppError {
    AppError::Internal(anyhow::anyhow!("the waiting job of {key} was taken {TRIES} times while a push looked at it"))
}

/// Puts `job` on the queue, or, when a job of its key already waits, merges the new payload
/// into the waiting one's with `merge(waiting, new)`: what was asked meanwhile is all done by
/// the next run. Call it inside a write transaction (`crate::db::write_transaction`). A waiting
/// job taken by a worker before the merged payload is written has started with the old one:
/// then the new payload is pushed again, as a job of its own that waits behind it.
pub fn push_merging(
    conn: &mut DbConnection,
    job: &NewJob,
    merge: impl Fn(serde_json::Value, serde_json::Value) -> serde_json::Value,
) -> AppResult<Enqueued> {
    for _ in 0..TRIES {
        let queued = push(conn, job)?;
        let Enqueued::AlreadyQueued(id) = &queued else {
            return Ok(queued);
        };
        let waiting: Option<String> =
            jobs::table.find(id).filter(jobs::state.eq(QUEUED)).select(jobs::payload).first(conn).optional()?;
        let Some(waiting) = waiting else {
            continue;
        };
        let waiting = serde_json::from_str(&waiting).unwrap_or(serde_json::Value::Null);
        let merged = merge(waiting, job.payload.clone());
        let changed = diesel::update(jobs::table.find(id).filter(jobs::state.eq(QUEUED)))
            .set(jobs::payload.eq(merged.to_string()))
            .execute(conn)?;
        if changed == 1 {
            return Ok(queued);
        }
    }
    Err(taken_meanwhile(job.key.as_deref().unwrap_or_default()))
}

/// Whether a job of `key` waits or runs now.
pub fn is_active(conn: &mut DbConnection, key: &str) -> AppResult<bool> {
    let found: i64 = jobs::table
        .filter(jobs::job_key.eq(key))
        .filter(jobs::state.eq_any([QUEUED, RUNNING]))
        .count()
        .get_result(conn)?;
    Ok(found > 0)
}

/// Cancels job `id` if it has not ended: a waiting job never runs; a running one is stopped at
/// its worker's next lease renewal. Answers whether it was cancelled.
pub fn cancel(conn: &mut DbConnection, id: &str) -> AppResult<bool> {
    let changed = diesel::update(jobs::table.find(id).filter(jobs::state.eq_any([QUEUED, RUNNING])))
        .set((
            jobs::state.eq(CANCELLED),
            jobs::finished_at.eq(Some(now())),
            jobs::lease_until.eq(None::<NaiveDateTime>),
        ))
        .execute(conn)?;
    Ok(changed == 1)
}

/// One job as the operator sees it.
#[derive(Debug, Clone, Serialize, Queryable, utoipa::ToSchema)]
pub struct JobView {
    /// The job's id.
    pub id: String,
    /// Its kind.
    pub kind: String,
    /// `queued`, `running`, `done`, `failed` or `cancelled`.
    pub state: String,
    /// Tries so far.
    pub attempts: i32,
    /// The error of the last failed try.
    pub last_error: Option<String>,
    /// When it ended.
    #[schema(value_type = Option<String>)]
    pub finished_at: Option<NaiveDateTime>,
}

/// Job `id`, if it exists.
pub fn view(conn: &mut DbConnection, id: &str) -> AppResult<Option<JobView>> {
    Ok(jobs::table
        .find(id)
        .select((jobs::id, jobs::kind, jobs::state, jobs::attempts, jobs::last_error, jobs::finished_at))
        .first(conn)
        .optional()?)
}

/// The queue as `/health` shows it.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
pub struct QueueHealth {
    /// Jobs waiting whose time has come.
    pub queued: i64,
    /// Jobs a worker holds.
    pub running: i64,
    /// Seconds the oldest due waiting job has waited (0 when none waits).
    pub oldest_queued_seconds: i64,
    /// Jobs that ended failed in the last 24 hours.
    pub failed_last_day: i64,
    /// The latest of them (at most five), with their errors.
    pub recent_failures: Vec<JobView>,
}

/// How the queue stands now.
pub fn health(conn: &mut DbConnection) -> AppResult<QueueHealth> {
    let at = now();
    let due = jobs::table.filter(jobs::state.eq(QUEUED)).filter(jobs::run_at.le(at));
    let queued: i64 = due.count().get_result(conn)?;
    let oldest: Option<NaiveDateTime> = due.select(diesel::dsl::min(jobs::run_at)).first(conn)?;
    let running: i64 = jobs::table.filter(jobs::state.eq(RUNNING)).count().get_result(conn)?;
    let failed =
        jobs::table.filter(jobs::state.eq(FAILED)).filter(jobs::finished_at.ge(at - chrono::Duration::days(1)));
    let failed_last_day: i64 = failed.count().get_result(conn)?;
    let recent_failures = failed
        .order(jobs::finished_at.desc())
        .limit(5)
        .select((jobs::id, jobs::kind, jobs::state, jobs::attempts, jobs::last_error, jobs::finished_at))
        .load(conn)?;
    Ok(QueueHealth {
        queued,
        running,
        oldest_queued_seconds: oldest.map_or(0, |t| (at - t).num_seconds().max(0)),
        failed_last_day,
        recent_failures,
    })
}

/// Removes jobs that ended more than a week ago (the hourly upkeep): long enough to look into a
/// failure, short enough that the table stays small.
pub fn purge_ended(conn: &mut DbConnection) -> AppResult<usize> {
    let before = now() - chrono::Duration::days(7);
    Ok(diesel::delete(
        jobs::table.filter(jobs::state.eq_any([DONE, FAILED, CANCELLED])).filter(jobs::finished_at.lt(before)),
    )
    .execute(conn)?)
}
