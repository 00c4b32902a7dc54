//! Addresses a browser may `PUT` one file to, directly into the file store, without the file
//! passing through an API call (large media: docs/deploy.md#files).
//!
//! - In a bucket the address is the bucket's own presigned URL (`Files::bucket_put_url`): the
//!   file goes straight to the bucket, signed by `object_store` with the bucket's keys.
//! - In the local folder the address is ours, `{public}/uploads/{business}/{name}?…`, and
//!   [`put`] takes the file: the query carries the expiry, the largest size and the content type,
//!   and an HMAC-SHA256 over them and the file's place, keyed from the instance secrets
//!   (`SHOPLINKS_SECRET_KEY`, the same on every instance), so any instance accepts it and nobody
//!   can change a part of it. The body is counted as it streams and cut off past the size, the
//!   request's `Content-Type` must be the signed one, and an address takes one file: a second
//!   `PUT` is refused, so a file that was checked after its upload cannot be replaced.
//!
//! A bucket's presigned URL cannot cap the size or the type; whoever offers the address checks
//! the stored file (its size, its first bytes) before using it, for both stores.

use std::time::{Duration, SystemTime, UNIX_EPOCH};

use actix_web::http::header::{CONTENT_LENGTH, CONTENT_TYPE};
use actix_web::{web, HttpRequest, HttpResponse};
use futures_util::StreamExt;
use hmac::{Hmac, Mac};
use serde::Deserialize;
use sha2::Sha256;

use super::files::{safe_part, Files};
use crate::error::{AppError, AppResult};
use crate::state::AppState;

/// The answer to an address whose signature does not match its parts.
pub const NOT_VALID: &str = "This upload address is not valid";
/// The answer to an address past its expiry.
pub const EXPIRED: &str = "This upload address has expired";
/// The answer to a second upload to one address.
pub const USED: &str = "This upload address was used already";

/// What an upload address allows.
#[derive(Debug, Clone)]
pub struct PutRules {
    /// The only content type accepted.
    pub content_type: String,
    /// The largest file accepted, in bytes.
    pub max_bytes: u64,
    /// How long the address stays valid.
    pub ttl: Duration,
}

/// The query of a local upload address.
#[derive(Debug, Deserialize)]
pub struct Signed {
    /// Unix seconds after which the address is refused.
    pub expires: u64,
    /// Largest size in bytes.
    pub max: u64,
    /// The content type the request must send.
    #[serde(rename = "type")]
    pub content_type: String,
    /// Hex HMAC-SHA256 of the rest.
    pub signature: String,
}

fn mac(secret: &str, business_id: &str, name: &str, content_type: &str, max: u64, expires: u64) -> Hmac<Sha256> {
    // A key of its own, derived from the instance secret, so no other signature made with that
    // secret is ever a valid upload address.
    let mut derive = Hmac::<Sha256>::new_from_slice(secret.as_bytes()).expect("HMAC takes any key");
    derive.update(b"shoplinks direct upload v1");
    let key = derive.finalize().into_bytes();
    let mut mac = Hmac::<Sha256>::new_from_slice(&key).expect("HMAC takes any key");
    mac.update(format!("PUT\n{business_id}/{name}\n{content_type}\n{max}\n{expires}").as_bytes());
    mac
}

fn unix_now() -> u64 {
    SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| d.as_secs())
}

/// The address a browser may `PUT` `name` of `business_id` to under `rules`: the bucket's
/// presigned URL, or our signed one for the local folder.
pub async fn upload_url(state: &AppState, business_id: &str, name: &str, rules: &PutRules) -> AppResult<String> {
    if !safe_part(business_id) || !safe_part(name) {
        return Err(AppError::BadRequest("Invalid file name".into()));
    }
    if let Some(url) = state.handle::<Files>().bucket_put_url(business_id, name, rules.ttl).await? {
        return Ok(url.to_string());
    }
    let expires = unix_now() + rules.ttl.as_secs().max(1);
    let signature = hex::encode(
        mac(&state.settings.shopify.secret_key, business_id, name, &rules.content_type, rules.max_bytes, expires)
            .finalize()
            .into_bytes(),
    );
    let query = url::form_urlencoded::Serializer::new(String::new())
        .append_pair("expires", &expires.to_string())
        .append_pair("max", &rules.max_bytes.to_string())
        .append_pair("type", &rules.content_type)
        .append_pair("signature", &signature)
        .finish();
    Ok(format!("{}/uploads/{business_id}/{name}?{query}", state.public_base))
}

/// `PUT /uploads/{business}/{file}?expires&max&type&signature`: the local folder's upload.
pub async fn put(
    req: HttpRequest,
    state: web::Data<AppState>,
    path: web::Path<(String, String)>,
    query: web::Query<Signed>,
    payload: web::Payload,
) -> AppResult<HttpResponse> {
    let (business_id, name) = path.into_inner();
    let files = state.handle::<Files>();
    if files.is_bucket() {
        // Uploads go to the bucket itself; this address was never handed out.
        return Err(AppError::NotFound("File not found".into()));
    }
    let signed = query.into_inner();
    let expected =
        mac(&state.settings.shopify.secret_key, &business_id, &name, &signed.content_type, signed.max, signed.expires);
    let given = hex::decode(&signed.signature).unwrap_or_default();
    if expected.verify_slice(&given).is_err() {
        return Err(AppError::Forbidden(NOT_VALID.into()));
    }
    if signed.expires < unix_now() {
        return Err(AppError::Forbidden(EXPIRED.into()));
    }
    let sent_type = req.headers().get(CONTENT_TYPE).and_then(|v| v.to_str().ok()).unwrap_or_default();
    if !sent_type.eq_ignore_ascii_case(&signed.content_type) {
        return Err(AppError::Forbidden(format!("This upload address takes {} files", signed.content_type)));
    }
    let declared = req.headers().get(CONTENT_LENGTH).and_then(|v| v.to_str().ok()?.parse::<u64>().ok());
    if declared.is_some_and(|length| length > signed.max) {
        return Err(AppError::PayloadTooLarge);
    }
    if files.exists(&business_id, &name).await? {
        return Err(AppError::Conflict(USED.into()));
    }
    let max = signed.max;
    let mut seen = 0u64;
    let body = payload.map(move |chunk| {
        let chunk = chunk.map_err(|e| AppError::BadRequest(format!("Invalid upload: {e}")))?;
        seen += chunk.len() as u64;
        if seen > max {
            return Err(AppError::PayloadTooLarge);
        }
        Ok(chunk)
    });
    files.put_stream(&business_id, &name, Box::pin(body)).await??;
    Ok(HttpResponse::Ok().finish())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_part_is_signed() {
        let sign = |business: &str, name: &str, ct: &str, max: u64, expires: u64| {
            hex::encode(mac("secret", business, name, ct, max, expires).finalize().into_bytes())
        };
        let base = sign("b1", "clip.mp4", "video/mp4", 100, 5);
        assert_eq!(base, sign("b1", "clip.mp4", "video/mp4", 100, 5));
        for other in [
            sign("b2", "clip.mp4", "video/mp4", 100, 5),
            sign("b1", "clip2.mp4", "video/mp4", 100, 5),
            sign("b1", "clip.mp4", "image/jpeg", 100, 5),
            sign("b1", "clip.mp4", "video/mp4", 101, 5),
            sign("b1", "clip.mp4", "video/mp4", 100, 6),
        ] {
            assert_ne!(base, other);
        }
        let other_secret = hex::encode(mac("other", "b1", "clip.mp4", "video/mp4", 100, 5).finalize().into_bytes());
        assert_ne!(base, other_secret);
    }
}
