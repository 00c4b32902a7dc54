//! The importer: a thread of its own that tails the click journal into the database.
//!
//! Each batch (up to [`BATCH_EVENTS`] events) is stored in one transaction together with the
//! journal offset after it (`click_journal`), so a crash before the commit leaves both as they
//! were and the batch is read again: every event is stored exactly once. Imported segments are
//! deleted. While the database refuses writes (down, locked, slow) the batch is retried with a
//! growing pause and new events wait on disk, not in memory. It runs on its own OS thread, in the
//! idle scheduling class, so it never takes a worker from the HTTP server and yields the CPU to
//! it, and stops between batches when asked.

use std::sync::atomic::{AtomicBool, AtomicI64, AtomicU64, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use diesel::prelude::*;
use journal::Journal;

use super::codec;
use super::event::ClickEvent;
use super::store;
use crate::clock::now;
use crate::db::schema::click_journal;
use crate::db::{write_transaction, Db, DbConnection};
use crate::error::AppResult;

/// Most events in one transaction.
pub const BATCH_EVENTS: usize = 5_000;
/// Most journal bytes read for one batch.
const BATCH_BYTES: usize = 4 << 20;
/// How long the importer waits for new records before looking again.
const IDLE_WAIT: Duration = Duration::from_millis(100);
/// Longest pause between attempts while the database refuses the batch.
const MAX_BACKOFF: Duration = Duration::from_secs(2);
/// How often progress is logged while there is any.
const LOG_EVERY: Duration = Duration::from_secs(10);
/// The importer thread's niceness when the idle policy below is refused: the lowest, so on a
/// saturated machine the HTTP workers get nearly all the CPU (a niceness of 10 still took about a
/// tenth of it under the redirect bench) and clicks wait on disk until the load eases.
/// (On SQLite the database work runs in this thread; a PostgreSQL server has its own.)
const NICENESS: i32 = 19;

/// Puts this thread in Linux's idle scheduling class (`SCHED_IDLE`), and at the lowest niceness.
///
/// Niceness 19 alone was not enough: with wrk on the same 2-core machine the HTTP workers wait on
/// their sockets many times a millisecond and the importer ran in those gaps (the redirect bench
/// measured it at 14–16 % of a core for the whole minute, and the rate fell in the seconds it
/// took more; that a waking worker waited for the importer's slice to end is our reading, not
/// measured). The kernel preempts a thread of the idle class at once for a waking worker, and the
/// class weighs a fifth of niceness 19 when both want a core; measured the same way, the
/// importer took 9–10 %. It still
/// gets a small share, so it never stops entirely, and when the machine is not saturated the
/// class changes nothing: it imports at full speed.
fn yield_to_http_workers() {
    use thread_priority::{
        set_thread_priority_and_policy, thread_native_id, NormalThreadSchedulePolicy, ThreadPriority,
        ThreadSchedulePolicy,
    };
    let idle = ThreadSchedulePolicy::Normal(NormalThreadSchedulePolicy::Idle);
    if let Err(e) = set_thread_priority_and_policy(thread_native_id(), ThreadPriority::Min, idle) {
        tracing::debug!(error = ?e, "click importer not in the idle scheduling class");
    }
    if let Err(e) = rustix::process::setpriority_process(Some(rustix::thread::gettid()), NICENESS) {
        tracing::debug!(error = %e, "click importer niceness unchanged");
    }
}

/// What health checks and logs read about the import, shared with the importer thread.
#[derive(Default)]
pub struct ImportStatus {
    /// Sequence number of the next record to import (all below are stored).
    pub next_seq: AtomicU64,
    /// Events stored since start.
    pub imported: AtomicU64,
    /// When the oldest event not yet stored happened (Unix ms), 0 when none waits.
    pub oldest_waiting_ms: AtomicI64,
    /// Whether the last attempt failed (the database refuses writes).
    pub failing: AtomicBool,
}

/// The journal's row in `click_journal`: where to read next.
pub struct Position {
    /// Byte offset in the journal.
    pub offset: u64,
    /// Sequence number of the record there.
    pub seq: u64,
}

/// The stored position of journal `id` (the start for a journal never imported).
pub fn position(conn: &mut DbConnection, id: &str) -> AppResult<Position> {
    let row: Option<(i64, i64)> = click_journal::table
        .find(id)
        .select((click_journal::next_offset, click_journal::next_seq))
        .first(conn)
        .optional()?;
    let (offset, seq) = row.unwrap_or((0, 0));
    Ok(Position { offset: u64::try_from(offset).unwrap_or(0), seq: u64::try_from(seq).unwrap_or(0) })
}

fn save_position(conn: &mut DbConnection, id: &str, at: &Position) -> AppResult<()> {
    let offset = i64::try_from(at.offset).unwrap_or(i64::MAX);
    let seq = i64::try_from(at.seq).unwrap_or(i64::MAX);
    let updated = diesel::update(click_journal::table.find(id))
        .set((
            click_journal::next_offset.eq(offset),
            click_journal::next_seq.eq(seq),
            click_journal::updated_at.eq(now()),
        ))
        .execute(conn)?;
    if updated == 0 {
        diesel::insert_into(click_journal::table)
            .values((
                click_journal::journal_id.eq(id),
                click_journal::next_offset.eq(offset),
                click_journal::next_seq.eq(seq),
                click_journal::updated_at.eq(now()),
            ))
            .execute(conn)?;
    }
    Ok(())
}

/// Stores `events` and the position after them in one transaction.
pub fn import(conn: &mut DbConnection, id: &str, events: &[ClickEvent], after: &Position) -> AppResult<()> {
    write_transaction(conn, |conn| {
        store::write(conn, events)?;
        save_position(conn, id, after)
    })
}

/// Stores `events` in a transaction of their own, outside any journal: for history generated
/// after the fact (`shoplinks bulk-history`), which must be filed exactly as imported clicks are.
pub fn store_batch(conn: &mut DbConnection, events: &[ClickEvent]) -> AppResult<()> {
    write_transaction(conn, |conn| store::write(conn, events))
}

/// The running importer.
pub struct Importer {
    stop: Arc<AtomicBool>,
    done: std::sync::mpsc::Receiver<()>,
}

impl Importer {
    /// Starts importing journal `id` from its stored position (read by the importer once the
    /// database answers, so a server starts and answers shoppers with its database down).
    pub fn start(db: Db, journal: Journal, id: String, status: Arc<ImportStatus>) -> Importer {
        let stop = Arc::new(AtomicBool::new(false));
        let (done_tx, done) = std::sync::mpsc::channel();
        let start = Position { offset: 0, seq: journal.stats().written_next_seq };
        let worker = Worker { db, journal, id, at: start, status, stop: stop.clone() };
        let spawned = std::thread::Builder::new().name("click-importer".into()).spawn(move || {
            yield_to_http_workers();
            if let Some(worker) = worker.positioned() {
                worker.run();
            }
            let _ = done_tx.send(());
        });
        if let Err(e) = spawned {
            tracing::error!(error = %e, "click importer not started; clicks stay in the journal");
        }
        Importer { stop, done }
    }

    /// Asks the importer to stop after its current batch and waits up to `grace`; what is not
    /// imported by then stays in the journal for the next start.
    pub fn stop(self, grace: Duration) {
        self.stop.store(true, Ordering::Release);
        match self.done.recv_timeout(grace) {
            Ok(()) | Err(std::sync::mpsc::RecvTimeoutError::Disconnected) => {}
            Err(std::sync::mpsc::RecvTimeoutError::Timeout) => {
                tracing::warn!(?grace, "click importer still busy at shutdown; its batch stays in the journal")
            }
        }
    }
}

/// An importer dropped without [`Importer::stop`] (its server went away without a graceful
/// shutdown, as every test's app does) still stops after its current batch or pause, so its
/// thread and database connections do not outlive it: left running, they kept retrying a
/// database that was gone, still inside the database client when the process exited.
impl Drop for Importer {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Release);
    }
}

struct Worker {
    db: Db,
    journal: Journal,
    id: String,
    at: Position,
    status: Arc<ImportStatus>,
    stop: Arc<AtomicBool>,
}

impl Worker {
    fn stopping(&self) -> bool {
        self.stop.load(Ordering::Acquire)
    }

    /// Reads the stored position, retrying while the database does not answer; `None` when
    /// stopped first.
    fn positioned(mut self) -> Option<Self> {
        let mut attempt = 0u32;
        loop {
            let read =
                self.db.get().map_err(crate::error::AppError::from).and_then(|mut conn| position(&mut conn, &self.id));
            match read {
                Ok(at) => {
                    self.status.next_seq.store(at.seq, Ordering::Release);
                    self.at = at;
                    return Some(self);
                }
                Err(e) => {
                    if attempt % 30 == 0 {
                        tracing::warn!(error = %e, "click journal position not readable yet; clicks wait on disk");
                    }
                    attempt = attempt.wrapping_add(1);
                }
            }
            let until = Instant::now() + MAX_BACKOFF;
            while Instant::now() < until {
                if self.stopping() {
                    return None;
                }
                std::thread::sleep(Duration::from_millis(20));
            }
        }
    }

    fn run(mut self) {
        let mut window = (Instant::now(), 0u64);
        let mut read_failures = 0u32;
        while !self.stopping() {
            if window.0.elapsed() >= LOG_EVERY {
                self.log_progress(window.1, window.0.elapsed());
                window = (Instant::now(), 0);
            }
            let batch = match self.journal.read(self.at.offset, BATCH_EVENTS, BATCH_BYTES) {
                Ok(batch) => {
                    read_failures = 0;
                    batch
                }
                Err(e) => {
                    // Logged at once, then about once a minute while it lasts.
                    if read_failures % 30 == 0 {
                        tracing::error!(error = %e, offset = self.at.offset, "click journal not readable; retrying");
                    }
                    read_failures = read_failures.wrapping_add(1);
                    std::thread::sleep(MAX_BACKOFF);
                    continue;
                }
            };
            if batch.end == self.at.offset {
                self.status.oldest_waiting_ms.store(0, Ordering::Release);
                self.journal.wait_written(self.at.offset, IDLE_WAIT);
                continue;
            }
            let mut events = Vec::with_capacity(batch.len());
            let mut next_seq = self.at.seq;
            for (seq, record) in batch.records() {
                next_seq = seq + 1;
                match codec::decode(record) {
                    Ok(event) => events.push(event),
                    Err(e) => tracing::error!(error = %e, seq, "click journal record is not an event; skipped"),
                }
            }
            if let Some(first) = events.first() {
                self.status.oldest_waiting_ms.store(first.created_at.and_utc().timestamp_millis(), Ordering::Release);
            }
            let after = Position { offset: batch.end, seq: next_seq };
            if !self.store(&events, &after) {
                return;
            }
            self.at = after;
            self.status.next_seq.store(next_seq, Ordering::Release);
            self.status.imported.fetch_add(events.len() as u64, Ordering::Relaxed);
            window.1 += events.len() as u64;
            if let Err(e) = self.journal.release(self.at.offset) {
                tracing::warn!(error = %e, "imported click journal segments not deleted");
            }
        }
    }

    /// Stores the batch, retrying until it is stored (true) or the importer is stopped (false).
    fn store(&self, events: &[ClickEvent], after: &Position) -> bool {
        let mut pause = Duration::from_millis(50);
        let mut attempt = 0u32;
        loop {
            let result = self
                .db
                .get()
                .map_err(crate::error::AppError::from)
                .and_then(|mut conn| import(&mut conn, &self.id, events, after));
            match result {
                Ok(()) => {
                    if self.status.failing.swap(false, Ordering::AcqRel) {
                        tracing::info!(attempts = attempt + 1, "click import resumed");
                    }
                    return true;
                }
                Err(e) => {
                    attempt += 1;
                    if !self.status.failing.swap(true, Ordering::AcqRel) || attempt % 20 == 0 {
                        tracing::warn!(error = %e, attempt, events = events.len(), "click batch not stored yet; it waits in the journal");
                    }
                }
            }
            let until = Instant::now() + pause;
            while Instant::now() < until {
                if self.stopping() {
                    return false;
                }
                std::thread::sleep(Duration::from_millis(20));
            }
            pause = (pause * 2).min(MAX_BACKOFF);
        }
    }

    fn log_progress(&self, imported: u64, over: Duration) {
        let stats = self.journal.stats();
        let lag = stats.written_next_seq.saturating_sub(self.status.next_seq.load(Ordering::Acquire));
        if imported == 0 && lag == 0 {
            return;
        }
        tracing::info!(
            imported,
            per_second = (imported as f64 / over.as_secs_f64()).round(),
            lag_events = lag,
            lag_seconds = lag_seconds(&self.status),
            segments = stats.segments,
            journal_bytes = stats.disk_bytes,
            dropped = stats.dropped,
            "click import"
        );
    }
}

/// Seconds the oldest waiting event has waited (0 when none waits).
pub fn lag_seconds(status: &ImportStatus) -> f64 {
    let oldest = status.oldest_waiting_ms.load(Ordering::Acquire);
    if oldest == 0 {
        return 0.0;
    }
    let waited = chrono::Utc::now().timestamp_millis() - oldest;
    (waited.max(0) as f64) / 1000.0
}

#[cfg(test)]
mod tests {
    /// The scheduling policy and niceness of the calling thread, from `/proc/thread-self/stat`
    /// (fields 41 and 19).
    fn policy_and_nice() -> (u32, i32) {
        let stat = std::fs::read_to_string("/proc/thread-self/stat").expect("thread stat");
        // Fields after the command name (which may hold spaces) start at field 3.
        let rest: Vec<&str> = stat[stat.rfind(')').expect("command name") + 2..].split_whitespace().collect();
        (rest[41 - 3].parse().expect("policy"), rest[19 - 3].parse().expect("nice"))
    }

    #[test]
    fn the_importer_thread_yields_the_cpu_to_http_workers() {
        const SCHED_IDLE: u32 = 5;
        let before = std::thread::spawn(policy_and_nice).join().expect("thread");
        assert_ne!(before.0, SCHED_IDLE, "a new thread starts in the normal class");
        let after = std::thread::spawn(|| {
            super::yield_to_http_workers();
            policy_and_nice()
        })
        .join()
        .expect("thread");
        assert_eq!(after, (SCHED_IDLE, super::NICENESS));
    }
}
