//! Reading and writing a business's theme. No row is the initial theme; the row's change time
//! joins the instant store page's cache version (`public::resolve`), so a saved or reset theme
//! shows on the next page load.

use chrono::NaiveDateTime;
use diesel::prelude::*;

use super::theme::Theme;
use crate::clock::now;
use crate::db::schema::business_themes;
use crate::db::DbConnection;
use crate::error::AppResult;

/// The saved theme and when it was saved; `None` for the initial theme.
pub fn saved(conn: &mut DbConnection, business_id: &str) -> AppResult<Option<(Theme, NaiveDateTime)>> {
    let row: Option<(String, NaiveDateTime)> = business_themes::table
        .find(business_id)
        .select((business_themes::theme_json, business_themes::updated_at))
        .first(conn)
        .optional()?;
    // A stored theme was validated on the way in; one that no longer parses falls back to the
    // initial values field by field (`#[serde(default)]`) rather than breaking public pages.
    Ok(row.map(|(json, at)| (serde_json::from_str(&json).unwrap_or_default(), at)))
}

/// The theme public pages render with.
pub fn current(conn: &mut DbConnection, business_id: &str) -> AppResult<Theme> {
    Ok(saved(conn, business_id)?.map(|(theme, _)| theme).unwrap_or_default())
}

/// When the theme last changed, for cache versions (`None`: initial).
pub fn changed_at(conn: &mut DbConnection, business_id: &str) -> AppResult<Option<NaiveDateTime>> {
    Ok(business_themes::table.find(business_id).select(business_themes::updated_at).first(conn).optional()?)
}

/// Stores an already validated theme in place of the saved one: one upsert, so that two saves
/// at once (two tabs, a double click) both succeed and the last wins. A delete and an insert in
/// one transaction did not: on PostgreSQL the second insert waited for the first's row, then
/// failed on the key, a 500 (seen under `fuzz_bodies`).
pub fn save(conn: &mut DbConnection, business_id: &str, theme: &Theme) -> AppResult<()> {
    let json = serde_json::to_string(theme).map_err(|e| anyhow::anyhow!(e))?;
    let at = now();
    // `ON CONFLICT` is not offered on diesel's `MultiConnection`; the statement is the same on
    // both backends.
    macro_rules! upsert {
        ($conn:expr) => {
            diesel::insert_into(business_themes::table)
                .values((
                    business_themes::business_id.eq(business_id),
                    business_themes::theme_json.eq(&json),
                    business_themes::updated_at.eq(at),
                ))
                .on_conflict(business_themes::business_id)
                .do_update()
                .set((business_themes::theme_json.eq(&json), business_themes::updated_at.eq(at)))
                .execute($conn)?
        };
    }
    match conn {
        DbConnection::Sqlite(c) => upsert!(c),
        DbConnection::Postgres(c) => upsert!(c),
    };
    Ok(())
}

/// Back to the initial theme (a store disconnect resets appearance, docs/appearance.md#reset).
pub fn clear(conn: &mut DbConnection, business_id: &str) -> AppResult<()> {
    diesel::delete(business_themes::table.find(business_id)).execute(conn)?;
    Ok(())
}

/// The saved theme of `business_id` as stored (JSON), for the uploads sweep: a theme may name an
/// uploaded picture.
pub fn stored_texts(conn: &mut DbConnection, business_id: &str) -> AppResult<Vec<String>> {
    Ok(business_themes::table
        .filter(business_themes::business_id.eq(business_id))
        .select(business_themes::theme_json)
        .load(conn)?)
}
