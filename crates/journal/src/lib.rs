//! An append-only journal on local disk, for events that must survive a crash of the process
//! that answered them, without an fsync or a database write per event.
//!
//! - **Appending** ([`Journal::append`]) frames a record (length, CRC-32, sequence number,
//!   payload; [`record`]) into an in-memory buffer and returns. One writer thread writes the
//!   buffer to the active segment file in groups, at most every [`Config::group_interval`], so a
//!   process crash loses at most that interval; an optional fsync interval covers a machine
//!   crash. The buffer is bounded in bytes: a full buffer refuses ([`AppendError::Full`]) and
//!   the caller waits; a journal at its size cap on disk drops and counts
//!   ([`AppendError::AtCap`]).
//! - **Reading** ([`Journal::read`]) returns the records from any offset up to what the writer
//!   has written. A record cut short at the end of a segment (a crash mid-write) or with a bad
//!   checksum is skipped with a log line; the reader never returns a damaged record.
//! - **Releasing** ([`Journal::release`]) deletes the segments wholly before an offset once the
//!   consumer has stored that offset with what it read.
//!
//! Offsets are bytes since the journal's first record and run on across segments and restarts
//! ([`segments`]); the folder's `journal.id` names the journal so a consumer never applies an
//! offset of one journal to another.

mod reader;
pub mod record;
pub mod segments;
mod writer;

use std::collections::BTreeMap;
use std::fs;
use std::io;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Condvar, Mutex, MutexGuard};
use std::thread::JoinHandle;
use std::time::Duration;

pub use reader::Batch;

/// How a journal writes and what it keeps.
#[derive(Debug, Clone)]
pub struct Config {
    /// The journal's folder (created if missing).
    pub dir: PathBuf,
    /// A segment that reached this size is closed and a new one started.
    pub segment_bytes: u64,
    /// The longest an appended record waits in memory before it is written to the file.
    pub group_interval: Duration,
    /// Flush written data to the device this often; `None` leaves it to the operating system
    /// (a process crash loses nothing written; a machine crash may lose recent seconds).
    pub fsync_interval: Option<Duration>,
    /// Bytes of segments on disk past which new records are dropped and counted.
    pub max_disk_bytes: u64,
    /// Bytes waiting in memory past which [`Journal::append`] answers [`AppendError::Full`].
    pub max_buffer_bytes: usize,
    /// The largest payload accepted.
    pub max_record_bytes: usize,
}

impl Config {
    /// Defaults for `dir`: 16 MiB segments, 5 ms groups, no fsync, 4 GiB on disk, 8 MiB in
    /// memory, 64 KiB records.
    pub fn new(dir: impl Into<PathBuf>) -> Self {
        Config {
            dir: dir.into(),
            segment_bytes: 16 << 20,
            group_interval: Duration::from_millis(5),
            fsync_interval: None,
            max_disk_bytes: 4 << 30,
            max_buffer_bytes: 8 << 20,
            max_record_bytes: 64 << 10,
        }
    }

    fn max_body(&self) -> usize {
        self.max_record_bytes + 8
    }
}

/// Why a record was not taken.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AppendError {
    /// The in-memory buffer is at its byte limit (the disk is slower than the traffic): try
    /// again shortly.
    Full,
    /// The journal is at its size cap on disk: the record is dropped and counted.
    AtCap,
    /// The payload is longer than [`Config::max_record_bytes`].
    TooLarge,
    /// The journal was closed.
    Closed,
}

/// Figures for health checks and logs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Stats {
    /// Offset up to which the segment files hold written records.
    pub written_end: u64,
    /// Sequence number the next written record will have (all below it are written).
    pub written_next_seq: u64,
    /// Segment files on disk.
    pub segments: usize,
    /// Bytes of segment files on disk.
    pub disk_bytes: u64,
    /// Records dropped since start because the journal was at its cap (or a write failed).
    pub dropped: u64,
}

/// The records waiting for the writer.
struct Pending {
    buf: Vec<u8>,
    records: u64,
    next_seq: u64,
}

/// What the writer has put on disk.
struct Progress {
    written_end: u64,
    written_next_seq: u64,
    active_base: u64,
    /// Base → length of every segment on disk, the active one included.
    segments: BTreeMap<u64, u64>,
}

struct Shared {
    config: Config,
    pending: Mutex<Pending>,
    has_pending: Condvar,
    progress: Mutex<Progress>,
    written: Condvar,
    disk_bytes: AtomicU64,
    dropped: AtomicU64,
    closed: AtomicBool,
}

impl Shared {
    fn progress(&self) -> MutexGuard<'_, Progress> {
        self.progress.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    fn pending(&self) -> MutexGuard<'_, Pending> {
        self.pending.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
    }
}

/// A journal open for appending and reading; clones share it.
#[derive(Clone)]
pub struct Journal {
    shared: Arc<Shared>,
    writer: Arc<Mutex<Option<JoinHandle<()>>>>,
}

/// The id in `dir/journal.id`, written from `candidate` when the folder has none yet.
pub fn read_or_create_id(dir: &Path, candidate: &str) -> io::Result<String> {
    fs::create_dir_all(dir)?;
    let path = dir.join("journal.id");
    match fs::read_to_string(&path) {
        Ok(id) if !id.trim().is_empty() => Ok(id.trim().to_owned()),
        Ok(_) => write_id(&path, candidate),
        Err(e) if e.kind() == io::ErrorKind::NotFound => write_id(&path, candidate),
        Err(e) => Err(e),
    }
}

fn write_id(path: &Path, id: &str) -> io::Result<String> {
    let tmp = path.with_extension("id.tmp");
    fs::write(&tmp, id)?;
    fs::File::open(&tmp)?.sync_all()?;
    fs::rename(&tmp, path)?;
    Ok(id.to_owned())
}

impl Journal {
    /// Opens the journal in `config.dir` and starts its writer. New records go to a new segment
    /// after the existing ones (a torn tail of the last run is never appended to) and are
    /// numbered from after the last record on disk, or from `seq_floor` if that is higher (the
    /// consumer's count survives the journal's files being emptied).
    pub fn open(config: Config, seq_floor: u64) -> io::Result<Journal> {
        fs::create_dir_all(&config.dir)?;
        let mut on_disk = segments::list(&config.dir)?;
        let mut next_seq = seq_floor;
        for (&base, &len) in on_disk.iter().rev() {
            if len == 0 {
                continue;
            }
            if let Some(last) = segments::last_seq(&config.dir, base, config.max_body())? {
                next_seq = next_seq.max(last + 1);
                break;
            }
        }
        let active_base = on_disk.iter().next_back().map_or(0, |(base, len)| base + len);
        // An empty last segment (a run that wrote nothing) is taken over rather than duplicated.
        let file = writer::open_segment(&config.dir, active_base)?;
        on_disk.insert(active_base, 0);
        let disk_bytes = on_disk.values().sum();
        let shared = Arc::new(Shared {
            pending: Mutex::new(Pending { buf: Vec::new(), records: 0, next_seq }),
            has_pending: Condvar::new(),
            progress: Mutex::new(Progress {
                written_end: active_base,
                written_next_seq: next_seq,
                active_base,
                segments: on_disk,
            }),
            written: Condvar::new(),
            disk_bytes: AtomicU64::new(disk_bytes),
            dropped: AtomicU64::new(0),
            closed: AtomicBool::new(false),
            config,
        });
        let handle = writer::spawn(shared.clone(), file)?;
        Ok(Journal { shared, writer: Arc::new(Mutex::new(Some(handle))) })
    }

    /// Takes a record; it is in the segment file within [`Config::group_interval`]. Returns its
    /// sequence number.
    pub fn append(&self, payload: &[u8]) -> Result<u64, AppendError> {
        let config = &self.shared.config;
        if payload.len() > config.max_record_bytes {
            return Err(AppendError::TooLarge);
        }
        let framed = record::framed_len(payload.len());
        let mut pending = self.shared.pending();
        if self.shared.closed.load(Ordering::Acquire) {
            return Err(AppendError::Closed);
        }
        let on_disk = self.shared.disk_bytes.load(Ordering::Acquire);
        if on_disk + (pending.buf.len() + framed) as u64 > config.max_disk_bytes {
            drop(pending);
            self.shared.dropped.fetch_add(1, Ordering::Relaxed);
            return Err(AppendError::AtCap);
        }
        if pending.buf.len() + framed > config.max_buffer_bytes {
            return Err(AppendError::Full);
        }
        let was_empty = pending.buf.is_empty();
        let seq = pending.next_seq;
        record::encode(&mut pending.buf, seq, payload);
        pending.next_seq += 1;
        pending.records += 1;
        drop(pending);
        if was_empty {
            // Only the first record of a group wakes the writer; the rest ride along.
            self.shared.has_pending.notify_one();
        }
        Ok(seq)
    }

    /// Reads whole records from offset `from`: at most `max_records`, and at most `max_bytes`
    /// of them (at least one record whatever its size). [`Batch::end`] is where to read next.
    pub fn read(&self, from: u64, max_records: usize, max_bytes: usize) -> io::Result<Batch> {
        reader::read(&self.shared, from, max_records, max_bytes)
    }

    /// Waits up to `timeout` for records written past `offset`; returns the written end.
    pub fn wait_written(&self, offset: u64, timeout: Duration) -> u64 {
        let progress = self.shared.progress();
        let (progress, _) = self
            .shared
            .written
            .wait_timeout_while(progress, timeout, |p| {
                p.written_end <= offset && !self.shared.closed.load(Ordering::Acquire)
            })
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        progress.written_end
    }

    /// Deletes the segments that end at or before `offset` (never the active one); returns how
    /// many went.
    pub fn release(&self, offset: u64) -> io::Result<usize> {
        let done: Vec<(u64, u64)> = {
            let progress = self.shared.progress();
            progress
                .segments
                .iter()
                .filter(|(&base, &len)| base != progress.active_base && base + len <= offset)
                .map(|(&base, &len)| (base, len))
                .collect()
        };
        for (base, len) in &done {
            match fs::remove_file(segments::path(&self.shared.config.dir, *base)) {
                Ok(()) => {}
                Err(e) if e.kind() == io::ErrorKind::NotFound => {}
                Err(e) => return Err(e),
            }
            self.shared.progress().segments.remove(base);
            self.shared.disk_bytes.fetch_sub(*len, Ordering::AcqRel);
        }
        Ok(done.len())
    }

    /// Current figures.
    pub fn stats(&self) -> Stats {
        let progress = self.shared.progress();
        Stats {
            written_end: progress.written_end,
            written_next_seq: progress.written_next_seq,
            segments: progress.segments.len(),
            disk_bytes: self.shared.disk_bytes.load(Ordering::Acquire),
            dropped: self.shared.dropped.load(Ordering::Relaxed),
        }
    }

    /// The journal's folder.
    pub fn dir(&self) -> &Path {
        &self.shared.config.dir
    }

    /// Refuses new records, writes (and syncs) what is buffered, and stops the writer.
    pub fn close(&self) {
        {
            let _pending = self.shared.pending();
            self.shared.closed.store(true, Ordering::Release);
        }
        self.shared.has_pending.notify_one();
        let handle = self.writer.lock().unwrap_or_else(std::sync::PoisonError::into_inner).take();
        if let Some(handle) = handle {
            if handle.join().is_err() {
                tracing::error!("journal writer panicked");
            }
        }
        self.shared.written.notify_all();
    }
}

#[cfg(test)]
mod tests;
