//! `POST /auth/verify`: the signed-in user's details (docs/accounts.md#sessions).

use actix_web::{web, HttpRequest, HttpResponse};
use serde::Serialize;
use ts_rs::TS;

use crate::db::Db;
use crate::error::AppResult;
use crate::features::accounts::plan::{PlanLimits, TrialState};
use crate::features::accounts::session::{self, Session, SessionSubject};
use crate::features::accounts::user::{Permissions, SubscriptionPlan};
use crate::features::appearance::Theme;
use crate::features::settings::Sensitivity;
use crate::http::envelope;
use crate::state::AppState;

/// Default UTM parameters, added to store hand-offs of links without their own (settings page).
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

/// Brand information.
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export, export_to = "Brand.ts")]
pub struct Brand {
    /// Business name.
    pub name: String,
    /// Logo URL, if one was uploaded.
    pub logo_url: Option<String>,
    /// The theme public pages render with.
    pub theme: BrandTheme,
}

/// The theme with whether it is still the initial one (home's "Customize theme" task).
#[derive(Debug, Clone, Default, Serialize, TS)]
#[ts(export, export_to = "BrandTheme.ts")]
pub struct BrandTheme {
    /// The theme's fields.
    #[serde(flatten)]
    pub theme: Theme,
    /// True until a theme was saved (or after a store disconnect reset it).
    #[serde(rename = "isInitial")]
    pub is_initial: bool,
}

/// The settings as the dashboard reads them with the user.
#[derive(Debug, Clone, Default, Serialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export, export_to = "UserSettings.ts")]
pub struct UserSettings {
    /// Shipping and returns page of the shop.
    pub shipping_and_returns_url: Option<String>,
    /// Meta pixel id.
    pub facebook_pixel_id: Option<String>,
    /// Google Analytics measurement id.
    pub google_analytics_id: Option<String>,
    /// Auto-swap on.
    pub auto_swap_enabled: bool,
    /// Default UTM parameters.
    pub utm_params: UtmParams,
    /// Product vision (AI tagging).
    pub product_vision_configurations: ProductVision,
}

/// Product vision (AI tagging): whether the account has it, and the chosen sensitivity.
#[derive(Debug, Clone, Default, Serialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export, export_to = "ProductVision.ts")]
pub struct ProductVision {
    /// The account has product vision (otherwise the settings page offers a demo).
    pub is_enabled: bool,
    /// AI tagging sensitivity.
    pub sensitivity: Sensitivity,
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
    /// The settings page's values.
    pub settings: UserSettings,
    /// Permissions (all on for admins).
    pub permissions: Permissions,
}

impl UserDetails {
    /// The details of a resolved session with the business's logo, theme and settings.
    pub async fn load(db: &Db, s: &Session) -> AppResult<Self> {
        let business_id = s.business_id.clone();
        let (theme, saved) = db
            .run(move |conn| {
                let theme = crate::features::appearance::saved(conn, &business_id)?;
                Ok((theme, crate::features::settings::load(conn, &business_id)?))
            })
            .await?;
        let mut details = Self::of(s);
        let is_initial = theme.is_none();
        details.brand.theme = BrandTheme { theme: theme.map(|(t, _)| t).unwrap_or_default(), is_initial };
        details.business_logo = saved.logo_url.clone();
        details.brand.logo_url = saved.logo_url;
        let settings = saved.settings;
        let tag = |v: &Option<String>| v.clone().unwrap_or_default();
        let utm = &settings.utm_params;
        details.utm_params = UtmParams {
            source: tag(&utm.utm_source),
            medium: tag(&utm.utm_medium),
            campaign: tag(&utm.utm_campaign),
            term: tag(&utm.utm_term),
            content: tag(&utm.utm_content),
        };
        details.shipping_and_returns_url = settings.shipping_and_return_url.clone();
        details.settings = UserSettings {
            shipping_and_returns_url: settings.shipping_and_return_url,
            facebook_pixel_id: settings.facebook_pixel_id,
            google_analytics_id: settings.google_analytics_id,
            auto_swap_enabled: settings.auto_swap_enabled,
            utm_params: details.utm_params.clone(),
            product_vision_configurations: ProductVision {
                is_enabled: s.user.product_vision_enabled,
                sensitivity: settings.product_search_sensitivity,
            },
        };
        Ok(details)
    }

    /// The details a session alone gives: the initial theme and default settings.
    fn of(s: &Session) -> Self {
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
            brand: Brand {
                name: s.business.name.clone(),
                logo_url: None,
                theme: BrandTheme { theme: Theme::default(), is_initial: true },
            },
            sidebar_expanded: s.user.sidebar_expanded,
            shipping_and_returns_url: None,
            utm_params: UtmParams::default(),
            settings: UserSettings::default(),
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
    Ok(envelope::ok(&VerifyAnswer { user: UserDetails::load(&state.db, &current).await? }))
}
