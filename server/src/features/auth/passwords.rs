//! Password hashing with bcrypt, on the blocking pool.
//!
//! Cost 12 (bcrypt's default, above the ASVS minimum of 10). Inputs over 72 bytes are refused by
//! the validators and, as a second guard, by bcrypt's non-truncating API. Unknown accounts are
//! checked against a fixed dummy hash so that they take as long as a wrong password.

use std::sync::LazyLock;

use crate::error::{AppError, AppResult};

/// Work factor.
pub const COST: u32 = 12;

static DUMMY_HASH: LazyLock<String> =
    LazyLock::new(|| bcrypt::non_truncating_hash("not-a-real-password-0", COST).unwrap_or_default());

/// Hashes a password (blocking work moved off the async workers).
pub async fn hash(password: String) -> AppResult<String> {
    tokio::task::spawn_blocking(move || bcrypt::non_truncating_hash(password, COST))
        .await
        .map_err(|e| AppError::Internal(e.into()))?
        .map_err(|_| AppError::field("password", "Password must be at most 72 bytes long"))
}

/// Checks a password against a stored hash; `None` (no such account) still spends the time.
pub async fn verify(password: String, stored: Option<String>) -> AppResult<bool> {
    tokio::task::spawn_blocking(move || {
        let (hash, real) = match stored.as_deref() {
            Some(h) if h.starts_with("$2") => (h.to_owned(), true),
            _ => (DUMMY_HASH.clone(), false),
        };
        let ok = bcrypt::non_truncating_verify(password, &hash).unwrap_or(false);
        ok && real
    })
    .await
    .map_err(|e| AppError::Internal(e.into()))
}

/// Builds the dummy hash ahead of the first login, so the first unknown-user attempt is not
/// slower than later ones; on the blocking pool like every hash, so startup's async worker is
/// not held for a quarter of a second. Must run inside the runtime.
pub fn warm_up() {
    drop(tokio::task::spawn_blocking(|| LazyLock::force(&DUMMY_HASH).len()));
}
