//! `POST /api/admin/v1/store/auth/connect {auth}`: the signed-in merchant claims the
//! installation an install-first flow left pending (spec 1 §7.2).

use actix_web::{web, HttpRequest, HttpResponse};
use serde::Deserialize;

use super::installation;
use crate::error::{AppError, AppResult};
use crate::features::accounts::session;
use crate::http::envelope;
use crate::state::AppState;

/// The store auth token from `/auth?auth=…`.
#[derive(Debug, Deserialize, utoipa::ToSchema)]
pub struct ConnectBody {
    /// Token issued by the OAuth callback.
    pub auth: String,
}

/// Connects the pending installation to the signed-in merchant's business.
#[utoipa::path(post, path = "/api/admin/v1/store/auth/connect", request_body = ConnectBody,
    responses((status = 200, description = "connected"), (status = 400, description = "token invalid or expired"),
        (status = 403, description = "influencers cannot connect stores"), (status = 409, description = "already connected elsewhere")))]
pub async fn connect(req: HttpRequest, state: web::Data<AppState>, body: web::Json<ConnectBody>) -> AppResult<HttpResponse> {
    let current = session::require(&state.db, &req).await?;
    if !current.is_admin() {
        return Err(AppError::Forbidden("Only the merchant can connect a store".into()));
    }
    let token = body.into_inner().auth;
    let business_id = current.business_id.clone();
    let shop = state
        .db
        .run(move |conn| {
            let Some(row) = installation::by_connect_token(conn, &token)? else {
                return Err(AppError::BadRequest("The connection with the store platform failed".into()));
            };
            installation::attach(conn, &row, &business_id)?;
            Ok(row.shop_domain)
        })
        .await?;
    Ok(envelope::ok(&serde_json::json!({"shop": shop})))
}
