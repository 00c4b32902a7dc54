//! `GET /api/admin/v1/billing/fees` (merchant only; influencers 403): the per-sale fees of the
//! current 30-day cycle (docs/billing.md#the-per-sale-fee): the plan's rate and cap, what is
//! charged, held, waived and over the cap, per look, and the latest sales.

use std::collections::BTreeMap;

use actix_web::{web, HttpRequest, HttpResponse};
use chrono::{DateTime, Duration, NaiveDateTime, Utc};
use serde::Serialize;
use ts_rs::TS;

use super::rows::{self, FeeRow};
use super::rules::FeeState;
use crate::error::AppResult;
use crate::features::accounts::session;
use crate::features::billing::{self, FEE_HOLD_DAYS};
use crate::features::links;
use crate::http::envelope;
use crate::state::AppState;

/// How many of the cycle's sales the view lists one by one.
const LISTED: usize = 50;

/// A count of fees and what they come to.
#[derive(Debug, Clone, Copy, Default, Serialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export, export_to = "FeeTally.ts")]
pub struct FeeTally {
    /// How many.
    #[ts(type = "number")]
    pub count: i64,
    /// Their sum, US cents.
    #[ts(type = "number")]
    pub amount_minor: i64,
}

impl FeeTally {
    fn add(&mut self, row: &FeeRow) {
        self.count += 1;
        self.amount_minor += row.amount_minor;
    }
}

/// One look's fees this cycle.
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export, export_to = "LinkFees.ts")]
pub struct LinkFees {
    /// The look.
    pub link_id: String,
    /// Its title (empty when it was deleted).
    pub title: String,
    /// Charged.
    pub charged: FeeTally,
    /// Waiting out the hold.
    pub held: FeeTally,
}

/// One sale's fee.
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export, export_to = "SaleFeeLine.ts")]
pub struct SaleFeeLine {
    /// `#1001`.
    pub order_name: String,
    /// The look's title.
    pub title: String,
    /// US cents.
    #[ts(type = "number")]
    pub amount_minor: i64,
    /// Where it stands.
    pub state: FeeState,
    /// When the order was placed.
    #[ts(type = "string")]
    pub placed_at: DateTime<Utc>,
    /// When the hold ends (a held fee is charged then).
    #[ts(type = "string")]
    pub due_at: DateTime<Utc>,
}

/// The fees view.
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export, export_to = "SaleFees.ts")]
pub struct SaleFees {
    /// The fee per sale of the plan billing now, US cents; `null` without one.
    #[ts(type = "number | null")]
    pub fee_minor: Option<i64>,
    /// The most charged in one cycle, US cents; `null` without a usage line.
    #[ts(type = "number | null")]
    pub cap_minor: Option<i64>,
    /// Days a fee waits before it is charged.
    #[ts(type = "number")]
    pub hold_days: i64,
    /// The current cycle.
    #[ts(type = "string")]
    pub cycle_start: DateTime<Utc>,
    /// Its end.
    #[ts(type = "string")]
    pub cycle_end: DateTime<Utc>,
    /// Charged this cycle.
    pub charged: FeeTally,
    /// Waiting out the hold.
    pub held: FeeTally,
    /// Refunded in full within the hold: not charged.
    pub waived: FeeTally,
    /// Not charged because the cap was reached this cycle.
    pub over_cap: FeeTally,
    /// The cap is reached: sales carry no fee until the next cycle.
    pub cap_reached: bool,
    /// Per look, most charged first.
    pub links: Vec<LinkFees>,
    /// The cycle's latest sales.
    pub recent: Vec<SaleFeeLine>,
}

/// `GET /api/admin/v1/billing/fees`.
#[utoipa::path(get, path = "/api/admin/v1/billing/fees",
    responses((status = 200, description = "data: the current cycle's sale fees (see SaleFees.ts)"),
        (status = 401, description = "not signed in"), (status = 403, description = "influencers cannot see the fees")))]
pub async fn fees(req: HttpRequest, state: web::Data<AppState>) -> AppResult<HttpResponse> {
    let current = session::require_merchant(&state.db, &req).await?;
    let business_id = current.business_id.clone();
    let view = state.db.run(move |conn| view(conn, &business_id)).await?;
    Ok(envelope::ok(&view))
}

fn utc(at: NaiveDateTime) -> DateTime<Utc> {
    at.and_utc()
}

fn view(conn: &mut crate::db::DbConnection, business_id: &str) -> AppResult<SaleFees> {
    let line = billing::usage_line(conn, business_id)?;
    let now = crate::clock::now();
    let (start, end) = match &line {
        Some(l) => l.cycle.unwrap_or((l.since, l.since + Duration::days(30))),
        None => (now - Duration::days(30), now),
    };
    let fees = rows::of_cycle(conn, business_id, start, end)?;
    let link_ids: Vec<&String> = fees.iter().map(|f| &f.link_id).collect();
    let titles: BTreeMap<String, String> =
        links::faces_of(conn, business_id, &link_ids)?.into_iter().map(|f| (f.id, f.description)).collect();
    let title = |id: &str| titles.get(id).cloned().unwrap_or_default();
    let (mut charged, mut held, mut waived, mut over_cap) = Default::default();
    let mut per_link: BTreeMap<String, LinkFees> = BTreeMap::new();
    for fee in &fees {
        let link = per_link.entry(fee.link_id.clone()).or_insert_with(|| LinkFees {
            link_id: fee.link_id.clone(),
            title: title(&fee.link_id),
            charged: FeeTally::default(),
            held: FeeTally::default(),
        });
        match fee.state() {
            FeeState::Charged => {
                FeeTally::add(&mut charged, fee);
                link.charged.add(fee);
            }
            FeeState::Held => {
                FeeTally::add(&mut held, fee);
                link.held.add(fee);
            }
            FeeState::Waived => FeeTally::add(&mut waived, fee),
            FeeState::OverCap => FeeTally::add(&mut over_cap, fee),
            FeeState::NoPlan => {}
        }
    }
    let mut links: Vec<LinkFees> = per_link.into_values().filter(|l| l.charged.count + l.held.count > 0).collect();
    links.sort_by(|a, b| b.charged.amount_minor.cmp(&a.charged.amount_minor).then(b.held.count.cmp(&a.held.count)));
    let fee_minor = line.as_ref().and_then(|l| billing::sale_fee(l.plan)).map(|f| f.cents);
    let cap_minor = line.as_ref().map(|l| l.cap_minor);
    let used = line.as_ref().map_or(0, |l| l.used_minor).max(charged.amount_minor);
    Ok(SaleFees {
        cap_reached: over_cap.count > 0 || cap_minor.zip(fee_minor).is_some_and(|(cap, fee)| used + fee > cap),
        fee_minor,
        cap_minor,
        hold_days: FEE_HOLD_DAYS,
        cycle_start: utc(start),
        cycle_end: utc(end),
        recent: fees
            .iter()
            .take(LISTED)
            .map(|f| SaleFeeLine {
                order_name: f.order_name.clone(),
                title: title(&f.link_id),
                amount_minor: f.amount_minor,
                state: f.state(),
                placed_at: utc(f.placed_at),
                due_at: utc(f.due_at),
            })
            .collect(),
        charged,
        held,
        waived,
        over_cap,
        links,
    })
}
