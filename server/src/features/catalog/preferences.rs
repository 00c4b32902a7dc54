//! AI preferences (docs/store.md#preferences): products and collections the merchant promotes or
//! excludes, stored per business by the store's ids (the `inventory_id` / `collection_id` the
//! searches return).
//!
//! - `PUT /api/admin/v1/store/{id}/products_preferences {prefered_product_ids?, exclude_product_ids?}`
//! - `PUT /api/admin/v1/store/{id}/collections_preferences {prefered_collection_ids?, exclude_collection_ids?}`
//! - `GET /api/admin/v1/store/{id}/preferences` (path ours: the settings page reads both back)
//!
//! `{id}` is the business id; any other answers 404. Merchants only. A list left out of a PUT
//! keeps its stored value (the dashboard's collections call sends "one and/or the other"; the
//! products call behaves the same). Every id must be a product (collection) of the business's
//! synced catalog and no id may be both preferred and excluded; otherwise the answer is a
//! validation error naming the field, and nothing is stored. Product search lists the stored
//! preferred products first when its request names none.

use std::collections::{BTreeMap, HashSet};

use actix_web::{web, HttpRequest, HttpResponse};
use diesel::prelude::*;
use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::events::{CatalogChange, CatalogChanged};
use crate::db::schema::{catalog_preferences as prefs, collections, products};
use crate::db::DbConnection;
use crate::error::{AppError, AppResult};
use crate::features::accounts::session::{self, Session};
use crate::http::body::{Bounded, Json};
use crate::http::envelope;
use crate::state::AppState;

/// Longest list of ids per field.
pub const MAX_IDS: usize = 250;

/// What a preference points at.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// Products (`inventory_id`).
    Product,
    /// Collections (`collection_id`).
    Collection,
}

impl Kind {
    fn item_type(self) -> &'static str {
        match self {
            Kind::Product => "product",
            Kind::Collection => "collection",
        }
    }

    /// The body fields of the preferred and the excluded list.
    fn fields(self) -> (&'static str, &'static str) {
        match self {
            Kind::Product => ("prefered_product_ids", "exclude_product_ids"),
            Kind::Collection => ("prefered_collection_ids", "exclude_collection_ids"),
        }
    }

    /// Which of `ids` exist in the business's catalog.
    fn known(self, conn: &mut DbConnection, business_id: &str, ids: &[String]) -> AppResult<HashSet<String>> {
        let found: Vec<String> = match self {
            Kind::Product => products::table
                .filter(products::business_id.eq(business_id))
                .filter(products::shopify_id.eq_any(ids))
                .select(products::shopify_id)
                .load(conn)?,
            Kind::Collection => collections::table
                .filter(collections::business_id.eq(business_id))
                .filter(collections::shopify_id.eq_any(ids))
                .select(collections::shopify_id)
                .load(conn)?,
        };
        Ok(found.into_iter().collect())
    }
}

const PREFER: &str = "prefer";
const EXCLUDE: &str = "exclude";

/// Preferred and excluded ids of one kind, in the merchant's order.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Lists {
    /// Promoted.
    pub prefer: Vec<String>,
    /// Excluded.
    pub exclude: Vec<String>,
}

/// Stored products preferences.
#[derive(Debug, Clone, Serialize, TS, utoipa::ToSchema)]
#[ts(export, export_to = "ProductsPreferences.ts")]
pub struct ProductsPreferences {
    /// Store product ids listed first.
    pub prefered_product_ids: Vec<String>,
    /// Store product ids left out of AI tagging.
    pub exclude_product_ids: Vec<String>,
}

/// Stored collections preferences.
#[derive(Debug, Clone, Serialize, TS, utoipa::ToSchema)]
#[ts(export, export_to = "CollectionsPreferences.ts")]
pub struct CollectionsPreferences {
    /// Store collection ids listed first.
    pub prefered_collection_ids: Vec<String>,
    /// Store collection ids left out of AI tagging.
    pub exclude_collection_ids: Vec<String>,
}

/// Both, as the settings page reads them.
#[derive(Debug, Clone, Serialize, TS, utoipa::ToSchema)]
#[ts(export, export_to = "AiPreferences.ts")]
pub struct AiPreferences {
    /// Products.
    pub products_preferences: ProductsPreferences,
    /// Collections.
    pub collections_preferences: CollectionsPreferences,
}

/// Body of the products call; a list left out keeps its stored value.
#[derive(Debug, Deserialize, TS, utoipa::ToSchema)]
#[ts(export, export_to = "ProductsPreferencesBody.ts")]
pub struct ProductsPreferencesBody {
    /// Store product ids to promote.
    #[ts(optional)]
    pub prefered_product_ids: Option<Vec<String>>,
    /// Store product ids to exclude.
    #[ts(optional)]
    pub exclude_product_ids: Option<Vec<String>>,
}

impl Bounded for ProductsPreferencesBody {}

/// Body of the collections call; a list left out keeps its stored value.
#[derive(Debug, Deserialize, TS, utoipa::ToSchema)]
#[ts(export, export_to = "CollectionsPreferencesBody.ts")]
pub struct CollectionsPreferencesBody {
    /// Store collection ids to promote.
    #[ts(optional)]
    pub prefered_collection_ids: Option<Vec<String>>,
    /// Store collection ids to exclude.
    #[ts(optional)]
    pub exclude_collection_ids: Option<Vec<String>>,
}

impl Bounded for CollectionsPreferencesBody {}

/// The stored lists of one kind.
pub fn load(conn: &mut DbConnection, business_id: &str, kind: Kind) -> AppResult<Lists> {
    let rows: Vec<(String, String)> = prefs::table
        .filter(prefs::business_id.eq(business_id))
        .filter(prefs::item_type.eq(kind.item_type()))
        .order(prefs::position.asc())
        .select((prefs::item_id, prefs::preference))
        .load(conn)?;
    let mut lists = Lists::default();
    for (id, preference) in rows {
        if preference == PREFER {
            lists.prefer.push(id);
        } else {
            lists.exclude.push(id);
        }
    }
    Ok(lists)
}

/// The products the preferences name, collections opened into their products (store ids):
/// what AI tagging promotes and leaves out.
#[derive(Debug, Default)]
pub struct ProductLists {
    /// Promoted products, and the products of promoted collections.
    pub promoted: Vec<String>,
    /// Excluded products, and the products of excluded collections.
    pub excluded: Vec<String>,
}

/// [`ProductLists`] of `business_id`.
pub fn product_lists(conn: &mut DbConnection, business_id: &str) -> AppResult<ProductLists> {
    let products_lists = load(conn, business_id, Kind::Product)?;
    let collection_lists = load(conn, business_id, Kind::Collection)?;
    let mut members = |ids: &[String]| -> AppResult<Vec<String>> {
        if ids.is_empty() {
            return Ok(Vec::new());
        }
        Ok(crate::db::schema::product_collections::table
            .inner_join(
                collections::table.on(collections::id.eq(crate::db::schema::product_collections::collection_id)),
            )
            .inner_join(products::table.on(products::id.eq(crate::db::schema::product_collections::product_id)))
            .filter(collections::business_id.eq(business_id))
            .filter(collections::shopify_id.eq_any(ids))
            .select(products::shopify_id)
            .load(conn)?)
    };
    let mut promoted = products_lists.prefer;
    promoted.extend(members(&collection_lists.prefer)?);
    let mut excluded = products_lists.exclude;
    excluded.extend(members(&collection_lists.exclude)?);
    Ok(ProductLists { promoted: dedupe(promoted), excluded: dedupe(excluded) })
}

fn dedupe(ids: Vec<String>) -> Vec<String> {
    let mut seen = HashSet::new();
    ids.into_iter().map(|id| id.trim().to_owned()).filter(|id| !id.is_empty() && seen.insert(id.clone())).collect()
}

/// Field errors of a proposed pair of lists: too long, unknown ids, ids in both lists.
fn problems(lists: &Lists, known: &HashSet<String>, kind: Kind) -> BTreeMap<String, String> {
    let (prefer_field, exclude_field) = kind.fields();
    let noun = kind.item_type();
    let mut errors = BTreeMap::new();
    for (field, ids) in [(prefer_field, &lists.prefer), (exclude_field, &lists.exclude)] {
        if ids.len() > MAX_IDS {
            errors.insert(field.to_owned(), format!("At most {MAX_IDS} {noun}s"));
            continue;
        }
        let unknown: Vec<&str> = ids.iter().filter(|id| !known.contains(*id)).map(String::as_str).collect();
        if !unknown.is_empty() {
            errors.insert(field.to_owned(), format!("Unknown {noun} ids: {}", unknown.join(", ")));
        }
    }
    let both: Vec<&str> = lists.exclude.iter().filter(|id| lists.prefer.contains(id)).map(String::as_str).collect();
    if !both.is_empty() && !errors.contains_key(exclude_field) {
        errors.insert(exclude_field.to_owned(), format!("Cannot be both preferred and excluded: {}", both.join(", ")));
    }
    errors
}

/// Replaces the stored lists of one kind (a `None` keeps that list); all or nothing.
pub fn save(
    conn: &mut DbConnection,
    business_id: &str,
    kind: Kind,
    prefer: Option<Vec<String>>,
    exclude: Option<Vec<String>>,
) -> AppResult<Lists> {
    crate::db::business_write_transaction(conn, business_id, |conn| {
        let current = load(conn, business_id, kind)?;
        let lists = Lists {
            prefer: dedupe(prefer.unwrap_or(current.prefer)),
            exclude: dedupe(exclude.unwrap_or(current.exclude)),
        };
        // A list past the limit is refused for its length: look up no more ids than one may hold.
        let all: Vec<String> =
            lists.prefer.iter().take(MAX_IDS + 1).chain(lists.exclude.iter().take(MAX_IDS + 1)).cloned().collect();
        let known = kind.known(conn, business_id, &all)?;
        if let Some(error) = AppError::fields(problems(&lists, &known, kind)) {
            return Err(error);
        }
        diesel::delete(
            prefs::table.filter(prefs::business_id.eq(business_id)).filter(prefs::item_type.eq(kind.item_type())),
        )
        .execute(conn)?;
        let rows: Vec<_> = lists
            .prefer
            .iter()
            .map(|id| (id, PREFER))
            .chain(lists.exclude.iter().map(|id| (id, EXCLUDE)))
            .enumerate()
            .map(|(position, (id, preference))| {
                (
                    prefs::business_id.eq(business_id),
                    prefs::item_type.eq(kind.item_type()),
                    prefs::item_id.eq(id),
                    prefs::preference.eq(preference),
                    prefs::position.eq(i32::try_from(position).unwrap_or(i32::MAX)),
                )
            })
            .collect();
        for row in rows {
            diesel::insert_into(prefs::table).values(row).execute(conn)?;
        }
        Ok(lists)
    })
}

/// Deletes every preference of the business (a store disconnect resets them).
pub fn clear(conn: &mut DbConnection, business_id: &str) -> AppResult<()> {
    diesel::delete(prefs::table.filter(prefs::business_id.eq(business_id))).execute(conn)?;
    Ok(())
}

/// The merchant signed in, acting on their own business `id`.
async fn own_store(state: &AppState, req: &HttpRequest, id: &str) -> AppResult<Session> {
    let current = session::require(&state.db, req).await?;
    if current.business_id != id {
        return Err(AppError::NotFound("No such store".into()));
    }
    if !current.is_admin() {
        return Err(AppError::Forbidden("Only the merchant can change preferences".into()));
    }
    Ok(current)
}

fn products_out(lists: Lists) -> ProductsPreferences {
    ProductsPreferences { prefered_product_ids: lists.prefer, exclude_product_ids: lists.exclude }
}

fn collections_out(lists: Lists) -> CollectionsPreferences {
    CollectionsPreferences { prefered_collection_ids: lists.prefer, exclude_collection_ids: lists.exclude }
}

/// `PUT /api/admin/v1/store/{id}/products_preferences`.
#[utoipa::path(put, path = "/api/admin/v1/store/{id}/products_preferences", request_body = ProductsPreferencesBody,
    params(("id" = String, Path, description = "the caller's business id")),
    responses((status = 200, description = "data: the stored products preferences", body = ProductsPreferences),
        (status = 403, description = "influencers cannot"), (status = 404, description = "not the caller's business"),
        (status = 422, description = "unknown ids, too many, or an id both preferred and excluded; nothing stored")))]
pub async fn put_products(
    req: HttpRequest,
    state: web::Data<AppState>,
    path: web::Path<String>,
    body: Json<ProductsPreferencesBody>,
) -> AppResult<HttpResponse> {
    let current = own_store(&state, &req, &path.into_inner()).await?;
    let business_id = current.business_id.clone();
    let body = body.into_inner();
    let lists = state
        .db
        .run(move |conn| {
            save(conn, &current.business_id, Kind::Product, body.prefered_product_ids, body.exclude_product_ids)
        })
        .await?;
    retag(state, business_id).await?;
    Ok(envelope::ok(&products_out(lists)))
}

/// `PUT /api/admin/v1/store/{id}/collections_preferences`.
#[utoipa::path(put, path = "/api/admin/v1/store/{id}/collections_preferences", request_body = CollectionsPreferencesBody,
    params(("id" = String, Path, description = "the caller's business id")),
    responses((status = 200, description = "data: the stored collections preferences", body = CollectionsPreferences),
        (status = 403, description = "influencers cannot"), (status = 404, description = "not the caller's business"),
        (status = 422, description = "unknown ids, too many, or an id both preferred and excluded; nothing stored")))]
pub async fn put_collections(
    req: HttpRequest,
    state: web::Data<AppState>,
    path: web::Path<String>,
    body: Json<CollectionsPreferencesBody>,
) -> AppResult<HttpResponse> {
    let current = own_store(&state, &req, &path.into_inner()).await?;
    let business_id = current.business_id.clone();
    let body = body.into_inner();
    let lists = state
        .db
        .run(move |conn| {
            save(
                conn,
                &current.business_id,
                Kind::Collection,
                body.prefered_collection_ids,
                body.exclude_collection_ids,
            )
        })
        .await?;
    retag(state, business_id).await?;
    Ok(envelope::ok(&collections_out(lists)))
}

/// AI tagging promotes and leaves out what the preferences say: its subscribers tag every post
/// again (in the background).
async fn retag(state: web::Data<AppState>, business_id: String) -> AppResult<()> {
    crate::events::committed(&state, CatalogChanged { business_id, change: CatalogChange::Preferences }).await
}

/// `GET /api/admin/v1/store/{id}/preferences`.
#[utoipa::path(get, path = "/api/admin/v1/store/{id}/preferences",
    params(("id" = String, Path, description = "the caller's business id")),
    responses((status = 200, description = "data: products_preferences and collections_preferences", body = AiPreferences),
        (status = 403, description = "influencers cannot"), (status = 404, description = "not the caller's business")))]
pub async fn get(req: HttpRequest, state: web::Data<AppState>, path: web::Path<String>) -> AppResult<HttpResponse> {
    let current = own_store(&state, &req, &path.into_inner()).await?;
    let preferences = state
        .db
        .run(move |conn| {
            Ok(AiPreferences {
                products_preferences: products_out(load(conn, &current.business_id, Kind::Product)?),
                collections_preferences: collections_out(load(conn, &current.business_id, Kind::Collection)?),
            })
        })
        .await?;
    Ok(envelope::ok(&preferences))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ids(list: &[&str]) -> Vec<String> {
        list.iter().map(|s| (*s).to_owned()).collect()
    }

    #[test]
    fn unknown_ids_and_ids_in_both_lists_are_named_by_field() {
        let known: HashSet<String> = ids(&["p1", "p2", "p3"]).into_iter().collect();
        let ok = Lists { prefer: ids(&["p1"]), exclude: ids(&["p2"]) };
        assert!(problems(&ok, &known, Kind::Product).is_empty());

        let unknown = Lists { prefer: ids(&["p1", "zz"]), exclude: Vec::new() };
        let errors = problems(&unknown, &known, Kind::Product);
        assert_eq!(errors.get("prefered_product_ids").map(String::as_str), Some("Unknown product ids: zz"));

        let both = Lists { prefer: ids(&["p1", "p2"]), exclude: ids(&["p2"]) };
        let errors = problems(&both, &known, Kind::Collection);
        assert!(errors["exclude_collection_ids"].contains("both"), "{errors:?}");
    }

    #[test]
    fn lists_are_trimmed_and_deduplicated_in_order() {
        assert_eq!(dedupe(ids(&["b", " a ", "b", "", "a"])), ids(&["b", "a"]));
    }
}
