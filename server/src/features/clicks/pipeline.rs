//! From a public handler to the database: handlers append each event to the click journal on
//! local disk and answer at once; the importer ([`super::importer`]) tails the journal into the
//! database in batches. A crash loses at most the journal's group interval (5 ms) of answered
//! clicks; a slow or unavailable database only makes the journal longer (docs/operations.md).
//!
//! Memory is bounded in bytes: the journal's buffer (8 MiB) and one importer batch. When the
//! buffer is full (the disk is slower than the traffic) a handler waits a millisecond and tries
//! again; when the journal is at its size cap on disk, the click is dropped and counted and the
//! shopper is answered as usual.

use std::sync::atomic::Ordering;
use std::sync::Arc;
use std::time::Duration;

use journal::{AppendError, Journal};
use serde::Serialize;

use super::codec;
use super::event::ClickEvent;
use super::importer::{self, ImportStatus, Importer};
use crate::config::ClickSettings;
use crate::db::Db;
use crate::ids::new_id;

/// How long shutdown waits for the importer's current batch before leaving it in the journal.
const IMPORT_GRACE: Duration = Duration::from_secs(2);

/// The sending side, held in the state's handles; cheap to clone.
#[derive(Clone)]
pub struct ClickSink {
    journal: Journal,
}

impl ClickSink {
    /// Appends an event to the journal; waits only while the journal's buffer is full.
    pub async fn record(&self, event: ClickEvent) {
        let record = codec::encode(&event);
        loop {
            match self.journal.append(&record) {
                Ok(_) => return,
                Err(AppendError::Full) => tokio::time::sleep(Duration::from_millis(1)).await,
                Err(AppendError::AtCap) => {
                    // Counted by the journal; health and the importer's log report it.
                    tracing::debug!("click journal at its size cap; click dropped");
                    return;
                }
                Err(e @ (AppendError::TooLarge | AppendError::Closed)) => {
                    tracing::warn!(error = ?e, "click not journaled");
                    return;
                }
            }
        }
    }
}

/// Journal and import figures for `/health`.
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct ClickHealth {
    /// Events answered but not yet stored in the database.
    pub lag_events: u64,
    /// How long the oldest of those has waited.
    pub lag_seconds: f64,
    /// Journal segment files on disk.
    pub segments: usize,
    /// Bytes of those files.
    pub journal_bytes: u64,
    /// Clicks dropped since start because the journal was at its size cap.
    pub dropped: u64,
    /// Events stored since start.
    pub imported: u64,
    /// Whether the database refuses the importer's writes right now.
    pub import_failing: bool,
    /// Whether clicks wait longer than the alert threshold or are being dropped (health shows
    /// it once, at the top).
    #[serde(skip)]
    pub degraded: bool,
}

/// Reads the journal's and importer's figures; registered for the health check.
#[derive(Clone)]
pub struct ClickMonitor {
    journal: Journal,
    status: Arc<ImportStatus>,
    lag_alert_seconds: f64,
}

impl ClickMonitor {
    /// The figures now.
    pub fn health(&self) -> ClickHealth {
        let stats = self.journal.stats();
        let lag_events = stats.written_next_seq.saturating_sub(self.status.next_seq.load(Ordering::Acquire));
        let lag_seconds = if lag_events == 0 { 0.0 } else { importer::lag_seconds(&self.status) };
        ClickHealth {
            lag_events,
            lag_seconds,
            segments: stats.segments,
            journal_bytes: stats.disk_bytes,
            dropped: stats.dropped,
            imported: self.status.imported.load(Ordering::Relaxed),
            import_failing: self.status.failing.load(Ordering::Acquire),
            degraded: lag_seconds > self.lag_alert_seconds || stats.dropped > 0,
        }
    }
}

/// The running journal and importer; [`ClickWriter::shutdown`] stops both.
pub struct ClickWriter {
    journal: Journal,
    importer: Importer,
}

impl ClickWriter {
    /// Opens the journal under `{data_dir}/clicks` and starts importing it; returns the sink for
    /// handlers, the monitor for health, and the writer.
    pub fn start(
        db: Db,
        data_dir: &std::path::Path,
        settings: &ClickSettings,
    ) -> anyhow::Result<(ClickSink, ClickMonitor, ClickWriter)> {
        let dir = data_dir.join("clicks");
        let id = journal::read_or_create_id(&dir, &new_id())?;
        // The stored count keeps the numbering going when the journal's files were emptied; a
        // database not answering yet leaves it to the files.
        let seq_floor =
            match db.get().map_err(crate::error::AppError::from).and_then(|mut c| importer::position(&mut c, &id)) {
                Ok(at) => at.seq,
                Err(e) => {
                    tracing::warn!(error = %e, "click journal position not readable at start; importing once it is");
                    0
                }
            };
        let config = journal::Config {
            fsync_interval: (settings.fsync_ms > 0).then(|| Duration::from_millis(settings.fsync_ms)),
            max_disk_bytes: settings.journal_max_bytes,
            // Small enough that the active segment (never deleted) is a fraction of the cap.
            segment_bytes: (settings.journal_max_bytes / 8).clamp(512, 16 << 20),
            ..journal::Config::new(&dir)
        };
        let journal = Journal::open(config, seq_floor)?;
        tracing::info!(
            journal = %id,
            waiting = journal.stats().written_next_seq.saturating_sub(seq_floor),
            "click journal open; importing from the stored offset"
        );
        let status = Arc::new(ImportStatus { next_seq: seq_floor.into(), ..ImportStatus::default() });
        let importer = Importer::start(db, journal.clone(), id, status.clone());
        let monitor =
            ClickMonitor { journal: journal.clone(), status, lag_alert_seconds: settings.lag_alert_seconds as f64 };
        Ok((ClickSink { journal: journal.clone() }, monitor, ClickWriter { journal, importer }))
    }

    /// Writes what the journal buffers to disk, then gives the importer a short grace to finish
    /// its batch; whatever is not imported is imported at the next start.
    pub async fn shutdown(self) {
        let ClickWriter { journal, importer } = self;
        let stopped = tokio::task::spawn_blocking(move || {
            journal.close();
            importer.stop(IMPORT_GRACE);
        })
        .await;
        if let Err(e) = stopped {
            tracing::error!(error = %e, "click journal shutdown failed");
        }
        tracing::info!("click journal closed");
    }
}
