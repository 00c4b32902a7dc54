//! A fresh, migrated database for one test (`kernel::scratch_db`: a SQLite file, or a
//! PostgreSQL database on the test script's PostgreSQL pass), removed when the test ends.

pub use kernel::scratch_db::ScratchDb as TestDb;

/// A new database with the sandbox's migrations applied.
pub fn test_db() -> TestDb {
    let test = kernel::scratch_db::scratch("shop_sandbox_test", 8);
    let mut conn = test.db.get().expect("a connection");
    crate::migrate::run_pending(&mut conn).expect("migrations apply");
    drop(conn);
    test
}
