//! Links as the API answers them ([`LinkOut`]), built for a whole page in a fixed number of
//! queries, and `GET /api/admin/v1/links/{id}`.

use std::collections::{BTreeMap, HashMap};

use actix_web::{web, HttpRequest, HttpResponse};
use chrono::TimeZone;
use diesel::prelude::*;

use super::access;
use super::figures::FigureSource;
use super::model::{LinkCollection, LinkProduct, LinkRow, UrlType};
use super::wire::{LinkCollectionOut, LinkImage, LinkOut, LinkProductOut, Promocode, SelectedOptions};
use crate::db::schema::{link_collections, link_products};
use crate::db::DbConnection;
use crate::error::AppResult;
use crate::features::accounts;
use crate::features::accounts::session::{self, Session};
use crate::features::catalog::{collections_by_ids, products_by_ids};
use crate::http::envelope;
use crate::state::AppState;

/// What building a [`LinkOut`] needs besides the rows.
#[derive(Clone)]
pub struct OutContext {
    pub(crate) business_id: String,
    /// Who is looking: an influencer's figures count only their orders and hide what their
    /// permissions do not cover.
    pub session: Session,
    /// Where the lifetime figures come from.
    pub figures: FigureSource,
    /// `{public base}/{merchant username}`: public URLs start with it, unless the link is on a
    /// brand domain.
    pub public_prefix: String,
    /// The public URL's scheme, which brand domain addresses use too.
    pub scheme: String,
    /// The storefront base, when a store is connected.
    pub store_base: Option<String>,
}

impl OutContext {
    /// The context of the caller's business.
    pub fn of(state: &AppState, current: &Session) -> Self {
        OutContext {
            business_id: current.business_id.clone(),
            session: current.clone(),
            figures: state.handle::<FigureSource>().clone(),
            public_prefix: format!("{}/{}", state.public_base, current.user.username),
            scheme: state.settings.public_url.scheme().to_owned(),
            store_base: current
                .business
                .store_domain
                .as_deref()
                .map(|shop| super::destination::store_base(state, shop)),
        }
    }

    /// The public address of link `id`: `{scheme}://{brand domain}/{id}` on an active brand
    /// domain (`hosts`, from `domains::link_hosts`), else `{public base}/{username}/{id}`.
    pub fn public_url(&self, id: &str, hosts: &HashMap<String, String>) -> String {
        match hosts.get(id) {
            Some(host) => crate::features::domains::address(&self.scheme, host, id),
            None => format!("{}/{id}", self.public_prefix),
        }
    }

    /// The brand domains of `ids`.
    pub fn hosts(&self, conn: &mut DbConnection, ids: &[String]) -> AppResult<HashMap<String, String>> {
        let ids: Vec<&str> = ids.iter().map(String::as_str).collect();
        crate::features::domains::link_hosts(conn, &self.business_id, &ids)
    }
}

fn group<T>(rows: Vec<T>, key: impl Fn(&T) -> String) -> HashMap<String, Vec<T>> {
    let mut map: HashMap<String, Vec<T>> = HashMap::new();
    for row in rows {
        map.entry(key(&row)).or_default().push(row);
    }
    map
}

/// The answers for `rows`, in their order.
pub fn outs(conn: &mut DbConnection, cx: &OutContext, rows: Vec<LinkRow>) -> AppResult<Vec<LinkOut>> {
    let ids: Vec<String> = rows.iter().map(|r| r.id.clone()).collect();
    let link_products: Vec<LinkProduct> = link_products::table
        .filter(link_products::link_id.eq_any(&ids))
        .order((link_products::link_id, link_products::position))
        .select(LinkProduct::as_select())
        .load(conn)?;
    let link_collections: Vec<LinkCollection> = link_collections::table
        .filter(link_collections::link_id.eq_any(&ids))
        .order((link_collections::link_id, link_collections::position))
        .select(LinkCollection::as_select())
        .load(conn)?;
    let product_ids: Vec<String> = link_products.iter().map(|p| p.product_shopify_id.clone()).collect();
    let collection_ids: Vec<String> = link_collections.iter().map(|c| c.collection_shopify_id.clone()).collect();
    let products: HashMap<String, _> = products_by_ids(conn, &cx.business_id, &product_ids)?
        .into_iter()
        .map(|p| (p.inventory_id().to_owned(), p))
        .collect();
    let collections: HashMap<String, _> = collections_by_ids(conn, &cx.business_id, &collection_ids)?
        .into_iter()
        .map(|c| (c.collection_id.clone(), c))
        .collect();
    let influencer_ids: Vec<String> = rows.iter().filter_map(|r| r.influencer_id.clone()).collect();
    let people = accounts::influencer_faces(conn, &influencer_ids)?;
    let mut figures = cx.figures.of(conn, &cx.session, &ids)?;
    let hosts = cx.hosts(conn, &ids)?;
    let mut by_link_products = group(link_products, |p| p.link_id.clone());
    let mut by_link_collections = group(link_collections, |c| c.link_id.clone());

    Ok(rows
        .into_iter()
        .map(|row| {
            let mut selected_options = SelectedOptions::new();
            let products: Vec<LinkProductOut> = by_link_products
                .remove(&row.id)
                .unwrap_or_default()
                .into_iter()
                .filter_map(|lp| {
                    let options: BTreeMap<String, String> =
                        serde_json::from_str(&lp.selected_options).unwrap_or_default();
                    if !options.is_empty() {
                        selected_options.insert(lp.product_shopify_id.clone(), options.clone());
                    }
                    products
                        .get(&lp.product_shopify_id)
                        .map(|product| LinkProductOut { product: product.clone(), selected_options: options })
                })
                .collect();
            let collections: Vec<LinkCollectionOut> = by_link_collections
                .remove(&row.id)
                .unwrap_or_default()
                .into_iter()
                .filter_map(|lc| collections.get(&lc.collection_shopify_id).cloned())
                .map(|collection| {
                    let url = cx
                        .store_base
                        .as_deref()
                        .map(|base| format!("{base}/collections/{}", collection.handle))
                        .unwrap_or_default();
                    LinkCollectionOut { collection, url }
                })
                .collect();
            let shopping_redirect_url = match row.url_type {
                UrlType::Product => products.first().map(|p| p.product.url().to_owned()),
                UrlType::Collection => collections.first().map(|c| c.url.clone()).filter(|u| !u.is_empty()),
                _ => row.shopping_redirect_url.clone(),
            };
            let images: Vec<LinkImage> = serde_json::from_str(&row.images).unwrap_or_default();
            let link_default_image = products.iter().find_map(|p| p.product.image_src().map(str::to_owned));
            let (influencer_username, influencer_image) = row
                .influencer_id
                .as_ref()
                .and_then(|id| people.get(id).cloned())
                .map_or((None, None), |f| (Some(f.username), f.image));
            let utm = row.utm();
            LinkOut {
                link_analytics: figures.remove(&row.id).unwrap_or_default(),
                public_url: cx.public_url(&row.id, &hosts),
                is_active: row.is_live(),
                created_at: chrono::Utc.from_utc_datetime(&row.created_at),
                link_type: row.kind,
                url_type: row.url_type,
                description: row.description.clone(),
                promocode: row.promocode.clone().map(|code| Promocode { code }),
                utm_params: (!utm.is_empty()).then_some(utm),
                link_id: row.id,
                images,
                link_default_image,
                products,
                collections,
                selected_options,
                shopping_redirect_url,
                influencer_username,
                influencer_image,
            }
        })
        .collect())
}

/// `GET /api/admin/v1/links/{id}`.
#[utoipa::path(get, path = "/api/admin/v1/links/{id}", params(("id" = String, Path, description = "link id")),
    responses((status = 200, description = "data: the link"), (status = 404, description = "no such link for the caller")))]
pub async fn get(req: HttpRequest, state: web::Data<AppState>, path: web::Path<String>) -> AppResult<HttpResponse> {
    let current = session::require(&state.db, &req).await?;
    let cx = OutContext::of(&state, &current);
    let id = path.into_inner();
    let out = state
        .db
        .run(move |conn| {
            let row = access::find_visible(conn, &current, &id)?;
            Ok(outs(conn, &cx, vec![row])?.pop())
        })
        .await?;
    Ok(envelope::ok(&out))
}
