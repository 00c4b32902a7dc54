//! Uploads (docs/links.md#images): images merchants add to links, kept in the file store
//! ([`Files`]: the local folder `{data_dir}/uploads/` or an S3-compatible bucket) and served
//! from `/uploads/`. Every image the server decodes goes through [`decoding::ImageDecoding`]
//! (docs/security.md#images-the-server-decodes).

mod decoding;
mod files;
mod image_file;
mod quota;
mod serve;
mod signed_put;
mod sweep;
mod upload;
pub use decoding::ImageDecoding;
pub use files::{safe_part, FileError, Files, Listed};
pub use image_file::header as image_header;
pub use quota::{forget as forget_upload, record as record_upload};
pub use signed_put::{upload_url, PutRules, EXPIRED as UPLOAD_URL_EXPIRED, NOT_VALID as UPLOAD_URL_NOT_VALID};
pub use sweep::{sweep_uploads, sweep_uploads_as_of, FileReferences, Referrer, Swept, GRACE};

use actix_web::web;

/// The public address of the business's file `name` (what an upload answers).
pub fn address(state: &crate::state::AppState, business_id: &str, name: &str) -> String {
    format!("{}/uploads/{business_id}/{name}", state.public_base)
}

/// The name of the file `url` addresses among `business_id`'s files, `None` for any other
/// address (another business's, another site's, a path outside the business's files).
pub fn named_by<'a>(state: &crate::state::AppState, business_id: &str, url: &'a str) -> Option<&'a str> {
    let name = url.trim().strip_prefix(&format!("{}/uploads/{business_id}/", state.public_base))?;
    safe_part(name).then_some(name)
}

/// Registers the file store the settings name and the decode slots every image decode waits for.
pub fn register(handles: &mut crate::state::Handles, settings: &crate::config::Settings) -> anyhow::Result<()> {
    handles.insert(Files::from_settings(&settings.files, &settings.data_dir)?);
    handles.insert(decoding::ImageDecoding::default());
    Ok(())
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

/// `GET /uploads/{business}/{file}` from the file store ([`serve`]), and the local folder's
/// direct uploads, `PUT` to the same address ([`signed_put`]).
pub fn file_routes(cfg: &mut web::ServiceConfig) {
    cfg.service(
        web::resource("/uploads/{business}/{file}")
            .route(web::get().to(serve::file))
            .route(web::head().to(serve::file))
            .route(web::put().to(signed_put::put)),
    );
}

/// This feature's endpoints and request shapes in the OpenAPI document (`crate::openapi` merges
/// every feature's).
#[derive(utoipa::OpenApi)]
#[openapi(paths(upload::upload,))]
pub struct Api;
