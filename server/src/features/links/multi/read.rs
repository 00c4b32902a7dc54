//! Multilinks as the API answers them, and their get, list and close calls:
//! - `GET /api/admin/v1/links/multi/{id}`
//! - `POST /api/admin/v1/links/multi/{businessId}?q&count&skip` (28 per page)
//! - `POST /api/admin/v1/links/multi/{id}/close`

use actix_web::{web, HttpRequest, HttpResponse};
use chrono::TimeZone;
use diesel::prelude::*;
use serde::Serialize;

use super::wire::{LinkOptionOut, MultilinkOut, MultilinksPage};
use crate::clock::now;
use crate::db::schema::links;
use crate::db::DbConnection;
use crate::error::{AppError, AppResult};
use crate::features::accounts::session::{self, Session};
use crate::features::links::access;
use crate::features::links::list::{listed, newest_first, ListQuery};
use crate::features::links::model::{DeviceOption, LinkKind, LinkRow};
use crate::features::links::read::{outs, OutContext};
use crate::features::links::wire::Promocode;
use crate::http::envelope;
use crate::state::AppState;

/// The multilink `id` of the caller's business (admins only), not deleted.
pub fn find(conn: &mut DbConnection, current: &Session, id: &str) -> AppResult<LinkRow> {
    let row = access::find_visible(conn, current, id)?;
    if row.kind == LinkKind::Multilink {
        Ok(row)
    } else {
        Err(AppError::NotFound("No such multilink".into()))
    }
}

/// The live experiences of `multilink_ids`, in order.
pub fn experiences(conn: &mut DbConnection, multilink_ids: &[String]) -> AppResult<Vec<LinkRow>> {
    Ok(links::table
        .filter(links::parent_id.eq_any(multilink_ids))
        .filter(links::closed_at.is_null())
        .order((links::parent_id, links::position))
        .select(LinkRow::as_select())
        .load(conn)?)
}

/// The answers for multilink `rows`, in their order.
pub fn outs_multi(conn: &mut DbConnection, cx: &OutContext, rows: Vec<LinkRow>) -> AppResult<Vec<MultilinkOut>> {
    let ids: Vec<String> = rows.iter().map(|r| r.id.clone()).collect();
    let children = experiences(conn, &ids)?;
    let shares: Vec<(Option<String>, i32, DeviceOption)> =
        children.iter().map(|c| (c.parent_id.clone(), c.traffic_share, c.device_option)).collect();
    let child_outs = outs(conn, cx, children)?;
    let mut figures = cx.figures.of(conn, &cx.session, &ids)?;
    let hosts = cx.hosts(conn, &ids)?;
    let mut options: Vec<(Option<String>, LinkOptionOut)> = shares
        .into_iter()
        .zip(child_outs)
        .map(|((parent, value, device_option), link_data)| {
            (parent, LinkOptionOut { link_id: link_data.link_id.clone(), value, device_option, link_data })
        })
        .collect();
    Ok(rows
        .into_iter()
        .map(|row| {
            let (mine, rest): (Vec<_>, Vec<_>) =
                std::mem::take(&mut options).into_iter().partition(|(parent, _)| parent.as_deref() == Some(&row.id));
            options = rest;
            let utm = row.utm();
            MultilinkOut {
                public_url: cx.public_url(&row.id, &hosts),
                is_active: row.is_live(),
                created_at: chrono::Utc.from_utc_datetime(&row.created_at),
                analytics: figures.remove(&row.id).unwrap_or_default(),
                title: row.description.clone(),
                splitter_type: "PERCENTAGE".into(),
                promocode: row.promocode.clone().map(|code| Promocode { code }),
                utm_params: (!utm.is_empty()).then_some(utm),
                currency: cx.session.business.currency.clone(),
                links_options: mine.into_iter().map(|(_, o)| o).collect(),
                multilink_id: row.id,
            }
        })
        .collect())
}

/// `GET /api/admin/v1/links/multi/{id}`.
#[utoipa::path(get, path = "/api/admin/v1/links/multi/{id}", params(("id" = String, Path, description = "multilink id")),
    responses((status = 200, description = "data: the multilink"), (status = 403, description = "admins only"),
        (status = 404, description = "no such multilink for the caller")))]
pub async fn get(req: HttpRequest, state: web::Data<AppState>, path: web::Path<String>) -> AppResult<HttpResponse> {
    let current = session::require(&state.db, &req).await?;
    current.require_merchant()?;
    let cx = OutContext::of(&state, &current);
    let id = path.into_inner();
    let out = state
        .db
        .run(move |conn| {
            let row = find(conn, &current, &id)?;
            Ok(outs_multi(conn, &cx, vec![row])?.pop())
        })
        .await?;
    Ok(envelope::ok(&out))
}

/// `POST /api/admin/v1/links/multi/{businessId}`.
#[utoipa::path(post, path = "/api/admin/v1/links/multi/{businessId}",
    params(("businessId" = String, Path, description = "the caller's business"), ("q" = Option<String>, Query, description = "text in the title"),
        ("count" = Option<i64>, Query, description = "at most 28"), ("skip" = Option<i64>, Query, description = "offset")),
    responses((status = 200, description = "data: {multilinks, next_skip}"), (status = 403, description = "admins only"),
        (status = 404, description = "another business")))]
pub async fn list(
    req: HttpRequest,
    state: web::Data<AppState>,
    path: web::Path<String>,
    query: web::Query<ListQuery>,
) -> AppResult<HttpResponse> {
    let current = session::require(&state.db, &req).await?;
    current.require_merchant()?;
    current.require_own_business(&path.into_inner())?;
    let cx = OutContext::of(&state, &current);
    let query = query.into_inner();
    let page = state
        .db
        .run(move |conn| {
            let listed = listed(&current.business_id, LinkKind::Multilink, &query);
            let (rows, next_skip) = newest_first(conn, listed, query.page())?;
            Ok(MultilinksPage { multilinks: outs_multi(conn, &cx, rows)?, next_skip })
        })
        .await?;
    Ok(envelope::ok(&page))
}

#[derive(Serialize)]
struct Closed {
    multilink_id: String,
}

/// `POST /api/admin/v1/links/multi/{id}/close`: deletes the multilink (its experiences stop
/// serving with it; attributed orders keep their links).
#[utoipa::path(post, path = "/api/admin/v1/links/multi/{id}/close", params(("id" = String, Path, description = "multilink id")),
    responses((status = 200, description = "data: {multilink_id}"), (status = 403, description = "admins only"),
        (status = 404, description = "no such multilink for the caller")))]
pub async fn close(req: HttpRequest, state: web::Data<AppState>, path: web::Path<String>) -> AppResult<HttpResponse> {
    let current = session::require(&state.db, &req).await?;
    current.require_merchant()?;
    let id = path.into_inner();
    let closed = state
        .db
        .run(move |conn| {
            crate::db::write_transaction(conn, |conn| {
                let row = find(conn, &current, &id)?;
                diesel::update(links::table.find(&row.id)).set(links::closed_at.eq(Some(now()))).execute(conn)?;
                Ok(Closed { multilink_id: row.id })
            })
        })
        .await?;
    // Copies of links kept elsewhere (the public side's cache) are dropped at once.
    crate::features::links::changes::changed(&state);
    Ok(envelope::ok(&closed))
}
