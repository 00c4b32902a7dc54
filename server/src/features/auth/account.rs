//! Deleting an account: the merchant types their username to confirm; the business and every
//! row it owns (users, influencers, sessions, tokens) go, then its files (uploads and kept post
//! pictures, `{business}/…` in the file store, local or bucket), and the session ends. The files
//! go after the commit, so a deletion that fails keeps them; should the process stop in between,
//! the hourly uploads sweep (`media::sweep_uploads`) removes the files of a business that no
//! longer exists.

use actix_web::{web, HttpRequest, HttpResponse};
use serde::Deserialize;

use crate::error::{AppError, AppResult};
use crate::features::accounts::session;
use crate::http::body::{Bounded, Json};
use crate::http::envelope;
use crate::state::AppState;

/// The typed confirmation.
#[derive(Debug, Deserialize, utoipa::ToSchema)]
pub struct DeleteAccountBody {
    /// Must equal the account's username.
    pub confirmation: String,
}

impl Bounded for DeleteAccountBody {}

/// Deletes the signed-in merchant's business and everything in it.
#[utoipa::path(post, path = "/api/auth/account/delete", request_body = DeleteAccountBody,
    responses((status = 200, description = "deleted; session ended"), (status = 403, description = "influencers cannot delete the account"), (status = 422, description = "confirmation does not match")))]
pub async fn delete_account(
    req: HttpRequest,
    state: web::Data<AppState>,
    body: Json<DeleteAccountBody>,
) -> AppResult<HttpResponse> {
    let current = session::require(&state.db, &req).await?;
    if !current.is_admin() {
        return Err(AppError::Forbidden("Only the account owner can delete the account".into()));
    }
    if body.confirmation.trim().to_lowercase() != current.user.username {
        return Err(AppError::field("confirmation", "Type your username to confirm"));
    }
    let business_id = current.business_id.clone();
    state
        .db
        .run(move |conn| {
            crate::db::write_transaction(conn, |conn| {
                // Foreign keys cascade from the business to users, influencers, sessions and
                // tokens; the rollups have none (the click importer writes them whatever
                // happened to the business), so their rows go here.
                crate::features::rollups::delete_business(conn, &business_id)?;
                crate::features::accounts::delete_business(conn, &business_id)?;
                Ok(())
            })
        })
        .await?;
    match state.handle::<crate::features::media::Files>().delete_business(&current.business_id).await {
        Ok(files) => tracing::debug!(files, "a deleted account's files removed"),
        // The account is gone either way; the sweep retries the files.
        Err(e) => {
            tracing::warn!(business.id = %current.business_id, error = %e, "a deleted account's files were not removed")
        }
    }
    tracing::info!(business.id = %current.business_id, "account deleted");
    let mut res = envelope::ok(&serde_json::json!({}));
    res.add_removal_cookie(&session::removal_cookie()).map_err(|e| AppError::Internal(e.into()))?;
    Ok(res)
}
