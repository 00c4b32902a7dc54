//! Password reset: requests (merchant, influencer, signed-in user) and the reset itself.
//!
//! Requests always answer success, whether or not the account exists, and send the email in the
//! background so the answer takes the same time either way; a person gets at most
//! [`RateLimits::account_emails`] links an hour however many are asked for. A reset token works
//! once, for 30 minutes, and a successful reset ends every session of that person. The token is
//! looked up before the new password is hashed, so a bad token never costs a bcrypt hash.
//!
//! [`RateLimits::account_emails`]: crate::http::rate_limit::RateLimits::account_emails

use actix_web::{web, HttpRequest, HttpResponse};
use lettre::message::Mailbox;
use serde::Deserialize;

use super::tokens::{self, Purpose, Subject};
use super::validate::{normalize_email, normalize_username, password_problem};
use super::{client_key, passwords, request_locale};
use crate::db::DbConnection;
use crate::error::{AppError, AppResult};
use crate::features::accounts;
use crate::features::accounts::model::User;
use crate::features::accounts::session::{self, SessionSubject};
use crate::features::{email, jobs};
use crate::http::body::{Bounded, Json};
use crate::http::{envelope, origin};
use crate::locale::Locale;
use crate::state::AppState;

/// Merchant request: username or email.
#[derive(Debug, Deserialize, utoipa::ToSchema)]
pub struct MerchantResetRequest {
    /// Username or email.
    pub username: String,
}

impl Bounded for MerchantResetRequest {}

/// Influencer request: merchant username or email, influencer username or email.
#[derive(Debug, Deserialize, utoipa::ToSchema)]
pub struct InfluencerResetRequest {
    /// The merchant's username or email.
    pub username: String,
    /// The influencer's username or email.
    pub influencer_username: String,
}

impl Bounded for InfluencerResetRequest {}

/// The new password with the token from the link.
#[derive(Debug, Deserialize, utoipa::ToSchema)]
pub struct ResetBody {
    /// Token from `/reset-password?token=…`.
    pub token: String,
    /// New password (same rules as sign-up).
    pub new_password: String,
}

impl Bounded for ResetBody {}

/// Who gets a reset email.
struct Recipient {
    subject: Subject,
    name: String,
    email: String,
    merchant: Option<String>,
    locale: Option<String>,
}

fn ok_empty() -> HttpResponse {
    envelope::ok(&serde_json::json!({}))
}

/// Sends a reset link to a merchant, if the account exists.
#[utoipa::path(post, path = "/api/auth/password/reset/request", request_body = MerchantResetRequest,
    responses((status = 200, description = "sent if the account exists"), (status = 429, description = "too many requests")))]
pub async fn request_merchant(
    req: HttpRequest,
    state: web::Data<AppState>,
    body: Json<MerchantResetRequest>,
) -> AppResult<HttpResponse> {
    let who = body.into_inner().username;
    if who.trim().is_empty() {
        return Err(AppError::field("username", "Username or email is required"));
    }
    state.limits.reset_ip.check(&state.db, &client_key(&req, &state)).await?;
    state.limits.reset_account.check(&state.db, &format!("merchant:{}", normalize_username(&who))).await?;
    let found = state.db.run(move |conn| find_merchant(conn, &who)).await?;
    let recipient = found.map(|u| Recipient {
        subject: Subject::User(u.id.clone()),
        name: u.name,
        email: u.email,
        merchant: None,
        locale: u.locale,
    });
    send_in_background(&req, &state, unless_emailed_enough(&state, recipient).await?);
    Ok(ok_empty())
}

/// Sends a reset link to an influencer, if the account exists.
#[utoipa::path(post, path = "/api/auth/password/reset/request/influencer", request_body = InfluencerResetRequest,
    responses((status = 200, description = "sent if the account exists"), (status = 429, description = "too many requests")))]
pub async fn request_influencer(
    req: HttpRequest,
    state: web::Data<AppState>,
    body: Json<InfluencerResetRequest>,
) -> AppResult<HttpResponse> {
    let body = body.into_inner();
    if body.username.trim().is_empty() || body.influencer_username.trim().is_empty() {
        return Err(AppError::field("username", "Username or email is required"));
    }
    state.limits.reset_ip.check(&state.db, &client_key(&req, &state)).await?;
    let account =
        format!("influencer:{}/{}", normalize_username(&body.username), normalize_username(&body.influencer_username));
    state.limits.reset_account.check(&state.db, &account).await?;
    let found = state
        .db
        .run(move |conn| {
            let Some(merchant) = find_merchant(conn, &body.username)? else { return Ok(None) };
            let who = normalize_username(&body.influencer_username);
            let email = normalize_email(&body.influencer_username);
            let inf = accounts::active_influencer(conn, &merchant.business_id, &who, Some(&email))?;
            let shop = accounts::name_of(conn, &merchant.business_id)?;
            Ok::<_, AppError>(inf.map(|i| (i, shop)))
        })
        .await?;
    let recipient = found.map(|(i, shop)| Recipient {
        subject: Subject::Influencer(i.id.clone()),
        name: i.username,
        email: i.email,
        merchant: Some(shop),
        locale: None,
    });
    send_in_background(&req, &state, unless_emailed_enough(&state, recipient).await?);
    Ok(ok_empty())
}

/// Sends a reset link to the signed-in user.
#[utoipa::path(get, path = "/api/auth/user/password/reset/request", responses((status = 200, description = "sent"),
    (status = 401, description = "not signed in"), (status = 429, description = "enough links were sent this hour")))]
pub async fn request_signed_in(req: HttpRequest, state: web::Data<AppState>) -> AppResult<HttpResponse> {
    // A GET that sends an email: another site's page may not make the browser ask for one.
    origin::refuse_from_another_site(&req)?;
    let current = session::require(&state.db, &req).await?;
    let recipient = match current.subject {
        SessionSubject::Admin(u) => Recipient {
            subject: Subject::User(u.id.clone()),
            name: u.name,
            email: u.email,
            merchant: None,
            locale: u.locale,
        },
        SessionSubject::Influencer { influencer, .. } => Recipient {
            subject: Subject::Influencer(influencer.id.clone()),
            name: influencer.username,
            email: influencer.email,
            merchant: Some(current.business.name.clone()),
            locale: None,
        },
    };
    // Signed in, nothing needs hiding: past the limit the person is told to wait.
    may_email(&state, &recipient).await?;
    send_in_background(&req, &state, Some(recipient));
    Ok(ok_empty())
}

/// Sets a new password with a reset token and ends that person's sessions.
#[utoipa::path(post, path = "/api/auth/password/reset", request_body = ResetBody,
    responses((status = 200, description = "password changed"), (status = 400, description = "link invalid or expired"),
        (status = 422, description = "password breaks the rules"), (status = 429, description = "too many attempts")))]
pub async fn reset(req: HttpRequest, state: web::Data<AppState>, body: Json<ResetBody>) -> AppResult<HttpResponse> {
    state.limits.links_ip.check(&state.db, &client_key(&req, &state)).await?;
    let ResetBody { token, new_password } = body.into_inner();
    // The token before the password: a bad token is answered after one indexed lookup, never
    // after a bcrypt hash of whatever password came with it.
    let usable = {
        let token = token.clone();
        state.db.run(move |conn| tokens::is_usable(conn, Purpose::Reset, &token)).await?
    };
    if !usable {
        return Err(invalid_link());
    }
    if let Some(p) = password_problem(&new_password) {
        return Err(AppError::field("new_password", p));
    }
    let hash = passwords::hash(new_password).await?;
    let changed = state
        .db
        .run(move |conn| {
            crate::db::write_transaction(conn, |conn| {
                // Used up here, not above: a password that breaks the rules leaves the link working.
                let subject = tokens::consume(conn, Purpose::Reset, &token)?;
                match subject {
                    Some(Subject::User(id)) => {
                        accounts::set_user_password(conn, &id, &hash)?;
                        session::delete_all_for(conn, Some(&id), None)?;
                        Ok::<_, AppError>(true)
                    }
                    Some(Subject::Influencer(id)) => {
                        accounts::set_influencer_password(conn, &id, &hash)?;
                        session::delete_all_for(conn, None, Some(&id))?;
                        Ok(true)
                    }
                    // Used by a reset that finished while this one was hashing.
                    None => Ok(false),
                }
            })
        })
        .await?;
    if !changed {
        return Err(invalid_link());
    }
    Ok(ok_empty())
}

fn invalid_link() -> AppError {
    AppError::BadRequest("This password reset link is invalid or has expired".into())
}

/// Counts one reset email to `r` against [`RateLimits::account_emails`]; refused past it.
///
/// [`RateLimits::account_emails`]: crate::http::rate_limit::RateLimits::account_emails
async fn may_email(state: &AppState, r: &Recipient) -> AppResult<()> {
    let key = match &r.subject {
        Subject::User(id) => format!("reset:user:{id}"),
        Subject::Influencer(id) => format!("reset:influencer:{id}"),
    };
    let allowed = state.limits.account_emails.check(&state.db, &key).await;
    if allowed.is_err() {
        tracing::info!(key = %key, "reset link not sent: enough were sent this hour");
    }
    allowed
}

/// `recipient` unless they were sent enough emails this hour ([`may_email`]); signed out, that
/// is not told, so the caller sends nothing and answers as usual.
async fn unless_emailed_enough(state: &AppState, recipient: Option<Recipient>) -> AppResult<Option<Recipient>> {
    let Some(r) = recipient else { return Ok(None) };
    match may_email(state, &r).await {
        Ok(()) => Ok(Some(r)),
        Err(AppError::RateLimited(_)) => Ok(None),
        Err(e) => Err(e),
    }
}

fn find_merchant(conn: &mut DbConnection, who: &str) -> AppResult<Option<User>> {
    let username = normalize_username(who);
    let email = normalize_email(who);
    accounts::merchant_by_login(conn, &username, &email)
}

/// Issues the token and queues the email off the request, so timing does not tell whether the
/// account exists; the job queue sends it, trying again while the mail server is down.
fn send_in_background(req: &HttpRequest, state: &web::Data<AppState>, recipient: Option<Recipient>) {
    let Some(r) = recipient else { return };
    let locale = r.locale.as_deref().and_then(Locale::parse).unwrap_or_else(|| request_locale(req));
    let to: Mailbox = match r.email.parse() {
        Ok(to) => to,
        Err(e) => {
            tracing::error!(error = %e, "reset email has a bad address");
            return;
        }
    };
    let state = state.clone();
    tokio::spawn(async move {
        let public_base = state.public_base.clone();
        let queued = state
            .db
            .run(move |conn| {
                crate::db::write_transaction(conn, |conn| {
                    let token = tokens::issue(conn, Purpose::Reset, &r.subject)?;
                    let link = format!("{public_base}/reset-password?token={token}");
                    let context = serde_json::json!({"name": r.name, "link": link, "merchant": r.merchant});
                    jobs::push(conn, &email::message(&to, "reset_password", locale, context))
                })
            })
            .await;
        match queued {
            Ok(_) => jobs::wake(&state),
            Err(e) => tracing::error!(error = %e, "reset email could not be queued"),
        }
    });
}
