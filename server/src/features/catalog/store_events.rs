//! How the catalog follows the store (docs/store.md#webhooks): a connect and a collection change
//! start a sync, a product webhook reads that product again through the Admin API (the
//! payload's REST shape is not trusted as the source of truth) or removes it, a disconnect
//! resets the AI preferences and the options map, and `shop/redact` deletes the catalog while it
//! is still that shop's.

use actix_web::web;
use diesel::prelude::*;
use futures_util::future::{BoxFuture, FutureExt};
use serde_json::json;

use super::events::{CatalogChange, CatalogChanged, ProductImages};
use super::{options_map, preferences, sync, upsert};
use crate::db::schema::{catalog_syncs, collections, products};
use crate::db::DbConnection;
use crate::error::{AppError, AppResult};
use crate::events::Subscribe;
use crate::features::store::events::{
    CollectionsChanged, ProductChanged, ShopRedacted, StoreConnected, StoreDisconnected,
};
use crate::features::store::installation;
use crate::features::store::shopify::admin::AdminClient;
use crate::features::store::shopify::documents;
use crate::state::{AppState, Handles};

/// Subscribes the catalog to the store's events.
pub fn subscribe(handles: &mut Handles) {
    crate::features::jobs::register(handles, sync::SYNC);
    handles.on_commit::<StoreConnected>(|state, event| start_sync(state, event.business_id));
    handles.on_commit::<CollectionsChanged>(|state, event| start_sync(state, event.business_id));
    handles.on_commit::<ProductChanged>(|state, event| follow_product(state, event).boxed());
    handles.on_write::<StoreDisconnected>(|conn, event| {
        preferences::clear(conn, &event.business_id)?;
        options_map::clear(conn, &event.business_id)
    });
    handles.on_write::<ShopRedacted>(redact_shop);
}

/// Starts a full sync of `business_id` in the background.
fn start_sync(state: web::Data<AppState>, business_id: String) -> BoxFuture<'static, AppResult<()>> {
    async move { sync::request(&state, &business_id).await }.boxed()
}

/// Applies a product webhook: the product as the Admin API has it now, or its removal; then
/// tells who follows the catalog.
async fn follow_product(state: web::Data<AppState>, event: ProductChanged) -> AppResult<()> {
    let ProductChanged { business_id, product_id, deleted, .. } = event;
    let owner = business_id.clone();
    if deleted {
        state
            .db
            .run(move |conn| {
                diesel::delete(
                    products::table
                        .filter(products::business_id.eq(&owner))
                        .filter(products::shopify_id.eq(&product_id)),
                )
                .execute(conn)?;
                Ok(())
            })
            .await?;
    } else {
        let install = state.db.run(move |conn| installation::active_for_business(conn, &owner)).await?;
        let Some((shop, sealed)) = install else { return Ok(()) };
        let data =
            AdminClient::sealed(&state, &shop, &sealed)?.query(&documents::PRODUCT, json!({"id": product_id})).await?;
        let node: upsert::ProductNode =
            serde_json::from_value(data["product"].clone()).map_err(|e| AppError::Internal(e.into()))?;
        let (owner, images) = (business_id.clone(), crate::events::of::<ProductImages>(&state));
        state
            .db
            .run(move |conn| {
                let map = sync::collection_map(conn, &owner)?;
                let currency = crate::features::accounts::currency_of(conn, &owner)?;
                crate::db::write_transaction(conn, |conn| {
                    upsert::product(conn, &owner, &currency, &node, &map, &images)
                })?;
                Ok(())
            })
            .await?;
    }
    let change = if deleted { CatalogChange::ProductRemoved } else { CatalogChange::ProductWritten };
    crate::events::committed(&state, CatalogChanged { business_id, change }).await
}

/// `shop/redact`: the catalog rows carry no shop; they are this shop's unless the business has
/// since connected another one.
fn redact_shop(conn: &mut DbConnection, event: &ShopRedacted) -> AppResult<()> {
    let Some(business_id) = event.business_id.as_deref() else { return Ok(()) };
    if crate::features::accounts::store_domain_of(conn, business_id)?.is_none_or(|d| d == event.shop) {
        diesel::delete(products::table.filter(products::business_id.eq(business_id))).execute(conn)?;
        diesel::delete(collections::table.filter(collections::business_id.eq(business_id))).execute(conn)?;
        diesel::delete(catalog_syncs::table.filter(catalog_syncs::business_id.eq(business_id))).execute(conn)?;
    }
    Ok(())
}
