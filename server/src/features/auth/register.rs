//! `POST /auth/register` and the live availability checks of the sign-up form.

use std::collections::BTreeMap;

use actix_web::{web, HttpRequest, HttpResponse};
use chrono::Duration;
use lettre::message::Mailbox;
use serde::Deserialize;

use super::tokens::{self, Purpose, Subject};
use super::validate::{email_is_valid, normalize_email, normalize_username, password_problem, username_problem};
use super::{client_key, passwords, request_locale};
use crate::clock::now;
use crate::db::DbConnection;
use crate::error::{AppError, AppResult};
use crate::features::accounts;
use crate::features::accounts::model::{NewBusiness, NewUser};
use crate::features::accounts::user::SubscriptionPlan;
use crate::features::{email, jobs};
use crate::http::body::{Bounded, Json};
use crate::http::envelope;
use crate::ids::new_id;
use crate::state::AppState;

/// Length of the free trial (docs/billing.md#trial).
pub const TRIAL_DAYS: i64 = 30;

/// Sign-up form.
#[derive(Debug, Deserialize, utoipa::ToSchema)]
pub struct RegisterBody {
    /// Letters, digits, `_` and `-`; lower-cased.
    pub username: String,
    /// At least 6 characters with a digit, at most 72 bytes.
    pub password: String,
    /// Display name (defaults to the username).
    #[serde(default)]
    pub name: Option<String>,
    /// Email address.
    pub email: String,
}

impl Bounded for RegisterBody {}

/// Creates the business and its merchant user, then emails a verification link.
#[utoipa::path(post, path = "/api/auth/register", request_body = RegisterBody,
    responses((status = 200, description = "registered; verification email sent"), (status = 409, description = "username or email taken"),
        (status = 422, description = "invalid input"), (status = 429, description = "too many sign-ups from this address")))]
pub async fn register(
    req: HttpRequest,
    state: web::Data<AppState>,
    body: Json<RegisterBody>,
) -> AppResult<HttpResponse> {
    // A sign-up costs a bcrypt hash and an email: its own, tighter limit than the checks.
    state.limits.signup_ip.check(&state.db, &client_key(&req, &state)).await?;
    let body = body.into_inner();
    let signup = validate_signup(&body.username, &body.email, &body.password, body.name.as_deref())?;
    let hash = passwords::hash(body.password).await?;
    let locale = request_locale(&req);
    let to: Mailbox = format!("{} <{}>", signup.name, signup.email)
        .parse()
        .or_else(|_| signup.email.parse())
        .map_err(|e| AppError::Internal(anyhow::anyhow!("{e}")))?;
    let public_base = state.public_base.clone();
    state
        .db
        .run(move |conn| {
            crate::db::write_transaction(conn, |conn| {
                let (user_id, _) = create_account(conn, &signup.account(&hash, locale.tag(), false))?;
                let token = tokens::issue(conn, Purpose::Verify, &Subject::User(user_id))?;
                // Sent by the job queue once this commits: a slow or failing mail server
                // neither slows the sign-up nor loses the link.
                let link = format!("{public_base}/verify-account?token={token}");
                let context = serde_json::json!({"name": signup.name, "link": link});
                jobs::push(conn, &email::message(&to, "verify_account", locale, context))?;
                Ok::<_, AppError>(())
            })
        })
        .await?;
    jobs::wake(&state);
    Ok(envelope::ok(&serde_json::json!({})))
}

/// Normalised, validated sign-up fields.
#[derive(Clone)]
pub(crate) struct Signup {
    /// Lower-case username.
    pub username: String,
    /// Normalised email.
    pub email: String,
    /// Display name (the username when none was given).
    pub name: String,
}

impl Signup {
    /// The account this sign-up makes, with its password hash and language (`verified` when
    /// the store platform vouches for the email, in install-first sign-up).
    pub(crate) fn account<'a>(&'a self, hash: &'a str, locale: &'a str, verified: bool) -> NewAccount<'a> {
        NewAccount { username: &self.username, email: &self.email, name: &self.name, hash, locale, verified }
    }
}

/// Applies the sign-up rules; every broken rule is reported by field at once.
pub(crate) fn validate_signup(username: &str, email: &str, password: &str, name: Option<&str>) -> AppResult<Signup> {
    let username = normalize_username(username);
    let email = normalize_email(email);
    let mut problems = BTreeMap::new();
    if let Some(p) = username_problem(&username) {
        problems.insert("username".to_owned(), p.to_owned());
    }
    if !email_is_valid(&email) {
        problems.insert("email".to_owned(), "Incorrect email format".to_owned());
    }
    if let Some(p) = password_problem(password) {
        problems.insert("password".to_owned(), p.to_owned());
    }
    if let Some(err) = AppError::fields(problems) {
        return Err(err);
    }
    let name = name.map(|n| n.trim().to_owned()).filter(|n| !n.is_empty()).unwrap_or_else(|| username.clone());
    if name.chars().count() > 100 {
        return Err(AppError::field("name", "Name must be at most 100 characters long"));
    }
    Ok(Signup { username, email, name })
}

/// What a new merchant account is made of.
pub(crate) struct NewAccount<'a> {
    /// Normalised username.
    pub username: &'a str,
    /// Normalised email.
    pub email: &'a str,
    /// Display name.
    pub name: &'a str,
    /// bcrypt hash.
    pub hash: &'a str,
    /// Language tag.
    pub locale: &'a str,
    /// Already verified (the store platform vouches for the email in install-first sign-up).
    pub verified: bool,
}

/// Creates the business and its merchant user; returns `(user id, business id)`.
pub(crate) fn create_account(conn: &mut DbConnection, a: &NewAccount<'_>) -> AppResult<(String, String)> {
    let NewAccount { username, email, name, hash, locale, verified } = *a;
    ensure_available(conn, Some(username), Some(email))?;
    let at = now();
    let business_id = new_id();
    accounts::create_business(
        conn,
        &NewBusiness {
            id: &business_id,
            name,
            subscription_plan: SubscriptionPlan::Free.as_db(),
            trial_ends_at: at + Duration::days(TRIAL_DAYS),
            store_domain: None,
            product_vision_enabled: false,
            created_at: at,
        },
    )?;
    let user_id = new_id();
    accounts::insert_user(
        conn,
        &NewUser {
            id: &user_id,
            business_id: &business_id,
            username,
            email,
            name,
            password_hash: hash,
            is_verified: verified,
            locale: Some(locale),
            created_at: at,
        },
    )
    .map_err(map_unique)?;
    Ok((user_id, business_id))
}

/// Maps a unique-constraint race (two sign-ups at once) to the same 409 as the pre-check.
fn map_unique(err: diesel::result::Error) -> AppError {
    use diesel::result::{DatabaseErrorKind, Error};
    match &err {
        Error::DatabaseError(DatabaseErrorKind::UniqueViolation, info) => {
            if info.message().contains("email") || info.constraint_name().is_some_and(|c| c.contains("email")) {
                AppError::taken("email", "This email is already registered")
            } else {
                AppError::taken("username", "This username is already taken")
            }
        }
        _ => err.into(),
    }
}

fn ensure_available(conn: &mut DbConnection, username: Option<&str>, email: Option<&str>) -> AppResult<()> {
    if let Some(u) = username {
        if accounts::username_in_use(conn, u)? {
            return Err(AppError::taken("username", "This username is already taken"));
        }
    }
    if let Some(e) = email {
        if accounts::email_in_use(conn, e)? {
            return Err(AppError::taken("email", "This email is already registered"));
        }
    }
    Ok(())
}

/// `{username}`.
#[derive(Debug, Deserialize, utoipa::ToSchema)]
pub struct UsernameBody {
    /// As typed.
    pub username: String,
}

impl Bounded for UsernameBody {}

/// `{email}`.
#[derive(Debug, Deserialize, utoipa::ToSchema)]
pub struct EmailBody {
    /// As typed.
    pub email: String,
}

impl Bounded for EmailBody {}

/// Success means the username is free; 422 bad format; 409 taken.
#[utoipa::path(post, path = "/api/auth/validate/username", request_body = UsernameBody,
    responses((status = 200, description = "available"), (status = 409, description = "taken"), (status = 422, description = "bad format")))]
pub async fn validate_username(
    req: HttpRequest,
    state: web::Data<AppState>,
    body: Json<UsernameBody>,
) -> AppResult<HttpResponse> {
    state.limits.checks_ip.check(&state.db, &client_key(&req, &state)).await?;
    let username = normalize_username(&body.username);
    if let Some(p) = username_problem(&username) {
        return Err(AppError::field("username", p));
    }
    state.db.run(move |conn| ensure_available(conn, Some(&username), None)).await?;
    Ok(envelope::ok(&serde_json::json!({"available": true})))
}

/// Success means the email is free; 422 bad format; 409 taken.
#[utoipa::path(post, path = "/api/auth/validate/email", request_body = EmailBody,
    responses((status = 200, description = "available"), (status = 409, description = "taken"), (status = 422, description = "bad format")))]
pub async fn validate_email(
    req: HttpRequest,
    state: web::Data<AppState>,
    body: Json<EmailBody>,
) -> AppResult<HttpResponse> {
    state.limits.checks_ip.check(&state.db, &client_key(&req, &state)).await?;
    let email = normalize_email(&body.email);
    if !email_is_valid(&email) {
        return Err(AppError::field("email", "Incorrect email format"));
    }
    state.db.run(move |conn| ensure_available(conn, None, Some(&email))).await?;
    Ok(envelope::ok(&serde_json::json!({"available": true})))
}
