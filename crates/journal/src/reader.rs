//! Reading records back from an offset, across segment boundaries, up to what the writer has
//! published. Damage is skipped with a log line and never returned: a record cut short at the
//! end of a closed segment (the process died mid-write), a record whose checksum fails, and
//! after a length no record can have, the rest of that segment.

use std::fs::File;
use std::io;
use std::ops::Bound::{Excluded, Unbounded};
use std::os::unix::fs::FileExt;

use crate::record::{self, Parsed};
use crate::{segments, Shared};

/// Records read from the journal.
#[derive(Debug, Default)]
pub struct Batch {
    /// The records' bytes, back to back (see [`Batch::records`]).
    bytes: Vec<u8>,
    /// Sequence number and byte range in `bytes` of each record.
    spans: Vec<(u64, std::ops::Range<usize>)>,
    /// The offset after the last record read (and after any damage skipped).
    pub end: u64,
    /// Bytes of damaged records skipped.
    pub skipped_bytes: u64,
}

impl Batch {
    /// Each record's sequence number and payload, in journal order.
    pub fn records(&self) -> impl Iterator<Item = (u64, &[u8])> {
        self.spans.iter().map(|(seq, range)| (*seq, &self.bytes[range.clone()]))
    }

    /// How many records.
    pub fn len(&self) -> usize {
        self.spans.len()
    }

    /// Whether no record was read.
    pub fn is_empty(&self) -> bool {
        self.spans.is_empty()
    }
}

/// Where the next read comes from.
enum Next {
    /// Read `[at, limit)` of the segment at `base`; `closed` when nothing more will be written
    /// to it.
    Read { base: u64, limit: u64, closed: bool },
    /// Damage or a gap: go on from this offset.
    Jump(u64),
    /// Everything written has been read.
    Done,
}

fn locate(shared: &Shared, at: u64) -> Next {
    let progress = shared.progress();
    let Some((&base, &len)) = progress.segments.range(..=at).next_back() else {
        return match progress.segments.keys().next() {
            Some(&first) if first > at => {
                tracing::error!(
                    offset = at,
                    first,
                    "journal offset before the first segment; the missing records are lost"
                );
                Next::Jump(first)
            }
            _ => Next::Done,
        };
    };
    let active = base == progress.active_base;
    let limit = if active { progress.written_end } else { base + len };
    if at < limit {
        return Next::Read { base, limit, closed: !active };
    }
    if active {
        return Next::Done;
    }
    match progress.segments.range((Excluded(base), Unbounded)).next() {
        Some((&next, _)) => {
            if next > at {
                tracing::error!(offset = at, next, "gap between journal segments; the missing records are lost");
            }
            Next::Jump(next.max(at))
        }
        None => Next::Done,
    }
}

pub(crate) fn read(shared: &Shared, from: u64, max_records: usize, max_bytes: usize) -> io::Result<Batch> {
    let max_body = shared.config.max_body();
    let mut batch = Batch { end: from, ..Batch::default() };
    let mut open: Option<(u64, File)> = None;
    let mut chunk = Vec::new();
    while batch.spans.len() < max_records && batch.bytes.len() < max_bytes {
        let at = batch.end;
        let (base, limit, closed) = match locate(shared, at) {
            Next::Read { base, limit, closed } => (base, limit, closed),
            Next::Jump(to) => {
                batch.skipped_bytes += to.saturating_sub(at);
                batch.end = to;
                continue;
            }
            Next::Done => break,
        };
        if open.as_ref().is_none_or(|(b, _)| *b != base) {
            open = Some((base, File::open(segments::path(&shared.config.dir, base))?));
        }
        let Some((_, file)) = open.as_ref() else { break };
        // At least one whole record fits, whatever the byte budget left.
        let budget = (max_bytes - batch.bytes.len()).max(record::framed_len(max_body));
        let want = usize::try_from(limit - at).unwrap_or(usize::MAX).min(budget);
        chunk.resize(want, 0);
        let got = read_full(file, &mut chunk, at - base)?;
        chunk.truncate(got);
        let reaches_limit = at + got as u64 >= limit;
        let mut used = 0;
        let mut stop = false;
        while batch.spans.len() < max_records && used < chunk.len() {
            let offset = at + used as u64;
            match record::parse(&chunk[used..], max_body) {
                Parsed::Record { seq, payload, len } => {
                    let start = batch.bytes.len();
                    batch.bytes.extend_from_slice(payload);
                    batch.spans.push((seq, start..batch.bytes.len()));
                    used += len;
                }
                Parsed::BadChecksum { len } => {
                    tracing::warn!(offset, bytes = len, "journal record failed its checksum; skipped");
                    batch.skipped_bytes += len as u64;
                    used += len;
                }
                Parsed::Incomplete if !reaches_limit => break,
                Parsed::Incomplete if !closed => {
                    // The writer publishes whole groups only; not reached in a live journal.
                    stop = true;
                    break;
                }
                damage @ (Parsed::Incomplete | Parsed::BadLength) => {
                    let rest = limit - offset;
                    let what = if damage == Parsed::Incomplete { "torn record" } else { "unreadable length" };
                    tracing::warn!(offset, bytes = rest, "{what} at the end of a journal segment; skipped");
                    batch.skipped_bytes += rest;
                    used = chunk.len();
                    batch.end = limit;
                    break;
                }
            }
        }
        if batch.end < at + used as u64 {
            batch.end = at + used as u64;
        }
        if stop || used == 0 {
            break;
        }
    }
    Ok(batch)
}

/// Reads into `buf` from `offset` until it is full or the file ends; returns the bytes read.
fn read_full(file: &File, buf: &mut [u8], offset: u64) -> io::Result<usize> {
    let mut got = 0;
    while got < buf.len() {
        match file.read_at(&mut buf[got..], offset + got as u64) {
            Ok(0) => break,
            Ok(n) => got += n,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
            Err(e) => return Err(e),
        }
    }
    Ok(got)
}
