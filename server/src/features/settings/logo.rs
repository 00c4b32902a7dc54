//! Which addresses a logo may have: only a file this business uploaded
//! (`{public base}/uploads/{business}/{name}`, see `media::upload`) that is still there. The
//! logo is drawn on every instant store page, so an address anyone could point anywhere is not
//! stored.

use crate::error::{AppError, AppResult};
use crate::features::media::Files;
use crate::state::AppState;

/// The message of an address that is not one of the business's uploads.
pub const NOT_UPLOADED: &str = "Upload the logo first";

/// `raw` as stored: `None` for `""` (remove the logo), the address for one of the business's
/// uploads, else a 422 on `appearance.logo_url`.
pub async fn checked(state: &AppState, business_id: &str, raw: &str) -> AppResult<Option<String>> {
    let raw = raw.trim();
    if raw.is_empty() {
        return Ok(None);
    }
    let prefix = format!("{}/uploads/{business_id}/", state.public_base);
    let exists = match raw.strip_prefix(&prefix) {
        Some(name) => state.handle::<Files>().exists(business_id, name).await?,
        None => false,
    };
    if !exists {
        return Err(AppError::field("appearance.logo_url", NOT_UPLOADED));
    }
    Ok(Some(raw.to_owned()))
}
