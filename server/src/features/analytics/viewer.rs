//! Who is looking at figures, and what they may see (spec 2 §6). An influencer sees only their
//! own links (the lookups use `links::access`) and only the orders attributed to them; the
//! figures their flags do not cover are answered as `null`, so the server never sends what the
//! UI would merely hide.

use crate::features::accounts::session::Session;
use crate::features::accounts::user::Permissions;
use crate::features::links::access::influencer_scope;
use crate::features::orders::currency;

/// The caller's business, influencer scope and permissions.
#[derive(Debug, Clone)]
pub struct Viewer {
    /// Scopes every query.
    pub business_id: String,
    /// The business currency every amount is shown in.
    pub currency: String,
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
            influencer_id: influencer_scope(session).map(str::to_owned),
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
        self.permissions.revenue_enabled.then(|| currency::to_decimal(minor, &self.currency))
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
        average_minor(revenue_minor, orders).map(|m| currency::to_decimal(m, &self.currency))
    }
}

/// Revenue per order in minor units, rounded half away from zero; `None` without orders.
pub fn average_minor(revenue_minor: i64, orders: i64) -> Option<i64> {
    if orders <= 0 {
        return None;
    }
    let (q, r) = (revenue_minor / orders, revenue_minor % orders);
    Some(if r.abs() * 2 >= orders { q + revenue_minor.signum() } else { q })
}

/// `part / whole × 100` with two decimals, from integers; `None` when `whole` is 0.
pub fn percent(part: i64, whole: i64) -> Option<f64> {
    if whole <= 0 {
        return None;
    }
    // Hundredths of a percent, rounded half up, then one division for the wire.
    let hundredths = (i128::from(part) * 10_000 * 2 + i128::from(whole)) / (2 * i128::from(whole));
    Some(hundredths as f64 / 100.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn averages_and_rates_round_from_integers() {
        assert_eq!(average_minor(1000, 3), Some(333));
        assert_eq!(average_minor(1001, 2), Some(501));
        assert_eq!(average_minor(5, 0), None);
        assert_eq!(percent(1, 3), Some(33.33));
        assert_eq!(percent(2, 3), Some(66.67));
        assert_eq!(percent(3, 3), Some(100.0));
        assert_eq!(percent(1, 0), None);
    }
}
