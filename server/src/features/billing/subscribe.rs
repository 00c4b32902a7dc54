//! Choosing a paid plan (docs/billing.md#choosing-a-plan): the server asks the store platform for a
//! recurring subscription with a 30-day trial, and a usage line capped per cycle for the plan's
//! per-sale fee, and hands the merchant the platform's confirmation URL, which shows both. Coming back from it changes nothing by itself: the return handler asks the platform for the
//! subscription's status and only an ACTIVE one changes the plan.

use actix_web::{web, HttpRequest, HttpResponse};
use diesel::prelude::*;
use serde::Deserialize;

use super::access::{billing_client, own_business};
use super::catalogue::{catalogue, fee_terms, price_cents, sale_fee, PAID_TRIAL_DAYS};
use super::status::{self, PENDING};
use crate::clock::now;
use crate::config::Environment;
use crate::db::schema::billing_subscriptions;
use crate::error::{AppError, AppResult};
use crate::features::accounts::session;
use crate::features::accounts::user::SubscriptionPlan;
use crate::features::store::shopify::billing::{self, SubscriptionRequest, UsageTerms};
use crate::http::body::{Bounded, Json};
use crate::http::client_ip::client_key;
use crate::http::{envelope, redirect};
use crate::ids::new_id;
use crate::state::AppState;

/// Body of the subscription checkout call (docs/billing.md#choosing-a-plan).
#[derive(Debug, Deserialize, utoipa::ToSchema)]
pub struct UpgradeBody {
    /// `STARTER`, `BUSINESS` or `PRO`.
    pub store_subscription_plan: String,
    /// The caller's business (optional; another business's id answers 404).
    pub business_id: Option<String>,
}

impl Bounded for UpgradeBody {}

/// Query of the platform's return redirect.
#[derive(Debug, Deserialize)]
pub struct ReturnQuery {
    /// Business that asked.
    pub business_id: String,
    /// Numeric id of the subscription (Shopify's `charge_id`).
    pub charge_id: Option<String>,
}

fn paid_plan(raw: &str) -> AppResult<SubscriptionPlan> {
    let plan = match raw.trim().to_ascii_uppercase().as_str() {
        "STARTER" => SubscriptionPlan::Starter,
        "BUSINESS" => SubscriptionPlan::Business,
        "PRO" => SubscriptionPlan::Pro,
        "FREE" => {
            return Err(AppError::field(
                "store_subscription_plan",
                "The free plan needs no subscription; cancel instead",
            ))
        }
        "ENTERPRISE" => {
            return Err(AppError::field(
                "store_subscription_plan",
                "The Enterprise plan is arranged with our sales team",
            ))
        }
        _ => return Err(AppError::field("store_subscription_plan", "Unknown plan")),
    };
    Ok(plan)
}

/// The 30-day trial is for a business's first paid subscription; later ones bill at once.
fn trial_days(conn: &mut crate::db::DbConnection, business_id: &str) -> AppResult<i32> {
    let ever_billed: i64 = billing_subscriptions::table
        .filter(billing_subscriptions::business_id.eq(business_id))
        .filter(billing_subscriptions::status.ne_all([PENDING, "DECLINED"]))
        .count()
        .get_result(conn)?;
    Ok(if ever_billed == 0 { PAID_TRIAL_DAYS } else { 0 })
}

/// `POST /api/admin/v1/store/plan/upgrade/request`: data is the confirmation URL to open.
#[utoipa::path(post, path = "/api/admin/v1/store/plan/upgrade/request", request_body = UpgradeBody,
    responses((status = 200, description = "data: the platform's confirmation URL"),
        (status = 403, description = "influencers cannot change the plan"), (status = 404, description = "not your business"),
        (status = 409, description = "no store connected, or already on that plan"), (status = 422, description = "not a paid plan")))]
pub async fn request_upgrade(
    req: HttpRequest,
    state: web::Data<AppState>,
    body: Json<UpgradeBody>,
) -> AppResult<HttpResponse> {
    let current = session::require(&state.db, &req).await?;
    let body = body.into_inner();
    own_business(&current, body.business_id.as_deref())?;
    let plan = paid_plan(&body.store_subscription_plan)?;
    if current.user.subscription_plan == plan {
        return Err(AppError::Conflict("You are already on this plan".into()));
    }
    let client = billing_client(&state, &current).await?;
    let business_id = current.business_id.clone();
    let trial = state.db.run(move |conn| trial_days(conn, &business_id)).await?;
    let info =
        catalogue().into_iter().find(|p| p.name == plan).ok_or_else(|| AppError::field("plan", "Unknown plan"))?;
    let cents = price_cents(plan).unwrap_or_default();
    let name = format!("Shoplinks {}", info.presented_name);
    let return_url = format!(
        "{}/shopify/billing/return?business_id={}",
        state.public_base,
        url::form_urlencoded::byte_serialize(current.business_id.as_bytes()).collect::<String>()
    );
    let created = billing::create(
        &client,
        &SubscriptionRequest {
            name: &name,
            amount: format!("{}.{:02}", cents / 100, cents % 100),
            currency: "USD",
            trial_days: trial,
            return_url: &return_url,
            test: state.settings.environment != Environment::Production,
            usage: sale_fee(plan).map(|fee| UsageTerms {
                capped_amount: crate::money::decimal(fee.cap_cents, "USD"),
                terms: fee_terms(fee),
            }),
        },
    )
    .await
    .map_err(|e| AppError::Internal(anyhow::Error::new(e).context("creating the app subscription")))?;
    let business_id = current.business_id.clone();
    let shop = client.shop().to_owned();
    let gid = created.id.clone();
    state
        .db
        .run(move |conn| {
            let at = now();
            diesel::insert_into(billing_subscriptions::table)
                .values((
                    billing_subscriptions::id.eq(new_id()),
                    billing_subscriptions::business_id.eq(&business_id),
                    billing_subscriptions::shop_domain.eq(&shop),
                    billing_subscriptions::shopify_id.eq(&gid),
                    billing_subscriptions::plan.eq(plan.as_db()),
                    billing_subscriptions::status.eq(PENDING),
                    billing_subscriptions::created_at.eq(at),
                    billing_subscriptions::updated_at.eq(at),
                ))
                .execute(conn)?;
            Ok(())
        })
        .await?;
    tracing::info!(business.id = %current.business_id, plan = plan.as_db(), trial, "app subscription requested");
    Ok(envelope::ok(&created.confirmation_url))
}

/// `GET /shopify/billing/return`: where the platform sends the merchant after deciding. Reads
/// the real status from the platform, then sends the browser to the pricing page with the
/// outcome (`active`, `declined` or `pending`). It needs no session and a known return link
/// costs a store API call each time, so it is limited per client address like every link
/// token ([`RateLimits::links_ip`]).
///
/// [`RateLimits::links_ip`]: crate::http::rate_limit::RateLimits::links_ip
pub async fn billing_return(
    req: HttpRequest,
    query: web::Query<ReturnQuery>,
    state: web::Data<AppState>,
) -> AppResult<HttpResponse> {
    state.limits.links_ip.check(&state.db, &client_key(&req, &state)).await?;
    let ReturnQuery { business_id, charge_id } = query.into_inner();
    let gid = charge_id.map(|c| format!("gid://shopify/AppSubscription/{c}"));
    let owner = business_id.clone();
    let row = match gid {
        Some(gid) => {
            state
                .db
                .run(move |conn| {
                    Ok(billing_subscriptions::table
                        .filter(billing_subscriptions::business_id.eq(&owner))
                        .filter(billing_subscriptions::shopify_id.eq(&gid))
                        .select((billing_subscriptions::id, billing_subscriptions::shop_domain))
                        .first::<(String, String)>(conn)
                        .optional()?)
                })
                .await?
        }
        None => None,
    };
    let outcome = match row {
        None => "pending".to_owned(),
        Some((id, shop)) => {
            if let Err(e) = status::refresh(&state, &shop).await {
                tracing::warn!(error = %e, shop.domain = %shop, "billing return: could not read the subscription");
            }
            let (plan, current) = state
                .db
                .run(move |conn| {
                    Ok(billing_subscriptions::table
                        .find(&id)
                        .select((billing_subscriptions::plan, billing_subscriptions::status))
                        .first::<(String, String)>(conn)?)
                })
                .await?;
            match current.as_str() {
                status::ACTIVE => format!("active&plan={plan}"),
                "DECLINED" => "declined".to_owned(),
                _ => "pending".to_owned(),
            }
        }
    };
    Ok(redirect::see_other(&format!("/pricing-plans?billing={outcome}")))
}
