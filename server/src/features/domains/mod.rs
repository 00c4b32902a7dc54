//! Brand domains (docs/links.md#brand-domains): hosts such as `go.brand.com` a merchant on a plan
//! with them points at us, so that their public links read `go.brand.com/{id}`. A domain is
//! proven the merchant's by a TXT record holding its token and must point at our host (a CNAME,
//! or the same addresses); it is checked when added, when the merchant asks, and in the
//! background ([`RECHECK`]) until verified or given up, and daily once verified. The public side
//! asks [`host_use`] which business a request's host serves; links ask [`link_hosts`] which
//! domain their addresses use, and put new links on the default one ([`give_default`]).

mod api;
mod dns;
mod rows;
mod rules;

pub use api::{BrandDomain, DomainsPage};
pub use dns::Dns;
pub use rows::Status;
pub use rules::{DnsRecord, Problem, APEX, IN_USE, NOT_A_DOMAIN, NOT_VERIFIED, UPGRADE};

use std::collections::HashMap;

use actix_web::web;

use crate::db::DbConnection;
use crate::error::{AppError, AppResult};
use crate::features::accounts::{self, plan};
use crate::features::jobs::{self, Periodic};
use crate::state::{AppState, Handles};

/// Registers the resolver and the background checks.
///
/// # Panics
/// When the system's DNS configuration cannot be read and no resolver is configured: nothing
/// could be verified.
pub fn register(handles: &mut Handles, settings: &crate::config::Settings) {
    let dns = Dns::new(&settings.domains, settings.domain_target()).expect("the DNS resolver's configuration");
    handles.insert(dns);
    jobs::schedule(handles, RECHECK);
}

/// Every ten minutes: pending domains are checked again (given up after the configured hours),
/// verified ones once a day (one that stops passing is flagged, not dropped).
const RECHECK: Periodic = Periodic {
    name: "domains.recheck",
    what: "brand domains checked",
    every: std::time::Duration::from_secs(600),
    run: |state| Box::pin(async move { recheck(&state).await }),
};

/// Checks every domain due now; how many were.
pub async fn recheck(state: &AppState) -> AppResult<usize> {
    let due = state.db.run(|conn| rows::due(conn, crate::clock::now())).await?;
    let give_up = give_up(state);
    let count = due.len();
    for row in due {
        let outcome = state.handle::<Dns>().check(&row.host, &row.token).await;
        state.db.run(move |conn| rows::record_check(conn, &row, outcome, give_up).map(|_| ())).await?;
    }
    Ok(count)
}

fn give_up(state: &AppState) -> chrono::Duration {
    chrono::Duration::hours(i64::try_from(state.settings.domains.give_up_hours).unwrap_or(24 * 365))
}

/// Whether `business_id`'s plan has brand domains (a downgraded business keeps its domains,
/// inactive).
fn allowed(conn: &mut DbConnection, business_id: &str) -> AppResult<bool> {
    Ok(accounts::plan_of(conn, business_id)?.is_some_and(|p| plan::limits(p, 0).brand_domains))
}

/// What a request's host is to the public side.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum HostUse {
    /// A verified brand domain of this business, on a plan with them: it serves its links.
    Serves(String),
    /// A brand domain some business added that serves nothing now (not verified yet, given up,
    /// or its business's plan has none): nothing on it answers but 404.
    Parked,
    /// No business added it (the public URL's host, an address, an internal name).
    Unknown,
}

/// What `host` is (see [`HostUse`]).
pub fn host_use(conn: &mut DbConnection, host: &str) -> AppResult<HostUse> {
    match rows::verified_owner(conn, host)? {
        Some(business_id) if allowed(conn, &business_id)? => Ok(HostUse::Serves(business_id)),
        Some(_) => Ok(HostUse::Parked),
        None if rows::is_added(conn, host)? => Ok(HostUse::Parked),
        None => Ok(HostUse::Unknown),
    }
}

/// The domain of each of `link_ids` (links of `business_id`) whose address uses an active one.
pub fn link_hosts(conn: &mut DbConnection, business_id: &str, link_ids: &[&str]) -> AppResult<HashMap<String, String>> {
    if link_ids.is_empty() || !allowed(conn, business_id)? {
        return Ok(HashMap::new());
    }
    rows::link_hosts(conn, business_id, link_ids)
}

/// The address of link `id` on brand domain `host`: `{scheme}://{host}/{id}`, the scheme being
/// the public URL's (a brand domain is served behind the same kind of proxy).
pub fn address(scheme: &str, host: &str, id: &str) -> String {
    format!("{scheme}://{host}/{id}")
}

/// The business's default domain while it serves links: the address of its pages that are not
/// links (the shopboard's feed) too.
pub fn default_domain(conn: &mut DbConnection, business_id: &str) -> AppResult<Option<String>> {
    if !allowed(conn, business_id)? {
        return Ok(None);
    }
    rows::default_host(conn, business_id)
}

/// Puts a new link on the business's default domain, if it has one.
pub fn give_default(conn: &mut DbConnection, business_id: &str, link_id: &str) -> AppResult<()> {
    if let Some(host) = rows::default_host(conn, business_id)? {
        rows::set_link_host(conn, business_id, link_id, Some(&host))?;
    }
    Ok(())
}

/// Moves `link_id` (a link of `business_id` the caller may edit) to `host`, a verified domain of
/// the business, or back to the public URL (`None`).
pub fn move_link(conn: &mut DbConnection, business_id: &str, link_id: &str, host: Option<&str>) -> AppResult<()> {
    if let Some(host) = host {
        if !allowed(conn, business_id)? {
            return Err(AppError::Forbidden(UPGRADE.into()));
        }
        let row = rows::find(conn, business_id, host)?;
        if row.status() != Status::Verified {
            return Err(AppError::field("domain", NOT_VERIFIED));
        }
    }
    rows::set_link_host(conn, business_id, link_id, host)
}

/// The calls, under `/api`.
pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.route("/admin/v1/domains", web::get().to(api::list))
        .route("/admin/v1/domains", web::post().to(api::add))
        .route("/admin/v1/domains/verify", web::post().to(api::verify))
        .route("/admin/v1/domains/default", web::post().to(api::set_default))
        .route("/admin/v1/domains/remove", web::post().to(api::remove))
        .route("/tls/ask", web::get().to(api::ask));
}

/// This feature's endpoints in the OpenAPI document.
#[derive(utoipa::OpenApi)]
#[openapi(paths(api::list, api::add, api::verify, api::set_default, api::remove, api::ask))]
pub struct Api;
