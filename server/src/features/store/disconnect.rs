//! What disconnecting a store resets ("resets account settings including
//! appearance"; docs/store.md#disconnect): the AI preferences, the product options map and the
//! theme. Both the merchant's disconnect and the platform's `app/uninstalled` webhook call
//! [`on_disconnect`], inside their own transaction, so the reset happens with the disconnect or not
//! at all. Links become inactive here too, and `installation::attach` restores them on reconnect.
//! Settings added later that a disconnect must reset belong here too.

use crate::db::DbConnection;
use crate::error::AppResult;
use crate::features::catalog::{options_map, preferences};

/// Deletes the business's store-bound settings and makes its links inactive.
pub fn on_disconnect(conn: &mut DbConnection, business_id: &str) -> AppResult<()> {
    preferences::clear(conn, business_id)?;
    options_map::clear(conn, business_id)?;
    crate::features::appearance::store::clear(conn, business_id)?;
    crate::features::settings::store::clear(conn, business_id)?;
    crate::features::links::lifecycle::on_disconnect(conn, business_id)?;
    Ok(())
}
