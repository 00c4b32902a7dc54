//! Page props: everything a page needs, serialised once for SSR and hydration.

use serde::Serialize;
use ts_rs::TS;

use crate::locale::Locale;

use crate::features::accounts::user::SessionUser;

/// Which page component renders (see `docs/ssr-contract.md`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export, export_to = "PageId.ts")]
#[allow(missing_docs)]
pub enum PageId {
    Welcome,
    Login,
    LoginInfluencer,
    LoginStore,
    Register,
    RegisterStore,
    RegisterRequest,
    ForgotPassword,
    ForgotPasswordInfluencer,
    ResetPassword,
    VerifyAccount,
    StoreAuth,
    PrivacyPolicy,
    Terms,
    PricingPlans,
    HelpShopify,
    SocialAuth,
    NotFound,
    DevMailbox,
    Home,
    Shopboard,
    MagicStore,
    Influencers,
    Shorts,
    Links,
    Multilinks,
    Trends,
    Analytics,
    MyAccount,
    Settings,
    Appearance,
    /// A look's instant store page (public, served at `/{username}/{id}`, not hydrated).
    InstantStore,
    /// A business's shoppable feed (public, served at `/{username}/shopboard`, not hydrated).
    ShopboardFeed,
}

impl PageId {
    /// Dashboard pages need a session and render inside the dashboard shell.
    pub fn is_dashboard(self) -> bool {
        matches!(
            self,
            PageId::Home
                | PageId::Shopboard
                | PageId::MagicStore
                | PageId::Influencers
                | PageId::Shorts
                | PageId::Links
                | PageId::Multilinks
                | PageId::Trends
                | PageId::Analytics
                | PageId::MyAccount
                | PageId::Settings
                | PageId::Appearance
        )
    }
}

/// Settings the browser needs.
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export, export_to = "ClientConfig.ts")]
pub struct ClientConfig {
    /// Absolute public base URL (for copied links).
    pub public_url: String,
    /// "Book an expert" page.
    pub book_expert_url: String,
    /// The store platform's app listing.
    pub app_store_url: String,
    pub(crate) support_email: String,
}

/// What every page is rendered from.
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export, export_to = "PageProps.ts")]
pub struct PageProps {
    /// Page component.
    pub page: PageId,
    /// Request path.
    pub path: String,
    /// Raw query string (no `?`).
    pub query: String,
    /// Language.
    pub locale: Locale,
    /// Signed-in user.
    pub user: Option<SessionUser>,
    /// Browser settings.
    pub config: ClientConfig,
    /// Page-specific data.
    #[ts(type = "unknown")]
    pub data: serde_json::Value,
}
