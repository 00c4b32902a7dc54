//! Bearer secrets: sessions, OAuth codes and access tokens are random 256-bit values handed out
//! once and stored only as their SHA-256, so a copy of the database lets nobody sign in.

use base64::Engine;
use rand::RngCore;
use sha2::{Digest, Sha256};

/// A new random token (256 bits, URL-safe base64 without padding).
pub fn new_token() -> String {
    let mut bytes = [0u8; 32];
    rand::rng().fill_bytes(&mut bytes);
    base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(bytes)
}

/// What is stored for a token.
pub fn hash_token(token: &str) -> String {
    hex::encode(Sha256::digest(token.as_bytes()))
}

#[cfg(test)]
mod tests {
    use super::{hash_token, new_token};

    #[test]
    fn tokens_differ_and_hash_to_64_hex_characters() {
        let (a, b) = (new_token(), new_token());
        assert_ne!(a, b);
        assert_eq!(a.len(), 43);
        assert_eq!(hash_token(&a).len(), 64);
        assert_eq!(hash_token(&a), hash_token(&a));
        assert_ne!(hash_token(&a), hash_token(&b));
    }
}
