//! The OpenAPI document served at `/api/openapi.json`: this document's own description and
//! path, merged with each feature's `Api` (its endpoints and request shapes, listed beside its
//! routes).

use actix_web::{web, HttpResponse};
use utoipa::OpenApi;

/// The API description.
#[derive(OpenApi)]
#[openapi(
    info(
        title = "Shoplinks API",
        description = "Responses are `{status:true,data}` or `{status:false,error:{code,message,fields?}}`."
    ),
    paths(openapi_json)
)]
pub struct ApiDoc;

/// Mounts `/openapi.json` (inside the `/api` scope).
pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.route("/openapi.json", web::get().to(openapi_json));
}

/// This document.
#[utoipa::path(get, path = "/api/openapi.json", responses((status = 200, description = "OpenAPI 3 document")))]
pub async fn openapi_json() -> HttpResponse {
    HttpResponse::Ok().json(document())
}

/// The whole document: [`ApiDoc`] with every feature's endpoints merged in.
pub fn document() -> utoipa::openapi::OpenApi {
    use crate::features as f;
    let mut doc = ApiDoc::openapi();
    for part in [
        f::health::Api::openapi(),
        f::testing::Api::openapi(),
        f::auth::Api::openapi(),
        f::store::Api::openapi(),
        f::catalog::Api::openapi(),
        f::billing::Api::openapi(),
        f::orders::Api::openapi(),
        f::links::Api::openapi(),
        f::media::Api::openapi(),
        f::settings::Api::openapi(),
        f::influencers::Api::openapi(),
        f::appearance::Api::openapi(),
        f::analytics::Api::openapi(),
        f::shopboard::Api::openapi(),
        f::magic_store::Api::openapi(),
        f::domains::Api::openapi(),
        f::fees::Api::openapi(),
    ] {
        doc.merge(part);
    }
    doc
}
