//! `GET`/`PUT /api/business/{businessId}/settings`, `PUT /api/business/{businessId}` (the logo)
//! and `GET /api/business/{businessId}/swaps` (docs/settings.md#api). The merchant's own business
//! only: influencers 403, another business 404. A refused save answers 422 naming every bad field
//! and changes nothing.

use actix_web::{web, HttpRequest, HttpResponse};
use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::events::SettingsSaved;
use super::model::{BusinessSettings, Context};
use super::{autoswap, logo, store, swaps};
use crate::error::{AppError, AppResult};
use crate::features::accounts::session;
use crate::features::accounts::user::SubscriptionPlan;
use crate::features::links::destination;
use crate::http::body::{Bounded, Json};
use crate::http::envelope;
use crate::state::AppState;

/// The body of a settings PUT, and the answer's `data`.
#[derive(Debug, Serialize, Deserialize, TS, utoipa::ToSchema)]
#[ts(export, export_to = "SettingsBody.ts")]
pub struct SettingsBody {
    /// The whole settings; fields left out take their defaults.
    pub settings: BusinessSettings,
}

impl Bounded for SettingsBody {}

/// `GET /api/business/{businessId}/settings`.
#[utoipa::path(get, path = "/api/business/{businessId}/settings",
    responses((status = 200, description = "data: the settings", body = SettingsBody), (status = 403, description = "influencers"),
        (status = 404, description = "another business")))]
pub async fn get(req: HttpRequest, path: web::Path<String>, state: web::Data<AppState>) -> AppResult<HttpResponse> {
    let business_id = path.into_inner();
    session::require_merchant_of(&state.db, &req, &business_id).await?;
    let saved = state.db.run(move |conn| store::load(conn, &business_id)).await?;
    Ok(envelope::ok(&SettingsBody { settings: saved.settings }))
}

/// `PUT /api/business/{businessId}/settings`.
#[utoipa::path(put, path = "/api/business/{businessId}/settings", request_body = SettingsBody,
    responses((status = 200, description = "data: the stored settings", body = SettingsBody),
        (status = 422, description = "a field breaks a rule; nothing changed"), (status = 403, description = "influencers"),
        (status = 404, description = "another business")))]
pub async fn put(
    req: HttpRequest,
    path: web::Path<String>,
    body: Json<SettingsBody>,
    state: web::Data<AppState>,
) -> AppResult<HttpResponse> {
    let business_id = path.into_inner();
    let current = session::require_merchant_of(&state.db, &req, &business_id).await?;
    let bases = destination::allowed_bases(&state, current.business.store_domain.as_deref());
    let paid_plan = current.user.subscription_plan != SubscriptionPlan::Free;
    let sent = body.into_inner().settings;
    let stored = state
        .db
        .run(move |conn| {
            crate::db::business_write_transaction(conn, &business_id, |conn| {
                let stored_sensitivity = store::load(conn, &business_id)?.settings.product_search_sensitivity;
                let ctx = Context { store_bases: &bases, paid_plan, stored_sensitivity };
                let settings = sent.validated(&ctx).map_err(|errors| {
                    AppError::fields(errors).unwrap_or_else(|| AppError::BadRequest("Invalid settings".into()))
                })?;
                store::save(conn, &business_id, &settings)?;
                Ok(settings)
            })
        })
        .await?;
    crate::events::committed(&state, SettingsSaved { business_id: current.business_id.clone() }).await?;
    if stored.auto_swap_enabled {
        // Turned on (or kept on): looks already showing a sold-out product get their swap now.
        let business_id = current.business_id.clone();
        state.db.run(move |conn| autoswap::run(conn, &business_id)).await?;
    }
    Ok(envelope::ok(&SettingsBody { settings: stored }))
}

/// What `PUT /api/business/{businessId}` may change.
#[derive(Debug, Deserialize, utoipa::ToSchema)]
pub struct BusinessBody {
    /// The appearance part.
    pub appearance: AppearanceBody,
}

impl Bounded for BusinessBody {}

/// The logo.
#[derive(Debug, Deserialize, utoipa::ToSchema)]
pub struct AppearanceBody {
    /// An address an upload of this business answered, or `""` to remove the logo.
    pub logo_url: String,
}

/// The answer's `data` of a logo change.
#[derive(Debug, Serialize, TS, utoipa::ToSchema)]
#[ts(export, export_to = "LogoOut.ts")]
pub struct LogoOut {
    /// The logo now (`null`: none).
    pub logo_url: Option<String>,
}

/// `PUT /api/business/{businessId}`: the logo.
#[utoipa::path(put, path = "/api/business/{businessId}", request_body = BusinessBody,
    responses((status = 200, description = "data: the logo now", body = LogoOut),
        (status = 422, description = "not one of this business's uploads"), (status = 403, description = "influencers"),
        (status = 404, description = "another business")))]
pub async fn put_business(
    req: HttpRequest,
    path: web::Path<String>,
    body: Json<BusinessBody>,
    state: web::Data<AppState>,
) -> AppResult<HttpResponse> {
    let business_id = path.into_inner();
    session::require_merchant_of(&state.db, &req, &business_id).await?;
    let logo_url = logo::checked(&state, &business_id, &body.into_inner().appearance.logo_url).await?;
    let stored = logo_url.clone();
    state.db.run(move |conn| store::set_logo(conn, &business_id, stored.as_deref())).await?;
    Ok(envelope::ok(&LogoOut { logo_url }))
}

/// `GET /api/business/{businessId}/swaps`.
#[utoipa::path(get, path = "/api/business/{businessId}/swaps",
    responses((status = 200, description = "data.swaps: auto-swap's record, newest first", body = swaps::SwapList),
        (status = 403, description = "influencers"), (status = 404, description = "another business")))]
pub async fn list_swaps(
    req: HttpRequest,
    path: web::Path<String>,
    state: web::Data<AppState>,
) -> AppResult<HttpResponse> {
    let business_id = path.into_inner();
    session::require_merchant_of(&state.db, &req, &business_id).await?;
    let list = state.db.run(move |conn| swaps::recent(conn, &business_id)).await?;
    Ok(envelope::ok(&list))
}
