//! The business row as other features read and change it: its currency, time zone, plan and
//! connected store. Each feature that needs one of these asks here, so the accounts feature is
//! the one place that writes `businesses` (docs/architecture.md#each-tables-owner).

use std::collections::HashMap;

use chrono_tz::Tz;
use diesel::prelude::*;

use super::model::{Business, NewBusiness};
use super::user::SubscriptionPlan;
use super::zone;
use crate::db::schema::businesses;
use crate::db::DbConnection;
use crate::error::AppResult;

/// Business `id` (`None` when it is gone).
pub fn business(conn: &mut DbConnection, id: &str) -> AppResult<Option<Business>> {
    Ok(businesses::table.find(id).select(Business::as_select()).first(conn).optional()?)
}

/// The shop domain of `id`'s connected store (`None` when none is connected or the business is
/// gone).
pub fn store_domain_of(conn: &mut DbConnection, id: &str) -> AppResult<Option<String>> {
    Ok(businesses::table.find(id).select(businesses::store_domain).first::<Option<String>>(conn).optional()?.flatten())
}

/// The ISO currency of `id`'s prices (its store's); a business that is gone is not found.
pub fn currency_of(conn: &mut DbConnection, id: &str) -> AppResult<String> {
    Ok(businesses::table.find(id).select(businesses::currency).first(conn)?)
}

/// The name of business `id`; a business that is gone is not found.
pub fn name_of(conn: &mut DbConnection, id: &str) -> AppResult<String> {
    Ok(businesses::table.find(id).select(businesses::name).first(conn)?)
}

/// The time zone in which `id`'s days are counted; a business that is gone is not found.
pub fn zone_of(conn: &mut DbConnection, id: &str) -> AppResult<Tz> {
    let name: String = businesses::table.find(id).select(businesses::time_zone).first(conn)?;
    Ok(zone::parse(&name))
}

/// The time zones of `ids` (businesses that are gone are left out), in one query.
pub fn zones_of(conn: &mut DbConnection, ids: &[&str]) -> AppResult<HashMap<String, Tz>> {
    Ok(businesses::table
        .filter(businesses::id.eq_any(ids))
        .select((businesses::id, businesses::time_zone))
        .load::<(String, String)>(conn)?
        .into_iter()
        .map(|(id, name)| (id, zone::parse(&name)))
        .collect())
}

/// The plan `id` is on (`None` when the business is gone).
pub fn plan_of(conn: &mut DbConnection, id: &str) -> AppResult<Option<SubscriptionPlan>> {
    let plan: Option<String> =
        businesses::table.find(id).select(businesses::subscription_plan).first(conn).optional()?;
    Ok(plan.map(|p| SubscriptionPlan::from_db(&p)))
}

/// Puts `id` on `plan` (billing works out which, from the store's subscriptions).
pub fn set_plan(conn: &mut DbConnection, id: &str, plan: SubscriptionPlan) -> AppResult<()> {
    diesel::update(businesses::table.find(id)).set(businesses::subscription_plan.eq(plan.as_db())).execute(conn)?;
    Ok(())
}

/// Turns product vision (the magic store) on or off for `id`: the settings call it on every
/// save, since it is on exactly while AI tagging is (docs/magic-store.md#what-turns-it-on). Kept on the
/// business row so every session reads it with the account, without the settings.
pub fn set_product_vision(conn: &mut DbConnection, id: &str, enabled: bool) -> AppResult<()> {
    diesel::update(businesses::table.find(id)).set(businesses::product_vision_enabled.eq(enabled)).execute(conn)?;
    Ok(())
}

/// Records `shop` as `id`'s connected store, or no store with `None`.
pub fn set_store_domain(conn: &mut DbConnection, id: &str, shop: Option<&str>) -> AppResult<()> {
    diesel::update(businesses::table.find(id)).set(businesses::store_domain.eq(shop)).execute(conn)?;
    Ok(())
}

/// Forgets `shop` as the connected store of whichever business has it (the app was uninstalled),
/// or only of `id` when given (a shop's data was redacted, and `id` may have connected another
/// store since).
pub fn release_shop(conn: &mut DbConnection, shop: &str, id: Option<&str>) -> AppResult<()> {
    let holding = businesses::store_domain.eq(shop);
    let none = businesses::store_domain.eq(None::<String>);
    match id {
        Some(id) => diesel::update(businesses::table.find(id).filter(holding)).set(none).execute(conn)?,
        None => diesel::update(businesses::table.filter(holding)).set(none).execute(conn)?,
    };
    Ok(())
}

/// Records the IANA time zone the store reported for `id`.
pub fn set_time_zone(conn: &mut DbConnection, id: &str, name: &str) -> AppResult<()> {
    diesel::update(businesses::table.find(id)).set(businesses::time_zone.eq(name)).execute(conn)?;
    Ok(())
}

/// Creates a business (sign-up).
pub fn create_business(conn: &mut DbConnection, new: &NewBusiness<'_>) -> AppResult<()> {
    diesel::insert_into(businesses::table).values(new).execute(conn)?;
    Ok(())
}

/// Deletes business `id`; its users, influencers, sessions and tokens go with it (the foreign
/// keys cascade).
pub fn delete_business(conn: &mut DbConnection, id: &str) -> AppResult<()> {
    diesel::delete(businesses::table.find(id)).execute(conn)?;
    Ok(())
}
