//! Full catalog sync: collections, then products 50 at a time, from the store's Admin API into
//! the local tables, with progress in `catalog_syncs`. Runs as a job of the queue after a store
//! connects and when the merchant forces it, on one instance at a time; a sync cut short by a
//! restart or a dead instance is taken over. Products the store no longer has are removed at
//! the end of a complete pass.

use std::collections::{HashMap, HashSet};

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
use crate::features::jobs::{self, Job, Kind};
use crate::features::store::installation;
use crate::features::store::shopify::admin::AdminClient;
use crate::features::store::shopify::documents::{self, Document};
use crate::http::envelope;
use crate::state::AppState;

/// A full sync of one business, keyed by the business: one runs at a time, and asking while
/// one runs books one more (the running one may already have passed what changed). Asks that
/// come within half a second become one. A failed pass records itself in the sync status and
/// is not tried again by the queue; the merchant or the next webhook asks again.
pub const SYNC: Kind = Kind {
    name: "catalog.sync",
    attempts: 3,
    settle: std::time::Duration::from_millis(500),
    run: |state, job| Box::pin(sync_job(state, job)),
};

/// The queue's key for `business_id`'s syncs.
fn key(business_id: &str) -> String {
    format!("catalog.sync:{business_id}")
}

/// Asks for a sync of `business_id` in the background (a no-op when it has no store).
pub async fn request(state: &web::Data<AppState>, business_id: &str) -> AppResult<()> {
    jobs::submit(state, SYNC.job(json!({"business_id": business_id})).keyed(key(business_id))).await?;
    Ok(())
}

async fn sync_job(state: web::Data<AppState>, job: Job) -> anyhow::Result<()> {
    let business_id = job.text("business_id")?;
    run_and_record(&state, &business_id, &job).await;
    // New or changed product images go into the visual index (when AI tagging is on).
    let changed = CatalogChanged { business_id: business_id.clone(), change: CatalogChange::Synced };
    crate::events::committed(&state, changed).await?;
    Ok(())
}

/// One pass, after reading the store's profile again (its time zone may have changed); a
/// failure is logged and shown in the sync status.
async fn run_and_record(state: &AppState, business_id: &str, job: &Job) {
    crate::features::store::refresh_logged(state, business_id).await;
    if let Err(e) = run(state, business_id, job).await {
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

/// Asks again for the syncs a stopped process left marked as syncing and that no job will
/// finish (the queue resumes its own jobs; this covers syncs that started before it existed).
pub async fn resume_unfinished(state: web::Data<AppState>) -> AppResult<()> {
    let pending: Vec<String> = state
        .db
        .run(|conn| {
            let syncing: Vec<String> = catalog_syncs::table
                .filter(catalog_syncs::status.eq("syncing"))
                .select(catalog_syncs::business_id)
                .load(conn)?;
            let mut orphans = Vec::new();
            for business_id in syncing {
                if !jobs::is_active(conn, &key(&business_id))? {
                    orphans.push(business_id);
                }
            }
            Ok(orphans)
        })
        .await?;
    for business_id in pending {
        request(&state, &business_id).await?;
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

/// How far a pass has come, saved after each page of products so that the try which takes
/// over from a stopped instance goes on from the next page instead of starting again.
#[derive(Serialize, serde::Deserialize)]
struct Checkpoint {
    /// When the pass began: products not written since are the ones the store no longer has.
    started: NaiveDateTime,
    /// The cursor after the last page stored.
    after: Option<String>,
    /// Products stored so far.
    synced: usize,
}

async fn run(state: &AppState, business_id: &str, job: &Job) -> anyhow::Result<()> {
    let owner = business_id.to_owned();
    let install = state.db.run(move |conn| installation::active_for_business(conn, &owner)).await?;
    let Some((shop, sealed)) = install else { return Ok(()) };
    let client = AdminClient::sealed(state, &shop, &sealed)?;
    let resumed = job.progress.clone().and_then(|p| serde_json::from_value::<Checkpoint>(p).ok());
    let started = resumed.as_ref().map_or_else(now, |c| c.started);
    let mut synced = resumed.as_ref().map_or(0, |c| c.synced);
    if resumed.is_none() {
        set_progress(state, business_id, "syncing", 0, true).await?;
    }

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

    // Every product a pass stores gets `updated_at` now: with the ones this try stored, that
    // tells the products the store no longer has (a try that took over saw only the pages
    // after the checkpoint; the earlier ones were written after `started`).
    let mut seen: HashSet<String> = HashSet::new();
    let mut after = resumed.and_then(|c| c.after);
    if after.is_some() {
        tracing::info!(business.id = %business_id, synced, "catalog sync goes on from its checkpoint");
    }
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
        synced += ids.len();
        seen.extend(ids);
        set_progress(state, business_id, "syncing", synced, false).await?;
        match next {
            Some(cursor) => {
                let checkpoint = Checkpoint { started, after: Some(cursor.clone()), synced };
                job.checkpoint(state, serde_json::to_value(checkpoint)?).await?;
                after = Some(cursor);
            }
            None => break,
        }
    }

    let owner = business_id.to_owned();
    state
        .db
        .run(move |conn| {
            // Products written since the sync began came from this pass (an earlier try's
            // pages included) or from webhooks about newer changes (a product added meanwhile,
            // say), so only older ones this try did not see are gone.
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
    request(&state, &current.business_id).await?;
    Ok(envelope::ok(&json!({"status": true})))
}
