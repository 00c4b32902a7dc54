//! The `magic_media` rows: one per file a merchant uploads to the magic store, from its upload
//! address to the job that compresses it and the files that job made.

use chrono::NaiveDateTime;
use diesel::prelude::*;

use crate::clock::now;
use crate::db::schema::magic_media;
use crate::db::DbConnection;
use crate::error::AppResult;

/// One uploaded medium.
#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = magic_media)]
pub struct Media {
    /// Its id (in every file name it makes).
    pub id: String,
    /// The business it belongs to.
    pub business_id: String,
    /// The uploaded file's name among the business's files.
    pub upload_name: String,
    /// The type it was announced as (and signed for).
    pub content_type: String,
    /// The compression job, once asked for.
    pub job_id: Option<String>,
    /// The compressed copy's name, once asked for.
    pub media_name: Option<String>,
    /// JSON list of the pictures the search reads (the photo, or a video's frames), once made.
    pub frame_names: String,
}

impl Media {
    /// The pictures the search reads.
    pub fn frames(&self) -> Vec<String> {
        serde_json::from_str(&self.frame_names).unwrap_or_default()
    }
}

/// Records a new medium about to be uploaded as `upload_name`.
pub fn insert(
    conn: &mut DbConnection,
    id: &str,
    business_id: &str,
    upload_name: &str,
    content_type: &str,
) -> AppResult<()> {
    diesel::insert_into(magic_media::table)
        .values((
            magic_media::id.eq(id),
            magic_media::business_id.eq(business_id),
            magic_media::upload_name.eq(upload_name),
            magic_media::content_type.eq(content_type),
            magic_media::created_at.eq(now()),
        ))
        .execute(conn)?;
    Ok(())
}

/// Medium `id`.
pub fn find(conn: &mut DbConnection, id: &str) -> AppResult<Option<Media>> {
    Ok(magic_media::table.find(id).select(Media::as_select()).first(conn).optional()?)
}

/// The business's medium uploaded as `upload_name`.
pub fn by_upload(conn: &mut DbConnection, business_id: &str, upload_name: &str) -> AppResult<Option<Media>> {
    Ok(magic_media::table
        .filter(magic_media::business_id.eq(business_id))
        .filter(magic_media::upload_name.eq(upload_name))
        .select(Media::as_select())
        .first(conn)
        .optional()?)
}

/// The business's medium compressed by job `job_id`.
pub fn by_job(conn: &mut DbConnection, business_id: &str, job_id: &str) -> AppResult<Option<Media>> {
    Ok(magic_media::table
        .filter(magic_media::business_id.eq(business_id))
        .filter(magic_media::job_id.eq(job_id))
        .select(Media::as_select())
        .first(conn)
        .optional()?)
}

/// The business's medium whose compressed copy is `media_name`.
pub fn by_media(conn: &mut DbConnection, business_id: &str, media_name: &str) -> AppResult<Option<Media>> {
    Ok(magic_media::table
        .filter(magic_media::business_id.eq(business_id))
        .filter(magic_media::media_name.eq(media_name))
        .select(Media::as_select())
        .first(conn)
        .optional()?)
}

/// Notes the compression job of `id` and the copy it will make; false when one was asked for
/// already (a second trigger of one upload).
pub fn set_job(conn: &mut DbConnection, id: &str, job_id: &str, media_name: &str) -> AppResult<bool> {
    let changed = diesel::update(magic_media::table.find(id).filter(magic_media::job_id.is_null()))
        .set((magic_media::job_id.eq(job_id), magic_media::media_name.eq(media_name)))
        .execute(conn)?;
    Ok(changed == 1)
}

/// Notes the pictures the compression made for the search.
pub fn set_frames(conn: &mut DbConnection, id: &str, frames: &[String]) -> AppResult<()> {
    let json = serde_json::to_string(frames).map_err(|e| anyhow::anyhow!(e))?;
    diesel::update(magic_media::table.find(id)).set(magic_media::frame_names.eq(json)).execute(conn)?;
    Ok(())
}

/// Forgets medium `id` (an upload cancelled before its compression was asked for).
pub fn delete(conn: &mut DbConnection, id: &str) -> AppResult<()> {
    diesel::delete(magic_media::table.find(id)).execute(conn)?;
    Ok(())
}

/// Removes the rows older than `before` (their files went with the uploads sweep a day after
/// upload, unless a look uses them); how many.
pub fn purge(conn: &mut DbConnection, before: NaiveDateTime) -> AppResult<usize> {
    Ok(diesel::delete(magic_media::table.filter(magic_media::created_at.lt(before))).execute(conn)?)
}
