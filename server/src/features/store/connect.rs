//! Connecting a store to an account (docs/store.md#connect): the signed-in merchant claims a
//! pending installation, the install-first pages verify the store token (signing up or logging
//! in while connecting is auth's, `auth::store_connect`, through [`pending`], [`claim`] and
//! [`after_attach`]), and the merchant can disconnect. Both publish the store's events
//! ([`super::events`]): the features that own links, the catalog, the theme and the settings
//! follow.

use actix_web::{web, HttpRequest, HttpResponse};
use diesel::prelude::*;
use serde::{Deserialize, Serialize};

use super::events::{StoreConnected, StoreDisconnected};
use super::installation::{self, Installation};
use super::shopify::admin::AdminClient;
use super::subscriptions;
use crate::db::schema::store_installations;
use crate::error::{AppError, AppResult};
use crate::events;
use crate::features::accounts::session;
use crate::features::jobs::{self, Kind};
use crate::http::body::{Bounded, Json};
use crate::http::client_ip::client_key;
use crate::http::envelope;
use crate::state::AppState;

/// The store auth token from `?auth=…`.
#[derive(Debug, Deserialize, utoipa::ToSchema)]
pub struct ConnectBody {
    /// Token issued by the OAuth callback.
    pub auth: String,
}

impl Bounded for ConnectBody {}

/// What the install-first pages show.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
struct StoreInfo {
    shop: String,
    shop_name: String,
    email: Option<String>,
}

const FAILED: &str = "The connection with the store platform failed";

/// The pending installation of a store token (refused when unknown or expired).
pub async fn pending(state: &AppState, token: String) -> AppResult<Installation> {
    state
        .db
        .run(move |conn| installation::by_connect_token(conn, &token))
        .await?
        .ok_or_else(|| AppError::BadRequest(FAILED.into()))
}

/// Verifies a store token and reads the shop's name and email through the Admin API. Needs no
/// session and costs a store API call, so it is limited per client address like every link
/// token ([`RateLimits::links_ip`]).
///
/// [`RateLimits::links_ip`]: crate::http::rate_limit::RateLimits::links_ip
#[utoipa::path(post, path = "/api/admin/v1/store/auth/verify", request_body = ConnectBody,
    responses((status = 200, description = "data: shop, shopName, email"), (status = 400, description = "Unable to verify your store"),
        (status = 429, description = "too many attempts")))]
pub async fn verify(req: HttpRequest, state: web::Data<AppState>, body: Json<ConnectBody>) -> AppResult<HttpResponse> {
    state.limits.links_ip.check(&state.db, &client_key(&req, &state)).await?;
    let row = pending(&state, body.into_inner().auth)
        .await
        .map_err(|_| AppError::BadRequest("Unable to verify your store".into()))?;
    let profile = AdminClient::sealed(&state, &row.shop_domain, &row.access_token_sealed)?
        .shop_profile()
        .await
        .map_err(|e| AppError::Internal(anyhow::Error::new(e).context("reading the shop profile")))?;
    Ok(envelope::ok(&StoreInfo { shop: row.shop_domain, shop_name: profile.name, email: Some(profile.email) }))
}

/// Connects the pending installation to the signed-in merchant's business.
#[utoipa::path(post, path = "/api/admin/v1/store/auth/connect", request_body = ConnectBody,
    responses((status = 200, description = "connected"), (status = 400, description = "token invalid or expired"),
        (status = 403, description = "influencers cannot connect stores"), (status = 409, description = "already connected elsewhere")))]
pub async fn connect(req: HttpRequest, state: web::Data<AppState>, body: Json<ConnectBody>) -> AppResult<HttpResponse> {
    let current = session::require(&state.db, &req).await?;
    if !current.is_admin() {
        return Err(AppError::Forbidden("Only the merchant can connect a store".into()));
    }
    let shop = claim(&state, body.into_inner().auth, current.business_id.clone()).await?;
    after_attach(&state, &current.business_id).await?;
    Ok(envelope::ok(&serde_json::json!({"shop": shop})))
}

/// Background work once a store is attached to a business, as two jobs of the queue, so
/// neither blocks the connect nor is lost to a restart: the webhook subscriptions
/// ([`subscriptions::SUBSCRIBE`], tried again while the store's API fails) and [`ATTACHED`]:
/// what the features above do on a connect (the first catalog sync), the store's time zone and
/// then the orders the shop sent before it was connected (filed under the zone's days).
pub async fn after_attach(state: &web::Data<AppState>, business_id: &str) -> AppResult<()> {
    let payload = serde_json::json!({"business_id": business_id});
    jobs::submit(state, subscriptions::SUBSCRIBE.job(payload.clone()).keyed(format!("store.subscribe:{business_id}")))
        .await?;
    jobs::submit(state, ATTACHED.job(payload)).await?;
    Ok(())
}

/// The connect's own follow-up (see [`after_attach`]).
pub const ATTACHED: Kind = Kind {
    name: "store.attached",
    attempts: 3,
    settle: std::time::Duration::ZERO,
    run: |state, job| {
        Box::pin(async move {
            let business_id = job.text("business_id")?;
            events::committed(&state, StoreConnected { business_id: business_id.clone() }).await?;
            super::profile::refresh_logged(&state, &business_id).await;
            super::webhooks::process::replay_deferred_orders(&state, &business_id).await?;
            Ok(())
        })
    },
};

/// Attaches the pending installation of `token` to `business_id`; the shop's domain.
pub async fn claim(state: &AppState, token: String, business_id: String) -> AppResult<String> {
    let connected = events::of::<StoreConnected>(state);
    state
        .db
        .run(move |conn| {
            crate::db::write_transaction(conn, |conn| {
                let Some(row) = installation::by_connect_token(conn, &token)? else {
                    return Err(AppError::BadRequest(FAILED.into()));
                };
                installation::attach(conn, &row, &business_id, &connected)?;
                Ok(row.shop_domain)
            })
        })
        .await
}

/// Disconnects the merchant's store: the business forgets its shop and the installation its
/// business (the app stays installed, so reconnecting needs no new consent), and the settings a
/// disconnect resets are deleted by their owners ([`StoreDisconnected`]).
#[utoipa::path(post, path = "/api/admin/v1/store/auth/disconnect", responses((status = 200, description = "disconnected"),
    (status = 403, description = "influencers cannot disconnect")))]
pub async fn disconnect(req: HttpRequest, state: web::Data<AppState>) -> AppResult<HttpResponse> {
    let current = session::require(&state.db, &req).await?;
    if !current.is_admin() {
        return Err(AppError::Forbidden("Only the merchant can disconnect the store".into()));
    }
    let business_id = current.business_id.clone();
    let disconnected = events::of::<StoreDisconnected>(&state);
    state
        .db
        .run(move |conn| {
            crate::db::write_transaction(conn, |conn| {
                diesel::update(store_installations::table.filter(store_installations::business_id.eq(&business_id)))
                    .set(store_installations::business_id.eq(None::<String>))
                    .execute(conn)?;
                crate::features::accounts::set_store_domain(conn, &business_id, None)?;
                disconnected.written(conn, &StoreDisconnected { business_id: business_id.clone() })
            })
        })
        .await?;
    tracing::info!(business.id = %current.business_id, "store disconnected");
    Ok(envelope::ok(&serde_json::json!({})))
}
