//! Background work, in a queue in the database (docs/architecture.md#background-work): every
//! job is a row, so it survives a restart, runs once however many instances share the
//! database, is taken over when its instance dies, is retried with a growing delay and ends
//! failed after its last try, and can be cancelled. Features register their kinds of job and
//! their periodic upkeep at start-up; this layer names none of them.

mod claim;
mod kinds;
mod periodic;
mod queue;
mod worker;

use actix_web::web;

pub use kinds::{register, Handler, Job, Kind};
pub use periodic::{in_db, schedule, Periodic, PeriodicJobs, Run, HOURLY};
pub use queue::{cancel, health, is_active, push, push_merging, view, Enqueued, JobView, NewJob, QueueHealth};
pub use worker::{start, wake, Wakeup};

use crate::error::AppResult;
use crate::state::{AppState, Handles};

/// Registers the queue's own handles and upkeep (start-up).
pub fn setup(handles: &mut Handles) {
    handles.insert(Wakeup::default());
    schedule(handles, PURGE);
}

/// Puts `job` on the queue and wakes this instance's worker.
pub async fn submit(state: &web::Data<AppState>, job: NewJob) -> AppResult<Enqueued> {
    let queued = state.db.run(move |conn| push(conn, &job)).await?;
    wake(state);
    Ok(queued)
}

/// Ended jobs are kept a week, then removed.
const PURGE: Periodic = Periodic {
    name: "jobs.purge",
    what: "ended jobs removed",
    every: HOURLY,
    run: |state| in_db(state, queue::purge_ended),
};
