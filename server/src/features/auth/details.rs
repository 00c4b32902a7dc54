//! `POST /auth/verify`: the signed-in user's details (docs/accounts.md#sessions).

use actix_web::{web, HttpRequest, HttpResponse};
use serde::Serialize;
use ts_rs::TS;

use crate::error::AppResult;
use crate::features::accounts::plan::{PlanLimits, TrialState};
use crate::features::accounts::session::{self, Session, SessionSubject};
use crate::features::accounts::user::{Permissions, SubscriptionPlan};
use crate::http::envelope;
use crate::state::AppState;

/// UTM parameters appended to links (set on the settings page).
#[derive(Debug, Clone, Default, Serialize, TS)]
#[ts(export, export_to = "UtmParams.ts")]
pub struct UtmParams {
    /// utm_source.
    pub source: String,
    /// utm_medium.
    pub medium: String,
    /// utm_campaign.
    pub campaign: String,
    /// utm_term.
    pub term: String,
    /// utm_content.
    pub content: String,
}

/// Brand information (the theme arrives with the appearance page).
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export, export_to = "Brand.ts")]
pub struct Brand {
    /// Business name.
    pub name: String,
    /// Logo URL, if one was uploaded.
    pub logo_url: Option<String>,
    /// Theme; `null` until the merchant customises it.
    #[ts(type = "Record<string, unknown> | null")]
    pub theme: Option<serde_json::Value>,
}

/// The user details (docs/accounts.md#sessions).
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export, export_to = "UserDetails.ts")]
pub struct UserDetails {
    /// Display name.
    pub name: String,
    /// Merchant username.
    pub username: String,
    /// Influencer's own username (influencers only).
    pub influencer_username: Option<String>,
    /// Influencer's image.
    pub influencer_image_url: Option<String>,
    /// Email of the signed-in person.
    pub email: String,
    pub(crate) business_id: String,
    pub(crate) business_name: String,
    /// Business logo (`logo_url`).
    pub business_logo: Option<String>,
    /// Currency, default USD.
    pub business_currency: String,
    /// The store's IANA time zone: analytics days, and the date picker's "today", are its.
    pub time_zone: String,
    /// Plan, default FREE.
    pub subscription_plan: SubscriptionPlan,
    /// Whole trial days left.
    #[ts(type = "number")]
    pub free_trial_days_left: i64,
    /// Where the free trial stands (docs/billing.md#trial).
    pub trial_state: TrialState,
    /// What the plan allows (influencer cap, business features).
    pub plan_limits: PlanLimits,
    /// Connected store's domain.
    pub domain: Option<String>,
    /// Other verified domains links may point to.
    pub available_domains: Vec<String>,
    /// Merchant (admin) or influencer.
    pub is_admin: bool,
    /// Email verified (influencers: always true).
    pub is_verified: bool,
    /// Always true in an answer (the call needs a session).
    pub is_authenticated: bool,
    /// The influencer's promocode.
    pub promocode: Option<String>,
    /// Brand information.
    pub brand: Brand,
    /// Sidebar preference.
    pub sidebar_expanded: Option<bool>,
    /// Shipping and returns page of the shop.
    pub shipping_and_returns_url: Option<String>,
    /// UTM parameters.
    pub utm_params: UtmParams,
    /// Permissions (all on for admins).
    pub permissions: Permissions,
}

impl UserDetails {
    /// Builds the details from a resolved session.
    pub fn of(s: &Session) -> Self {
        let (is_verified, promocode) = match &s.subject {
            SessionSubject::Admin(u) => (u.is_verified, None),
            SessionSubject::Influencer { influencer, .. } => (true, influencer.promocode.clone()),
        };
        UserDetails {
            name: s.user.name.clone(),
            username: s.user.username.clone(),
            influencer_username: s.user.influencer_username.clone(),
            influencer_image_url: s.user.influencer_image_url.clone(),
            email: s.user.email.clone(),
            business_id: s.business_id.clone(),
            business_name: s.business.name.clone(),
            business_logo: None,
            business_currency: s.business.currency.clone(),
            time_zone: s.business.time_zone.clone(),
            subscription_plan: s.user.subscription_plan,
            free_trial_days_left: s.user.free_trial_days_left,
            trial_state: s.user.trial_state,
            plan_limits: s.user.plan_limits,
            domain: s.business.store_domain.clone(),
            available_domains: Vec::new(),
            is_admin: s.is_admin(),
            is_verified,
            is_authenticated: true,
            promocode,
            brand: Brand { name: s.business.name.clone(), logo_url: None, theme: None },
            sidebar_expanded: s.user.sidebar_expanded,
            shipping_and_returns_url: None,
            utm_params: UtmParams::default(),
            permissions: s.user.permissions,
        }
    }
}

#[derive(Serialize)]
struct VerifyAnswer {
    user: UserDetails,
}

/// The signed-in user's details; 401 without a valid session.
#[utoipa::path(post, path = "/api/auth/verify", responses((status = 200, description = "data.user: the user details"), (status = 401, description = "not signed in")))]
pub async fn verify(req: HttpRequest, state: web::Data<AppState>) -> AppResult<HttpResponse> {
    let current = session::require(&state.db, &req).await?;
    Ok(envelope::ok(&VerifyAnswer { user: UserDetails::of(&current) }))
}
