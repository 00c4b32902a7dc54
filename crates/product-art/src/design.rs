//! What a product looks like, apart from its colour: its [`Kind`], a [`Pattern`], an accent
//! colour for trims, soles and laces, proportions and small details, all fixed by one seed, so
//! two products of the same kind still look different and each keeps its look in every colour
//! and view.

use crate::{Dice, Rgb};

/// The kinds of product the sandbox catalog sells, one per product noun.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[allow(missing_docs)]
pub enum Kind {
    Tee,
    CrewTee,
    PocketTee,
    Hoodie,
    ZipHoodie,
    MidiDress,
    WrapDress,
    SlipDress,
    StraightJeans,
    SlimJeans,
    WideJeans,
    Runner,
    CourtSneaker,
    Trainer,
    ChelseaBoot,
    HikerBoot,
    Tote,
    CrossbodyBag,
    Backpack,
    Cap,
    BucketHat,
    Beanie,
    Scarf,
    Wrap,
    Parka,
    DenimJacket,
    Puffer,
    CrewSocks,
    AnkleSocks,
    HoopEarrings,
    ChainNecklace,
    Ring,
}

impl Kind {
    /// Every kind with the noun the catalog names it by.
    pub const NOUNS: [(&'static str, Kind); 32] = [
        ("Tee", Kind::Tee),
        ("Crew Tee", Kind::CrewTee),
        ("Pocket Tee", Kind::PocketTee),
        ("Hoodie", Kind::Hoodie),
        ("Zip Hoodie", Kind::ZipHoodie),
        ("Midi Dress", Kind::MidiDress),
        ("Wrap Dress", Kind::WrapDress),
        ("Slip Dress", Kind::SlipDress),
        ("Straight Jeans", Kind::StraightJeans),
        ("Slim Jeans", Kind::SlimJeans),
        ("Wide Jeans", Kind::WideJeans),
        ("Runner", Kind::Runner),
        ("Court Sneaker", Kind::CourtSneaker),
        ("Trainer", Kind::Trainer),
        ("Chelsea Boot", Kind::ChelseaBoot),
        ("Hiker Boot", Kind::HikerBoot),
        ("Tote", Kind::Tote),
        ("Crossbody Bag", Kind::CrossbodyBag),
        ("Backpack", Kind::Backpack),
        ("Cap", Kind::Cap),
        ("Bucket Hat", Kind::BucketHat),
        ("Beanie", Kind::Beanie),
        ("Scarf", Kind::Scarf),
        ("Wrap", Kind::Wrap),
        ("Parka", Kind::Parka),
        ("Denim Jacket", Kind::DenimJacket),
        ("Puffer", Kind::Puffer),
        ("Crew Socks", Kind::CrewSocks),
        ("Ankle Socks", Kind::AnkleSocks),
        ("Hoop Earrings", Kind::HoopEarrings),
        ("Chain Necklace", Kind::ChainNecklace),
        ("Ring", Kind::Ring),
    ];

    /// The kind a product noun names (`"Crew Tee"`), if any.
    pub fn from_noun(noun: &str) -> Option<Kind> {
        Kind::NOUNS.iter().find(|(n, _)| *n == noun).map(|(_, k)| *k)
    }

    /// The kind a product title names: the longest noun it ends with (`"Alpine Crew Tee"`), or,
    /// when it ends otherwise (`"Tinted Scarf 2"`, a product added by hand), the last place a
    /// noun ends a word.
    pub fn from_title(title: &str) -> Option<Kind> {
        let words: Vec<&str> = title.split_whitespace().collect();
        (1..=words.len()).rev().find_map(|end| Kind::ending(&words[..end].join(" ")))
    }

    /// The longest noun `title` ends with at a word boundary.
    fn ending(title: &str) -> Option<Kind> {
        Kind::NOUNS
            .iter()
            .filter(|(n, _)| {
                title.ends_with(n) && (title.len() == n.len() || title[..title.len() - n.len()].ends_with(' '))
            })
            .max_by_key(|(n, _)| n.len())
            .map(|(_, k)| *k)
    }
}

/// A surface pattern, drawn over the body in a darker or lighter tone of its colour or in the
/// accent.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Pattern {
    /// One colour.
    Plain,
    /// Horizontal stripes.
    Stripes,
    /// Vertical stripes.
    Pinstripes,
    /// Dots.
    Dots,
    /// A check.
    Check,
    /// The lower part in the accent colour.
    Block,
    /// Diagonal bands.
    Diagonal,
}

const PATTERNS: [Pattern; 7] = [
    Pattern::Plain,
    Pattern::Stripes,
    Pattern::Pinstripes,
    Pattern::Dots,
    Pattern::Check,
    Pattern::Block,
    Pattern::Diagonal,
];

/// Accent colours: none is one of the catalog's option colours, so an accent never reads as
/// another colour of the product.
const ACCENTS: [Rgb; 10] = [
    Rgb(0xe0, 0xa1, 0x1b),
    Rgb(0x14, 0x8f, 0x8a),
    Rgb(0xe2, 0x6a, 0x2c),
    Rgb(0x8e, 0x6b, 0xc9),
    Rgb(0x2e, 0x8b, 0x57),
    Rgb(0xb8, 0x32, 0x80),
    Rgb(0x3d, 0x5a, 0xfe),
    Rgb(0x8b, 0x5a, 0x2b),
    Rgb(0xcf, 0xd8, 0xdc),
    Rgb(0x26, 0x32, 0x38),
];

/// From which side a product is seen.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum View {
    /// The front, with every detail.
    Front,
    /// The back: mirrored, without front details (pockets, zips, logos).
    Back,
    /// A three-quarter view: narrower and tilted.
    Angle,
}

impl View {
    /// Every view, in catalog order (the first is the product's main image).
    pub const ALL: [View; 3] = [View::Front, View::Back, View::Angle];

    /// The view's number in image addresses.
    pub fn index(self) -> usize {
        match self {
            View::Front => 0,
            View::Back => 1,
            View::Angle => 2,
        }
    }

    /// The view with number `i`.
    pub fn from_index(i: usize) -> Option<View> {
        View::ALL.get(i).copied()
    }
}

/// A product's look, apart from its colour.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Design {
    /// What it is.
    pub kind: Kind,
    /// Its surface.
    pub pattern: Pattern,
    /// Trims, soles, laces, stones.
    pub accent: Rgb,
    /// Width factor (about 0.88 to 1.12).
    pub width: f32,
    /// Length factor (about 0.9 to 1.1).
    pub length: f32,
    /// A small mark on the front: none, a circle, a triangle or a bar.
    pub mark: u8,
    /// Whether the pattern is drawn lighter (else darker) than the body.
    pub light_pattern: bool,
}

impl Design {
    /// The design of a product of `kind` whose look is fixed by `seed`.
    pub fn new(kind: Kind, seed: u64) -> Design {
        let mut dice = Dice::new(seed);
        Design {
            kind,
            pattern: PATTERNS[dice.below(PATTERNS.len())],
            accent: ACCENTS[dice.below(ACCENTS.len())],
            width: dice.range(0.88, 1.12),
            length: dice.range(0.9, 1.1),
            mark: dice.below(4) as u8,
            light_pattern: dice.below(2) == 0,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn titles_name_their_kind() {
        assert_eq!(Kind::from_title("Alpine Crew Tee"), Some(Kind::CrewTee));
        assert_eq!(Kind::from_title("Metro Tee"), Some(Kind::Tee));
        assert_eq!(Kind::from_title("Harbor Zip Hoodie"), Some(Kind::ZipHoodie));
        assert_eq!(Kind::from_title("Field Wrap"), Some(Kind::Wrap));
        assert_eq!(Kind::from_title("Field Wrap Dress"), Some(Kind::WrapDress));
        assert_eq!(Kind::from_title("Something"), None);
        assert_eq!(Kind::from_title("Tinted Scarf mwx1apja9ygi"), Some(Kind::Scarf), "a noun before a suffix");
    }

    #[test]
    fn a_seed_fixes_a_design() {
        assert_eq!(Design::new(Kind::Tote, 5), Design::new(Kind::Tote, 5));
        let looks: std::collections::HashSet<String> =
            (0..40).map(|s| format!("{:?}", Design::new(Kind::Tote, s))).collect();
        assert!(looks.len() > 30, "seeds give different looks");
    }
}
