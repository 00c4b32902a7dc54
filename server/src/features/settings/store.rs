//! Reading and writing a business's settings and logo. No row means the defaults and no logo.
//! The row's change time joins the public pages' cache versions (`public::resolve`), so a saved
//! setting or logo shows on the next page load.

use chrono::NaiveDateTime;
use diesel::prelude::*;

use super::model::{BusinessSettings, Sensitivity};
use crate::clock::now;
use crate::db::schema::business_settings as table;
use crate::db::{business_write_transaction, DbConnection};
use crate::error::AppResult;

/// What a business has saved.
#[derive(Debug, Clone, Default)]
pub struct Saved {
    /// The settings (defaults when never saved).
    pub settings: BusinessSettings,
    /// The logo's address.
    pub logo_url: Option<String>,
    /// When any of it last changed (`None`: never).
    pub changed_at: Option<NaiveDateTime>,
}

/// The saved settings and logo.
pub fn load(conn: &mut DbConnection, business_id: &str) -> AppResult<Saved> {
    let row: Option<(String, Option<String>, NaiveDateTime)> = table::table
        .find(business_id)
        .select((table::settings_json, table::logo_url, table::updated_at))
        .first(conn)
        .optional()?;
    Ok(row.map_or_else(Saved::default, |(json, logo_url, at)| Saved {
        // Validated on the way in; a value that no longer parses falls back field by field
        // (`#[serde(default)]`) rather than breaking public pages.
        settings: serde_json::from_str(&json).unwrap_or_default(),
        logo_url,
        changed_at: Some(at),
    }))
}

fn upsert(conn: &mut DbConnection, business_id: &str, settings_json: &str, logo_url: Option<&str>) -> AppResult<()> {
    diesel::delete(table::table.find(business_id)).execute(conn)?;
    diesel::insert_into(table::table)
        .values((
            table::business_id.eq(business_id),
            table::settings_json.eq(settings_json),
            table::logo_url.eq(logo_url),
            table::updated_at.eq(now()),
        ))
        .execute(conn)?;
    Ok(())
}

fn json(settings: &BusinessSettings) -> AppResult<String> {
    Ok(serde_json::to_string(settings).map_err(|e| anyhow::anyhow!(e))?)
}

/// Stores already validated settings, keeping the logo. Run it inside a
/// `business_write_transaction` (the caller checks against what is stored in the same one).
pub fn save(conn: &mut DbConnection, business_id: &str, settings: &BusinessSettings) -> AppResult<()> {
    let logo = load(conn, business_id)?.logo_url;
    upsert(conn, business_id, &json(settings)?, logo.as_deref())?;
    crate::features::accounts::set_product_vision(
        conn,
        business_id,
        settings.product_search_sensitivity != Sensitivity::Off,
    )
}

/// Turns AI tagging on at `sensitivity`, keeping the rest (the test seed's paid merchant with
/// product vision, as the settings page would leave it).
pub fn set_sensitivity(conn: &mut DbConnection, business_id: &str, sensitivity: Sensitivity) -> AppResult<()> {
    business_write_transaction(conn, business_id, |conn| {
        let settings =
            BusinessSettings { product_search_sensitivity: sensitivity, ..load(conn, business_id)?.settings };
        save(conn, business_id, &settings)
    })
}

/// Sets or (with `None`) removes the logo, keeping the settings.
pub fn set_logo(conn: &mut DbConnection, business_id: &str, logo_url: Option<&str>) -> AppResult<()> {
    business_write_transaction(conn, business_id, |conn| {
        let settings = json(&load(conn, business_id)?.settings)?;
        upsert(conn, business_id, &settings, logo_url)
    })
}

/// Back to the default settings, keeping the logo (a store disconnect: the shipping address and
/// tags belonged to the store that left; the logo is the brand's).
pub fn clear(conn: &mut DbConnection, business_id: &str) -> AppResult<()> {
    let logo = load(conn, business_id)?.logo_url;
    diesel::delete(table::table.find(business_id)).execute(conn)?;
    crate::features::accounts::set_product_vision(conn, business_id, false)?;
    if logo.is_some() {
        upsert(conn, business_id, &json(&BusinessSettings::default())?, logo.as_deref())?;
    }
    Ok(())
}

/// The saved settings (JSON) and logo of `business_id`, for the uploads sweep.
pub fn stored_texts(conn: &mut DbConnection, business_id: &str) -> AppResult<Vec<String>> {
    Ok(table::table
        .find(business_id)
        .select((table::settings_json, table::logo_url))
        .first::<(String, Option<String>)>(conn)
        .optional()?
        .map(|(settings, logo)| std::iter::once(settings).chain(logo).collect())
        .unwrap_or_default())
}
