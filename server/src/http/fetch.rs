//! Fetching a file from an address someone else chose (a social network's media URL) without
//! letting that address reach inside our network (docs/security.md#fetching-media). Only
//! `http`/`https`; the host is resolved once and every address it resolves to must be public
//! (no loopback, private, link-local, shared, documentation, multicast or reserved ranges, IPv4
//! inside IPv6 included); the request then goes to that checked address only (no second lookup
//! a rebinding DNS server could answer differently), follows no redirect, and stops reading past
//! `max_bytes`. One base may be exempt: the built-in sandbox networks on our own address. The
//! exemption is decided on the parsed address, the one actually requested: its origin must be
//! the base's and its path, with `..` and `%2e%2e` already resolved, must lie under the base's
//! path, so `{base}../health` is an ordinary (refused) address, not a trusted one.

use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr};
use std::time::Duration;

/// Why a fetch was refused or failed.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum FetchError {
    /// Not an `http`/`https` address with a host.
    #[error("not a web address")]
    NotWeb,
    /// The host is, or resolves to, an address inside a private network.
    #[error("the address is not public")]
    NotPublic,
    /// The host did not resolve.
    #[error("the host could not be found")]
    Unresolved,
    /// Larger than allowed.
    #[error("larger than {0} bytes")]
    TooLarge(usize),
    /// Answered with another status than 200.
    #[error("answered HTTP {0}")]
    Status(u16),
    /// The connection failed or timed out.
    #[error("could not be fetched: {0}")]
    Transport(String),
}

/// What a fetch may do.
#[derive(Debug, Clone)]
pub struct FetchRules {
    /// Most bytes read.
    pub max_bytes: usize,
    /// Addresses under this base (same origin, path under its path) are fetched without the
    /// public-address check (our own sandbox networks in local runs). A base that does not
    /// parse trusts nothing.
    pub trusted_prefix: Option<String>,
    /// Longest the whole fetch may take.
    pub timeout: Duration,
}

/// Whether `ip` is an address on the public internet.
pub fn is_public(ip: IpAddr) -> bool {
    match ip {
        IpAddr::V4(v4) => is_public_v4(v4),
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => is_public_v4(v4),
            None => is_public_v6(v6),
        },
    }
}

fn is_public_v4(ip: Ipv4Addr) -> bool {
    let [a, b, c, _] = ip.octets();
    !(ip.is_private()
        || ip.is_loopback()
        || ip.is_link_local()
        || ip.is_unspecified()
        || ip.is_broadcast()
        || ip.is_documentation()
        || ip.is_multicast()
        || a == 0
        || (a == 100 && (64..128).contains(&b)) // shared address space (carrier NAT)
        || (a == 192 && b == 0 && c == 0) // IETF protocol assignments
        || (a == 198 && (b == 18 || b == 19)) // benchmarking
        || a >= 240) // reserved
}

fn is_public_v6(ip: Ipv6Addr) -> bool {
    let first = ip.segments()[0];
    !(ip.is_loopback()
        || ip.is_unspecified()
        || ip.is_multicast()
        || (first & 0xfe00) == 0xfc00 // unique local
        || (first & 0xffc0) == 0xfe80 // link-local
        || first == 0x2001 && ip.segments()[1] == 0x0db8 // documentation
        || ip.to_ipv4().is_some_and(|v4| !is_public_v4(v4))) // IPv4-compatible
}

/// Whether the parsed (so normalised) `url` is on `base`'s origin with a path under `base`'s.
fn is_under(url: &url::Url, base: &url::Url) -> bool {
    url.origin() == base.origin() && url.path().starts_with(base.path())
}

/// Fetches `url` under `rules`.
pub async fn fetch(url: &str, rules: &FetchRules) -> Result<Vec<u8>, FetchError> {
    let parsed = url::Url::parse(url).map_err(|_| FetchError::NotWeb)?;
    if !matches!(parsed.scheme(), "http" | "https") {
        return Err(FetchError::NotWeb);
    }
    let host = parsed.host_str().ok_or(FetchError::NotWeb)?.to_owned();
    let port = parsed.port_or_known_default().ok_or(FetchError::NotWeb)?;
    let builder = reqwest::Client::builder().redirect(reqwest::redirect::Policy::none()).timeout(rules.timeout);
    let trusted = rules
        .trusted_prefix
        .as_deref()
        .and_then(|base| url::Url::parse(base).ok())
        .is_some_and(|base| is_under(&parsed, &base));
    let client = if trusted {
        builder
    } else {
        let lookup = host.trim_start_matches('[').trim_end_matches(']').to_owned();
        let addrs: Vec<SocketAddr> =
            tokio::net::lookup_host((lookup.as_str(), port)).await.map_err(|_| FetchError::Unresolved)?.collect();
        if addrs.is_empty() {
            return Err(FetchError::Unresolved);
        }
        if addrs.iter().any(|a| !is_public(a.ip())) {
            return Err(FetchError::NotPublic);
        }
        builder.resolve(&host, addrs[0])
    }
    .build()
    .map_err(|e| FetchError::Transport(e.to_string()))?;
    let mut res = client.get(parsed).send().await.map_err(|e| FetchError::Transport(e.to_string()))?;
    if res.status() != reqwest::StatusCode::OK {
        return Err(FetchError::Status(res.status().as_u16()));
    }
    if res.content_length().is_some_and(|n| n > rules.max_bytes as u64) {
        return Err(FetchError::TooLarge(rules.max_bytes));
    }
    let mut body = Vec::new();
    while let Some(chunk) = res.chunk().await.map_err(|e| FetchError::Transport(e.to_string()))? {
        if body.len() + chunk.len() > rules.max_bytes {
            return Err(FetchError::TooLarge(rules.max_bytes));
        }
        body.extend_from_slice(&chunk);
    }
    Ok(body)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_public_addresses_are_public() {
        for inside in [
            "127.0.0.1",
            "10.1.2.3",
            "172.16.0.1",
            "192.168.1.1",
            "169.254.169.254",
            "0.0.0.0",
            "100.64.0.1",
            "198.18.0.1",
            "240.0.0.1",
            "255.255.255.255",
            "192.0.2.1",
            "::1",
            "::",
            "fc00::1",
            "fe80::1",
            "::ffff:127.0.0.1",
            "::ffff:10.0.0.1",
            "2001:db8::1",
            "ff02::1",
        ] {
            assert!(!is_public(inside.parse().expect("an address")), "{inside}");
        }
        for outside in ["93.184.216.34", "8.8.8.8", "2606:4700:4700::1111", "::ffff:8.8.8.8"] {
            assert!(is_public(outside.parse().expect("an address")), "{outside}");
        }
    }

    #[tokio::test]
    async fn addresses_inside_the_network_are_refused_before_any_request() {
        let rules = FetchRules { max_bytes: 1024, trusted_prefix: None, timeout: Duration::from_secs(2) };
        for url in [
            "http://127.0.0.1:9/x.jpg",
            "http://localhost:9/x.jpg",
            "http://[::1]:9/x.jpg",
            "http://169.254.169.254/latest",
        ] {
            assert_eq!(fetch(url, &rules).await, Err(FetchError::NotPublic), "{url}");
        }
        assert_eq!(fetch("file:///etc/passwd", &rules).await, Err(FetchError::NotWeb));
        assert_eq!(fetch("gopher://example.com/", &rules).await, Err(FetchError::NotWeb));
    }

    #[tokio::test]
    async fn only_addresses_under_the_trusted_base_skip_the_check_once_normalised() {
        let base = "http://127.0.0.1:9/sandbox-social/";
        let rules = FetchRules { max_bytes: 1024, trusted_prefix: Some(base.into()), timeout: Duration::from_secs(2) };
        for escape in [
            "http://127.0.0.1:9/sandbox-social/../health",
            "http://127.0.0.1:9/sandbox-social/%2e%2e/health",
            "http://127.0.0.1:9/sandbox-social/./../../health",
            "http://127.0.0.1:9/sandbox-social/.%2E/uploads/x",
            "http://127.0.0.1:9/sandbox-socialx/y",
            "http://127.0.0.1:99/sandbox-social/x",
            "https://127.0.0.1:9/sandbox-social/x",
        ] {
            assert_eq!(fetch(escape, &rules).await, Err(FetchError::NotPublic), "{escape}");
        }
        let base = url::Url::parse(base).expect("base");
        for under in
            ["http://127.0.0.1:9/sandbox-social/instagram/media/1.jpg", "http://127.0.0.1:9/sandbox-social/a/../b"]
        {
            assert!(is_under(&url::Url::parse(under).expect("url"), &base), "{under}");
        }
    }
}
