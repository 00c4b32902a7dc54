//! Redirects built from request data stay on the site (docs/security.md#redirects-stay-on-the-site).
//!
//! Browsers read a `Location` more loosely than it looks: `//evil.example` and `/\evil.example`
//! name another host (`\` counts as `/`), `https:…` or `javascript:…` another scheme, and tabs
//! and newlines are dropped before reading, so `/<TAB>/evil.example` is `//evil.example`. Every
//! redirect whose target comes from a request (a path, a query parameter) goes through
//! [`on_site`], which makes any such text into a path on the site's own origin. Redirects that
//! leave the site on purpose (a link's destination, the store's checkout, the platform's OAuth
//! page) are built from stored and checked URLs, never from the request.

use actix_web::http::header;
use actix_web::HttpResponse;

/// `target` (a path with its query and fragment, taken from a request) as a `Location` every
/// browser resolves on this site: the slashes and backslashes it starts with become one `/`
/// (a target that does not start with one, such as a scheme, gets one in front), and every byte
/// that is not printable ASCII, as well as any other backslash, is percent-encoded. The answer
/// is always a valid header value, so no target can fail a response or add a header.
pub fn on_site(target: &str) -> String {
    let rest = target.trim_start_matches(['/', '\\']);
    let mut location = String::with_capacity(rest.len() + 1);
    location.push('/');
    for byte in rest.bytes() {
        match byte {
            b'\\' => location.push_str("%5C"),
            0x21..=0x7e => location.push(char::from(byte)),
            _ => {
                const HEX: &[u8; 16] = b"0123456789ABCDEF";
                location.push('%');
                location.push(char::from(HEX[usize::from(byte >> 4)]));
                location.push(char::from(HEX[usize::from(byte & 0xf)]));
            }
        }
    }
    location
}

/// 302 to [`on_site`]`(target)`.
pub fn found(target: &str) -> HttpResponse {
    HttpResponse::Found().insert_header((header::LOCATION, on_site(target))).finish()
}

/// 303 to [`on_site`]`(target)` (the answer to a form post).
pub fn see_other(target: &str) -> HttpResponse {
    HttpResponse::SeeOther().insert_header((header::LOCATION, on_site(target))).finish()
}

#[cfg(test)]
mod tests {
    use super::on_site;

    /// What a browser does with a `Location` before it resolves it: drop tabs and newlines,
    /// read `\` as `/`. A reference resolves on the current origin when what is left starts with
    /// exactly one `/`.
    fn browser_stays(location: &str) -> bool {
        let seen: String = location
            .chars()
            .filter(|c| !matches!(c, '\t' | '\n' | '\r'))
            .map(|c| if c == '\\' { '/' } else { c })
            .collect();
        let seen = seen.trim_start_matches(|c: char| c <= ' ');
        seen.starts_with('/') && !seen[1..].starts_with('/')
    }

    #[test]
    fn paths_of_the_site_are_kept() {
        for kept in ["/", "/admin/links?tab=2", "/admin/links?tab=2#top", "/a/b/?x=%2F&y=1", "/login?next=%2F%2Fevil"] {
            assert_eq!(on_site(kept), kept);
        }
    }

    #[test]
    fn nothing_read_as_another_host_or_scheme_survives() {
        let corpus = [
            ("//evil.example", "/evil.example"),
            ("//evil.example/?tab=2", "/evil.example/?tab=2"),
            ("///evil.example", "/evil.example"),
            ("////evil.example/x", "/evil.example/x"),
            ("/\\evil.example", "/evil.example"),
            ("\\\\evil.example", "/evil.example"),
            ("/\\/evil.example", "/evil.example"),
            ("\\/\\/evil.example", "/evil.example"),
            ("/\t/evil.example", "/%09/evil.example"),
            ("/\n/evil.example", "/%0A/evil.example"),
            ("/\r\n//evil.example", "/%0D%0A//evil.example"),
            ("\t//evil.example", "/%09//evil.example"),
            (" //evil.example", "/%20//evil.example"),
            ("/%2F%2Fevil.example", "/%2F%2Fevil.example"),
            ("%2F%2Fevil.example", "/%2F%2Fevil.example"),
            ("/%5C%5Cevil.example", "/%5C%5Cevil.example"),
            ("https://evil.example", "/https://evil.example"),
            ("https:evil.example", "/https:evil.example"),
            ("javascript:alert(1)", "/javascript:alert(1)"),
            ("data:text/html,x", "/data:text/html,x"),
            ("evil.example", "/evil.example"),
            ("?auth=x", "/?auth=x"),
            ("", "/"),
            ("/a\\b", "/a%5Cb"),
            ("/tee\r\nSet-Cookie: a=b", "/tee%0D%0ASet-Cookie:%20a=b"),
            ("/nul\0", "/nul%00"),
            ("/caf\u{e9}", "/caf%C3%A9"),
            ("/\u{7f}/evil.example", "/%7F/evil.example"),
        ];
        for (target, expected) in corpus {
            let location = on_site(target);
            assert_eq!(location, expected, "{target:?}");
            assert!(browser_stays(&location), "{target:?} → {location:?}");
            assert!(location.bytes().all(|b| (0x21..=0x7e).contains(&b)), "{target:?} → {location:?}");
        }
    }

    #[test]
    fn the_corpus_does_leave_the_site_without_it() {
        for raw in ["//evil.example", "/\\evil.example", "/\t/evil.example", "\\/evil.example"] {
            assert!(!browser_stays(raw), "{raw:?} is a real open redirect");
        }
    }
}
