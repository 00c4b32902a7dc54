//! Where shorts and multilink experiences may send shoppers (no open
//! redirects; docs/links.md#custom-urls). A destination must parse as a URL whose scheme, host and
//! port equal those of one of the store's bases and whose path lies under the base's path. The raw
//! text is screened first for the tricks URL parsers disagree on (backslashes, control characters,
//! non-ASCII look-alikes, encoded slashes), so what we check is what a browser will follow. The
//! same check runs at save time and again at redirect time.

use url::Url;

use crate::state::AppState;

/// Why a destination was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum DestinationError {
    /// Empty input.
    #[error("the URL is empty")]
    Empty,
    /// Characters browsers and parsers read differently.
    #[error("the URL contains characters that are not allowed")]
    BadCharacters,
    /// Not a URL at all.
    #[error("the URL is not valid")]
    Unparsable,
    /// Scheme, host, port, credentials or path outside the store.
    #[error("the URL does not lead to the store")]
    OffStore,
}

/// The base URL of a shop's storefront: `https://{shop}` on Shopify, the sandbox store's prefix
/// locally (the same base the Admin API client uses).
pub fn store_base(state: &AppState, shop: &str) -> String {
    state.settings.shopify.endpoint_for(shop, &state.public_base)
}

/// The bases a business's destinations may start with (none without a connected store).
pub fn allowed_bases(state: &AppState, store_domain: Option<&str>) -> Vec<String> {
    store_domain.map(|shop| vec![store_base(state, shop)]).unwrap_or_default()
}

/// Typed text with its scheme (docs/links.md#custom-urls): kept when it has `http://` or
/// `https://`; otherwise the scheme of the store base the text starts with (the local sandbox
/// store is `http://`, so its own address typed bare must not become `https://` and be refused),
/// and `https://` for anything else.
pub fn with_scheme(raw: &str, bases: &[String]) -> String {
    let trimmed = raw.trim();
    let lower = trimmed.to_ascii_lowercase();
    if lower.starts_with("http://") || lower.starts_with("https://") {
        return trimmed.to_owned();
    }
    let scheme = bases
        .iter()
        .find_map(|base| {
            let (scheme, rest) = base.split_once("://")?;
            let rest = rest.trim_end_matches('/').to_ascii_lowercase();
            let next = lower.strip_prefix(&rest)?.chars().next();
            matches!(next, None | Some('/' | '?' | '#')).then_some(scheme)
        })
        .unwrap_or("https");
    format!("{scheme}://{trimmed}")
}

/// Checks `raw` (already with its scheme) against `bases`; returns the URL to redirect to.
pub fn check(raw: &str, bases: &[String]) -> Result<Url, DestinationError> {
    let raw = raw.trim();
    if raw.is_empty() {
        return Err(DestinationError::Empty);
    }
    if !raw.bytes().all(|b| (0x21..0x7f).contains(&b)) || raw.contains('\\') {
        return Err(DestinationError::BadCharacters);
    }
    let lower = raw.to_ascii_lowercase();
    if ["%2f", "%5c", "%00", "%09", "%0a", "%0d"].iter().any(|enc| lower.contains(enc)) {
        return Err(DestinationError::BadCharacters);
    }
    let url = Url::parse(raw).map_err(|_| DestinationError::Unparsable)?;
    // A path starting with `//` reads as another host to anything that re-resolves it.
    if url.path().starts_with("//") {
        return Err(DestinationError::OffStore);
    }
    if bases.iter().any(|base| within(&url, base)) {
        Ok(url)
    } else {
        Err(DestinationError::OffStore)
    }
}

fn within(url: &Url, base: &str) -> bool {
    let Ok(base) = Url::parse(base) else { return false };
    if url.scheme() != base.scheme()
        || !url.username().is_empty()
        || url.password().is_some()
        || url.host_str().is_none()
        || url.host_str() != base.host_str()
        || url.port_or_known_default() != base.port_or_known_default()
    {
        return false;
    }
    let prefix = base.path().trim_end_matches('/');
    let path = url.path();
    prefix.is_empty() || path == prefix || path.starts_with(&format!("{prefix}/"))
}

#[cfg(test)]
mod tests {
    use super::*;

    const SHOPIFY: &str = "https://my-shop.myshopify.com";
    const SANDBOX: &str = "http://127.0.0.1:8080/sandbox/my-shop.myshopify.com";

    fn bases() -> Vec<String> {
        vec![SHOPIFY.to_owned(), SANDBOX.to_owned()]
    }

    #[test]
    fn store_urls_pass_and_come_back_parsed() {
        for ok in [
            "https://my-shop.myshopify.com",
            "https://my-shop.myshopify.com/",
            "https://my-shop.myshopify.com/products/tee?variant=1#top",
            "https://MY-SHOP.myshopify.com/collections/all",
            "https://my-shop.myshopify.com:443/pages/about",
            "http://127.0.0.1:8080/sandbox/my-shop.myshopify.com/products/tee",
            "http://127.0.0.1:8080/sandbox/my-shop.myshopify.com",
        ] {
            assert!(check(ok, &bases()).is_ok(), "{ok} should pass");
        }
        let url = check("https://MY-SHOP.myshopify.com/a", &bases()).expect("passes");
        assert_eq!(url.as_str(), "https://my-shop.myshopify.com/a");
    }

    /// The destination-trick corpus, shared with the integration tests.
    const TRICKS: &str = include_str!("../../../tests/fixtures/destination_tricks.txt");

    /// Corpus lines (comments skipped).
    fn tricks() -> impl Iterator<Item = &'static str> {
        TRICKS.lines().filter(|l| !l.starts_with('#') && !l.is_empty())
    }

    #[test]
    fn the_trick_corpus_is_refused() {
        assert!(tricks().count() >= 30);
        for trick in tricks().chain(["", "   "]) {
            let checked = check(&with_scheme(trick, &bases()), &bases());
            assert!(checked.is_err(), "{trick:?} passed as {checked:?}");
        }
    }

    #[test]
    fn the_editor_adds_https() {
        assert_eq!(with_scheme("my-shop.myshopify.com/a", &bases()), "https://my-shop.myshopify.com/a");
        assert_eq!(with_scheme("HTTPS://x", &bases()), "HTTPS://x");
        assert_eq!(with_scheme("http://x", &bases()), "http://x");
        assert_eq!(with_scheme("elsewhere.com/a", &[]), "https://elsewhere.com/a");
        assert!(check(&with_scheme("my-shop.myshopify.com/products/tee", &bases()), &bases()).is_ok());
    }

    /// The local sandbox store is served over `http://`: its address typed without a scheme
    /// (as the error message shows it) takes the store's own scheme and passes.
    #[test]
    fn a_bare_store_address_takes_the_store_scheme() {
        let typed = "127.0.0.1:8080/sandbox/my-shop.myshopify.com/products/tee";
        assert_eq!(with_scheme(typed, &bases()), format!("http://{typed}"));
        assert!(check(&with_scheme(typed, &bases()), &bases()).is_ok());
        // A longer host that merely starts like the base is not the base.
        let lookalike = "127.0.0.1:8080/sandbox/my-shop.myshopify.com.evil.io/x";
        assert!(with_scheme(lookalike, &bases()).starts_with("https://"));
        assert!(check(&with_scheme(lookalike, &bases()), &bases()).is_err());
    }

    #[test]
    fn without_a_store_nothing_passes() {
        assert_eq!(check("https://my-shop.myshopify.com/", &[]), Err(DestinationError::OffStore));
    }
}
