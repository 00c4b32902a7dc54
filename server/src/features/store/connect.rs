//! Connecting a store to an account (docs/store.md#connect): the signed-in merchant claims a
//! pending installation, the install-first pages verify the store token and sign up or log in while
//! connecting, and the merchant can disconnect.

use actix_web::{web, HttpRequest, HttpResponse};
use diesel::prelude::*;
use serde::{Deserialize, Serialize};

use super::disconnect;
use super::installation::{self, Installation};
use super::shopify::admin::AdminClient;
use super::subscriptions;
use crate::db::schema::{businesses, store_installations};
use crate::error::{AppError, AppResult};
use crate::features::accounts::session;
use crate::features::auth::login::{authenticate_merchant, signed_in};
use crate::features::auth::register::{create_account, validate_signup, NewAccount, Signup};
use crate::features::auth::{client_key, passwords, request_locale};
use crate::features::catalog::sync;
use crate::http::body::{Bounded, Json};
use crate::http::envelope;
use crate::state::AppState;

/// The store auth token from `?auth=…`.
#[derive(Debug, Deserialize, utoipa::ToSchema)]
pub struct ConnectBody {
    /// Token issued by the OAuth callback.
    pub auth: String,
}

impl Bounded for ConnectBody {}

/// Sign up while connecting.
#[derive(Debug, Deserialize, utoipa::ToSchema)]
pub struct RegisterConnectBody {
    /// Store token.
    pub auth: String,
    pub(crate) username: String,
    pub(crate) email: String,
    pub(crate) password: String,
}

impl Bounded for RegisterConnectBody {}

/// Log in while connecting.
#[derive(Debug, Deserialize, utoipa::ToSchema)]
pub struct LoginConnectBody {
    /// Store token.
    pub auth: String,
    /// Username or email.
    pub username: String,
    pub(crate) password: String,
}

impl Bounded for LoginConnectBody {}

/// What the install-first pages show.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
struct StoreInfo {
    shop: String,
    shop_name: String,
    email: Option<String>,
}

const FAILED: &str = "The connection with the store platform failed";

async fn pending(state: &AppState, token: String) -> AppResult<Installation> {
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
    state.limits.links_ip.check(&client_key(&req, &state))?;
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
    after_attach(&state, current.business_id.clone());
    Ok(envelope::ok(&serde_json::json!({"shop": shop})))
}

/// Background work once a store is attached to a business: the first catalog sync, the
/// webhook subscriptions, the store's time zone and then the orders the shop sent before it was
/// connected (filed under the zone's days). None blocks the connect.
pub fn after_attach(state: &web::Data<AppState>, business_id: String) {
    sync::spawn(state.clone(), business_id.clone());
    subscriptions::spawn(state.clone(), business_id.clone());
    let state = state.clone();
    tokio::spawn(async move {
        super::profile::refresh_logged(&state, &business_id).await;
        super::webhooks::process::replay_deferred_orders(state, business_id);
    });
}

async fn claim(state: &AppState, token: String, business_id: String) -> AppResult<String> {
    state
        .db
        .run(move |conn| {
            let Some(row) = installation::by_connect_token(conn, &token)? else {
                return Err(AppError::BadRequest(FAILED.into()));
            };
            installation::attach(conn, &row, &business_id)?;
            Ok(row.shop_domain)
        })
        .await
}

/// Creates a verified account (the store vouches for the email) and connects the store.
#[utoipa::path(post, path = "/api/auth/register/connect", request_body = RegisterConnectBody,
    responses((status = 200, description = "signed in, data.token"), (status = 400, description = "store token invalid"),
        (status = 409, description = "username or email taken"), (status = 422, description = "invalid input"),
        (status = 429, description = "too many sign-ups from this address")))]
pub async fn register_connect(
    req: HttpRequest,
    state: web::Data<AppState>,
    body: Json<RegisterConnectBody>,
) -> AppResult<HttpResponse> {
    // A bcrypt hash: limited like every sign-up.
    state.limits.signup_ip.check(&client_key(&req, &state))?;
    let body = body.into_inner();
    let Signup { username, email, name } = validate_signup(&body.username, &body.email, &body.password, None)?;
    let row = pending(&state, body.auth.clone()).await?;
    let hash = passwords::hash(body.password).await?;
    let locale = request_locale(&req);
    let token = state
        .db
        .run(move |conn| {
            crate::db::write_transaction(conn, |conn| {
                let (user_id, business_id) = create_account(
                    conn,
                    &NewAccount {
                        username: &username,
                        email: &email,
                        name: &name,
                        hash: &hash,
                        locale: locale.tag(),
                        verified: true,
                    },
                )?;
                installation::attach(conn, &row, &business_id)?;
                Ok::<_, AppError>((session::create(conn, &business_id, Some(&user_id), None)?, business_id))
            })
        })
        .await?;
    let (token, business_id) = token;
    after_attach(&state, business_id);
    signed_in(&state, token)
}

/// Logs an existing merchant in and connects the store.
#[utoipa::path(post, path = "/api/auth/login/connect", request_body = LoginConnectBody,
    responses((status = 200, description = "signed in, data.token"), (status = 400, description = "store token invalid"),
        (status = 401, description = "Incorrect username or password"), (status = 409, description = "already connected elsewhere")))]
pub async fn login_connect(
    req: HttpRequest,
    state: web::Data<AppState>,
    body: Json<LoginConnectBody>,
) -> AppResult<HttpResponse> {
    let body = body.into_inner();
    pending(&state, body.auth.clone()).await?;
    let user = authenticate_merchant(&req, &state, &body.username, body.password).await?;
    claim(&state, body.auth, user.business_id.clone()).await?;
    after_attach(&state, user.business_id.clone());
    let token = state.db.run(move |conn| session::create(conn, &user.business_id, Some(&user.id), None)).await?;
    signed_in(&state, token)
}

/// Disconnects the merchant's store: the business forgets its shop and the installation its
/// business (the app stays installed, so reconnecting needs no new consent), and the settings a
/// disconnect resets are deleted ([`super::disconnect`]).
#[utoipa::path(post, path = "/api/admin/v1/store/auth/disconnect", responses((status = 200, description = "disconnected"),
    (status = 403, description = "influencers cannot disconnect")))]
pub async fn disconnect(req: HttpRequest, state: web::Data<AppState>) -> AppResult<HttpResponse> {
    let current = session::require(&state.db, &req).await?;
    if !current.is_admin() {
        return Err(AppError::Forbidden("Only the merchant can disconnect the store".into()));
    }
    let business_id = current.business_id.clone();
    state
        .db
        .run(move |conn| {
            crate::db::write_transaction(conn, |conn| {
                diesel::update(store_installations::table.filter(store_installations::business_id.eq(&business_id)))
                    .set(store_installations::business_id.eq(None::<String>))
                    .execute(conn)?;
                diesel::update(businesses::table.find(&business_id))
                    .set(businesses::store_domain.eq(None::<String>))
                    .execute(conn)?;
                disconnect::on_disconnect(conn, &business_id)
            })
        })
        .await?;
    tracing::info!(business.id = %current.business_id, "store disconnected");
    Ok(envelope::ok(&serde_json::json!({})))
}
