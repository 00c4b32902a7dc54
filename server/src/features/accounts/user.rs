//! The signed-in user as pages and the UI see it (docs/accounts.md#sessions; grows with the accounts issue).

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::model::{Business, Influencer, User};
use super::plan::{self, PlanLimits, TrialState};

/// Subscription plans (docs/billing.md#plans).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "UPPERCASE")]
#[ts(export, export_to = "SubscriptionPlan.ts")]
pub enum SubscriptionPlan {
    /// Free (Lite), with a 30-day trial of the paid features.
    Free,
    /// The first paid plan (limits and prices: docs/billing.md#plans).
    Starter,
    /// The second paid plan.
    Business,
    /// The third paid plan.
    Pro,
    /// The largest plan, arranged with the sales team rather than subscribed to.
    Enterprise,
}

impl SubscriptionPlan {
    /// Parses the stored upper-case name; unknown values fall back to FREE.
    pub fn from_db(value: &str) -> Self {
        match value {
            "STARTER" => Self::Starter,
            "BUSINESS" => Self::Business,
            "PRO" => Self::Pro,
            "ENTERPRISE" => Self::Enterprise,
            _ => Self::Free,
        }
    }

    /// The stored name.
    pub fn as_db(self) -> &'static str {
        match self {
            Self::Free => "FREE",
            Self::Starter => "STARTER",
            Self::Business => "BUSINESS",
            Self::Pro => "PRO",
            Self::Enterprise => "ENTERPRISE",
        }
    }
}

/// Influencer analytics and editing permissions (docs/accounts.md#roles).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export, export_to = "Permissions.ts")]
pub struct Permissions {
    /// Commission card.
    pub commission_enabled: bool,
    /// Views and clicks.
    pub clicks_enabled: bool,
    /// Revenue.
    pub revenue_enabled: bool,
    /// Checkouts and sales.
    pub sales_enabled: bool,
    /// Conversion rate.
    pub cr_enabled: bool,
    /// Average order value.
    pub aov_enabled: bool,
    /// May create, edit and delete links and shorts.
    pub is_active_influencer: bool,
}

impl Permissions {
    /// Admins may do everything.
    pub const ADMIN: Permissions = Permissions {
        commission_enabled: true,
        clicks_enabled: true,
        revenue_enabled: true,
        sales_enabled: true,
        cr_enabled: true,
        aov_enabled: true,
        is_active_influencer: true,
    };

    /// An influencer's stored flags.
    pub fn of(inf: &Influencer) -> Self {
        Permissions {
            commission_enabled: inf.perm_commission,
            clicks_enabled: inf.perm_clicks,
            revenue_enabled: inf.perm_revenue,
            sales_enabled: inf.perm_sales,
            cr_enabled: inf.perm_cr,
            aov_enabled: inf.perm_aov,
            is_active_influencer: inf.perm_links && inf.is_active,
        }
    }
}

/// Who is signed in, as page props carry it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export, export_to = "SessionUser.ts")]
pub struct SessionUser {
    /// Merchant username (for influencers: their merchant's).
    pub username: String,
    /// Display name.
    pub name: String,
    /// Email of the signed-in person.
    pub email: String,
    /// Merchant (admin) or influencer.
    pub is_admin: bool,
    /// Influencer's own username.
    pub influencer_username: Option<String>,
    /// Influencer's image.
    pub influencer_image_url: Option<String>,
    pub(crate) business_name: String,
    /// Business id (the pricing and store calls name it).
    pub business_id: String,
    /// Plan.
    pub subscription_plan: SubscriptionPlan,
    /// Whole days of free trial left (0 when ended or on a paid plan).
    #[ts(type = "number")]
    pub free_trial_days_left: i64,
    /// Where the free trial stands.
    pub trial_state: TrialState,
    /// What the plan allows.
    pub plan_limits: PlanLimits,
    /// Whether a store is connected.
    pub store_connected: bool,
    /// Whether magic store is enabled.
    pub product_vision_enabled: bool,
    /// Permissions (all on for admins).
    pub permissions: Permissions,
    /// Sidebar preference, if the user chose one.
    pub sidebar_expanded: Option<bool>,
}

/// Days of trial left, rounded up, never negative; paid plans have no trial.
pub fn trial_days_left(business: &Business, now: chrono::NaiveDateTime) -> i64 {
    if SubscriptionPlan::from_db(&business.subscription_plan) != SubscriptionPlan::Free {
        return 0;
    }
    let secs = (business.trial_ends_at - now).num_seconds();
    if secs <= 0 {
        0
    } else {
        (secs + 86_399) / 86_400
    }
}

impl SessionUser {
    /// The business's part of the view (plan, trial, limits, store), shared by both roles; the
    /// trial days are worked out once.
    fn of_business(business: &Business, now: chrono::NaiveDateTime, permissions: Permissions) -> Self {
        let plan = SubscriptionPlan::from_db(&business.subscription_plan);
        let days = trial_days_left(business, now);
        SessionUser {
            username: String::new(),
            name: String::new(),
            email: String::new(),
            is_admin: false,
            influencer_username: None,
            influencer_image_url: None,
            business_name: business.name.clone(),
            business_id: business.id.clone(),
            subscription_plan: plan,
            free_trial_days_left: days,
            trial_state: plan::trial_state(plan, days),
            plan_limits: plan::limits(plan, days),
            store_connected: business.store_domain.is_some(),
            product_vision_enabled: business.product_vision_enabled,
            permissions,
            sidebar_expanded: None,
        }
    }

    /// A merchant's view of themself.
    pub fn admin(business: &Business, user: &User, now: chrono::NaiveDateTime) -> Self {
        SessionUser {
            username: user.username.clone(),
            name: user.name.clone(),
            email: user.email.clone(),
            is_admin: true,
            sidebar_expanded: user.sidebar_expanded,
            ..Self::of_business(business, now, Permissions::ADMIN)
        }
    }

    /// An influencer's view, under their merchant.
    pub fn influencer(business: &Business, merchant: &User, inf: &Influencer, now: chrono::NaiveDateTime) -> Self {
        SessionUser {
            username: merchant.username.clone(),
            name: inf.username.clone(),
            email: inf.email.clone(),
            influencer_username: Some(inf.username.clone()),
            influencer_image_url: inf.profile_image_url.clone(),
            ..Self::of_business(business, now, Permissions::of(inf))
        }
    }
}
