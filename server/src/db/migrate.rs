//! The product's embedded migrations for both backends, applied by `shoplinks migrate` and by the
//! run script.

use diesel_migrations::{embed_migrations, EmbeddedMigrations};

use super::DbConnection;

const SQLITE: EmbeddedMigrations = embed_migrations!("../migrations/sqlite");
const POSTGRES: EmbeddedMigrations = embed_migrations!("../migrations/postgres");

/// Applies every pending migration; returns how many ran.
pub fn run_pending(conn: &mut DbConnection) -> anyhow::Result<usize> {
    kernel::db::run_migrations(conn, SQLITE, POSTGRES)
}
