//! `GET /health`: is the database answering and can the SSR pool render? How do the click
//! journal and the job queue stand?

use actix_web::{web, HttpResponse};
use diesel::connection::SimpleConnection;
use serde::Serialize;

use crate::features::clicks::ClickHealth;
use crate::features::clicks::ClickMonitor;
use crate::features::jobs::QueueHealth;
use crate::http::envelope;
use crate::ssr::pool::SsrHealth;
use crate::state::AppState;

/// Mounts the probe.
pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.route("/health", web::get().to(health));
}

#[derive(Serialize, utoipa::ToSchema)]
struct Health {
    healthy: bool,
    /// Serving, but clicks wait longer than the alert threshold to be stored, or are dropped at
    /// the journal's size cap (the status stays 200: shoppers are still answered).
    degraded: bool,
    database: Check,
    #[schema(value_type = Object)]
    ssr: SsrReport,
    clicks: ClickHealth,
    /// The job queue: how many wait and run, how long the oldest has waited, and the jobs that
    /// ended failed in the last day with their errors (`null` when it cannot be read).
    jobs: Option<QueueHealth>,
}

#[derive(Serialize, utoipa::ToSchema)]
struct Check {
    ok: bool,
    backend: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    error: Option<String>,
}

#[derive(Serialize)]
struct SsrReport {
    ok: bool,
    #[serde(flatten)]
    pool: SsrHealth,
    #[serde(skip_serializing_if = "Option::is_none")]
    error: Option<String>,
}

/// Health of the database, the SSR pool and the click journal; 503 when the database or the
/// SSR pool is down, `degraded` (still 200) when clicks lag behind.
#[utoipa::path(get, path = "/health", responses((status = 200, description = "healthy"), (status = 503, description = "a dependency is down")))]
pub async fn health(state: web::Data<AppState>) -> HttpResponse {
    let db = state.db.clone();
    let db_result = db.run(|conn| conn.batch_execute("SELECT 1").map_err(crate::error::AppError::from)).await;
    let database = Check {
        ok: db_result.is_ok(),
        backend: format!("{:?}", state.db.backend()).to_lowercase(),
        error: db_result.err().map(|e| e.to_string()),
    };
    let probe = serde_json::json!({
        "page": "notFound", "path": "/health", "query": "", "locale": "en", "user": null,
        "config": {"publicUrl": "", "bookExpertUrl": "", "appStoreUrl": "", "supportEmail": ""},
        "data": null
    });
    let ssr_result = state.ssr.render(probe.to_string()).await;
    let ssr =
        SsrReport { ok: ssr_result.is_ok(), pool: state.ssr.health(), error: ssr_result.err().map(|e| e.to_string()) };
    let healthy = database.ok && ssr.ok;
    let clicks = state.handle::<ClickMonitor>().health();
    let jobs = state.db.run(crate::features::jobs::health).await;
    if let Err(e) = &jobs {
        tracing::warn!(error = %e, "the job queue could not be read for /health");
    }
    let body = Health { healthy, degraded: clicks.degraded, database, ssr, clicks, jobs: jobs.ok() };
    if healthy {
        envelope::ok(&body)
    } else {
        envelope::with_status(actix_web::http::StatusCode::SERVICE_UNAVAILABLE, &body)
    }
}

/// This feature's endpoints and request shapes in the OpenAPI document (`crate::openapi` merges
/// every feature's).
#[derive(utoipa::OpenApi)]
#[openapi(paths(health,))]
pub struct Api;
