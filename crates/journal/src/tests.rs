//! The journal's promises, on real files: what is appended is read back once and in order,
//! across segments and restarts; damage is skipped, never returned; the caps hold.

use std::fs::{self, OpenOptions};
use std::io::Write;
use std::path::PathBuf;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use super::*;

/// A fresh folder under the system's temporary directory, removed when dropped.
struct TempDir(PathBuf);

impl TempDir {
    fn new() -> Self {
        static NEXT: AtomicUsize = AtomicUsize::new(0);
        let n = NEXT.fetch_add(1, Ordering::Relaxed);
        let dir = std::env::temp_dir().join(format!("journal-test-{}-{n}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).expect("temp dir");
        TempDir(dir)
    }

    fn config(&self) -> Config {
        Config { group_interval: Duration::from_millis(1), ..Config::new(self.0.join("journal")) }
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = fs::remove_dir_all(&self.0);
    }
}

fn payload(i: u64) -> Vec<u8> {
    format!("event-{i:06}").into_bytes()
}

/// Appends `n` records numbered from `first` and waits until they are written.
fn append_all(journal: &Journal, first: u64, n: u64) {
    for i in first..first + n {
        journal.append(&payload(i)).expect("append");
    }
    flush(journal);
}

/// Waits until everything appended is on disk.
fn flush(journal: &Journal) {
    let want = journal.shared.pending().next_seq;
    for _ in 0..1000 {
        if journal.stats().written_next_seq == want {
            return;
        }
        std::thread::sleep(Duration::from_millis(1));
    }
    panic!("the writer did not write within a second");
}

/// Every record from `from` to the end, read in batches of `per_batch`.
fn read_all(journal: &Journal, from: u64, per_batch: usize) -> (Vec<(u64, Vec<u8>)>, u64, u64) {
    let (mut out, mut at, mut skipped) = (Vec::new(), from, 0);
    loop {
        let batch = journal.read(at, per_batch, 1 << 20).expect("read");
        skipped += batch.skipped_bytes;
        if batch.is_empty() && batch.end == at {
            return (out, at, skipped);
        }
        out.extend(batch.records().map(|(seq, p)| (seq, p.to_vec())));
        at = batch.end;
    }
}

#[test]
fn records_come_back_once_in_order_across_segment_boundaries() {
    let tmp = TempDir::new();
    let journal = Journal::open(Config { segment_bytes: 200, ..tmp.config() }, 0).expect("open");
    for round in 0..10 {
        append_all(&journal, round * 10, 10);
    }
    assert!(journal.stats().segments > 3, "small segments rotate: {:?}", journal.stats());
    let (records, end, skipped) = read_all(&journal, 0, 7);
    assert_eq!(skipped, 0);
    assert_eq!(end, journal.stats().written_end);
    let expected: Vec<(u64, Vec<u8>)> = (0..100).map(|i| (i, payload(i))).collect();
    assert_eq!(records, expected);
    // Reading from any record boundary gives the rest, also when it is a segment's first byte.
    let (_, second_half_start, _) = {
        let half = journal.read(0, 50, 1 << 20).expect("read");
        (half.len(), half.end, 0)
    };
    let (rest, _, _) = read_all(&journal, second_half_start, 1000);
    assert_eq!(rest, expected[50..].to_vec());
    journal.close();
}

#[test]
fn released_segments_are_deleted_and_the_active_one_is_kept() {
    let tmp = TempDir::new();
    let journal = Journal::open(Config { segment_bytes: 100, ..tmp.config() }, 0).expect("open");
    for round in 0..5 {
        append_all(&journal, round * 5, 5);
    }
    let before = journal.stats();
    let half = journal.read(0, 12, 1 << 20).expect("read");
    let deleted = journal.release(half.end).expect("release");
    assert!(deleted >= 1);
    let after = journal.stats();
    assert_eq!(after.segments, before.segments - deleted);
    assert!(after.disk_bytes < before.disk_bytes);
    assert_eq!(segments::list(journal.dir()).expect("list").len(), after.segments);
    let (rest, _, _) = read_all(&journal, half.end, 100);
    assert_eq!(rest.first().map(|r| r.0), Some(12), "nothing after the offset was lost");
    // Releasing everything keeps the active segment for the next record.
    journal.release(after.written_end).expect("release all");
    assert_eq!(journal.stats().segments, 1);
    append_all(&journal, 25, 1);
    assert_eq!(read_all(&journal, after.written_end, 10).0, vec![(25, payload(25))]);
    journal.close();
}

#[test]
fn a_restart_goes_on_in_a_new_segment_numbering_after_the_last_record() {
    let tmp = TempDir::new();
    let journal = Journal::open(tmp.config(), 0).expect("open");
    append_all(&journal, 0, 5);
    let end = journal.stats().written_end;
    journal.close();
    assert_eq!(journal.append(b"late"), Err(AppendError::Closed));

    let journal = Journal::open(tmp.config(), 0).expect("reopen");
    assert_eq!(journal.stats().written_next_seq, 5, "numbering continues");
    assert_eq!(journal.stats().written_end, end);
    append_all(&journal, 5, 3);
    assert_eq!(journal.stats().segments, 2, "the old segment is never appended to");
    let (records, _, _) = read_all(&journal, 0, 4);
    assert_eq!(records.iter().map(|r| r.0).collect::<Vec<_>>(), (0..8).collect::<Vec<_>>());
    journal.close();

    // A consumer's higher count wins when the files were emptied.
    let journal = Journal::open(tmp.config(), 100).expect("reopen");
    assert_eq!(journal.stats().written_next_seq, 100);
    journal.close();
}

/// The folder of a closed journal's only segment with data, and that segment's path.
fn only_segment(tmp: &TempDir) -> PathBuf {
    let dir = tmp.0.join("journal");
    let list = segments::list(&dir).expect("list");
    let (&base, _) = list.iter().find(|(_, &len)| len > 0).expect("a segment with data");
    segments::path(&dir, base)
}

#[test]
fn a_torn_last_record_is_skipped_with_the_rest_kept() {
    let tmp = TempDir::new();
    let journal = Journal::open(tmp.config(), 0).expect("open");
    append_all(&journal, 0, 3);
    journal.close();
    // The process died half-way through writing a fourth record.
    let mut torn = Vec::new();
    record::encode(&mut torn, 3, &payload(3));
    let path = only_segment(&tmp);
    OpenOptions::new().append(true).open(&path).expect("open").write_all(&torn[..torn.len() / 2]).expect("tear");

    let journal = Journal::open(tmp.config(), 0).expect("reopen");
    assert_eq!(journal.stats().written_next_seq, 3, "the torn record's number is given again");
    append_all(&journal, 3, 2);
    let (records, _, skipped) = read_all(&journal, 0, 10);
    assert_eq!(records.iter().map(|r| r.0).collect::<Vec<_>>(), vec![0, 1, 2, 3, 4]);
    assert_eq!(records[3].1, payload(3), "the new record 3, not the torn one");
    assert_eq!(skipped, (torn.len() / 2) as u64);
    journal.close();
}

/// Writes records 0..n, closes the journal, lets `damage` change its segment's bytes (given the
/// length of one record), and opens it again.
fn damaged(tmp: &TempDir, n: u64, damage: impl FnOnce(&mut Vec<u8>, usize)) -> Journal {
    let journal = Journal::open(tmp.config(), 0).expect("open");
    append_all(&journal, 0, n);
    journal.close();
    let path = only_segment(tmp);
    let mut bytes = fs::read(&path).expect("read");
    damage(&mut bytes, record::framed_len(payload(0).len()));
    fs::write(&path, &bytes).expect("damage");
    Journal::open(tmp.config(), 0).expect("reopen")
}

#[test]
fn a_record_with_a_bad_checksum_is_skipped_and_its_neighbours_kept() {
    let tmp = TempDir::new();
    // A payload byte of record 2.
    let journal = damaged(&tmp, 5, |bytes, one| bytes[2 * one + record::HEADER + 9] ^= 0xff);
    let (records, _, skipped) = read_all(&journal, 0, 10);
    assert_eq!(records.iter().map(|r| r.0).collect::<Vec<_>>(), vec![0, 1, 3, 4]);
    assert_eq!(skipped, record::framed_len(payload(0).len()) as u64);
    journal.close();
}

#[test]
fn an_impossible_length_skips_the_rest_of_that_segment_only() {
    let tmp = TempDir::new();
    let journal = damaged(&tmp, 4, |bytes, one| bytes[one..one + 4].copy_from_slice(&u32::MAX.to_le_bytes()));
    assert_eq!(journal.stats().written_next_seq, 1, "only record 0 is readable");
    append_all(&journal, 1, 1);
    let (records, _, skipped) = read_all(&journal, 0, 10);
    assert_eq!(records.iter().map(|r| r.0).collect::<Vec<_>>(), vec![0, 1]);
    assert_eq!(skipped, 3 * record::framed_len(payload(0).len()) as u64);
    journal.close();
}

#[test]
fn at_the_size_cap_records_are_dropped_and_counted_until_space_is_released() {
    let tmp = TempDir::new();
    let one = record::framed_len(payload(0).len()) as u64;
    let config = Config { max_disk_bytes: 10 * one, segment_bytes: 3 * one, ..tmp.config() };
    let journal = Journal::open(config, 0).expect("open");
    let mut taken = 0;
    for i in 0..25 {
        match journal.append(&payload(i)) {
            Ok(_) => taken += 1,
            Err(e) => assert_eq!(e, AppendError::AtCap),
        }
        flush(&journal);
    }
    assert_eq!(taken, 10, "exactly the cap's worth is kept");
    let stats = journal.stats();
    assert_eq!(stats.dropped, 15);
    assert!(stats.disk_bytes <= 10 * one, "{stats:?}");
    // Importing and releasing makes room again.
    let (records, end, _) = read_all(&journal, 0, 100);
    assert_eq!(records.len(), 10);
    journal.release(end).expect("release");
    assert!(journal.append(&payload(99)).is_ok());
    journal.close();
}

#[test]
fn a_full_buffer_refuses_instead_of_growing() {
    let tmp = TempDir::new();
    let one = record::framed_len(payload(0).len());
    // A writer that sleeps long between groups lets the buffer fill.
    let config = Config { max_buffer_bytes: 4 * one, group_interval: Duration::from_millis(300), ..tmp.config() };
    let journal = Journal::open(config, 0).expect("open");
    journal.append(&payload(0)).expect("first");
    std::thread::sleep(Duration::from_millis(50)); // the writer takes it and sleeps
    let results: Vec<_> = (1..10).map(|i| journal.append(&payload(i))).collect();
    assert_eq!(results.iter().filter(|r| r.is_ok()).count(), 4);
    assert!(results.iter().filter(|r| r.is_err()).all(|r| *r == Err(AppendError::Full)));
    assert_eq!(journal.append(&vec![0u8; (64 << 10) + 1]), Err(AppendError::TooLarge));
    journal.close();
    let (records, _, _) = read_all(&journal, 0, 100);
    assert_eq!(records.len(), 5, "close wrote what was buffered");
}

#[test]
fn the_id_is_created_once_and_kept() {
    let tmp = TempDir::new();
    let dir = tmp.0.join("journal");
    assert_eq!(read_or_create_id(&dir, "first").expect("id"), "first");
    assert_eq!(read_or_create_id(&dir, "second").expect("id"), "first");
}

#[test]
fn a_reader_waits_for_new_records() {
    let tmp = TempDir::new();
    let journal = Journal::open(tmp.config(), 0).expect("open");
    let end = journal.wait_written(0, Duration::from_millis(20));
    assert_eq!(end, 0, "nothing written: the wait times out");
    let writer = journal.clone();
    let t = std::thread::spawn(move || {
        std::thread::sleep(Duration::from_millis(30));
        writer.append(b"x").expect("append");
    });
    let end = journal.wait_written(0, Duration::from_secs(5));
    assert!(end > 0);
    t.join().expect("join");
    journal.close();
}
