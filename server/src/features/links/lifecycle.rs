//! Links follow the store (docs/store.md#disconnect, issue 4): disconnecting or uninstalling makes
//! every live link of the business inactive, and reconnecting restores exactly those, never links
//! the merchant deleted. Both run inside the transaction that detaches or attaches the store
//! (subscribed to the store's events).

use diesel::prelude::*;

use crate::clock::now;
use crate::db::schema::links;
use crate::db::DbConnection;
use crate::error::AppResult;
use crate::events::Subscribe;
use crate::features::media::FileReferences;
use crate::features::store::events::{StoreConnected, StoreDisconnected};
use crate::state::Handles;

/// Subscribes the links to the store's connects and disconnects, and tells the uploads sweep
/// that link images name uploaded files.
pub fn subscribe(handles: &mut Handles) {
    handles.on_write::<StoreDisconnected>(|conn, event| on_disconnect(conn, &event.business_id).map(drop));
    handles.on_write::<StoreConnected>(|conn, event| on_reconnect(conn, &event.business_id).map(drop));
    handles.get_or_default_mut::<FileReferences>().add(super::served::image_lists);
}

/// Marks the business's live links inactive; returns how many.
pub fn on_disconnect(conn: &mut DbConnection, business_id: &str) -> AppResult<usize> {
    Ok(diesel::update(
        links::table
            .filter(links::business_id.eq(business_id))
            .filter(links::closed_at.is_null())
            .filter(links::store_disconnected_at.is_null()),
    )
    .set(links::store_disconnected_at.eq(Some(now())))
    .execute(conn)?)
}

/// Restores the links a disconnect made inactive; returns how many.
pub fn on_reconnect(conn: &mut DbConnection, business_id: &str) -> AppResult<usize> {
    Ok(diesel::update(
        links::table.filter(links::business_id.eq(business_id)).filter(links::store_disconnected_at.is_not_null()),
    )
    .set(links::store_disconnected_at.eq(None::<chrono::NaiveDateTime>))
    .execute(conn)?)
}
