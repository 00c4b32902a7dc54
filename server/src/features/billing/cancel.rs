//! Choosing the free plan (docs/billing.md#cancelling): every subscription still billing is
//! cancelled through the store platform, then the plan falls back to FREE. The UI re-verifies the
//! user after it.

use actix_web::{web, HttpRequest, HttpResponse};
use diesel::prelude::*;
use serde::Deserialize;
use serde_json::json;

use super::access::own_business;
use super::status::{self, ACTIVE, CANCELLED, PENDING};
use crate::clock::now;
use crate::db::schema::billing_subscriptions;
use crate::error::{AppError, AppResult};
use crate::features::accounts::session;
use crate::features::store::installation;
use crate::features::store::shopify::billing;
use crate::http::body::{Bounded, Json};
use crate::http::envelope;
use crate::state::AppState;

/// Body of the downgrade call (docs/billing.md#cancelling).
#[derive(Debug, Default, Deserialize, utoipa::ToSchema)]
pub struct CancelBody {
    /// The caller's business (optional; another business's id answers 404).
    pub business_id: Option<String>,
}

impl Bounded for CancelBody {}

/// `POST /api/admin/v1/store/plan/cancel`: data is `{subscriptionPlan: "FREE"}`.
#[utoipa::path(post, path = "/api/admin/v1/store/plan/cancel", request_body = CancelBody,
    responses((status = 200, description = "data: subscriptionPlan FREE"),
        (status = 403, description = "influencers cannot change the plan"), (status = 404, description = "not your business")))]
pub async fn cancel(
    req: HttpRequest,
    state: web::Data<AppState>,
    body: Json<Option<CancelBody>>,
) -> AppResult<HttpResponse> {
    let current = session::require(&state.db, &req).await?;
    let body = body.into_inner().unwrap_or_default();
    own_business(&current, body.business_id.as_deref())?;
    let business_id = current.business_id.clone();
    let billing_rows = state
        .db
        .run(move |conn| {
            Ok(billing_subscriptions::table
                .filter(billing_subscriptions::business_id.eq(&business_id))
                .filter(billing_subscriptions::status.eq_any([ACTIVE, PENDING]))
                .select((
                    billing_subscriptions::id,
                    billing_subscriptions::shop_domain,
                    billing_subscriptions::shopify_id,
                ))
                .load::<(String, String, String)>(conn)?)
        })
        .await?;
    for (id, shop, gid) in billing_rows {
        // An uninstalled app has no subscriptions left to cancel on the platform.
        let reported = match installation::client_for_shop(&state, &shop).await? {
            Some(client) => billing::cancel(&client, &gid)
                .await
                .map_err(|e| AppError::Internal(anyhow::Error::new(e).context("cancelling the app subscription")))?,
            None => CANCELLED.to_owned(),
        };
        state
            .db
            .run(move |conn| {
                diesel::update(billing_subscriptions::table.find(&id))
                    .set((billing_subscriptions::status.eq(reported), billing_subscriptions::updated_at.eq(now())))
                    .execute(conn)?;
                Ok(())
            })
            .await?;
    }
    let business_id = current.business_id.clone();
    let plan = state.db.run(move |conn| status::recompute_plan(conn, &business_id)).await?;
    tracing::info!(business.id = %current.business_id, plan = plan.as_db(), "plan cancelled");
    Ok(envelope::ok(&json!({"subscriptionPlan": plan})))
}
