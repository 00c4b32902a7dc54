//! Deterministic randomness: everything the sandbox generates (ids, captions, post times,
//! pictures) is drawn from a [`Dice`] seeded with what it belongs to, so the same account or post
//! looks the same in every database and on every run, and tests can pin it down.

use sha2::{Digest, Sha256};

/// A small deterministic generator (`product_art`'s SplitMix64) seeded from a SHA-256 of some
/// labels.
#[derive(Debug, Clone)]
pub struct Dice(product_art::Dice);

impl Dice {
    /// Dice seeded from `parts` (each one ends with a zero byte, so `["ab", "c"]` and
    /// `["a", "bc"]` differ).
    pub fn new(parts: &[&str]) -> Dice {
        let mut hasher = Sha256::new();
        for part in parts {
            hasher.update(part.as_bytes());
            hasher.update([0u8]);
        }
        let digest = hasher.finalize();
        let mut seed = [0u8; 8];
        seed.copy_from_slice(&digest[..8]);
        Dice(product_art::Dice::from_state(u64::from_le_bytes(seed)))
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0.next_u64()
    }

    /// A number in `0..n` (`0` when `n` is 0).
    pub fn below(&mut self, n: u64) -> u64 {
        if n == 0 {
            return 0;
        }
        self.next_u64() % n
    }

    /// A number in `low..=high`.
    pub fn between(&mut self, low: i64, high: i64) -> i64 {
        let span = high.saturating_sub(low).saturating_add(1).max(1);
        low.saturating_add(i64::try_from(self.below(span.unsigned_abs())).unwrap_or(0))
    }

    /// One of `items` (which must not be empty).
    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        let index = usize::try_from(self.below(items.len() as u64)).unwrap_or(0);
        &items[index]
    }

    /// `count` decimal digits (at most 18), leading zeros kept.
    pub fn digits(&mut self, count: u32) -> String {
        let count = count.min(18);
        let value = self.below(10u64.pow(count));
        format!("{value:0width$}", width = count as usize)
    }

    /// `count` lower-case hex characters.
    pub fn hex(&mut self, count: usize) -> String {
        let mut out = String::with_capacity(count + 16);
        while out.len() < count {
            out.push_str(&format!("{:016x}", self.next_u64()));
        }
        out.truncate(count);
        out
    }
}

#[cfg(test)]
mod tests {
    use super::Dice;

    #[test]
    fn the_same_labels_give_the_same_numbers_and_other_labels_other_ones() {
        let draw = |parts: &[&str]| {
            let mut dice = Dice::new(parts);
            (0..4).map(|_| dice.next_u64()).collect::<Vec<_>>()
        };
        assert_eq!(draw(&["instagram", "ann"]), draw(&["instagram", "ann"]));
        assert_ne!(draw(&["instagram", "ann"]), draw(&["tiktok", "ann"]));
        assert_ne!(draw(&["ab", "c"]), draw(&["a", "bc"]));
    }

    #[test]
    fn helpers_stay_in_their_ranges() {
        let mut dice = Dice::new(&["ranges"]);
        for _ in 0..1000 {
            assert!((3..=7).contains(&dice.between(3, 7)));
            assert!(dice.below(5) < 5);
        }
        assert_eq!(dice.below(0), 0);
        assert_eq!(dice.digits(14).len(), 14);
        assert!(dice.digits(14).chars().all(|c| c.is_ascii_digit()));
        assert_eq!(dice.hex(32).len(), 32);
        assert_eq!(*dice.pick(&[42]), 42);
    }
}
