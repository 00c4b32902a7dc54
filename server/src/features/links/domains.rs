//! `GET /api/admin/v1/links/domains` (path ours; docs/links.md#custom-urls): the bases custom URLs
//! may start with, for the editor's check.

use actix_web::{web, HttpRequest, HttpResponse};
use serde::Serialize;

use super::destination::allowed_bases;
use crate::error::AppResult;
use crate::features::accounts::session;
use crate::http::envelope;
use crate::state::AppState;

#[derive(Serialize)]
struct Domains {
    domains: Vec<String>,
}

/// `GET /api/admin/v1/links/domains`.
#[utoipa::path(get, path = "/api/admin/v1/links/domains",
    responses((status = 200, description = "data: {domains}: empty without a connected store")))]
pub async fn domains(req: HttpRequest, state: web::Data<AppState>) -> AppResult<HttpResponse> {
    let current = session::require(&state.db, &req).await?;
    Ok(envelope::ok(&Domains { domains: allowed_bases(&state, current.business.store_domain.as_deref()) }))
}
