//! The `brand_domains` and `link_domains` tables: the domains a business added and where each
//! check left them, and which links use which domain.

use std::collections::HashMap;

use chrono::NaiveDateTime;
use diesel::prelude::*;

use super::rules::{Problem, ALREADY_ADDED, IN_USE, MAX_DOMAINS, TOO_MANY};
use crate::clock::now;
use crate::db::schema::{brand_domains, link_domains};
use crate::db::DbConnection;
use crate::error::{AppError, AppResult};

/// Where a domain stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, ts_rs::TS)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
#[ts(export, export_to = "DomainStatus.ts")]
pub enum Status {
    /// Added, not proven yet: checked in the background until it is, or given up.
    Pending,
    /// Proven and pointing at us: it serves the business's links (on a plan that has them).
    Verified,
    /// Not proven within the time allowed: no longer checked until the merchant asks.
    Failed,
}

impl Status {
    /// As stored.
    pub fn as_db(self) -> &'static str {
        match self {
            Status::Pending => "PENDING",
            Status::Verified => "VERIFIED",
            Status::Failed => "FAILED",
        }
    }

    /// From the stored text (an unknown one reads as pending, which is checked again).
    pub fn from_db(s: &str) -> Status {
        match s {
            "VERIFIED" => Status::Verified,
            "FAILED" => Status::Failed,
            _ => Status::Pending,
        }
    }
}

/// One domain of a business.
#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = brand_domains)]
pub struct DomainRow {
    pub business_id: String,
    pub host: String,
    pub token: String,
    pub status: String,
    pub is_default: bool,
    pub problem: Option<String>,
    pub created_at: NaiveDateTime,
    pub checked_at: Option<NaiveDateTime>,
    pub verified_at: Option<NaiveDateTime>,
    pub failing_since: Option<NaiveDateTime>,
}

impl DomainRow {
    /// Its status.
    pub fn status(&self) -> Status {
        Status::from_db(&self.status)
    }

    /// What its last check found wrong.
    pub fn problem(&self) -> Option<Problem> {
        self.problem.as_deref().and_then(Problem::from_db)
    }
}

/// The domains of `business_id`, oldest first.
pub fn list(conn: &mut DbConnection, business_id: &str) -> AppResult<Vec<DomainRow>> {
    Ok(brand_domains::table
        .filter(brand_domains::business_id.eq(business_id))
        .order((brand_domains::created_at.asc(), brand_domains::host.asc()))
        .select(DomainRow::as_select())
        .load(conn)?)
}

/// `host` of `business_id`; 404 when it has no such domain.
pub fn find(conn: &mut DbConnection, business_id: &str, host: &str) -> AppResult<DomainRow> {
    brand_domains::table
        .find((business_id, host))
        .select(DomainRow::as_select())
        .first(conn)
        .optional()?
        .ok_or_else(|| AppError::NotFound("No such domain".into()))
}

/// The business `host` is verified for, if any.
pub fn verified_owner(conn: &mut DbConnection, host: &str) -> AppResult<Option<String>> {
    Ok(brand_domains::table
        .filter(brand_domains::host.eq(host))
        .filter(brand_domains::status.eq(Status::Verified.as_db()))
        .select(brand_domains::business_id)
        .first(conn)
        .optional()?)
}

/// Whether any business added `host`, verified or not.
pub fn is_added(conn: &mut DbConnection, host: &str) -> AppResult<bool> {
    let n: i64 = brand_domains::table.filter(brand_domains::host.eq(host)).count().get_result(conn)?;
    Ok(n > 0)
}

/// Adds `host` to `business_id` with `token` (run in the business's write transaction, so two
/// adds at once cannot both pass the count).
pub fn insert(conn: &mut DbConnection, business_id: &str, host: &str, token: &str) -> AppResult<()> {
    let have = list(conn, business_id)?;
    if have.iter().any(|d| d.host == host) {
        return Err(AppError::field("domain", ALREADY_ADDED));
    }
    if have.len() >= MAX_DOMAINS {
        return Err(AppError::field("domain", TOO_MANY));
    }
    if verified_owner(conn, host)?.is_some() {
        return Err(AppError::field("domain", IN_USE));
    }
    diesel::insert_into(brand_domains::table)
        .values((
            brand_domains::business_id.eq(business_id),
            brand_domains::host.eq(host),
            brand_domains::token.eq(token),
            brand_domains::status.eq(Status::Pending.as_db()),
            brand_domains::is_default.eq(false),
            brand_domains::created_at.eq(now()),
        ))
        .execute(conn)?;
    Ok(())
}

/// Records what a check of `domain` found. A pending domain becomes verified when the check
/// passes, and failed once `give_up` has passed since it was added; a verified one that stops
/// passing stays verified and is flagged (`failing_since`), so a DNS hiccup never takes links
/// down. Returns the row as left.
pub fn record_check(
    conn: &mut DbConnection,
    domain: &DomainRow,
    outcome: Result<(), Problem>,
    give_up: chrono::Duration,
) -> AppResult<DomainRow> {
    let at = now();
    let key = (domain.business_id.as_str(), domain.host.as_str());
    let mut outcome = match outcome {
        Ok(()) if domain.status() != Status::Verified && verified_owner(conn, &domain.host)?.is_some() => {
            Err(Problem::InUse)
        }
        other => other,
    };
    if outcome.is_ok() {
        let verified = diesel::update(brand_domains::table.find(key))
            .set((
                brand_domains::status.eq(Status::Verified.as_db()),
                brand_domains::problem.eq(None::<String>),
                brand_domains::checked_at.eq(Some(at)),
                brand_domains::verified_at.eq(Some(domain.verified_at.unwrap_or(at))),
                brand_domains::failing_since.eq(None::<NaiveDateTime>),
            ))
            .execute(conn);
        match verified {
            Ok(_) => return find(conn, &domain.business_id, &domain.host),
            // Another business's check of the same host passed between our look and our
            // write: the unique index of verified hosts keeps it theirs.
            Err(diesel::result::Error::DatabaseError(diesel::result::DatabaseErrorKind::UniqueViolation, _)) => {
                outcome = Err(Problem::InUse);
            }
            Err(e) => return Err(e.into()),
        }
    }
    if let Err(problem) = outcome {
        let status = match domain.status() {
            Status::Verified => Status::Verified,
            Status::Pending if at - domain.created_at >= give_up => Status::Failed,
            other => other,
        };
        let failing_since = (status == Status::Verified).then(|| domain.failing_since.unwrap_or(at));
        diesel::update(brand_domains::table.find(key))
            .set((
                brand_domains::status.eq(status.as_db()),
                brand_domains::problem.eq(Some(problem.as_db())),
                brand_domains::checked_at.eq(Some(at)),
                brand_domains::failing_since.eq(failing_since),
            ))
            .execute(conn)?;
    }
    find(conn, &domain.business_id, &domain.host)
}

/// The domains a background check is due for at `at`: pending ones every run, verified ones a
/// day after their last check.
pub fn due(conn: &mut DbConnection, at: NaiveDateTime) -> AppResult<Vec<DomainRow>> {
    let day_ago = at - chrono::Duration::days(1);
    Ok(brand_domains::table
        .filter(
            brand_domains::status.eq(Status::Pending.as_db()).or(brand_domains::status
                .eq(Status::Verified.as_db())
                .and(brand_domains::checked_at.is_null().or(brand_domains::checked_at.lt(day_ago)))),
        )
        .order(brand_domains::created_at.asc())
        .limit(200)
        .select(DomainRow::as_select())
        .load(conn)?)
}

/// Makes `host` (a verified domain of `business_id`) the default of new links, or none.
pub fn set_default(conn: &mut DbConnection, business_id: &str, host: Option<&str>) -> AppResult<()> {
    diesel::update(brand_domains::table.filter(brand_domains::business_id.eq(business_id)))
        .set(brand_domains::is_default.eq(false))
        .execute(conn)?;
    if let Some(host) = host {
        diesel::update(brand_domains::table.find((business_id, host)))
            .set(brand_domains::is_default.eq(true))
            .execute(conn)?;
    }
    Ok(())
}

/// Removes `host` from `business_id`; its links go back to the public URL.
pub fn remove(conn: &mut DbConnection, business_id: &str, host: &str) -> AppResult<()> {
    diesel::delete(
        link_domains::table.filter(link_domains::business_id.eq(business_id)).filter(link_domains::host.eq(host)),
    )
    .execute(conn)?;
    diesel::delete(brand_domains::table.find((business_id, host))).execute(conn)?;
    Ok(())
}

/// The verified default domain of `business_id`, if it has one.
pub fn default_host(conn: &mut DbConnection, business_id: &str) -> AppResult<Option<String>> {
    Ok(brand_domains::table
        .filter(brand_domains::business_id.eq(business_id))
        .filter(brand_domains::is_default.eq(true))
        .filter(brand_domains::status.eq(Status::Verified.as_db()))
        .select(brand_domains::host)
        .first(conn)
        .optional()?)
}

/// Puts `link_id` on `host` (a domain of `business_id`), or back on the public URL.
pub fn set_link_host(conn: &mut DbConnection, business_id: &str, link_id: &str, host: Option<&str>) -> AppResult<()> {
    diesel::delete(link_domains::table.find(link_id)).execute(conn)?;
    if let Some(host) = host {
        diesel::insert_into(link_domains::table)
            .values((
                link_domains::link_id.eq(link_id),
                link_domains::business_id.eq(business_id),
                link_domains::host.eq(host),
            ))
            .execute(conn)?;
    }
    Ok(())
}

/// The verified domains of `business_id`'s links among `link_ids`.
pub fn link_hosts(conn: &mut DbConnection, business_id: &str, link_ids: &[&str]) -> AppResult<HashMap<String, String>> {
    let rows: Vec<(String, String)> = link_domains::table
        .inner_join(brand_domains::table.on(
            brand_domains::business_id.eq(link_domains::business_id).and(brand_domains::host.eq(link_domains::host)),
        ))
        .filter(link_domains::business_id.eq(business_id))
        .filter(link_domains::link_id.eq_any(link_ids))
        .filter(brand_domains::status.eq(Status::Verified.as_db()))
        .select((link_domains::link_id, link_domains::host))
        .load(conn)?;
    Ok(rows.into_iter().collect())
}

/// How many links of `business_id` use each of its domains.
pub fn link_counts(conn: &mut DbConnection, business_id: &str) -> AppResult<HashMap<String, i64>> {
    let rows: Vec<(String, i64)> = link_domains::table
        .filter(link_domains::business_id.eq(business_id))
        .group_by(link_domains::host)
        .select((link_domains::host, diesel::dsl::count_star()))
        .load(conn)?;
    Ok(rows.into_iter().collect())
}
