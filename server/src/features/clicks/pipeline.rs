//! The bounded channel between public handlers and the batch writer.
//!
//! Handlers `record` an event and move on: the only thing they can wait for is room in the
//! channel, never the database. When the channel is full they wait for room rather than drop the
//! event, because stored clicks must equal redirects served. The writer takes up to
//! [`BATCH_MAX`] events or whatever arrived within [`BATCH_WINDOW`] and writes them in one
//! transaction. At shutdown (after the HTTP server has stopped) [`ClickWriter::shutdown`] closes
//! the channel and waits until everything queued is stored.

use std::time::Duration;

use tokio::sync::{mpsc, oneshot};
use tokio::task::JoinHandle;
use tokio::time::Instant;

use super::event::ClickEvent;
use super::store;
use crate::db::{write_transaction, Db};

/// Events that may wait in the channel (a few seconds of peak traffic).
pub const CHANNEL_CAPACITY: usize = 65_536;
/// Most events in one write transaction.
pub const BATCH_MAX: usize = 1_000;
/// Longest an event waits for companions before its batch is written.
pub const BATCH_WINDOW: Duration = Duration::from_millis(100);
/// Attempts at writing one batch before it is given up (and logged with its size).
const WRITE_ATTEMPTS: u32 = 20;

/// The sending side, held in `AppState`; cheap to clone.
#[derive(Clone)]
pub struct ClickSink {
    tx: mpsc::Sender<ClickEvent>,
}

impl ClickSink {
    /// Queues an event, waiting for room when the channel is full.
    pub async fn record(&self, event: ClickEvent) {
        if self.tx.send(event).await.is_err() {
            // Only after shutdown closed the channel, when no handler should be running.
            tracing::warn!("click event after the writer stopped; not stored");
        }
    }
}

/// The running writer; [`ClickWriter::shutdown`] flushes and stops it.
pub struct ClickWriter {
    stop: oneshot::Sender<()>,
    task: JoinHandle<()>,
}

impl ClickWriter {
    /// Starts the writer on the current runtime; returns the sink for handlers and the writer.
    pub fn start(db: Db) -> (ClickSink, ClickWriter) {
        let (tx, rx) = mpsc::channel(CHANNEL_CAPACITY);
        let (stop, stopped) = oneshot::channel();
        let task = tokio::spawn(run(db, rx, stopped));
        (ClickSink { tx }, ClickWriter { stop, task })
    }

    /// Closes the channel, stores what is queued, and returns when the writer has finished.
    pub async fn shutdown(self) {
        let _ = self.stop.send(());
        if let Err(e) = self.task.await {
            tracing::error!(error = %e, "click writer ended abnormally");
        }
    }
}

async fn run(db: Db, mut rx: mpsc::Receiver<ClickEvent>, mut stop: oneshot::Receiver<()>) {
    let mut stopping = false;
    let mut batch: Vec<ClickEvent> = Vec::with_capacity(BATCH_MAX);
    loop {
        let received = if stopping {
            rx.recv_many(&mut batch, BATCH_MAX).await
        } else {
            tokio::select! {
                n = rx.recv_many(&mut batch, BATCH_MAX) => n,
                _ = &mut stop => {
                    // Senders now fail fast; what is already queued is still received below.
                    stopping = true;
                    rx.close();
                    continue;
                }
            }
        };
        if received == 0 {
            break;
        }
        if !stopping && batch.len() < BATCH_MAX {
            // Let companions gather by sleeping out the window, then take them without waiting.
            // Waiting on the channel instead would wake this task (a cross-thread wake-up) for
            // every event a handler sends, which the public hot path pays for in latency. A full
            // batch skips the sleep, so under load batches follow each other back to back.
            tokio::select! {
                _ = tokio::time::sleep_until(Instant::now() + BATCH_WINDOW) => {}
                _ = &mut stop => {
                    stopping = true;
                    rx.close();
                }
            }
            while batch.len() < BATCH_MAX {
                match rx.try_recv() {
                    Ok(event) => batch.push(event),
                    Err(_) => break,
                }
            }
        }
        write(&db, std::mem::replace(&mut batch, Vec::with_capacity(BATCH_MAX))).await;
    }
    tracing::info!("click writer flushed and stopped");
}

/// Writes one batch, retrying while the database is unavailable.
async fn write(db: &Db, batch: Vec<ClickEvent>) {
    let batch = std::sync::Arc::new(batch);
    for attempt in 1..=WRITE_ATTEMPTS {
        let events = batch.clone();
        match db.run(move |conn| write_transaction(conn, |conn| store::write(conn, &events))).await {
            Ok(()) => return,
            Err(e) => {
                tracing::warn!(error = %e, attempt, events = batch.len(), "click batch not written yet");
                tokio::time::sleep(Duration::from_millis(100 * u64::from(attempt))).await;
            }
        }
    }
    tracing::error!(events = batch.len(), "click batch given up after repeated failures");
}
