//! Encryption at rest for store access tokens (AES-256-GCM, random 96-bit nonce per value).
//!
//! Stored form: base64(nonce ‖ ciphertext). The key comes from `SHOPLINKS_SECRET_KEY`; local runs
//! generate one and keep it in the data dir so restarts can still read stored tokens.

use aes_gcm::aead::{Aead, KeyInit};
use aes_gcm::{Aes256Gcm, Nonce};
use base64::Engine;
use rand::RngCore;
use sha2::{Digest, Sha256};

/// A sealing key.
#[derive(Clone)]
pub struct SecretBox {
    cipher: Aes256Gcm,
}

impl std::fmt::Debug for SecretBox {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("SecretBox(..)")
    }
}

impl SecretBox {
    /// Derives the 256-bit key from a secret of any length.
    pub fn new(secret: &str) -> Self {
        let key = Sha256::digest(secret.as_bytes());
        SecretBox { cipher: Aes256Gcm::new(&key) }
    }

    /// Encrypts `plain`.
    pub fn seal(&self, plain: &str) -> anyhow::Result<String> {
        let mut nonce = [0u8; 12];
        rand::rng().fill_bytes(&mut nonce);
        let sealed = self
            .cipher
            .encrypt(Nonce::from_slice(&nonce), plain.as_bytes())
            .map_err(|_| anyhow::anyhow!("encryption failed"))?;
        let mut out = nonce.to_vec();
        out.extend_from_slice(&sealed);
        Ok(base64::engine::general_purpose::STANDARD.encode(out))
    }

    /// Decrypts a value made by [`SecretBox::seal`] with the same key.
    pub fn open(&self, stored: &str) -> anyhow::Result<String> {
        let bytes = base64::engine::general_purpose::STANDARD.decode(stored)?;
        if bytes.len() < 12 {
            anyhow::bail!("sealed value too short");
        }
        let (nonce, sealed) = bytes.split_at(12);
        let plain = self
            .cipher
            .decrypt(Nonce::from_slice(nonce), sealed)
            .map_err(|_| anyhow::anyhow!("cannot decrypt: wrong key or corrupted value"))?;
        Ok(String::from_utf8(plain)?)
    }
}

#[cfg(test)]
mod tests {
    use super::SecretBox;

    #[test]
    fn seals_and_opens_and_never_stores_the_plain_text() {
        let b = SecretBox::new("k1");
        let sealed = b.seal("shpat_123").expect("seal");
        assert!(!sealed.contains("shpat_123"));
        assert_ne!(sealed, b.seal("shpat_123").expect("seal"), "fresh nonce each time");
        assert_eq!(b.open(&sealed).expect("open"), "shpat_123");
        assert!(SecretBox::new("k2").open(&sealed).is_err());
        assert!(b.open("AAAA").is_err());
    }
}
