//! Auto-swap's record (docs/settings.md#auto-swap): which product replaced which on which look,
//! listed newest first on the Settings page. Titles are kept as they were at the swap, so the
//! record still reads right after products are renamed or deleted.

use chrono::NaiveDateTime;
use diesel::prelude::*;
use serde::Serialize;
use ts_rs::TS;

use crate::clock::now;
use crate::db::schema::product_swaps;
use crate::db::DbConnection;
use crate::error::AppResult;
use crate::ids::new_ordered_id;

/// Most swaps listed.
const LISTED: i64 = 100;

/// One swap.
#[derive(Debug, Clone, Serialize, Queryable, Selectable, TS, utoipa::ToSchema)]
#[diesel(table_name = product_swaps)]
#[ts(export, export_to = "ProductSwap.ts")]
pub struct ProductSwap {
    /// Record id.
    pub id: String,
    /// The look.
    pub link_id: String,
    /// The look's title then.
    pub link_title: String,
    /// The product that ran out (store id).
    pub from_product_id: String,
    /// Its title.
    pub from_title: String,
    /// The product put in its place (store id).
    pub to_product_id: String,
    /// Its title.
    pub to_title: String,
    /// When (UTC).
    #[ts(type = "string")]
    pub created_at: NaiveDateTime,
}

/// The answer's `data`.
#[derive(Debug, Serialize, TS, utoipa::ToSchema)]
#[ts(export, export_to = "SwapList.ts")]
pub struct SwapList {
    /// Newest first, at most 100.
    pub swaps: Vec<ProductSwap>,
}

/// What a swap replaced, for [`record`].
pub struct Replaced<'a> {
    /// The look and its title.
    pub link: (&'a str, &'a str),
    /// Store id and title of the product that ran out.
    pub from: (&'a str, &'a str),
    /// Store id and title of the product put in.
    pub to: (&'a str, &'a str),
}

/// Records a swap.
pub fn record(conn: &mut DbConnection, business_id: &str, r: &Replaced<'_>) -> AppResult<()> {
    diesel::insert_into(product_swaps::table)
        .values((
            product_swaps::id.eq(new_ordered_id()),
            product_swaps::business_id.eq(business_id),
            product_swaps::link_id.eq(r.link.0),
            product_swaps::link_title.eq(r.link.1),
            product_swaps::from_product_id.eq(r.from.0),
            product_swaps::from_title.eq(r.from.1),
            product_swaps::to_product_id.eq(r.to.0),
            product_swaps::to_title.eq(r.to.1),
            product_swaps::created_at.eq(now()),
        ))
        .execute(conn)?;
    Ok(())
}

/// The business's swaps, newest first.
pub fn recent(conn: &mut DbConnection, business_id: &str) -> AppResult<SwapList> {
    let swaps = product_swaps::table
        .filter(product_swaps::business_id.eq(business_id))
        .order((product_swaps::created_at.desc(), product_swaps::id.desc()))
        .limit(LISTED)
        .select(ProductSwap::as_select())
        .load(conn)?;
    Ok(SwapList { swaps })
}
