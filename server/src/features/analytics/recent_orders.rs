//! The home page's recent orders (docs/home.md#recent-orders): every attributed order of the
//! business, newest first, 20 a page, each with the link it came through (or the influencer
//! whose code it carried) and its lines on demand. Merchants only, like the link previews'
//! orders table; the row and line shapes are the same.

use std::collections::HashMap;

use actix_web::{web, HttpRequest, HttpResponse};
use diesel::prelude::*;
use serde::Serialize;
use ts_rs::TS;

use super::orders::{link_order, load_details, load_orders, LinkOrder, OrderSummary};
use crate::db::schema::{influencers, link_products, links, products};
use crate::db::DbConnection;
use crate::error::AppResult;
use crate::features::accounts::session;
use crate::features::links::kind::{LinkKind, UrlType};
use crate::features::links::LinkImage;
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
    type LinkColumns = (String, String, Option<String>, String, String, String);
    let found: Vec<LinkColumns> = links::table
        .filter(links::business_id.eq(business_id))
        .filter(links::id.eq_any(&link_ids))
        .select((links::id, links::kind, links::parent_id, links::url_type, links::description, links::images))
        .load(conn)?;
    // An experience shows as its multilink: that is the link the merchant made.
    let parents: Vec<&String> = found.iter().filter_map(|l| l.2.as_ref()).collect();
    let parent_rows: HashMap<String, LinkColumns> = links::table
        .filter(links::business_id.eq(business_id))
        .filter(links::id.eq_any(&parents))
        .select((links::id, links::kind, links::parent_id, links::url_type, links::description, links::images))
        .load::<LinkColumns>(conn)?
        .into_iter()
        .map(|l| (l.0.clone(), l))
        .collect();
    let shown: Vec<(String, &LinkColumns)> =
        found.iter().map(|l| (l.0.clone(), l.2.as_ref().and_then(|p| parent_rows.get(p)).unwrap_or(l))).collect();
    let shown_ids: Vec<&String> = shown.iter().map(|(_, l)| &l.0).collect();
    let mut first_image: HashMap<String, String> = HashMap::new();
    for (link, image) in link_products::table
        .inner_join(products::table.on(products::shopify_id.eq(link_products::product_shopify_id)))
        .filter(products::business_id.eq(business_id))
        .filter(link_products::link_id.eq_any(&shown_ids))
        .filter(products::image_url.is_not_null())
        .order((link_products::link_id, link_products::position))
        .select((link_products::link_id, products::image_url.assume_not_null()))
        .load::<(String, String)>(conn)?
    {
        first_image.entry(link).or_insert(image);
    }
    let links = shown
        .into_iter()
        .map(|(attributed, (id, kind, _, url_type, description, images))| {
            let images: Vec<LinkImage> = serde_json::from_str(images).unwrap_or_default();
            let details = LinkDetails {
                link_id: id.clone(),
                description: description.clone(),
                images: images.into_iter().map(|i| i.src).collect(),
                link_default_image: first_image.get(id).cloned(),
                link_type: LinkKind::parse(kind).unwrap_or(LinkKind::Look),
                url_type: UrlType::parse(url_type).unwrap_or(UrlType::Look),
            };
            (attributed, details)
        })
        .collect();
    let influencer_ids: Vec<&String> = rows.iter().filter_map(|o| o.influencer_id.as_ref()).collect();
    let pictures = influencers::table
        .filter(influencers::business_id.eq(business_id))
        .filter(influencers::id.eq_any(&influencer_ids))
        .select((influencers::id, influencers::profile_image_url))
        .load::<(String, Option<String>)>(conn)?
        .into_iter()
        .collect();
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
