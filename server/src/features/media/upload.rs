//! `POST /api/admin/v1/file/upload` (optional `custom_name`): multipart field `file_resource`.
//! Only the merchant and influencers allowed to create and edit links may upload (they are the
//! ones with something to put a picture on), within the business's quota ([`super::quota`]).
//! The body is read with a size cap while it streams, the image is checked and re-encoded
//! ([`super::decoding::ImageDecoding`]), recorded in `uploads` and written under a random name
//! among the business's files ([`super::Files`]). The answer's `data` is the file's public address. Files nothing
//! refers to are removed a day later (`media::sweep_uploads`; docs/security.md#uploads-who-how-much-how-long).

use std::cell::Cell;
use std::rc::Rc;
use std::task::{ready, Poll};

use actix_multipart::{Multipart, MultipartError};
use actix_web::error::PayloadError;
use actix_web::http::header::CONTENT_LENGTH;
use actix_web::web::Bytes;
use actix_web::{web, HttpRequest, HttpResponse};
use futures_util::{Stream, StreamExt};
use serde::Deserialize;

use super::decoding::ImageDecoding;
use super::files::Files;
use super::quota;
use crate::error::{AppError, AppResult};
use crate::features::accounts::session;
use crate::http::envelope;
use crate::state::AppState;

/// Largest upload accepted (checked while streaming).
pub const MAX_BYTES: usize = 10 * 1024 * 1024;
/// Bodies up to this size are read to the end before a 413 (so the client gets the answer
/// instead of a reset connection); a longer one is cut off, by its `Content-Length` before
/// anything is read, or as it streams.
const DRAIN_BYTES: usize = 4 * MAX_BYTES;
/// The multipart field the client sends (docs/links.md#images).
pub const FIELD: &str = "file_resource";

/// Query of the upload.
#[derive(Debug, Deserialize)]
pub struct UploadQuery {
    /// A name hint; only letters, digits, `-` and `_` of it are kept, as a prefix.
    pub custom_name: Option<String>,
}

/// The raw body, ended with an overflow after [`DRAIN_BYTES`]. The parts are counted in
/// [`read_field`], but the multipart parser also keeps whatever it has not matched yet (a
/// preamble without a line break, a part's headers) and would keep all of it: so the bytes it
/// is given are bounded too. `ended` is set once the body has ended (see [`next_of`]).
fn capped(mut payload: web::Payload, ended: Rc<Cell<bool>>) -> impl Stream<Item = Result<Bytes, PayloadError>> {
    let mut seen = 0usize;
    futures_util::stream::poll_fn(move |cx| {
        let Some(chunk) = ready!(payload.poll_next_unpin(cx)) else {
            ended.set(true);
            return Poll::Ready(None);
        };
        Poll::Ready(Some(chunk.and_then(|chunk| {
            seen += chunk.len();
            if seen > DRAIN_BYTES {
                Err(PayloadError::Overflow)
            } else {
                Ok(chunk)
            }
        })))
    })
}

/// The next item of the multipart parser or of one of its parts. The parser (actix-multipart
/// 0.7) waits for more bytes when a body ends within the first bytes of a line break or a
/// boundary (a part that is never closed), though none will come: the request would hang until
/// the client gave up. Once the body has `ended`, waiting means it is incomplete.
async fn next_of<S: Stream + Unpin>(stream: &mut S, ended: &Cell<bool>) -> AppResult<Option<S::Item>> {
    std::future::poll_fn(|cx| match stream.poll_next_unpin(cx) {
        Poll::Pending if ended.get() => {
            Poll::Ready(Err(AppError::BadRequest("Invalid upload: the body ended inside a part".into())))
        }
        Poll::Pending => Poll::Pending,
        Poll::Ready(item) => Poll::Ready(Ok(item)),
    })
    .await
}

/// The bytes of the [`FIELD`] part; every part counts towards [`MAX_BYTES`] as it streams.
async fn read_field(mut payload: Multipart, ended: &Cell<bool>) -> AppResult<Vec<u8>> {
    let invalid = |e: MultipartError| match e {
        MultipartError::Payload(PayloadError::Overflow) => AppError::PayloadTooLarge,
        e => AppError::BadRequest(format!("Invalid upload: {e}")),
    };
    let mut seen = 0usize;
    let mut found = None;
    while let Some(field) = next_of(&mut payload, ended).await? {
        let mut field = field.map_err(invalid)?;
        let wanted = field.name() == Some(FIELD) && found.is_none();
        let mut bytes = Vec::new();
        while let Some(chunk) = next_of(&mut field, ended).await? {
            let chunk = chunk.map_err(invalid)?;
            seen += chunk.len();
            // A body over the cap is read on (up to [`DRAIN_BYTES`], see [`capped`]) but not kept.
            if wanted && seen <= MAX_BYTES {
                bytes.extend_from_slice(&chunk);
            }
        }
        if wanted {
            found = Some(bytes);
        }
    }
    if seen > MAX_BYTES {
        return Err(AppError::PayloadTooLarge);
    }
    found.ok_or_else(|| AppError::field(FIELD, "Choose a file to upload"))
}

fn prefix(custom_name: Option<&str>) -> String {
    let kept: String = custom_name
        .unwrap_or_default()
        .chars()
        .filter(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_'))
        .take(40)
        .collect();
    if kept.is_empty() {
        "image".into()
    } else {
        kept
    }
}

/// `POST /api/admin/v1/file/upload`.
#[utoipa::path(post, path = "/api/admin/v1/file/upload",
    params(("custom_name" = Option<String>, Query, description = "name hint")),
    responses((status = 200, description = "data: the uploaded file's address"), (status = 401, description = "not signed in"),
        (status = 403, description = "an influencer not allowed to create and edit links"),
        (status = 413, description = "larger than 10 MB"),
        (status = 429, description = "the business's upload quota is used up (rate_limited, with Retry-After)"),
        (status = 422, description = "not a PNG, JPEG, WebP or GIF image, or over 40 megapixels or 8,192 pixels on a side")))]
pub async fn upload(
    req: HttpRequest,
    state: web::Data<AppState>,
    query: web::Query<UploadQuery>,
    payload: web::Payload,
) -> AppResult<HttpResponse> {
    let current = session::require(&state.db, &req).await?;
    current.require_link_editor()?;
    let business_id = current.business_id.clone();
    let limits = state.settings.uploads.clone();
    state.db.run(move |conn| quota::check(conn, &limits, &business_id)).await?;
    let declared = req.headers().get(CONTENT_LENGTH).and_then(|v| v.to_str().ok()?.parse::<usize>().ok());
    if declared.is_some_and(|length| length > DRAIN_BYTES) {
        return Err(AppError::PayloadTooLarge);
    }
    let ended = Rc::new(Cell::new(false));
    let bytes = read_field(Multipart::new(req.headers(), capped(payload, ended.clone())), &ended).await?;
    let encoded =
        state.handle::<ImageDecoding>().reencode(bytes).await.map_err(|e| AppError::field(FIELD, e.to_string()))?;
    let name = format!("{}-{}.{}", prefix(query.custom_name.as_deref()), crate::ids::new_id(), encoded.extension);
    let (business_id, file, limits, size) =
        (current.business_id.clone(), name.clone(), state.settings.uploads.clone(), encoded.bytes.len());
    state.db.run(move |conn| quota::record(conn, &limits, &business_id, &file, size)).await?;
    if let Err(e) = state.handle::<Files>().put(&current.business_id, &name, encoded.bytes).await {
        let (business_id, file) = (current.business_id.clone(), name.clone());
        state.db.run(move |conn| quota::forget(conn, &business_id, &file)).await?;
        return Err(e.into());
    }
    Ok(envelope::ok(&format!("{}/uploads/{}/{name}", state.public_base, current.business_id)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn name_hints_keep_only_safe_characters() {
        assert_eq!(prefix(Some("../../etc/passwd")), "etcpasswd");
        assert_eq!(prefix(Some("summer_look-1")), "summer_look-1");
        assert_eq!(prefix(None), "image");
        assert_eq!(prefix(Some("///")), "image");
    }
}
