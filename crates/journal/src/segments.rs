//! Segment files: `{base:020}.seg` under the journal folder, where `base` is the journal offset
//! of the segment's first byte. Offsets run on across segments (a new segment starts where the
//! last one ended), so one number says where the importer is, whatever files come and go.

use std::collections::BTreeMap;
use std::fs;
use std::io;
use std::path::{Path, PathBuf};

use crate::record::{self, Parsed};

const SUFFIX: &str = ".seg";

/// The file of the segment starting at `base`.
pub fn path(dir: &Path, base: u64) -> PathBuf {
    dir.join(format!("{base:020}{SUFFIX}"))
}

/// The segments on disk: base offset → length in bytes. Other files are ignored.
pub fn list(dir: &Path) -> io::Result<BTreeMap<u64, u64>> {
    let mut found = BTreeMap::new();
    for entry in fs::read_dir(dir)? {
        let entry = entry?;
        let name = entry.file_name();
        let Some(base) = name.to_str().and_then(|n| n.strip_suffix(SUFFIX)).and_then(|n| n.parse::<u64>().ok()) else {
            continue;
        };
        found.insert(base, entry.metadata()?.len());
    }
    Ok(found)
}

/// The sequence number of the last whole, well-formed record in the segment at `base`, if any
/// (reads the file once; segments are a few megabytes).
pub fn last_seq(dir: &Path, base: u64, max_body: usize) -> io::Result<Option<u64>> {
    let bytes = fs::read(path(dir, base))?;
    let mut at = 0;
    let mut last = None;
    while at < bytes.len() {
        match record::parse(&bytes[at..], max_body) {
            Parsed::Record { seq, len, .. } => {
                last = Some(seq);
                at += len;
            }
            Parsed::BadChecksum { len } => at += len,
            Parsed::Incomplete | Parsed::BadLength => break,
        }
    }
    Ok(last)
}
