//! The post analytics page's two calls (docs/shopboard.md#post-analytics): the figures of one
//! shopboard post and its products table, both read from the post's own hidden link (the page
//! shoppers open from the public feed), so they agree with the shopboard tab of the analytics
//! page. A post that was never on the feed has no link yet and answers zeros. Merchant only,
//! like every shopboard call: influencers get 403, another business's post 404.
//!
//! - `GET /api/admin/v1/shopboard/{social}/{postId}/analytics?from_date&to_date`
//! - `GET /api/admin/v1/shopboard/{social}/{postId}/products?count&skip&from_date&to_date`

use std::collections::BTreeMap;

use actix_web::{web, HttpRequest, HttpResponse};
use serde::ser::{Serialize, SerializeMap, Serializer};
use ts_rs::TS;

use super::dates::{DateQuery, DateRange, DatedPageQuery};
use super::figures::{load_events, load_sales, Tally};
use super::products::{ranked, tally, untouched, ProductRow};
use crate::db::DbConnection;
use crate::error::AppResult;
use crate::features::accounts::session::{self, Session};
use crate::features::accounts::viewer::Viewer;
use crate::features::shopboard::Network;
use crate::features::shopboard::{self, PostRow};
use crate::http::envelope;
use crate::state::AppState;

/// Default page: twice the five rows the table shows.
const DEFAULT_COUNT: i64 = 10;
/// Largest page.
const MAX_COUNT: i64 = 50;

/// What the page's header shows of the post.
#[derive(Debug, serde::Serialize, TS)]
#[ts(export, export_to = "PostSummary.ts")]
pub struct PostSummary {
    /// Our copy of the picture (empty until it is kept).
    pub image_url: String,
    /// Caption or title.
    pub caption: String,
    /// The post on the network.
    pub permalink: String,
    /// When it was posted (UTC, ISO 8601).
    pub posted_at: String,
    /// Shown on the public feed.
    pub visible: bool,
}

/// A post's figures over a range.
#[derive(Debug, serde::Serialize, TS)]
#[ts(export, export_to = "PostAnalytics.ts")]
pub struct PostAnalytics {
    /// The post itself.
    pub post: PostSummary,
    /// Business currency of `revenue`.
    pub currency: String,
    /// Views of the post's page within the range ("clicks").
    #[ts(type = "number")]
    pub clicks: i64,
    /// Views of the post's page since it was first on the feed.
    #[ts(type = "number")]
    pub total_clicks: i64,
    /// Products tagged on the post now (the merchant's tags, else the AI tags the feed sells).
    #[ts(type = "number")]
    pub products_count: i64,
    /// Unique visitors within the range.
    #[ts(type = "number")]
    pub visits: i64,
    /// Attributed orders within the range ("sales").
    #[ts(type = "number")]
    pub checkouts: i64,
    /// Their net revenue, decimal string.
    pub revenue: String,
    /// Days with activity, `YYYY-MM-DD` (missing days are zero).
    pub clicks_data: BTreeMap<String, PostDay>,
}

/// One day of [`PostAnalytics`].
#[derive(Debug, serde::Serialize, TS)]
#[ts(export, export_to = "PostDay.ts")]
pub struct PostDay {
    /// Views.
    #[ts(type = "number")]
    pub clicks: i64,
    /// Unique visitors.
    #[ts(type = "number")]
    pub visits: i64,
    /// Attributed orders.
    #[ts(type = "number")]
    pub checkouts: i64,
    /// Those credited to an influencer (a shopper who used an influencer's promocode).
    #[ts(type = "number")]
    pub influencer_attributed_checkouts: i64,
}

/// A page of the post's products table: `products` keyed by product id, best first (the keys
/// keep that order in JSON; each row also carries its rank).
#[derive(Debug, serde::Serialize, TS)]
#[ts(export, export_to = "PostProductsPage.ts")]
pub struct PostProductsPage {
    /// The rows.
    #[ts(as = "std::collections::HashMap<String, ProductRow>")]
    pub products: RowsById,
    /// `skip` of the next page, when there is one.
    #[ts(type = "number | null")]
    pub next_skip: Option<i64>,
}

/// Rows in their order, written as a JSON object keyed by product id.
#[derive(Debug)]
pub struct RowsById(pub Vec<ProductRow>);

impl Serialize for RowsById {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut map = s.serialize_map(Some(self.0.len()))?;
        for row in &self.0 {
            map.serialize_entry(&row.product_id, row)?;
        }
        map.end()
    }
}

/// The merchant's post `post_id` on `social` and its link, if it has had one (a post's link
/// stays the same while it is hidden, untagged or tagged anew).
fn post_link(
    conn: &mut DbConnection,
    business_id: &str,
    social: Network,
    post_id: &str,
) -> AppResult<(PostRow, Vec<String>)> {
    let row = shopboard::post(conn, business_id, social, post_id)?;
    let ids = row.link_id.clone().into_iter().collect();
    Ok((row, ids))
}

/// `GET /api/admin/v1/shopboard/{social}/{postId}/analytics`.
#[utoipa::path(get, path = "/api/admin/v1/shopboard/{social}/{postId}/analytics",
    params(("social" = String, Path, description = "instagram, tiktok or pinterest"), ("postId" = String, Path, description = "the post's id"),
        ("from_date" = Option<String>, Query, description = "first day, YYYY-MM-DD in the business time zone, from 2023-01-01"),
        ("to_date" = Option<String>, Query, description = "last day, YYYY-MM-DD in the business time zone, at most today")),
    responses((status = 200, description = "data: {post, clicks, total_clicks, products_count, visits, checkouts, revenue, currency, clicks_data}"),
        (status = 400, description = "bad date"), (status = 401, description = "not signed in"), (status = 403, description = "influencers"),
        (status = 404, description = "no such post of this business")))]
pub async fn analytics(
    req: HttpRequest,
    state: web::Data<AppState>,
    path: web::Path<(String, String)>,
    query: web::Query<DateQuery>,
) -> AppResult<HttpResponse> {
    let (current, social, post_id) = merchant_post(&state, &req, path.into_inner()).await?;
    let range = DateRange::parse(&query, current.business.zone())?;
    let out = state.db.run(move |conn| post_figures(conn, &current, social, &post_id, &range)).await?;
    Ok(envelope::ok(&out))
}

fn post_figures(
    conn: &mut DbConnection,
    current: &Session,
    social: Network,
    post_id: &str,
    range: &DateRange,
) -> AppResult<PostAnalytics> {
    let viewer = Viewer::of(current);
    let (row, ids) = post_link(conn, &viewer.business_id, social, post_id)?;
    let events = load_events(conn, &viewer.business_id, Some(&ids), range)?;
    let sales = load_sales(conn, &viewer.business_id, Some(&ids), None, range)?;
    let tally = Tally::of(&events, &sales);
    let lifetime = if range.is_lifetime() {
        tally.total
    } else {
        let events = load_events(conn, &viewer.business_id, Some(&ids), &DateRange::default())?;
        let sales = load_sales(conn, &viewer.business_id, Some(&ids), None, &DateRange::default())?;
        Tally::of(&events, &sales).total
    };
    let t = &tally.total;
    Ok(PostAnalytics {
        post: PostSummary {
            image_url: row.image_url.clone(),
            caption: row.caption.clone(),
            permalink: row.permalink.clone(),
            posted_at: row.posted_at.and_utc().to_rfc3339(),
            visible: row.visible,
        },
        currency: viewer.currency.clone(),
        clicks: t.shown_views(),
        total_clicks: lifetime.shown_views(),
        products_count: row.sold_product_ids().len() as i64,
        visits: t.visits,
        checkouts: t.checkouts,
        revenue: viewer.money(t.revenue_minor).unwrap_or_default(),
        clicks_data: tally
            .days
            .iter()
            .map(|(day, d)| {
                let figures = PostDay {
                    clicks: d.shown_views(),
                    visits: d.visits,
                    checkouts: d.checkouts,
                    influencer_attributed_checkouts: d.influencer_checkouts,
                };
                (day.format("%Y-%m-%d").to_string(), figures)
            })
            .collect(),
    })
}

/// `GET /api/admin/v1/shopboard/{social}/{postId}/products`.
#[utoipa::path(get, path = "/api/admin/v1/shopboard/{social}/{postId}/products",
    params(("social" = String, Path, description = "instagram, tiktok or pinterest"), ("postId" = String, Path, description = "the post's id"),
        ("count" = Option<i64>, Query, description = "page size, default 10, at most 50"),
        ("skip" = Option<i64>, Query, description = "rows to skip"),
        ("from_date" = Option<String>, Query, description = "first day, YYYY-MM-DD in the business time zone, from 2023-01-01"),
        ("to_date" = Option<String>, Query, description = "last day, YYYY-MM-DD in the business time zone, at most today")),
    responses((status = 200, description = "data: {products (map of product id to row, best first), next_skip}"),
        (status = 400, description = "bad date"), (status = 401, description = "not signed in"), (status = 403, description = "influencers"),
        (status = 404, description = "no such post of this business")))]
pub async fn products(
    req: HttpRequest,
    state: web::Data<AppState>,
    path: web::Path<(String, String)>,
    query: web::Query<DatedPageQuery>,
) -> AppResult<HttpResponse> {
    let (current, social, post_id) = merchant_post(&state, &req, path.into_inner()).await?;
    let (page, range) = query.into_inner().parse(current.business.zone(), DEFAULT_COUNT, MAX_COUNT)?;
    let rows = state
        .db
        .run(move |conn| {
            let viewer = Viewer::of(&current);
            let (row, ids) = post_link(conn, &viewer.business_id, social, &post_id)?;
            let counts =
                if ids.is_empty() { untouched(&row.sold_product_ids()) } else { tally(conn, &viewer, &ids, &range)? };
            ranked(conn, &viewer, counts)
        })
        .await?;
    let (products, more) = page.slice(rows);
    Ok(envelope::ok(&PostProductsPage { products: RowsById(products), next_skip: page.next_skip(more) }))
}

/// The signed-in merchant and the path's network and post id (an unknown network is 404).
async fn merchant_post(
    state: &AppState,
    req: &HttpRequest,
    (social, post_id): (String, String),
) -> AppResult<(Session, Network, String)> {
    let current = session::require(&state.db, req).await?;
    current.require_merchant()?;
    Ok((current, Network::parse(&social)?, post_id))
}
