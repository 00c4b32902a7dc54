//! Wire shapes of the influencer calls (docs/influencers.md#calls).

use serde::{Deserialize, Serialize};
use serde_json::Value;
use ts_rs::TS;

use super::rules::percent_of;
use crate::features::accounts::model::Influencer;
use crate::http::body::{Bounded, Rule};

/// What an influencer may see and do, as the form sends and shows it.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize, TS, utoipa::ToSchema)]
#[ts(export, export_to = "InfluencerPermissions.ts")]
#[serde(default)]
pub struct PermissionsWire {
    /// The commission card.
    pub analytics_commission_enabled: bool,
    /// Views and the clicks series.
    pub analytics_clicks_enabled: bool,
    /// Checkouts and the sales series. Off turns `analytics_cr_enabled` on.
    pub analytics_sales_enabled: bool,
    /// Conversion rate (shown only with sales and clicks).
    pub analytics_cr_enabled: bool,
    /// Attributed revenue. Off turns `analytics_aov_enabled` on.
    pub analytics_revenue_enabled: bool,
    /// Average order value (shown only with revenue).
    pub analytics_aov_enabled: bool,
    /// May create, edit and delete their links and shorts.
    pub allow_creating_and_editing_links: bool,
}

/// What is taken off an order's revenue before the commission.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize, TS, utoipa::ToSchema)]
#[ts(export, export_to = "CommissionRules.ts")]
#[serde(default)]
pub struct CommissionRules {
    /// Refunded amounts are taken off.
    pub reduce_refunds_from_commission: bool,
    /// VAT (the order's tax) is taken off.
    pub reduce_vat_from_commission: bool,
}

/// The share of the revenue the commission counts, as sent.
#[derive(Debug, Clone, Default, Deserialize, TS, utoipa::ToSchema)]
#[ts(export, export_to = "RevenueRulesIn.ts")]
pub struct RevenueRulesIn {
    /// 0 to 100, at most two decimals; empty or absent is 100.
    #[serde(default)]
    #[ts(type = "number | string | null")]
    #[schema(value_type = Option<f64>)]
    pub net_revenue_ratio: Option<Value>,
}

/// The share of the revenue the commission counts, as shown.
#[derive(Debug, Clone, Copy, Serialize, TS, utoipa::ToSchema)]
#[ts(export, export_to = "RevenueRules.ts")]
pub struct RevenueRules {
    /// 0 to 100.
    pub net_revenue_ratio: f64,
}

/// `POST /admin/v1/influencers/create` and `POST /admin/v1/influencers/{username}/edit`.
#[derive(Debug, Clone, Default, Deserialize, TS, utoipa::ToSchema)]
#[ts(export, export_to = "InfluencerBody.ts")]
pub struct InfluencerBody {
    /// Create only (ignored on edit): letters, digits, `_` and `-`, 3 to 30, lower-cased.
    #[serde(default)]
    pub username: Option<String>,
    /// Required; name@domain with a 2 to 4 letter top level.
    #[serde(default)]
    pub email: String,
    /// Required: the uploaded, round-cropped picture's address.
    #[serde(default)]
    pub profile_image_url: Option<String>,
    /// Optional, at most 20 characters; the connected store must have it.
    #[serde(default)]
    pub promocode: Option<String>,
    /// Percent, 0 to 100 with at most two decimals; empty or absent is 0.
    #[serde(default)]
    #[ts(type = "number | string | null")]
    #[schema(value_type = Option<f64>)]
    pub commission: Option<Value>,
    /// Optional: `+` and 8 to 15 digits.
    #[serde(default)]
    pub phone: Option<String>,
    /// The active switch; absent keeps the stored value (a new influencer is active).
    #[serde(default)]
    pub is_active: Option<bool>,
    /// Absent is all off (with the forced pairs applied).
    #[serde(default)]
    pub permissions: Option<PermissionsWire>,
    /// Absent is neither.
    #[serde(default)]
    pub commission_rules: Option<CommissionRules>,
    /// Absent is 100 %.
    #[serde(default)]
    pub revenue_rules: Option<RevenueRulesIn>,
}

impl Bounded for InfluencerBody {
    fn rule(field: &str) -> Rule {
        match field {
            "profile_image_url" => Rule::URL,
            _ => Rule::LINE,
        }
    }
}

/// An influencer as the page shows it.
#[derive(Debug, Clone, Serialize, TS, utoipa::ToSchema)]
#[ts(export, export_to = "InfluencerOut.ts")]
pub struct InfluencerOut {
    /// Login name, unique in the business; never changes.
    pub username: String,
    /// Email address.
    pub email: String,
    /// Picture.
    pub profile_image_url: Option<String>,
    /// The store code credited to them.
    pub promocode: Option<String>,
    /// Phone.
    pub phone: Option<String>,
    /// Percent of the counted revenue.
    pub commission: f64,
    /// Deactivated influencers cannot sign in and are not offered for new links.
    pub is_active: bool,
    /// What they may see and do.
    pub permissions: PermissionsWire,
    /// What is taken off before the commission.
    pub commission_rules: CommissionRules,
    /// The share counted.
    pub revenue_rules: RevenueRules,
    /// Only in the answer of a create or a password reset: the new password, shown once.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub password: Option<String>,
}

impl From<&Influencer> for InfluencerOut {
    fn from(i: &Influencer) -> Self {
        InfluencerOut {
            username: i.username.clone(),
            email: i.email.clone(),
            profile_image_url: i.profile_image_url.clone(),
            promocode: i.promocode.clone(),
            phone: i.phone.clone(),
            commission: percent_of(i.commission_bp),
            is_active: i.is_active,
            permissions: PermissionsWire {
                analytics_commission_enabled: i.perm_commission,
                analytics_clicks_enabled: i.perm_clicks,
                analytics_sales_enabled: i.perm_sales,
                analytics_cr_enabled: i.perm_cr,
                analytics_revenue_enabled: i.perm_revenue,
                analytics_aov_enabled: i.perm_aov,
                allow_creating_and_editing_links: i.perm_links,
            },
            commission_rules: CommissionRules {
                reduce_refunds_from_commission: i.reduce_refunds,
                reduce_vat_from_commission: i.reduce_vat,
            },
            revenue_rules: RevenueRules { net_revenue_ratio: percent_of(i.net_revenue_ratio_bp) },
            password: None,
        }
    }
}

/// `POST /admin/v1/influencers/validate/username`.
#[derive(Debug, Deserialize, TS, utoipa::ToSchema)]
#[ts(export, export_to = "InfluencerUsernameBody.ts")]
pub struct UsernameBody {
    /// As typed.
    #[serde(default)]
    pub username: String,
}

impl Bounded for UsernameBody {}

/// The answer of a free username: as it will be saved.
#[derive(Debug, Serialize, TS, utoipa::ToSchema)]
#[ts(export, export_to = "InfluencerUsernameFree.ts")]
pub struct UsernameFree {
    /// Normalised (trimmed, lower case).
    pub username: String,
}

/// `POST /admin/v1/influencers/{username}/activate`.
#[derive(Debug, Deserialize, TS, utoipa::ToSchema)]
#[ts(export, export_to = "InfluencerActivateBody.ts")]
pub struct ActivateBody {
    /// False deactivates (the page's delete): their sessions end and they leave the selectors.
    pub activate: bool,
}

impl Bounded for ActivateBody {}
