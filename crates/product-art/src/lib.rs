//! Pictures for the sandboxes, drawn from nothing but numbers: the sandbox store's product
//! photos and the sandbox networks' posts made from them. A product's [`Design`] (its kind of
//! garment or accessory, pattern, accent and proportions, all from one seed) is drawn in each of
//! its colours from several [`View`]s on a studio background ([`photo`]); a post places one to
//! three products, scaled, cropped at the edges, turned slightly, on a varied background with a
//! brightness change ([`compose`]); a merchant's own photos and videos of their products, for
//! the magic store, differ from posts in every way ([`merchant`]). No text is ever drawn, so whatever recognises products in
//! these pictures works from shapes and colours alone. Everything is deterministic: the same
//! inputs give the same pixels on every machine.
//!
//! Drawing is vector work through `tiny-skia` (paths, gradients, masks, anti-aliasing) on a
//! 100 × 100 unit canvas scaled to the requested size; `image` encodes the result.

pub mod canvas;
pub mod compose;
pub mod design;
mod drawing;
pub mod merchant;
pub mod photo;

pub use compose::{compose, Placement, PostItem};
pub use design::{Design, Kind, Pattern, View};
pub use merchant::{merchant_photo, merchant_video};
pub use photo::photo;

/// An opaque colour.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Rgb(pub u8, pub u8, pub u8);

impl Rgb {
    /// Reads `#rrggbb` or `rrggbb`; `None` for anything else.
    pub fn from_hex(hex: &str) -> Option<Rgb> {
        let h = hex.trim().trim_start_matches('#');
        if h.len() != 6 || !h.chars().all(|c| c.is_ascii_hexdigit()) {
            return None;
        }
        let byte = |i: usize| u8::from_str_radix(&h[i..i + 2], 16).ok();
        Some(Rgb(byte(0)?, byte(2)?, byte(4)?))
    }

    /// This colour moved toward white (`amount` > 0) or black (< 0), `amount` in -1..1.
    pub fn shade(self, amount: f32) -> Rgb {
        let f = |c: u8| -> u8 {
            let c = f32::from(c);
            let v = if amount >= 0.0 { c + (255.0 - c) * amount } else { c * (1.0 + amount) };
            v.round().clamp(0.0, 255.0) as u8
        };
        Rgb(f(self.0), f(self.1), f(self.2))
    }

    /// Perceived lightness, 0 (black) to 1 (white).
    pub fn lightness(self) -> f32 {
        (0.299 * f32::from(self.0) + 0.587 * f32::from(self.1) + 0.114 * f32::from(self.2)) / 255.0
    }

    pub(crate) fn color(self) -> tiny_skia::Color {
        tiny_skia::Color::from_rgba8(self.0, self.1, self.2, 255)
    }
}

/// Encodes a picture as PNG.
pub fn png(image: &image::RgbImage) -> Vec<u8> {
    let mut out = std::io::Cursor::new(Vec::new());
    // Writing an in-memory RGB image to a Vec cannot fail.
    let _ = image.write_to(&mut out, image::ImageFormat::Png);
    out.into_inner()
}

/// Encodes a picture as JPEG (quality 88), as a network serves a post.
pub fn jpeg(image: &image::RgbImage) -> Vec<u8> {
    let mut out = Vec::new();
    let encoder = image::codecs::jpeg::JpegEncoder::new_with_quality(&mut out, 88);
    let _ = image.write_with_encoder(encoder);
    out
}

/// A small, stable random stream (SplitMix64) so pictures depend on nothing but their seed.
#[derive(Debug, Clone)]
pub struct Dice(u64);

impl Dice {
    /// A stream from `seed`.
    pub fn new(seed: u64) -> Dice {
        Dice(seed ^ 0x9e37_79b9_7f4a_7c15)
    }

    /// A stream whose internal state is `state` (for callers that derive the state themselves).
    pub fn from_state(state: u64) -> Dice {
        Dice(state)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// A number in `lo..hi`.
    pub fn range(&mut self, lo: f32, hi: f32) -> f32 {
        let unit = (self.next_u64() >> 40) as f32 / (1u64 << 24) as f32;
        lo + (hi - lo) * unit
    }

    /// An index below `n` (0 when `n` is 0).
    pub fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            0
        } else {
            (self.next_u64() % n as u64) as usize
        }
    }
}

/// FNV-1a over text and numbers: stable seeds from names.
pub fn seed_of(text: &str, parts: &[u64]) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in text.bytes().chain(parts.iter().flat_map(|p| p.to_le_bytes())) {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    h
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn colours_read_and_shade() {
        assert_eq!(Rgb::from_hex("#1f2a44"), Some(Rgb(0x1f, 0x2a, 0x44)));
        assert_eq!(Rgb::from_hex("1f2a4"), None);
        assert_eq!(Rgb(100, 100, 100).shade(1.0), Rgb(255, 255, 255));
        assert_eq!(Rgb(100, 100, 100).shade(-1.0), Rgb(0, 0, 0));
    }

    #[test]
    fn dice_are_stable() {
        let (mut a, mut b) = (Dice::new(7), Dice::new(7));
        assert_eq!(a.next_u64(), b.next_u64());
        let r = a.range(2.0, 3.0);
        assert!((2.0..3.0).contains(&r));
    }
}
