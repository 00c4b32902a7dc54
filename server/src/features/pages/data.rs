//! Page-specific data that the server puts into a page's props.

use actix_web::HttpRequest;
use serde_json::{json, Value};

use super::props::PageId;
use crate::config::Environment;
use crate::error::{AppError, AppResult};
use crate::features::accounts::session::Session;
use crate::features::auth::UserDetails;
use crate::features::email::mailbox;
use crate::features::email::Mailer;
use crate::state::AppState;

/// Data for `page`; `Ok(None)` means the page is not available here (redirect home).
pub async fn for_page(
    page: PageId,
    req: &HttpRequest,
    state: &AppState,
    session: Option<&Session>,
) -> AppResult<Option<Value>> {
    match page {
        PageId::DevMailbox => dev_mailbox(req, state),
        PageId::RegisterRequest => Ok(Some(json!({"link": state.settings.register_request_link}))),
        // Home paints its header, logo and to-do list from the user details on the server, so
        // they are in the first markup rather than after a call (docs/home.md#first-paint).
        PageId::Home => match session {
            Some(s) => Ok(Some(json!({"user": UserDetails::load(&state.db, s).await?}))),
            None => Ok(Some(Value::Null)),
        },
        _ => Ok(Some(Value::Null)),
    }
}

/// The dev mailbox exists only with the file transport, outside production.
fn dev_mailbox(req: &HttpRequest, state: &AppState) -> AppResult<Option<Value>> {
    let Some(outbox) = state.handle::<Mailer>().outbox() else { return Ok(None) };
    if state.settings.environment == Environment::Production {
        return Ok(None);
    }
    let entries = mailbox::list(outbox).map_err(AppError::Internal)?;
    let id = req.path().trim_end_matches('/').strip_prefix("/dev/mailbox/").unwrap_or_default();
    let message = if id.is_empty() { None } else { mailbox::open(outbox, id).map_err(AppError::Internal)? };
    Ok(Some(json!({"entries": entries, "message": message})))
}
