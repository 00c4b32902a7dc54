//! The dashboard's brand domain calls (docs/links.md#brand-domains), for the merchant only
//! (influencers 403):
//!
//! - `GET /api/admin/v1/domains`: the plan's allowance, the host to point at and each domain
//!   with its records and state;
//! - `POST /api/admin/v1/domains {domain}` adds one and checks it at once;
//! - `POST /api/admin/v1/domains/verify {domain}` checks it again now;
//! - `POST /api/admin/v1/domains/default {domain | null}` picks the default of new links;
//! - `POST /api/admin/v1/domains/remove {domain}` removes it (its links go back to the public URL).
//!
//! And for the reverse proxy that gets certificates on demand: `GET /api/tls/ask?domain=`
//! answers 200 for a domain that serves links and 404 for any other.

use actix_web::{web, HttpRequest, HttpResponse};
use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::dns::Dns;
use super::rows::{self, DomainRow, Status};
use super::rules::{self, DnsRecord, Problem, UPGRADE};
use crate::error::{AppError, AppResult};
use crate::features::accounts::session::{self, Session};
use crate::http::body::{Bounded, Json};
use crate::http::envelope;
use crate::state::AppState;

/// A domain as the dashboard shows it.
#[derive(Debug, Clone, Serialize, TS)]
#[ts(export, export_to = "BrandDomain.ts")]
pub struct BrandDomain {
    /// The host, `go.brand.com`.
    pub domain: String,
    /// Where its checks left it.
    pub status: Status,
    /// New links get it.
    pub is_default: bool,
    /// It serves links now: verified, on a plan with brand domains.
    pub active: bool,
    /// The records to create.
    pub records: Vec<DnsRecord>,
    /// What the last check found wrong, by name (the dashboard words it)...
    pub problem_code: Option<Problem>,
    /// ...and in English.
    pub problem: Option<String>,
    /// The last check (ISO 8601, UTC).
    #[ts(type = "string | null")]
    pub checked_at: Option<chrono::DateTime<chrono::Utc>>,
    /// When it was first verified.
    #[ts(type = "string | null")]
    pub verified_at: Option<chrono::DateTime<chrono::Utc>>,
    /// Verified, but its checks have failed since then (it keeps serving; the merchant is told).
    #[ts(type = "string | null")]
    pub failing_since: Option<chrono::DateTime<chrono::Utc>>,
    /// Links whose address uses it.
    #[ts(type = "number")]
    pub links: i64,
}

/// The domains section.
#[derive(Debug, Clone, Serialize, TS)]
#[ts(export, export_to = "DomainsPage.ts")]
pub struct DomainsPage {
    /// The plan has brand domains.
    pub allowed: bool,
    /// The host their CNAME names.
    pub target: String,
    /// How long an unverified domain is checked before it is given up, in hours.
    #[ts(type = "number")]
    pub give_up_hours: u64,
    /// Oldest first.
    pub domains: Vec<BrandDomain>,
}

/// A body naming one domain.
#[derive(Debug, Deserialize, utoipa::ToSchema)]
pub struct DomainBody {
    /// The host.
    pub domain: String,
}

impl Bounded for DomainBody {}

/// The default domain's body: `null` puts new links on the public URL.
#[derive(Debug, Deserialize, utoipa::ToSchema)]
pub struct DefaultBody {
    /// The host, or `null`.
    pub domain: Option<String>,
}

impl Bounded for DefaultBody {}

fn utc(at: Option<chrono::NaiveDateTime>) -> Option<chrono::DateTime<chrono::Utc>> {
    at.map(|t| t.and_utc())
}

fn out(row: DomainRow, target: &str, allowed: bool, links: i64) -> BrandDomain {
    let status = row.status();
    let problem_code = row.problem();
    BrandDomain {
        problem: problem_code.map(|p| p.message(&row.host, target)),
        problem_code,
        records: rules::records(&row.host, target, &row.token),
        active: allowed && status == Status::Verified,
        status,
        is_default: row.is_default,
        checked_at: utc(row.checked_at),
        verified_at: utc(row.verified_at),
        failing_since: utc(row.failing_since),
        links,
        domain: row.host,
    }
}

/// The merchant, and whether their plan has brand domains.
async fn merchant(state: &AppState, req: &HttpRequest) -> AppResult<(Session, bool)> {
    let current = session::require_merchant(&state.db, req).await?;
    let allowed = current.user.plan_limits.brand_domains;
    Ok((current, allowed))
}

/// The merchant of a plan with brand domains (changes need one; a downgraded merchant still
/// sees and may remove theirs).
async fn allowed_merchant(state: &AppState, req: &HttpRequest) -> AppResult<Session> {
    let (current, allowed) = merchant(state, req).await?;
    if !allowed {
        return Err(AppError::Forbidden(UPGRADE.into()));
    }
    Ok(current)
}

async fn page(state: &AppState, business_id: &str, allowed: bool) -> AppResult<DomainsPage> {
    let id = business_id.to_owned();
    let (domains, counts) =
        state.db.run(move |conn| Ok((rows::list(conn, &id)?, rows::link_counts(conn, &id)?))).await?;
    let target = state.handle::<Dns>().target.clone();
    Ok(DomainsPage {
        allowed,
        give_up_hours: state.settings.domains.give_up_hours,
        domains: domains
            .into_iter()
            .map(|d| {
                let links = counts.get(&d.host).copied().unwrap_or(0);
                out(d, &target, allowed, links)
            })
            .collect(),
        target,
    })
}

/// `GET /api/admin/v1/domains`.
#[utoipa::path(get, path = "/api/admin/v1/domains",
    responses((status = 200, description = "data: DomainsPage"), (status = 403, description = "an influencer")))]
pub async fn list(req: HttpRequest, state: web::Data<AppState>) -> AppResult<HttpResponse> {
    let (current, allowed) = merchant(&state, &req).await?;
    Ok(envelope::ok(&page(&state, &current.business_id, allowed).await?))
}

/// The stored form of `input`, or the field error.
fn host_of(state: &AppState, input: &str) -> AppResult<String> {
    let target = state.handle::<Dns>().target.clone();
    let public = state.settings.public_url.host_str().unwrap_or_default().to_owned();
    rules::host(input, &[&target, &public]).map_err(|m| AppError::field("domain", m))
}

/// Checks `host` of `business_id` now and records what was found.
pub(super) async fn check_now(state: &AppState, business_id: &str, host: &str) -> AppResult<DomainRow> {
    let (id, h) = (business_id.to_owned(), host.to_owned());
    let row = state.db.run(move |conn| rows::find(conn, &id, &h)).await?;
    let outcome = state.handle::<Dns>().check(&row.host, &row.token).await;
    let give_up = super::give_up(state);
    state.db.run(move |conn| rows::record_check(conn, &row, outcome, give_up)).await
}

/// `POST /api/admin/v1/domains`.
#[utoipa::path(post, path = "/api/admin/v1/domains", request_body = DomainBody,
    responses((status = 200, description = "data: DomainsPage, the new domain checked once"),
        (status = 403, description = "an influencer, or a plan without brand domains"),
        (status = 422, description = "not a subdomain, ours, already added, in use, or too many; nothing written")))]
pub async fn add(req: HttpRequest, state: web::Data<AppState>, body: Json<DomainBody>) -> AppResult<HttpResponse> {
    let current = allowed_merchant(&state, &req).await?;
    let host = host_of(&state, &body.domain)?;
    let (id, h, token) = (current.business_id.clone(), host.clone(), rules::new_token());
    state
        .db
        .run(move |conn| crate::db::business_write_transaction(conn, &id, |conn| rows::insert(conn, &id, &h, &token)))
        .await?;
    check_now(&state, &current.business_id, &host).await?;
    Ok(envelope::ok(&page(&state, &current.business_id, true).await?))
}

/// `POST /api/admin/v1/domains/verify`.
#[utoipa::path(post, path = "/api/admin/v1/domains/verify", request_body = DomainBody,
    responses((status = 200, description = "data: DomainsPage after the check"), (status = 403, description = "not allowed"),
        (status = 404, description = "no such domain")))]
pub async fn verify(req: HttpRequest, state: web::Data<AppState>, body: Json<DomainBody>) -> AppResult<HttpResponse> {
    let current = allowed_merchant(&state, &req).await?;
    let host = host_of(&state, &body.domain).map_err(|_| AppError::NotFound("No such domain".into()))?;
    check_now(&state, &current.business_id, &host).await?;
    Ok(envelope::ok(&page(&state, &current.business_id, true).await?))
}

/// `POST /api/admin/v1/domains/default`.
#[utoipa::path(post, path = "/api/admin/v1/domains/default", request_body = DefaultBody,
    responses((status = 200, description = "data: DomainsPage"), (status = 403, description = "not allowed"),
        (status = 404, description = "no such domain"), (status = 422, description = "not verified yet")))]
pub async fn set_default(
    req: HttpRequest,
    state: web::Data<AppState>,
    body: Json<DefaultBody>,
) -> AppResult<HttpResponse> {
    let current = allowed_merchant(&state, &req).await?;
    let host = match body.domain.as_deref() {
        None => None,
        Some(d) => Some(host_of(&state, d).map_err(|_| AppError::NotFound("No such domain".into()))?),
    };
    let id = current.business_id.clone();
    state
        .db
        .run(move |conn| {
            crate::db::business_write_transaction(conn, &id, |conn| {
                if let Some(host) = &host {
                    if rows::find(conn, &id, host)?.status() != Status::Verified {
                        return Err(AppError::field("domain", rules::NOT_VERIFIED));
                    }
                }
                rows::set_default(conn, &id, host.as_deref())
            })
        })
        .await?;
    Ok(envelope::ok(&page(&state, &current.business_id, true).await?))
}

/// `POST /api/admin/v1/domains/remove`. Allowed on any plan: a downgraded merchant may tidy up.
#[utoipa::path(post, path = "/api/admin/v1/domains/remove", request_body = DomainBody,
    responses((status = 200, description = "data: DomainsPage"), (status = 403, description = "an influencer"),
        (status = 404, description = "no such domain")))]
pub async fn remove(req: HttpRequest, state: web::Data<AppState>, body: Json<DomainBody>) -> AppResult<HttpResponse> {
    let (current, allowed) = merchant(&state, &req).await?;
    let host = host_of(&state, &body.domain).map_err(|_| AppError::NotFound("No such domain".into()))?;
    let id = current.business_id.clone();
    state
        .db
        .run(move |conn| {
            crate::db::business_write_transaction(conn, &id, |conn| {
                rows::find(conn, &id, &host)?;
                rows::remove(conn, &id, &host)
            })
        })
        .await?;
    Ok(envelope::ok(&page(&state, &current.business_id, allowed).await?))
}

/// `ask`'s query.
#[derive(Debug, Deserialize, utoipa::IntoParams)]
pub struct AskQuery {
    /// The host a certificate is asked for.
    pub domain: String,
}

/// `GET /api/tls/ask?domain=`: 200 when `domain` serves a business's links, else 404. A reverse
/// proxy asks this before it gets a certificate on demand (docs/deploy.md#brand-domains), so no
/// certificate is ever asked for a name that is not a verified brand domain.
#[utoipa::path(get, path = "/api/tls/ask", params(AskQuery),
    responses((status = 200, description = "a verified brand domain on a plan with them"), (status = 404, description = "any other name")))]
pub async fn ask(state: web::Data<AppState>, query: web::Query<AskQuery>) -> AppResult<HttpResponse> {
    let host = query.domain.trim().trim_end_matches('.').to_ascii_lowercase();
    let serving = state.db.run(move |conn| super::host_use(conn, &host)).await?;
    match serving {
        super::HostUse::Serves(_) => Ok(HttpResponse::Ok().content_type("text/plain").body("ok")),
        _ => Err(AppError::NotFound("Not a brand domain".into())),
    }
}
