//! What a brand domain may be (docs/links.md#brand-domains), the records that point it at us and
//! prove it is the merchant's, and the words the merchant reads when one is refused.

use serde::Serialize;
use ts_rs::TS;

/// Most brand domains one business may add.
pub const MAX_DOMAINS: usize = 5;
/// The label the ownership record sits under: `_shoplinks.go.brand.com`.
pub const PROOF_LABEL: &str = "_shoplinks";
/// What the ownership record's text starts with, before the token.
pub const PROOF_PREFIX: &str = "shoplinks-verification=";

/// The answer to something that is not a host name.
pub const NOT_A_DOMAIN: &str = "Enter a domain such as go.yourbrand.com.";
/// The answer to an apex domain (`brand.com`).
pub const APEX: &str = "Use a subdomain such as go.yourbrand.com: the main domain of a site cannot point to us.";
/// The answer to a host of ours.
pub const OURS: &str = "This domain belongs to Shoplinks. Use one of your own.";
/// The answer to a host this business already added.
pub const ALREADY_ADDED: &str = "This domain is already added.";
/// The answer to a host another account has proven theirs.
pub const IN_USE: &str = "This domain is in use by another account.";
/// The answer past [`MAX_DOMAINS`].
pub const TOO_MANY: &str = "You can add up to 5 brand domains.";
/// The answer to a default or a link move onto a domain not verified yet.
pub const NOT_VERIFIED: &str = "Verify this domain before using it for links.";
/// The answer to a plan without brand domains.
pub const UPGRADE: &str = "Brand domains come with the Business and Pro plans.";

/// Why a domain did not pass its last check (stored by name; the dashboard words it).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
#[ts(export, export_to = "DomainProblem.ts")]
pub enum Problem {
    /// No TXT record where the proof goes.
    NoProof,
    /// TXT records there, none with this domain's token.
    WrongProof,
    /// The domain neither names our host nor shares its addresses.
    NotPointed,
    /// The DNS server could not answer.
    Lookup,
    /// Another account verified the host first.
    InUse,
}

impl Problem {
    /// As stored.
    pub fn as_db(self) -> &'static str {
        match self {
            Problem::NoProof => "NO_PROOF",
            Problem::WrongProof => "WRONG_PROOF",
            Problem::NotPointed => "NOT_POINTED",
            Problem::Lookup => "LOOKUP",
            Problem::InUse => "IN_USE",
        }
    }

    /// From the stored name.
    pub fn from_db(s: &str) -> Option<Problem> {
        [Problem::NoProof, Problem::WrongProof, Problem::NotPointed, Problem::Lookup, Problem::InUse]
            .into_iter()
            .find(|p| p.as_db() == s)
    }

    /// The English sentence for `host`, which should point at `target` (by the record
    /// [`pointer_kind`] names).
    pub fn message(self, host: &str, target: &str) -> String {
        let proof = proof_name(host);
        match self {
            Problem::NoProof => format!("No TXT record was found at {proof}."),
            Problem::WrongProof => format!("The TXT record at {proof} does not hold this domain's verification value."),
            Problem::NotPointed => {
                format!("{host} does not point to {target}: add the {} record.", pointer_kind(target))
            }
            Problem::Lookup => format!("The DNS lookup of {host} failed. We will try again."),
            Problem::InUse => IN_USE.to_owned(),
        }
    }
}

/// A DNS record the merchant creates at their DNS provider.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[ts(export, export_to = "DnsRecord.ts")]
pub struct DnsRecord {
    /// `CNAME` (`A` or `AAAA` when our host is an address) or `TXT`.
    pub kind: String,
    /// The record's full name.
    pub name: String,
    /// What it holds.
    pub value: String,
}

/// The record that points a host at `target`: a CNAME naming it, or, when our host is given as
/// an address (a deployment without a name of its own), an A or AAAA record holding it, since a
/// CNAME can only name a host.
pub fn pointer_kind(target: &str) -> &'static str {
    match target.parse::<std::net::IpAddr>() {
        Ok(std::net::IpAddr::V4(_)) => "A",
        Ok(std::net::IpAddr::V6(_)) => "AAAA",
        Err(_) => "CNAME",
    }
}

/// The two records of `host`: the one pointing it at `target` and the TXT record holding `token`.
pub fn records(host: &str, target: &str, token: &str) -> Vec<DnsRecord> {
    vec![
        DnsRecord { kind: pointer_kind(target).into(), name: host.to_owned(), value: target.to_owned() },
        DnsRecord { kind: "TXT".into(), name: proof_name(host), value: format!("{PROOF_PREFIX}{token}") },
    ]
}

/// Where the ownership record of `host` sits.
pub fn proof_name(host: &str) -> String {
    format!("{PROOF_LABEL}.{host}")
}

/// `input` as a stored host (lower case, no scheme, path, port or final dot), or why it cannot
/// be one. `ours` is the host brand domains point at and the public URL's host: neither they
/// nor their subdomains can be a merchant's.
pub fn host(input: &str, ours: &[&str]) -> Result<String, &'static str> {
    let mut s = input.trim().to_ascii_lowercase();
    for scheme in ["https://", "http://"] {
        if let Some(rest) = s.strip_prefix(scheme) {
            s = rest.to_owned();
        }
    }
    let s = s.split(['/', '?', '#']).next().unwrap_or_default();
    let s = s.split(':').next().unwrap_or_default().trim_end_matches('.');
    if s.len() > 253 || s.parse::<std::net::IpAddr>().is_ok() {
        return Err(NOT_A_DOMAIN);
    }
    let labels: Vec<&str> = s.split('.').collect();
    let label_ok = |l: &&str| {
        !l.is_empty()
            && l.len() <= 63
            && l.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-')
            && !l.starts_with('-')
            && !l.ends_with('-')
    };
    let top_ok = labels.last().is_some_and(|t| t.len() >= 2 && t.bytes().any(|b| b.is_ascii_alphabetic()));
    if labels.len() < 2 || !labels.iter().all(label_ok) || !top_ok {
        return Err(NOT_A_DOMAIN);
    }
    if labels.len() == 2 {
        return Err(APEX);
    }
    if ours.iter().filter(|o| !o.is_empty()).any(|o| s == *o || s.ends_with(&format!(".{o}"))) {
        return Err(OURS);
    }
    Ok(s.to_owned())
}

/// A fresh ownership token: 24 random letters and digits.
pub fn new_token() -> String {
    use rand::distr::{Alphanumeric, SampleString};
    Alphanumeric.sample_string(&mut rand::rng(), 24).to_ascii_lowercase()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hosts_are_cleaned_and_refused_in_the_merchants_words() {
        let ours = ["links.shoplinks.app", "127.0.0.1"];
        for (input, want) in [
            ("go.brand.com", Ok("go.brand.com")),
            ("  HTTPS://Go.Brand.com/summer?x=1 ", Ok("go.brand.com")),
            ("go.brand.com.", Ok("go.brand.com")),
            ("go.brand.com:8443", Ok("go.brand.com")),
            ("shop.brand.co.uk", Ok("shop.brand.co.uk")),
            ("brand.com", Err(APEX)),
            ("brand", Err(NOT_A_DOMAIN)),
            ("", Err(NOT_A_DOMAIN)),
            ("go..brand.com", Err(NOT_A_DOMAIN)),
            ("-go.brand.com", Err(NOT_A_DOMAIN)),
            ("go_x.brand.com", Err(NOT_A_DOMAIN)),
            ("10.0.0.1", Err(NOT_A_DOMAIN)),
            ("go.brand.123", Err(NOT_A_DOMAIN)),
            ("links.shoplinks.app", Err(OURS)),
            ("evil.links.shoplinks.app", Err(OURS)),
        ] {
            assert_eq!(host(input, &ours).as_deref().map_err(|e| *e), want, "{input:?}");
        }
    }

    #[test]
    fn the_records_name_the_target_and_the_token() {
        let r = records("go.brand.com", "links.shoplinks.app", "abc");
        assert_eq!(
            r[0],
            DnsRecord { kind: "CNAME".into(), name: "go.brand.com".into(), value: "links.shoplinks.app".into() }
        );
        assert_eq!(r[1].name, "_shoplinks.go.brand.com");
        // A target given as an address takes an address record: a CNAME cannot hold one.
        assert_eq!(records("go.brand.com", "203.0.113.7", "abc")[0].kind, "A");
        assert_eq!(records("go.brand.com", "2001:db8::7", "abc")[0].kind, "AAAA");
        assert_eq!(
            Problem::NotPointed.message("go.brand.com", "203.0.113.7"),
            "go.brand.com does not point to 203.0.113.7: add the A record."
        );
        assert_eq!(r[1].value, "shoplinks-verification=abc");
        assert_ne!(new_token(), new_token());
        assert_eq!(new_token().len(), 24);
    }
}
