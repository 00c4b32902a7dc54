//! Per-response web facts a page renderer needs, whichever crate renders the page.

use actix_web::{HttpMessage, HttpRequest};
use base64::Engine;
use rand::RngCore;

/// The CSP nonce of the current response. A page stamps it on its scripts, and scripts without it
/// do not run; the server's security middleware puts the same nonce in the response's policy.
#[derive(Debug, Clone)]
pub struct CspNonce(pub String);

impl CspNonce {
    /// The nonce of `req`'s response, made on first use and kept in the request's extensions,
    /// where the security middleware finds it. Made lazily because most answers (redirects, JSON)
    /// stamp no script: a short's 302 then costs no random bytes and no allocation for it.
    pub fn of(req: &HttpRequest) -> String {
        if let Some(nonce) = req.extensions().get::<CspNonce>() {
            return nonce.0.clone();
        }
        let nonce = CspNonce::generate();
        let value = nonce.0.clone();
        req.extensions_mut().insert(nonce);
        value
    }

    /// A fresh random nonce (128 bits, base64).
    pub fn generate() -> Self {
        let mut bytes = [0u8; 16];
        rand::rng().fill_bytes(&mut bytes);
        CspNonce(base64::engine::general_purpose::STANDARD.encode(bytes))
    }
}
