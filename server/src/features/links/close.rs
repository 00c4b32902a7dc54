//! `POST /api/admin/v1/links/{id}/close`: deletes a link or short (docs/links.md#delete). The row
//! stays, marked closed, so orders already attributed to it keep their link; it leaves every list
//! and its public URL shows the unavailable page.

use actix_web::{web, HttpRequest, HttpResponse};
use diesel::prelude::*;
use serde::Serialize;

use super::access;
use super::model::LinkKind;
use crate::clock::now;
use crate::db::schema::links;
use crate::error::{AppError, AppResult};
use crate::features::accounts::session;
use crate::http::envelope;
use crate::state::AppState;

#[derive(Serialize)]
struct Closed {
    link_id: String,
}

/// `POST /api/admin/v1/links/{id}/close`.
#[utoipa::path(post, path = "/api/admin/v1/links/{id}/close", params(("id" = String, Path, description = "link id")),
    responses((status = 200, description = "data: {link_id}"), (status = 403, description = "not allowed"),
        (status = 404, description = "no such link for the caller")))]
pub async fn close(req: HttpRequest, state: web::Data<AppState>, path: web::Path<String>) -> AppResult<HttpResponse> {
    let current = session::require(&state.db, &req).await?;
    access::require_manager(&current)?;
    let id = path.into_inner();
    let closed = state
        .db
        .run(move |conn| {
            crate::db::write_transaction(conn, |conn| {
                let row = access::find_visible(conn, &current, &id)?;
                // Multilinks close through their own call; the shopboard keeps its links itself.
                if row.parent_id.is_some() || row.kind == LinkKind::Multilink || row.kind.is_shopboard() {
                    return Err(AppError::NotFound("No such link".into()));
                }
                diesel::update(links::table.find(&row.id)).set(links::closed_at.eq(Some(now()))).execute(conn)?;
                Ok(Closed { link_id: row.id })
            })
        })
        .await?;
    // Copies of links kept elsewhere (the public side's cache) are dropped at once.
    super::changes::changed(&state);
    Ok(envelope::ok(&closed))
}
