//! A `Send + Sync` handle over the resident runtimes.
//!
//! Callers pick a worker round-robin; a worker whose bounded queue is full is skipped, and when
//! every queue is full the caller gets [`SsrError::Overloaded`] at once (mapped to 503 with
//! `Retry-After`) instead of waiting. Each render has a time limit; on expiry the runtime's
//! script is terminated and the worker rebuilds its runtime.

use std::path::Path;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::Duration;

use tokio::sync::{mpsc, oneshot};

use super::worker::{self, Job, WorkerMonitor};
use super::{RenderOutput, SsrError};

/// Pool sizing and limits.
#[derive(Debug, Clone)]
pub struct SsrPoolConfig {
    /// Number of runtimes (threads).
    pub workers: usize,
    /// Jobs that may wait per runtime.
    pub queue: usize,
    /// Render time limit.
    pub timeout: Duration,
}

struct Slot {
    jobs: mpsc::Sender<Job>,
    monitor: Arc<WorkerMonitor>,
}

/// Handle to the SSR runtimes; cheap to clone.
#[derive(Clone)]
pub struct SsrPool {
    slots: Arc<Vec<Slot>>,
    next: Arc<AtomicUsize>,
    job_ids: Arc<AtomicU64>,
    timeout: Duration,
}

/// A snapshot of the pool for `/health`.
#[derive(Debug, Clone, serde::Serialize)]
pub struct SsrHealth {
    /// Runtimes configured.
    pub workers: usize,
    /// Renders waiting in queues now.
    pub queued: usize,
    /// Total runtime builds so far (more than `workers` means rebuilds happened).
    pub builds: u64,
}

impl SsrPool {
    /// Reads the bundle and starts the workers.
    pub fn start(bundle_path: &Path, config: SsrPoolConfig) -> anyhow::Result<Self> {
        let bundle = std::fs::read_to_string(bundle_path).map_err(|e| {
            anyhow::anyhow!("cannot read SSR bundle {} ({e}); run scripts/setup to build it", bundle_path.display())
        })?;
        Self::start_with_source(Arc::new(bundle), config)
    }

    /// Starts the workers on an in-memory bundle (tests use a small fixture).
    pub fn start_with_source(bundle: Arc<String>, config: SsrPoolConfig) -> anyhow::Result<Self> {
        let mut slots = Vec::with_capacity(config.workers);
        let (warmed_tx, warmed) = std::sync::mpsc::channel();
        for index in 0..config.workers.max(1) {
            let (tx, rx) = mpsc::channel(config.queue.max(1));
            let monitor = Arc::new(WorkerMonitor::default());
            worker::spawn(index, bundle.clone(), rx, monitor.clone(), warmed_tx.clone())?;
            slots.push(Slot { jobs: tx, monitor });
        }
        // Runtimes load the bundle in parallel; start-up returns once all have tried, so the
        // first requests are served warm and no build is still running if the process ends.
        drop(warmed_tx);
        while warmed.recv().is_ok() {}
        Ok(SsrPool {
            slots: Arc::new(slots),
            next: Arc::new(AtomicUsize::new(0)),
            job_ids: Arc::new(AtomicU64::new(1)),
            timeout: config.timeout,
        })
    }

    /// Renders `props_json` (serialised `PageProps`).
    pub async fn render(&self, props_json: String) -> Result<RenderOutput, SsrError> {
        let id = self.job_ids.fetch_add(1, Ordering::Relaxed);
        let (reply, answer) = oneshot::channel();
        let mut job = Job { id, props_json, reply };
        let start = self.next.fetch_add(1, Ordering::Relaxed);
        let mut chosen = None;
        for offset in 0..self.slots.len() {
            let index = (start + offset) % self.slots.len();
            match self.slots[index].jobs.try_send(job) {
                Ok(()) => {
                    chosen = Some(index);
                    break;
                }
                Err(mpsc::error::TrySendError::Full(back)) | Err(mpsc::error::TrySendError::Closed(back)) => job = back,
            }
        }
        let Some(index) = chosen else {
            return Err(SsrError::Overloaded);
        };
        match tokio::time::timeout(self.timeout, answer).await {
            Ok(Ok(Err(SsrError::Timeout(_)))) => Err(SsrError::Timeout(self.timeout.as_millis() as u64)),
            Ok(Ok(result)) => result,
            Ok(Err(_closed)) => Err(SsrError::Unavailable),
            Err(_elapsed) => {
                // The job may still be queued or running: stop it if it is running now.
                self.slots[index].monitor.terminate_if_running(id);
                Err(SsrError::Timeout(self.timeout.as_millis() as u64))
            }
        }
    }

    /// Queue depth and rebuild count, for `/health`.
    pub fn health(&self) -> SsrHealth {
        SsrHealth {
            workers: self.slots.len(),
            queued: self.slots.iter().map(|s| s.jobs.max_capacity() - s.jobs.capacity()).sum(),
            builds: self.slots.iter().map(|s| s.monitor.builds.load(Ordering::SeqCst)).sum(),
        }
    }
}
