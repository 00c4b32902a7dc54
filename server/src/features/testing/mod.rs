//! Test seeding, for browser tests only: `POST /api/test/session` creates a business with a
//! merchant (or an influencer) in the requested plan and store state and signs it in.
//!
//! Mounted only when `SHOPLINKS_TEST_SEED=1`, which configuration refuses in production.
//! [`bulk`] generates a merchant's history at scale for the analytics bench.

use actix_web::{web, HttpResponse};
use chrono::Duration;
use diesel::prelude::*;
use serde::{Deserialize, Serialize};

use crate::clock::now;
use crate::db::schema::{businesses, influencers, users};
use crate::error::AppResult;
use crate::features::accounts::model::{InfluencerSettings, NewBusiness, NewInfluencer, NewUser};
use crate::features::accounts::session;
use crate::features::accounts::user::{Permissions, SubscriptionPlan};
use crate::http::body::{Bounded, Json};
use crate::http::envelope;
use crate::ids::new_id;
use crate::state::AppState;

pub mod bulk;

/// Mounts the seeding endpoint.
pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.route("/test/session", web::post().to(seed_session));
}

/// Who to create.
#[derive(Debug, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SeedRequest {
    /// `admin` or `influencer`.
    pub role: String,
    /// Whether the business has a store connected.
    #[serde(default = "yes")]
    pub store_connected: bool,
    /// Plan (default FREE).
    #[schema(value_type = String)]
    pub plan: Option<SubscriptionPlan>,
    /// Trial days left (default 30).
    pub free_trial_days_left: Option<i64>,
    /// Influencer permissions (default none).
    #[schema(value_type = Object)]
    pub permissions: Option<Permissions>,
    /// Product vision (the magic store): AI tagging on at medium sensitivity.
    #[serde(default)]
    pub product_vision_enabled: bool,
}

impl Bounded for SeedRequest {}

fn yes() -> bool {
    true
}

#[derive(Serialize)]
struct Seeded {
    token: String,
    username: String,
}

/// Creates the fixture and signs it in (cookie and token).
#[utoipa::path(post, path = "/api/test/session", request_body = SeedRequest, responses((status = 200, description = "signed in")))]
pub async fn seed_session(state: web::Data<AppState>, body: Json<SeedRequest>) -> AppResult<HttpResponse> {
    let req = body.into_inner();
    let secure = state.settings.public_url.scheme() == "https";
    let seeded = state.db.run(move |conn| create(conn, &req)).await?;
    let mut res = envelope::ok(&seeded);
    res.add_cookie(&session::cookie(&seeded.token, secure)).map_err(|e| crate::error::AppError::Internal(e.into()))?;
    Ok(res)
}

fn create(conn: &mut crate::db::DbConnection, req: &SeedRequest) -> AppResult<Seeded> {
    let at = now();
    let business_id = new_id();
    let suffix = &business_id[..8];
    let username = format!("shop-{suffix}");
    let plan = req.plan.unwrap_or(SubscriptionPlan::Free);
    let days = req.free_trial_days_left.unwrap_or(30);
    let domain = format!("{username}.myshopify.com");
    diesel::insert_into(businesses::table)
        .values(&NewBusiness {
            id: &business_id,
            name: &format!("Shop {suffix}"),
            subscription_plan: plan.as_db(),
            // Whole days from now, minus a minute so "30" reads as 30, not 31.
            trial_ends_at: at + Duration::days(days) - Duration::minutes(1),
            store_domain: req.store_connected.then_some(domain.as_str()),
            product_vision_enabled: req.product_vision_enabled,
            created_at: at,
        })
        .execute(conn)?;
    if req.product_vision_enabled {
        // On exactly while AI tagging is (docs/magic-store.md#what-turns-it-on).
        crate::features::settings::set_sensitivity(conn, &business_id, crate::features::settings::Sensitivity::Medium)?;
    }
    let user_id = new_id();
    diesel::insert_into(users::table)
        .values(&NewUser {
            id: &user_id,
            business_id: &business_id,
            username: &username,
            email: &format!("{username}@example.com"),
            name: &format!("Merchant {suffix}"),
            password_hash: "!",
            is_verified: true,
            locale: None,
            created_at: at,
        })
        .execute(conn)?;
    let token = if req.role == "influencer" {
        let p = req.permissions.unwrap_or_default();
        let inf_id = new_id();
        diesel::insert_into(influencers::table)
            .values(&NewInfluencer {
                id: &inf_id,
                business_id: &business_id,
                username: &format!("creator-{suffix}"),
                password_hash: None,
                settings: InfluencerSettings {
                    perm_commission: p.commission_enabled,
                    perm_clicks: p.clicks_enabled,
                    perm_revenue: p.revenue_enabled,
                    perm_sales: p.sales_enabled,
                    perm_cr: p.cr_enabled,
                    perm_aov: p.aov_enabled,
                    perm_links: p.is_active_influencer,
                    ..InfluencerSettings::new(format!("creator-{suffix}@example.com"))
                },
                created_at: at,
            })
            .execute(conn)?;
        session::create(conn, &business_id, None, Some(&inf_id))?
    } else {
        session::create(conn, &business_id, Some(&user_id), None)?
    };
    Ok(Seeded { token, username })
}

/// This feature's endpoints and request shapes in the OpenAPI document (`crate::openapi` merges
/// every feature's).
#[derive(utoipa::OpenApi)]
#[openapi(paths(seed_session,), components(schemas(SeedRequest,)))]
pub struct Api;
