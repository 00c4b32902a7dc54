//! The plan catalogue (docs/billing.md#plans): what each plan costs, includes and allows. The
//! server owns it because billing charges these prices and later features enforce these limits;
//! the pricing page renders its translated cards from the same figures.

use actix_web::HttpResponse;
use serde::Serialize;
use ts_rs::TS;

use crate::features::accounts::plan;
use crate::features::accounts::user::SubscriptionPlan;
use crate::http::envelope;

/// Length of the free trial of a paid plan, in days (docs/billing.md#trial).
pub const PAID_TRIAL_DAYS: i32 = 30;

/// One plan of the catalogue (docs/billing.md#plans).
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export, export_to = "Plan.ts")]
pub struct Plan {
    /// Upper-case id, as the billing calls take it.
    pub name: SubscriptionPlan,
    /// Display name.
    pub presented_name: &'static str,
    /// Card accent colour.
    pub color: &'static str,
    /// Monthly price in USD; `None` for "contact us".
    pub price: Option<f64>,
    /// `MONTH` or `FOREVER`; `None` with no list price.
    pub pricing_period: Option<&'static str>,
    /// Feature lines (English; the UI shows its translations).
    pub features: Vec<&'static str>,
    /// One-line description.
    pub description: &'static str,
    /// Order from free to enterprise: a lower ordinal is a downgrade.
    pub ordinal: u8,
    /// Subtitle under the name.
    pub subtitle: &'static str,
    /// Free days before the first charge.
    pub trial_days: i32,
    /// Influencer cap once subscribed; `None` is unlimited.
    pub influencer_limit: Option<u32>,
    /// Whether business features (trends) are included.
    pub business_features: bool,
    /// Whether it can be bought through the store (enterprise goes through sales).
    pub available: bool,
    /// The fee per order sold through a look, USD; `None` without one.
    pub sale_fee: Option<f64>,
    /// The most the fees come to in one 30-day cycle, USD.
    pub sale_fee_cap: Option<f64>,
}

/// How long a sale's fee waits before it is charged (docs/billing.md#the-per-sale-fee): an order
/// refunded in full within it is never charged.
pub const FEE_HOLD_DAYS: i64 = 7;

/// The per-sale fee of a plan (docs/billing.md#the-per-sale-fee), in US cents.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SaleFee {
    /// Charged per order sold through a look.
    pub cents: i64,
    /// At most this much in one 30-day cycle: the cap of the subscription's usage line.
    pub cap_cents: i64,
}

/// The plan's fee; `None` for plans without one (free, and enterprise, whose terms are agreed
/// with sales).
pub fn sale_fee(plan: SubscriptionPlan) -> Option<SaleFee> {
    match plan {
        SubscriptionPlan::Starter => Some(SaleFee { cents: 150, cap_cents: 15_000 }),
        SubscriptionPlan::Business => Some(SaleFee { cents: 100, cap_cents: 50_000 }),
        SubscriptionPlan::Pro => Some(SaleFee { cents: 75, cap_cents: 150_000 }),
        SubscriptionPlan::Free | SubscriptionPlan::Enterprise => None,
    }
}

/// `"$1.50"`.
pub fn usd(cents: i64) -> String {
    format!("${}", crate::money::decimal(cents, "USD"))
}

/// The usage line's terms, which the store shows on its confirmation page and bill.
pub fn fee_terms(fee: SaleFee) -> String {
    format!(
        "{} per order sold through a smart multi-product link (a look), charged {FEE_HOLD_DAYS} days after the order \
         unless it is refunded in full by then; at most {} every 30 days",
        usd(fee.cents),
        usd(fee.cap_cents)
    )
}

/// Monthly price in whole cents, for the Billing API; `None` when the plan has no list price.
pub fn price_cents(plan: SubscriptionPlan) -> Option<i64> {
    match plan {
        SubscriptionPlan::Free => Some(0),
        SubscriptionPlan::Starter => Some(3_900),
        SubscriptionPlan::Business => Some(9_900),
        SubscriptionPlan::Pro => Some(39_900),
        SubscriptionPlan::Enterprise => None,
    }
}

fn plan(
    name: SubscriptionPlan,
    presented_name: &'static str,
    color: &'static str,
    (subtitle, description): (&'static str, &'static str),
    features: Vec<&'static str>,
) -> Plan {
    let cents = price_cents(name);
    let paid = cents.is_some_and(|c| c > 0);
    // Limits once subscribed: a paid plan has no trial of ours left, the free plan is past it.
    let limits = plan::limits(name, 0);
    Plan {
        name,
        presented_name,
        color,
        price: cents.map(|c| c as f64 / 100.0),
        pricing_period: cents.map(|c| if c == 0 { "FOREVER" } else { "MONTH" }),
        features,
        description,
        ordinal: name as u8,
        subtitle,
        trial_days: if paid { PAID_TRIAL_DAYS } else { 0 },
        influencer_limit: limits.influencer_limit,
        business_features: limits.business_features,
        available: cents.is_some(),
        sale_fee: sale_fee(name).map(|f| f.cents as f64 / 100.0),
        sale_fee_cap: sale_fee(name).map(|f| f.cap_cents as f64 / 100.0),
    }
}

/// The catalogue in ordinal order.
pub fn catalogue() -> Vec<Plan> {
    use SubscriptionPlan::*;
    vec![
        plan(
            Free,
            "Lite",
            "#615e75",
            (
                "Start free, stay free",
                "Trackable short links for your products, with analytics updated every 24 hours.",
            ),
            vec!["Free forever", "Trackable short links", "Data synced every 24 hours"],
        ),
        plan(
            Starter,
            "Starter",
            "#0f7d72",
            ("For shops starting out", "Shoppable links and your first influencers, with their own promo codes."),
            vec!["30-day free trial", "Up to 3 influencers", "$1.50 fee on smart multi-product links"],
        ),
        plan(
            Business,
            "Business",
            "#5b3df5",
            ("For growing brands", "Run an influencer programme on your own domain and see what is trending."),
            vec![
                "30-day free trial",
                "Up to 15 influencers",
                "Links on your brand domain",
                "Trends and product insights",
                "$1 fee on smart multi-product links",
            ],
        ),
        plan(
            Pro,
            "Pro",
            "#b4450d",
            ("For high-volume brands", "Unlimited creators, the lowest fees and support from our VIP team."),
            vec![
                "30-day free trial",
                "Unlimited influencers",
                "VIP support",
                "Trends and product insights",
                "$0.75 fee on smart multi-product links",
            ],
        ),
        plan(
            Enterprise,
            "Enterprise",
            "#1d1b29",
            ("For large brands", "A plan shaped with our sales team around your catalogue, volume and team."),
            vec!["Custom pricing and terms", "VIP support"],
        ),
    ]
}

/// `GET /api/plans`: the catalogue (public, like the pricing page).
#[utoipa::path(get, path = "/api/plans", responses((status = 200, description = "data: the plan catalogue (see Plan.ts)")))]
pub async fn list() -> HttpResponse {
    envelope::ok(&catalogue())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn prices_and_limits_match_the_plan_table() {
        let plans = catalogue();
        let by = |p: SubscriptionPlan| plans.iter().find(|x| x.name == p).expect("plan");
        assert_eq!(by(SubscriptionPlan::Free).price, Some(0.0));
        assert_eq!(by(SubscriptionPlan::Starter).price, Some(39.0));
        assert_eq!(by(SubscriptionPlan::Business).price, Some(99.0));
        assert_eq!(by(SubscriptionPlan::Pro).price, Some(399.0));
        assert_eq!(by(SubscriptionPlan::Enterprise).price, None);
        assert!(!by(SubscriptionPlan::Enterprise).available);
        assert_eq!(by(SubscriptionPlan::Business).influencer_limit, Some(15));
        assert_eq!(by(SubscriptionPlan::Pro).influencer_limit, None);
        assert_eq!(by(SubscriptionPlan::Free).trial_days, 0);
        assert_eq!(by(SubscriptionPlan::Starter).trial_days, PAID_TRIAL_DAYS);
        assert_eq!(by(SubscriptionPlan::Starter).sale_fee, Some(1.5));
        assert_eq!(by(SubscriptionPlan::Business).sale_fee, Some(1.0));
        assert_eq!(by(SubscriptionPlan::Pro).sale_fee, Some(0.75));
        assert_eq!(by(SubscriptionPlan::Free).sale_fee, None);
        assert_eq!(by(SubscriptionPlan::Enterprise).sale_fee, None);
        let ordinals: Vec<u8> = plans.iter().map(|p| p.ordinal).collect();
        assert_eq!(ordinals, vec![0, 1, 2, 3, 4]);
    }

    #[test]
    fn the_terms_name_the_fee_the_hold_and_the_cap() {
        let terms = fee_terms(sale_fee(SubscriptionPlan::Starter).expect("fee"));
        assert!(terms.starts_with("$1.50 per order sold through a smart multi-product link"), "{terms}");
        assert!(terms.contains("7 days after the order"), "{terms}");
        assert!(terms.ends_with("at most $150.00 every 30 days"), "{terms}");
    }
}
