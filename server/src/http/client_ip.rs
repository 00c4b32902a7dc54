//! The client's address for rate limiting.
//!
//! `X-Forwarded-For` is believed only when the direct peer is a configured trusted proxy, and
//! then only its right-most entry that is not itself a trusted proxy; otherwise anyone could
//! reset their limits by sending a new header with each request.

use std::net::IpAddr;

use actix_web::HttpRequest;

use crate::state::AppState;

/// The client address as a rate-limit key, behind the configured trusted proxies.
pub fn client_key(req: &HttpRequest, state: &AppState) -> String {
    client_ip(req, &state.settings.trusted_proxies).to_string()
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
}
