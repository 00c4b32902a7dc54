//! `POST /api/admin/v1/links/{id}/domain {domain | null}`: moves a link, short or multilink to one
//! of the business's verified brand domains, or back to the public URL (docs/links.md#brand-domains).
//! The merchant only (influencers see no domains). The old address keeps working either way.

use std::collections::HashMap;

use actix_web::{web, HttpRequest, HttpResponse};
use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::access;
use super::read::OutContext;
use crate::error::{AppError, AppResult};
use crate::features::accounts::session;
use crate::features::domains;
use crate::http::body::{Bounded, Json};
use crate::http::envelope;
use crate::state::AppState;

/// The domain to move to; `null` is the public URL.
#[derive(Debug, Deserialize, utoipa::ToSchema)]
pub struct MoveBody {
    /// A verified brand domain of the business, or `null`.
    pub domain: Option<String>,
}

impl Bounded for MoveBody {}

/// The moved link's new address.
#[derive(Debug, Serialize, TS)]
#[ts(export, export_to = "LinkMoved.ts")]
pub struct Moved {
    /// The link.
    pub link_id: String,
    /// Its public URL now: on the domain, or the shared public address.
    pub public_url: String,
}

/// `POST /api/admin/v1/links/{id}/domain`.
#[utoipa::path(post, path = "/api/admin/v1/links/{id}/domain", request_body = MoveBody, params(("id" = String, Path, description = "link id")),
    responses((status = 200, description = "data: {link_id, public_url}"), (status = 403, description = "an influencer, or a plan without brand domains"),
        (status = 404, description = "no such link or domain"), (status = 422, description = "the domain is not verified")))]
pub async fn move_domain(
    req: HttpRequest,
    state: web::Data<AppState>,
    path: web::Path<String>,
    body: Json<MoveBody>,
) -> AppResult<HttpResponse> {
    let current = session::require_merchant(&state.db, &req).await?;
    let cx = OutContext::of(&state, &current);
    let (id, host) = (path.into_inner(), body.into_inner().domain.map(|d| d.trim().to_ascii_lowercase()));
    let moved = state
        .db
        .run(move |conn| {
            crate::db::write_transaction(conn, |conn| {
                let row = access::find_visible(conn, &current, &id)?;
                if row.parent_id.is_some() || row.kind.is_shopboard() {
                    return Err(AppError::NotFound("No such link".into()));
                }
                domains::move_link(conn, &current.business_id, &row.id, host.as_deref())?;
                let hosts: HashMap<String, String> = cx.hosts(conn, std::slice::from_ref(&row.id))?;
                Ok(Moved { public_url: cx.public_url(&row.id, &hosts), link_id: row.id })
            })
        })
        .await?;
    Ok(envelope::ok(&moved))
}
