//! Sandbox shops, created on first use from their domain.

use diesel::prelude::*;

use crate::schema::sandbox_shops;
use kernel::clock::now;
use kernel::db::DbConnection;
use kernel::error::AppResult;

/// A sandbox shop.
#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = sandbox_shops)]
pub struct SandboxShop {
    /// `name.myshopify.com`.
    pub domain: String,
    /// Shop name.
    pub name: String,
    /// Owner email.
    pub email: String,
    pub(crate) currency: String,
    /// When the row was created.
    pub created_at: chrono::NaiveDateTime,
    /// IANA time zone (`UTC` unless changed on the admin page).
    pub iana_timezone: String,
}

/// The shop with this (already validated) domain, created if new.
pub fn get_or_create(conn: &mut DbConnection, domain: &str) -> AppResult<SandboxShop> {
    if let Some(shop) = sandbox_shops::table.find(domain).select(SandboxShop::as_select()).first(conn).optional()? {
        return Ok(shop);
    }
    let handle = domain.trim_end_matches(shopify_protocol::shop_domain::SUFFIX);
    let name = handle
        .split('-')
        .filter(|w| !w.is_empty())
        .map(|w| {
            let mut c = w.chars();
            c.next().map(|f| f.to_uppercase().collect::<String>() + c.as_str()).unwrap_or_default()
        })
        .collect::<Vec<_>>()
        .join(" ");
    diesel::insert_into(sandbox_shops::table)
        .values((
            sandbox_shops::domain.eq(domain),
            sandbox_shops::name.eq(&name),
            sandbox_shops::email.eq(format!("owner@{handle}.test")),
            sandbox_shops::currency.eq("USD"),
            sandbox_shops::created_at.eq(now()),
        ))
        .execute(conn)?;
    Ok(sandbox_shops::table.find(domain).select(SandboxShop::as_select()).first(conn)?)
}

/// Runs `f` as one write transaction that holds `domain`'s shop row: requests of one shop that
/// arrive together (a sync's pages, codes created at once) take turns. SQLite's write
/// transaction already admits one writer at a time; on PostgreSQL the shop's row is the lock.
pub fn write_as_shop<T>(
    conn: &mut DbConnection,
    domain: &str,
    f: impl FnOnce(&mut DbConnection) -> AppResult<T>,
) -> AppResult<T> {
    kernel::db::write_transaction(conn, |conn| {
        if let DbConnection::Postgres(pg) = conn {
            sandbox_shops::table
                .find(domain)
                .select(sandbox_shops::domain)
                .for_update()
                .first::<String>(pg)
                .optional()?;
        }
        f(conn)
    })
}
