//! Per-response web facts a page renderer needs, whichever crate renders the page.

use base64::Engine;
use rand::RngCore;

/// The CSP nonce of the current response. The server's security middleware puts one into the
/// request extensions before the handler runs; a page stamps it on its scripts, and scripts
/// without it do not run.
#[derive(Debug, Clone)]
pub struct CspNonce(pub String);

impl CspNonce {
    /// A fresh random nonce (128 bits, base64).
    pub fn generate() -> Self {
        let mut bytes = [0u8; 16];
        rand::rng().fill_bytes(&mut bytes);
        CspNonce(base64::engine::general_purpose::STANDARD.encode(bytes))
    }
}
