//! Signing up or logging in while connecting a store (docs/store.md#connect): the install-first
//! pages, reached from the store platform with a store token, create a verified account (the
//! store vouches for the email) or sign an existing merchant in, and attach the pending
//! installation in the same step.

use actix_web::{web, HttpRequest, HttpResponse};
use serde::Deserialize;

use super::login::{authenticate_merchant, signed_in};
use super::register::{create_account, validate_signup};
use super::{client_key, passwords, request_locale};
use crate::error::{AppError, AppResult};
use crate::events;
use crate::features::accounts::session;
use crate::features::store::events::StoreConnected;
use crate::features::store::{connect, installation};
use crate::http::body::{Bounded, Json};
use crate::state::AppState;

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
    state.limits.signup_ip.check(&state.db, &client_key(&req, &state)).await?;
    let body = body.into_inner();
    let signup = validate_signup(&body.username, &body.email, &body.password, None)?;
    let row = connect::pending(&state, body.auth.clone()).await?;
    let hash = passwords::hash(body.password).await?;
    let locale = request_locale(&req);
    let connected = events::of::<StoreConnected>(&state);
    let token = state
        .db
        .run(move |conn| {
            crate::db::write_transaction(conn, |conn| {
                let (user_id, business_id) = create_account(conn, &signup.account(&hash, locale.tag(), true))?;
                installation::attach(conn, &row, &business_id, &connected)?;
                Ok::<_, AppError>((session::create(conn, &business_id, Some(&user_id), None)?, business_id))
            })
        })
        .await?;
    let (token, business_id) = token;
    connect::after_attach(&state, &business_id).await?;
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
    connect::pending(&state, body.auth.clone()).await?;
    let user = authenticate_merchant(&req, &state, &body.username, body.password).await?;
    connect::claim(&state, body.auth, user.business_id.clone()).await?;
    connect::after_attach(&state, &user.business_id).await?;
    let token = state.db.run(move |conn| session::create(conn, &user.business_id, Some(&user.id), None)).await?;
    signed_in(&state, token)
}
