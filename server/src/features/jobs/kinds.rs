//! The kinds of job the features register at start-up: a name (what the queue stores), how many
//! tries a job gets, and the work. The queue only runs them, so this layer names no feature.

use actix_web::web;
use futures_util::future::BoxFuture;

use super::queue::NewJob;
use crate::error::AppResult;
use crate::state::{AppState, Handles};

/// The work of one job: the state and the job; an error is a failed try.
pub type Handler = fn(web::Data<AppState>, Job) -> BoxFuture<'static, anyhow::Result<()>>;

/// The job a worker runs, as its kind's work sees it.
#[derive(Debug, Clone)]
pub struct Job {
    /// The job's id.
    pub id: String,
    /// This try's number, from 1 (above 1: a retry, or a take-over of a dead instance's try).
    pub attempt: i32,
    /// What the kind needs to know.
    pub payload: serde_json::Value,
    /// What an earlier try saved with [`Job::checkpoint`] before it stopped, if anything: a
    /// long job goes on from there instead of starting again.
    pub progress: Option<serde_json::Value>,
    /// The worker holding it.
    pub(super) worker: String,
}

impl Job {
    /// The payload's text field `name` (a job without it cannot run: every try fails).
    pub fn text(&self, name: &str) -> anyhow::Result<String> {
        self.payload[name].as_str().map(str::to_owned).ok_or_else(|| anyhow::anyhow!("no {name}"))
    }

    /// Saves how far the work has come, for the try that takes over should this one stop. A
    /// job no longer this worker's saves nothing.
    pub async fn checkpoint(&self, state: &AppState, progress: serde_json::Value) -> AppResult<()> {
        let (id, worker) = (self.id.clone(), self.worker.clone());
        state.db.run(move |conn| super::claim::save_progress(conn, &id, &worker, &progress)).await
    }
}

/// A kind of job.
#[derive(Clone, Copy)]
pub struct Kind {
    /// Stored in the queue; lower case, dots and underscores (`catalog.sync`).
    pub name: &'static str,
    /// Tries before a job ends failed.
    pub attempts: u32,
    /// How long a new job waits before it may run, so that asks which come together (a
    /// double click, or the same ask through two instances) become one job of the key.
    pub settle: std::time::Duration,
    /// The work.
    pub run: Handler,
}

impl Kind {
    /// A job of this kind with `payload`, its own key, to run once it has settled.
    pub fn job(&self, payload: serde_json::Value) -> NewJob {
        let run_at = (!self.settle.is_zero())
            .then(|| crate::clock::now() + chrono::Duration::from_std(self.settle).unwrap_or_default());
        NewJob { kind: self.name, attempts: self.attempts, key: None, payload, run_at }
    }
}

/// The registered kinds, in the order the features registered them.
#[derive(Default)]
pub struct Kinds(pub(super) Vec<Kind>);

impl Kinds {
    /// The kind called `name`.
    pub(super) fn named(&self, name: &str) -> Option<&Kind> {
        self.0.iter().find(|k| k.name == name)
    }
}

/// Registers `kind` (start-up only).
///
/// # Panics
/// When the name is not lower case letters, digits, dots and underscores, or is taken: both
/// are mistakes in the code, found by the first test that starts the server.
pub fn register(handles: &mut Handles, kind: Kind) {
    assert!(
        !kind.name.is_empty()
            && kind.name.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'.' || b == b'_'),
        "job kind name `{}`",
        kind.name
    );
    let kinds = handles.get_or_default_mut::<Kinds>();
    assert!(kinds.named(kind.name).is_none(), "job kind `{}` registered twice", kind.name);
    kinds.0.push(kind);
}
