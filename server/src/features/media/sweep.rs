//! Hourly removal of uploaded files nothing refers to (docs/security.md#uploads-who-how-much-how-long).
//!
//! `{data_dir}/uploads/{business}/` holds the pictures people upload (links, the logo,
//! influencers) and the shopboard's kept post pictures (`post-…`). A file is removed once it is
//! older than [`GRACE`] (its `uploads` row's time, else the file's own) and no row of its
//! business names it: link images (closed links too), the logo, the settings and theme,
//! influencer pictures, post pictures. The grace lets a picture uploaded in an editor that is
//! not saved yet, or a post picture whose post is being written, live until it is used. The
//! folder of a business that no longer exists goes whole (account deletion removes it at once;
//! this catches a deletion whose removal was lost to a crash).
//!
//! Safe on every instance at once: a file another sweep removed first is simply gone, and only
//! files past the grace, which no editor is still uploading, are looked at.
//!
//! The features that keep upload addresses in their rows say which at startup
//! ([`FileReferences`]: links, settings, the theme, the shopboard); influencer pictures are the
//! accounts'. The sweep reads no other feature's table.

use std::collections::HashSet;
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime};

use actix_web::web;
use chrono::NaiveDateTime;
use diesel::prelude::*;

use crate::db::schema::uploads;
use crate::db::DbConnection;
use crate::error::{AppError, AppResult};
use crate::features::accounts;
use crate::features::jobs::{self, Periodic};
use crate::state::AppState;

/// How long an unreferenced file is kept.
pub const GRACE: Duration = Duration::from_secs(24 * 3600);

/// Every stored text of one business that may hold one of its upload addresses, as one feature
/// keeps them (its rows' image fields, or whole JSON documents that may name a picture).
pub type Referrer = fn(&mut DbConnection, &str) -> AppResult<Vec<String>>;

/// The features' [`Referrer`]s, registered at startup.
#[derive(Default)]
pub struct FileReferences(Vec<Referrer>);

impl FileReferences {
    /// Adds `referrer` (startup only, through `Handles::get_or_default_mut`).
    pub fn add(&mut self, referrer: Referrer) {
        self.0.push(referrer);
    }
}

/// The sweep, every hour.
pub const JOB: Periodic = Periodic {
    name: "media.upload_sweep",
    what: "unreferenced uploads removed",
    every: jobs::HOURLY,
    run: |state| {
        Box::pin(async move {
            let swept = sweep_uploads(&state, GRACE).await?;
            Ok(swept.files + swept.folders)
        })
    },
};

/// What one sweep removed.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Swept {
    /// Unreferenced files removed.
    pub files: usize,
    /// Folders of businesses that no longer exist removed.
    pub folders: usize,
}

/// Sweeps `{data_dir}/uploads`: files older than `grace` that nothing refers to, and the
/// folders of businesses that no longer exist.
pub async fn sweep_uploads(state: &web::Data<AppState>, grace: Duration) -> AppResult<Swept> {
    let root = state.settings.data_dir.join("uploads");
    let referrers: Vec<Referrer> = state.handles.get::<FileReferences>().map(|r| r.0.clone()).unwrap_or_default();
    let folders = tokio::task::spawn_blocking({
        let root = root.clone();
        move || business_folders(&root)
    })
    .await
    .map_err(|e| AppError::Internal(e.into()))?;
    let mut swept = Swept::default();
    for business_id in folders {
        let folder = root.join(&business_id);
        let referrers = referrers.clone();
        let removed = state.db.run(move |conn| sweep_business(conn, &folder, &business_id, grace, &referrers)).await?;
        match removed {
            None => swept.folders += 1,
            Some(files) => swept.files += files,
        }
    }
    Ok(swept)
}

/// The business folders under `root` (names only a business id can have).
fn business_folders(root: &Path) -> Vec<String> {
    let Ok(entries) = std::fs::read_dir(root) else {
        return Vec::new();
    };
    entries
        .flatten()
        .filter(|e| e.file_type().is_ok_and(|t| t.is_dir()))
        .filter_map(|e| e.file_name().into_string().ok())
        .filter(|name| !name.is_empty() && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '-'))
        .collect()
}

/// Sweeps one business's folder: `None` when the business is gone and the folder was removed,
/// else how many files went.
fn sweep_business(
    conn: &mut DbConnection,
    folder: &Path,
    business_id: &str,
    grace: Duration,
    referrers: &[Referrer],
) -> AppResult<Option<usize>> {
    if accounts::business(conn, business_id)?.is_none() {
        match std::fs::remove_dir_all(folder) {
            Ok(()) => {}
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
            Err(e) => return Err(AppError::Internal(e.into())),
        }
        return Ok(None);
    }
    let now = SystemTime::now();
    let recorded: Vec<(String, NaiveDateTime)> = uploads::table
        .filter(uploads::business_id.eq(business_id))
        .select((uploads::name, uploads::created_at))
        .load(conn)?;
    let uploaded_young: HashSet<String> = recorded
        .into_iter()
        .filter(|(_, at)| younger_than(system_time(*at), now, grace))
        .map(|(name, _)| name)
        .collect();
    let old: Vec<(String, PathBuf)> = std::fs::read_dir(folder)
        .map_err(|e| AppError::Internal(e.into()))?
        .flatten()
        .filter(|e| e.file_type().is_ok_and(|t| t.is_file()))
        .filter_map(|e| {
            let name = e.file_name().into_string().ok()?;
            let modified = e.metadata().and_then(|m| m.modified()).ok()?;
            let young = uploaded_young.contains(&name) || younger_than(modified, now, grace);
            (!young).then(|| (name, e.path()))
        })
        .collect();
    if old.is_empty() {
        return Ok(Some(0));
    }
    let mut references = accounts::influencer_pictures(conn, business_id)?;
    for referrer in referrers {
        references.extend(referrer(conn, business_id)?);
    }
    let mut removed = 0;
    for (name, path) in old {
        let address = format!("/uploads/{business_id}/{name}");
        if references.iter().any(|r| r.contains(&address)) {
            continue;
        }
        match std::fs::remove_file(&path) {
            Ok(()) => removed += 1,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
            Err(e) => {
                tracing::warn!(path = %path.display(), error = %e, "an unreferenced upload was not removed");
                continue;
            }
        }
        diesel::delete(uploads::table.filter(uploads::business_id.eq(business_id)).filter(uploads::name.eq(&name)))
            .execute(conn)?;
    }
    Ok(Some(removed))
}

fn younger_than(at: SystemTime, now: SystemTime, grace: Duration) -> bool {
    now.duration_since(at).map_or(true, |age| age < grace)
}

fn system_time(at: NaiveDateTime) -> SystemTime {
    let secs = at.and_utc().timestamp();
    u64::try_from(secs).map_or(SystemTime::UNIX_EPOCH, |s| SystemTime::UNIX_EPOCH + Duration::from_secs(s))
}
