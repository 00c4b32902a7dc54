//! Database access: one diesel code base for SQLite and PostgreSQL.
//!
//! [`DbConnection`] is a diesel `MultiConnection` over both backends, so queries are written
//! once. The pool hands out connections of the configured backend; SQLite connections are set
//! to WAL with a busy timeout and foreign keys on. Diesel is blocking, so every query runs on
//! the blocking thread pool through [`Db::run`], never on the async workers.

use std::path::PathBuf;
use std::time::Duration;

use diesel::connection::SimpleConnection;
use diesel::r2d2::{ManageConnection, Pool};
use diesel::{Connection, PgConnection, SqliteConnection};

use crate::error::{AppError, AppResult};

pub use multi::DbConnection;

/// Which database the server talks to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DatabaseTarget {
    /// A SQLite file.
    Sqlite(PathBuf),
    /// A PostgreSQL connection URL.
    Postgres(String),
}

diesel::define_sql_function!(
    /// SQL `lower()`, the same on SQLite and PostgreSQL (case-insensitive search).
    fn lower(x: diesel::sql_types::Text) -> diesel::sql_types::Text);

pub mod multi {
    // The derive generates undocumented helper items.
    #![allow(missing_docs)]
    use diesel::{PgConnection, SqliteConnection};

    /// A connection to whichever backend is configured.
    #[derive(diesel::MultiConnection)]
    pub enum DbConnection {
        /// PostgreSQL (production).
        Postgres(PgConnection),
        /// SQLite (embedded default).
        Sqlite(SqliteConnection),
    }
}

/// Runs `f` in a transaction that takes the write lock up front. On SQLite a deferred
/// transaction that reads and then writes fails at once with "database is locked" when another
/// write lands in between (the busy timeout cannot help it); `BEGIN IMMEDIATE` waits for the
/// lock instead. On PostgreSQL this is an ordinary transaction. `f` must not open transactions of
/// its own (diesel does not see the SQLite one).
pub fn write_transaction<T>(
    conn: &mut DbConnection,
    f: impl FnOnce(&mut DbConnection) -> AppResult<T>,
) -> AppResult<T> {
    if matches!(conn, DbConnection::Postgres(_)) {
        return conn.transaction(f);
    }
    conn.batch_execute("BEGIN IMMEDIATE")?;
    let result = f(conn);
    let end = if result.is_ok() { "COMMIT" } else { "ROLLBACK" };
    match conn.batch_execute(end) {
        Ok(()) => result,
        Err(e) => {
            let _ = conn.batch_execute("ROLLBACK");
            Err(e.into())
        }
    }
}

/// Error from checking out a pooled connection.
pub type PoolError = diesel::r2d2::PoolError;

/// Opens connections of one backend; r2d2 pools them.
#[derive(Debug, Clone)]
pub struct Manager {
    target: DatabaseTarget,
}

impl ManageConnection for Manager {
    type Connection = DbConnection;
    type Error = diesel::r2d2::Error;

    fn connect(&self) -> Result<DbConnection, Self::Error> {
        match &self.target {
            DatabaseTarget::Postgres(url) => {
                PgConnection::establish(url).map(DbConnection::Postgres).map_err(diesel::r2d2::Error::ConnectionError)
            }
            DatabaseTarget::Sqlite(path) => {
                let mut conn = SqliteConnection::establish(&path.to_string_lossy())
                    .map_err(diesel::r2d2::Error::ConnectionError)?;
                // The busy timeout comes first, so that even setting WAL on a new connection
                // waits for a lock another connection holds instead of failing at once; WAL
                // lets readers run beside the writer; foreign keys are off by default in SQLite
                // and our cascades depend on them. The click importer keeps its indexes warm: a
                // 16 MiB page cache (2 MiB by default) keeps them off the disk, and checkpoints
                // every 4,000 WAL pages (1,000 by default) copy each hot page once, not several times.
                conn.batch_execute(
                    "PRAGMA busy_timeout = 5000; PRAGMA journal_mode = WAL; \
                     PRAGMA foreign_keys = ON; PRAGMA synchronous = NORMAL; \
                     PRAGMA cache_size = -16384; PRAGMA wal_autocheckpoint = 4000;",
                )
                .map_err(diesel::r2d2::Error::QueryError)?;
                Ok(DbConnection::Sqlite(conn))
            }
        }
    }

    fn is_valid(&self, conn: &mut DbConnection) -> Result<(), Self::Error> {
        conn.batch_execute("SELECT 1").map_err(diesel::r2d2::Error::QueryError)
    }

    fn has_broken(&self, _conn: &mut DbConnection) -> bool {
        false
    }
}

/// The shared database handle.
#[derive(Clone)]
pub struct Db {
    pool: Pool<Manager>,
    backend: Backend,
}

/// Which backend a [`Db`] talks to (for logs and the health report).
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Backend {
    /// PostgreSQL.
    Postgres,
    /// SQLite, the embedded default: one file in the data folder, in WAL mode.
    Sqlite,
}

impl Db {
    /// Builds the pool; for SQLite creates the file's folder first.
    pub fn connect(target: &DatabaseTarget, size: u32) -> anyhow::Result<Self> {
        let backend = match target {
            DatabaseTarget::Postgres(_) => Backend::Postgres,
            DatabaseTarget::Sqlite(path) => {
                if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
                    std::fs::create_dir_all(dir)?;
                }
                Backend::Sqlite
            }
        };
        let pool = Pool::builder()
            .max_size(size)
            // A request waits at most this long for a connection, then gets 503.
            .connection_timeout(Duration::from_secs(2))
            .build(Manager { target: target.clone() })?;
        Ok(Db { pool, backend })
    }

    /// The backend in use.
    pub fn backend(&self) -> Backend {
        self.backend
    }

    /// Runs `f` with a pooled connection on the blocking thread pool.
    pub async fn run<F, T>(&self, f: F) -> AppResult<T>
    where
        F: FnOnce(&mut DbConnection) -> AppResult<T> + Send + 'static,
        T: Send + 'static,
    {
        let pool = self.pool.clone();
        let span = tracing::Span::current();
        tokio::task::spawn_blocking(move || {
            let _entered = span.enter();
            let mut conn = pool.get()?;
            f(&mut conn)
        })
        .await
        .map_err(|e| AppError::Internal(anyhow::anyhow!("database task failed: {e}")))?
    }

    /// A pooled connection for synchronous callers (migrations, tests, CLI).
    pub fn get(&self) -> Result<diesel::r2d2::PooledConnection<Manager>, PoolError> {
        self.pool.get()
    }
}

/// Applies the pending migrations of one set (the product's, or a stand-in's own), picking the
/// backend's half; returns how many ran. Sets are versioned apart, so diesel keeps one record of
/// every set in the same database and none sees another's versions as missing.
pub fn run_migrations(
    conn: &mut DbConnection,
    sqlite: diesel_migrations::EmbeddedMigrations,
    postgres: diesel_migrations::EmbeddedMigrations,
) -> anyhow::Result<usize> {
    use diesel_migrations::MigrationHarness;
    let applied = match conn {
        DbConnection::Sqlite(c) => c.run_pending_migrations(sqlite).map(|v| v.len()),
        DbConnection::Postgres(c) => c.run_pending_migrations(postgres).map(|v| v.len()),
    };
    applied.map_err(|e| anyhow::anyhow!("migrations failed: {e}"))
}
