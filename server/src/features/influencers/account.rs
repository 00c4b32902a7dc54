//! An influencer's login as the merchant manages it (docs/influencers.md#calls): the username
//! check of the create form, a new password, and deactivation (the page's delete).

use actix_web::{web, HttpRequest, HttpResponse};
use rand::Rng;

use super::manage::merchant_managing;
use super::rules::{self, USERNAME_TAKEN};
use super::store;
use super::wire::{ActivateBody, InfluencerOut, UsernameBody, UsernameFree};
use crate::db::write_transaction;
use crate::error::{AppError, AppResult};
use crate::features::accounts;
use crate::features::accounts::session;
use crate::features::auth::passwords;
use crate::http::body::Json;
use crate::http::envelope;
use crate::state::AppState;

/// Characters of a generated password: letters and digits that cannot be mistaken for each
/// other when read out or retyped (no 0/O, 1/l/I).
const PASSWORD_CHARS: &[u8] = b"abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789";
/// Length of a generated password (about 70 bits).
const PASSWORD_LEN: usize = 12;

/// A new random password that the login rules accept (it has a digit).
pub fn new_password() -> String {
    let mut rng = rand::rng();
    loop {
        let password: String =
            (0..PASSWORD_LEN).map(|_| PASSWORD_CHARS[rng.random_range(0..PASSWORD_CHARS.len())] as char).collect();
        if password.chars().any(|c| c.is_ascii_digit()) {
            return password;
        }
    }
}

/// `POST /api/admin/v1/influencers/validate/username`: whether a new influencer may be called
/// this. Free is 200 with the name as it will be saved.
#[utoipa::path(post, path = "/api/admin/v1/influencers/validate/username", request_body = UsernameBody,
    responses((status = 200, description = "data: the username, free", body = UsernameFree),
        (status = 403, description = "influencers"), (status = 409, description = "taken in the business"),
        (status = 422, description = "not a username's form")))]
pub async fn validate_username(
    req: HttpRequest,
    state: web::Data<AppState>,
    body: Json<UsernameBody>,
) -> AppResult<HttpResponse> {
    let current = merchant_managing(&state, &req, false).await?;
    let username = rules::username(&body.username).map_err(|message| AppError::field("username", message))?;
    let checked = username.clone();
    if state.db.run(move |conn| Ok(accounts::influencer_named(conn, &current.business_id, &checked)?.is_some())).await?
    {
        return Err(AppError::taken("username", USERNAME_TAKEN));
    }
    Ok(envelope::ok(&UsernameFree { username }))
}

/// `POST /api/admin/v1/influencers/{username}/password/reset`: a new password, returned once
/// with the influencer; the old one stops working and their sessions end. (A POST, not the GET
/// the dashboard's older contract names: it changes state, so the cross-site check must see it.)
#[utoipa::path(post, path = "/api/admin/v1/influencers/{username}/password/reset",
    params(("username" = String, Path, description = "the influencer")),
    responses((status = 200, description = "data: the influencer with the new `password`", body = InfluencerOut),
        (status = 403, description = "influencers; trial ended"), (status = 404, description = "no such influencer in the business")))]
pub async fn reset_password(
    req: HttpRequest,
    state: web::Data<AppState>,
    path: web::Path<String>,
) -> AppResult<HttpResponse> {
    let current = merchant_managing(&state, &req, true).await?;
    let password = new_password();
    let hash = passwords::hash(password.clone()).await?;
    let username = path.into_inner();
    let found = state
        .db
        .run(move |conn| {
            write_transaction(conn, |conn| {
                let found = store::find(conn, &current.business_id, &username)?;
                accounts::set_influencer_password(conn, &found.id, &hash)?;
                session::delete_all_for(conn, None, Some(&found.id))?;
                Ok(found)
            })
        })
        .await?;
    tracing::info!(business = %found.business_id, influencer = %found.username, "influencer password reset");
    Ok(envelope::ok(&InfluencerOut { password: Some(password), ..InfluencerOut::from(&found) }))
}

/// `POST /api/admin/v1/influencers/{username}/activate` with `{activate}`: false is the page's
/// delete (they cannot sign in, every session of theirs ends at once, the selectors no longer
/// offer them; their links, figures and attributed orders stay); true brings them back within
/// the plan's cap.
#[utoipa::path(post, path = "/api/admin/v1/influencers/{username}/activate", request_body = ActivateBody,
    params(("username" = String, Path, description = "the influencer")),
    responses((status = 200, description = "data: the influencer", body = InfluencerOut),
        (status = 403, description = "influencers; trial ended; activating past the cap"),
        (status = 404, description = "no such influencer in the business")))]
pub async fn activate(
    req: HttpRequest,
    state: web::Data<AppState>,
    path: web::Path<String>,
    body: Json<ActivateBody>,
) -> AppResult<HttpResponse> {
    let current = merchant_managing(&state, &req, body.activate).await?;
    let (activate, limits, username) = (body.activate, current.user.plan_limits, path.into_inner());
    let saved = state
        .db
        .run(move |conn| {
            write_transaction(conn, |conn| {
                let found = store::find(conn, &current.business_id, &username)?;
                if activate && !found.is_active {
                    store::require_room(conn, &current.business_id, &limits, Some(&found.id))?;
                }
                let saved = accounts::set_influencer_active(conn, &found.id, activate)?;
                if !activate {
                    session::delete_all_for(conn, None, Some(&found.id))?;
                }
                Ok(saved)
            })
        })
        .await?;
    tracing::info!(business = %saved.business_id, influencer = %saved.username, active = saved.is_active, "influencer switched");
    Ok(envelope::ok(&InfluencerOut::from(&saved)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn generated_passwords_pass_the_login_rules_and_differ() {
        let a = new_password();
        assert_eq!(a.len(), PASSWORD_LEN);
        assert_eq!(crate::features::auth::validate::password_problem(&a), None);
        assert_ne!(a, new_password());
    }
}
