//! Shopify's two signatures.
//!
//! - **Query HMAC** (OAuth redirects, app URL): hex HMAC-SHA256 of the query parameters other
//!   than `hmac` (and the legacy `signature`), sorted by key, joined as `k=v&k=v`, with the app
//!   secret; the request's `timestamp` must be within 90 seconds of now.
//! - **Webhook HMAC**: base64 HMAC-SHA256 of the raw request body, in `X-Shopify-Hmac-Sha256`.
//!
//! Both comparisons are constant-time (`Mac::verify_slice`).

use base64::Engine;
use hmac::{Hmac, Mac};
use sha2::Sha256;

type HmacSha256 = Hmac<Sha256>;

/// How far a signed timestamp may be from now.
pub const TIMESTAMP_WINDOW_SECS: i64 = 90;

/// Why a signed query was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum QueryHmacError {
    /// No `hmac` parameter.
    #[error("missing hmac")]
    Missing,
    /// The signature does not match.
    #[error("hmac mismatch")]
    Mismatch,
    /// No usable `timestamp`.
    #[error("missing or invalid timestamp")]
    BadTimestamp,
    /// The timestamp is outside the window.
    #[error("timestamp outside the {TIMESTAMP_WINDOW_SECS} s window")]
    Stale,
}

fn mac(secret: &[u8]) -> HmacSha256 {
    // HMAC takes keys of any length; `new_from_slice` cannot fail for it.
    HmacSha256::new_from_slice(secret).unwrap_or_else(|_| unreachable!("HMAC accepts any key length"))
}

/// The message Shopify signs: sorted `k=v` pairs without `hmac`/`signature`, joined by `&`.
pub fn canonical_query(params: &[(String, String)]) -> String {
    let mut pairs: Vec<(&str, &str)> =
        params.iter().filter(|(k, _)| k != "hmac" && k != "signature").map(|(k, v)| (k.as_str(), v.as_str())).collect();
    pairs.sort();
    pairs.iter().map(|(k, v)| format!("{k}={v}")).collect::<Vec<_>>().join("&")
}

/// Hex signature of a query (the sandbox store signs its redirects with this).
pub fn sign_query(params: &[(String, String)], secret: &str) -> String {
    let mut m = mac(secret.as_bytes());
    m.update(canonical_query(params).as_bytes());
    hex::encode(m.finalize().into_bytes())
}

/// Verifies a signed query and its timestamp against `now` (unix seconds).
pub fn verify_query(params: &[(String, String)], secret: &str, now: i64) -> Result<(), QueryHmacError> {
    let given = params.iter().find(|(k, _)| k == "hmac").map(|(_, v)| v.as_str()).ok_or(QueryHmacError::Missing)?;
    let given = hex::decode(given).map_err(|_| QueryHmacError::Mismatch)?;
    let mut m = mac(secret.as_bytes());
    m.update(canonical_query(params).as_bytes());
    m.verify_slice(&given).map_err(|_| QueryHmacError::Mismatch)?;
    let ts: i64 = params
        .iter()
        .find(|(k, _)| k == "timestamp")
        .and_then(|(_, v)| v.parse().ok())
        .ok_or(QueryHmacError::BadTimestamp)?;
    if (now - ts).abs() > TIMESTAMP_WINDOW_SECS {
        return Err(QueryHmacError::Stale);
    }
    Ok(())
}

/// Base64 signature of a webhook body.
pub fn sign_webhook(body: &[u8], secret: &str) -> String {
    let mut m = mac(secret.as_bytes());
    m.update(body);
    base64::engine::general_purpose::STANDARD.encode(m.finalize().into_bytes())
}

/// Verifies `X-Shopify-Hmac-Sha256` over the raw body bytes.
pub fn verify_webhook(body: &[u8], header: Option<&str>, secret: &str) -> bool {
    let Some(given) = header.and_then(|h| base64::engine::general_purpose::STANDARD.decode(h.trim()).ok()) else {
        return false;
    };
    let mut m = mac(secret.as_bytes());
    m.update(body);
    m.verify_slice(&given).is_ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn params(pairs: &[(&str, &str)]) -> Vec<(String, String)> {
        pairs.iter().map(|(k, v)| ((*k).to_owned(), (*v).to_owned())).collect()
    }

    /// The worked example of Shopify's OAuth documentation (secret `hush`).
    const DOC_QUERY: &[(&str, &str)] = &[
        ("code", "0907a61c0c8d55e99db179b68161bc00"),
        ("hmac", "700e2dadb827fcc8609e9d5ce208b2e9cdaab9df07390d2cbca10d7c328fc4bf"),
        ("shop", "some-shop.myshopify.com"),
        ("state", "0.6784241404160823"),
        ("timestamp", "1337178173"),
    ];

    #[test]
    fn query_hmac_vectors() {
        let doc = params(DOC_QUERY);
        let at = 1_337_178_173;
        struct Case {
            name: &'static str,
            query: Vec<(String, String)>,
            secret: &'static str,
            now: i64,
            want: Result<(), QueryHmacError>,
        }
        let mut reordered = doc.clone();
        reordered.reverse();
        let tampered: Vec<_> = doc
            .iter()
            .map(|(k, v)| if k == "shop" { (k.clone(), "evil.myshopify.com".into()) } else { (k.clone(), v.clone()) })
            .collect();
        let without: Vec<_> = doc.iter().filter(|(k, _)| k != "hmac").cloned().collect();
        let mut with_signature = doc.clone();
        with_signature.push(("signature".into(), "legacy".into()));
        let cases = vec![
            Case { name: "documented example", query: doc.clone(), secret: "hush", now: at, want: Ok(()) },
            Case { name: "parameter order does not matter", query: reordered, secret: "hush", now: at, want: Ok(()) },
            Case {
                name: "legacy signature param ignored",
                query: with_signature,
                secret: "hush",
                now: at,
                want: Ok(()),
            },
            Case {
                name: "89 s late is inside the window",
                query: doc.clone(),
                secret: "hush",
                now: at + 89,
                want: Ok(()),
            },
            Case {
                name: "91 s late is stale",
                query: doc.clone(),
                secret: "hush",
                now: at + 91,
                want: Err(QueryHmacError::Stale),
            },
            Case {
                name: "91 s early is stale",
                query: doc.clone(),
                secret: "hush",
                now: at - 91,
                want: Err(QueryHmacError::Stale),
            },
            Case {
                name: "wrong secret",
                query: doc.clone(),
                secret: "hush2",
                now: at,
                want: Err(QueryHmacError::Mismatch),
            },
            Case {
                name: "tampered shop",
                query: tampered,
                secret: "hush",
                now: at,
                want: Err(QueryHmacError::Mismatch),
            },
            Case { name: "missing hmac", query: without, secret: "hush", now: at, want: Err(QueryHmacError::Missing) },
            Case {
                name: "hmac not hex",
                query: params(&[("hmac", "zz"), ("timestamp", "1")]),
                secret: "hush",
                now: 1,
                want: Err(QueryHmacError::Mismatch),
            },
        ];
        for case in cases {
            assert_eq!(verify_query(&case.query, case.secret, case.now), case.want, "{}", case.name);
        }
    }

    #[test]
    fn signing_round_trips_and_matches_the_documented_value() {
        let doc = params(DOC_QUERY);
        assert_eq!(sign_query(&doc, "hush"), "700e2dadb827fcc8609e9d5ce208b2e9cdaab9df07390d2cbca10d7c328fc4bf");
    }

    #[test]
    fn webhook_hmac_is_over_the_raw_bytes() {
        let body = br#"{"id":820982911946154508,"email":"jon@example.com","total_price":"12.50"}"#;
        let sig = sign_webhook(body, "secret");
        assert!(verify_webhook(body, Some(&sig), "secret"));
        // Same JSON value, re-serialised with different spacing: a different byte string.
        let value: serde_json::Value = serde_json::from_slice(body).expect("json");
        let reserialised = serde_json::to_vec_pretty(&value).expect("json");
        assert!(!verify_webhook(&reserialised, Some(&sig), "secret"));
        assert!(!verify_webhook(body, Some(&sig), "other-secret"));
        assert!(!verify_webhook(body, None, "secret"));
        assert!(!verify_webhook(body, Some(""), "secret"));
        assert!(!verify_webhook(body, Some("not base64!"), "secret"));
        let mut flipped = body.to_vec();
        flipped[10] ^= 1;
        assert!(!verify_webhook(&flipped, Some(&sig), "secret"));
    }
}
