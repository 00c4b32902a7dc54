//! A subscription's line items and usage records in the sandbox's GraphQL Admin schema, with
//! Shopify's names and types: `AppSubscriptionLineItem { id plan { pricingDetails }
//! usageRecords(first, after, reverse, sortKey) }`, where `pricingDetails` is the union
//! `AppPricingDetails` of `AppRecurringPricing { price interval planHandle }` and
//! `AppUsagePricing { cappedAmount balanceUsed terms interval }`, and the mutation
//! `appUsageRecordCreate(subscriptionLineItemId, price, description, idempotencyKey)` answering
//! `AppUsageRecord { id createdAt description idempotencyKey price subscriptionLineItem }`.
//! The rules a charge follows are [`crate::usage_records`]'s.
//!
//! Left out: `AppRecurringPricing.discount` (the sandbox takes no discounts), and
//! `usageRecords`' `last` and `before` (the adapter pages forwards, newest first at most).

use async_graphql::{Context, Enum, Object, SimpleObject, Union};

use super::app_subscriptions::{self, Subscription};
use super::gql_billing::{AppPricingInterval, MoneyInput};
use super::gql_orders::MoneyV2;
use super::graphql::{cursor_of, cursor_value, PageInfo, SandboxContext, UserError};
use super::usage_records::{self, NewUsage, UsageRow};
use kernel::clock::now;

fn run_err(e: impl std::fmt::Display) -> async_graphql::Error {
    async_graphql::Error::new(e.to_string())
}

fn money(minor: i64, currency: &str) -> MoneyV2 {
    MoneyV2 { amount: kernel::money::decimal(minor, currency), currency_code: currency.to_owned() }
}

/// `AppSubscriptionLineItem`: line `index` of a subscription.
pub(crate) struct LineItemObject {
    sub: Subscription,
    index: i32,
}

impl LineItemObject {
    /// The subscription's line items in index order: the recurring price and the usage line.
    pub(crate) fn of(sub: &Subscription) -> Vec<LineItemObject> {
        let mut lines = vec![LineItemObject { sub: sub.clone(), index: sub.recurring_index() }];
        if let Some(usage) = sub.usage_line() {
            lines.push(LineItemObject { sub: sub.clone(), index: usage.index });
        }
        lines.sort_by_key(|l| l.index);
        lines
    }

    fn is_usage(&self) -> bool {
        self.sub.usage_line().is_some_and(|u| u.index == self.index)
    }
}

/// `AppPlanV2`.
#[derive(SimpleObject)]
#[graphql(name = "AppPlanV2")]
struct PlanObject {
    pricing_details: PricingDetails,
}

/// `AppPricingDetails`: which kind of pricing a line has (`__typename` tells them apart).
#[derive(Union)]
#[graphql(name = "AppPricingDetails")]
enum PricingDetails {
    Recurring(RecurringPricing),
    Usage(UsagePricing),
}

/// `AppRecurringPricing`.
#[derive(SimpleObject)]
#[graphql(name = "AppRecurringPricing")]
struct RecurringPricing {
    price: MoneyV2,
    interval: AppPricingInterval,
    /// Only apps priced in the App Store's managed pricing have one.
    plan_handle: Option<String>,
}

/// `AppUsagePricing`.
#[derive(SimpleObject)]
#[graphql(name = "AppUsagePricing")]
struct UsagePricing {
    capped_amount: MoneyV2,
    /// What the current cycle's records add up to.
    balance_used: MoneyV2,
    terms: String,
    interval: AppPricingInterval,
}

/// `AppUsageRecordSortKeys`: both orders are the same, since records are numbered as they come.
#[derive(Enum, Copy, Clone, Eq, PartialEq, Debug)]
#[graphql(name = "AppUsageRecordSortKeys")]
enum UsageRecordSortKeys {
    /// By when it was charged.
    CreatedAt,
    /// By id.
    Id,
}

#[derive(SimpleObject)]
#[graphql(name = "AppUsageRecordEdge")]
struct UsageRecordEdge {
    cursor: String,
    node: UsageRecordObject,
}

#[derive(SimpleObject)]
#[graphql(name = "AppUsageRecordConnection")]
struct UsageRecordConnection {
    edges: Vec<UsageRecordEdge>,
    nodes: Vec<UsageRecordObject>,
    page_info: PageInfo,
}

#[Object(name = "AppSubscriptionLineItem")]
impl LineItemObject {
    /// `gid://shopify/AppSubscriptionLineItem/{subscription}?v=1&index={index}`.
    async fn id(&self) -> String {
        app_subscriptions::line_gid(self.sub.number, self.index)
    }

    /// Its pricing: the recurring price, or the usage cap with this cycle's balance.
    async fn plan(&self, ctx: &Context<'_>) -> async_graphql::Result<PlanObject> {
        let sub = &self.sub;
        let pricing_details = match sub.usage_line().filter(|u| u.index == self.index) {
            None => PricingDetails::Recurring(RecurringPricing {
                price: money(sub.price_cents, &sub.currency),
                interval: AppPricingInterval::Every30Days,
                plan_handle: None,
            }),
            Some(line) => {
                let cx = ctx.data::<SandboxContext>()?;
                let owned = sub.clone();
                let used =
                    cx.db.run(move |conn| usage_records::balance_used(conn, &owned, now())).await.map_err(run_err)?;
                PricingDetails::Usage(UsagePricing {
                    capped_amount: money(line.capped_cents, line.currency),
                    balance_used: money(used, line.currency),
                    terms: line.terms.to_owned(),
                    interval: AppPricingInterval::Every30Days,
                })
            }
        };
        Ok(PlanObject { pricing_details })
    }

    /// The usage records charged to this line (none on the recurring line), oldest first
    /// (`reverse` for newest first), `first` (at most 250) after the cursor.
    async fn usage_records(
        &self,
        ctx: &Context<'_>,
        first: Option<i32>,
        after: Option<String>,
        reverse: Option<bool>,
        #[graphql(name = "sortKey")] _sort_key: Option<UsageRecordSortKeys>,
    ) -> async_graphql::Result<UsageRecordConnection> {
        let first = i64::from(first.unwrap_or(50).clamp(1, 250));
        let after = cursor_value(after)?;
        let (rows, more) = if self.is_usage() {
            let cx = ctx.data::<SandboxContext>()?;
            let (sub, index, reverse) = (self.sub.clone(), self.index, reverse.unwrap_or(false));
            cx.db
                .run(move |conn| usage_records::page(conn, &sub, index, after, first, reverse))
                .await
                .map_err(run_err)?
        } else {
            (Vec::new(), false)
        };
        let end = rows.last().map(|r| cursor_of(r.number));
        let edges: Vec<UsageRecordEdge> = rows
            .into_iter()
            .map(|row| UsageRecordEdge {
                cursor: cursor_of(row.number),
                node: UsageRecordObject { row, sub: self.sub.clone() },
            })
            .collect();
        Ok(UsageRecordConnection {
            nodes: edges.iter().map(|e| e.node.clone()).collect(),
            edges,
            page_info: PageInfo { has_next_page: more, end_cursor: end },
        })
    }
}

/// `AppUsageRecord`.
#[derive(Clone)]
struct UsageRecordObject {
    row: UsageRow,
    sub: Subscription,
}

#[Object(name = "AppUsageRecord")]
impl UsageRecordObject {
    /// `gid://shopify/AppUsageRecord/{n}`.
    async fn id(&self) -> String {
        self.row.gid()
    }

    async fn created_at(&self) -> String {
        self.row.created_at.and_utc().to_rfc3339()
    }

    async fn description(&self) -> &str {
        &self.row.description
    }

    async fn idempotency_key(&self) -> Option<&str> {
        self.row.idempotency_key.as_deref()
    }

    async fn price(&self) -> MoneyV2 {
        money(self.row.price_cents, &self.row.currency)
    }

    /// The usage line it was charged to.
    async fn subscription_line_item(&self) -> LineItemObject {
        LineItemObject { sub: self.sub.clone(), index: self.row.line_index }
    }
}

#[derive(SimpleObject)]
#[graphql(name = "AppUsageRecordCreatePayload")]
struct UsageRecordCreatePayload {
    app_usage_record: Option<UsageRecordObject>,
    user_errors: Vec<UserError>,
}

/// The usage mutation.
#[derive(Default)]
pub struct UsageMutation;

#[Object]
impl UsageMutation {
    /// Charges a usage record to a subscription's usage line, within the cycle's cap; a repeated
    /// idempotency key answers the record it made the first time.
    #[graphql(complexity = "10 + child_complexity")]
    async fn app_usage_record_create(
        &self,
        ctx: &Context<'_>,
        subscription_line_item_id: String,
        price: MoneyInput,
        description: String,
        idempotency_key: Option<String>,
    ) -> async_graphql::Result<UsageRecordCreatePayload> {
        let cx = ctx.data::<SandboxContext>()?;
        let shop = cx.shop.domain.clone();
        let new = NewUsage {
            line_item_gid: subscription_line_item_id,
            amount: price.amount.0,
            currency: price.currency_code.0,
            description,
            idempotency_key,
        };
        let outcome = cx.db.run(move |conn| usage_records::charge(conn, &shop, &new)).await.map_err(run_err)?;
        Ok(match outcome {
            Ok((row, sub)) => UsageRecordCreatePayload {
                app_usage_record: Some(UsageRecordObject { row, sub }),
                user_errors: Vec::new(),
            },
            Err(refusal) => UsageRecordCreatePayload {
                app_usage_record: None,
                user_errors: vec![UserError {
                    field: refusal.field.map(|f| vec![f.to_owned()]),
                    message: refusal.message,
                }],
            },
        })
    }
}
