//! `POST /api/admin/v1/file/upload` (optional `custom_name`): multipart field `file_resource`.
//! The body is read with a size cap while it streams, the image is checked and re-encoded
//! ([`super::decoding::ImageDecoding`]), and written under a random name in the business's
//! folder. The answer's `data` is the file's public address.

use actix_multipart::{Multipart, MultipartError};
use actix_web::error::PayloadError;
use actix_web::http::header::CONTENT_LENGTH;
use actix_web::web::Bytes;
use actix_web::{web, HttpRequest, HttpResponse};
use futures_util::{Stream, StreamExt};
use serde::Deserialize;

use super::decoding::ImageDecoding;
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
/// is given are bounded too.
fn capped(payload: web::Payload) -> impl Stream<Item = Result<Bytes, PayloadError>> {
    let mut seen = 0usize;
    payload.map(move |chunk| {
        let chunk = chunk?;
        seen += chunk.len();
        if seen > DRAIN_BYTES {
            Err(PayloadError::Overflow)
        } else {
            Ok(chunk)
        }
    })
}

/// The bytes of the [`FIELD`] part; every part counts towards [`MAX_BYTES`] as it streams.
async fn read_field(mut payload: Multipart) -> AppResult<Vec<u8>> {
    let invalid = |e: MultipartError| match e {
        MultipartError::Payload(PayloadError::Overflow) => AppError::PayloadTooLarge,
        e => AppError::BadRequest(format!("Invalid upload: {e}")),
    };
    let mut seen = 0usize;
    let mut found = None;
    while let Some(field) = payload.next().await {
        let mut field = field.map_err(invalid)?;
        let wanted = field.name() == Some(FIELD) && found.is_none();
        let mut bytes = Vec::new();
        while let Some(chunk) = field.next().await {
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
        (status = 413, description = "larger than 10 MB"),
        (status = 422, description = "not a PNG, JPEG, WebP or GIF image, or over 40 megapixels or 8,192 pixels on a side")))]
pub async fn upload(
    req: HttpRequest,
    state: web::Data<AppState>,
    query: web::Query<UploadQuery>,
    payload: web::Payload,
) -> AppResult<HttpResponse> {
    let current = session::require(&state.db, &req).await?;
    let declared = req.headers().get(CONTENT_LENGTH).and_then(|v| v.to_str().ok()?.parse::<usize>().ok());
    if declared.is_some_and(|length| length > DRAIN_BYTES) {
        return Err(AppError::PayloadTooLarge);
    }
    let bytes = read_field(Multipart::new(req.headers(), capped(payload))).await?;
    let encoded =
        state.handle::<ImageDecoding>().reencode(bytes).await.map_err(|e| AppError::field(FIELD, e.to_string()))?;
    let name = format!("{}-{}.{}", prefix(query.custom_name.as_deref()), crate::ids::new_id(), encoded.extension);
    let folder = state.settings.data_dir.join("uploads").join(&current.business_id);
    tokio::fs::create_dir_all(&folder).await.map_err(|e| AppError::Internal(e.into()))?;
    tokio::fs::write(folder.join(&name), &encoded.bytes).await.map_err(|e| AppError::Internal(e.into()))?;
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
