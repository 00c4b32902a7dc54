//! A migrated database of its own for a unit test whose code is SQL (the rate limits' upserts),
//! on the backend the integration tests use (`kernel::scratch_db`), removed when dropped.

use kernel::scratch_db::ScratchDb;

/// A fresh database with the product's migrations applied.
pub(crate) fn migrated() -> ScratchDb {
    let test = kernel::scratch_db::scratch("shoplinks_unit", 2);
    super::migrate::run_pending(&mut test.db.get().expect("conn")).expect("migrations apply");
    test
}
