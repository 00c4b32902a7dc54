//! The generated content of a sandbox account: its public id and its posts (ids, titles,
//! captions and how long ago each was posted), all drawn from (network, username) so an account
//! looks the same on every run. Only the posts' absolute times depend on when the account was
//! first used: they are counted back from that moment, so a fresh account's posts look recent.

use chrono::Duration;

use crate::dice::Dice;
use crate::network::Network;

/// One generated post, before it is stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SeedPost {
    /// The post's public id, shaped like the network's own (digits).
    pub id: String,
    /// 1 for the newest post, counting up into the past.
    pub position: i32,
    /// A short title (Pinterest's pin title).
    pub title: String,
    /// A caption of a sentence or two.
    pub caption: String,
    /// How long before the account's first use the post was made.
    pub age: Duration,
}

const OPENERS: &[&str] = &[
    "New drop:",
    "Weekend mood:",
    "Fresh from the studio:",
    "Just landed:",
    "Styled three ways:",
    "Back in stock:",
    "Our favourite this week:",
    "Packed for the trip:",
    "Golden hour fit check:",
    "Layering season:",
];
const ADJECTIVES: &[&str] =
    &["soft", "bold", "breezy", "classic", "cosy", "easy", "sharp", "sunny", "relaxed", "crisp"];
const COLOURS: &[&str] = &["sage", "navy", "cream", "rust", "lilac", "charcoal", "sand", "cobalt", "blush", "olive"];
const GARMENTS: &[&str] =
    &["tee", "wrap dress", "wide-leg trousers", "tote", "pleated skirt", "hoodie", "linen shirt", "cardigan"];
const CLOSERS: &[&str] = &[
    "Tap the link to shop it.",
    "Which colour would you pick?",
    "Made to be worn every day.",
    "A limited run, so don't wait.",
    "Tag a friend who needs this.",
    "Save this one for later.",
    "Sizes XS to XL.",
    "Pairs with everything you own.",
];
const HASHTAGS: &[&str] =
    &["#ootd", "#newin", "#styleinspo", "#slowfashion", "#capsulewardrobe", "#shopsmall", "#whatiwore", "#fashion"];

/// The public id of the account (network, username): digits for Instagram and Pinterest, an
/// opaque hex `open_id` for TikTok.
pub fn account_id(network: Network, username: &str) -> String {
    let mut dice = Dice::new(&["account", network.as_str(), username]);
    match network {
        Network::Instagram => format!("1784140{}", dice.digits(10)),
        Network::Tiktok => dice.hex(32),
        Network::Pinterest => format!("5493{}", dice.digits(14)),
    }
}

/// The posts of the account (network, username), newest first.
pub fn posts(network: Network, username: &str) -> Vec<SeedPost> {
    let mut dice = Dice::new(&["posts", network.as_str(), username]);
    let mut age = Duration::minutes(dice.between(60, 20 * 60));
    let mut out = Vec::new();
    for position in 1..=network.post_count() {
        let id = match network {
            Network::Instagram => format!("179{}", dice.digits(14)),
            Network::Tiktok => format!("7{}", dice.digits(18)),
            Network::Pinterest => format!("1099{}", dice.digits(14)),
        };
        let (adjective, colour, garment) = (*dice.pick(ADJECTIVES), *dice.pick(COLOURS), *dice.pick(GARMENTS));
        let title = capitalised(&format!("{adjective} {colour} {garment}"));
        let sentence = format!("{} the {adjective} {colour} {garment}. {}", dice.pick(OPENERS), dice.pick(CLOSERS));
        let caption = match network {
            // Pinterest descriptions carry no hashtags; the other two networks' captions do.
            Network::Pinterest => sentence,
            Network::Instagram | Network::Tiktok => {
                let first = dice.pick(HASHTAGS);
                let second = dice.pick(HASHTAGS);
                if first == second {
                    format!("{sentence} {first}")
                } else {
                    format!("{sentence} {first} {second}")
                }
            }
        };
        out.push(SeedPost { id, position, title, caption, age });
        age += Duration::minutes(dice.between(14 * 60, 72 * 60));
    }
    out
}

fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().collect::<String>() + chars.as_str(),
        None => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use std::collections::HashSet;

    use super::*;

    #[test]
    fn seeding_is_deterministic_per_network_and_username() {
        for network in Network::ALL {
            let first = posts(network, "sandbox_user");
            assert_eq!(first, posts(network, "sandbox_user"));
            assert_ne!(first, posts(network, "another.user"));
            assert_eq!(first.len(), usize::try_from(network.post_count()).unwrap_or(0));
            assert_eq!(account_id(network, "sandbox_user"), account_id(network, "sandbox_user"));
            assert_ne!(account_id(network, "sandbox_user"), account_id(network, "another.user"));
        }
        assert_eq!(posts(Network::Instagram, "a").len(), 30);
        assert_eq!(posts(Network::Tiktok, "a").len(), 18);
        assert_eq!(posts(Network::Pinterest, "a").len(), 24);
    }

    #[test]
    fn posts_are_newest_first_with_distinct_ids_shaped_like_the_networks() {
        for network in Network::ALL {
            let seeded = posts(network, "ann");
            let ids: HashSet<&str> = seeded.iter().map(|p| p.id.as_str()).collect();
            assert_eq!(ids.len(), seeded.len());
            for pair in seeded.windows(2) {
                assert!(pair[0].age < pair[1].age, "position {} is newer", pair[0].position);
                assert_eq!(pair[0].position + 1, pair[1].position);
            }
            assert!(seeded.iter().all(|p| p.id.chars().all(|c| c.is_ascii_digit())));
            let tagged = seeded.iter().all(|p| p.caption.contains('#'));
            let untagged = seeded.iter().all(|p| !p.caption.contains('#'));
            assert!(if network == Network::Pinterest { untagged } else { tagged });
        }
        assert!(account_id(Network::Tiktok, "ann").chars().all(|c| c.is_ascii_hexdigit()));
        assert_eq!(account_id(Network::Instagram, "ann").len(), 17);
    }
}
