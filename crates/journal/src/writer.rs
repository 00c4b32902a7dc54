//! The writer thread: takes the whole buffer at once, writes it to the active segment with one
//! `write`, publishes the new end to readers, and sleeps out the group interval so that under
//! load each write carries everything appended meanwhile.

use std::fs::{File, OpenOptions};
use std::io::{self, Write};
use std::path::Path;
use std::sync::atomic::Ordering;
use std::sync::Arc;
use std::time::Instant;

use crate::{segments, Shared};

/// Opens (creating if needed) the segment at `base` for appending.
pub(crate) fn open_segment(dir: &Path, base: u64) -> io::Result<File> {
    OpenOptions::new().create(true).append(true).open(segments::path(dir, base))
}

pub(crate) fn spawn(shared: Arc<Shared>, file: File) -> io::Result<std::thread::JoinHandle<()>> {
    std::thread::Builder::new().name("journal-writer".into()).spawn(move || run(&shared, file))
}

fn run(shared: &Shared, mut file: File) {
    let config = &shared.config;
    let mut spare: Vec<u8> = Vec::new();
    let mut last_sync = Instant::now();
    let mut unsynced = false;
    loop {
        let (buf, records, next_seq) = {
            let mut pending = shared.pending();
            while pending.buf.is_empty() && !shared.closed.load(Ordering::Acquire) {
                pending = shared.has_pending.wait(pending).unwrap_or_else(std::sync::PoisonError::into_inner);
            }
            if pending.buf.is_empty() {
                break;
            }
            let records = std::mem::take(&mut pending.records);
            // Counted on disk from the moment it leaves the buffer, so that appends checking the
            // cap meanwhile see it in one place or the other, never in neither.
            shared.disk_bytes.fetch_add(pending.buf.len() as u64, Ordering::AcqRel);
            (std::mem::replace(&mut pending.buf, std::mem::take(&mut spare)), records, pending.next_seq)
        };
        let active_len = {
            let progress = shared.progress();
            progress.written_end - progress.active_base
        };
        if active_len >= config.segment_bytes {
            match rotate(shared, &mut file) {
                Ok(()) => unsynced = false,
                Err(e) => tracing::error!(error = %e, "journal segment not rotated; writing on to the current one"),
            }
        }
        let len = buf.len() as u64;
        match file.write_all(&buf) {
            Ok(()) => {
                let mut progress = shared.progress();
                progress.written_end += len;
                progress.written_next_seq = next_seq;
                let active = progress.active_base;
                *progress.segments.entry(active).or_default() += len;
                drop(progress);
                shared.written.notify_all();
                unsynced = true;
            }
            Err(e) => {
                // The records are lost to the journal; counted so health shows it. A partial
                // write leaves a torn record that the reader skips by its checksum.
                shared.dropped.fetch_add(records, Ordering::Relaxed);
                shared.disk_bytes.fetch_sub(len, Ordering::AcqRel);
                tracing::error!(error = %e, records, "journal write failed; records dropped");
            }
        }
        spare = buf;
        spare.clear();
        if spare.capacity() > config.max_buffer_bytes {
            spare = Vec::new();
        }
        if let Some(every) = config.fsync_interval {
            if unsynced && last_sync.elapsed() >= every {
                sync(&file);
                last_sync = Instant::now();
                unsynced = false;
            }
        }
        if !shared.closed.load(Ordering::Acquire) {
            std::thread::sleep(config.group_interval);
        }
    }
    sync(&file);
}

/// Closes the active segment (synced when fsync is on) and starts the next at the current end.
fn rotate(shared: &Shared, file: &mut File) -> io::Result<()> {
    if shared.config.fsync_interval.is_some() {
        sync(file);
    }
    let base = shared.progress().written_end;
    let next = open_segment(&shared.config.dir, base)?;
    if shared.config.fsync_interval.is_some() {
        // The new file's name must survive a machine crash too.
        File::open(&shared.config.dir)?.sync_all()?;
    }
    *file = next;
    let mut progress = shared.progress();
    progress.active_base = base;
    progress.segments.insert(base, 0);
    Ok(())
}

fn sync(file: &File) {
    if let Err(e) = file.sync_data() {
        tracing::error!(error = %e, "journal segment not synced");
    }
}
