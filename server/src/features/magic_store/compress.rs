//! The compression job (docs/magic-store.md#compression): a job of the durable queue, so it
//! survives a restart and runs once however many instances there are. A picture is decoded in
//! one of the server's decode slots (the shared limits), turned upright, scaled down and
//! re-encoded; a video is copied to a local working folder and made smaller by ffmpeg
//! ([`super::video`]), with its frames. The results go to the file store, are counted in the
//! business's upload quota, and the original is removed.
//!
//! A merchant's cancel marks the job cancelled (`jobs::cancel`); the running try sees it within
//! a second, stops (dropping ffmpeg kills it) and removes every file of the medium, as the
//! cancel call itself does, so whichever comes last leaves nothing behind.

use std::time::Duration;

use actix_web::web;

use super::rows::{self, Media};
use super::rules::Kind;
use super::video::{Videos, FRAMES};
use crate::features::jobs::{self, Job};
use crate::features::media::{self, Files, ImageDecoding};
use crate::state::AppState;

/// Tries: a second one after a crash or a store hiccup; a file ffmpeg cannot read fails twice.
pub const COMPRESS: jobs::Kind = jobs::Kind {
    name: "magic_store.compress",
    attempts: 2,
    settle: Duration::ZERO,
    run: |state, job| Box::pin(async move { run(state, job).await }),
};

/// How often a running try looks whether it was cancelled.
const CANCEL_CHECK: Duration = Duration::from_secs(1);

/// The compressed copy's name for medium `id` of `kind` (`jpg` or `png` for a picture, as the
/// shared re-encoding keeps photos JPEG and makes the rest PNG).
pub fn media_name(id: &str, kind: Kind, picture_is_jpeg: bool) -> String {
    match kind {
        Kind::Video => format!("magic-{id}-small.mp4"),
        Kind::Image if picture_is_jpeg => format!("magic-{id}-small.jpg"),
        Kind::Image => format!("magic-{id}-small.png"),
    }
}

fn frame_name(id: &str, n: usize) -> String {
    format!("magic-{id}-frame-{n:02}.jpg")
}

/// Every file medium `media` may have: the upload, the copy and the frames.
fn every_file(media: &Media) -> Vec<String> {
    let mut names = vec![media.upload_name.clone()];
    names.extend(media.media_name.clone());
    names.extend((1..=FRAMES).map(|n| frame_name(&media.id, n)));
    names
}

/// The local working folder of a video's compression.
pub fn work_dir(state: &AppState, id: &str) -> std::path::PathBuf {
    state.settings.data_dir.join("tmp").join(format!("magic-{id}"))
}

/// Removes every file of `media` (a cancel, or a failed last try); a file already gone is fine.
pub async fn remove_files(state: &AppState, media: &Media) -> anyhow::Result<()> {
    let _ = tokio::fs::remove_dir_all(work_dir(state, &media.id)).await;
    let (business_id, names) = (media.business_id.clone(), every_file(media));
    let files = state.handle::<Files>();
    for name in &names {
        files.delete(&business_id, name).await?;
    }
    state
        .db
        .run(move |conn| {
            for name in &names {
                media::forget_upload(conn, &business_id, name)?;
            }
            Ok(())
        })
        .await?;
    Ok(())
}

async fn run(state: web::Data<AppState>, job: Job) -> anyhow::Result<()> {
    let id = job.text("media_id")?;
    let Some(media) = state.db.run(move |conn| rows::find(conn, &id)).await? else {
        // Its business was deleted meanwhile.
        return Ok(());
    };
    let outcome = tokio::select! {
        done = compress(&state, &media) => Some(done),
        () = cancelled(&state, &job.id) => None,
    };
    match outcome {
        Some(Ok(())) if !is_cancelled(&state, &job.id).await? => Ok(()),
        // Cancelled while it ran, or just as it ended: nothing of it is kept.
        Some(Ok(())) | None => remove_files(&state, &media).await,
        Some(Err(e)) => {
            if job.attempt >= i32::try_from(COMPRESS.attempts).unwrap_or(i32::MAX) {
                remove_files(&state, &media).await?;
            }
            Err(e)
        }
    }
}

async fn is_cancelled(state: &AppState, job_id: &str) -> anyhow::Result<bool> {
    let id = job_id.to_owned();
    let view = state.db.run(move |conn| jobs::view(conn, &id)).await?;
    Ok(view.is_none_or(|v| v.state == "cancelled"))
}

/// Resolves once job `job_id` has been cancelled.
async fn cancelled(state: &AppState, job_id: &str) {
    loop {
        tokio::time::sleep(CANCEL_CHECK).await;
        if is_cancelled(state, job_id).await.unwrap_or(false) {
            return;
        }
    }
}

async fn compress(state: &AppState, media: &Media) -> anyhow::Result<()> {
    let kind = Kind::of(&media.content_type).ok_or_else(|| anyhow::anyhow!("not a media type"))?;
    let frames = match kind {
        Kind::Image => compress_image(state, media).await?,
        Kind::Video => compress_video(state, media).await?,
    };
    let files = state.handle::<Files>();
    files.delete(&media.business_id, &media.upload_name).await?;
    let (id, business_id, upload) = (media.id.clone(), media.business_id.clone(), media.upload_name.clone());
    state
        .db
        .run(move |conn| {
            media::forget_upload(conn, &business_id, &upload)?;
            rows::set_frames(conn, &id, &frames)
        })
        .await?;
    Ok(())
}

/// Stores `bytes` as `name` of the medium's business, counted in its upload quota.
async fn keep(state: &AppState, media: &Media, name: &str, bytes: Vec<u8>) -> anyhow::Result<()> {
    let (business_id, file, quota, size) =
        (media.business_id.clone(), name.to_owned(), state.settings.uploads.clone(), bytes.len());
    state.db.run(move |conn| media::record_upload(conn, &quota, &business_id, &file, size)).await?;
    state.handle::<Files>().put(&media.business_id, name, bytes).await?;
    Ok(())
}

/// The picture, upright and scaled down; it is its own search picture.
async fn compress_image(state: &AppState, media: &Media) -> anyhow::Result<Vec<String>> {
    let name = media.media_name.clone().ok_or_else(|| anyhow::anyhow!("no copy named"))?;
    let bytes = state.handle::<Files>().read(&media.business_id, &media.upload_name).await?.to_vec();
    let encoded = state.handle::<ImageDecoding>().reencode(bytes).await?;
    keep(state, media, &name, encoded.bytes).await?;
    Ok(vec![name])
}

/// The video's smaller copy and its frames, made in `{data_dir}/tmp/magic-{id}`, which goes
/// whatever happens.
async fn compress_video(state: &AppState, media: &Media) -> anyhow::Result<Vec<String>> {
    let name = media.media_name.clone().ok_or_else(|| anyhow::anyhow!("no copy named"))?;
    let dir = work_dir(state, &media.id);
    tokio::fs::create_dir_all(&dir).await?;
    let made = async {
        let input = dir.join("upload");
        state.handle::<Files>().download(&media.business_id, &media.upload_name, &input).await?;
        let compressed = state.handle::<Videos>().compress(&input, &dir).await?;
        keep(state, media, &name, tokio::fs::read(&compressed.clip).await?).await?;
        let mut frames = Vec::new();
        for (n, path) in compressed.frames.iter().enumerate() {
            let frame = frame_name(&media.id, n + 1);
            keep(state, media, &frame, tokio::fs::read(path).await?).await?;
            frames.push(frame);
        }
        anyhow::Ok(frames)
    }
    .await;
    let _ = tokio::fs::remove_dir_all(&dir).await;
    made
}
