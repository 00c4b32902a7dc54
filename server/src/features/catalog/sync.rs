//! Full catalog sync: collections, then products 50 at a time, from the store's Admin API into
//! the local tables, with progress in `catalog_syncs`. Runs in the background after a store
//! connects and when the merchant forces it; a sync cut short by a restart is started again at
//! boot. Products the store no longer has are removed at the end of a complete pass.

use std::collections::{HashMap, HashSet};
use std::sync::LazyLock;

use actix_web::{web, HttpRequest, HttpResponse};
use chrono::NaiveDateTime;
use diesel::prelude::*;
use serde::Serialize;
use serde_json::{json, Value};

use super::events::{CatalogChange, CatalogChanged, ProductImages};
use super::upsert::{self, CollectionNode, ProductNode};
use crate::clock::now;
use crate::db::schema::{catalog_syncs, products};
use crate::error::{AppError, AppResult};
use crate::features::accounts::session;
use crate::features::jobs::Passes;
use crate::features::store::installation;
use crate::features::store::shopify::admin::AdminClient;
use crate::features::store::shopify::documents::{self, Document};
use crate::http::envelope;
use crate::state::AppState;

/// Which businesses have a sync running in this process (one at a time, one more booked).
static RUNNING: LazyLock<Passes> = LazyLock::new(Passes::default);

/// Starts a sync of `business_id` in the background (a no-op when it has no store). While one
/// runs, asking again books a single further pass instead of a second sync.
pub fn spawn(state: web::Data<AppState>, business_id: String) {
    let Some(mut claim) = RUNNING.take(business_id.clone()) else { return };
    tokio::spawn(async move {
        loop {
            run_and_record(&state, &business_id).await;
            // New or changed product images go into the visual index (when AI tagging is on).
            let changed = CatalogChanged { business_id: business_id.clone(), change: CatalogChange::Synced };
            if let Err(e) = crate::events::committed(&state, changed).await {
                tracing::error!(business.id = %business_id, error = %e, "after a catalog sync");
            }
            if !claim.another_pass() {
                break;
            }
        }
    });
}

/// One pass, after reading the store's profile again (its time zone may have changed); a
/// failure is logged and shown in the sync status.
async fn run_and_record(state: &AppState, business_id: &str) {
    crate::features::store::refresh_logged(state, business_id).await;
    if let Err(e) = run(state, business_id).await {
        tracing::error!(business.id = %business_id, error = %e, "catalog sync failed");
        let message = e.to_string();
        let business_id = business_id.to_owned();
        let _ = state
            .db
            .run(move |conn| {
                diesel::update(catalog_syncs::table.find(&business_id))
                    .set((
                        catalog_syncs::status.eq("failed"),
                        catalog_syncs::error.eq(Some(message)),
                        catalog_syncs::finished_at.eq(Some(now())),
                    ))
                    .execute(conn)?;
                Ok(())
            })
            .await;
    }
}

/// Restarts the syncs a previous process left unfinished.
pub async fn resume_unfinished(state: web::Data<AppState>) -> AppResult<()> {
    let pending: Vec<String> = state
        .db
        .run(|conn| {
            Ok(catalog_syncs::table
                .filter(catalog_syncs::status.eq("syncing"))
                .select(catalog_syncs::business_id)
                .load(conn)?)
        })
        .await?;
    for business_id in pending {
        spawn(state.clone(), business_id);
    }
    Ok(())
}

async fn page(
    client: &AdminClient<'_>,
    document: &'static Document,
    key: &str,
    after: Option<String>,
) -> anyhow::Result<(Vec<Value>, Option<String>)> {
    let data = client.query(document, json!({"after": after})).await?;
    let connection = &data[key];
    let nodes =
        connection["edges"].as_array().map(|e| e.iter().map(|x| x["node"].clone()).collect()).unwrap_or_default();
    let next = (connection["pageInfo"]["hasNextPage"] == true)
        .then(|| connection["pageInfo"]["endCursor"].as_str().map(str::to_owned))
        .flatten();
    Ok((nodes, next))
}

async fn run(state: &AppState, business_id: &str) -> anyhow::Result<()> {
    let owner = business_id.to_owned();
    let install = state.db.run(move |conn| installation::active_for_business(conn, &owner)).await?;
    let Some((shop, sealed)) = install else { return Ok(()) };
    let client = AdminClient::sealed(state, &shop, &sealed)?;
    let started = now();
    set_progress(state, business_id, "syncing", 0, true).await?;

    let mut collection_ids: HashMap<String, String> = HashMap::new();
    let mut after = None;
    loop {
        let (nodes, next) = page(&client, &documents::COLLECTIONS, "collections", after).await?;
        let parsed: Vec<CollectionNode> = nodes.into_iter().map(serde_json::from_value).collect::<Result<_, _>>()?;
        let owner = business_id.to_owned();
        let ids = state
            .db
            .run(move |conn| {
                crate::db::write_transaction(conn, |conn| {
                    parsed
                        .iter()
                        .map(|n| Ok((n.id().to_owned(), upsert::collection(conn, &owner, n)?)))
                        .collect::<AppResult<Vec<_>>>()
                })
            })
            .await?;
        collection_ids.extend(ids);
        match next {
            Some(cursor) => after = Some(cursor),
            None => break,
        }
    }

    let mut seen: HashSet<String> = HashSet::new();
    let mut after = None;
    loop {
        let (nodes, next) = page(&client, &documents::PRODUCTS, "products", after).await?;
        let parsed: Vec<ProductNode> = nodes.into_iter().map(serde_json::from_value).collect::<Result<_, _>>()?;
        let owner = business_id.to_owned();
        let map = collection_ids.clone();
        let images = crate::events::of::<ProductImages>(state);
        let ids = state
            .db
            .run(move |conn| {
                crate::db::write_transaction(conn, |conn| {
                    let currency = crate::features::accounts::currency_of(conn, &owner)?;
                    parsed
                        .iter()
                        .map(|n| upsert::product(conn, &owner, &currency, n, &map, &images))
                        .collect::<AppResult<Vec<_>>>()
                })
            })
            .await?;
        seen.extend(ids);
        set_progress(state, business_id, "syncing", seen.len(), false).await?;
        match next {
            Some(cursor) => after = Some(cursor),
            None => break,
        }
    }

    let owner = business_id.to_owned();
    state
        .db
        .run(move |conn| {
            // Products written since the sync began came from webhooks about newer changes (a
            // product added meanwhile, say), so only older ones the pass did not see are gone.
            let local: Vec<String> = products::table
                .filter(products::business_id.eq(&owner))
                .filter(products::updated_at.lt(started))
                .select(products::id)
                .load(conn)?;
            let gone: Vec<String> = local.into_iter().filter(|id| !seen.contains(id)).collect();
            diesel::delete(products::table.filter(products::id.eq_any(&gone))).execute(conn)?;
            Ok(())
        })
        .await?;
    let count = state
        .db
        .run({
            let owner = business_id.to_owned();
            move |conn| Ok(products::table.filter(products::business_id.eq(&owner)).count().get_result::<i64>(conn)?)
        })
        .await?;
    set_progress(state, business_id, "done", usize::try_from(count).unwrap_or(0), false).await?;
    tracing::info!(business.id = %business_id, products = count, "catalog synced");
    Ok(())
}

async fn set_progress(
    state: &AppState,
    business_id: &str,
    status: &'static str,
    synced: usize,
    starting: bool,
) -> AppResult<()> {
    let owner = business_id.to_owned();
    let synced = i32::try_from(synced).unwrap_or(i32::MAX);
    state
        .db
        .run(move |conn| {
            let at = now();
            if starting {
                diesel::delete(catalog_syncs::table.find(&owner)).execute(conn)?;
                diesel::insert_into(catalog_syncs::table)
                    .values((
                        catalog_syncs::business_id.eq(&owner),
                        catalog_syncs::status.eq(status),
                        catalog_syncs::products_synced.eq(synced),
                        catalog_syncs::started_at.eq(at),
                    ))
                    .execute(conn)?;
            } else {
                let finished = (status == "done").then_some(at);
                diesel::update(catalog_syncs::table.find(&owner))
                    .set((
                        catalog_syncs::status.eq(status),
                        catalog_syncs::products_synced.eq(synced),
                        catalog_syncs::finished_at.eq(finished),
                    ))
                    .execute(conn)?;
            }
            Ok(())
        })
        .await
}

/// The business's collections by the store's id (for linking products).
pub fn collection_map(conn: &mut crate::db::DbConnection, business_id: &str) -> AppResult<HashMap<String, String>> {
    use crate::db::schema::collections;
    Ok(collections::table
        .filter(collections::business_id.eq(business_id))
        .select((collections::shopify_id, collections::id))
        .load::<(String, String)>(conn)?
        .into_iter()
        .collect())
}

/// The sync state shown while products sync.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
struct SyncStatus {
    status: String,
    products_synced: i32,
    /// RFC 3339, UTC.
    started_at: Option<String>,
    /// RFC 3339, UTC.
    finished_at: Option<String>,
}

/// `GET /api/admin/v1/store/sync/status`: `none`, `syncing`, `done` or `failed`, with progress.
#[utoipa::path(get, path = "/api/admin/v1/store/sync/status", responses((status = 200, description = "sync state")))]
pub async fn status(req: HttpRequest, state: web::Data<AppState>) -> AppResult<HttpResponse> {
    let current = session::require(&state.db, &req).await?;
    let row = state
        .db
        .run(move |conn| {
            Ok(catalog_syncs::table
                .find(&current.business_id)
                .select((
                    catalog_syncs::status,
                    catalog_syncs::products_synced,
                    catalog_syncs::started_at,
                    catalog_syncs::finished_at,
                ))
                .first::<(String, i32, NaiveDateTime, Option<NaiveDateTime>)>(conn)
                .optional()?)
        })
        .await?;
    let body = match row {
        Some((status, products_synced, started, finished)) => SyncStatus {
            status,
            products_synced,
            started_at: Some(started.and_utc().to_rfc3339()),
            finished_at: finished.map(|f| f.and_utc().to_rfc3339()),
        },
        None => SyncStatus { status: "none".into(), products_synced: 0, started_at: None, finished_at: None },
    };
    Ok(envelope::ok(&body))
}

/// `POST /api/admin/v1/products/sync`: force a full sync (admins with a connected store).
#[utoipa::path(post, path = "/api/admin/v1/products/sync", responses((status = 200, description = "sync started"),
    (status = 400, description = "no store connected"), (status = 403, description = "influencers cannot sync")))]
pub async fn force_sync(req: HttpRequest, state: web::Data<AppState>) -> AppResult<HttpResponse> {
    let current = session::require(&state.db, &req).await?;
    if !current.is_admin() {
        return Err(AppError::Forbidden("Only the merchant can sync products".into()));
    }
    if !current.user.store_connected {
        return Err(AppError::BadRequest("Connect a store first".into()));
    }
    spawn(state.clone(), current.business_id.clone());
    Ok(envelope::ok(&json!({"status": true})))
}

#[cfg(test)]
mod tests {
    use super::RUNNING;

    #[test]
    fn asking_while_a_sync_runs_books_one_more_pass_instead_of_a_second_sync() {
        let business = format!("claim-test-{}", crate::ids::new_id());
        let mut claim = RUNNING.take(business.clone()).expect("nothing was running");
        for _ in 0..10 {
            assert!(RUNNING.take(business.clone()).is_none(), "no second sync alongside");
        }
        assert!(claim.another_pass(), "the ten asks became one more pass");
        assert!(!claim.another_pass(), "and no more");
        let again = RUNNING.take(business.clone()).expect("released after the last pass");
        drop(again);
        assert!(RUNNING.take(business.clone()).is_some(), "dropping a claim releases it");
    }
}
