//! Merchant login, influencer login and logout.
//!
//! Unknown accounts and wrong passwords get the same 401 body, and unknown accounts still pay
//! for a bcrypt check so the two take similar time. Who may try a password is the lockout's
//! call ([`super::lockout`]): wrong passwords count per account and address, never against a
//! clean address.

use actix_web::{web, HttpRequest, HttpResponse};
use serde::{Deserialize, Serialize};

use super::lockout::Attempt;
use super::tokens::{self, Purpose, Subject};
use super::validate::{normalize_email, normalize_username};
use super::{client_key, passwords, request_locale};
use crate::error::{AppError, AppResult};
use crate::features::accounts::model::User;
use crate::features::accounts::{self, session};
use crate::features::{email, jobs};
use crate::http::body::{Bounded, Json};
use crate::http::envelope;
use crate::state::AppState;

/// Merchant credentials.
#[derive(Debug, Deserialize, utoipa::ToSchema)]
pub struct LoginBody {
    /// Username (or the account's email).
    pub username: String,
    pub(crate) password: String,
}

impl Bounded for LoginBody {}

/// Influencer credentials.
#[derive(Debug, Deserialize, utoipa::ToSchema)]
pub struct InfluencerLoginBody {
    /// The merchant's username.
    pub admin_username: String,
    /// The influencer's username.
    pub username: String,
    pub(crate) password: String,
}

impl Bounded for InfluencerLoginBody {}

#[derive(Serialize)]
struct TokenAnswer {
    token: String,
}

/// Signs a merchant in: answers the session token and sets the session cookie.
#[utoipa::path(post, path = "/api/auth/login", request_body = LoginBody,
    responses((status = 200, description = "signed in, data.token"), (status = 401, description = "Incorrect username or password"), (status = 429, description = "too many attempts")))]
pub async fn login(req: HttpRequest, state: web::Data<AppState>, body: Json<LoginBody>) -> AppResult<HttpResponse> {
    let body = body.into_inner();
    let user = authenticate_merchant(&req, &state, &body.username, body.password).await?;
    let (business_id, user_id) = (user.business_id.clone(), user.id.clone());
    let token = state.db.run(move |conn| session::create(conn, &business_id, Some(&user_id), None)).await?;
    signed_in(&state, token)
}

/// Signs an influencer in against their merchant.
#[utoipa::path(post, path = "/api/admin/v1/influencers/login", request_body = InfluencerLoginBody,
    responses((status = 200, description = "signed in, data.token"), (status = 401, description = "Incorrect username or password"), (status = 429, description = "too many attempts")))]
pub async fn influencer_login(
    req: HttpRequest,
    state: web::Data<AppState>,
    body: Json<InfluencerLoginBody>,
) -> AppResult<HttpResponse> {
    let body = body.into_inner();
    let merchant = normalize_username(&body.admin_username);
    let username = normalize_username(&body.username);
    let account = format!("influencer:{merchant}/{username}");
    let attempt = Attempt::begin(&state.db, &state.limits, account, &client_key(&req, &state)).await?;
    let found = state
        .db
        .run(move |conn| {
            let Some(business_id) = accounts::business_of_username(conn, &merchant)? else { return Ok(None) };
            accounts::active_influencer(conn, &business_id, &username, None)
        })
        .await?;
    let ok = passwords::verify(body.password, found.as_ref().and_then(|i| i.password_hash.clone())).await?;
    let Some(influencer) = found.filter(|_| ok) else {
        attempt.failed().await?;
        return Err(AppError::BadCredentials);
    };
    attempt.succeeded().await?;
    let (business_id, influencer_id) = (influencer.business_id.clone(), influencer.id.clone());
    let token = state.db.run(move |conn| session::create(conn, &business_id, None, Some(&influencer_id))).await?;
    signed_in(&state, token)
}

/// Checks merchant credentials (username or email) under the login rate limits; unverified
/// accounts are refused with a fresh verification link.
pub(crate) async fn authenticate_merchant(
    req: &HttpRequest,
    state: &AppState,
    username: &str,
    password: String,
) -> AppResult<User> {
    let account = normalize_username(username);
    let attempt =
        Attempt::begin(&state.db, &state.limits, format!("merchant:{account}"), &client_key(req, state)).await?;
    let email = normalize_email(username);
    let user = state.db.run(move |conn| accounts::merchant_by_login(conn, &account, &email)).await?;
    let ok = passwords::verify(password, user.as_ref().map(|u| u.password_hash.clone())).await?;
    let Some(user) = user.filter(|_| ok) else {
        attempt.failed().await?;
        return Err(AppError::BadCredentials);
    };
    attempt.succeeded().await?;
    if !user.is_verified {
        resend_verification(req, state, &user).await;
        return Err(AppError::Forbidden(
            "Please verify your email address first. We sent you a new verification link.".into(),
        ));
    }
    Ok(user)
}

/// Answers a fresh session: the token in the body and the session cookie.
pub(crate) fn signed_in(state: &AppState, token: String) -> AppResult<HttpResponse> {
    let secure = state.settings.public_url.scheme() == "https";
    let mut res = envelope::ok(&TokenAnswer { token: token.clone() });
    res.add_cookie(&session::cookie(&token, secure)).map_err(|e| AppError::Internal(e.into()))?;
    Ok(res)
}

/// Emails a fresh verification link, at most [`RateLimits::account_emails`] an hour: a wrong
/// sign-up with someone else's address must not become a way to flood their inbox. Past the
/// limit the links already sent stay valid.
///
/// [`RateLimits::account_emails`]: crate::http::rate_limit::RateLimits::account_emails
async fn resend_verification(req: &HttpRequest, state: &AppState, user: &User) {
    if state.limits.account_emails.check(&state.db, &format!("verify:{}", user.id)).await.is_err() {
        tracing::info!(user.id = %user.id, "verification link not re-sent: enough were sent this hour");
        return;
    }
    let Ok(to) = user.email.parse::<lettre::message::Mailbox>() else { return };
    let locale = user.locale.as_deref().and_then(crate::locale::Locale::parse).unwrap_or_else(|| request_locale(req));
    let (user_id, name, public_base) = (user.id.clone(), user.name.clone(), state.public_base.clone());
    let queued = state
        .db
        .run(move |conn| {
            crate::db::write_transaction(conn, |conn| {
                let token = tokens::issue(conn, Purpose::Verify, &Subject::User(user_id))?;
                let link = format!("{public_base}/verify-account?token={token}");
                let context = serde_json::json!({"name": name, "link": link});
                jobs::push(conn, &email::message(&to, "verify_account", locale, context))
            })
        })
        .await;
    match queued {
        Ok(_) => jobs::wake(state),
        Err(e) => tracing::error!(error = %e, "verification email could not be queued"),
    }
}

/// Ends the current session server-side and clears the cookie; fine when already signed out.
#[utoipa::path(post, path = "/api/auth/logout", responses((status = 200, description = "signed out")))]
pub async fn logout(req: HttpRequest, state: web::Data<AppState>) -> AppResult<HttpResponse> {
    if let Some(current) = session::current(&state.db, &req).await? {
        state.db.run(move |conn| session::delete(conn, &current.id)).await?;
    }
    let mut res = envelope::ok(&serde_json::json!({}));
    res.add_removal_cookie(&session::removal_cookie()).map_err(|e| AppError::Internal(e.into()))?;
    Ok(res)
}
