//! `GET /api/admin/v1/influencers` (docs/links-api.md#links-and-shorts): the business's
//! influencers, active or not, for the merchant only. The link editors offer the active ones and
//! fill the promocode from the one picked (docs/links.md#influencer-assignment).

use actix_web::{web, HttpRequest, HttpResponse};
use serde::Serialize;
use ts_rs::TS;

use crate::error::AppResult;
use crate::features::accounts::{self, session};
use crate::http::envelope;
use crate::state::AppState;

/// One influencer in the list.
#[derive(Debug, Serialize, TS, utoipa::ToSchema)]
#[ts(export, export_to = "InfluencerListItem.ts")]
pub struct InfluencerListItem {
    /// Login name, unique in the business.
    pub username: String,
    /// Email address.
    pub email: String,
    pub(crate) profile_image_url: Option<String>,
    /// The promocode that fills a link's promocode when this influencer is picked.
    pub promocode: Option<String>,
    /// Deactivated influencers cannot sign in and are not offered for new links.
    pub is_active: bool,
}

/// The answer's `data`.
#[derive(Debug, Serialize, TS, utoipa::ToSchema)]
#[ts(export, export_to = "InfluencerList.ts")]
pub struct InfluencerList {
    /// By username.
    pub influencers: Vec<InfluencerListItem>,
}

/// `GET /api/admin/v1/influencers`.
#[utoipa::path(get, path = "/api/admin/v1/influencers",
    responses((status = 200, description = "data: the business's influencers by username", body = InfluencerList),
        (status = 401, description = "not signed in"), (status = 403, description = "influencers")))]
pub async fn list(req: HttpRequest, state: web::Data<AppState>) -> AppResult<HttpResponse> {
    let current = session::require(&state.db, &req).await?;
    current.require_merchant()?;
    let business_id = current.business_id.clone();
    let influencers = state
        .db
        .run(move |conn| accounts::influencers_of(conn, &business_id))
        .await?
        .into_iter()
        .map(|i| InfluencerListItem {
            username: i.username,
            email: i.email,
            profile_image_url: i.profile_image_url,
            promocode: i.promocode,
            is_active: i.is_active,
        })
        .collect();
    Ok(envelope::ok(&InfluencerList { influencers }))
}
