//! Applying stored webhooks: each topic becomes one of the store's events
//! ([`crate::features::store::events`]), which the features owning the data handle. Product and
//! collection topics go to the catalog, `app_subscriptions/update` to billing, `app/uninstalled`
//! marks the installation and disconnects the store (billing ends its subscriptions, each owner
//! resets what a disconnect resets), order and refund topics go to orders, and so do the
//! customer privacy topics; `shop/redact` asks every owner to delete the shop's rows and then
//! deletes the installation ([`super::compliance`]). A subscriber's error leaves the webhook
//! pending, to be tried again. Orders of a shop installed but not yet connected to a business,
//! and topics without a handler, are kept as `deferred` for replay.

use std::collections::HashMap;
use std::sync::{Arc, LazyLock};
use std::time::Duration;

use actix_web::web;
use diesel::prelude::*;
use serde_json::Value;

use super::super::events::{
    AppUninstalled, CollectionsChanged, CustomerRequest, CustomerRequestKind, ProductChanged, SaleReceived, SaleTopic,
    ShopRedacted, StoreDisconnected, SubscriptionsChanged,
};
use super::compliance;
use crate::clock::now;
use crate::db::schema::{store_installations, webhook_inbox};
use crate::error::{AppError, AppResult};
use crate::events;
use crate::features::jobs::Periodic;
use crate::state::AppState;

/// Attempts before a webhook is left as failed.
const MAX_ATTEMPTS: i32 = 8;

/// The lock of one shop's webhooks. They are applied one at a time in this process: order,
/// refund and privacy topics read and then write the same rows, and the platform neither orders
/// nor serialises its deliveries. (Across instances the unique keys and retries still hold.)
/// SQLite has a single writer and a transaction that reads before it writes fails, rather than
/// waits, when another write lands in between; there every webhook shares one lock.
fn shop_lock(state: &AppState, shop: &str) -> Arc<tokio::sync::Mutex<()>> {
    let key = if state.db.backend() == crate::db::Backend::Sqlite { "" } else { shop };
    static LOCKS: LazyLock<std::sync::Mutex<HashMap<String, Arc<tokio::sync::Mutex<()>>>>> =
        LazyLock::new(Default::default);
    let mut locks = LOCKS.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
    // Locks nobody holds or waits for are dropped, so the map stays small.
    locks.retain(|_, lock| Arc::strong_count(lock) > 1);
    locks.entry(key.to_owned()).or_default().clone()
}

async fn pending_row(state: &web::Data<AppState>, inbox_id: &str) -> Option<(String, String, String)> {
    let id = inbox_id.to_owned();
    state
        .db
        .run(move |conn| {
            Ok(webhook_inbox::table
                .find(&id)
                .filter(webhook_inbox::status.eq("pending"))
                .select((webhook_inbox::topic, webhook_inbox::shop_domain, webhook_inbox::payload))
                .first::<(String, String, String)>(conn)
                .optional()?)
        })
        .await
        .ok()
        .flatten()
}

/// Processes one stored webhook, recording the outcome.
pub async fn process_one(state: &web::Data<AppState>, inbox_id: &str) {
    let Some((_, shop, _)) = pending_row(state, inbox_id).await else { return };
    let lock = shop_lock(state, &shop);
    let _applying = lock.lock().await;
    // Read again under the lock: another task may have applied it meanwhile.
    let Some((topic, shop, payload)) = pending_row(state, inbox_id).await else { return };
    let outcome = apply(state, &topic, &shop, &payload).await;
    let id = inbox_id.to_owned();
    let _ = state
        .db
        .run(move |conn| {
            let update = diesel::update(webhook_inbox::table.find(&id));
            match outcome {
                Ok(status) => update
                    .set((
                        webhook_inbox::status.eq(status),
                        webhook_inbox::processed_at.eq(Some(now())),
                        webhook_inbox::attempts.eq(webhook_inbox::attempts + 1),
                    ))
                    .execute(conn)?,
                Err(e) => update
                    .set((
                        webhook_inbox::attempts.eq(webhook_inbox::attempts + 1),
                        webhook_inbox::last_error.eq(Some(format!("{e:#}"))),
                    ))
                    .execute(conn)?,
            };
            Ok(())
        })
        .await;
}

async fn apply(state: &web::Data<AppState>, topic: &str, shop: &str, payload: &str) -> AppResult<&'static str> {
    let body: Value = serde_json::from_str(payload).map_err(|e| AppError::BadRequest(format!("payload: {e}")))?;
    let owner = {
        let shop = shop.to_owned();
        state
            .db
            .run(move |conn| {
                Ok(store_installations::table
                    .filter(store_installations::shop_domain.eq(&shop))
                    .select(store_installations::business_id)
                    .first::<Option<String>>(conn)
                    .optional()?)
            })
            .await?
    };
    let Some(business_id) = owner else { return Ok("done") };
    let shop = shop.to_owned();
    match topic {
        "app/uninstalled" => {
            let (uninstalled, disconnected) =
                (events::of::<AppUninstalled>(state), events::of::<StoreDisconnected>(state));
            let domain = shop.clone();
            state
                .db
                .run(move |conn| {
                    crate::db::write_transaction(conn, |conn| {
                        diesel::update(store_installations::table.filter(store_installations::shop_domain.eq(&domain)))
                            .set(store_installations::uninstalled_at.eq(Some(now())))
                            .execute(conn)?;
                        crate::features::accounts::release_shop(conn, &domain, None)?;
                        uninstalled.written(conn, &AppUninstalled { shop: domain.clone() })?;
                        match &business_id {
                            Some(business_id) => {
                                disconnected.written(conn, &StoreDisconnected { business_id: business_id.clone() })
                            }
                            None => Ok(()),
                        }
                    })
                })
                .await?;
            tracing::info!(shop.domain = shop, "app uninstalled: store disconnected");
            Ok("done")
        }
        "products/create" | "products/update" | "products/delete" => {
            let Some(business_id) = business_id else { return Ok("done") };
            let product_id = body["admin_graphql_api_id"]
                .as_str()
                .map(str::to_owned)
                .unwrap_or_else(|| format!("gid://shopify/Product/{}", body["id"]));
            let deleted = topic == "products/delete";
            events::committed(state, ProductChanged { business_id, shop, product_id, deleted }).await?;
            Ok("done")
        }
        "app_subscriptions/update" => {
            events::committed(state, SubscriptionsChanged { shop, business_id }).await?;
            Ok("done")
        }
        t if t.starts_with("collections/") => {
            if let Some(business_id) = business_id {
                events::committed(state, CollectionsChanged { business_id }).await?;
            }
            Ok("done")
        }
        "orders/create" | "orders/updated" | "orders/paid" | "refunds/create" => {
            let Some(business_id) = business_id else { return Ok("deferred") };
            let topic = if topic == "refunds/create" { SaleTopic::Refund } else { SaleTopic::Order };
            let sale = SaleReceived { business_id, shop, topic, body };
            let subscribers = events::of::<SaleReceived>(state);
            state
                .db
                .run(move |conn| crate::db::write_transaction(conn, |conn| subscribers.written(conn, &sale)))
                .await?;
            Ok("done")
        }
        "customers/data_request" | "customers/redact" => {
            // Nothing is held about customers of a shop no business has connected.
            let Some(business_id) = business_id else { return Ok("done") };
            let kind = if topic == "customers/redact" {
                CustomerRequestKind::Redact
            } else {
                CustomerRequestKind::DataRequest
            };
            let request = CustomerRequest { business_id, shop, kind, body };
            let subscribers = events::of::<CustomerRequest>(state);
            state
                .db
                .run(move |conn| crate::db::write_transaction(conn, |conn| subscribers.written(conn, &request)))
                .await?;
            Ok("done")
        }
        "shop/redact" => {
            let redacted = ShopRedacted { business_id, shop };
            let subscribers = events::of::<ShopRedacted>(state);
            state
                .db
                .run(move |conn| {
                    crate::db::write_transaction(conn, |conn| {
                        subscribers.written(conn, &redacted)?;
                        compliance::forget_shop(conn, &redacted)
                    })
                })
                .await?;
            Ok("done")
        }
        _ => Ok("deferred"),
    }
}

/// Order and refund topics a shop sent before any business was connected to it.
const REPLAYED_TOPICS: [&str; 4] = ["orders/create", "orders/updated", "orders/paid", "refunds/create"];

/// Once a business is connected, applies the order and refund webhooks its shop sent while it
/// was installed but unconnected (kept `deferred`), oldest first, so no sale is lost to the
/// order in which a merchant installed and signed up.
pub async fn replay_deferred_orders(state: &web::Data<AppState>, business_id: &str) -> AppResult<()> {
    let owner = business_id.to_owned();
    let ids: Vec<String> = state
        .db
        .run(move |conn| {
            let shop = crate::features::accounts::store_domain_of(conn, &owner)?;
            let Some(shop) = shop else { return Ok(Vec::new()) };
            let target = webhook_inbox::table
                .filter(webhook_inbox::shop_domain.eq(&shop))
                .filter(webhook_inbox::status.eq("deferred"))
                .filter(webhook_inbox::topic.eq_any(REPLAYED_TOPICS));
            let ids: Vec<String> =
                target.order(webhook_inbox::received_at.asc()).select(webhook_inbox::id).load(conn)?;
            diesel::update(webhook_inbox::table.filter(webhook_inbox::id.eq_any(&ids)))
                .set(webhook_inbox::status.eq("pending"))
                .execute(conn)?;
            Ok(ids)
        })
        .await?;
    // Now pending: if this stops half way, the webhook retries apply the rest.
    for id in ids {
        process_one(state, &id).await;
    }
    Ok(())
}

/// Every 30 s, once for the cluster, retries pending webhooks that failed before (fewer than 8
/// attempts).
pub const RETRIES: Periodic = Periodic {
    name: "store.webhook_retry",
    what: "webhooks tried again",
    every: Duration::from_secs(30),
    run: |state| {
        Box::pin(async move {
            let pending: Vec<String> = state
                .db
                .run(|conn| {
                    Ok(webhook_inbox::table
                        .filter(webhook_inbox::status.eq("pending"))
                        .filter(webhook_inbox::attempts.lt(MAX_ATTEMPTS))
                        .select(webhook_inbox::id)
                        .limit(100)
                        .load(conn)?)
                })
                .await?;
            for id in &pending {
                process_one(&state, id).await;
            }
            Ok(pending.len())
        })
    },
};
