//! The Billing API part of the sandbox's GraphQL Admin schema, with Shopify's names:
//! `appSubscriptionCreate` (a recurring line item every 30 days, an optional trial, a return URL;
//! answers a confirmation URL), `appSubscriptionCancel`, and
//! `currentAppInstallation { activeSubscriptions allSubscriptions }`. Line items are read for
//! their recurring price only; usage pricing is not modelled because Shoplinks does not use it.

use async_graphql::{Context, Enum, InputObject, Object, SimpleObject};
use diesel::prelude::*;

use super::app_subscriptions::{self, row_id, Subscription};
use super::cents::parse_cents;
use super::graphql::{Decimal, SandboxContext, Url, UserError};
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
struct MoneyInput {
    amount: Decimal,
    currency_code: String,
}

/// `AppRecurringPricingInput`.
#[derive(InputObject)]
#[graphql(name = "AppRecurringPricingInput")]
struct RecurringPricingInput {
    price: MoneyInput,
    interval: Option<AppPricingInterval>,
}

/// `AppPlanInput`.
#[derive(InputObject)]
#[graphql(name = "AppPlanInput")]
struct PlanInput {
    app_recurring_pricing_details: Option<RecurringPricingInput>,
}

/// `AppSubscriptionLineItemInput`.
#[derive(InputObject)]
#[graphql(name = "AppSubscriptionLineItemInput")]
struct LineItemInput {
    plan: PlanInput,
}

/// `AppSubscription`.
#[derive(SimpleObject)]
#[graphql(name = "AppSubscription")]
struct AppSubscriptionObject {
    id: String,
    name: String,
    status: AppSubscriptionStatus,
    trial_days: i32,
    test: bool,
    created_at: String,
    return_url: Url,
}

impl From<Subscription> for AppSubscriptionObject {
    fn from(s: Subscription) -> Self {
        AppSubscriptionObject {
            id: s.gid(),
            status: AppSubscriptionStatus::of(&s.status),
            trial_days: s.trial_days,
            test: s.is_test,
            created_at: s.created_at.and_utc().to_rfc3339(),
            return_url: Url(s.return_url),
            name: s.name,
        }
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
        let [item] = line_items.as_slice() else {
            return Ok(fail("lineItems", "Exactly one recurring line item is supported"));
        };
        let Some(recurring) = &item.plan.app_recurring_pricing_details else {
            return Ok(fail("lineItems", "Only recurring pricing is supported"));
        };
        let Some(cents) = parse_cents(&recurring.price.amount.0).filter(|c| *c > 0) else {
            return Ok(fail("price", "Price must be greater than 0"));
        };
        let currency = recurring.price.currency_code.to_ascii_uppercase();
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
                        sandbox_app_subscriptions::price_cents.eq(cents),
                        sandbox_app_subscriptions::currency.eq(&currency),
                        sandbox_app_subscriptions::trial_days.eq(trial_days),
                        sandbox_app_subscriptions::is_test.eq(test),
                        sandbox_app_subscriptions::status.eq("PENDING"),
                        sandbox_app_subscriptions::return_url.eq(&url),
                        sandbox_app_subscriptions::confirm_token_hash.eq(&hash),
                        sandbox_app_subscriptions::created_at.eq(at),
                        sandbox_app_subscriptions::updated_at.eq(at),
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
