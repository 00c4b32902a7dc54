//! Uploads (docs/links.md#images): images merchants add to links, stored in
//! the local folder `{data_dir}/uploads/` and served from `/uploads/`. Every image the server
//! decodes goes through [`decoding::ImageDecoding`] (docs/security.md#images-the-server-decodes).

mod decoding;
mod image_file;
mod quota;
mod sweep;
mod upload;
pub use decoding::ImageDecoding;
pub use image_file::header as image_header;
pub use sweep::{sweep_uploads, FileReferences, Referrer, Swept, GRACE};

use actix_web::http::header;
use actix_web::middleware::DefaultHeaders;
use actix_web::web;

/// Registers the decode slots every image decode waits for.
pub fn register(handles: &mut crate::state::Handles) {
    handles.insert(decoding::ImageDecoding::default());
}

/// Schedules the media's upkeep: files nothing refers to go a day after upload, checked every
/// hour.
pub fn schedule(handles: &mut crate::state::Handles) {
    crate::features::jobs::schedule(handles, sweep::JOB);
}

/// `POST /api/admin/v1/file/upload` (under `/api`).
pub fn api_routes(cfg: &mut web::ServiceConfig) {
    cfg.route("/admin/v1/file/upload", web::post().to(upload::upload));
}

/// `GET /uploads/{business}/{file}`: files never change once written (their names are random),
/// so they cache for a year.
pub fn file_routes(cfg: &mut web::ServiceConfig, data_dir: &std::path::Path) {
    cfg.service(
        web::scope("/uploads")
            .wrap(DefaultHeaders::new().add((header::CACHE_CONTROL, "public, max-age=31536000, immutable")))
            .service(actix_files::Files::new("", data_dir.join("uploads"))),
    );
}

/// This feature's endpoints and request shapes in the OpenAPI document (`crate::openapi` merges
/// every feature's).
#[derive(utoipa::OpenApi)]
#[openapi(paths(upload::upload,))]
pub struct Api;
