//! An empty database of its own for one test: a SQLite file in a temporary folder, or, with
//! `TEST_BACKEND=postgres` and `TEST_POSTGRES_URL` (as the workspace's test script sets for its
//! PostgreSQL pass), a new PostgreSQL database. Either is removed when the [`ScratchDb`] is
//! dropped. Each crate applies its own migrations to it, so this names no table.

use std::path::PathBuf;

use diesel::connection::SimpleConnection;
use diesel::{Connection, PgConnection};

use crate::db::{DatabaseTarget, Db};
use crate::ids::new_id;

/// A test's database; dropping it removes it.
pub struct ScratchDb {
    /// The pool over it.
    pub db: Db,
    place: Place,
}

enum Place {
    Folder(PathBuf),
    Postgres { admin_url: String, name: String },
}

/// A new, empty database named after `prefix`, with a pool of `pool` connections.
///
/// # Panics
/// When the database cannot be made: a test cannot run without it.
pub fn scratch(prefix: &str, pool: u32) -> ScratchDb {
    let postgres = std::env::var("TEST_BACKEND").is_ok_and(|b| b == "postgres");
    let (target, place) = match std::env::var("TEST_POSTGRES_URL") {
        Ok(admin_url) if postgres => {
            let name = format!("{prefix}_{}", new_id());
            let mut admin = PgConnection::establish(&admin_url).expect("connect to PostgreSQL");
            admin.batch_execute(&format!("CREATE DATABASE \"{name}\"")).expect("create the test database");
            let mut url = url::Url::parse(&admin_url).expect("TEST_POSTGRES_URL is a URL");
            url.set_path(&format!("/{name}"));
            (DatabaseTarget::Postgres(url.to_string()), Place::Postgres { admin_url, name })
        }
        _ => {
            let folder = std::env::temp_dir().join(format!("{}-{}", prefix.replace('_', "-"), new_id()));
            (DatabaseTarget::Sqlite(folder.join("test.db")), Place::Folder(folder))
        }
    };
    let db = Db::connect(&target, pool).expect("open the test database");
    ScratchDb { db, place }
}

impl Drop for ScratchDb {
    fn drop(&mut self) {
        match &self.place {
            Place::Folder(folder) => {
                let _ = std::fs::remove_dir_all(folder);
            }
            Place::Postgres { admin_url, name } => {
                if let Ok(mut admin) = PgConnection::establish(admin_url) {
                    let _ = admin.batch_execute(&format!("DROP DATABASE IF EXISTS \"{name}\" WITH (FORCE)"));
                }
            }
        }
    }
}
