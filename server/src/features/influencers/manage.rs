//! Creating, editing and reading one influencer (docs/influencers.md#calls); the merchant's
//! alone. A save checks every rule, then asks the connected store about the promocode (a
//! network call, before the transaction), then checks the cap, the username and the promocode
//! against the business's other influencers inside the transaction that writes, so a refused
//! save writes nothing.

use actix_web::{web, HttpRequest, HttpResponse};

use super::account::new_password;
use super::rules::{self, Fields, USERNAME_TAKEN};
use super::store;
use super::wire::{InfluencerBody, InfluencerOut};
use crate::clock::now;
use crate::db::business_write_transaction;
use crate::error::{AppError, AppResult};
use crate::features::accounts;
use crate::features::accounts::commission::Rules;
use crate::features::accounts::model::{InfluencerSettings, NewInfluencer};
use crate::features::accounts::plan::TrialState;
use crate::features::accounts::session::{self, Session};
use crate::features::auth::passwords;
use crate::features::links::{ask_code, StoreVerdict};
use crate::http::body::Json;
use crate::http::envelope;
use crate::ids::new_id;
use crate::state::AppState;

/// The signed-in merchant, refused to influencers and (for changes) to a free account whose
/// trial ended.
pub(super) async fn merchant_managing(state: &AppState, req: &HttpRequest, changing: bool) -> AppResult<Session> {
    let current = session::require_merchant(&state.db, req).await?;
    if changing && current.user.trial_state == TrialState::Ended {
        return Err(AppError::Forbidden(store::TRIAL_ENDED.into()));
    }
    Ok(current)
}

/// The body's promocode with the store's spelling, or a `promocode` error. The store is only
/// asked when the code is new or changed (`stored` is the code saved before).
async fn store_checked(
    state: &AppState,
    business_id: &str,
    mut settings: InfluencerSettings,
    stored: Option<&str>,
    errors: &mut Fields,
) -> InfluencerSettings {
    let unchanged = matches!((settings.promocode.as_deref(), stored), (Some(a), Some(b)) if a.eq_ignore_ascii_case(b));
    let verdict = if unchanged {
        StoreVerdict::Known(stored.unwrap_or_default().to_owned())
    } else {
        ask_code(state, business_id, settings.promocode.as_deref()).await
    };
    settings.promocode = verdict.apply(settings.promocode.take(), errors);
    settings
}

/// `POST /api/admin/v1/influencers/create`.
#[utoipa::path(post, path = "/api/admin/v1/influencers/create", request_body = InfluencerBody,
    responses((status = 200, description = "data: the influencer, with `password` shown this once", body = InfluencerOut),
        (status = 403, description = "influencers; trial ended; the plan's cap is reached"),
        (status = 409, description = "the username is taken"),
        (status = 422, description = "a rule is broken or the store refused the promocode; nothing saved")))]
pub async fn create(
    req: HttpRequest,
    state: web::Data<AppState>,
    body: Json<InfluencerBody>,
) -> AppResult<HttpResponse> {
    let current = merchant_managing(&state, &req, true).await?;
    let business_id = current.business_id.clone();
    let limits = current.user.plan_limits;
    let owner = business_id.clone();
    state.db.run(move |conn| store::require_room(conn, &owner, &limits, None)).await?;

    let mut errors = Fields::new();
    let username = rules::username(body.username.as_deref().unwrap_or_default())
        .map_err(|message| errors.insert("username".into(), message))
        .unwrap_or_default();
    let settings = rules::settings(&body, None, &mut errors);
    let settings = store_checked(&state, &business_id, settings, None, &mut errors).await;
    if let Some(refused) = store::refusal(errors) {
        return Err(refused);
    }

    let password = new_password();
    let hash = passwords::hash(password.clone()).await?;
    let created = state
        .db
        .run(move |conn| {
            // The plan's cap, the username and the promocode are checked against what is
            // stored: two creates at once must not both pass them.
            business_write_transaction(conn, &business_id, |conn| {
                store::require_room(conn, &business_id, &limits, None)?;
                let mut errors = Fields::new();
                if accounts::influencer_named(conn, &business_id, &username)?.is_some() {
                    errors.insert("username".into(), USERNAME_TAKEN.into());
                }
                store::check_promocode_free(conn, &business_id, &settings, None, &mut errors)?;
                if let Some(refused) = store::refusal(errors) {
                    return Err(refused);
                }
                let id = new_id();
                accounts::create_influencer(
                    conn,
                    &NewInfluencer {
                        id: &id,
                        business_id: &business_id,
                        username: &username,
                        password_hash: Some(&hash),
                        settings,
                        created_at: now(),
                    },
                )
            })
        })
        .await?;
    tracing::info!(business = %created.business_id, influencer = %created.username, "influencer created");
    Ok(envelope::ok(&InfluencerOut { password: Some(password), ..InfluencerOut::from(&created) }))
}

/// `POST /api/admin/v1/influencers/{username}/edit`. The username never changes; switching
/// the active switch off ends their sessions, switching it on counts against the cap.
#[utoipa::path(post, path = "/api/admin/v1/influencers/{username}/edit", request_body = InfluencerBody,
    params(("username" = String, Path, description = "the influencer")),
    responses((status = 200, description = "data: the influencer as saved", body = InfluencerOut),
        (status = 403, description = "influencers; trial ended; switching on past the cap"),
        (status = 404, description = "no such influencer in the business"),
        (status = 422, description = "a rule is broken or the store refused the promocode; nothing saved")))]
pub async fn edit(
    req: HttpRequest,
    state: web::Data<AppState>,
    path: web::Path<String>,
    body: Json<InfluencerBody>,
) -> AppResult<HttpResponse> {
    let current = merchant_managing(&state, &req, true).await?;
    let business_id = current.business_id.clone();
    let limits = current.user.plan_limits;
    let username = path.into_inner();
    let owner = business_id.clone();
    let before = state.db.run(move |conn| store::find(conn, &owner, &username)).await?;

    let mut errors = Fields::new();
    let settings = rules::settings(&body, Some(before.is_active), &mut errors);
    let settings = store_checked(&state, &business_id, settings, before.promocode.as_deref(), &mut errors).await;
    if let Some(refused) = store::refusal(errors) {
        return Err(refused);
    }

    let saved = state
        .db
        .run(move |conn| {
            business_write_transaction(conn, &business_id, |conn| {
                if settings.is_active && !before.is_active {
                    store::require_room(conn, &business_id, &limits, Some(&before.id))?;
                }
                let mut errors = Fields::new();
                store::check_promocode_free(conn, &business_id, &settings, Some(&before.id), &mut errors)?;
                if let Some(refused) = store::refusal(errors) {
                    return Err(refused);
                }
                let ends_sessions = !settings.is_active && before.is_active;
                let after = accounts::save_influencer(conn, &before.id, &settings)?;
                if ends_sessions {
                    session::delete_all_for(conn, None, Some(&before.id))?;
                }
                // The commission the analytics page sums follows the rules in force.
                if Rules::of(&after) != Rules::of(&before) {
                    crate::features::orders::recount_commission(conn, &after)?;
                }
                Ok(after)
            })
        })
        .await?;
    Ok(envelope::ok(&InfluencerOut::from(&saved)))
}

/// `GET /api/admin/v1/influencers/{username}`.
#[utoipa::path(get, path = "/api/admin/v1/influencers/{username}",
    params(("username" = String, Path, description = "the influencer")),
    responses((status = 200, description = "data: the influencer", body = InfluencerOut),
        (status = 403, description = "influencers"), (status = 404, description = "no such influencer in the business")))]
pub async fn profile(req: HttpRequest, state: web::Data<AppState>, path: web::Path<String>) -> AppResult<HttpResponse> {
    let current = merchant_managing(&state, &req, false).await?;
    let username = path.into_inner();
    let found = state.db.run(move |conn| store::find(conn, &current.business_id, &username)).await?;
    Ok(envelope::ok(&InfluencerOut::from(&found)))
}
