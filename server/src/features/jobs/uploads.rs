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

use std::collections::HashSet;
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime};

use chrono::NaiveDateTime;
use diesel::prelude::*;

use crate::db::schema::{business_settings, business_themes, businesses, influencers, links, social_posts, uploads};
use crate::db::{Db, DbConnection};
use crate::error::{AppError, AppResult};

/// How often the sweep runs.
pub const EVERY: Duration = Duration::from_secs(3600);
/// How long an unreferenced file is kept.
pub const GRACE: Duration = Duration::from_secs(24 * 3600);

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
pub async fn sweep(db: &Db, data_dir: &Path, grace: Duration) -> AppResult<Swept> {
    let root = data_dir.join("uploads");
    let folders = tokio::task::spawn_blocking({
        let root = root.clone();
        move || business_folders(&root)
    })
    .await
    .map_err(|e| AppError::Internal(e.into()))?;
    let mut swept = Swept::default();
    for business_id in folders {
        let folder = root.join(&business_id);
        let removed = db.run(move |conn| sweep_business(conn, &folder, &business_id, grace)).await?;
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
) -> AppResult<Option<usize>> {
    let exists = businesses::table.find(business_id).select(businesses::id).first::<String>(conn).optional()?;
    if exists.is_none() {
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
    let references = references(conn, business_id)?;
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

/// Every stored text of the business that may hold one of its upload addresses.
fn references(conn: &mut DbConnection, business_id: &str) -> AppResult<Vec<String>> {
    let mut texts: Vec<String> =
        links::table.filter(links::business_id.eq(business_id)).select(links::images).load(conn)?;
    texts.extend(
        influencers::table
            .filter(influencers::business_id.eq(business_id))
            .select(influencers::profile_image_url)
            .load::<Option<String>>(conn)?
            .into_iter()
            .flatten(),
    );
    if let Some((settings, logo)) = business_settings::table
        .find(business_id)
        .select((business_settings::settings_json, business_settings::logo_url))
        .first::<(String, Option<String>)>(conn)
        .optional()?
    {
        texts.push(settings);
        texts.extend(logo);
    }
    texts.extend(
        business_themes::table
            .filter(business_themes::business_id.eq(business_id))
            .select(business_themes::theme_json)
            .load::<String>(conn)?,
    );
    texts.extend(
        social_posts::table
            .filter(social_posts::business_id.eq(business_id))
            .select(social_posts::image_url)
            .load::<String>(conn)?,
    );
    Ok(texts)
}

/// Runs [`sweep`] every [`EVERY`] until the server stops.
pub fn spawn(db: Db, data_dir: PathBuf) {
    tokio::spawn(async move {
        let mut tick = tokio::time::interval(EVERY);
        loop {
            tick.tick().await;
            match sweep(&db, &data_dir, GRACE).await {
                Ok(swept) if swept == Swept::default() => {}
                Ok(swept) => {
                    tracing::info!(files = swept.files, folders = swept.folders, "unreferenced uploads removed")
                }
                Err(e) => tracing::warn!(error = %e, "uploads sweep failed"),
            }
        }
    });
}
