//! The framing of one record: `length: u32 LE | crc32: u32 LE | seq: u64 LE | payload`.
//!
//! `length` counts the body (`seq` and `payload`), `crc32` covers the body. The sequence number
//! numbers records across segments and restarts, so the reader can tell how many records are
//! not yet imported without counting them.

/// Bytes before the body: length and checksum.
pub const HEADER: usize = 8;
/// Bytes of the sequence number at the start of the body.
const SEQ: usize = 8;

/// Appends the framed record to `out`.
pub fn encode(out: &mut Vec<u8>, seq: u64, payload: &[u8]) {
    let body_len = SEQ + payload.len();
    let mut crc = crc32fast::Hasher::new();
    crc.update(&seq.to_le_bytes());
    crc.update(payload);
    out.reserve(HEADER + body_len);
    // Callers refuse payloads over `Config::max_record_bytes`, far below u32::MAX.
    out.extend_from_slice(&u32::try_from(body_len).unwrap_or(u32::MAX).to_le_bytes());
    out.extend_from_slice(&crc.finalize().to_le_bytes());
    out.extend_from_slice(&seq.to_le_bytes());
    out.extend_from_slice(payload);
}

/// Bytes a payload of `payload_len` takes on disk.
pub fn framed_len(payload_len: usize) -> usize {
    HEADER + SEQ + payload_len
}

/// What the bytes at the start of a buffer hold.
#[derive(Debug, PartialEq, Eq)]
pub enum Parsed<'a> {
    /// A whole record with a good checksum.
    Record {
        /// Its sequence number.
        seq: u64,
        /// What was appended.
        payload: &'a [u8],
        /// Its length on disk, framing included.
        len: usize,
    },
    /// Fewer bytes than the header or the body needs: the rest of the record is not here.
    Incomplete,
    /// A length no record can have: what follows can not be framed.
    BadLength,
    /// A whole record whose checksum does not match.
    BadChecksum {
        /// Its length on disk, framing included.
        len: usize,
    },
}

/// Parses the record at the start of `buf`; records longer than `max_body` are `BadLength`.
pub fn parse(buf: &[u8], max_body: usize) -> Parsed<'_> {
    let Some(header) = buf.get(..HEADER) else { return Parsed::Incomplete };
    let body_len = u32::from_le_bytes([header[0], header[1], header[2], header[3]]) as usize;
    if !(SEQ..=max_body).contains(&body_len) {
        return Parsed::BadLength;
    }
    let want = u32::from_le_bytes([header[4], header[5], header[6], header[7]]);
    let Some(body) = buf.get(HEADER..HEADER + body_len) else { return Parsed::Incomplete };
    let len = HEADER + body_len;
    if crc32fast::hash(body) != want {
        return Parsed::BadChecksum { len };
    }
    let (seq, payload) = body.split_at(SEQ);
    let mut seq_bytes = [0u8; SEQ];
    seq_bytes.copy_from_slice(seq);
    Parsed::Record { seq: u64::from_le_bytes(seq_bytes), payload, len }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_record_reads_back_with_its_sequence_number() {
        let mut buf = Vec::new();
        encode(&mut buf, 7, b"hello");
        encode(&mut buf, 8, b"");
        assert_eq!(buf.len(), framed_len(5) + framed_len(0));
        assert_eq!(parse(&buf, 1024), Parsed::Record { seq: 7, payload: b"hello", len: framed_len(5) });
        assert_eq!(parse(&buf[framed_len(5)..], 1024), Parsed::Record { seq: 8, payload: b"", len: framed_len(0) });
    }

    #[test]
    fn a_cut_record_is_incomplete_at_every_length() {
        let mut buf = Vec::new();
        encode(&mut buf, 1, b"payload");
        for cut in 0..buf.len() {
            assert_eq!(parse(&buf[..cut], 1024), Parsed::Incomplete, "cut at {cut}");
        }
    }

    #[test]
    fn a_flipped_bit_anywhere_in_the_body_fails_the_checksum() {
        let mut buf = Vec::new();
        encode(&mut buf, 3, b"abc");
        for i in HEADER..buf.len() {
            let mut bad = buf.clone();
            bad[i] ^= 0x10;
            assert_eq!(parse(&bad, 1024), Parsed::BadChecksum { len: buf.len() }, "byte {i}");
        }
    }

    #[test]
    fn impossible_lengths_are_refused_before_reading_on() {
        assert_eq!(parse(&[0, 0, 0, 0, 0, 0, 0, 0], 1024), Parsed::BadLength);
        assert_eq!(parse(&[0xff, 0xff, 0xff, 0x7f, 0, 0, 0, 0], 1024), Parsed::BadLength);
        let mut buf = Vec::new();
        encode(&mut buf, 1, &[0u8; 100]);
        assert_eq!(parse(&buf, 50), Parsed::BadLength, "longer than the configured maximum");
    }
}
