//! The magic store's calls (docs/magic-store.md#the-server), for the merchant only:
//!
//! - `POST /api/admin/v1/media/presigned-url {filename, content_type}` → an address to `PUT` the
//!   file to, straight into the file store (`media::upload_url`: the bucket's own presigned URL,
//!   or our signed one), capped at the type's size, and the file's own address;
//! - `POST /api/admin/v1/media/trigger-compression {file_url}` checks the uploaded file (its
//!   size, and its first bytes: a picture's header, a video container's magic) and queues its
//!   compression;
//! - `POST /api/admin/v1/media/check-compression-status {job_id}` says how the job stands;
//! - `POST /api/admin/v1/media/cancel {job_id | file_url}` stops it and removes its files;
//! - `POST /api/admin/v1/products/media/search/url {media_url}` finds the catalog's products in
//!   it (`vision::find_products`).
//!
//! Influencers are refused (403), as are free plans and businesses with AI tagging off (the
//! feature is on exactly while AI tagging is); another business's files and jobs are 404.

use std::time::Duration;

use actix_web::{web, HttpRequest, HttpResponse};
use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::compress::{self, COMPRESS};
use super::rows::{self, Media};
use super::rules::{self, Kind};
use crate::error::{AppError, AppResult};
use crate::features::accounts::session::{self, Session};
use crate::features::accounts::user::SubscriptionPlan;
use crate::features::catalog::{self, ProductOut};
use crate::features::jobs;
use crate::features::media::{self, Files, PutRules};
use crate::features::vision::{self, Found};
use crate::http::body::{Bounded, Json, Rule};
use crate::http::envelope;
use crate::state::AppState;

/// A free plan's refusal.
pub const UPGRADE: &str = "Upgrade to get access to magic store";
/// The refusal while AI tagging is off.
pub const TURN_ON: &str = "Turn on AI tagging in Settings to use magic store";
/// The answer while the catalog's visual index is being built.
pub const STILL_INDEXING: &str = "Your catalog's pictures are still being indexed. Try again in a few minutes.";
/// The answer to a search of media whose compression has not ended.
pub const NOT_READY: &str = "This media is still being compressed";
/// Most products a search answers: as many as a look holds.
pub const MAX_PRODUCTS: usize = 15;
/// How long an upload address stays valid: long enough for 150 MB on a slow connection.
const UPLOAD_TTL: Duration = Duration::from_secs(30 * 60);
/// Longest a search may take (the dashboard waits 60 s).
const SEARCH_TIME: Duration = Duration::from_secs(55);

/// The merchant of a paid plan with AI tagging on.
async fn allowed(state: &AppState, req: &HttpRequest) -> AppResult<Session> {
    let current = session::require_merchant(&state.db, req).await?;
    if current.user.subscription_plan == SubscriptionPlan::Free {
        return Err(AppError::Forbidden(UPGRADE.into()));
    }
    if !current.user.product_vision_enabled {
        return Err(AppError::Forbidden(TURN_ON.into()));
    }
    Ok(current)
}

/// `presigned-url`'s body.
#[derive(Debug, Deserialize, utoipa::ToSchema)]
pub struct PresignBody {
    /// The merchant's file name (only its safe characters are kept).
    pub filename: String,
    /// The file's type: a picture or a video (`rules::Kind`).
    pub content_type: String,
}

impl Bounded for PresignBody {}

/// Where to upload.
#[derive(Debug, Serialize, TS, utoipa::ToSchema)]
#[ts(export, export_to = "PresignedUrl.ts")]
pub struct PresignedUrl {
    /// `PUT` the file here, with its `Content-Type`.
    pub presigned_url: String,
    /// The file's address once uploaded (for `trigger-compression`).
    pub destination_url: String,
}

/// `POST /api/admin/v1/media/presigned-url`.
#[utoipa::path(post, path = "/api/admin/v1/media/presigned-url", request_body = PresignBody,
    responses((status = 200, description = "data: where to upload", body = PresignedUrl),
        (status = 403, description = "influencers, free plans, AI tagging off"),
        (status = 422, description = "a type that is not a picture or a video we take"),
        (status = 429, description = "the business's upload quota is used up")))]
pub async fn presign(req: HttpRequest, state: web::Data<AppState>, body: Json<PresignBody>) -> AppResult<HttpResponse> {
    let current = allowed(&state, &req).await?;
    let body = body.into_inner();
    let content_type = body.content_type.trim().to_ascii_lowercase();
    let kind =
        Kind::of(&content_type).ok_or_else(|| AppError::field("content_type", rules::not_supported(&content_type)))?;
    let id = crate::ids::new_id();
    let name = format!("magic-{id}-{}.{}", rules::name_stem(&body.filename), rules::extension(&content_type));
    let (business_id, file, quota, kind_type) =
        (current.business_id.clone(), name.clone(), state.settings.uploads.clone(), content_type.clone());
    let media_id = id.clone();
    state
        .db
        .run(move |conn| {
            // Counted now (its bytes once compressed): the hourly count bounds what one business
            // may push through the compression. The quota takes its own turn per business.
            media::record_upload(conn, &quota, &business_id, &file, 0)?;
            rows::insert(conn, &media_id, &business_id, &file, &kind_type)
        })
        .await?;
    let rules = PutRules { content_type, max_bytes: kind.max_bytes(), ttl: UPLOAD_TTL };
    let presigned_url = media::upload_url(&state, &current.business_id, &name, &rules).await?;
    Ok(envelope::ok(&PresignedUrl {
        presigned_url,
        destination_url: media::address(&state, &current.business_id, &name),
    }))
}

/// `trigger-compression`'s body.
#[derive(Debug, Deserialize, utoipa::ToSchema)]
pub struct TriggerBody {
    /// The `destination_url` of the upload.
    pub file_url: String,
}

impl Bounded for TriggerBody {
    fn rule(_: &str) -> Rule {
        Rule::URL
    }
}

/// The compression asked for.
#[derive(Debug, Serialize, TS, utoipa::ToSchema)]
#[ts(export, export_to = "CompressionStarted.ts")]
pub struct CompressionStarted {
    /// Its job (for `check-compression-status` and `cancel`).
    pub job_id: String,
    /// The compressed copy's address once the job is done (for the search).
    pub media_url: String,
}

/// The caller's medium uploaded at `url`, or 404.
async fn uploaded(state: &AppState, business_id: &str, url: &str) -> AppResult<Media> {
    let not_found = || AppError::NotFound("File not found".into());
    let name = media::named_by(state, business_id, url).ok_or_else(not_found)?.to_owned();
    let business = business_id.to_owned();
    state.db.run(move |conn| rows::by_upload(conn, &business, &name)).await?.ok_or_else(not_found)
}

/// Refuses (and removes) an uploaded file that is too large or is not what it said it was;
/// whether a picture is JPEG.
async fn check_file(state: &AppState, media: &Media, kind: Kind) -> AppResult<bool> {
    let files = state.handle::<Files>();
    let refuse = |message: &str| AppError::field("file_url", message);
    let Some(size) = files.size(&media.business_id, &media.upload_name).await? else {
        return Err(refuse("Upload the file first"));
    };
    let verdict = if size > kind.max_bytes() {
        Err(refuse(kind.too_large()))
    } else {
        match kind {
            Kind::Video => {
                let start = files.read_start(&media.business_id, &media.upload_name, rules::VIDEO_SNIFF_BYTES).await?;
                if rules::is_video(&start) {
                    Ok(false)
                } else {
                    Err(refuse(rules::NOT_MEDIA))
                }
            }
            Kind::Image => {
                let bytes = files.read(&media.business_id, &media.upload_name).await?;
                match media::image_header(&bytes) {
                    Ok(header) => Ok(header.format == image::ImageFormat::Jpeg),
                    Err(_) => Err(refuse(rules::NOT_MEDIA)),
                }
            }
        }
    };
    if verdict.is_err() {
        compress::remove_files(state, media).await?;
    }
    verdict
}

/// `POST /api/admin/v1/media/trigger-compression`.
#[utoipa::path(post, path = "/api/admin/v1/media/trigger-compression", request_body = TriggerBody,
    responses((status = 200, description = "data: the job and the copy's address", body = CompressionStarted),
        (status = 403, description = "influencers, free plans, AI tagging off"),
        (status = 404, description = "not an upload address of this business"),
        (status = 409, description = "its compression was asked for already"),
        (status = 422, description = "not uploaded yet, too large, or not a picture or a video by its content (the file is removed)")))]
pub async fn trigger(req: HttpRequest, state: web::Data<AppState>, body: Json<TriggerBody>) -> AppResult<HttpResponse> {
    let current = allowed(&state, &req).await?;
    let media = uploaded(&state, &current.business_id, &body.file_url).await?;
    if media.job_id.is_some() {
        return Err(AppError::Conflict("This file is being compressed already".into()));
    }
    let kind = Kind::of(&media.content_type).ok_or_else(|| AppError::field("file_url", rules::NOT_MEDIA))?;
    let is_jpeg = check_file(&state, &media, kind).await?;
    let name = compress::media_name(&media.id, kind, is_jpeg);
    let job = COMPRESS.job(serde_json::json!({ "media_id": media.id, "business_id": media.business_id }));
    let (id, file) = (media.id.clone(), name.clone());
    let queued = state
        .db
        .run(move |conn| {
            crate::db::write_transaction(conn, |conn| {
                let queued = jobs::push(conn, &job)?;
                if !rows::set_job(conn, &id, queued.id(), &file)? {
                    return Err(AppError::Conflict("This file is being compressed already".into()));
                }
                Ok(queued)
            })
        })
        .await?;
    jobs::wake(&state);
    Ok(envelope::ok(&CompressionStarted {
        job_id: queued.id().to_owned(),
        media_url: media::address(&state, &current.business_id, &name),
    }))
}

/// A job's id.
#[derive(Debug, Deserialize, utoipa::ToSchema)]
pub struct JobBody {
    /// From `trigger-compression`.
    pub job_id: String,
}

impl Bounded for JobBody {}

/// How a compression stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, TS, utoipa::ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
#[ts(export, export_to = "CompressionStatus.ts")]
pub enum CompressionStatus {
    /// Waiting for a worker.
    Pending,
    /// Running.
    InProgress,
    /// Done: the copy can be searched.
    Complete,
    /// Failed on its last try; its files are gone.
    Failed,
    /// Cancelled; its files are gone.
    Cancelled,
}

impl CompressionStatus {
    fn of(job_state: &str) -> CompressionStatus {
        match job_state {
            "queued" => CompressionStatus::Pending,
            "running" => CompressionStatus::InProgress,
            "done" => CompressionStatus::Complete,
            "cancelled" => CompressionStatus::Cancelled,
            _ => CompressionStatus::Failed,
        }
    }
}

/// `check-compression-status`'s answer.
#[derive(Debug, Serialize, TS, utoipa::ToSchema)]
#[ts(export, export_to = "CompressionState.ts")]
pub struct CompressionState {
    /// Where the job is.
    pub job_status: CompressionStatus,
}

/// The caller's medium of job `job_id`, or 404.
async fn of_job(state: &AppState, business_id: &str, job_id: &str) -> AppResult<Media> {
    let (business, job) = (business_id.to_owned(), job_id.to_owned());
    state
        .db
        .run(move |conn| rows::by_job(conn, &business, &job))
        .await?
        .ok_or_else(|| AppError::NotFound("No such compression".into()))
}

async fn status_of(state: &AppState, job_id: &str) -> AppResult<CompressionStatus> {
    let job = job_id.to_owned();
    let view = state.db.run(move |conn| jobs::view(conn, &job)).await?;
    // A job purged after a week counts as ended badly: its files are gone too.
    Ok(view.map_or(CompressionStatus::Failed, |v| CompressionStatus::of(&v.state)))
}

/// `POST /api/admin/v1/media/check-compression-status`.
#[utoipa::path(post, path = "/api/admin/v1/media/check-compression-status", request_body = JobBody,
    responses((status = 200, description = "data: where the job is", body = CompressionState),
        (status = 403, description = "influencers, free plans, AI tagging off"),
        (status = 404, description = "not a compression of this business")))]
pub async fn status(req: HttpRequest, state: web::Data<AppState>, body: Json<JobBody>) -> AppResult<HttpResponse> {
    let current = allowed(&state, &req).await?;
    let media = of_job(&state, &current.business_id, &body.job_id).await?;
    let job_id = media.job_id.unwrap_or_default();
    Ok(envelope::ok(&CompressionState { job_status: status_of(&state, &job_id).await? }))
}

/// `cancel`'s body: the job, or (before compression was asked for) the upload's address.
#[derive(Debug, Deserialize, utoipa::ToSchema)]
pub struct CancelBody {
    /// From `trigger-compression`.
    pub job_id: Option<String>,
    /// The upload's `destination_url`.
    pub file_url: Option<String>,
}

impl Bounded for CancelBody {
    fn rule(field: &str) -> Rule {
        if field == "file_url" {
            Rule::URL
        } else {
            Rule::LINE
        }
    }
}

/// `POST /api/admin/v1/media/cancel`.
#[utoipa::path(post, path = "/api/admin/v1/media/cancel", request_body = CancelBody,
    responses((status = 200, description = "cancelled; every file of the media removed"),
        (status = 403, description = "influencers, free plans, AI tagging off"),
        (status = 404, description = "not a compression or an upload of this business")))]
pub async fn cancel(req: HttpRequest, state: web::Data<AppState>, body: Json<CancelBody>) -> AppResult<HttpResponse> {
    let current = allowed(&state, &req).await?;
    let body = body.into_inner();
    let media = match (&body.job_id, &body.file_url) {
        (Some(job_id), _) => of_job(&state, &current.business_id, job_id).await?,
        (None, Some(url)) => uploaded(&state, &current.business_id, url).await?,
        (None, None) => return Err(AppError::field("job_id", "Name the compression to cancel")),
    };
    let (id, job) = (media.id.clone(), media.job_id.clone());
    state
        .db
        .run(move |conn| match job {
            // The row stays, so the status says cancelled.
            Some(job_id) => jobs::cancel(conn, &job_id).map(|_| ()),
            None => rows::delete(conn, &id),
        })
        .await?;
    compress::remove_files(&state, &media).await?;
    Ok(envelope::ok(&serde_json::json!({})))
}

/// The search's body.
#[derive(Debug, Deserialize, utoipa::ToSchema)]
pub struct SearchBody {
    /// `trigger-compression`'s `media_url`.
    pub media_url: String,
}

impl Bounded for SearchBody {
    fn rule(_: &str) -> Rule {
        Rule::URL
    }
}

/// What the search found.
#[derive(Debug, Serialize, TS, utoipa::ToSchema)]
#[ts(export, export_to = "MediaSearch.ts")]
pub struct MediaSearch {
    /// The products, best first.
    #[schema(value_type = Vec<Object>)]
    pub selected_products: Vec<ProductOut>,
    /// Their ids, in the same order (the ones the create-link dialog selects).
    pub product_tag_result_ids: Vec<String>,
}

/// `POST /api/admin/v1/products/media/search/url`.
#[utoipa::path(post, path = "/api/admin/v1/products/media/search/url", request_body = SearchBody,
    responses((status = 200, description = "data: the products found, best first (at most 15)", body = MediaSearch),
        (status = 403, description = "influencers, free plans, AI tagging off"),
        (status = 404, description = "not a compressed media of this business"),
        (status = 409, description = "the compression has not ended, or the catalog's visual index is still being built")))]
pub async fn search(req: HttpRequest, state: web::Data<AppState>, body: Json<SearchBody>) -> AppResult<HttpResponse> {
    let current = allowed(&state, &req).await?;
    let not_found = || AppError::NotFound("Media not found".into());
    let name = media::named_by(&state, &current.business_id, &body.media_url).ok_or_else(not_found)?.to_owned();
    let business = current.business_id.clone();
    let media = state.db.run(move |conn| rows::by_media(conn, &business, &name)).await?.ok_or_else(not_found)?;
    let job_id = media.job_id.clone().unwrap_or_default();
    match status_of(&state, &job_id).await? {
        CompressionStatus::Complete => {}
        CompressionStatus::Pending | CompressionStatus::InProgress => return Err(AppError::Conflict(NOT_READY.into())),
        CompressionStatus::Failed | CompressionStatus::Cancelled => return Err(not_found()),
    }
    let mut pictures = Vec::new();
    for frame in media.frames() {
        pictures.push(state.handle::<Files>().read(&media.business_id, &frame).await?.to_vec());
    }
    // A video's frames are ranked as frames and merged (`product_vision::merge_frames`).
    let kind = match Kind::of(&media.content_type) {
        Some(Kind::Video) => product_vision::Media::Frame,
        _ => product_vision::Media::Photo,
    };
    let found = tokio::time::timeout(
        SEARCH_TIME,
        vision::find_products(&state, &current.business_id, pictures, kind, MAX_PRODUCTS),
    )
    .await
    .map_err(|_| AppError::Overloaded(30))??;
    let matches = match found {
        Found::Off => return Err(AppError::Forbidden(TURN_ON.into())),
        Found::Building { .. } => return Err(AppError::Conflict(STILL_INDEXING.into())),
        Found::Products(matches) => matches,
    };
    let ids: Vec<String> = matches.into_iter().map(|m| m.product_id).collect();
    let (business, wanted) = (current.business_id.clone(), ids.clone());
    let mut products = state.db.run(move |conn| catalog::products_by_ids(conn, &business, &wanted)).await?;
    products.sort_by_key(|p| ids.iter().position(|id| id == p.inventory_id()).unwrap_or(usize::MAX));
    let product_tag_result_ids = products.iter().map(|p| p.inventory_id().to_owned()).collect();
    Ok(envelope::ok(&MediaSearch { selected_products: products, product_tag_result_ids }))
}
