//! The networks the sandbox stands in for. Each has its own OAuth app, its own posts API shape and
//! its own number of seeded posts per account, so the host's adapters meet the differences they
//! meet in production (cursor styles, page sizes, field names).

use std::fmt;

/// A social network the sandbox imitates.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Network {
    /// Instagram (Graph API shape).
    Instagram,
    /// TikTok (Display API v2 shape).
    Tiktok,
    /// Pinterest (API v5 shape).
    Pinterest,
}

impl Network {
    /// Every network, in a fixed order (for pages and tests that cover them all).
    pub const ALL: [Network; 3] = [Network::Instagram, Network::Tiktok, Network::Pinterest];

    /// The name used in paths, the database and the host's settings (`instagram`, `tiktok`,
    /// `pinterest`).
    pub fn as_str(self) -> &'static str {
        match self {
            Network::Instagram => "instagram",
            Network::Tiktok => "tiktok",
            Network::Pinterest => "pinterest",
        }
    }

    /// The network named `name` (exactly as [`Network::as_str`] spells it); `None` for anything
    /// else, so an unknown path segment is a 404 rather than a guess.
    pub fn parse(name: &str) -> Option<Network> {
        Network::ALL.into_iter().find(|n| n.as_str() == name)
    }

    /// The brand name shown on the sandbox's pages.
    pub fn display_name(self) -> &'static str {
        match self {
            Network::Instagram => "Instagram",
            Network::Tiktok => "TikTok",
            Network::Pinterest => "Pinterest",
        }
    }

    /// How many posts a new account is seeded with. Read 24 at a time they exercise both ends of
    /// paging: Instagram's 30 end on a partial second page, Pinterest's 24 fill exactly one page
    /// (no bookmark after it), and TikTok's 18 fit in one page of its 20 at most.
    pub fn post_count(self) -> i32 {
        match self {
            Network::Instagram => 30,
            Network::Tiktok => 18,
            Network::Pinterest => 24,
        }
    }
}

impl fmt::Display for Network {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

#[cfg(test)]
mod tests {
    use super::Network;

    #[test]
    fn names_round_trip_and_unknown_names_are_refused() {
        for network in Network::ALL {
            assert_eq!(Network::parse(network.as_str()), Some(network));
        }
        assert_eq!(Network::parse("Instagram"), None);
        assert_eq!(Network::parse("facebook"), None);
        assert_eq!(Network::Tiktok.to_string(), "tiktok");
    }
}
