//! Sign-up, email verification, merchant and influencer login, logout, session details,
//! password reset, the sign-up request form, account deletion (docs/accounts.md) and signing up or
//! logging in while connecting a store.

mod account;
mod details;
mod lockout;
mod login;
pub mod passwords;
mod register;
mod reset;
mod signup_request;
mod store_connect;
mod tokens;
pub mod validate;
mod verify_account;
pub use details::UserDetails;

use actix_web::{web, HttpRequest};

use crate::http::locale;
use crate::locale::Locale;

/// The client address the rate limits count under.
pub(crate) use crate::http::client_ip::client_key;

/// Mounts the auth calls (inside the `/api` scope).
pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.route("/auth/register", web::post().to(register::register))
        .route("/auth/validate/username", web::post().to(register::validate_username))
        .route("/auth/validate/email", web::post().to(register::validate_email))
        .route("/auth/account/verify", web::post().to(verify_account::verify_account))
        .route("/auth/login", web::post().to(login::login))
        .route("/admin/v1/influencers/login", web::post().to(login::influencer_login))
        .route("/auth/logout", web::post().to(login::logout))
        .route("/auth/verify", web::post().to(details::verify))
        .route("/auth/password/reset/request", web::post().to(reset::request_merchant))
        .route("/auth/password/reset/request/influencer", web::post().to(reset::request_influencer))
        .route("/auth/password/reset", web::post().to(reset::reset))
        .route("/auth/user/password/reset/request", web::get().to(reset::request_signed_in))
        .route("/auth/register/request", web::post().to(signup_request::signup_request))
        .route("/auth/account/delete", web::post().to(account::delete_account))
        .route("/auth/register/connect", web::post().to(store_connect::register_connect))
        .route("/auth/login/connect", web::post().to(store_connect::login_connect));
}

/// The language for emails sent on behalf of this request.
pub(crate) fn request_locale(req: &HttpRequest) -> Locale {
    locale::choose(req, None).0
}

/// Schedules auth's upkeep: used or expired email tokens go every hour.
pub fn schedule(handles: &mut crate::state::Handles) {
    crate::features::jobs::schedule(handles, tokens::SWEEP);
}

/// This feature's endpoints and request shapes in the OpenAPI document (`crate::openapi` merges
/// every feature's).
#[derive(utoipa::OpenApi)]
#[openapi(
    paths(
        register::register,
        register::validate_username,
        register::validate_email,
        verify_account::verify_account,
        login::login,
        login::influencer_login,
        login::logout,
        details::verify,
        reset::request_merchant,
        reset::request_influencer,
        reset::request_signed_in,
        reset::reset,
        signup_request::signup_request,
        account::delete_account,
        store_connect::register_connect,
        store_connect::login_connect,
    ),
    components(schemas(
        register::RegisterBody,
        register::UsernameBody,
        register::EmailBody,
        verify_account::TokenBody,
        login::LoginBody,
        login::InfluencerLoginBody,
        reset::MerchantResetRequest,
        reset::InfluencerResetRequest,
        reset::ResetBody,
        signup_request::SignupRequestBody,
        account::DeleteAccountBody,
        store_connect::RegisterConnectBody,
        store_connect::LoginConnectBody,
    ))
)]
pub struct Api;
