//! The sandbox store's app subscriptions (its Billing API): stored rows, the status changes
//! Shopify makes (approve, decline, cancel, uninstall), and the `app_subscriptions/update`
//! webhook each change sends. Like Shopify, a shop has at most one ACTIVE subscription of the
//! app: approving a new one cancels the one before.
//!
//! A subscription has one or two line items, in the order the app asked for them: a recurring
//! price every 30 days and, optionally, a usage line (a cap per 30-day cycle and the terms the
//! merchant approves), against which the app charges usage records ([`crate::usage_records`]).
//! Shoplinks charges its per-sale fee that way, so the sandbox models both as Shopify does. The
//! billing cycle is Shopify's `EVERY_30_DAYS`: 30-day steps from the moment the merchant
//! approved (`activated_at`); the cycle containing now is the current period, whose end is the
//! subscription's `currentPeriodEnd` and within which the usage line's cap holds.

use actix_web::web;
use chrono::{NaiveDateTime, TimeDelta};
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
    pub(crate) created_at: NaiveDateTime,
    /// Last change.
    pub updated_at: NaiveDateTime,
    /// When the merchant approved it (it became ACTIVE): the billing cycles count from here.
    pub activated_at: Option<NaiveDateTime>,
    /// The usage line's cap per cycle, in minor units of `usage_currency` (cents of USD).
    pub usage_capped_cents: Option<i64>,
    pub(crate) usage_currency: Option<String>,
    /// The usage line's terms, shown to the merchant on approval.
    pub usage_terms: Option<String>,
    /// The usage line's index among the line items (0 or 1), as its gid names it.
    pub usage_line_index: Option<i32>,
}

/// Length of a billing cycle (Shopify's `EVERY_30_DAYS`).
pub const CYCLE_DAYS: i64 = 30;

/// A subscription's usage line.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct UsageLine<'a> {
    /// Its index among the line items.
    pub index: i32,
    /// Cap per cycle, minor units of `currency`.
    pub capped_cents: i64,
    /// ISO code of the cap (and of every record charged to it).
    pub currency: &'a str,
    /// What the merchant approved.
    pub terms: &'a str,
}

/// The 30-day step after `activated` that contains `at`, as `[start, end)`; the first one when
/// `at` is before `activated`.
pub fn cycle_at(activated: NaiveDateTime, at: NaiveDateTime) -> (NaiveDateTime, NaiveDateTime) {
    let cycle = TimeDelta::days(CYCLE_DAYS);
    let steps = ((at - activated).num_seconds() / cycle.num_seconds()).max(0);
    let start = activated + TimeDelta::days(CYCLE_DAYS * steps);
    (start, start + cycle)
}

/// `gid://shopify/AppSubscriptionLineItem/{number}?v=1&index={index}`, as Shopify spells it.
pub fn line_gid(number: i64, index: i32) -> String {
    format!("gid://shopify/AppSubscriptionLineItem/{number}?v=1&index={index}")
}

/// The subscription number and line index a line item gid names (`index` 0 when left out).
pub fn parse_line_gid(gid: &str) -> Option<(i64, i32)> {
    let rest = gid.strip_prefix("gid://shopify/AppSubscriptionLineItem/")?;
    let (number, query) = rest.split_once('?').unwrap_or((rest, ""));
    let number = number.parse::<i64>().ok().filter(|n| *n > 0)?;
    let mut index = 0;
    for (key, value) in url::form_urlencoded::parse(query.as_bytes()) {
        if key == "index" {
            index = value.parse::<i32>().ok().filter(|i| (0..=1).contains(i))?;
        }
    }
    Some((number, index))
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

    /// Its usage line, when it has one.
    pub fn usage_line(&self) -> Option<UsageLine<'_>> {
        Some(UsageLine {
            index: self.usage_line_index.unwrap_or(1),
            capped_cents: self.usage_capped_cents?,
            currency: self.usage_currency.as_deref().unwrap_or(&self.currency),
            terms: self.usage_terms.as_deref().unwrap_or_default(),
        })
    }

    /// The recurring line's index: the other one when there is a usage line first.
    pub fn recurring_index(&self) -> i32 {
        match self.usage_line() {
            Some(usage) if usage.index == 0 => 1,
            _ => 0,
        }
    }

    /// `"$50.00 USD"`: the usage line's cap, when there is one.
    pub fn cap_label(&self) -> Option<String> {
        self.usage_line().map(|u| format!("${} {}", kernel::money::decimal(u.capped_cents, u.currency), u.currency))
    }

    /// The billing cycle containing `at` (`[start, end)`), counted from approval; none before
    /// it was ever approved. A subscription ended since keeps counting, so its usage line shows
    /// nothing used once the cycle it ended in is over.
    pub fn cycle(&self, at: NaiveDateTime) -> Option<(NaiveDateTime, NaiveDateTime)> {
        self.activated_at.map(|activated| cycle_at(activated, at))
    }

    /// `currentPeriodEnd`: the end of the cycle containing `at`, only while ACTIVE.
    pub fn current_period_end(&self, at: NaiveDateTime) -> Option<NaiveDateTime> {
        if self.status != "ACTIVE" {
            return None;
        }
        // An ACTIVE row always has `activated_at` (the migration filled it for older rows); its
        // last change stands in should one not.
        Some(cycle_at(self.activated_at.unwrap_or(self.updated_at), at).1)
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

/// Sets `status` on subscription `id` and, when it becomes ACTIVE, records when (its billing
/// cycles start there) and cancels the shop's other active one. Returns every subscription
/// whose status changed.
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
        let row = sandbox_app_subscriptions::table.find(&sub.id);
        diesel::update(row)
            .set((sandbox_app_subscriptions::status.eq(status), sandbox_app_subscriptions::updated_at.eq(at)))
            .execute(conn)?;
        if status == "ACTIVE" {
            diesel::update(row).set(sandbox_app_subscriptions::activated_at.eq(Some(at))).execute(conn)?;
        }
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

/// The `app_subscriptions/update` payload of `sub` (Shopify's REST shape, where
/// `capped_amount` is the usage line's cap as a decimal string, null without one).
pub fn webhook_payload(sub: &Subscription) -> serde_json::Value {
    json!({"app_subscription": {
        "admin_graphql_api_id": sub.gid(),
        "name": sub.name,
        "status": sub.status,
        "admin_graphql_api_shop_id": format!("gid://shopify/Shop/{}", sub.shop_domain),
        "created_at": sub.created_at.and_utc().to_rfc3339(),
        "updated_at": sub.updated_at.and_utc().to_rfc3339(),
        "currency": sub.currency,
        "capped_amount": sub.usage_line().map(|u| kernel::money::decimal(u.capped_cents, u.currency)),
    }})
}

/// Sends `app_subscriptions/update` for each changed subscription ([`webhook_payload`]).
pub fn notify(state: &web::Data<Sandbox>, changed: Vec<Subscription>) {
    for sub in changed {
        let payload = webhook_payload(&sub);
        webhooks::deliver(state.clone(), sub.shop_domain.clone(), "app_subscriptions/update", payload);
    }
}
