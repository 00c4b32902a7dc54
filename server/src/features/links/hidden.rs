//! Writes for the hidden links a higher feature keeps for its own pages (the shopboard's feed
//! link and one link per shoppable post): the shopboard decides what each must hold, and asks
//! here to open, close, rewrite or remove them, so the links feature stays the one writer of
//! its tables. Every write moves `updated_at`, which versions the links' cached pages.

use diesel::prelude::*;

use super::kind::LinkKind;
use super::model::NewLink;
use super::save::write_children;
use super::validate::Target;
use crate::clock::now;
use crate::db::schema::{link_products, links};
use crate::db::DbConnection;
use crate::error::AppResult;

/// Inserts `row` unless the business already has its one link of that kind (the unique index
/// makes a concurrent insert do nothing; the caller reads whichever won).
pub fn insert_only_link(conn: &mut DbConnection, row: NewLink) -> AppResult<()> {
    // `ON CONFLICT` is not offered on diesel's `MultiConnection`; the statement is the same on
    // both backends.
    match conn {
        DbConnection::Sqlite(c) => {
            diesel::insert_into(links::table).values(row).on_conflict_do_nothing().execute(c)?;
        }
        DbConnection::Postgres(c) => {
            diesel::insert_into(links::table).values(row).on_conflict_do_nothing().execute(c)?;
        }
    }
    Ok(())
}

/// Opens link `id` again.
pub fn reopen(conn: &mut DbConnection, id: &str) -> AppResult<()> {
    diesel::update(links::table.find(id))
        .set((links::closed_at.eq(None::<chrono::NaiveDateTime>), links::updated_at.eq(now())))
        .execute(conn)?;
    Ok(())
}

/// Closes the business's open links of `kind`; returns how many were closed.
pub fn close_of_kind(conn: &mut DbConnection, business_id: &str, kind: LinkKind) -> AppResult<usize> {
    let at = now();
    Ok(diesel::update(
        links::table
            .filter(links::business_id.eq(business_id))
            .filter(links::kind.eq(kind.as_db()))
            .filter(links::closed_at.is_null()),
    )
    .set((links::closed_at.eq(Some(at)), links::updated_at.eq(at)))
    .execute(conn)?)
}

/// Closes the open links among `ids` that are of `kind`.
pub fn close_among(conn: &mut DbConnection, ids: &[String], kind: LinkKind) -> AppResult<()> {
    if ids.is_empty() {
        return Ok(());
    }
    let at = now();
    diesel::update(
        links::table
            .filter(links::id.eq_any(ids))
            .filter(links::kind.eq(kind.as_db()))
            .filter(links::closed_at.is_null()),
    )
    .set((links::closed_at.eq(Some(at)), links::updated_at.eq(at)))
    .execute(conn)?;
    Ok(())
}

/// Marks the business's links of `kind` as changed, so their cached pages are rendered again.
pub fn touch_of_kind(conn: &mut DbConnection, business_id: &str, kind: LinkKind) -> AppResult<()> {
    diesel::update(links::table.filter(links::business_id.eq(business_id)).filter(links::kind.eq(kind.as_db())))
        .set(links::updated_at.eq(now()))
        .execute(conn)?;
    Ok(())
}

/// The products of link `id` in order, each with its chosen options as stored (JSON).
pub fn product_picks(conn: &mut DbConnection, id: &str) -> AppResult<Vec<(String, String)>> {
    Ok(link_products::table
        .filter(link_products::link_id.eq(id))
        .order(link_products::position.asc())
        .select((link_products::product_shopify_id, link_products::selected_options))
        .load(conn)?)
}

/// Gives link `id` the description, images and products of `target` and opens it.
pub fn rewrite(conn: &mut DbConnection, id: &str, target: &Target) -> AppResult<()> {
    diesel::update(links::table.find(id))
        .set((
            links::description.eq(&target.description),
            links::images.eq(&target.images),
            links::closed_at.eq(None::<chrono::NaiveDateTime>),
            links::updated_at.eq(now()),
        ))
        .execute(conn)?;
    write_children(conn, id, target)
}

/// Removes link `id` and its products: only for a link never seen outside the transaction that
/// made it (one that lost a race to another write).
pub fn remove_unseen(conn: &mut DbConnection, id: &str) -> AppResult<()> {
    diesel::delete(link_products::table.filter(link_products::link_id.eq(id))).execute(conn)?;
    diesel::delete(links::table.find(id)).execute(conn)?;
    Ok(())
}
