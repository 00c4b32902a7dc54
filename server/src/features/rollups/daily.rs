//! `business_daily_stats`: the counters of one business, local day, channel and influencer,
//! added to by the writers and summed by the readers.

use std::collections::BTreeMap;
use std::ops::{AddAssign, Neg};

use chrono::NaiveDate;
use diesel::prelude::*;
use diesel::upsert::excluded;

use super::channel::Channel;
use crate::db::schema::business_daily_stats as stats;
use crate::db::DbConnection;
use crate::error::AppResult;

/// Rows per multi-row upsert (14 columns × 1,000 stays well below SQLite's bound variables).
const CHUNK: usize = 1_000;

/// What a row is kept for.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Key {
    /// The business.
    pub business_id: String,
    /// The day in the business's time zone.
    pub day: NaiveDate,
    /// Where the traffic or the sale belongs.
    pub channel: Channel,
    /// The link's owner (traffic) or the credited influencer (sales); empty for none.
    pub influencer_id: String,
}

/// The counters of a row, or a change to them. Money in minor units of the business currency.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Counts {
    /// Counted views.
    pub views: i64,
    /// Views by visitors new to the link.
    pub visits: i64,
    /// Adds to cart.
    pub adds: i64,
    /// Checkout hand-offs.
    pub checkout_requests: i64,
    /// Attributed orders.
    pub orders: i64,
    /// Their total less refunds.
    pub revenue_minor: i64,
    /// Their tax.
    pub tax_minor: i64,
    /// Refunded on them.
    pub refunded_minor: i64,
    /// The revenue the credited influencer's commission is worked out on.
    pub calculated_minor: i64,
    /// The credited influencer's commission.
    pub commission_minor: i64,
}

impl AddAssign for Counts {
    fn add_assign(&mut self, o: Counts) {
        self.views += o.views;
        self.visits += o.visits;
        self.adds += o.adds;
        self.checkout_requests += o.checkout_requests;
        self.orders += o.orders;
        self.revenue_minor += o.revenue_minor;
        self.tax_minor += o.tax_minor;
        self.refunded_minor += o.refunded_minor;
        self.calculated_minor += o.calculated_minor;
        self.commission_minor += o.commission_minor;
    }
}

impl Neg for Counts {
    type Output = Counts;
    fn neg(self) -> Counts {
        Counts {
            views: -self.views,
            visits: -self.visits,
            adds: -self.adds,
            checkout_requests: -self.checkout_requests,
            orders: -self.orders,
            revenue_minor: -self.revenue_minor,
            tax_minor: -self.tax_minor,
            refunded_minor: -self.refunded_minor,
            calculated_minor: -self.calculated_minor,
            commission_minor: -self.commission_minor,
        }
    }
}

/// Changes keyed by row; the same key twice is summed before anything is written.
pub type Changes = BTreeMap<Key, Counts>;

/// Adds `changes` to their rows, creating missing ones (in the caller's transaction). A change
/// of all zeros is skipped.
pub fn add(conn: &mut DbConnection, changes: &Changes) -> AppResult<()> {
    let rows: Vec<_> = changes
        .iter()
        .filter(|(_, c)| **c != Counts::default())
        .map(|(k, c)| {
            (
                stats::business_id.eq(k.business_id.as_str()),
                stats::day.eq(k.day),
                stats::channel.eq(k.channel.as_db()),
                stats::influencer_id.eq(k.influencer_id.as_str()),
                stats::views.eq(c.views),
                stats::visits.eq(c.visits),
                stats::adds.eq(c.adds),
                stats::checkout_requests.eq(c.checkout_requests),
                stats::orders.eq(c.orders),
                stats::revenue_minor.eq(c.revenue_minor),
                stats::tax_minor.eq(c.tax_minor),
                stats::refunded_minor.eq(c.refunded_minor),
                stats::calculated_minor.eq(c.calculated_minor),
                stats::commission_minor.eq(c.commission_minor),
            )
        })
        .collect();
    // `ON CONFLICT` is not offered on diesel's `MultiConnection`; the statement is the same on
    // both backends.
    macro_rules! upsert {
        ($conn:expr) => {
            for chunk in rows.chunks(CHUNK) {
                diesel::insert_into(stats::table)
                    .values(chunk.to_vec())
                    .on_conflict((stats::business_id, stats::day, stats::channel, stats::influencer_id))
                    .do_update()
                    .set((
                        stats::views.eq(stats::views + excluded(stats::views)),
                        stats::visits.eq(stats::visits + excluded(stats::visits)),
                        stats::adds.eq(stats::adds + excluded(stats::adds)),
                        stats::checkout_requests.eq(stats::checkout_requests + excluded(stats::checkout_requests)),
                        stats::orders.eq(stats::orders + excluded(stats::orders)),
                        stats::revenue_minor.eq(stats::revenue_minor + excluded(stats::revenue_minor)),
                        stats::tax_minor.eq(stats::tax_minor + excluded(stats::tax_minor)),
                        stats::refunded_minor.eq(stats::refunded_minor + excluded(stats::refunded_minor)),
                        stats::calculated_minor.eq(stats::calculated_minor + excluded(stats::calculated_minor)),
                        stats::commission_minor.eq(stats::commission_minor + excluded(stats::commission_minor)),
                    ))
                    .execute($conn)?;
            }
        };
    }
    match conn {
        DbConnection::Sqlite(c) => upsert!(c),
        DbConnection::Postgres(c) => upsert!(c),
    }
    Ok(())
}

/// Which rows to read: a business, an inclusive range of local days (open ends allowed), and
/// optionally one influencer's rows only.
#[derive(Debug, Clone, Default)]
pub struct Filter<'a> {
    /// The business.
    pub business_id: &'a str,
    /// First day.
    pub from: Option<NaiveDate>,
    /// Last day.
    pub to: Option<NaiveDate>,
    /// Only this influencer's rows.
    pub influencer_id: Option<&'a str>,
}

type Stored = (NaiveDate, String, String, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64);

/// The rows `filter` selects (rows of channels this build does not know are skipped).
pub fn read(conn: &mut DbConnection, filter: &Filter<'_>) -> AppResult<Vec<(Key, Counts)>> {
    let mut q = stats::table.filter(stats::business_id.eq(filter.business_id)).into_boxed();
    if let Some(from) = filter.from {
        q = q.filter(stats::day.ge(from));
    }
    if let Some(to) = filter.to {
        q = q.filter(stats::day.le(to));
    }
    if let Some(inf) = filter.influencer_id {
        q = q.filter(stats::influencer_id.eq(inf.to_owned()));
    }
    let rows: Vec<Stored> = q
        .select((
            stats::day,
            stats::channel,
            stats::influencer_id,
            stats::views,
            stats::visits,
            stats::adds,
            stats::checkout_requests,
            stats::orders,
            stats::revenue_minor,
            stats::tax_minor,
            stats::refunded_minor,
            stats::calculated_minor,
            stats::commission_minor,
        ))
        .load(conn)?;
    Ok(rows
        .into_iter()
        .filter_map(
            |(
                day,
                channel,
                influencer_id,
                views,
                visits,
                adds,
                requests,
                orders,
                revenue,
                tax,
                refunded,
                calculated,
                commission,
            )| {
                let key = Key {
                    business_id: filter.business_id.to_owned(),
                    day,
                    channel: Channel::from_db(&channel)?,
                    influencer_id,
                };
                let counts = Counts {
                    views,
                    visits,
                    adds,
                    checkout_requests: requests,
                    orders,
                    revenue_minor: revenue,
                    tax_minor: tax,
                    refunded_minor: refunded,
                    calculated_minor: calculated,
                    commission_minor: commission,
                };
                Some((key, counts))
            },
        )
        .collect())
}
