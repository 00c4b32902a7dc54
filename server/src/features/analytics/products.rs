//! The top-performing products of a link (docs/analytics.md#top-products): every
//! product the link shows (zero counts included) and every product bought in its attributed
//! orders, with views and adds from `link_product_stats` and units bought and their revenue
//! from the attributed order lines (gross line amounts: item prices × units before discounts,
//! refunds, tax and shipping, as the table's "Gross sales" header says; refunds are per order, not
//! per line). Over the preview's date range, like the cards beside it.
//!
//! Rank, 0–100: a product's score is `view + 3 × add + 10 × buy` (a purchase says more than an
//! add, an add more than a look), and the rank is the score relative to the link's best product,
//! `round(100 × score ÷ best)`; 0 for every product while nothing happened. Rows are ordered by
//! rank, then buys, then views, then the link's own order.

use std::collections::HashMap;

use actix_web::{web, HttpRequest, HttpResponse};
use serde::Serialize;
use ts_rs::TS;

use super::dates::{DateQuery, DateRange, DatedPageQuery};
use super::figures::{load_events, sales_of};
use super::scope::member_ids;
use crate::db::DbConnection;
use crate::error::AppResult;
use crate::features::accounts::session::{self, Session};
use crate::features::accounts::viewer::Viewer;
use crate::features::catalog::{self, ImageSrc};
use crate::features::links::find_visible;
use crate::features::{clicks, links, orders};
use crate::http::envelope;
use crate::state::AppState;

/// Default page (the preview fetches twice its 5 visible rows).
const DEFAULT_COUNT: i64 = 10;
/// Largest page.
const MAX_COUNT: i64 = 50;
/// Score weights of a view, an add and a unit bought.
const WEIGHTS: (i64, i64, i64) = (1, 3, 10);

/// `{count}`.
#[derive(Debug, Serialize, TS)]
#[ts(export, export_to = "LinkProductsCount.ts")]
pub struct ProductsCount {
    /// Rows the products table has.
    #[ts(type = "number")]
    pub count: i64,
}

/// A page of the products table.
#[derive(Debug, Serialize, TS)]
#[ts(export, export_to = "LinkProductsPage.ts")]
pub struct ProductsPage {
    /// Best first.
    pub products: Vec<ProductRow>,
    /// `skip` of the next page, when there is one.
    #[ts(type = "number | null")]
    pub next_skip: Option<i64>,
}

/// A product's row.
#[derive(Debug, Clone, Serialize, TS)]
#[ts(export, export_to = "LinkProductRow.ts")]
pub struct ProductRow {
    /// Store product id (`gid://shopify/Product/…`).
    pub product_id: String,
    /// Title from the catalog (or as sold, for a product the catalog no longer holds).
    pub title: String,
    /// `{small: {src}}`, when the product has an image.
    pub image: Option<ProductImage>,
    /// Views on the link.
    #[ts(type = "number | null")]
    pub view: Option<i64>,
    /// Adds to cart on the link.
    #[ts(type = "number | null")]
    pub add: Option<i64>,
    /// Units bought in the link's attributed orders.
    #[ts(type = "number | null")]
    pub buy: Option<i64>,
    /// Their gross sales: item prices × units, before discounts, refunds, tax and shipping
    /// (decimal string).
    pub revenue: Option<String>,
    /// 0–100, relative to the link's best product.
    pub rank: u8,
}

/// Image sizes of a product row.
#[derive(Debug, Clone, Serialize, TS)]
#[ts(export, export_to = "LinkProductImage.ts")]
pub struct ProductImage {
    /// The small rendition.
    pub small: ImageSrc,
}

/// A product's tallies in a products table.
#[derive(Debug, Default)]
pub(super) struct Counts {
    position: Option<usize>,
    title: Option<String>,
    view: i64,
    add: i64,
    buy: i64,
    revenue_minor: i64,
}

impl Counts {
    fn score(&self) -> i64 {
        self.view * WEIGHTS.0 + self.add * WEIGHTS.1 + self.buy * WEIGHTS.2
    }
}

/// `round(100 × score ÷ best)`, 0 when `best` is 0.
pub fn rank(score: i64, best: i64) -> u8 {
    if best <= 0 {
        return 0;
    }
    u8::try_from(((score.max(0) * 200 + best) / (2 * best)).min(100)).unwrap_or(100)
}

/// Every row of link `id`'s products table over `range`, best first.
pub fn product_rows(
    conn: &mut DbConnection,
    session: &Session,
    id: &str,
    range: &DateRange,
) -> AppResult<Vec<ProductRow>> {
    let link = find_visible(conn, session, id)?;
    let viewer = Viewer::of(session);
    let ids = member_ids(conn, &link)?;
    let counts = tally(conn, &viewer, &ids, range)?;
    ranked(conn, &viewer, counts)
}

/// The counts of the products links `ids` show (in the links' order, zero counts included) and
/// of every product bought in their attributed orders, within `range`.
///
/// Lifetime views and adds are exact (`link_product_stats`). Within a range, adds come from the
/// stored add events and views from the links' daily views, each credited to every product the
/// link shows now: a page shows all its products, so a view of it is a view of each of them. A
/// product taken off a link keeps its lifetime views but not its views within a range.
pub(super) fn tally(
    conn: &mut DbConnection,
    viewer: &Viewer,
    ids: &[String],
    range: &DateRange,
) -> AppResult<HashMap<String, Counts>> {
    let mut counts: HashMap<String, Counts> = HashMap::new();
    let members: Vec<&String> = ids.iter().collect();
    let mut shown: Vec<(usize, i32, String, String)> = links::shown_products(conn, &members)?
        .into_iter()
        .map(|p| (ids.iter().position(|i| *i == p.link_id).unwrap_or(0), p.position, p.product_id, p.link_id))
        .collect();
    shown.sort();
    for (order, (_, _, product, _)) in shown.iter().enumerate() {
        let c = counts.entry(product.clone()).or_default();
        c.position = c.position.or(Some(order));
    }
    if range.is_lifetime() {
        for p in clicks::product_counts(conn, ids, None)? {
            let c = counts.entry(p.product_id).or_default();
            c.view += p.views;
            c.add += p.adds;
        }
    } else {
        let mut views: HashMap<String, i64> = HashMap::new();
        for e in load_events(conn, &viewer.business_id, Some(ids), range)? {
            *views.entry(e.link_id).or_default() += e.views;
        }
        for (_, _, product, link_id) in &shown {
            counts.entry(product.clone()).or_default().view += views.get(link_id).copied().unwrap_or(0);
        }
        let (from, to) = range.utc_bounds(viewer.zone);
        for (product, adds) in clicks::adds_between(conn, &viewer.business_id, ids, from, to)? {
            counts.entry(product).or_default().add += adds;
        }
    }
    let sales = sales_of(&viewer.business_id, Some(ids), viewer.influencer_id.as_deref(), range);
    for line in orders::lines_sold(conn, &sales)? {
        let c = counts.entry(line.product_id).or_default();
        c.buy += i64::from(line.quantity);
        c.revenue_minor += i64::from(line.quantity) * line.price_minor;
        if c.title.is_none() {
            c.title = Some(line.title);
        }
    }
    Ok(counts)
}

/// `products` in their order, with nothing counted yet (a post that was never on the feed).
pub(super) fn untouched(products: &[String]) -> HashMap<String, Counts> {
    products.iter().enumerate().map(|(i, id)| (id.clone(), Counts { position: Some(i), ..Counts::default() })).collect()
}

/// The rows of `counts` as `viewer` may see them, with catalog titles and images, best first.
pub(super) fn ranked(
    conn: &mut DbConnection,
    viewer: &Viewer,
    counts: HashMap<String, Counts>,
) -> AppResult<Vec<ProductRow>> {
    let keys: Vec<&String> = counts.keys().collect();
    let catalog = catalog::product_faces(conn, &viewer.business_id, &keys)?;
    let best = counts.values().map(Counts::score).max().unwrap_or(0);
    let mut rows: Vec<(Counts, ProductRow)> = counts
        .into_iter()
        .map(|(product_id, c)| {
            let (title, image) = match catalog.get(&product_id) {
                Some(face) => (face.title.clone(), face.image_url.clone()),
                None => (c.title.clone().unwrap_or_default(), None),
            };
            let row = ProductRow {
                title,
                image: image.map(|src| ProductImage { small: ImageSrc { src } }),
                view: viewer.clicks(c.view),
                add: viewer.clicks(c.add),
                buy: viewer.sales(c.buy),
                revenue: viewer.money(c.revenue_minor),
                rank: rank(c.score(), best),
                product_id,
            };
            (c, row)
        })
        .collect();
    rows.sort_by(|(a, ra), (b, rb)| {
        rb.rank
            .cmp(&ra.rank)
            .then(b.buy.cmp(&a.buy))
            .then(b.view.cmp(&a.view))
            .then(a.position.unwrap_or(usize::MAX).cmp(&b.position.unwrap_or(usize::MAX)))
            .then(ra.product_id.cmp(&rb.product_id))
    });
    Ok(rows.into_iter().map(|(_, row)| row).collect())
}

/// `GET /api/admin/v1/links/{id}/products/count?from_date&to_date`.
#[utoipa::path(get, path = "/api/admin/v1/links/{id}/products/count",
    params(("id" = String, Path, description = "link, short or multilink id"),
        ("from_date" = Option<String>, Query, description = "first day, YYYY-MM-DD in the business time zone, from 2023-01-01"),
        ("to_date" = Option<String>, Query, description = "last day, YYYY-MM-DD in the business time zone, at most today")),
    responses((status = 200, description = "data: {count}"), (status = 400, description = "bad date"),
        (status = 401, description = "not signed in"), (status = 404, description = "no such link, or not the caller's")))]
pub async fn count(
    req: HttpRequest,
    state: web::Data<AppState>,
    id: web::Path<String>,
    query: web::Query<DateQuery>,
) -> AppResult<HttpResponse> {
    let current = session::require(&state.db, &req).await?;
    let range = DateRange::parse(&query, current.business.zone())?;
    let id = id.into_inner();
    let rows = state.db.run(move |conn| product_rows(conn, &current, &id, &range)).await?;
    Ok(envelope::ok(&ProductsCount { count: rows.len() as i64 }))
}

/// `GET /api/admin/v1/links/{id}/products?count&skip&from_date&to_date`.
#[utoipa::path(get, path = "/api/admin/v1/links/{id}/products",
    params(("id" = String, Path, description = "link, short or multilink id"),
        ("count" = Option<i64>, Query, description = "page size, default 10, at most 50"),
        ("skip" = Option<i64>, Query, description = "rows to skip"),
        ("from_date" = Option<String>, Query, description = "first day, YYYY-MM-DD in the business time zone, from 2023-01-01"),
        ("to_date" = Option<String>, Query, description = "last day, YYYY-MM-DD in the business time zone, at most today")),
    responses((status = 200, description = "data: {products (best first), next_skip}"), (status = 400, description = "bad date"),
        (status = 401, description = "not signed in"), (status = 404, description = "no such link, or not the caller's")))]
pub async fn list(
    req: HttpRequest,
    state: web::Data<AppState>,
    id: web::Path<String>,
    query: web::Query<DatedPageQuery>,
) -> AppResult<HttpResponse> {
    let current = session::require(&state.db, &req).await?;
    let (page, range) = query.into_inner().parse(current.business.zone(), DEFAULT_COUNT, MAX_COUNT)?;
    let id = id.into_inner();
    let rows = state.db.run(move |conn| product_rows(conn, &current, &id, &range)).await?;
    let (products, more) = page.slice(rows);
    Ok(envelope::ok(&ProductsPage { products, next_skip: page.next_skip(more) }))
}
