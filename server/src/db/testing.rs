//! A migrated database of its own for a unit test whose code is SQL (the rate limits' upserts),
//! on the backend the integration tests use: `TEST_BACKEND=postgres` with `TEST_POSTGRES_URL`
//! makes a PostgreSQL database, anything else a SQLite file in a temporary folder. Either is
//! removed when the [`TestDatabase`] is dropped.

use std::path::PathBuf;

use diesel::connection::SimpleConnection;
use diesel::{Connection, PgConnection};

use super::{DatabaseTarget, Db};

/// A migrated database, removed on drop.
pub(crate) struct TestDatabase {
    /// Its pool.
    pub(crate) db: Db,
    place: Place,
}

enum Place {
    Folder(PathBuf),
    Postgres { admin_url: String, name: String },
}

/// A fresh database with the product's migrations applied.
pub(crate) fn migrated() -> TestDatabase {
    let (target, place) = match std::env::var("TEST_BACKEND").as_deref() {
        Ok("postgres") => {
            let admin_url = std::env::var("TEST_POSTGRES_URL").expect("TEST_BACKEND=postgres needs TEST_POSTGRES_URL");
            let name = format!("shoplinks_unit_{}", uuid::Uuid::new_v4().simple());
            let mut admin = PgConnection::establish(&admin_url).expect("connect to PostgreSQL");
            admin.batch_execute(&format!("CREATE DATABASE \"{name}\"")).expect("create the test database");
            let mut url = url::Url::parse(&admin_url).expect("TEST_POSTGRES_URL is a URL");
            url.set_path(&format!("/{name}"));
            (DatabaseTarget::Postgres(url.to_string()), Place::Postgres { admin_url, name })
        }
        _ => {
            let dir = std::env::temp_dir().join(format!("shoplinks-unit-{}", uuid::Uuid::new_v4().simple()));
            (DatabaseTarget::Sqlite(dir.join("test.db")), Place::Folder(dir))
        }
    };
    let db = Db::connect(&target, 2).expect("pool");
    super::migrate::run_pending(&mut db.get().expect("conn")).expect("migrations apply");
    TestDatabase { db, place }
}

impl Drop for TestDatabase {
    fn drop(&mut self) {
        match &self.place {
            Place::Folder(dir) => {
                let _ = std::fs::remove_dir_all(dir);
            }
            Place::Postgres { admin_url, name } => {
                if let Ok(mut admin) = PgConnection::establish(admin_url) {
                    let _ = admin.batch_execute(&format!("DROP DATABASE IF EXISTS \"{name}\" WITH (FORCE)"));
                }
            }
        }
    }
}
