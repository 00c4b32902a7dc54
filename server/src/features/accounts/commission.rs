//! What an influencer earns on an order (docs/influencers.md#commission), in minor units:
//!
//! ```text
//! base               = total − refunded (if "reduce refunds") − tax (if "reduce VAT"), at least 0
//! calculated revenue = round(base × net revenue ratio ÷ 100)
//! commission         = round(calculated revenue × commission % ÷ 100)
//! ```
//!
//! Each order is rounded on its own (half up, to the minor unit), so a report's rows add up to
//! its totals; the commission is worked out on the calculated revenue as shown, so anyone can
//! check it from the figures on the screen.

use crate::features::accounts::model::Influencer;

/// An influencer's commission rules.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Rules {
    /// Commission, hundredths of a percent.
    pub commission_bp: i32,
    /// Share of the revenue counted, hundredths of a percent.
    pub ratio_bp: i32,
    /// Take refunds off.
    pub reduce_refunds: bool,
    /// Take the tax (VAT) off.
    pub reduce_vat: bool,
}

impl Rules {
    /// The rules stored for `influencer`.
    pub fn of(influencer: &Influencer) -> Self {
        Rules {
            commission_bp: influencer.commission_bp,
            ratio_bp: influencer.net_revenue_ratio_bp,
            reduce_refunds: influencer.reduce_refunds,
            reduce_vat: influencer.reduce_vat,
        }
    }
}

/// One order's amounts, minor units.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct OrderAmounts {
    /// What the shopper paid (shipping and tax included).
    pub total: i64,
    /// Refunded so far.
    pub refunded: i64,
    /// Tax.
    pub tax: i64,
}

/// What the rules make of one order, minor units.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Earned {
    /// The revenue after the chosen deductions.
    pub base: i64,
    /// The base times the net revenue ratio.
    pub calculated_revenue: i64,
    /// The calculated revenue times the commission percent.
    pub commission: i64,
}

/// `n × bp ÷ 10000`, rounded half up (for the non-negative amounts here).
fn share(n: i64, bp: i32) -> i64 {
    let scaled = i128::from(n) * i128::from(bp);
    i64::try_from((scaled + 5_000).div_euclid(10_000)).unwrap_or(i64::MAX)
}

/// The earnings of one order under `rules`.
pub fn earned(rules: &Rules, order: &OrderAmounts) -> Earned {
    let mut base = order.total;
    if rules.reduce_refunds {
        base -= order.refunded;
    }
    if rules.reduce_vat {
        base -= order.tax;
    }
    let base = base.max(0);
    let calculated_revenue = share(base, rules.ratio_bp);
    Earned { base, calculated_revenue, commission: share(calculated_revenue, rules.commission_bp) }
}

#[cfg(test)]
mod tests {
    use super::*;

    const ORDER: OrderAmounts = OrderAmounts { total: 11_800, refunded: 1_000, tax: 1_800 };

    #[test]
    fn the_documented_example() {
        // docs/influencers.md#commission: 118.00 paid, 10.00 refunded, 18.00 VAT; refunds and
        // VAT taken off, 80 % counted, 12.5 % commission.
        let rules = Rules { commission_bp: 1_250, ratio_bp: 8_000, reduce_refunds: true, reduce_vat: true };
        assert_eq!(earned(&rules, &ORDER), Earned { base: 9_000, calculated_revenue: 7_200, commission: 900 });
    }

    #[test]
    fn deductions_apply_only_when_chosen() {
        let none = Rules { commission_bp: 1_000, ratio_bp: 10_000, reduce_refunds: false, reduce_vat: false };
        assert_eq!(earned(&none, &ORDER).base, 11_800);
        assert_eq!(earned(&none, &ORDER).commission, 1_180);
        let refunds = Rules { reduce_refunds: true, ..none };
        assert_eq!(earned(&refunds, &ORDER).base, 10_800);
        let vat = Rules { reduce_vat: true, ..none };
        assert_eq!(earned(&vat, &ORDER).base, 10_000);
    }

    #[test]
    fn each_order_rounds_half_up_and_never_goes_below_zero() {
        let rules = Rules { commission_bp: 1_250, ratio_bp: 8_050, reduce_refunds: true, reduce_vat: false };
        // 99.99 × 80.5 % = 80.49195 → 80.49; × 12.5 % = 10.06125 → 10.06.
        let e = earned(&rules, &OrderAmounts { total: 9_999, refunded: 0, tax: 0 });
        assert_eq!((e.calculated_revenue, e.commission), (8_049, 1_006));
        // 0.04 × 12.5 % = 0.005 → 0.01 (half up).
        let half = Rules { ratio_bp: 10_000, ..rules };
        assert_eq!(earned(&half, &OrderAmounts { total: 4, refunded: 0, tax: 0 }).commission, 1);
        let refunded = earned(&rules, &OrderAmounts { total: 1_000, refunded: 1_000, tax: 300 });
        assert_eq!(refunded, Earned::default());
        let over = Rules { reduce_vat: true, ..rules };
        assert_eq!(earned(&over, &OrderAmounts { total: 1_000, refunded: 900, tax: 300 }).base, 0);
    }
}
