//! The three social networks a shopboard connects to, as they appear in paths (`instagram`,
//! `tiktok`, `pinterest`) and in the status call (`Instagram`, `Tiktok`, `Pinterest`).

use crate::error::AppError;

/// A social network.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Network {
    /// Instagram (Graph API).
    Instagram,
    /// TikTok (Display API v2).
    Tiktok,
    /// Pinterest (API v5).
    Pinterest,
}

impl Network {
    /// Every network, in the order the dashboard's tabs show them.
    pub const ALL: [Network; 3] = [Network::Instagram, Network::Tiktok, Network::Pinterest];

    /// The lower-case name used in paths and stored rows.
    pub fn as_str(self) -> &'static str {
        match self {
            Network::Instagram => "instagram",
            Network::Tiktok => "tiktok",
            Network::Pinterest => "pinterest",
        }
    }

    /// The key of the status call's `social_medias` map.
    pub fn status_key(self) -> &'static str {
        match self {
            Network::Instagram => "Instagram",
            Network::Tiktok => "Tiktok",
            Network::Pinterest => "Pinterest",
        }
    }

    /// The name people read (messages).
    pub fn display(self) -> &'static str {
        match self {
            Network::Instagram => "Instagram",
            Network::Tiktok => "TikTok",
            Network::Pinterest => "Pinterest",
        }
    }

    /// Reads a path segment; anything else is a 404, like any unknown address.
    pub fn parse(raw: &str) -> Result<Network, AppError> {
        Network::ALL
            .into_iter()
            .find(|n| n.as_str() == raw)
            .ok_or_else(|| AppError::NotFound("No such social network".into()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip_and_others_are_not_found() {
        for n in Network::ALL {
            assert_eq!(Network::parse(n.as_str()).ok(), Some(n));
        }
        assert!(Network::parse("Instagram").is_err());
        assert!(Network::parse("facebook").is_err());
    }
}
