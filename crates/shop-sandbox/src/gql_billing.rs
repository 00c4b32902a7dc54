//! The Billing API part of the sandbox's GraphQL Admin schema, with Shopify's names:
//! `appSubscriptionCreate` (a recurring line item every 30 days and optionally a usage line with
//! a cap per 30 days and its terms, an optional trial, a return URL; answers a confirmation
//! URL), `appSubscriptionCancel`, and `currentAppInstallation { activeSubscriptions
//! allSubscriptions }`, whose subscriptions show `currentPeriodEnd` and their `lineItems`
//! ([`super::gql_usage`], with `appUsageRecordCreate`). Usage pricing is modelled because
//! Shoplinks charges its per-sale fee through it. Left out: discounts on the recurring price,
//! `replacementBehavior` (a new approval always replaces the active subscription at once),
//! annual billing, and subscriptions with a usage line only (Shopify allows them; Shoplinks
//! always has a recurring price, so the sandbox refuses them rather than model a second shape).

use async_graphql::{Context, Enum, InputObject, Object, SimpleObject};
use diesel::prelude::*;

use super::app_subscriptions::{self, row_id, Subscription};
use super::gql_usage::LineItemObject;
use super::graphql::{CurrencyCode, Decimal, SandboxContext, Url, UserError};
use crate::schema::sandbox_app_subscriptions;
use kernel::clock::now;
use kernel::tokens::{hash_token, new_token};

/// `AppSubscriptionStatus`.
#[derive(Enum, Copy, Clone, Eq, PartialEq, Debug)]
#[graphql(name = "AppSubscriptionStatus")]
pub enum AppSubscriptionStatus {
    /// Awaiting the merchant.
    Pending,
    /// Approved and billing.
    Active,
    /// Refused by the merchant.
    Declined,
    /// Ended.
    Cancelled,
    /// Not approved in time.
    Expired,
    /// Suspended by the platform.
    Frozen,
}

impl AppSubscriptionStatus {
    fn of(stored: &str) -> Self {
        match stored {
            "ACTIVE" => Self::Active,
            "DECLINED" => Self::Declined,
            "CANCELLED" => Self::Cancelled,
            "EXPIRED" => Self::Expired,
            "FROZEN" => Self::Frozen,
            _ => Self::Pending,
        }
    }
}

/// `AppPricingInterval`.
#[derive(Enum, Copy, Clone, Eq, PartialEq, Debug)]
#[graphql(name = "AppPricingInterval")]
pub enum AppPricingInterval {
    /// Monthly.
    #[graphql(name = "EVERY_30_DAYS")]
    Every30Days,
    /// Yearly.
    Annual,
}

/// `MoneyInput`.
#[derive(InputObject)]
#[graphql(name = "MoneyInput")]
pub(crate) struct MoneyInput {
    pub(crate) amount: Decimal,
    pub(crate) currency_code: CurrencyCode,
}

/// `AppRecurringPricingInput`.
#[derive(InputObject)]
#[graphql(name = "AppRecurringPricingInput")]
struct RecurringPricingInput {
    price: MoneyInput,
    interval: Option<AppPricingInterval>,
}

/// `AppUsagePricingInput`: a cap per 30-day cycle and the terms the merchant approves. (Its
/// interval is not an input: Shopify bills usage every 30 days.)
#[derive(InputObject)]
#[graphql(name = "AppUsagePricingInput")]
struct UsagePricingInput {
    capped_amount: MoneyInput,
    terms: String,
}

/// `AppPlanInput`: one of the two pricing kinds.
#[derive(InputObject)]
#[graphql(name = "AppPlanInput")]
struct PlanInput {
    app_recurring_pricing_details: Option<RecurringPricingInput>,
    app_usage_pricing_details: Option<UsagePricingInput>,
}

/// `AppSubscriptionLineItemInput`.
#[derive(InputObject)]
#[graphql(name = "AppSubscriptionLineItemInput")]
struct LineItemInput {
    plan: PlanInput,
}

/// `AppSubscription`.
struct AppSubscriptionObject(Subscription);

impl From<Subscription> for AppSubscriptionObject {
    fn from(s: Subscription) -> Self {
        AppSubscriptionObject(s)
    }
}

#[Object(name = "AppSubscription")]
impl AppSubscriptionObject {
    async fn id(&self) -> String {
        self.0.gid()
    }

    async fn name(&self) -> &str {
        &self.0.name
    }

    async fn status(&self) -> AppSubscriptionStatus {
        AppSubscriptionStatus::of(&self.0.status)
    }

    async fn trial_days(&self) -> i32 {
        self.0.trial_days
    }

    async fn test(&self) -> bool {
        self.0.is_test
    }

    async fn created_at(&self) -> String {
        self.0.created_at.and_utc().to_rfc3339()
    }

    async fn return_url(&self) -> Url {
        Url(self.0.return_url.clone())
    }

    /// The end of the current 30-day cycle; null unless ACTIVE.
    async fn current_period_end(&self) -> Option<String> {
        self.0.current_period_end(now()).map(|end| end.and_utc().to_rfc3339())
    }

    /// The recurring line and the usage line, when there is one, in the order they were asked for.
    async fn line_items(&self) -> Vec<LineItemObject> {
        LineItemObject::of(&self.0)
    }
}

#[derive(SimpleObject)]
#[graphql(name = "AppSubscriptionConnection")]
struct AppSubscriptionConnection {
    nodes: Vec<AppSubscriptionObject>,
}

#[derive(SimpleObject)]
#[graphql(name = "AppSubscriptionCreatePayload")]
struct CreatePayload {
    app_subscription: Option<AppSubscriptionObject>,
    confirmation_url: Option<Url>,
    user_errors: Vec<UserError>,
}

#[derive(SimpleObject)]
#[graphql(name = "AppSubscriptionCancelPayload")]
struct CancelPayload {
    app_subscription: Option<AppSubscriptionObject>,
    user_errors: Vec<UserError>,
}

/// `AppInstallation`: the app's installation on the asking shop.
struct AppInstallation;

fn run_err(e: impl std::fmt::Display) -> async_graphql::Error {
    async_graphql::Error::new(e.to_string())
}

async fn shop_subscriptions(ctx: &Context<'_>) -> async_graphql::Result<Vec<Subscription>> {
    let cx = ctx.data::<SandboxContext>()?;
    let shop = cx.shop.domain.clone();
    cx.db.run(move |conn| app_subscriptions::all(conn, &shop)).await.map_err(run_err)
}

#[Object(name = "AppInstallation")]
impl AppInstallation {
    /// Subscriptions currently billing (at most one).
    async fn active_subscriptions(&self, ctx: &Context<'_>) -> async_graphql::Result<Vec<AppSubscriptionObject>> {
        Ok(shop_subscriptions(ctx).await?.into_iter().filter(|s| s.status == "ACTIVE").map(Into::into).collect())
    }

    /// Every subscription, newest first.
    async fn all_subscriptions(
        &self,
        ctx: &Context<'_>,
        first: Option<i32>,
    ) -> async_graphql::Result<AppSubscriptionConnection> {
        let n = usize::try_from(first.unwrap_or(50).clamp(1, 250)).unwrap_or(50);
        let nodes = shop_subscriptions(ctx).await?.into_iter().take(n).map(Into::into).collect();
        Ok(AppSubscriptionConnection { nodes })
    }
}

/// Billing queries.
#[derive(Default)]
pub struct BillingQuery;

#[Object]
impl BillingQuery {
    /// The app's installation on the shop of the access token.
    async fn current_app_installation(&self) -> AppInstallation {
        AppInstallation
    }
}

/// The line items of a new subscription, checked.
#[derive(Debug, PartialEq, Eq)]
struct Lines {
    /// The recurring price, minor units of `currency`.
    price_cents: i64,
    /// ISO code of every line.
    currency: String,
    usage: Option<UsageLineInput>,
}

/// A checked usage line.
#[derive(Debug, PartialEq, Eq)]
struct UsageLineInput {
    index: i32,
    capped_cents: i64,
    terms: String,
}

/// A user error's field path and message.
type Refusal = (Vec<String>, String);

fn at(index: usize, rest: &[&str]) -> Vec<String> {
    let mut path = vec!["lineItems".to_owned(), index.to_string()];
    path.extend(rest.iter().map(|s| (*s).to_owned()));
    path
}

/// Checks `appSubscriptionCreate`'s line items: one recurring price and at most one usage line
/// (Shopify takes one plan of each kind), each line one kind, amounts above zero in one
/// currency, usage terms not blank.
fn read_line_items(items: &[LineItemInput]) -> Result<Lines, Refusal> {
    let whole = |message: &str| (vec!["lineItems".to_owned()], message.to_owned());
    if items.is_empty() {
        return Err(whole("Line items can't be blank"));
    }
    let mut recurring: Option<(usize, &RecurringPricingInput)> = None;
    let mut usage: Option<(usize, &UsagePricingInput)> = None;
    for (i, item) in items.iter().enumerate() {
        let plan = &item.plan;
        match (&plan.app_recurring_pricing_details, &plan.app_usage_pricing_details) {
            (Some(r), None) if recurring.is_none() => recurring = Some((i, r)),
            (None, Some(u)) if usage.is_none() => usage = Some((i, u)),
            (Some(_), None) | (None, Some(_)) => {
                return Err(whole("Only one pricing plan can be defined for each available type"))
            }
            _ => return Err((at(i, &["plan"]), "A line item's plan has exactly one kind of pricing".to_owned())),
        }
    }
    let Some((ri, recurring)) = recurring else {
        return Err(whole("The sandbox store needs a recurring line item"));
    };
    if recurring.interval.is_some_and(|i| i != AppPricingInterval::Every30Days) {
        return Err((
            at(ri, &["plan", "appRecurringPricingDetails", "interval"]),
            "The sandbox store bills every 30 days only".to_owned(),
        ));
    }
    let currency = recurring.price.currency_code.0.clone();
    let Some(price_cents) = kernel::money::minor(&recurring.price.amount.0, &currency).filter(|c| *c > 0) else {
        return Err((
            at(ri, &["plan", "appRecurringPricingDetails", "price"]),
            "Price must be greater than 0".to_owned(),
        ));
    };
    let usage = match usage {
        None => None,
        Some((ui, u)) => {
            let field = |name: &str| at(ui, &["plan", "appUsagePricingDetails", name]);
            if u.terms.trim().is_empty() {
                return Err((field("terms"), "Terms can't be blank".to_owned()));
            }
            if u.capped_amount.currency_code.0 != currency {
                return Err((field("cappedAmount"), "All line items must have the same currency".to_owned()));
            }
            let Some(capped_cents) = kernel::money::minor(&u.capped_amount.amount.0, &currency).filter(|c| *c > 0)
            else {
                return Err((field("cappedAmount"), "Capped amount must be greater than 0".to_owned()));
            };
            let index = i32::try_from(ui).unwrap_or(1);
            Some(UsageLineInput { index, capped_cents, terms: u.terms.trim().to_owned() })
        }
    };
    Ok(Lines { price_cents, currency, usage })
}

/// Billing mutations.
#[derive(Default)]
pub struct BillingMutation;

fn user_error(field: &str, message: &str) -> UserError {
    UserError { field: Some(vec![field.to_owned()]), message: message.to_owned() }
}

#[Object]
impl BillingMutation {
    /// Creates a PENDING subscription and the link where the merchant approves it.
    async fn app_subscription_create(
        &self,
        ctx: &Context<'_>,
        name: String,
        line_items: Vec<LineItemInput>,
        return_url: Url,
        trial_days: Option<i32>,
        test: Option<bool>,
    ) -> async_graphql::Result<CreatePayload> {
        let cx = ctx.data::<SandboxContext>()?.clone();
        let fail = |field: &str, message: &str| CreatePayload {
            app_subscription: None,
            confirmation_url: None,
            user_errors: vec![user_error(field, message)],
        };
        if name.trim().is_empty() {
            return Ok(fail("name", "Name can't be blank"));
        }
        let trial_days = trial_days.unwrap_or(0);
        if !(0..=1000).contains(&trial_days) {
            return Ok(fail("trialDays", "Trial days must be between 0 and 1000"));
        }
        let lines = match read_line_items(&line_items) {
            Ok(lines) => lines,
            Err((field, message)) => {
                return Ok(CreatePayload {
                    app_subscription: None,
                    confirmation_url: None,
                    user_errors: vec![UserError { field: Some(field), message }],
                })
            }
        };
        let token = new_token();
        let shop = cx.shop.domain.clone();
        let (sub_name, url) = (name.trim().to_owned(), return_url.0);
        let hash = hash_token(&token);
        let test = test.unwrap_or(false);
        let created = cx
            .db
            .run(move |conn| {
                let last: Option<i64> = sandbox_app_subscriptions::table
                    .filter(sandbox_app_subscriptions::shop_domain.eq(&shop))
                    .select(diesel::dsl::max(sandbox_app_subscriptions::number))
                    .first(conn)?;
                let number = last.unwrap_or(0) + 1;
                let at = now();
                diesel::insert_into(sandbox_app_subscriptions::table)
                    .values((
                        sandbox_app_subscriptions::id.eq(row_id(&shop, number)),
                        sandbox_app_subscriptions::shop_domain.eq(&shop),
                        sandbox_app_subscriptions::number.eq(number),
                        sandbox_app_subscriptions::name.eq(&sub_name),
                        sandbox_app_subscriptions::price_cents.eq(lines.price_cents),
                        sandbox_app_subscriptions::currency.eq(&lines.currency),
                        sandbox_app_subscriptions::trial_days.eq(trial_days),
                        sandbox_app_subscriptions::is_test.eq(test),
                        sandbox_app_subscriptions::status.eq("PENDING"),
                        sandbox_app_subscriptions::return_url.eq(&url),
                        sandbox_app_subscriptions::confirm_token_hash.eq(&hash),
                        sandbox_app_subscriptions::created_at.eq(at),
                        sandbox_app_subscriptions::updated_at.eq(at),
                        sandbox_app_subscriptions::usage_capped_cents.eq(lines.usage.as_ref().map(|u| u.capped_cents)),
                        sandbox_app_subscriptions::usage_currency.eq(lines.usage.as_ref().map(|_| &lines.currency)),
                        sandbox_app_subscriptions::usage_terms.eq(lines.usage.as_ref().map(|u| &u.terms)),
                        sandbox_app_subscriptions::usage_line_index.eq(lines.usage.as_ref().map(|u| u.index)),
                    ))
                    .execute(conn)?;
                app_subscriptions::by_number(conn, &shop, number)
            })
            .await
            .map_err(run_err)?
            .ok_or_else(|| run_err("subscription not stored"))?;
        let confirmation = format!(
            "{}/sandbox/{}/admin/charges/{}/confirm?signature={token}",
            cx.base, cx.shop.domain, created.number
        );
        Ok(CreatePayload {
            app_subscription: Some(created.into()),
            confirmation_url: Some(Url(confirmation)),
            user_errors: Vec::new(),
        })
    }

    /// Cancels a pending or active subscription and tells the app.
    async fn app_subscription_cancel(&self, ctx: &Context<'_>, id: String) -> async_graphql::Result<CancelPayload> {
        let cx = ctx.data::<SandboxContext>()?.clone();
        let shop = cx.shop.domain.clone();
        let found = cx.db.run(move |conn| app_subscriptions::by_gid(conn, &shop, &id)).await.map_err(run_err)?;
        let Some(sub) = found else {
            return Ok(CancelPayload {
                app_subscription: None,
                user_errors: vec![user_error("id", "Subscription not found")],
            });
        };
        if !matches!(sub.status.as_str(), "ACTIVE" | "PENDING") {
            return Ok(CancelPayload {
                app_subscription: Some(sub.into()),
                user_errors: vec![user_error("id", "Subscription is not active")],
            });
        }
        let changed =
            cx.db.run(move |conn| app_subscriptions::set_status(conn, &sub, "CANCELLED")).await.map_err(run_err)?;
        let current = changed.iter().find(|s| s.status == "CANCELLED").cloned();
        app_subscriptions::notify(&cx.state, changed);
        Ok(CancelPayload { app_subscription: current.map(Into::into), user_errors: Vec::new() })
    }
}
