//! Subscription statuses and the plan they imply, and what the platform reports of each usage
//! line (its cap, what this cycle used, when the cycle ends). A business's plan is whatever its most
//! recent ACTIVE subscription says, FREE when none is active; it only ever changes from what
//! the store platform reports (the Billing API, or the `app_subscriptions/update` webhook,
//! which is re-read through the API because webhooks may arrive out of order).

use diesel::prelude::*;

use crate::clock::now;
use crate::db::schema::billing_subscriptions;
use crate::db::DbConnection;
use crate::error::{AppError, AppResult};
use crate::features::accounts::user::SubscriptionPlan;
use crate::features::store::installation;
use crate::features::store::shopify::billing::{self, Status};
use crate::state::AppState;

/// Statuses under which the merchant is billed and the plan applies.
pub const ACTIVE: &str = "ACTIVE";
/// Created, waiting for the merchant's approval.
pub const PENDING: &str = "PENDING";
/// Ended by the merchant, the app or an uninstall.
pub const CANCELLED: &str = "CANCELLED";
/// Statuses a subscription never leaves on the platform.
const FINAL: [&str; 3] = [CANCELLED, "DECLINED", "EXPIRED"];

/// Recomputes `business_id`'s plan from its subscriptions and stores it.
pub fn recompute_plan(conn: &mut DbConnection, business_id: &str) -> AppResult<SubscriptionPlan> {
    let active: Option<String> = billing_subscriptions::table
        .filter(billing_subscriptions::business_id.eq(business_id))
        .filter(billing_subscriptions::status.eq(ACTIVE))
        .order(billing_subscriptions::created_at.desc())
        .select(billing_subscriptions::plan)
        .first(conn)
        .optional()?;
    let plan = active.map_or(SubscriptionPlan::Free, |p| SubscriptionPlan::from_db(&p));
    crate::features::accounts::set_plan(conn, business_id, plan)?;
    Ok(plan)
}

/// Records the statuses the platform reported for `shop` and recomputes the plan of every
/// business they concern. Subscriptions Shoplinks did not create are ignored.
pub fn record(conn: &mut DbConnection, shop: &str, statuses: &[Status]) -> AppResult<()> {
    crate::db::write_transaction(conn, |conn| {
        let mut touched: Vec<String> = Vec::new();
        for s in statuses {
            // Shoplinks stores a subscription as PENDING when it creates it, and the platform
            // never moves one back to pending: a PENDING report is a read from before the
            // merchant decided (a webhook's re-read racing the approval) and changes nothing.
            if s.status == PENDING {
                continue;
            }
            let target = billing_subscriptions::table
                .filter(billing_subscriptions::shop_domain.eq(shop))
                .filter(billing_subscriptions::shopify_id.eq(&s.id));
            let owner: Option<String> = target.select(billing_subscriptions::business_id).first(conn).optional()?;
            let Some(owner) = owner else { continue };
            // An ended subscription stays ended: a report read before it ended (a webhook's
            // re-read racing the merchant's cancel) must not bring it back.
            diesel::update(target.filter(billing_subscriptions::status.ne_all(FINAL)))
                .set((billing_subscriptions::status.eq(&s.status), billing_subscriptions::updated_at.eq(now())))
                .execute(conn)?;
            // A line item never leaves a subscription: a report without the usage line (an
            // older read) leaves what an earlier one said.
            if let Some(usage) = s.usage_line() {
                diesel::update(target)
                    .set((
                        billing_subscriptions::usage_line_id.eq(Some(usage.id)),
                        billing_subscriptions::usage_cap_minor.eq(Some(usage.capped_minor)),
                        billing_subscriptions::usage_used_minor.eq(Some(usage.used_minor)),
                    ))
                    .execute(conn)?;
            }
            if let Some(end) = s.current_period_end.as_deref().and_then(rfc3339) {
                diesel::update(target).set(billing_subscriptions::period_end.eq(Some(end))).execute(conn)?;
            }
            if !touched.contains(&owner) {
                touched.push(owner);
            }
        }
        for business_id in touched {
            recompute_plan(conn, &business_id)?;
        }
        Ok(())
    })
}

/// An RFC 3339 time as stored (UTC).
fn rfc3339(at: &str) -> Option<chrono::NaiveDateTime> {
    chrono::DateTime::parse_from_rfc3339(at).ok().map(|t| t.naive_utc())
}

/// Re-reads every subscription of the app on `shop` and applies them. Does nothing when the app
/// is no longer installed there (its subscriptions ended with the uninstall).
pub async fn refresh(state: &AppState, shop: &str) -> AppResult<()> {
    let Some(client) = installation::client_for_shop(state, shop).await? else { return Ok(()) };
    let statuses = billing::statuses(&client)
        .await
        .map_err(|e| AppError::Internal(anyhow::Error::new(e).context("reading app subscriptions")))?;
    let shop = shop.to_owned();
    state.db.run(move |conn| record(conn, &shop, &statuses)).await
}

/// The app was uninstalled from `shop`: the platform ends its subscriptions, so every pending or
/// active one is recorded as cancelled and the plans fall back to FREE.
pub fn end_all_for_shop(conn: &mut DbConnection, shop: &str) -> AppResult<()> {
    let owners: Vec<String> = billing_subscriptions::table
        .filter(billing_subscriptions::shop_domain.eq(shop))
        .filter(billing_subscriptions::status.eq_any([ACTIVE, PENDING]))
        .select(billing_subscriptions::business_id)
        .distinct()
        .load(conn)?;
    diesel::update(
        billing_subscriptions::table
            .filter(billing_subscriptions::shop_domain.eq(shop))
            .filter(billing_subscriptions::status.eq_any([ACTIVE, PENDING])),
    )
    .set((billing_subscriptions::status.eq(CANCELLED), billing_subscriptions::updated_at.eq(now())))
    .execute(conn)?;
    for business_id in owners {
        recompute_plan(conn, &business_id)?;
    }
    Ok(())
}
