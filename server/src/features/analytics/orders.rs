//! The recent orders of a link and their lines (docs/analytics.md#recent-orders), for the merchant
//! only: influencers get 403 whatever their flags (the recent orders table is admin-only;
//! docs/analytics.md#permissions).
//!
//! `order_id` is the store's numeric order id (what the store admin's URL shows); the order URL
//! is the store admin's order page (on the sandbox store, its admin page, which lists orders).
//! Status: the store's `refunded` and `partially_refunded`, else from the refunded amount,
//! else `paid`. Amounts are decimal strings in the order's currency.

use std::collections::HashMap;

use actix_web::{web, HttpRequest, HttpResponse};
use serde::Serialize;
use ts_rs::TS;

use super::scope::member_ids;
use crate::db::DbConnection;
use crate::error::{AppError, AppResult};
use crate::features::accounts::session;
use crate::features::catalog;
use crate::features::links::destination::store_base;
use crate::features::links::find_visible;
use crate::features::orders::{self, AttributedOrder};
use crate::http::envelope;
use crate::http::paging::{Page, PageQuery};
use crate::state::AppState;

/// Default page size (the home list uses 20; docs/analytics.md#recent-orders).
const DEFAULT_COUNT: i64 = 20;
/// Largest page.
const MAX_COUNT: i64 = 50;

/// A page of a link's orders.
#[derive(Debug, Serialize, TS)]
#[ts(export, export_to = "LinkOrdersPage.ts")]
pub struct LinkOrdersPage {
    /// Newest first.
    pub orders: Vec<LinkOrder>,
    /// `skip` of the next page, when there is one.
    #[ts(type = "number | null")]
    pub next_skip: Option<i64>,
}

/// A recent order of a link.
#[derive(Debug, Serialize, TS)]
#[ts(export, export_to = "LinkOrder.ts")]
pub struct LinkOrder {
    /// The store's numeric order id (also the `{orderId}` of the details call).
    pub order_id: String,
    /// `#1001`.
    pub name: String,
    /// RFC 3339, UTC.
    pub created_at: String,
    /// The order's currency.
    pub currency: String,
    /// `paid`, `refunded` or `partially refunded`.
    pub order_status: String,
    /// The order in the store admin.
    pub order_url: String,
    /// Units bought.
    #[ts(type = "number")]
    pub products_count: i64,
    /// Order total, decimal string.
    pub total_price: String,
}

/// The lines of an order.
#[derive(Debug, Serialize, TS)]
#[ts(export, export_to = "LinkOrderDetails.ts")]
pub struct LinkOrderDetails {
    /// In the order of the store's lines.
    pub items: Vec<LinkOrderItem>,
}

/// A line of an order.
#[derive(Debug, Serialize, TS)]
#[ts(export, export_to = "LinkOrderItem.ts")]
pub struct LinkOrderItem {
    /// Product title as sold.
    pub title: String,
    /// Variant image, else product image, from the catalog.
    pub image: Option<String>,
    /// Variant title; absent for a product without variants ("Default Title").
    pub variant_title: Option<String>,
    /// Unit price, decimal string.
    pub price: String,
    /// Units.
    pub quantity: i32,
}

/// The status the orders table shows.
pub fn order_status(financial_status: &str, total_minor: i64, refunded_minor: i64) -> &'static str {
    match financial_status {
        "refunded" => "refunded",
        "partially_refunded" => "partially refunded",
        _ if refunded_minor > 0 && refunded_minor >= total_minor => "refunded",
        _ if refunded_minor > 0 => "partially refunded",
        _ => "paid",
    }
}

/// The numeric id of a store gid (`gid://shopify/Order/42` → `42`).
fn numeric_id(gid: &str) -> String {
    gid.rsplit('/').next().unwrap_or(gid).to_owned()
}

/// The store admin's page of an order.
fn order_url(state: &AppState, shop: &str, numeric: &str) -> String {
    let base = store_base(state, shop);
    if base == format!("https://{shop}") {
        format!("{base}/admin/orders/{numeric}")
    } else {
        format!("{base}/admin")
    }
}

/// `GET /api/admin/v1/links/{id}/orders?count&skip`.
#[utoipa::path(get, path = "/api/admin/v1/links/{id}/orders",
    params(("id" = String, Path, description = "link, short or multilink id"),
        ("count" = Option<i64>, Query, description = "page size, default 20, at most 50"),
        ("skip" = Option<i64>, Query, description = "orders to skip")),
    responses((status = 200, description = "data: {orders (newest first), next_skip}"),
        (status = 401, description = "not signed in"), (status = 403, description = "not the merchant"),
        (status = 404, description = "no such link, or not the caller's")))]
pub async fn list(
    req: HttpRequest,
    state: web::Data<AppState>,
    id: web::Path<String>,
    query: web::Query<PageQuery>,
) -> AppResult<HttpResponse> {
    let current = session::require(&state.db, &req).await?;
    current.require_merchant()?;
    let page = Page::of(&query, DEFAULT_COUNT, MAX_COUNT);
    let id = id.into_inner();
    let (rows, more) = state
        .db
        .run(move |conn| {
            let link = find_visible(conn, &current, &id)?;
            let ids = member_ids(conn, &link)?;
            load_orders(conn, &current.business_id, Some(&ids), page)
        })
        .await?;
    let orders = rows.iter().map(|o| link_order(&state, o)).collect();
    Ok(envelope::ok(&LinkOrdersPage { orders, next_skip: page.next_skip(more) }))
}

/// The row the orders tables show of `o`.
pub fn link_order(state: &AppState, o: &OrderSummary) -> LinkOrder {
    let numeric = numeric_id(&o.shopify_id);
    LinkOrder {
        order_url: order_url(state, &o.shop_domain, &numeric),
        order_id: numeric,
        name: o.name.clone(),
        created_at: o.created_at.and_utc().to_rfc3339(),
        order_status: order_status(&o.financial_status, o.total_minor, o.refunded_minor).to_owned(),
        products_count: o.units,
        total_price: crate::money::decimal(o.total_minor, &o.currency),
        currency: o.currency.clone(),
    }
}

/// An attributed order as the orders tables list it.
pub type OrderSummary = AttributedOrder;

/// A page of `business_id`'s attributed orders, newest first: those of `links` only, when
/// given. Says whether more follow.
pub fn load_orders(
    conn: &mut DbConnection,
    business_id: &str,
    links: Option<&[String]>,
    page: Page,
) -> AppResult<(Vec<OrderSummary>, bool)> {
    let mut rows = orders::attributed_orders(conn, business_id, links, page.skip, page.count + 1)?;
    let more = rows.len() as i64 > page.count;
    rows.truncate(usize::try_from(page.count).unwrap_or(0));
    Ok((rows, more))
}

/// `GET /api/admin/v1/links/{id}/orders/{orderId}/details`.
#[utoipa::path(get, path = "/api/admin/v1/links/{id}/orders/{order_id}/details",
    params(("id" = String, Path, description = "link, short or multilink id"),
        ("order_id" = String, Path, description = "the store's numeric order id")),
    responses((status = 200, description = "data: {items: [{title, image, variant_title, price, quantity}]}"),
        (status = 401, description = "not signed in"), (status = 403, description = "not the merchant"),
        (status = 404, description = "no such link or order, or not attributed to this link")))]
pub async fn details(
    req: HttpRequest,
    state: web::Data<AppState>,
    path: web::Path<(String, String)>,
) -> AppResult<HttpResponse> {
    let current = session::require(&state.db, &req).await?;
    current.require_merchant()?;
    let (id, order_id) = path.into_inner();
    let out = state
        .db
        .run(move |conn| {
            let link = find_visible(conn, &current, &id)?;
            let ids = member_ids(conn, &link)?;
            load_details(conn, &current.business_id, Some(&ids), &order_id)
        })
        .await?;
    Ok(envelope::ok(&out))
}

/// The lines of `business_id`'s attributed order `order_id` (the store's number), of one of
/// `links` when given; 404 otherwise.
pub fn load_details(
    conn: &mut DbConnection,
    business_id: &str,
    links: Option<&[String]>,
    order_id: &str,
) -> AppResult<LinkOrderDetails> {
    let not_found = || AppError::NotFound("No such order".into());
    if order_id.is_empty() || order_id.len() > 20 || !order_id.bytes().all(|b| b.is_ascii_digit()) {
        return Err(not_found());
    }
    let gid = format!("gid://shopify/Order/{order_id}");
    let (cur, lines) = orders::attributed_order_lines(conn, business_id, links, &gid)?.ok_or_else(not_found)?;
    let product_ids: Vec<String> = lines.iter().filter_map(|l| l.product_id.clone()).collect();
    let variant_ids: Vec<String> = lines.iter().filter_map(|l| l.variant_id.clone()).collect();
    let product_images: HashMap<String, Option<String>> = catalog::product_faces(conn, business_id, &product_ids)?
        .into_iter()
        .map(|(id, face)| (id, face.image_url))
        .collect();
    let variant_images = catalog::variant_images(conn, business_id, &variant_ids)?;
    let items = lines
        .into_iter()
        .map(|line| LinkOrderItem {
            image: line
                .variant_id
                .as_ref()
                .and_then(|v| variant_images.get(v).cloned().flatten())
                .or_else(|| line.product_id.as_ref().and_then(|p| product_images.get(p).cloned().flatten())),
            title: line.title,
            variant_title: line.variant_title.filter(|v| {
                let v = v.trim();
                !v.is_empty() && v != "Default Title" && v != "None"
            }),
            price: crate::money::decimal(line.price_minor, &cur),
            quantity: line.quantity,
        })
        .collect();
    Ok(LinkOrderDetails { items })
}
