//! Charging one sale's fee (docs/billing.md#the-per-sale-fee): a job per order, so a crash or a
//! dead instance never loses a charge (the queue tries it again) and never doubles one (every try
//! sends the order's idempotency key, and the store answers a repeated key with the record it
//! made the first time). A fee is settled once: waived when the order was refunded in full, not
//! charged without a plan or over the cap (logged), else charged.

use std::time::Duration;

use actix_web::web;

use super::rows;
use super::rules::{bill_line, charge_key, FeeState};
use crate::features::billing;
use crate::features::jobs::{self, Job};
use crate::features::orders;
use crate::features::store::installation;
use crate::features::store::shopify::billing::{charge_usage, Charged, UsageCharge};
use crate::state::AppState;

/// The charge of one order's fee; tried five times (the store may be unreachable for a while).
pub const CHARGE: jobs::Kind = jobs::Kind {
    name: "fees.charge",
    attempts: 5,
    settle: Duration::ZERO,
    run: |state, job| Box::pin(async move { run(state, job).await }),
};

async fn run(state: web::Data<AppState>, job: Job) -> anyhow::Result<()> {
    let order_id = job.text("order_id")?;
    let id = order_id.clone();
    let Some(fee) = state.db.run(move |conn| rows::find(conn, &id)).await? else { return Ok(()) };
    if fee.state() != FeeState::Held {
        return Ok(());
    }
    let (business_id, id) = (fee.business_id.clone(), order_id.clone());
    let (sale, line) = state
        .db
        .run(move |conn| Ok((orders::linked_sale(conn, &business_id, &id)?, billing::usage_line(conn, &business_id)?)))
        .await?;
    // An order the store no longer has for us (redacted, or its shop's data deleted) is treated
    // as refunded: nothing is charged for a sale we cannot show.
    if sale.is_none_or(|s| s.refunded_in_full()) {
        return settle(&state, &order_id, FeeState::Waived, None).await;
    }
    let Some(line) = line else {
        tracing::info!(order.id = %order_id, business.id = %fee.business_id, "sale fee not charged: no paid plan with a usage line");
        return settle(&state, &order_id, FeeState::NoPlan, None).await;
    };
    let Some(client) = installation::client_for_shop(&state, &line.shop_domain).await? else {
        tracing::info!(order.id = %order_id, shop.domain = %line.shop_domain, "sale fee not charged: the app is not installed");
        return settle(&state, &order_id, FeeState::NoPlan, None).await;
    };
    let (key, description) = (charge_key(&order_id), bill_line(&fee.order_name));
    let charged = charge_usage(
        &client,
        &UsageCharge {
            line_id: &line.line_id,
            amount: crate::money::decimal(fee.amount_minor, &fee.currency),
            currency: &fee.currency,
            description: &description,
            idempotency_key: &key,
        },
    )
    .await?;
    match charged {
        Charged::Record(record) => {
            tracing::info!(order.id = %order_id, business.id = %fee.business_id, amount_minor = fee.amount_minor, usage_record = %record, "sale fee charged");
            settle(&state, &order_id, FeeState::Charged, Some(record)).await?;
        }
        Charged::OverCap => {
            tracing::warn!(order.id = %order_id, business.id = %fee.business_id, amount_minor = fee.amount_minor, cap_minor = line.cap_minor, "sale fee not charged: the cycle's cap is reached");
            settle(&state, &order_id, FeeState::OverCap, None).await?;
        }
    }
    // What the cycle has used, as the store counts it, for the merchant's view.
    if let Err(e) = billing::refresh_subscriptions(&state, &line.shop_domain).await {
        tracing::warn!(error = %e, shop.domain = %line.shop_domain, "sale fee: could not read the usage line again");
    }
    Ok(())
}

async fn settle(state: &AppState, order_id: &str, to: FeeState, record: Option<String>) -> anyhow::Result<()> {
    let id = order_id.to_owned();
    state.db.run(move |conn| rows::settle(conn, &id, to, record.as_deref())).await?;
    Ok(())
}
