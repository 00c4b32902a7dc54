//! What a sale's fee is and where it stands (docs/billing.md#the-per-sale-fee): the states a fee
//! row goes through, the key that makes its charge happen once, and the line on the bill.

use serde::Serialize;
use ts_rs::TS;

/// Where a sale's fee stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
#[ts(export, export_to = "FeeState.ts")]
pub enum FeeState {
    /// Waiting out the hold: charged when it ends unless the order is refunded in full by then.
    Held,
    /// A usage record on the store bill.
    Charged,
    /// Not charged: the order was refunded in full (or voided) within the hold.
    Waived,
    /// Not charged: the cycle's cap was reached.
    OverCap,
    /// Not charged: when the hold ended the business had no paid plan with a usage line.
    NoPlan,
}

impl FeeState {
    /// As stored.
    pub fn as_db(self) -> &'static str {
        match self {
            FeeState::Held => "HELD",
            FeeState::Charged => "CHARGED",
            FeeState::Waived => "WAIVED",
            FeeState::OverCap => "OVER_CAP",
            FeeState::NoPlan => "NO_PLAN",
        }
    }

    /// From the stored text (an unknown one reads as held: it is looked at again, never lost).
    pub fn from_db(s: &str) -> FeeState {
        [FeeState::Charged, FeeState::Waived, FeeState::OverCap, FeeState::NoPlan]
            .into_iter()
            .find(|f| f.as_db() == s)
            .unwrap_or(FeeState::Held)
    }
}

/// The idempotency key of an order's charge: every try of it sends the same one, so the store
/// makes one record however often it is asked.
pub fn charge_key(order_id: &str) -> String {
    format!("shoplinks-sale-fee-{order_id}")
}

/// The usage record's description on the merchant's bill.
pub fn bill_line(order_name: &str) -> String {
    format!("Sale fee: order {order_name} through a smart multi-product link")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn states_read_back_as_stored_and_an_unknown_one_is_looked_at_again() {
        for state in [FeeState::Held, FeeState::Charged, FeeState::Waived, FeeState::OverCap, FeeState::NoPlan] {
            assert_eq!(FeeState::from_db(state.as_db()), state);
        }
        assert_eq!(FeeState::from_db("LATER"), FeeState::Held);
    }

    #[test]
    fn one_order_has_one_key() {
        assert_eq!(charge_key("o1"), charge_key("o1"));
        assert_ne!(charge_key("o1"), charge_key("o2"));
    }
}
