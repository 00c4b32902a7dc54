//! Hourly removal of uploaded files nothing refers to (docs/security.md#uploads-who-how-much-how-long).
//!
//! A business's files (`{business}/…` in the file store, [`super::Files`]) are the pictures
//! people upload (links, the logo, influencers) and the shopboard's kept post pictures
//! (`post-…`). A file is removed once it is older than [`GRACE`] (its `uploads` row's time, else
//! the file's own) and no row of its business names it: link images (closed links too), the
//! logo, the settings and theme, influencer pictures, post pictures. The grace lets a picture
//! uploaded in an editor that is not saved yet, or a post picture whose post is being written,
//! live until it is used. The files of a business that no longer exists go all at once (account
//! deletion removes them at once; this catches a deletion whose removal was lost to a crash).
//!
//! Safe on every instance at once: a file another sweep removed first is simply gone, and only
//! files past the grace, which no editor is still uploading, are looked at.
//!
//! The features that keep upload addresses in their rows say which at startup
//! ([`FileReferences`]: links, settings, the theme, the shopboard); influencer pictures are the
//! accounts'. The sweep reads no other feature's table.

use std::collections::HashSet;
use std::time::Duration;

use actix_web::web;
use chrono::{DateTime, NaiveDateTime, Utc};
use diesel::prelude::*;

use super::files::{Files, Listed};

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
    /// Businesses that no longer exist whose files were removed.
    pub folders: usize,
}

/// Sweeps the file store: files older than `grace` that nothing refers to, and the files of
/// businesses that no longer exist.
pub async fn sweep_uploads(state: &web::Data<AppState>, grace: Duration) -> AppResult<Swept> {
    sweep_uploads_as_of(state, grace, Utc::now()).await
}

/// [`sweep_uploads`] as if it were `now` (tests age files this way, in either store).
pub async fn sweep_uploads_as_of(state: &web::Data<AppState>, grace: Duration, now: DateTime<Utc>) -> AppResult<Swept> {
    let files = state.handle::<Files>();
    let referrers: Vec<Referrer> = state.handles.get::<FileReferences>().map(|r| r.0.clone()).unwrap_or_default();
    let mut swept = Swept::default();
    for business_id in files.businesses().await? {
        let listed = files.list(&business_id).await?;
        let (business, referrers) = (business_id.clone(), referrers.clone());
        let verdict = state.db.run(move |conn| unreferenced(conn, &business, listed, now, grace, &referrers)).await?;
        let Some(old) = verdict else {
            files.delete_business(&business_id).await?;
            swept.folders += 1;
            continue;
        };
        for name in old {
            if let Err(e) = files.delete(&business_id, &name).await {
                tracing::warn!(business.id = %business_id, file = %name, error = %e, "an unreferenced upload was not removed");
                continue;
            }
            swept.files += 1;
            let business = business_id.clone();
            state
                .db
                .run(move |conn| {
                    diesel::delete(
                        uploads::table.filter(uploads::business_id.eq(&business)).filter(uploads::name.eq(&name)),
                    )
                    .execute(conn)
                    .map_err(AppError::from)
                })
                .await?;
        }
    }
    Ok(swept)
}

/// Of `listed` (the files of `business_id`), those older than `grace` at `now` that no row
/// refers to; `None` when the business no longer exists.
fn unreferenced(
    conn: &mut DbConnection,
    business_id: &str,
    listed: Vec<Listed>,
    now: DateTime<Utc>,
    grace: Duration,
    referrers: &[Referrer],
) -> AppResult<Option<Vec<String>>> {
    if accounts::business(conn, business_id)?.is_none() {
        return Ok(None);
    }
    let recorded: Vec<(String, NaiveDateTime)> = uploads::table
        .filter(uploads::business_id.eq(business_id))
        .select((uploads::name, uploads::created_at))
        .load(conn)?;
    let uploaded_young: HashSet<String> =
        recorded.into_iter().filter(|(_, at)| younger_than(at.and_utc(), now, grace)).map(|(name, _)| name).collect();
    let old: Vec<String> = listed
        .into_iter()
        .filter(|file| !uploaded_young.contains(&file.name) && !younger_than(file.written, now, grace))
        .map(|file| file.name)
        .collect();
    if old.is_empty() {
        return Ok(Some(old));
    }
    let mut references = accounts::influencer_pictures(conn, business_id)?;
    for referrer in referrers {
        references.extend(referrer(conn, business_id)?);
    }
    Ok(Some(
        old.into_iter()
            .filter(|name| {
                let address = format!("/uploads/{business_id}/{name}");
                !references.iter().any(|r| r.contains(&address))
            })
            .collect(),
    ))
}

fn younger_than(at: DateTime<Utc>, now: DateTime<Utc>, grace: Duration) -> bool {
    (now - at).to_std().map_or(true, |age| age < grace)
}
