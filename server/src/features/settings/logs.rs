//! `POST /api/logs/commit`: the dashboard's buffered log lines (at most [`BATCH_MAX`] a batch),
//! kept in `client_logs` for an operator to read when a merchant reports a problem
//! (docs/operations.md#client-logs). Anyone may send (a failure can happen before sign-in), so
//! batches are rate-limited per address (in this process's memory), the bytes kept are limited
//! per address and per session (in the database, with the rows, so across instances:
//! docs/security.md#client-log-uploads; a count alone let one address keep 24 MB a minute),
//! lines are cut to [`MESSAGE_MAX`] characters, and rows are removed after
//! [`KEPT_DAYS`] days. A signed-in sender's business and user are
//! recorded with the lines.

use actix_web::{web, HttpRequest, HttpResponse};
use diesel::prelude::*;
use serde::{Deserialize, Serialize};

use crate::clock::now;
use crate::db::schema::client_logs;
use crate::error::{AppError, AppResult};
use crate::features::accounts::session::{self, SessionSubject};
use crate::features::jobs::{self, Periodic};
use crate::http::body::{Bounded, Json, Rule};
use crate::http::client_ip::client_key;
use crate::http::envelope;
use crate::ids::new_ordered_id;
use crate::state::AppState;

/// Days a client log line is kept.
pub const KEPT_DAYS: i64 = 14;
/// Most lines a batch may carry (the dashboard's buffer holds 50).
pub const BATCH_MAX: usize = 50;
/// Longest line kept.
pub const MESSAGE_MAX: usize = 2000;
/// Levels kept as sent; anything else is stored as `info`.
const LEVELS: [&str; 4] = ["debug", "info", "warn", "error"];

/// One buffered line.
#[derive(Debug, Deserialize, utoipa::ToSchema)]
pub struct LogLine {
    /// `debug`, `info`, `warn` or `error`.
    #[serde(default)]
    pub level: String,
    /// What happened.
    pub message: String,
}

/// The batch.
#[derive(Debug, Deserialize, utoipa::ToSchema)]
pub struct LogBatch {
    /// The lines, oldest first.
    pub logs: Vec<LogLine>,
    /// The store the dashboard was on, if any.
    pub store_id: Option<String>,
    /// The cart the page was on, if any.
    pub cart_id: Option<String>,
}

impl Bounded for LogBatch {
    fn rule(field: &str) -> Rule {
        match field {
            "logs[].message" => Rule::text(MESSAGE_MAX),
            _ => Rule::LINE,
        }
    }
}

#[derive(Serialize)]
struct Stored {
    stored: usize,
}

/// What the batch stores, in kibibytes rounded up: each line's text and level with the batch's
/// store and cart ids, as the rows keep them.
fn kibibytes(batch: &LogBatch) -> u32 {
    let ids = batch.store_id.as_deref().map_or(0, str::len) + batch.cart_id.as_deref().map_or(0, str::len);
    let bytes: usize = batch.logs.iter().map(|line| line.message.len() + line.level.len() + ids).sum();
    u32::try_from(bytes.div_ceil(1024)).unwrap_or(u32::MAX)
}

/// The handler.
#[utoipa::path(post, path = "/api/logs/commit", request_body = LogBatch,
    responses((status = 200, description = "data.stored: lines kept"), (status = 422, description = "more than 50 lines"),
        (status = 429, description = "too many batches or bytes from this address or session")))]
pub async fn commit(req: HttpRequest, body: Json<LogBatch>, state: web::Data<AppState>) -> AppResult<HttpResponse> {
    let address = client_key(&req, &state);
    state.limits.client_logs_ip.check(&address)?;
    let batch = body.into_inner();
    if batch.logs.len() > BATCH_MAX {
        return Err(AppError::field("logs", format!("At most {BATCH_MAX} lines a batch")));
    }
    let sender = session::current(&state.db, &req).await?;
    let kib = kibibytes(&batch);
    let (business_id, user_id) = match &sender {
        Some(s) => {
            let user = match &s.subject {
                SessionSubject::Admin(u) => u.id.clone(),
                SessionSubject::Influencer { influencer, .. } => influencer.id.clone(),
            };
            (Some(s.business_id.clone()), Some(user))
        }
        None => (None, None),
    };
    let at = now();
    let rows: Vec<_> = batch
        .logs
        .into_iter()
        .enumerate()
        .map(|(i, line)| {
            let level = if LEVELS.contains(&line.level.as_str()) { line.level } else { "info".to_owned() };
            (
                client_logs::id.eq(new_ordered_id()),
                client_logs::business_id.eq(business_id.clone()),
                client_logs::user_id.eq(user_id.clone()),
                client_logs::store_id.eq(batch.store_id.clone()),
                client_logs::cart_id.eq(batch.cart_id.clone()),
                client_logs::level.eq(level),
                client_logs::message.eq(line.message),
                // A microsecond apart, so the batch reads back in the order it was written.
                client_logs::created_at.eq(at + chrono::Duration::microseconds(i as i64)),
            )
        })
        .collect();
    let stored = rows.len();
    if stored > 0 {
        let (by_address, by_session) = (state.limits.client_log_bytes_ip, state.limits.client_log_bytes_session);
        let session_id = sender.map(|s| s.id);
        state
            .db
            .run(move |conn| {
                crate::db::write_transaction(conn, |conn| {
                    // The bytes are counted with the rows they let in: a batch refused by either
                    // limit rolls back and counts against neither.
                    by_address.check_in(conn, &address, kib)?;
                    if let Some(id) = &session_id {
                        by_session.check_in(conn, id, kib)?;
                    }
                    for row in rows {
                        diesel::insert_into(client_logs::table).values(row).execute(conn)?;
                    }
                    Ok(())
                })
            })
            .await?;
    }
    Ok(envelope::ok(&Stored { stored }))
}

/// Removes client log lines older than [`KEPT_DAYS`], every hour.
pub const SWEEP: Periodic = Periodic {
    name: "settings.client_log_sweep",
    what: "old client log lines removed",
    every: jobs::HOURLY,
    run: |state| {
        jobs::in_db(state, |conn| {
            let old = client_logs::created_at.le(now() - chrono::Duration::days(KEPT_DAYS));
            Ok(diesel::delete(client_logs::table.filter(old)).execute(conn)?)
        })
    },
};
