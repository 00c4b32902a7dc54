//! Which ranked products to tag on a post: those whose confidence reaches the business's
//! strictness, the merchant's promoted products helped by a small boost, excluded products never.

use crate::rank::Match;

/// How eagerly to tag: the business setting (HIGH = only close matches, MEDIUM = the default,
/// LOW = looser).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Strictness {
    /// Only close matches.
    High,
    /// The default.
    Medium,
    /// Looser.
    Low,
}

impl Strictness {
    /// The least confidence a product needs to be tagged. Measured on the tuning seed (see
    /// docs/shopboard.md, "Visual tagging"): HIGH tags almost only clear, close matches; MEDIUM
    /// keeps posts with a wrong tag well under 5 %; LOW tags more of what posts show at the cost
    /// of a few more wrong tags.
    pub fn threshold(self) -> f32 {
        match self {
            Strictness::High => 0.6,
            Strictness::Medium => 0.42,
            Strictness::Low => 0.33,
        }
    }
}

/// What a promoted product adds to its confidence: enough to tip a close call its way, too little
/// to tag a product the post does not look like (about one strictness step is 0.1–0.2).
pub const PROMOTED_BOOST: f32 = 0.04;

/// The products to tag on a post: those ranked above the strictness's threshold, at most `max`
/// (best first), excluded ids never returned, promoted ids (the merchant's promoted products)
/// boosted by [`PROMOTED_BOOST`] (their returned score includes it, capped at 1).
pub fn tag(
    ranked: &[Match],
    strictness: Strictness,
    max: usize,
    promoted: &[String],
    excluded: &[String],
) -> Vec<Match> {
    let mut out: Vec<Match> = ranked
        .iter()
        .filter(|m| !excluded.contains(&m.product_id))
        .map(|m| {
            let boost = if promoted.contains(&m.product_id) { PROMOTED_BOOST } else { 0.0 };
            Match { product_id: m.product_id.clone(), score: (m.score + boost).min(1.0) }
        })
        .filter(|m| m.score >= strictness.threshold())
        .collect();
    crate::rank::best_first(&mut out);
    // The same product listed twice counts once.
    let mut seen: Vec<String> = Vec::new();
    out.retain(|m| {
        if seen.contains(&m.product_id) {
            false
        } else {
            seen.push(m.product_id.clone());
            true
        }
    });
    out.truncate(max);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ranked() -> Vec<Match> {
        [("a", 0.9), ("b", 0.8), ("c", 0.7), ("d", 0.5), ("e", 0.48), ("f", 0.41), ("g", 0.35), ("h", 0.1)]
            .into_iter()
            .map(|(id, score)| Match { product_id: id.to_owned(), score })
            .collect()
    }

    fn ids(tagged: &[Match]) -> Vec<&str> {
        tagged.iter().map(|m| m.product_id.as_str()).collect()
    }

    #[test]
    fn excluded_products_are_never_tagged() {
        let excluded = vec!["a".to_owned(), "c".to_owned()];
        for strictness in [Strictness::High, Strictness::Medium, Strictness::Low] {
            let tagged = tag(&ranked(), strictness, 5, &["a".to_owned()], &excluded);
            assert!(tagged.iter().all(|m| !excluded.contains(&m.product_id)), "{strictness:?}: {tagged:?}");
        }
        assert_eq!(ids(&tag(&ranked(), Strictness::High, 5, &[], &excluded)), ["b"]);
    }

    #[test]
    fn at_most_max_and_by_strictness() {
        assert_eq!(ids(&tag(&ranked(), Strictness::High, 5, &[], &[])), ["a", "b", "c"]);
        assert_eq!(ids(&tag(&ranked(), Strictness::Medium, 5, &[], &[])), ["a", "b", "c", "d", "e"]);
        assert_eq!(ids(&tag(&ranked(), Strictness::Medium, 2, &[], &[])), ["a", "b"]);
        assert_eq!(tag(&ranked(), Strictness::Low, 5, &[], &[]).len(), 5);
        assert!(tag(&ranked(), Strictness::Low, 0, &[], &[]).is_empty());
        assert!(tag(&[], Strictness::Low, 5, &[], &[]).is_empty());
    }

    #[test]
    fn promoted_products_get_a_small_boost() {
        // "g" (0.35) is under MEDIUM's 0.42 and a boost does not tag it; "f" (0.41) is tipped over.
        let promoted = vec!["f".to_owned(), "g".to_owned()];
        let tagged = tag(&ranked(), Strictness::Medium, 10, &promoted, &[]);
        assert!(ids(&tagged).contains(&"f"));
        assert!(!ids(&tagged).contains(&"g"));
        let f = tagged.iter().find(|m| m.product_id == "f").map(|m| m.score);
        assert_eq!(f, Some(0.41 + PROMOTED_BOOST));
        // A boost reorders close calls only.
        let tagged = tag(&ranked(), Strictness::Low, 10, &["e".to_owned()], &[]);
        assert_eq!(&ids(&tagged)[..5], ["a", "b", "c", "e", "d"]);
        assert!(tag(&ranked(), Strictness::High, 5, &["a".to_owned()], &[]).iter().all(|m| m.score <= 1.0));
    }
}
