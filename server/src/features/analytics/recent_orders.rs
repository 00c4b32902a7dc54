//! The home page's recent orders (docs/home.md#recent-orders): every attributed order of the
//! business, newest first, 20 a page, each with the link it came through (or the influencer
//! whose code it carried) and its lines on demand. Merchants only, like the link previews'
//! orders table; the row and line shapes are the same.

use std::collections::HashMap;

use actix_web::{web, HttpRequest, HttpResponse};
use serde::Serialize;
use ts_rs::TS;

use super::orders::{link_order, load_details, load_orders, LinkOrder, OrderSummary};
use crate::db::DbConnection;
use crate::error::AppResult;
use crate::features::accounts::{self, session};
use crate::features::catalog;
use crate::features::links::kind::{LinkKind, UrlType};
use crate::features::links::{self, LinkFace};
use crate::http::envelope;
use crate::http::paging::{Page, PageQuery};
use crate::state::AppState;

/// Default and largest page.
const DEFAULT_COUNT: i64 = 20;
const MAX_COUNT: i64 = 50;

/// The link an order came through.
#[derive(Debug, Clone, Serialize, TS)]
#[ts(export, export_to = "OrderLinkDetails.ts")]
pub struct LinkDetails {
    /// Link id.
    pub link_id: String,
    /// Its title.
    pub description: String,
    /// Its own pictures.
    pub images: Vec<String>,
    /// The first product's picture.
    pub link_default_image: Option<String>,
    /// `LOOK`, `SHORT` or `MULTILINK` (an experience reports its multilink's).
    pub link_type: LinkKind,
    /// Where it leads (`url_type`).
    pub url_type: UrlType,
}

/// A recent order.
#[derive(Debug, Serialize, TS)]
#[ts(export, export_to = "RecentOrder.ts")]
pub struct RecentOrder {
    /// The row, as the previews' orders table has it.
    #[serde(flatten)]
    #[ts(flatten)]
    pub order: LinkOrder,
    /// The credited influencer's picture.
    pub influencer_profile_image_url: Option<String>,
    /// The link it came through; `null` for an influencer's code alone.
    pub link_details: Option<LinkDetails>,
}

/// A page of recent orders.
#[derive(Debug, Serialize, TS)]
#[ts(export, export_to = "RecentOrdersPage.ts")]
pub struct RecentOrdersPage {
    /// Newest first.
    pub orders: Vec<RecentOrder>,
    /// `skip` of the next page, when there is one.
    #[ts(type = "number | null")]
    pub next_skip: Option<i64>,
}

/// The links and influencers the orders name.
struct Named {
    links: HashMap<String, LinkDetails>,
    pictures: HashMap<String, Option<String>>,
}

fn named(conn: &mut DbConnection, business_id: &str, rows: &[OrderSummary]) -> AppResult<Named> {
    let link_ids: Vec<&String> = rows.iter().filter_map(|o| o.link_id.as_ref()).collect();
    let found = links::faces_of(conn, business_id, &link_ids)?;
    // An experience shows as its multilink: that is the link the merchant made.
    let parents: Vec<&String> = found.iter().filter_map(|l| l.parent_id.as_ref()).collect();
    let parent_rows: HashMap<String, LinkFace> =
        links::faces_of(conn, business_id, &parents)?.into_iter().map(|l| (l.id.clone(), l)).collect();
    let shown: Vec<(String, &LinkFace)> = found
        .iter()
        .map(|l| (l.id.clone(), l.parent_id.as_ref().and_then(|p| parent_rows.get(p)).unwrap_or(l)))
        .collect();
    let shown_ids: Vec<&String> = shown.iter().map(|(_, l)| &l.id).collect();
    // Each shown link's first product with a picture in the catalog.
    let on_links = links::shown_products(conn, &shown_ids)?;
    let product_ids: Vec<&String> = on_links.iter().map(|p| &p.product_id).collect();
    let pictures = catalog::product_faces(conn, business_id, &product_ids)?;
    let mut first_image: HashMap<String, String> = HashMap::new();
    for p in on_links {
        if let Some(image) = pictures.get(&p.product_id).and_then(|f| f.image_url.clone()) {
            first_image.entry(p.link_id).or_insert(image);
        }
    }
    let links = shown
        .into_iter()
        .map(|(attributed, link)| {
            let details = LinkDetails {
                link_id: link.id.clone(),
                description: link.description.clone(),
                images: link.images.iter().map(|i| i.src.clone()).collect(),
                link_default_image: first_image.get(&link.id).cloned(),
                link_type: link.kind,
                url_type: link.url_type,
            };
            (attributed, details)
        })
        .collect();
    let influencer_ids: Vec<String> = rows.iter().filter_map(|o| o.influencer_id.clone()).collect();
    let pictures =
        accounts::influencer_faces(conn, &influencer_ids)?.into_iter().map(|(id, face)| (id, face.image)).collect();
    Ok(Named { links, pictures })
}

/// `GET /api/admin/v1/orders?count&skip`.
#[utoipa::path(get, path = "/api/admin/v1/orders",
    params(("count" = Option<i64>, Query, description = "page size, default 20, at most 50"),
        ("skip" = Option<i64>, Query, description = "orders to skip")),
    responses((status = 200, description = "data: {orders (newest first), next_skip}"),
        (status = 401, description = "not signed in"), (status = 403, description = "not the merchant")))]
pub async fn list(
    req: HttpRequest,
    state: web::Data<AppState>,
    query: web::Query<PageQuery>,
) -> AppResult<HttpResponse> {
    let current = session::require(&state.db, &req).await?;
    current.require_merchant()?;
    let page = Page::of(&query, DEFAULT_COUNT, MAX_COUNT);
    let business = current.business_id.clone();
    let (rows, more, named) = state
        .db
        .run(move |conn| {
            let (rows, more) = load_orders(conn, &business, None, page)?;
            let named = named(conn, &business, &rows)?;
            Ok((rows, more, named))
        })
        .await?;
    let orders = rows
        .iter()
        .map(|o| RecentOrder {
            order: link_order(&state, o),
            influencer_profile_image_url: o
                .influencer_id
                .as_ref()
                .and_then(|i| named.pictures.get(i).cloned().flatten()),
            link_details: o.link_id.as_ref().and_then(|l| named.links.get(l).cloned()),
        })
        .collect();
    Ok(envelope::ok(&RecentOrdersPage { orders, next_skip: page.next_skip(more) }))
}

/// `GET /api/admin/v1/orders/{orderId}/details`.
#[utoipa::path(get, path = "/api/admin/v1/orders/{order_id}/details",
    params(("order_id" = String, Path, description = "the store's numeric order id")),
    responses((status = 200, description = "data: {items: [{title, image, variant_title, price, quantity}]}"),
        (status = 401, description = "not signed in"), (status = 403, description = "not the merchant"),
        (status = 404, description = "no such attributed order")))]
pub async fn details(req: HttpRequest, state: web::Data<AppState>, path: web::Path<String>) -> AppResult<HttpResponse> {
    let current = session::require(&state.db, &req).await?;
    current.require_merchant()?;
    let order_id = path.into_inner();
    let out = state.db.run(move |conn| load_details(conn, &current.business_id, None, &order_id)).await?;
    Ok(envelope::ok(&out))
}
