//! Embedded migrations for both backends, applied by `shoplinks migrate` and by the run script.

use diesel_migrations::{embed_migrations, EmbeddedMigrations, MigrationHarness};

use super::DbConnection;

const SQLITE: EmbeddedMigrations = embed_migrations!("../migrations/sqlite");
const POSTGRES: EmbeddedMigrations = embed_migrations!("../migrations/postgres");

/// Applies every pending migration; returns how many ran.
pub fn run_pending(conn: &mut DbConnection) -> anyhow::Result<usize> {
    let applied = match conn {
        DbConnection::Sqlite(c) => c.run_pending_migrations(SQLITE).map(|v| v.len()),
        DbConnection::Postgres(c) => c.run_pending_migrations(POSTGRES).map(|v| v.len()),
    };
    applied.map_err(|e| anyhow::anyhow!("migrations failed: {e}"))
}
