//! `POST /auth/account/verify`: the link from the verification email.

use actix_web::{web, HttpRequest, HttpResponse};
use serde::Deserialize;

use super::client_key;
use super::tokens::{self, Purpose, Subject};
use crate::error::{AppError, AppResult};
use crate::features::accounts;
use crate::http::body::{Bounded, Json};
use crate::http::envelope;
use crate::state::AppState;

/// `{token}` from the URL.
#[derive(Debug, Deserialize, utoipa::ToSchema)]
pub struct TokenBody {
    /// The token from the link.
    pub token: String,
}

impl Bounded for TokenBody {}

/// Marks the account verified; an unknown, used or expired token is refused. Tokens are limited
/// per client address like every link token ([`RateLimits::links_ip`]).
///
/// [`RateLimits::links_ip`]: crate::http::rate_limit::RateLimits::links_ip
#[utoipa::path(post, path = "/api/auth/account/verify", request_body = TokenBody,
    responses((status = 200, description = "verified"), (status = 400, description = "Verification link expired"),
        (status = 429, description = "too many attempts")))]
pub async fn verify_account(
    req: HttpRequest,
    state: web::Data<AppState>,
    body: Json<TokenBody>,
) -> AppResult<HttpResponse> {
    state.limits.links_ip.check(&state.db, &client_key(&req, &state)).await?;
    let token = body.into_inner().token;
    let verified = state
        .db
        .run(move |conn| {
            crate::db::write_transaction(conn, |conn| match tokens::consume(conn, Purpose::Verify, &token)? {
                Some(Subject::User(id)) => {
                    accounts::mark_verified(conn, &id)?;
                    Ok::<_, AppError>(true)
                }
                _ => Ok(false),
            })
        })
        .await?;
    if !verified {
        return Err(AppError::BadRequest("Verification link expired".into()));
    }
    Ok(envelope::ok(&serde_json::json!({})))
}
