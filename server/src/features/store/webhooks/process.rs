//! Applying stored webhooks. Product topics re-read the product through the Admin API (the
//! payload's REST shape is not trusted as the source of truth), deletions remove it, collection
//! topics resync the catalog, `app_subscriptions/update` re-reads the subscriptions and so the
//! plan, and `app/uninstalled` disconnects the store, resets its settings and ends its
//! subscriptions. Order and refund topics are parsed here and written by `orders::ingest`; the
//! privacy topics are handled by [`super::compliance`]. Orders of a shop installed but not yet connected to
//! a business, and topics without a handler, are kept as `deferred` for replay.

use std::collections::HashMap;
use std::sync::{Arc, LazyLock};
use std::time::Duration;

use actix_web::web;
use diesel::prelude::*;
use serde_json::{json, Value};

use super::compliance;
use crate::clock::now;
use crate::db::schema::{businesses, products, store_installations, webhook_inbox};
use crate::error::{AppError, AppResult};
use crate::features::billing::status as billing_status;
use crate::features::catalog::{sync, upsert};
use crate::features::orders::ingest;
use crate::features::orders::payload::{OrderPayload, RefundPayload};
use crate::features::store::disconnect;
use crate::features::store::shopify::admin::AdminClient;
use crate::state::AppState;

/// Attempts before a webhook is left as failed.
const MAX_ATTEMPTS: i32 = 8;

const PRODUCT_QUERY: &str = "query($id: ID!) { product(id: $id) { id handle title description productType status tags \
    totalInventory onlineStoreUrl featuredImage { url } images(first: 20) { nodes { url } } options { name position values } \
    variants(first: 100) { nodes { id title sku price inventoryQuantity selectedOptions { name value } image { url } } } \
    collections(first: 50) { nodes { id } } } }";

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
                    .select((store_installations::business_id, store_installations::access_token_sealed))
                    .first::<(Option<String>, String)>(conn)
                    .optional()?)
            })
            .await?
    };
    let Some((business_id, sealed)) = owner else { return Ok("done") };
    match topic {
        "app/uninstalled" => {
            let domain = shop.to_owned();
            state
                .db
                .run(move |conn| {
                    let shop = domain;
                    crate::db::write_transaction(conn, |conn| {
                        diesel::update(store_installations::table.filter(store_installations::shop_domain.eq(&shop)))
                            .set(store_installations::uninstalled_at.eq(Some(now())))
                            .execute(conn)?;
                        diesel::update(businesses::table.filter(businesses::store_domain.eq(Some(&shop))))
                            .set(businesses::store_domain.eq(None::<String>))
                            .execute(conn)?;
                        billing_status::end_all_for_shop(conn, &shop)?;
                        match &business_id {
                            Some(business_id) => disconnect::on_disconnect(conn, business_id),
                            None => Ok(()),
                        }
                    })
                })
                .await?;
            tracing::info!(shop.domain = shop, "app uninstalled: store disconnected");
            Ok("done")
        }
        "products/create" | "products/update" => {
            let Some(business_id) = business_id else { return Ok("done") };
            let owner = business_id.clone();
            let gid = body["admin_graphql_api_id"]
                .as_str()
                .map(str::to_owned)
                .unwrap_or_else(|| format!("gid://shopify/Product/{}", body["id"]));
            let data = AdminClient::sealed(state, shop, &sealed)?.query(PRODUCT_QUERY, json!({"id": gid})).await?;
            let node: upsert::ProductNode =
                serde_json::from_value(data["product"].clone()).map_err(|e| AppError::Internal(e.into()))?;
            state
                .db
                .run(move |conn| {
                    let map = crate::features::catalog::sync::collection_map(conn, &business_id)?;
                    let currency = crate::features::catalog::search::currency_of(conn, &business_id)?;
                    crate::db::write_transaction(conn, |conn| {
                        upsert::product(conn, &business_id, &currency, &node, &map)
                    })?;
                    // A product that ran out may be swapped on live looks (docs/settings.md#auto-swap).
                    let swapped = crate::features::settings::autoswap::run(conn, &business_id)?;
                    if swapped > 0 {
                        tracing::info!(business.id = %business_id, swapped, "out-of-stock products swapped on looks");
                    }
                    Ok(())
                })
                .await?;
            crate::features::vision::pass::request(state.clone(), owner, Default::default());
            Ok("done")
        }
        "products/delete" => {
            let Some(business_id) = business_id else { return Ok("done") };
            let owner = business_id.clone();
            let gid = format!("gid://shopify/Product/{}", body["id"]);
            state
                .db
                .run(move |conn| {
                    diesel::delete(
                        products::table
                            .filter(products::business_id.eq(&business_id))
                            .filter(products::shopify_id.eq(&gid)),
                    )
                    .execute(conn)?;
                    Ok(())
                })
                .await?;
            crate::features::vision::pass::request(state.clone(), owner, Default::default());
            Ok("done")
        }
        "app_subscriptions/update" => {
            billing_status::refresh(state, shop).await?;
            // AI tagging comes with the paid plans: the plan may have just turned it on or off.
            if let Some(business_id) = business_id {
                crate::features::vision::pass::request(
                    state.clone(),
                    business_id,
                    crate::features::vision::pass::Wanted::everything(),
                );
            }
            Ok("done")
        }
        t if t.starts_with("collections/") => {
            if let Some(business_id) = business_id {
                sync::spawn(state.clone(), business_id);
            }
            Ok("done")
        }
        "orders/create" | "orders/updated" | "orders/paid" | "refunds/create" => {
            let Some(business_id) = business_id else { return Ok("deferred") };
            let (domain, topic) = (shop.to_owned(), topic.to_owned());
            state
                .db
                .run(move |conn| {
                    crate::db::write_transaction(conn, |conn| match topic.as_str() {
                        "refunds/create" => {
                            ingest::upsert_refund(conn, &business_id, &domain, parse::<RefundPayload>("refund", body)?)
                        }
                        _ => ingest::upsert_order(conn, &business_id, &domain, parse::<OrderPayload>("order", body)?),
                    })
                })
                .await?;
            Ok("done")
        }
        "customers/data_request" | "customers/redact" => {
            // Nothing is held about customers of a shop no business has connected.
            let Some(business_id) = business_id else { return Ok("done") };
            let (domain, topic) = (shop.to_owned(), topic.to_owned());
            state
                .db
                .run(move |conn| {
                    crate::db::write_transaction(conn, |conn| match topic.as_str() {
                        "customers/redact" => compliance::redact_customer(conn, &business_id, &domain, body),
                        _ => compliance::data_request(conn, &business_id, &domain, body),
                    })
                })
                .await?;
            Ok("done")
        }
        "shop/redact" => {
            let domain = shop.to_owned();
            state
                .db
                .run(move |conn| {
                    crate::db::write_transaction(conn, |conn| {
                        compliance::redact_shop(conn, business_id.as_deref(), &domain)
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
pub fn replay_deferred_orders(state: web::Data<AppState>, business_id: String) {
    tokio::spawn(async move {
        let ids: AppResult<Vec<String>> = state
            .db
            .run(move |conn| {
                let shop: Option<String> =
                    businesses::table.find(&business_id).select(businesses::store_domain).first(conn)?;
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
            .await;
        match ids {
            Ok(ids) => {
                for id in ids {
                    process_one(&state, &id).await;
                }
            }
            Err(e) => tracing::error!(error = %e, "replaying deferred order webhooks"),
        }
    });
}

/// Every 30 s, retries pending webhooks that failed before (fewer than 8 attempts).
pub fn spawn_retries(state: web::Data<AppState>) {
    tokio::spawn(async move {
        let mut tick = tokio::time::interval(Duration::from_secs(30));
        loop {
            tick.tick().await;
            let pending: AppResult<Vec<String>> = state
                .db
                .run(|conn| {
                    Ok(webhook_inbox::table
                        .filter(webhook_inbox::status.eq("pending"))
                        .filter(webhook_inbox::attempts.lt(MAX_ATTEMPTS))
                        .select(webhook_inbox::id)
                        .limit(100)
                        .load(conn)?)
                })
                .await;
            for id in pending.unwrap_or_default() {
                process_one(&state, &id).await;
            }
        }
    });
}

/// A verified body in the shape `T` of its topic; a body that does not fit is refused.
fn parse<T: serde::de::DeserializeOwned>(what: &str, body: Value) -> AppResult<T> {
    serde_json::from_value(body).map_err(|e| AppError::BadRequest(format!("{what}: {e}")))
}
