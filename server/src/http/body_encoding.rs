//! Refuses request bodies sent with a content coding (`Content-Encoding: gzip`, `br`, `zstd`,
//! `deflate`).
//!
//! actix-web unpacks such bodies for the JSON, form and bytes extractors, and it unpacks each
//! chunk that arrives whole before the body limit is counted: 33 KB of zstd are a gigabyte of
//! zeros, on endpoints anyone may call (login, the shopper's cart). No client of ours compresses
//! what it sends (the UI, the store platform's webhooks, the sandbox), so a coded body is refused
//! before any extractor reads it; `identity` (no coding) passes
//! (docs/security.md#images-the-server-decodes).

use actix_web::body::{EitherBody, MessageBody};
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::header::{HeaderMap, CONTENT_ENCODING};
use actix_web::middleware::Next;

use crate::error::AppError;

/// Middleware applying the rule above.
pub async fn refuse_encoded_bodies(
    req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<EitherBody<impl MessageBody>>, actix_web::Error> {
    if is_encoded(req.headers()) {
        let (http_req, _) = req.into_parts();
        let err = AppError::BadRequest("Compressed request bodies are not accepted".into());
        let res = actix_web::ResponseError::error_response(&err);
        return Ok(ServiceResponse::new(http_req, res).map_into_right_body());
    }
    next.call(req).await.map(ServiceResponse::map_into_left_body)
}

/// Whether any `Content-Encoding` names a coding other than `identity`.
fn is_encoded(headers: &HeaderMap) -> bool {
    headers.get_all(CONTENT_ENCODING).any(|value| {
        value.to_str().map_or(true, |value| {
            value.split(',').map(str::trim).any(|coding| !coding.is_empty() && !coding.eq_ignore_ascii_case("identity"))
        })
    })
}

#[cfg(test)]
mod tests {
    use actix_web::http::header::HeaderValue;

    use super::*;

    fn with(values: &[&'static str]) -> HeaderMap {
        let mut headers = HeaderMap::new();
        for value in values {
            headers.append(CONTENT_ENCODING, HeaderValue::from_static(value));
        }
        headers
    }

    #[test]
    fn only_identity_passes() {
        assert!(!is_encoded(&with(&[])));
        assert!(!is_encoded(&with(&["identity"])));
        assert!(!is_encoded(&with(&["Identity", ""])));
        for coded in ["gzip", "br", "zstd", "deflate", "x-gzip", "identity, gzip", "GZIP"] {
            assert!(is_encoded(&with(&[coded])), "{coded}");
        }
        assert!(is_encoded(&with(&["identity", "br"])));
    }
}
