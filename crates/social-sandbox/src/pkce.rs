//! PKCE with the S256 method (RFC 7636): the client sends `BASE64URL-NOPAD(SHA256(verifier))` to
//! the authorize endpoint and the verifier itself with the code, so a code caught on its way
//! back is useless without the verifier. The sandbox accepts only S256, as the networks do.

use base64::Engine;
use sha2::{Digest, Sha256};

/// The only `code_challenge_method` accepted.
pub const METHOD: &str = "S256";

/// The S256 challenge of `verifier`.
pub fn challenge_of(verifier: &str) -> String {
    base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(Sha256::digest(verifier.as_bytes()))
}

/// Whether `challenge` has the shape of an S256 challenge: 43 characters of base64url, the
/// encoding of a 32-byte digest.
pub fn valid_challenge(challenge: &str) -> bool {
    challenge.len() == 43 && challenge.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

/// Whether `verifier` is well-formed (43–128 of the unreserved characters `A-Z a-z 0-9 - . _ ~`)
/// and hashes to `challenge`.
pub fn verify(verifier: &str, challenge: &str) -> bool {
    let well_formed = (43..=128).contains(&verifier.len())
        && verifier.bytes().all(|b| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'.' | b'_' | b'~'));
    well_formed && challenge_of(verifier) == challenge
}

#[cfg(test)]
mod tests {
    use super::*;

    // The example of RFC 7636, appendix B.
    const VERIFIER: &str = "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk";
    const CHALLENGE: &str = "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM";

    #[test]
    fn s256_matches_the_rfc_example() {
        assert_eq!(challenge_of(VERIFIER), CHALLENGE);
        assert!(valid_challenge(CHALLENGE));
        assert!(verify(VERIFIER, CHALLENGE));
    }

    #[test]
    fn wrong_or_malformed_verifiers_fail() {
        assert!(!verify("dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXj", CHALLENGE));
        assert!(!verify("", CHALLENGE));
        // Right hash, but too short to be a verifier.
        assert!(!verify("short", &challenge_of("short")));
        let spaced = format!("{VERIFIER} ");
        assert!(!verify(&spaced, &challenge_of(&spaced)));
        assert!(!verify(&"a".repeat(129), &challenge_of(&"a".repeat(129))));
        assert!(verify(&"a".repeat(128), &challenge_of(&"a".repeat(128))));
        // A plain-method "challenge" (the verifier itself) is not an S256 one.
        assert!(!verify(VERIFIER, VERIFIER));
        assert!(!valid_challenge("too-short"));
        assert!(!valid_challenge(&format!("{}=", &CHALLENGE[..42])));
    }
}
