//! The fees' upkeep (docs/billing.md#the-per-sale-fee): every few minutes it records a held fee
//! for each new order sold through a look of a business billed with a usage line, and hands each
//! fee whose hold has ended to its own charge job.

use std::collections::HashMap;

use actix_web::web;
use chrono::Duration;

use super::charge::CHARGE;
use super::rows::{self, FeeRow};
use super::rules::FeeState;
use crate::clock::now;
use crate::db::DbConnection;
use crate::error::AppResult;
use crate::features::billing::{self, SaleFee, UsageLine, FEE_HOLD_DAYS};
use crate::features::jobs::{self, Periodic};
use crate::features::links::{self, LinkKind};
use crate::features::orders::{self, LinkedSale, SalesFrom};
use crate::state::AppState;

/// Every five minutes: a sale shows among the held fees soon after it is attributed, and a fee
/// is charged within minutes of its hold's end.
pub const SWEEP: Periodic = Periodic {
    name: "fees.sweep",
    what: "sale fees recorded and handed to their charges",
    every: std::time::Duration::from_secs(300),
    run: |state| Box::pin(async move { sweep(&state).await }),
};

/// Sales older than this are not looked at again: an order's attribution settles within days.
const LOOK_BACK_DAYS: i64 = 30;

/// Orders read per page, and fees handed to their charges per sweep (the next sweep goes on).
const BATCH: i64 = 1_000;

/// Records new fees and queues the charges that are due; how many fees it recorded and queued.
pub async fn sweep(state: &web::Data<AppState>) -> AppResult<usize> {
    let recorded = state.db.run(record_new).await?;
    let due = state.db.run(|conn| rows::due(conn, now(), BATCH)).await?;
    let queued = due.len();
    for order_id in due {
        let key = format!("{}:{order_id}", CHARGE.name);
        jobs::submit(state, CHARGE.job(serde_json::json!({ "order_id": order_id })).keyed(key)).await?;
    }
    Ok(recorded + queued)
}

/// A held fee for every order sold through a look since the business's usage line began (and
/// within [`LOOK_BACK_DAYS`]) that has none yet, reading the sales a page at a time.
fn record_new(conn: &mut DbConnection) -> AppResult<usize> {
    let mut recorded = 0;
    for business_id in billing::billing_usage(conn)? {
        let Some(line) = billing::usage_line(conn, &business_id)? else { continue };
        let Some(fee) = billing::sale_fee(line.plan) else { continue };
        let mut from = SalesFrom::Since(line.since.max(now() - Duration::days(LOOK_BACK_DAYS)));
        loop {
            let sales = orders::linked_sales_from(conn, &business_id, from, BATCH)?;
            let Some(last) = sales.last() else { break };
            from = SalesFrom::after(last);
            let full = sales.len() as i64 == BATCH;
            recorded += record_page(conn, &business_id, &line, fee, sales)?;
            if !full {
                break;
            }
        }
    }
    Ok(recorded)
}

/// A held fee for each of `sales` sold through a look that has none yet.
fn record_page(
    conn: &mut DbConnection,
    business_id: &str,
    line: &UsageLine,
    fee: SaleFee,
    sales: Vec<LinkedSale>,
) -> AppResult<usize> {
    let ids: Vec<&str> = sales.iter().map(|s| s.order_id.as_str()).collect();
    let known = rows::known(conn, &ids)?;
    let link_ids: Vec<&String> = sales.iter().map(|s| &s.link_id).collect();
    let kinds: HashMap<String, LinkKind> =
        links::faces_of(conn, business_id, &link_ids)?.into_iter().map(|f| (f.id, f.kind)).collect();
    let mut recorded = 0;
    for sale in sales {
        if known.contains(&sale.order_id) || kinds.get(&sale.link_id) != Some(&LinkKind::Look) {
            continue;
        }
        let added = rows::insert(
            conn,
            &FeeRow {
                order_id: sale.order_id,
                business_id: business_id.to_owned(),
                link_id: sale.link_id,
                order_name: sale.name,
                plan: line.plan.as_db().to_owned(),
                amount_minor: fee.cents,
                currency: "USD".to_owned(),
                state: FeeState::Held.as_db().to_owned(),
                placed_at: sale.placed,
                due_at: sale.placed + Duration::days(FEE_HOLD_DAYS),
                settled_at: None,
                usage_record_id: None,
                created_at: now(),
            },
        )?;
        recorded += usize::from(added);
    }
    Ok(recorded)
}
