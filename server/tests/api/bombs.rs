//! Small hostile inputs that unpack to something huge, written by hand so the tests compress
//! nothing and are instant: a PNG whose pixels are one long run of zeros, and a gzip member.

/// Deflate's bit order: values least significant bit first, Huffman codes most significant
/// bit first.
struct Bits {
    out: Vec<u8>,
    acc: u64,
    len: u32,
}

impl Bits {
    fn value(&mut self, value: u32, bits: u32) {
        self.acc |= u64::from(value) << self.len;
        self.len += bits;
        while self.len >= 8 {
            self.out.push(self.acc as u8);
            self.acc >>= 8;
            self.len -= 8;
        }
    }

    fn code(&mut self, code: u32, bits: u32) {
        let reversed = code.reverse_bits() >> (32 - bits);
        self.value(reversed, bits);
    }

    fn finish(mut self) -> Vec<u8> {
        if self.len > 0 {
            self.out.push(self.acc as u8);
        }
        self.out
    }
}

/// A zlib stream of `n` zero bytes in one fixed-Huffman block: a literal zero, then copies of
/// 258 bytes at distance 1 (13 bits each, about 1:160), then the rest as literals.
fn zlib_zeros(n: u64) -> Vec<u8> {
    let mut bits = Bits { out: vec![0x78, 0x01], acc: 0, len: 0 };
    bits.value(1, 1); // last block
    bits.value(1, 2); // fixed Huffman codes
    let literal_zero = |bits: &mut Bits| bits.code(0x30, 8);
    literal_zero(&mut bits);
    for _ in 0..(n - 1) / 258 {
        bits.code(0xc5, 8); // length 258 (symbol 285)
        bits.code(0, 5); // distance 1
    }
    for _ in 0..(n - 1) % 258 {
        literal_zero(&mut bits);
    }
    bits.code(0, 7); // end of block (symbol 256)
    let mut out = bits.finish();
    // Adler-32 of zeros: a stays 1, b adds 1 per byte.
    let adler = (((n % 65_521) as u32) << 16) | 1;
    out.extend_from_slice(&adler.to_be_bytes());
    out
}

fn chunk(out: &mut Vec<u8>, kind: &[u8; 4], data: &[u8]) {
    out.extend_from_slice(&(data.len() as u32).to_be_bytes());
    let start = out.len();
    out.extend_from_slice(kind);
    out.extend_from_slice(data);
    let crc = crc32fast::hash(&out[start..]);
    out.extend_from_slice(&crc.to_be_bytes());
}

/// A valid black RGB PNG of `width` × `height`: an 11,900-pixel square is 2.7 MB here and
/// 425 MB once decoded.
pub fn png_bomb(width: u32, height: u32) -> Vec<u8> {
    let mut out = b"\x89PNG\r\n\x1a\n".to_vec();
    let mut header = Vec::new();
    header.extend_from_slice(&width.to_be_bytes());
    header.extend_from_slice(&height.to_be_bytes());
    header.extend_from_slice(&[8, 2, 0, 0, 0]); // 8-bit RGB, no interlace
    chunk(&mut out, b"IHDR", &header);
    // Each row is a filter byte (0: none) and three zero bytes per pixel.
    let raw = u64::from(height) * (1 + 3 * u64::from(width));
    chunk(&mut out, b"IDAT", &zlib_zeros(raw));
    chunk(&mut out, b"IEND", &[]);
    out
}

/// `bytes` as a gzip member (one stored deflate block, so no compression is needed to make it).
pub fn gzip(bytes: &[u8]) -> Vec<u8> {
    let mut out = vec![0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff];
    let len = bytes.len() as u16;
    out.push(1); // last block, stored
    out.extend_from_slice(&len.to_le_bytes());
    out.extend_from_slice(&(!len).to_le_bytes());
    out.extend_from_slice(bytes);
    out.extend_from_slice(&crc32fast::hash(bytes).to_le_bytes());
    out.extend_from_slice(&(bytes.len() as u32).to_le_bytes());
    out
}

#[test]
fn the_bomb_is_a_valid_png() {
    // Small enough to decode here: the same encoder, checked by the real decoder.
    let picture = image::load_from_memory(&png_bomb(300, 7)).expect("decodes");
    assert_eq!((picture.width(), picture.height()), (300, 7));
    assert!(picture.to_rgb8().pixels().all(|p| p.0 == [0, 0, 0]));
}
