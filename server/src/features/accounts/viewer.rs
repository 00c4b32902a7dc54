//! Who is looking at figures, and what they may see. An influencer sees only their own links
//! and only the orders attributed to them; the figures their permission flags do not cover are
//! answered as `null`, so the server never sends what the UI would merely hide. Link lists and
//! analytics both mask through this one type.

use super::session::{Session, SessionSubject};
use super::user::Permissions;

/// The caller's business, influencer scope and permissions.
#[derive(Debug, Clone)]
pub struct Viewer {
    /// Scopes every query.
    pub business_id: String,
    /// The business currency every amount is shown in.
    pub currency: String,
    /// The business's time zone: the days figures are filed under.
    pub zone: chrono_tz::Tz,
    /// Set for influencers: only their links and their attributed orders count.
    pub influencer_id: Option<String>,
    /// All on for the merchant.
    pub permissions: Permissions,
}

impl Viewer {
    /// The viewer of a session.
    pub fn of(session: &Session) -> Self {
        Viewer {
            business_id: session.business_id.clone(),
            currency: session.business.currency.clone(),
            zone: session.business.zone(),
            influencer_id: match &session.subject {
                SessionSubject::Admin(_) => None,
                SessionSubject::Influencer { influencer, .. } => Some(influencer.id.clone()),
            },
            permissions: session.user.permissions,
        }
    }

    /// Views and visits (`clicksEnabled`).
    pub fn clicks<T>(&self, value: T) -> Option<T> {
        self.permissions.clicks_enabled.then_some(value)
    }

    /// Checkouts and checkout requests (`salesEnabled`).
    pub fn sales<T>(&self, value: T) -> Option<T> {
        self.permissions.sales_enabled.then_some(value)
    }

    /// Revenue and tax (`revenueEnabled`), as a decimal string in the business currency.
    pub fn money(&self, minor: i64) -> Option<String> {
        self.permissions.revenue_enabled.then(|| crate::money::decimal(minor, &self.currency))
    }

    /// Conversion rate (needs sales and clicks, and `crEnabled` for influencers).
    pub fn rate(&self, value: Option<f64>) -> Option<f64> {
        let p = self.permissions;
        (p.sales_enabled && p.clicks_enabled && p.cr_enabled).then_some(value).flatten()
    }

    /// Average order value (needs revenue, and `aovEnabled` for influencers).
    pub fn average(&self, revenue_minor: i64, orders: i64) -> Option<String> {
        let p = self.permissions;
        if !(p.revenue_enabled && p.aov_enabled) {
            return None;
        }
        crate::money::average(revenue_minor, orders).map(|m| crate::money::decimal(m, &self.currency))
    }
}
