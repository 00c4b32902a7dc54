//! Where a view or an order belongs on the analytics page.

use crate::features::links::kind::LinkKind;
use crate::features::links::LinkFacts;

/// A rollup channel. Looks and shorts are the analytics page's links and shorts tabs (the
/// same links the links and shorts lists hold); a multilink's experiences and its own
/// promocode are the multilinks page's; the shoppable feed and its posts are the shopboard
/// tab's; an influencer's code with no link is `Organic`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Channel {
    /// A look (instant store page) of the links list.
    Look,
    /// A short.
    Short,
    /// A multilink or one of its experiences.
    Multilink,
    /// An influencer's promocode at checkout, with no link.
    Organic,
    /// The shoppable feed page or one of its post pages.
    Shopboard,
}

impl Channel {
    /// Every channel.
    pub const ALL: [Channel; 5] =
        [Channel::Look, Channel::Short, Channel::Multilink, Channel::Organic, Channel::Shopboard];

    /// The stored spelling.
    pub fn as_db(self) -> &'static str {
        match self {
            Channel::Look => "look",
            Channel::Short => "short",
            Channel::Multilink => "multilink",
            Channel::Organic => "organic",
            Channel::Shopboard => "shopboard",
        }
    }

    /// The channel of a stored spelling (`None` for one this build does not know).
    pub fn from_db(value: &str) -> Option<Self> {
        Channel::ALL.into_iter().find(|c| c.as_db() == value)
    }

    /// The channel of a link of the stored `kind`, an experience when it has a parent.
    pub fn of_link(kind: &str, has_parent: bool) -> Self {
        Channel::of_kind(LinkKind::parse(kind), has_parent)
    }

    /// The channel of a link as `links` describes it.
    pub fn of_facts(link: &LinkFacts) -> Self {
        Channel::of_kind(link.kind, link.parent_id.is_some())
    }

    /// The channel of a link of `kind` (`None`: a spelling this build does not know, counted as
    /// a look), an experience when it has a parent.
    fn of_kind(kind: Option<LinkKind>, has_parent: bool) -> Self {
        if kind.is_some_and(LinkKind::is_shopboard) {
            Channel::Shopboard
        } else if has_parent || kind == Some(LinkKind::Multilink) {
            Channel::Multilink
        } else if kind == Some(LinkKind::Short) {
            Channel::Short
        } else {
            Channel::Look
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn experiences_belong_to_the_multilinks_page_and_the_feed_to_the_shopboard() {
        assert_eq!(Channel::of_link("LOOK", true), Channel::Multilink);
        assert_eq!(Channel::of_link("SHORT", true), Channel::Multilink);
        assert_eq!(Channel::of_link("MULTILINK", false), Channel::Multilink);
        assert_eq!(Channel::of_link("SHORT", false), Channel::Short);
        assert_eq!(Channel::of_link("LOOK", false), Channel::Look);
        assert_eq!(Channel::of_link("SHOPBOARD", false), Channel::Shopboard);
        assert_eq!(Channel::of_link("SHOPBOARD_POST", false), Channel::Shopboard);
        for c in Channel::ALL {
            assert_eq!(Channel::from_db(c.as_db()), Some(c));
        }
        assert_eq!(Channel::from_db("shopboard"), Some(Channel::Shopboard));
        assert_eq!(Channel::from_db("feed"), None);
    }
}
