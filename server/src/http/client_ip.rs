//! The client's address for rate limiting.
//!
//! `X-Forwarded-For` is believed only when the direct peer is a configured trusted proxy, and
//! then only its right-most entry that is not itself a trusted proxy; otherwise anyone could
//! reset their limits by sending a new header with each request.
//!
//! Every limit keyed on the address goes through [`client_key`], which keys an IPv6 address on
//! its /64: one home or server is given a whole /64, so keyed whole, one client would have
//! 2^64 fresh keys (docs/security.md#client-log-uploads).

use std::net::IpAddr;

use actix_web::HttpRequest;

use crate::state::AppState;

/// The client address as a rate-limit key, behind the configured trusted proxies.
pub fn client_key(req: &HttpRequest, state: &AppState) -> String {
    address_key(client_ip(req, &state.settings.trusted_proxies))
}

/// The key of an address: an IPv4 address whole (also when written inside IPv6,
/// `::ffff:1.2.3.4`), an IPv6 address by its first 64 bits (`2001:db8:1:2::/64`).
pub fn address_key(ip: IpAddr) -> String {
    match ip.to_canonical() {
        IpAddr::V4(v4) => v4.to_string(),
        IpAddr::V6(v6) => {
            let [a, b, c, d, ..] = v6.segments();
            format!("{}/64", std::net::Ipv6Addr::new(a, b, c, d, 0, 0, 0, 0))
        }
    }
}

/// The address to key rate limits on.
pub fn client_ip(req: &HttpRequest, trusted: &[IpAddr]) -> IpAddr {
    let peer = req.peer_addr().map(|a| a.ip()).unwrap_or(IpAddr::V4(std::net::Ipv4Addr::UNSPECIFIED));
    if !trusted.contains(&peer) {
        return peer;
    }
    let forwarded = req
        .headers()
        .get_all("x-forwarded-for")
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(','))
        .filter_map(|s| s.trim().parse::<IpAddr>().ok())
        .collect::<Vec<_>>();
    forwarded.into_iter().rev().find(|ip| !trusted.contains(ip)).unwrap_or(peer)
}

#[cfg(test)]
mod tests {
    use super::*;
    use actix_web::test::TestRequest;

    #[test]
    fn forwarded_for_is_ignored_from_untrusted_peers() {
        let req = TestRequest::default()
            .peer_addr("10.0.0.9:1234".parse().expect("addr"))
            .insert_header(("x-forwarded-for", "1.2.3.4"))
            .to_http_request();
        assert_eq!(client_ip(&req, &[]), "10.0.0.9".parse::<IpAddr>().expect("ip"));
    }

    #[test]
    fn the_right_most_untrusted_hop_is_used_behind_a_trusted_proxy() {
        let proxy: IpAddr = "10.0.0.1".parse().expect("ip");
        let req = TestRequest::default()
            .peer_addr("10.0.0.1:1234".parse().expect("addr"))
            .insert_header(("x-forwarded-for", "6.6.6.6, 5.5.5.5, 10.0.0.1"))
            .to_http_request();
        assert_eq!(client_ip(&req, &[proxy]), "5.5.5.5".parse::<IpAddr>().expect("ip"));
    }

    fn key(ip: &str) -> String {
        address_key(ip.parse().expect("ip"))
    }

    #[test]
    fn ipv6_addresses_are_keyed_on_their_64_and_ipv4_whole() {
        assert_eq!(key("2001:db8:1:2::1"), "2001:db8:1:2::/64");
        assert_eq!(key("2001:db8:1:2:ffff:ab:cd:ef"), key("2001:db8:1:2::1"), "one /64, one key");
        assert_ne!(key("2001:db8:1:3::1"), key("2001:db8:1:2::1"), "the next /64 is another client");
        assert_eq!(key("::1"), "::/64");
        assert_eq!(key("203.0.113.7"), "203.0.113.7");
        assert_ne!(key("203.0.113.7"), key("203.0.113.8"), "IPv4 addresses are keyed whole");
        assert_eq!(key("::ffff:203.0.113.7"), "203.0.113.7", "IPv4 written inside IPv6 is IPv4");
    }
}
