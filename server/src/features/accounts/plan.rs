//! Plan rules (docs/billing.md) as the server applies them: the trial state of a free
//! account and the limits each plan grants. Later features (influencers, trends) ask these
//! instead of re-deriving them, and the UI receives them in the session user so both agree.

use serde::Serialize;
use ts_rs::TS;

use super::user::SubscriptionPlan;

/// The last week of the trial starts at 7 or fewer days left (docs/billing.md#trial).
pub const LAST_WEEK_DAYS: i64 = 7;

/// Where a free account stands in its 30-day trial.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
#[ts(export, export_to = "TrialState.ts")]
pub enum TrialState {
    /// Free, more than a week of trial left.
    InTrial,
    /// Free, 7 or fewer days left.
    LastWeek,
    /// Free, the trial is over.
    Ended,
    /// A paid plan: no trial of ours applies.
    None,
}

/// What a plan allows (docs/billing.md#plans), exposed for the features that enforce it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export, export_to = "PlanLimits.ts")]
pub struct PlanLimits {
    /// Most influencers the account may have; `None` is unlimited, 0 none at all.
    pub influencer_limit: Option<u32>,
    /// Business features (trends and the like): PRO, BUSINESS, ENTERPRISE and free-in-trial.
    pub business_features: bool,
    /// Brand domains for public links (docs/links.md#brand-domains): the paid BUSINESS, PRO and
    /// ENTERPRISE plans only, never a trial, whose end would take a printed address down.
    pub brand_domains: bool,
}

/// The trial state of `plan` with `days_left` trial days.
pub fn trial_state(plan: SubscriptionPlan, days_left: i64) -> TrialState {
    match plan {
        SubscriptionPlan::Free if days_left <= 0 => TrialState::Ended,
        SubscriptionPlan::Free if days_left <= LAST_WEEK_DAYS => TrialState::LastWeek,
        SubscriptionPlan::Free => TrialState::InTrial,
        _ => TrialState::None,
    }
}

/// The limits of `plan` with `days_left` trial days. Enterprise is negotiated, so it gets
/// everything Pro has.
pub fn limits(plan: SubscriptionPlan, days_left: i64) -> PlanLimits {
    let in_trial = days_left > 0;
    match plan {
        SubscriptionPlan::Free => PlanLimits {
            influencer_limit: Some(if in_trial { 3 } else { 0 }),
            business_features: in_trial,
            brand_domains: false,
        },
        SubscriptionPlan::Starter => {
            PlanLimits { influencer_limit: Some(3), business_features: false, brand_domains: false }
        }
        SubscriptionPlan::Business => {
            PlanLimits { influencer_limit: Some(15), business_features: true, brand_domains: true }
        }
        SubscriptionPlan::Pro | SubscriptionPlan::Enterprise => {
            PlanLimits { influencer_limit: None, business_features: true, brand_domains: true }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn trial_states_follow_the_days_left() {
        use SubscriptionPlan::*;
        let cases = [
            (Free, 30, TrialState::InTrial),
            (Free, 8, TrialState::InTrial),
            (Free, 7, TrialState::LastWeek),
            (Free, 1, TrialState::LastWeek),
            (Free, 0, TrialState::Ended),
            (Business, 0, TrialState::None),
            (Starter, 12, TrialState::None),
        ];
        for (plan, days, want) in cases {
            assert_eq!(trial_state(plan, days), want, "{plan:?} with {days} days");
        }
    }

    #[test]
    fn limits_follow_the_plan_table() {
        use SubscriptionPlan::*;
        let cases = [
            (Free, 12, Some(3), true, false),
            (Free, 0, Some(0), false, false),
            (Starter, 0, Some(3), false, false),
            (Business, 0, Some(15), true, true),
            (Pro, 0, None, true, true),
            (Enterprise, 0, None, true, true),
        ];
        for (plan, days, influencers, business, domains) in cases {
            let got = limits(plan, days);
            assert_eq!(got.influencer_limit, influencers, "{plan:?}");
            assert_eq!(got.business_features, business, "{plan:?}");
            assert_eq!(got.brand_domains, domains, "{plan:?}");
        }
    }
}
