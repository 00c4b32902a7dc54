//! Usage records: what an app charges to a subscription's usage line, one record per use, as
//! Shopify's `appUsageRecordCreate` makes them. The rules are Shopify's: the line must be the
//! asking shop's and have usage pricing, the subscription must be ACTIVE, the price must be
//! positive and in the cap's currency, and the records of the current 30-day cycle
//! ([`Subscription::cycle`]) may not add up to more than the cap (`Total price exceeds balance
//! remaining`, and nothing is charged). An idempotency key makes a repeat answer the record the
//! first request made instead of charging twice; the unique key on (line, idempotency key)
//! settles two requests that race, and the loser answers the winner's record.
//!
//! Amounts are minor units of the record's currency (cents of USD), like every amount of the
//! sandbox. [`usage_records`] and [`age_subscription_for_tests`] are for the host's tests.

use chrono::{NaiveDateTime, TimeDelta};
use diesel::prelude::*;
use diesel::result::{DatabaseErrorKind, Error as DieselError};

use crate::app_subscriptions::{self, row_id, Subscription, UsageLine};
use crate::schema::{sandbox_app_subscriptions, sandbox_app_usage_records};
use crate::shop;
use kernel::clock::now;
use kernel::db::DbConnection;
use kernel::error::{AppError, AppResult};

type Backend = <DbConnection as diesel::Connection>::Backend;

/// Shopify's message when a record would take the cycle's usage past the cap.
pub const OVER_CAP: &str = "Total price exceeds balance remaining";
/// The longest idempotency key Shopify takes.
pub const IDEMPOTENCY_KEY_MAX: usize = 255;

/// A stored usage record.
#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = sandbox_app_usage_records)]
pub struct UsageRow {
    /// `{shop}/{number}`.
    pub id: String,
    /// Shop.
    pub shop_domain: String,
    /// The subscription's number (in its gid).
    pub subscription_number: i64,
    /// The usage line's index among the subscription's line items.
    pub line_index: i32,
    /// Number in the gid, counted per shop.
    pub number: i64,
    /// What the merchant reads on the bill.
    pub description: String,
    /// Minor units of `currency`.
    pub price_cents: i64,
    /// ISO code (the cap's).
    pub currency: String,
    /// The app's key for this charge, when it sent one.
    pub idempotency_key: Option<String>,
    /// When it was charged.
    pub created_at: NaiveDateTime,
}

impl UsageRow {
    /// `gid://shopify/AppUsageRecord/{number}`.
    pub fn gid(&self) -> String {
        format!("gid://shopify/AppUsageRecord/{}", self.number)
    }
}

/// A usage record as the host's tests read it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UsageRecord {
    /// `gid://shopify/AppUsageRecord/{n}`.
    pub gid: String,
    /// `gid://shopify/AppSubscription/{n}` of the subscription charged.
    pub subscription_gid: String,
    /// `gid://shopify/AppSubscriptionLineItem/{n}?v=1&index={i}` of its usage line.
    pub line_item_gid: String,
    /// Minor units of `currency` (cents of USD).
    pub amount_cents: i64,
    /// ISO code.
    pub currency: String,
    /// What the merchant reads on the bill.
    pub description: String,
    /// The app's key for this charge, when it sent one.
    pub idempotency_key: Option<String>,
    /// When it was charged.
    pub created_at: NaiveDateTime,
}

impl From<UsageRow> for UsageRecord {
    fn from(row: UsageRow) -> Self {
        UsageRecord {
            gid: row.gid(),
            subscription_gid: format!("gid://shopify/AppSubscription/{}", row.subscription_number),
            line_item_gid: app_subscriptions::line_gid(row.subscription_number, row.line_index),
            amount_cents: row.price_cents,
            currency: row.currency,
            description: row.description,
            idempotency_key: row.idempotency_key,
            created_at: row.created_at,
        }
    }
}

/// What the app asks to charge (`appUsageRecordCreate`'s arguments).
#[derive(Debug, Clone)]
pub struct NewUsage {
    /// `subscriptionLineItemId`.
    pub line_item_gid: String,
    /// `price.amount`, a decimal string.
    pub amount: String,
    /// `price.currencyCode`.
    pub currency: String,
    /// `description`.
    pub description: String,
    /// `idempotencyKey`.
    pub idempotency_key: Option<String>,
}

/// Why a charge was refused: Shopify's user error.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Refusal {
    /// The argument at fault, when one is.
    pub field: Option<&'static str>,
    /// What is wrong.
    pub message: String,
}

fn refuse<T>(field: Option<&'static str>, message: &str) -> AppResult<Result<T, Refusal>> {
    Ok(Err(Refusal { field, message: message.to_owned() }))
}

/// Charges `new` to the shop's usage line: the record made, or the one a repeat of its
/// idempotency key made before, with its subscription; or Shopify's refusal. A repeat is
/// answered before the status and the cap are looked at: its charge was made, so a retry after
/// the subscription ended or the cap filled still learns which record it was.
pub fn charge(
    conn: &mut DbConnection,
    shop: &str,
    new: &NewUsage,
) -> AppResult<Result<(UsageRow, Subscription), Refusal>> {
    if new.idempotency_key.as_ref().is_some_and(|k| k.chars().count() > IDEMPOTENCY_KEY_MAX) {
        return refuse(Some("idempotencyKey"), "Idempotency key is too long (maximum is 255 characters)");
    }
    if new.description.trim().is_empty() {
        return refuse(Some("description"), "Description can't be blank");
    }
    let Some((number, index)) = app_subscriptions::parse_line_gid(&new.line_item_gid) else {
        return refuse(Some("subscriptionLineItemId"), "Subscription line item not found");
    };
    // Every record of one shop is written under its lock, so a cycle's balance cannot change
    // between the cap's check and the insert, and record numbers follow one another.
    let attempt = shop::write_as_shop(conn, shop, |conn| {
        let Some(sub) = app_subscriptions::by_number(conn, shop, number)? else {
            return refuse(Some("subscriptionLineItemId"), "Subscription line item not found");
        };
        let Some(line) = sub.usage_line().filter(|l| l.index == index) else {
            if index == sub.recurring_index() {
                return refuse(Some("subscriptionLineItemId"), "Subscription line item must have a usage pricing plan");
            }
            return refuse(Some("subscriptionLineItemId"), "Subscription line item not found");
        };
        if let Some(found) = by_key(conn, shop, number, index, new.idempotency_key.as_deref())? {
            return Ok(Ok((found, sub)));
        }
        if sub.status != "ACTIVE" {
            return refuse(Some("subscriptionLineItemId"), "The app subscription is not active");
        }
        let Some(price) = valid_price(&line, new) else {
            return refuse(Some("price"), "Price must be greater than 0");
        };
        if !new.currency.eq_ignore_ascii_case(line.currency) {
            return refuse(Some("price"), &format!("Currency must be {}, the capped amount's", line.currency));
        }
        let at = now();
        let used = balance_used(conn, &sub, at)?;
        if used.saturating_add(price) > line.capped_cents {
            return refuse(None, OVER_CAP);
        }
        let last: Option<i64> = sandbox_app_usage_records::table
            .filter(sandbox_app_usage_records::shop_domain.eq(shop))
            .select(diesel::dsl::max(sandbox_app_usage_records::number))
            .first(conn)?;
        let record = last.unwrap_or(0) + 1;
        let id = row_id(shop, record);
        diesel::insert_into(sandbox_app_usage_records::table)
            .values((
                sandbox_app_usage_records::id.eq(&id),
                sandbox_app_usage_records::shop_domain.eq(shop),
                sandbox_app_usage_records::subscription_number.eq(number),
                sandbox_app_usage_records::line_index.eq(index),
                sandbox_app_usage_records::number.eq(record),
                sandbox_app_usage_records::description.eq(new.description.trim()),
                sandbox_app_usage_records::price_cents.eq(price),
                sandbox_app_usage_records::currency.eq(line.currency),
                sandbox_app_usage_records::idempotency_key.eq(new.idempotency_key.as_deref()),
                sandbox_app_usage_records::created_at.eq(at),
            ))
            .execute(conn)?;
        let row = sandbox_app_usage_records::table.find(&id).select(UsageRow::as_select()).first(conn)?;
        Ok(Ok((row, sub)))
    });
    match attempt {
        // The same key won a race on another connection: its record is the answer.
        Err(AppError::Internal(e)) if is_unique_violation(&e) => {
            let found = by_key(conn, shop, number, index, new.idempotency_key.as_deref())?;
            let sub = app_subscriptions::by_number(conn, shop, number)?;
            match found.zip(sub) {
                Some(answer) => Ok(Ok(answer)),
                None => Err(AppError::Internal(e)),
            }
        }
        other => other,
    }
}

/// The price in minor units of the cap's currency, when it is a positive amount.
fn valid_price(line: &UsageLine<'_>, new: &NewUsage) -> Option<i64> {
    kernel::money::minor(&new.amount, line.currency).filter(|p| *p > 0)
}

/// Whether a failed write broke a unique key (the database error inside the context).
pub(crate) fn is_unique_violation(e: &anyhow::Error) -> bool {
    matches!(e.downcast_ref::<DieselError>(), Some(DieselError::DatabaseError(DatabaseErrorKind::UniqueViolation, _)))
}

/// The record charged with `key` on the line (none without a key).
fn by_key(
    conn: &mut DbConnection,
    shop: &str,
    number: i64,
    index: i32,
    key: Option<&str>,
) -> AppResult<Option<UsageRow>> {
    let Some(key) = key else { return Ok(None) };
    Ok(line_records(shop, number, index)
        .filter(sandbox_app_usage_records::idempotency_key.eq(key))
        .select(UsageRow::as_select())
        .first(conn)
        .optional()?)
}

/// The records of one line, as a query to narrow further.
fn line_records(shop: &str, number: i64, index: i32) -> sandbox_app_usage_records::BoxedQuery<'_, Backend> {
    sandbox_app_usage_records::table
        .filter(sandbox_app_usage_records::shop_domain.eq(shop))
        .filter(sandbox_app_usage_records::subscription_number.eq(number))
        .filter(sandbox_app_usage_records::line_index.eq(index))
        .into_boxed()
}

/// `balanceUsed`: what the usage line's records of the cycle containing `at` add up to, in
/// minor units (0 without a usage line or before approval).
pub fn balance_used(conn: &mut DbConnection, sub: &Subscription, at: NaiveDateTime) -> AppResult<i64> {
    let (Some(line), Some((start, _))) = (sub.usage_line(), sub.cycle(at)) else { return Ok(0) };
    // Summed here rather than in SQL: `SUM` of a BIGINT is NUMERIC on PostgreSQL, and a cycle
    // holds few records.
    let prices: Vec<i64> = line_records(&sub.shop_domain, sub.number, line.index)
        .filter(sandbox_app_usage_records::created_at.ge(start))
        .select(sandbox_app_usage_records::price_cents)
        .load(conn)?;
    Ok(prices.iter().sum())
}

/// A page of the line's records in number order (`reverse` for newest first), `first` after
/// the record numbered `after` (0 for the start); and whether more follow.
pub fn page(
    conn: &mut DbConnection,
    sub: &Subscription,
    index: i32,
    after: i64,
    first: i64,
    reverse: bool,
) -> AppResult<(Vec<UsageRow>, bool)> {
    let mut q = line_records(&sub.shop_domain, sub.number, index);
    if after > 0 {
        q = if reverse {
            q.filter(sandbox_app_usage_records::number.lt(after))
        } else {
            q.filter(sandbox_app_usage_records::number.gt(after))
        };
    }
    q = if reverse {
        q.order(sandbox_app_usage_records::number.desc())
    } else {
        q.order(sandbox_app_usage_records::number.asc())
    };
    let mut rows: Vec<UsageRow> = q.limit(first + 1).select(UsageRow::as_select()).load(conn)?;
    let more = rows.len() as i64 > first;
    rows.truncate(usize::try_from(first).unwrap_or(0));
    Ok((rows, more))
}

/// Every record of the subscription's usage line, newest first (the admin page's bill).
pub fn of_subscription(conn: &mut DbConnection, sub: &Subscription) -> AppResult<Vec<UsageRow>> {
    let Some(line) = sub.usage_line() else { return Ok(Vec::new()) };
    Ok(line_records(&sub.shop_domain, sub.number, line.index)
        .order((sandbox_app_usage_records::created_at.desc(), sandbox_app_usage_records::number.desc()))
        .select(UsageRow::as_select())
        .load(conn)?)
}

/// Every usage record of `shop`, oldest first. For tests: what the app has charged.
pub fn usage_records(conn: &mut DbConnection, shop: &str) -> AppResult<Vec<UsageRecord>> {
    let rows: Vec<UsageRow> = sandbox_app_usage_records::table
        .filter(sandbox_app_usage_records::shop_domain.eq(shop))
        .order((sandbox_app_usage_records::created_at.asc(), sandbox_app_usage_records::number.asc()))
        .select(UsageRow::as_select())
        .load(conn)?;
    Ok(rows.into_iter().map(UsageRecord::from).collect())
}

/// Test support: moves the subscription `subscription_gid` of `shop` and its usage records
/// `days` into the past (when it was created, approved and charged), as if that much time had
/// gone by, so that `days >= 30` starts a new billing cycle with nothing used. `NotFound` when
/// the shop has no such subscription. Not for anything but tests.
pub fn age_subscription_for_tests(
    conn: &mut DbConnection,
    shop: &str,
    subscription_gid: &str,
    days: i64,
) -> AppResult<()> {
    let sub = app_subscriptions::by_gid(conn, shop, subscription_gid)?
        .ok_or_else(|| AppError::NotFound("No such subscription".into()))?;
    let back = TimeDelta::days(days);
    kernel::db::write_transaction(conn, |conn| {
        diesel::update(sandbox_app_subscriptions::table.find(&sub.id))
            .set((
                sandbox_app_subscriptions::created_at.eq(sub.created_at - back),
                sandbox_app_subscriptions::activated_at.eq(sub.activated_at.map(|at| at - back)),
            ))
            .execute(conn)?;
        let records: Vec<(String, NaiveDateTime)> = sandbox_app_usage_records::table
            .filter(sandbox_app_usage_records::shop_domain.eq(shop))
            .filter(sandbox_app_usage_records::subscription_number.eq(sub.number))
            .select((sandbox_app_usage_records::id, sandbox_app_usage_records::created_at))
            .load(conn)?;
        for (id, at) in records {
            diesel::update(sandbox_app_usage_records::table.find(id))
                .set(sandbox_app_usage_records::created_at.eq(at - back))
                .execute(conn)?;
        }
        Ok(())
    })
}
