//! Product and collection search for the pickers (docs/store.md#search): text search over titles
//! (and tags when asked), status and stock filters, preferred products first, 50 per page with a
//! cursor. The preferred products are the request's `prefered_product_ids`, or, when it names none,
//! the merchant's stored preferences ([`super::preferences`]); suggestions (nothing typed) leave
//! out the excluded products and the products of excluded collections.

use actix_web::{web, HttpRequest, HttpResponse};
use diesel::prelude::*;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use ts_rs::TS;

use super::preferences;
use crate::db::schema::{collections, product_collections, products, variants};
use crate::db::DbConnection;
use crate::error::{AppError, AppResult};
use crate::features::accounts::session;
use crate::http::envelope;
use crate::state::AppState;

use crate::db::{like_pattern, lower};

/// Largest page.
pub const PAGE: i64 = 50;

/// Query of the product search.
#[derive(Debug, Deserialize)]
pub struct ProductQuery {
    /// Text to look for.
    #[serde(default)]
    pub q: String,
    /// Page size (at most 50).
    pub count: Option<i64>,
    /// Cursor from the previous page.
    pub next: Option<String>,
    /// `active`, `draft`, `archived` or `any` (default any).
    pub product_status: Option<String>,
    /// Keep sold-out products (default true).
    pub include_out_of_stock: Option<bool>,
    /// Also match tags (default false).
    pub include_search_tags: Option<bool>,
    /// Comma-separated product ids to list first (none: the stored preferred products).
    pub prefered_product_ids: Option<String>,
}

/// A product as the pickers (and a link's product list) show it.
#[derive(Debug, Clone, Serialize, TS)]
#[ts(export, export_to = "ProductOut.ts")]
pub struct ProductOut {
    /// The store's product id (`gid://shopify/Product/…`).
    inventory_id: String,
    title: String,
    handle: String,
    image: Option<ImageSrc>,
    /// The store's status, lower case: `active`, `draft` or `archived`.
    product_status: String,
    /// Units in stock over all variants.
    total_quantity: i32,
    /// The store's options as it sends them.
    #[ts(as = "Vec<ProductOption>")]
    options: Value,
    /// The product's storefront page.
    url: String,
    /// Lowest variant price, a decimal string in the business currency.
    price: String,
    tags: Vec<String>,
    /// Share of the variants in stock, 0 to 1.
    variant_availability_ratio: f64,
}

/// One option of a product as the store sends it (`options { name position values }`); only
/// the wire type, the catalog keeps the store's JSON as it came.
#[derive(Debug, Clone, Serialize, TS)]
#[ts(export, export_to = "ProductOption.ts")]
pub struct ProductOption {
    name: String,
    #[ts(optional)]
    position: Option<i32>,
    values: Vec<String>,
}

/// An image reference: one rendition.
#[derive(Debug, Clone, Serialize, TS)]
#[ts(export, export_to = "ImageSrc.ts")]
pub struct ImageSrc {
    /// Address.
    pub src: String,
}

impl ProductOut {
    /// The store's product id.
    pub fn inventory_id(&self) -> &str {
        &self.inventory_id
    }

    /// The product's storefront page.
    pub fn url(&self) -> &str {
        &self.url
    }

    /// The product's main image.
    pub fn image_src(&self) -> Option<&str> {
        self.image.as_ref().map(|i| i.src.as_str())
    }
}

/// The catalog products of `business_id` among `ids` (store product ids), in no set order;
/// ids the catalog does not hold are left out.
pub fn products_by_ids(conn: &mut DbConnection, business_id: &str, ids: &[String]) -> AppResult<Vec<ProductOut>> {
    let rows: Vec<Row> = products::table
        .filter(products::business_id.eq(business_id))
        .filter(products::shopify_id.eq_any(ids))
        .select(Row::as_select())
        .load(conn)?;
    to_out(conn, business_id, rows)
}

/// The catalog collections of `business_id` among `ids` (store collection ids).
pub fn collections_by_ids(conn: &mut DbConnection, business_id: &str, ids: &[String]) -> AppResult<Vec<CollectionOut>> {
    let rows = collections::table
        .filter(collections::business_id.eq(business_id))
        .filter(collections::shopify_id.eq_any(ids))
        .select(CollectionRow::as_select())
        .load(conn)?;
    Ok(rows.into_iter().map(CollectionOut::from).collect())
}

#[derive(Debug, Queryable, Selectable)]
#[diesel(table_name = products)]
struct Row {
    id: String,
    shopify_id: String,
    title: String,
    handle: String,
    image_url: Option<String>,
    status: String,
    total_quantity: i32,
    options_json: String,
    url: String,
    min_price_cents: i64,
    tags: String,
}

fn filtered<'a>(
    business_id: &'a str,
    query: &'a ProductQuery,
) -> products::BoxedQuery<'a, crate::db::multi::MultiBackend> {
    let mut q = products::table.filter(products::business_id.eq(business_id)).into_boxed();
    match query.product_status.as_deref().unwrap_or("any") {
        "any" | "" => {}
        status => q = q.filter(products::status.eq(status)),
    }
    if !query.include_out_of_stock.unwrap_or(true) {
        q = q.filter(products::total_quantity.gt(0));
    }
    if !query.q.trim().is_empty() {
        let pattern = like_pattern(&query.q);
        q = if query.include_search_tags.unwrap_or(false) {
            q.filter(
                lower(products::title)
                    .like(pattern.clone())
                    .escape('\\')
                    .or(lower(products::tags).like(pattern).escape('\\')),
            )
        } else {
            q.filter(lower(products::title).like(pattern).escape('\\'))
        };
    }
    q
}

fn to_out(conn: &mut DbConnection, business_id: &str, rows: Vec<Row>) -> AppResult<Vec<ProductOut>> {
    let currency = crate::features::accounts::currency_of(conn, business_id)?;
    let ids: Vec<String> = rows.iter().map(|r| r.id.clone()).collect();
    // (variants, variants in stock) per product, counted in one pass.
    let mut stock: std::collections::HashMap<String, (usize, usize)> = std::collections::HashMap::new();
    for (product, quantity) in variants::table
        .filter(variants::product_id.eq_any(&ids))
        .select((variants::product_id, variants::inventory_quantity))
        .load::<(String, i32)>(conn)?
    {
        let entry = stock.entry(product).or_default();
        entry.0 += 1;
        entry.1 += usize::from(quantity > 0);
    }
    Ok(rows
        .into_iter()
        .map(|r| {
            let (all, available) = stock.get(&r.id).copied().unwrap_or_default();
            let ratio = if all == 0 { 0.0 } else { available as f64 / all as f64 };
            ProductOut {
                inventory_id: r.shopify_id,
                title: r.title,
                handle: r.handle,
                image: r.image_url.map(|src| ImageSrc { src }),
                product_status: r.status,
                total_quantity: r.total_quantity,
                options: serde_json::from_str(&r.options_json).unwrap_or(Value::Array(Vec::new())),
                url: r.url,
                price: crate::money::decimal(r.min_price_cents, &currency),
                tags: r.tags.split(',').map(|t| t.trim().to_owned()).filter(|t| !t.is_empty()).collect(),
                variant_availability_ratio: (ratio * 100.0).round() / 100.0,
            }
        })
        .collect())
}

#[derive(Serialize)]
struct ProductPage {
    products: Vec<ProductOut>,
    next: Option<String>,
}

/// `GET /api/admin/v1/products/search`.
#[utoipa::path(get, path = "/api/admin/v1/products/search",
    params(("q" = Option<String>, Query, description = "text"), ("count" = Option<i64>, Query, description = "page size, at most 50"),
        ("next" = Option<String>, Query, description = "cursor"), ("product_status" = Option<String>, Query, description = "active, draft, archived or any"),
        ("include_out_of_stock" = Option<bool>, Query, description = "default true"), ("include_search_tags" = Option<bool>, Query, description = "default false"),
        ("prefered_product_ids" = Option<String>, Query, description = "comma-separated ids listed first; none given: the stored preferred products")),
    responses((status = 200, description = "data: products, next"), (status = 401, description = "not signed in")))]
pub async fn products(
    req: HttpRequest,
    state: web::Data<AppState>,
    query: web::Query<ProductQuery>,
) -> AppResult<HttpResponse> {
    let current = session::require(&state.db, &req).await?;
    let query = query.into_inner();
    let count = query.count.unwrap_or(PAGE).clamp(1, PAGE);
    let offset: i64 = match query.next.as_deref().filter(|n| !n.is_empty()) {
        None => 0,
        Some(n) => n.parse().map_err(|_| AppError::BadRequest("Invalid cursor".into()))?,
    };
    let preferred: Vec<String> = query
        .prefered_product_ids
        .as_deref()
        .unwrap_or_default()
        .split(',')
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(str::to_owned)
        .collect();
    let business_id = current.business_id.clone();
    let page = state
        .db
        .run(move |conn| {
            // Suggestions (nothing typed, no ids asked for) follow the AI preferences: promoted
            // products lead, excluded ones (or ones in an excluded collection) are left out.
            // A typed search finds every product: the merchant asked for it by name.
            let suggesting = preferred.is_empty() && query.q.trim().is_empty();
            let stored = preferences::load(conn, &business_id, preferences::Kind::Product)?;
            let excluded_collections = preferences::load(conn, &business_id, preferences::Kind::Collection)?.exclude;
            let preferred = if preferred.is_empty() { stored.prefer } else { preferred };
            let mut base = filtered(&business_id, &query);
            if suggesting && !stored.exclude.is_empty() {
                base = base.filter(products::shopify_id.ne_all(stored.exclude));
            }
            if suggesting && !excluded_collections.is_empty() {
                let in_excluded = product_collections::table
                    .inner_join(collections::table.on(collections::id.eq(product_collections::collection_id)))
                    .filter(collections::business_id.eq(&business_id))
                    .filter(collections::shopify_id.eq_any(excluded_collections))
                    .select(product_collections::product_id);
                let hidden: Vec<String> = in_excluded.load(conn)?;
                base = base.filter(products::id.ne_all(hidden));
            }
            // Preferred products lead, the rest follow, each group in title order; one ordered
            // query, so the offset cursor stays right on every page.
            let ordered = if preferred.is_empty() {
                base.order((products::title.asc(), products::id.asc()))
            } else {
                base.order((products::shopify_id.eq_any(preferred).desc(), products::title.asc(), products::id.asc()))
            };
            let mut rows: Vec<Row> =
                ordered.offset(offset.max(0)).limit(count + 1).select(Row::as_select()).load(conn)?;
            let more = rows.len() as i64 > count;
            rows.truncate(usize::try_from(count).unwrap_or(0));
            let served = offset + rows.len() as i64;
            Ok(ProductPage { products: to_out(conn, &business_id, rows)?, next: more.then(|| served.to_string()) })
        })
        .await?;
    Ok(envelope::ok(&page))
}

/// Query of the collection search.
#[derive(Debug, Deserialize)]
pub struct CollectionQuery {
    /// Text to look for in titles.
    #[serde(default)]
    pub q: String,
    /// Page size (at most 50).
    pub count: Option<i64>,
    /// Offset.
    pub skip: Option<i64>,
}

/// A collection as the pickers show it.
#[derive(Debug, Clone, Serialize, TS)]
#[ts(export, export_to = "CollectionOut.ts")]
pub struct CollectionOut {
    /// Store collection id.
    pub collection_id: String,
    pub(crate) title: String,
    pub(crate) image: Option<ImageSrc>,
    /// Products in it.
    pub products_count: i32,
    pub(crate) description: String,
    /// Storefront handle.
    pub handle: String,
}

#[derive(Debug, Queryable, Selectable)]
#[diesel(table_name = collections)]
struct CollectionRow {
    shopify_id: String,
    title: String,
    image_url: Option<String>,
    products_count: i32,
    description: String,
    handle: String,
}

impl From<CollectionRow> for CollectionOut {
    fn from(r: CollectionRow) -> Self {
        CollectionOut {
            collection_id: r.shopify_id,
            title: r.title,
            image: r.image_url.map(|src| ImageSrc { src }),
            products_count: r.products_count,
            description: r.description,
            handle: r.handle,
        }
    }
}

#[derive(Serialize)]
struct CollectionPage {
    collections: Vec<CollectionOut>,
    next_skip: Option<i64>,
}

/// `GET /api/admin/v1/collections/search`.
#[utoipa::path(get, path = "/api/admin/v1/collections/search",
    params(("q" = Option<String>, Query, description = "text"), ("count" = Option<i64>, Query, description = "page size, at most 50"),
        ("skip" = Option<i64>, Query, description = "offset")),
    responses((status = 200, description = "data: collections, next_skip"), (status = 401, description = "not signed in")))]
pub async fn collections(
    req: HttpRequest,
    state: web::Data<AppState>,
    query: web::Query<CollectionQuery>,
) -> AppResult<HttpResponse> {
    let current = session::require(&state.db, &req).await?;
    let query = query.into_inner();
    let count = query.count.unwrap_or(PAGE).clamp(1, PAGE);
    let skip = query.skip.unwrap_or(0).max(0);
    let page = state
        .db
        .run(move |conn| {
            let mut q = collections::table.filter(collections::business_id.eq(&current.business_id)).into_boxed();
            if !query.q.trim().is_empty() {
                q = q.filter(lower(collections::title).like(like_pattern(&query.q)).escape('\\'));
            }
            let mut rows: Vec<CollectionRow> = q
                .order(collections::title.asc())
                .offset(skip)
                .limit(count + 1)
                .select(CollectionRow::as_select())
                .load(conn)?;
            let more = rows.len() as i64 > count;
            rows.truncate(usize::try_from(count).unwrap_or(0));
            let next_skip = more.then_some(skip + rows.len() as i64);
            let collections = rows.into_iter().map(CollectionOut::from).collect();
            Ok(CollectionPage { collections, next_skip })
        })
        .await?;
    Ok(envelope::ok(&page))
}
