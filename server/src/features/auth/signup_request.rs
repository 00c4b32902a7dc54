//! `POST /auth/register/request`: the temporary sign-up request landing page. The request is
//! stored and emailed to the team address.

use actix_web::{web, HttpRequest, HttpResponse};
use diesel::prelude::*;
use serde::{Deserialize, Serialize};

use super::validate::{email_is_valid, normalize_email};
use super::{client_key, request_locale};
use crate::clock::now;
use crate::db::schema::signup_requests;
use crate::error::{AppError, AppResult};
use crate::features::{email, jobs};
use crate::http::body::{Bounded, Json, Rule};
use crate::http::envelope;
use crate::ids::new_id;
use crate::state::AppState;

/// The landing page form.
#[derive(Debug, Deserialize, utoipa::ToSchema)]
pub struct SignupRequestBody {
    pub(crate) name: String,
    pub(crate) email: String,
    /// What the shop is about.
    pub description: String,
}

/// The description is a text area: line breaks allowed, the length checked with its own message.
impl Bounded for SignupRequestBody {
    fn rule(field: &str) -> Rule {
        match field {
            "description" => Rule::text(DESCRIPTION_MAX),
            _ => Rule::LINE,
        }
    }
}

/// Longest description of a sign-up request.
const DESCRIPTION_MAX: usize = 2000;

#[derive(Serialize)]
struct Answer {
    /// Where the success dialog's button goes.
    link: String,
}

/// Stores the request and tells the team.
#[utoipa::path(post, path = "/api/auth/register/request", request_body = SignupRequestBody,
    responses((status = 200, description = "stored; data.link for the dialog button"), (status = 422, description = "invalid input"),
        (status = 429, description = "too many requests from this address")))]
pub async fn signup_request(
    req: HttpRequest,
    state: web::Data<AppState>,
    body: Json<SignupRequestBody>,
) -> AppResult<HttpResponse> {
    // Each request emails the team: limited like a sign-up.
    state.limits.signup_ip.check(&state.db, &client_key(&req, &state)).await?;
    let body = body.into_inner();
    let name = body.name.trim().to_owned();
    let email = normalize_email(&body.email);
    let description = body.description.trim().to_owned();
    if name.is_empty() || name.chars().count() > 100 {
        return Err(AppError::field("name", "Name is required (at most 100 characters)"));
    }
    if !email_is_valid(&email) {
        return Err(AppError::field("email", "Incorrect email format"));
    }
    if description.is_empty() || description.chars().count() > DESCRIPTION_MAX {
        return Err(AppError::field("description", "Description is required (at most 2000 characters)"));
    }
    let context = serde_json::json!({"name": name, "email": email, "description": description});
    let message = email::message(&state.settings.team_email, "signup_request", request_locale(&req), context);
    state
        .db
        .run(move |conn| {
            crate::db::write_transaction(conn, |conn| {
                diesel::insert_into(signup_requests::table)
                    .values((
                        signup_requests::id.eq(new_id()),
                        signup_requests::name.eq(name),
                        signup_requests::email.eq(email),
                        signup_requests::description.eq(description),
                        signup_requests::created_at.eq(now()),
                    ))
                    .execute(conn)?;
                // The team hears of it by email, sent by the job queue once this commits.
                jobs::push(conn, &message)?;
                Ok(())
            })
        })
        .await?;
    jobs::wake(&state);
    Ok(envelope::ok(&Answer { link: state.settings.register_request_link.clone() }))
}
