//! Link and short lists (docs/links.md#lists): newest first, 28 per page, searchable by title.
//! - `POST /api/admin/v1/links/{businessId}?q&count&skip&link_type`
//! - `POST /api/admin/v1/links/{businessId}/influencer/{username}?count&skip&link_type`

use actix_web::{web, HttpRequest, HttpResponse};
use diesel::prelude::*;
use serde::Deserialize;

use super::access;
use super::model::{LinkKind, LinkRow};
use super::read::{outs, OutContext};
use super::wire::LinksPage;
use crate::db::schema::links;
use crate::db::{like_pattern, lower};
use crate::error::{AppError, AppResult};
use crate::features::accounts;
use crate::features::accounts::session::{self, Session};
use crate::http::envelope;
use crate::http::paging::{Page, PageQuery};
use crate::state::AppState;

/// Page size of link lists (docs/links.md#lists).
pub const PAGE: i64 = 28;

/// Query of the lists.
#[derive(Debug, Default, Deserialize)]
pub struct ListQuery {
    /// Text in the title.
    #[serde(default)]
    pub q: String,
    /// Page size (at most 28).
    pub count: Option<i64>,
    /// Offset.
    pub skip: Option<i64>,
    /// LOOK (default) or SHORT.
    pub link_type: Option<String>,
}

impl ListQuery {
    /// The page asked for, at most [`PAGE`] rows.
    pub fn page(&self) -> Page {
        Page::of(&PageQuery { count: self.count, skip: self.skip }, PAGE, PAGE)
    }
}

/// The business's live top-level rows of `kind` whose title matches the list's search.
pub fn listed<'a>(
    business_id: &'a str,
    kind: LinkKind,
    query: &'a ListQuery,
) -> links::BoxedQuery<'a, crate::db::multi::MultiBackend> {
    let mut q = links::table
        .filter(links::business_id.eq(business_id))
        .filter(links::parent_id.is_null())
        .filter(links::closed_at.is_null())
        .filter(links::kind.eq(kind.as_db()))
        .into_boxed();
    if !query.q.trim().is_empty() {
        q = q.filter(lower(links::description).like(like_pattern(&query.q)).escape('\\'));
    }
    q
}

/// One page of `q`, newest first, with its `next_skip`.
pub fn newest_first(
    conn: &mut crate::db::DbConnection,
    q: links::BoxedQuery<'_, crate::db::multi::MultiBackend>,
    page: Page,
) -> AppResult<(Vec<LinkRow>, Option<i64>)> {
    let rows: Vec<LinkRow> = q
        .order((links::created_at.desc(), links::id.desc()))
        .offset(page.skip)
        .limit(page.count + 1)
        .select(LinkRow::as_select())
        .load(conn)?;
    Ok(page.finish(rows))
}

fn kind_of(query: &ListQuery) -> AppResult<LinkKind> {
    match query.link_type.as_deref().map(|raw| (raw, LinkKind::parse(raw))) {
        None | Some(("", _)) | Some((_, Some(LinkKind::Look))) => Ok(LinkKind::Look),
        Some((_, Some(LinkKind::Short))) => Ok(LinkKind::Short),
        Some(_) => Err(AppError::BadRequest("link_type must be LOOK or SHORT".into())),
    }
}

/// One page of the business's top-level links of one kind, limited to `influencer` when given.
fn page(
    state: &AppState,
    current: Session,
    query: ListQuery,
    influencer: Option<String>,
) -> impl FnOnce(&mut crate::db::DbConnection) -> AppResult<LinksPage> + Send + 'static {
    let cx = OutContext::of(state, &current);
    move |conn| {
        let kind = kind_of(&query)?;
        let mut q = listed(&current.business_id, kind, &query);
        if let Some(own) = access::influencer_scope(&current) {
            q = q.filter(links::influencer_id.eq(own.to_owned()));
        }
        if let Some(influencer) = influencer {
            q = q.filter(links::influencer_id.eq(influencer));
        }
        let (rows, next_skip) = newest_first(conn, q, query.page())?;
        Ok(LinksPage { links: outs(conn, &cx, rows)?, next_skip })
    }
}

/// `POST /api/admin/v1/links/{businessId}`.
#[utoipa::path(post, path = "/api/admin/v1/links/{businessId}",
    params(("businessId" = String, Path, description = "the caller's business"), ("q" = Option<String>, Query, description = "text in the title"),
        ("count" = Option<i64>, Query, description = "at most 28"), ("skip" = Option<i64>, Query, description = "offset"),
        ("link_type" = Option<String>, Query, description = "LOOK (default) or SHORT")),
    responses((status = 200, description = "data: {links, next_skip}"), (status = 404, description = "another business")))]
pub async fn list(
    req: HttpRequest,
    state: web::Data<AppState>,
    path: web::Path<String>,
    query: web::Query<ListQuery>,
) -> AppResult<HttpResponse> {
    let current = session::require(&state.db, &req).await?;
    current.require_own_business(&path.into_inner())?;
    let page = state.db.run(page(&state, current, query.into_inner(), None)).await?;
    Ok(envelope::ok(&page))
}

/// `POST /api/admin/v1/links/{businessId}/influencer/{username}`: one influencer's links (an
/// influencer may ask only for their own).
#[utoipa::path(post, path = "/api/admin/v1/links/{businessId}/influencer/{username}",
    params(("businessId" = String, Path, description = "the caller's business"), ("username" = String, Path, description = "influencer"),
        ("count" = Option<i64>, Query, description = "at most 28"), ("skip" = Option<i64>, Query, description = "offset"),
        ("link_type" = Option<String>, Query, description = "LOOK (default) or SHORT")),
    responses((status = 200, description = "data: {links, next_skip}"), (status = 404, description = "no such influencer for the caller")))]
pub async fn by_influencer(
    req: HttpRequest,
    state: web::Data<AppState>,
    path: web::Path<(String, String)>,
    query: web::Query<ListQuery>,
) -> AppResult<HttpResponse> {
    let current = session::require(&state.db, &req).await?;
    let (business_id, username) = path.into_inner();
    current.require_own_business(&business_id)?;
    let lookup_business = current.business_id.clone();
    let influencer: Option<String> = state
        .db
        .run(move |conn| Ok(accounts::influencer_named(conn, &lookup_business, &username)?.map(|i| i.id)))
        .await?;
    let influencer = influencer.ok_or_else(|| AppError::NotFound("No such influencer".into()))?;
    if access::influencer_scope(&current).is_some_and(|own| own != influencer) {
        return Err(AppError::NotFound("No such influencer".into()));
    }
    let page = state.db.run(page(&state, current, query.into_inner(), Some(influencer))).await?;
    Ok(envelope::ok(&page))
}
