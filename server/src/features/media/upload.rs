//! `POST /api/admin/v1/file/upload` (optional `custom_name`): multipart field `file_resource`.
//! The body is read with a size cap while it streams, the image is checked and re-encoded
//! ([`super::image_file`]), and written under a random name in the business's folder. The
//! answer's `data` is the file's public address.

use actix_multipart::Multipart;
use actix_web::{web, HttpRequest, HttpResponse};
use futures_util::StreamExt;
use serde::Deserialize;

use super::image_file::{reencode, ImageError};
use crate::error::{AppError, AppResult};
use crate::features::accounts::session;
use crate::http::envelope;
use crate::state::AppState;

/// Largest upload accepted (checked while streaming).
pub const MAX_BYTES: usize = 10 * 1024 * 1024;
/// Bodies up to this size are read to the end before a 413.
const DRAIN_BYTES: usize = 4 * MAX_BYTES;
/// The multipart field the client sends (docs/links.md#images).
pub const FIELD: &str = "file_resource";

/// Query of the upload.
#[derive(Debug, Deserialize)]
pub struct UploadQuery {
    /// A name hint; only letters, digits, `-` and `_` of it are kept, as a prefix.
    pub custom_name: Option<String>,
}

/// The bytes of the [`FIELD`] part; every part counts towards [`MAX_BYTES`] as it streams.
async fn read_field(mut payload: Multipart) -> AppResult<Vec<u8>> {
    let invalid = |e: actix_multipart::MultipartError| AppError::BadRequest(format!("Invalid upload: {e}"));
    let mut seen = 0usize;
    let mut found = None;
    while let Some(field) = payload.next().await {
        let mut field = field.map_err(invalid)?;
        let wanted = field.name() == Some(FIELD) && found.is_none();
        let mut bytes = Vec::new();
        while let Some(chunk) = field.next().await {
            let chunk = chunk.map_err(invalid)?;
            seen += chunk.len();
            // A body somewhat over the cap is read to its end (so the client gets the 413
            // instead of a reset connection) but not kept; a far larger one is cut off.
            if seen > DRAIN_BYTES {
                return Err(AppError::PayloadTooLarge);
            }
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
        (status = 413, description = "larger than 10 MB"), (status = 422, description = "not a PNG, JPEG, WebP or GIF image")))]
pub async fn upload(
    req: HttpRequest,
    state: web::Data<AppState>,
    query: web::Query<UploadQuery>,
    payload: Multipart,
) -> AppResult<HttpResponse> {
    let current = session::require(&state.db, &req).await?;
    let bytes = read_field(payload).await?;
    let encoded = web::block(move || reencode(&bytes))
        .await
        .map_err(|e| AppError::Internal(anyhow::anyhow!("image worker: {e}")))?
        .map_err(|e: ImageError| AppError::field(FIELD, e.to_string()))?;
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
