//! Trends (docs/trends.md): the shop's top-performing products, its best combinations and the
//! complementary products of one product, from the product rollups (never a scan of orders or
//! events). Business features only (Business, Pro, or a free plan in its trial): others get 403
//! and the page's upgrade dialog. Merchants only: the figures are the whole shop's sales.

pub mod catalog;
pub mod signals;
pub mod stats;

use std::collections::{HashMap, HashSet};

use actix_web::{web, HttpRequest, HttpResponse};
use serde::Serialize;
use ts_rs::TS;

use self::catalog::{products_of, TrendProduct};
use self::signals::{ProductSignals, Signals};
use self::stats::{Association, Base, Evidence};
use crate::db::DbConnection;
use crate::error::{AppError, AppResult};
use crate::features::accounts::session::{self, Session};
use crate::features::rollups;
use crate::http::envelope;
use crate::state::AppState;

/// Products in the top-performing list.
pub const TOP_PRODUCTS: usize = 20;
/// Combinations in the best-combinations list.
pub const TOP_COMBINATIONS: usize = 10;
/// Complementary products of one product.
pub const TOP_COMPLEMENTS: usize = 10;

/// The caller, when they may read trends.
async fn reader(state: &AppState, req: &HttpRequest) -> AppResult<Session> {
    let current = session::require(&state.db, req).await?;
    if !current.is_admin() {
        return Err(AppError::Forbidden("Only the merchant can see trends".into()));
    }
    if !current.user.plan_limits.business_features {
        return Err(AppError::Forbidden("Upgrade to get access to trends".into()));
    }
    Ok(current)
}

/// Selling scores of every product with a signal.
fn scores(signals: &Signals) -> HashMap<String, u8> {
    let raw = |p: &ProductSignals| stats::raw_score(p.views, p.adds, p.units);
    let best = signals.products.values().map(raw).max().unwrap_or(0);
    signals.products.iter().map(|(id, p)| (id.clone(), stats::selling_score(raw(p), best))).collect()
}

/// `{products}`: the top-performing products, best first.
#[derive(Debug, Serialize, TS)]
#[ts(export, export_to = "TopPerforming.ts")]
pub struct TopPerforming {
    /// Best first.
    pub products: Vec<TrendProduct>,
}

/// The shop's best products.
pub fn top_performing_of(conn: &mut DbConnection, business_id: &str) -> AppResult<TopPerforming> {
    let signals = signals::load(conn, business_id)?;
    let scores = scores(&signals);
    let mut ranked: Vec<(&String, &ProductSignals)> =
        signals.products.iter().filter(|(_, p)| stats::raw_score(p.views, p.adds, p.units) > 0).collect();
    ranked.sort_by(|(a, pa), (b, pb)| {
        stats::raw_score(pb.views, pb.adds, pb.units)
            .cmp(&stats::raw_score(pa.views, pa.adds, pa.units))
            .then(pb.units.cmp(&pa.units))
            .then(pb.views.cmp(&pa.views))
            .then(a.cmp(b))
    });
    // Twice the list, so products the catalog no longer holds can drop out.
    let ids: Vec<String> = ranked.iter().take(TOP_PRODUCTS * 2).map(|(id, _)| (*id).clone()).collect();
    let mut catalog = products_of(conn, business_id, &ids, &scores)?;
    let products = ids.iter().filter_map(|id| catalog.remove(id)).take(TOP_PRODUCTS).collect();
    Ok(TopPerforming { products })
}

/// `GET /api/admin/v1/products/trends/top-performing`.
#[utoipa::path(get, path = "/api/admin/v1/products/trends/top-performing",
    responses((status = 200, description = "data: {products}, best first"),
        (status = 401, description = "not signed in"), (status = 403, description = "no business features, or an influencer")))]
pub async fn top_performing(req: HttpRequest, state: web::Data<AppState>) -> AppResult<HttpResponse> {
    let current = reader(&state, &req).await?;
    let out = state.db.run(move |conn| top_performing_of(conn, &current.business_id)).await?;
    Ok(envelope::ok(&out))
}

/// How strongly a combination's products go together.
#[derive(Debug, Clone, Serialize, TS)]
#[ts(export, export_to = "CombinationStatistics.ts")]
pub struct CombinationStatistics {
    /// Share of attributed orders holding all of them, 0–1.
    pub support: f64,
    /// Of the orders holding its least-bought product, the share holding all, 0–1.
    pub confidence: f64,
    /// How many times more often they are bought together than independent choices would give.
    pub lift: f64,
}

/// `{top_combinations, statistics, products}`.
#[derive(Debug, Serialize, TS)]
#[ts(export, export_to = "TopCombinations.ts")]
pub struct TopCombinations {
    /// Best first: each a list of product ids.
    pub top_combinations: Vec<Vec<String>>,
    /// The statistics of each combination, in the same order.
    pub statistics: Vec<CombinationStatistics>,
    /// Every product named.
    pub products: Vec<TrendProduct>,
}

/// The shop's best combinations of two and three products.
pub fn top_combinations_of(conn: &mut DbConnection, business_id: &str) -> AppResult<TopCombinations> {
    let signals = signals::load(conn, business_id)?;
    let total = signals.total_orders;
    let orders_of = |id: &str| signals.products.get(id).map_or(0, |p| p.orders);
    let pairs = rollups::frequent_pairs(conn, business_id, stats::MIN_COMBINATION_ORDERS)?;
    let pair_orders: HashMap<(&str, &str), i64> =
        pairs.iter().map(|(a, b, n, _)| ((a.as_str(), b.as_str()), *n)).collect();
    let mut found: Vec<(Vec<String>, Association)> = pairs
        .iter()
        .filter_map(|(a, b, n, _)| {
            stats::pair(*n, orders_of(a), orders_of(b), total).map(|s| (vec![a.clone(), b.clone()], s))
        })
        .collect();
    for (a, b, c, n) in rollups::frequent_triples(conn, business_id, stats::MIN_COMBINATION_ORDERS)? {
        let together = |x: &str, y: &str| pair_orders.get(&(x, y)).copied().unwrap_or(0);
        let pairs = (together(&a, &b), together(&a, &c), together(&b, &c));
        let singles = (orders_of(&a), orders_of(&b), orders_of(&c));
        if let Some(s) = stats::triple(n, pairs, singles, total) {
            found.push((vec![a, b, c], s));
        }
    }
    found.sort_by(|(xa, a), (xb, b)| b.leverage.total_cmp(&a.leverage).then(xa.cmp(xb)));
    let ids: Vec<String> =
        found.iter().flat_map(|(x, _)| x.iter().cloned()).collect::<HashSet<_>>().into_iter().collect();
    let catalog = products_of(conn, business_id, &ids, &scores(&signals))?;
    // A combination shows only when the catalog still holds all its products.
    let shown: Vec<(Vec<String>, Association)> =
        found.into_iter().filter(|(x, _)| x.iter().all(|id| catalog.contains_key(id))).take(TOP_COMBINATIONS).collect();
    let named: HashSet<&String> = shown.iter().flat_map(|(x, _)| x.iter()).collect();
    let mut products: Vec<TrendProduct> = catalog.values().filter(|p| named.contains(&p.id)).cloned().collect();
    products.sort_by(|a, b| a.id.cmp(&b.id));
    let round = |v: f64| (v * 10_000.0).round() / 10_000.0;
    Ok(TopCombinations {
        statistics: shown
            .iter()
            .map(|(_, s)| CombinationStatistics {
                support: round(s.support),
                confidence: round(s.confidence),
                lift: round(s.lift),
            })
            .collect(),
        top_combinations: shown.into_iter().map(|(x, _)| x).collect(),
        products,
    })
}

/// `GET /api/admin/v1/products/trends/top-combinations`.
#[utoipa::path(get, path = "/api/admin/v1/products/trends/top-combinations",
    responses((status = 200, description = "data: {top_combinations, statistics, products}"),
        (status = 401, description = "not signed in"), (status = 403, description = "no business features, or an influencer")))]
pub async fn top_combinations(req: HttpRequest, state: web::Data<AppState>) -> AppResult<HttpResponse> {
    let current = reader(&state, &req).await?;
    let out = state.db.run(move |conn| top_combinations_of(conn, &current.business_id)).await?;
    Ok(envelope::ok(&out))
}

/// A complementary product.
#[derive(Debug, Serialize, TS)]
#[ts(export, export_to = "ComplementaryProduct.ts")]
pub struct Complement {
    /// The product.
    pub product: TrendProduct,
    /// 0–100, two decimals ([`stats::complement`]).
    pub combination_score: f64,
}

/// `{product_id, products}`: the complementary products of one product, best first.
#[derive(Debug, Serialize, TS)]
#[ts(export, export_to = "ComplementaryProducts.ts")]
pub struct Complementary {
    /// The product they complement.
    pub product_id: String,
    /// Best first; only products with a score above 0.
    pub products: Vec<Complement>,
}

/// The complementary products of `product`.
pub fn complementary_of(conn: &mut DbConnection, business_id: &str, product: &str) -> AppResult<Complementary> {
    let signals = signals::load(conn, business_id)?;
    let own = signals.products.get(product).copied().unwrap_or_default();
    let base = Base { orders: own.orders, adds: own.adds, views: own.views, total_orders: signals.total_orders };
    let mut evidence: HashMap<String, Evidence> = HashMap::new();
    for (a, b, orders, co_adds) in rollups::pairs_of(conn, business_id, product)? {
        let other = if a == product { b } else { a };
        let e = evidence.entry(other).or_default();
        e.orders_together += orders;
        e.co_adds += co_adds;
    }
    for (other, views) in signals::co_views(conn, business_id, product)? {
        evidence.entry(other).or_default().co_views += views;
    }
    let mut scored: Vec<(String, f64)> = evidence
        .iter()
        .map(|(id, e)| (id.clone(), stats::complement(&base, e, signals.products.get(id).map_or(0, |p| p.orders))))
        .filter(|(_, score)| *score > 0.0)
        .collect();
    scored.sort_by(|(a, x), (b, y)| y.total_cmp(x).then(a.cmp(b)));
    let ids: Vec<String> = scored.iter().take(TOP_COMPLEMENTS * 2).map(|(id, _)| id.clone()).collect();
    let mut catalog = products_of(conn, business_id, &ids, &scores(&signals))?;
    let products = scored
        .into_iter()
        .filter_map(|(id, combination_score)| {
            catalog.remove(&id).map(|product| Complement { product, combination_score })
        })
        .take(TOP_COMPLEMENTS)
        .collect();
    Ok(Complementary { product_id: product.to_owned(), products })
}

/// A store product id from the path: the full `gid://shopify/Product/…` or its number.
fn product_gid(raw: &str) -> String {
    let raw = raw.trim().trim_matches('/');
    if raw.starts_with("gid://") {
        raw.to_owned()
    } else {
        format!("gid://shopify/Product/{raw}")
    }
}

/// `GET /api/admin/v1/products/trends/complementary/{productId}`.
#[utoipa::path(get, path = "/api/admin/v1/products/trends/complementary/{product_id}",
    params(("product_id" = String, Path, description = "store product id, `gid://shopify/Product/1` or `1`")),
    responses((status = 200, description = "data: {product_id, products: [{product, combination_score}]}"),
        (status = 401, description = "not signed in"), (status = 403, description = "no business features, or an influencer")))]
pub async fn complementary(
    req: HttpRequest,
    state: web::Data<AppState>,
    path: web::Path<String>,
) -> AppResult<HttpResponse> {
    let current = reader(&state, &req).await?;
    let product = product_gid(&path.into_inner());
    let out = state.db.run(move |conn| complementary_of(conn, &current.business_id, &product)).await?;
    Ok(envelope::ok(&out))
}

/// Routes under `/api`.
pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.route("/admin/v1/products/trends/top-performing", web::get().to(top_performing))
        .route("/admin/v1/products/trends/top-combinations", web::get().to(top_combinations))
        .route("/admin/v1/products/trends/complementary/{product_id:.*}", web::get().to(complementary));
}
