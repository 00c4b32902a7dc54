//! What a link is, where it leads and which devices it serves: stored as text in `links.kind`,
//! `links.url_type` and `links.device_option`, read and written as these enums (diesel converts
//! at the row: `deserialize_as` / `serialize_as`), and sent on the wire in the same spelling,
//! so ts-rs generates the unions the UI uses.

use serde::Serialize;
use ts_rs::TS;

/// Declares a stored enum: its variants with their stored (and wire) spelling, `as_db`, the
/// conversions diesel uses at the row, and `parse` for request input (any letter case).
macro_rules! stored_enum {
    ($(#[$meta:meta])* $name:ident { $($(#[$vmeta:meta])* $variant:ident => $db:literal),+ $(,)? }) => {
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, TS)]
        $(#[$meta])*
        pub enum $name {
            $($(#[$vmeta])* #[serde(rename = $db)] $variant),+
        }

        impl $name {
            /// The stored (and wire) spelling.
            pub fn as_db(self) -> &'static str {
                match self {
                    $($name::$variant => $db),+
                }
            }

            /// The value spelled `raw` in any letter case, if it is one.
            pub fn parse(raw: &str) -> Option<$name> {
                $(if raw.eq_ignore_ascii_case($db) {
                    return Some($name::$variant);
                })+
                None
            }
        }

        impl TryFrom<String> for $name {
            type Error = String;

            fn try_from(stored: String) -> Result<Self, String> {
                $name::parse(&stored).ok_or_else(|| format!("unknown {} {stored:?}", stringify!($name)))
            }
        }

        impl From<$name> for String {
            fn from(value: $name) -> String {
                value.as_db().to_owned()
            }
        }
    };
}

stored_enum! {
    /// What a row of `links` is. Links, shorts, multilinks and experiences share the table.
    #[ts(export, export_to = "LinkKind.ts")]
    LinkKind {
        /// A shoppable link (instant store page).
        Look => "LOOK",
        /// A short redirect.
        Short => "SHORT",
        /// A multilink (its experiences are LOOK or SHORT rows with `parent_id` set).
        Multilink => "MULTILINK",
        /// A business's public shoppable feed (docs/shopboard.md#public-feed): one per
        /// business, made and kept by the shopboard, never listed, edited or closed through the
        /// links calls.
        Shopboard => "SHOPBOARD",
        /// One post of the shoppable feed: an instant store page of the post's tagged products,
        /// made and kept by the shopboard like the feed.
        ShopboardPost => "SHOPBOARD_POST",
    }
}

impl LinkKind {
    /// Whether links of this kind belong to the shopboard (hidden from the links calls and
    /// lists, counted on the shopboard channel).
    pub fn is_shopboard(self) -> bool {
        matches!(self, LinkKind::Shopboard | LinkKind::ShopboardPost)
    }
}

stored_enum! {
    /// Where a link leads, derived by the server from what it holds.
    #[ts(export, export_to = "UrlType.ts")]
    UrlType {
        /// A look's instant store page.
        Look => "LOOK",
        /// A short (or experience) to one product.
        Product => "PRODUCT",
        /// A short (or experience) to one collection.
        Collection => "COLLECTION",
        /// A short (or experience) to a custom URL on the store.
        Custom => "CUSTOM",
        /// A multilink row (its experiences lead somewhere).
        Multilink => "MULTILINK",
    }
}

stored_enum! {
    /// Which devices a multilink experience serves (docs/links.md#multilinks).
    #[ts(export, export_to = "DeviceOption.ts")]
    DeviceOption {
        /// Every device.
        All => "ALL",
        /// Phones and tablets.
        Mobile => "MOBILE",
        /// Everything else.
        Pc => "PC",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stored_spellings_read_back_and_input_ignores_case() {
        for kind in [LinkKind::Look, LinkKind::Short, LinkKind::Multilink, LinkKind::Shopboard, LinkKind::ShopboardPost]
        {
            assert_eq!(LinkKind::try_from(String::from(kind)), Ok(kind));
        }
        assert_eq!(LinkKind::parse("shopboard_post"), Some(LinkKind::ShopboardPost));
        assert_eq!(DeviceOption::parse("Mobile"), Some(DeviceOption::Mobile));
        assert_eq!(UrlType::parse("PAGE"), None);
        assert!(LinkKind::try_from("BANNER".to_owned()).is_err());
        assert_eq!(serde_json::to_string(&UrlType::Collection).unwrap(), "\"COLLECTION\"");
        assert!(LinkKind::ShopboardPost.is_shopboard() && !LinkKind::Multilink.is_shopboard());
    }
}
