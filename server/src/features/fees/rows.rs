//! The `sale_fees` table: one row per order sold through a look, from held to settled.

use chrono::NaiveDateTime;
use diesel::prelude::*;

use super::rules::FeeState;
use crate::clock::now;
use crate::db::schema::sale_fees;
use crate::db::DbConnection;
use crate::error::AppResult;

/// A fee row.
#[derive(Debug, Clone, Queryable, Selectable, Insertable)]
#[diesel(table_name = sale_fees)]
pub struct FeeRow {
    /// The order (our id).
    pub order_id: String,
    /// Its business.
    pub business_id: String,
    /// The look that sold it.
    pub link_id: String,
    /// `#1001`.
    pub order_name: String,
    /// The plan whose rate it carries.
    pub plan: String,
    /// The fee, minor units of `currency`.
    pub amount_minor: i64,
    /// `USD`: plans are priced in US dollars.
    pub currency: String,
    /// Stored [`FeeState`].
    pub state: String,
    /// When the order was placed.
    pub placed_at: NaiveDateTime,
    /// When the hold ends.
    pub due_at: NaiveDateTime,
    /// When it left the hold.
    pub settled_at: Option<NaiveDateTime>,
    /// The store's usage record, once charged.
    pub usage_record_id: Option<String>,
    /// When the row was made.
    pub created_at: NaiveDateTime,
}

impl FeeRow {
    /// Where it stands.
    pub fn state(&self) -> FeeState {
        FeeState::from_db(&self.state)
    }
}

/// Of `order_ids`, those that have a fee row already.
pub fn known(conn: &mut DbConnection, order_ids: &[&str]) -> AppResult<Vec<String>> {
    Ok(sale_fees::table.filter(sale_fees::order_id.eq_any(order_ids)).select(sale_fees::order_id).load(conn)?)
}

/// Inserts `row` (one statement, outside any transaction); `false` when the order has a fee
/// already: two sweeps that meet (the periodic one and one asked for) record it once.
pub fn insert(conn: &mut DbConnection, row: &FeeRow) -> AppResult<bool> {
    match diesel::insert_into(sale_fees::table).values(row).execute(conn) {
        Ok(_) => Ok(true),
        Err(diesel::result::Error::DatabaseError(diesel::result::DatabaseErrorKind::UniqueViolation, _)) => Ok(false),
        Err(e) => Err(e.into()),
    }
}

/// Held fees whose hold has ended by `at`, oldest first, at most `limit`.
pub fn due(conn: &mut DbConnection, at: NaiveDateTime, limit: i64) -> AppResult<Vec<String>> {
    Ok(sale_fees::table
        .filter(sale_fees::state.eq(FeeState::Held.as_db()))
        .filter(sale_fees::due_at.le(at))
        .order(sale_fees::due_at.asc())
        .limit(limit)
        .select(sale_fees::order_id)
        .load(conn)?)
}

/// The fee of `order_id`.
pub fn find(conn: &mut DbConnection, order_id: &str) -> AppResult<Option<FeeRow>> {
    Ok(sale_fees::table.find(order_id).select(FeeRow::as_select()).first(conn).optional()?)
}

/// Settles a held fee as `state` (with the usage record when charged); `false` when it was no
/// longer held (another try settled it).
pub fn settle(conn: &mut DbConnection, order_id: &str, state: FeeState, record: Option<&str>) -> AppResult<bool> {
    Ok(diesel::update(sale_fees::table.find(order_id).filter(sale_fees::state.eq(FeeState::Held.as_db())))
        .set((
            sale_fees::state.eq(state.as_db()),
            sale_fees::settled_at.eq(Some(now())),
            sale_fees::usage_record_id.eq(record),
        ))
        .execute(conn)?
        > 0)
}

/// `business_id`'s fees settled in `[from, to)` and those still held.
pub fn of_cycle(
    conn: &mut DbConnection,
    business_id: &str,
    from: NaiveDateTime,
    to: NaiveDateTime,
) -> AppResult<Vec<FeeRow>> {
    Ok(sale_fees::table
        .filter(sale_fees::business_id.eq(business_id))
        .filter(
            sale_fees::state
                .eq(FeeState::Held.as_db())
                .or(sale_fees::settled_at.ge(from).and(sale_fees::settled_at.lt(to))),
        )
        .order(sale_fees::placed_at.desc())
        .select(FeeRow::as_select())
        .load(conn)?)
}
