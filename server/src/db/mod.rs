//! The product's database: the pool, connection and transaction rules come from the kernel
//! (shared with the sandbox store); the product's own tables and migrations live here.

pub mod migrate;
pub mod schema;
#[cfg(test)]
pub(crate) mod testing;

pub use kernel::db::*;

use diesel::prelude::*;

use crate::error::AppResult;

/// Runs `f` in a write transaction in which the writers of one business take turns.
///
/// Saves that replace a business's rows (delete them, insert the new ones) race on PostgreSQL:
/// two at once both delete, then the later insert fails on the key the earlier one committed, a
/// 500 for a double click or two open tabs; checks against what is stored (a plan's cap, a
/// unique name) can both pass. Updating the business's own row first holds its row lock until
/// the transaction ends, so a second save starts after the first is committed and sees its rows.
/// SQLite's write transactions already run one at a time. Taking the lock here, not at each call
/// site, means a save cannot forget it.
pub fn business_write_transaction<T>(
    conn: &mut DbConnection,
    business_id: &str,
    f: impl FnOnce(&mut DbConnection) -> AppResult<T>,
) -> AppResult<T> {
    write_transaction(conn, |conn| {
        diesel::update(schema::businesses::table.find(business_id))
            .set(schema::businesses::id.eq(business_id))
            .execute(conn)?;
        f(conn)
    })
}

/// A case-insensitive LIKE pattern for `q` with `\\`, `%` and `_` escaped (use with
/// `escape('\\')` on a `lower(...)` column): the search boxes of the pickers and the link lists.
pub fn like_pattern(q: &str) -> String {
    let escaped = q.trim().to_lowercase().replace('\\', "\\\\").replace('%', "\\%").replace('_', "\\_");
    format!("%{escaped}%")
}
