//! The social sandbox's own migrations, embedded for both backends. The host runs them beside its
//! own when the sandbox is built in.

use diesel_migrations::{embed_migrations, EmbeddedMigrations};
use kernel::db::DbConnection;

const SQLITE: EmbeddedMigrations = embed_migrations!("migrations/sqlite");
const POSTGRES: EmbeddedMigrations = embed_migrations!("migrations/postgres");

/// Applies every pending social sandbox migration; returns how many ran.
pub fn run_pending(conn: &mut DbConnection) -> anyhow::Result<usize> {
    kernel::db::run_migrations(conn, SQLITE, POSTGRES)
}
