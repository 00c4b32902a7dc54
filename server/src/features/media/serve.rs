//! `GET /uploads/{business}/{file}`: a stored file, streamed from the file store
//! ([`super::Files`]) by whichever instance is asked, so a file uploaded through one instance is
//! served by all. Streaming through the server (rather than redirecting to the bucket) keeps one
//! address per file for both stores, today's caching and security headers, and a bucket that
//! needs no public access (docs/deploy.md#files).
//!
//! Names are random and a file never changes once written, so it caches for a year; its entity
//! tag answers a revalidation with 304. The content type comes from the name's extension, which
//! the server chose itself when it wrote the file.

use actix_web::http::header::{self, HeaderValue};
use actix_web::{web, HttpRequest, HttpResponse};
use futures_util::StreamExt;

use super::files::{Fetched, Files};
use crate::error::AppResult;
use crate::state::AppState;

/// How long a file may be cached: names are never reused.
pub const CACHE: &str = "public, max-age=31536000, immutable";

/// The content type of a stored file, by the extension the server gave it.
pub fn content_type(name: &str) -> &'static str {
    let extension = name.rsplit_once('.').map(|(_, e)| e.to_ascii_lowercase()).unwrap_or_default();
    match extension.as_str() {
        "png" => "image/png",
        "jpg" | "jpeg" => "image/jpeg",
        "webp" => "image/webp",
        "gif" => "image/gif",
        "mp4" => "video/mp4",
        "mov" => "video/quicktime",
        "webm" => "video/webm",
        "ogv" | "ogg" => "video/ogg",
        _ => "application/octet-stream",
    }
}

/// `GET` (and `HEAD`) `/uploads/{business}/{file}`.
pub async fn file(
    req: HttpRequest,
    state: web::Data<AppState>,
    path: web::Path<(String, String)>,
) -> AppResult<HttpResponse> {
    let (business_id, name) = path.into_inner();
    let if_none_match =
        req.headers().get(header::IF_NONE_MATCH).and_then(|v| v.to_str().ok()).map(|v| v.trim().to_owned());
    // A bad name or a missing file is a 404 (`From<FileError> for AppError`).
    let mut res = match state.handle::<Files>().fetch(&business_id, &name, if_none_match).await? {
        Fetched::NotModified => HttpResponse::NotModified().finish(),
        Fetched::Found { etag, size, body } => {
            let mut res = HttpResponse::Ok();
            res.content_type(content_type(&name)).no_chunking(size);
            if let Some(etag) = etag.as_deref().map(quoted).and_then(|e| HeaderValue::from_str(&e).ok()) {
                res.insert_header((header::ETAG, etag));
            }
            // For HEAD the server sends the headers (its length too) and not the body.
            res.streaming(body.map(|chunk| chunk.map_err(|e| std::io::Error::other(e.to_string()))))
        }
    };
    res.headers_mut().insert(header::CACHE_CONTROL, HeaderValue::from_static(CACHE));
    Ok(res)
}

/// `tag` as an HTTP entity tag (a bucket's come quoted, the local folder's bare).
fn quoted(tag: &str) -> String {
    if tag.starts_with('"') || tag.starts_with("W/") {
        tag.to_owned()
    } else {
        format!("\"{tag}\"")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn types_follow_the_extension_the_server_wrote() {
        assert_eq!(content_type("image-1.png"), "image/png");
        assert_eq!(content_type("post-1-x.JPG"), "image/jpeg");
        assert_eq!(content_type("clip.mov"), "video/quicktime");
        assert_eq!(content_type("notes"), "application/octet-stream");
        assert_eq!(quoted("abc"), "\"abc\"");
        assert_eq!(quoted("\"abc\""), "\"abc\"");
    }
}
