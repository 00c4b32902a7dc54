//! `GET` and `PUT /api/business/{businessId}/theme` (docs/appearance.md#api; the GET is ours, for
//! the Appearance page to load from): the merchant's own business only (influencers 403, another
//! business 404). A PUT replaces the whole theme (missing fields take their initial values) and
//! answers with what was stored; a refused one changes nothing.

use actix_web::{web, HttpRequest, HttpResponse};
use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::store;
use super::theme::Theme;
use crate::error::{AppError, AppResult};
use crate::features::accounts::session;
use crate::http::body::{Bounded, Json};
use crate::http::envelope;
use crate::state::AppState;

/// The body of a PUT.
#[derive(Debug, Deserialize, utoipa::ToSchema)]
pub struct ThemeBody {
    /// The whole theme.
    pub theme: Theme,
}

impl Bounded for ThemeBody {}

/// The answer's `data`.
#[derive(Debug, Serialize, TS, utoipa::ToSchema)]
#[ts(export, export_to = "ThemeOut.ts")]
pub struct ThemeOut {
    /// The theme public pages render with.
    pub theme: Theme,
    /// Whether it is still the initial theme (never saved, or reset by a store disconnect).
    pub is_initial: bool,
}

/// `GET /api/business/{businessId}/theme`.
#[utoipa::path(get, path = "/api/business/{businessId}/theme",
    responses((status = 200, description = "data: the theme", body = ThemeOut), (status = 403, description = "influencers"),
        (status = 404, description = "another business")))]
pub async fn get(req: HttpRequest, path: web::Path<String>, state: web::Data<AppState>) -> AppResult<HttpResponse> {
    let business_id = path.into_inner();
    session::require_merchant_of(&state.db, &req, &business_id).await?;
    let saved = state.db.run(move |conn| store::saved(conn, &business_id)).await?;
    let is_initial = saved.is_none();
    Ok(envelope::ok(&ThemeOut { theme: saved.map(|(theme, _)| theme).unwrap_or_default(), is_initial }))
}

/// `PUT /api/business/{businessId}/theme`.
#[utoipa::path(put, path = "/api/business/{businessId}/theme", request_body = ThemeBody,
    responses((status = 200, description = "data: the stored theme", body = ThemeOut),
        (status = 422, description = "a field breaks a rule; nothing changed"), (status = 403, description = "influencers"),
        (status = 404, description = "another business")))]
pub async fn put(
    req: HttpRequest,
    path: web::Path<String>,
    body: Json<ThemeBody>,
    state: web::Data<AppState>,
) -> AppResult<HttpResponse> {
    let business_id = path.into_inner();
    session::require_merchant_of(&state.db, &req, &business_id).await?;
    let theme =
        body.into_inner().theme.validated().map_err(|errors| {
            AppError::fields(errors).unwrap_or_else(|| AppError::BadRequest("Invalid theme".into()))
        })?;
    let stored = theme.clone();
    state.db.run(move |conn| store::save(conn, &business_id, &stored)).await?;
    Ok(envelope::ok(&ThemeOut { theme, is_initial: false }))
}
