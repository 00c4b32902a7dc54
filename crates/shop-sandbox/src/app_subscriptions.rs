//! The sandbox store's app subscriptions (its Billing API): stored rows, the status changes
//! Shopify makes (approve, decline, cancel, uninstall), and the `app_subscriptions/update`
//! webhook each change sends. Like Shopify, a shop has at most one ACTIVE subscription of the
//! app: approving a new one cancels the one before.

use actix_web::web;
use diesel::prelude::*;
use serde_json::json;

use super::webhooks;
use crate::schema::sandbox_app_subscriptions;
use crate::state::Sandbox;
use kernel::clock::now;
use kernel::db::DbConnection;
use kernel::error::AppResult;

/// A stored subscription.
#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = sandbox_app_subscriptions)]
pub struct Subscription {
    /// `{shop}/{number}`.
    pub id: String,
    /// Shop.
    pub shop_domain: String,
    /// Number in the gid.
    pub number: i64,
    /// Name shown to the merchant.
    pub name: String,
    /// Price per 30 days in cents.
    pub price_cents: i64,
    pub(crate) currency: String,
    /// Free days.
    pub trial_days: i32,
    /// Test charge.
    pub is_test: bool,
    /// `PENDING`, `ACTIVE`, `DECLINED`, `CANCELLED`.
    pub status: String,
    /// Where the merchant returns after deciding.
    pub return_url: String,
    /// SHA-256 of the confirmation link's signature.
    pub confirm_token_hash: String,
    pub(crate) created_at: chrono::NaiveDateTime,
    /// Last change.
    pub updated_at: chrono::NaiveDateTime,
}

impl Subscription {
    /// `gid://shopify/AppSubscription/{number}`.
    pub fn gid(&self) -> String {
        format!("gid://shopify/AppSubscription/{}", self.number)
    }

    /// `"$99.00 USD"`.
    pub fn price_label(&self) -> String {
        format!("${}.{:02} {}", self.price_cents / 100, self.price_cents % 100, self.currency)
    }
}

/// Row id of subscription `number` of `shop`.
pub fn row_id(shop: &str, number: i64) -> String {
    format!("{shop}/{number}")
}

/// The subscription with this gid on `shop`.
pub fn by_gid(conn: &mut DbConnection, shop: &str, gid: &str) -> AppResult<Option<Subscription>> {
    let Some(number) = gid.strip_prefix("gid://shopify/AppSubscription/").and_then(|n| n.parse::<i64>().ok()) else {
        return Ok(None);
    };
    by_number(conn, shop, number)
}

/// Subscription `number` of `shop`.
pub fn by_number(conn: &mut DbConnection, shop: &str, number: i64) -> AppResult<Option<Subscription>> {
    Ok(sandbox_app_subscriptions::table
        .find(row_id(shop, number))
        .select(Subscription::as_select())
        .first(conn)
        .optional()?)
}

/// Every subscription of `shop`, newest first.
pub fn all(conn: &mut DbConnection, shop: &str) -> AppResult<Vec<Subscription>> {
    Ok(sandbox_app_subscriptions::table
        .filter(sandbox_app_subscriptions::shop_domain.eq(shop))
        .order(sandbox_app_subscriptions::number.desc())
        .select(Subscription::as_select())
        .load(conn)?)
}

/// Sets `status` on subscription `id` and, when it becomes ACTIVE, cancels the shop's other
/// active one. Returns every subscription whose status changed.
pub fn set_status(conn: &mut DbConnection, sub: &Subscription, status: &str) -> AppResult<Vec<Subscription>> {
    kernel::db::write_transaction(conn, |conn| {
        let at = now();
        let mut changed_ids = vec![sub.id.clone()];
        if status == "ACTIVE" {
            let others = sandbox_app_subscriptions::table
                .filter(sandbox_app_subscriptions::shop_domain.eq(&sub.shop_domain))
                .filter(sandbox_app_subscriptions::status.eq("ACTIVE"))
                .filter(sandbox_app_subscriptions::id.ne(&sub.id));
            changed_ids.extend(others.select(sandbox_app_subscriptions::id).load::<String>(conn)?);
            diesel::update(others)
                .set((sandbox_app_subscriptions::status.eq("CANCELLED"), sandbox_app_subscriptions::updated_at.eq(at)))
                .execute(conn)?;
        }
        diesel::update(sandbox_app_subscriptions::table.find(&sub.id))
            .set((sandbox_app_subscriptions::status.eq(status), sandbox_app_subscriptions::updated_at.eq(at)))
            .execute(conn)?;
        Ok(sandbox_app_subscriptions::table
            .filter(sandbox_app_subscriptions::id.eq_any(changed_ids))
            .select(Subscription::as_select())
            .load(conn)?)
    })
}

/// Ends every pending or active subscription of `shop` (the app was uninstalled). Shopify sends
/// no billing webhook then, since the app can no longer receive any but `app/uninstalled`.
pub fn cancel_all(conn: &mut DbConnection, shop: &str) -> AppResult<()> {
    diesel::update(
        sandbox_app_subscriptions::table
            .filter(sandbox_app_subscriptions::shop_domain.eq(shop))
            .filter(sandbox_app_subscriptions::status.eq_any(["ACTIVE", "PENDING"])),
    )
    .set((sandbox_app_subscriptions::status.eq("CANCELLED"), sandbox_app_subscriptions::updated_at.eq(now())))
    .execute(conn)?;
    Ok(())
}

/// Sends `app_subscriptions/update` for each changed subscription (Shopify's REST shape).
pub fn notify(state: &web::Data<Sandbox>, changed: Vec<Subscription>) {
    for sub in changed {
        let payload = json!({"app_subscription": {
            "admin_graphql_api_id": sub.gid(),
            "name": sub.name,
            "status": sub.status,
            "admin_graphql_api_shop_id": format!("gid://shopify/Shop/{}", sub.shop_domain),
            "created_at": sub.created_at.and_utc().to_rfc3339(),
            "updated_at": sub.updated_at.and_utc().to_rfc3339(),
            "currency": sub.currency,
            "capped_amount": null,
        }});
        webhooks::deliver(state.clone(), sub.shop_domain.clone(), "app_subscriptions/update", payload);
    }
}
