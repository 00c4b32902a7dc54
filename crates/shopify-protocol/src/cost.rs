//! Shopify's query-cost bucket. The GraphQL Admin API is metered per shop and app: every
//! query costs points (`extensions.cost.requestedQueryCost`), the bucket holds
//! `maximumAvailable` points and refills at `restoreRate` points per second, and a query the
//! bucket cannot pay for is answered `THROTTLED`. The adapter paces itself by this math and the
//! sandbox store charges by it.

use std::time::Duration;

use serde::Deserialize;

/// Size and refill rate of a bucket (the sandbox store's per-shop bucket is configurable).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct BucketSize {
    /// Points the bucket holds.
    pub maximum: f64,
    /// Points restored per second.
    pub restore_rate: f64,
}

/// `extensions.cost.throttleStatus` of an Admin API answer.
#[derive(Debug, Clone, Copy, PartialEq, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ThrottleStatus {
    /// Bucket size.
    pub maximum_available: f64,
    /// Points left after this query.
    pub currently_available: f64,
    /// Points restored per second.
    pub restore_rate: f64,
}

/// `extensions.cost` of an Admin API answer.
#[derive(Debug, Clone, Copy, PartialEq, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct QueryCost {
    /// What the query was charged up front.
    pub requested_query_cost: f64,
    /// What it really cost (absent when it was throttled).
    pub actual_query_cost: Option<f64>,
    /// The bucket after the query.
    pub throttle_status: ThrottleStatus,
}

/// What we believe a shop's bucket holds: `available` points at `at`. `available` may be
/// negative: points already booked by queries that are waiting their turn.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Bucket {
    /// Bucket size.
    pub maximum: f64,
    /// Points restored per second.
    pub restore_rate: f64,
    /// Points at `at` (negative when booked ahead).
    pub available: f64,
}

impl Bucket {
    /// Points expected after `elapsed` more time (never above the maximum).
    pub fn after(&self, elapsed: Duration) -> f64 {
        (self.available + self.restore_rate * elapsed.as_secs_f64()).min(self.maximum)
    }

    /// How long to wait, `elapsed` after the bucket was observed, before a query of `cost` can
    /// be paid. Zero when it can be paid now, when nothing restores, or when the cost exceeds the
    /// bucket (waiting would not help; the server answers that itself).
    pub fn wait_for(&self, cost: f64, elapsed: Duration) -> Duration {
        let have = self.after(elapsed);
        if have >= cost || self.restore_rate <= 0.0 || cost > self.maximum {
            return Duration::ZERO;
        }
        Duration::from_secs_f64((cost - have) / self.restore_rate)
    }
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::Bucket;

    fn bucket(available: f64) -> Bucket {
        Bucket { maximum: 1000.0, restore_rate: 50.0, available }
    }

    #[test]
    fn a_query_the_bucket_can_pay_for_goes_at_once() {
        assert_eq!(bucket(500.0).wait_for(100.0, Duration::ZERO), Duration::ZERO);
        assert_eq!(bucket(100.0).wait_for(100.0, Duration::ZERO), Duration::ZERO);
    }

    #[test]
    fn a_short_bucket_waits_for_the_missing_points_at_the_restore_rate() {
        assert_eq!(bucket(0.0).wait_for(100.0, Duration::ZERO), Duration::from_secs(2));
        // One second later 50 points came back; one more second is missing.
        assert_eq!(bucket(0.0).wait_for(100.0, Duration::from_secs(1)), Duration::from_secs(1));
        // Booked-ahead points (negative) are paid back first.
        assert_eq!(bucket(-100.0).wait_for(100.0, Duration::ZERO), Duration::from_secs(4));
    }

    #[test]
    fn the_bucket_never_fills_past_its_maximum() {
        assert_eq!(bucket(990.0).after(Duration::from_secs(60)), 1000.0);
    }

    #[test]
    fn waiting_is_pointless_when_the_cost_exceeds_the_bucket_or_nothing_restores() {
        assert_eq!(bucket(0.0).wait_for(1500.0, Duration::ZERO), Duration::ZERO);
        let stuck = Bucket { maximum: 100.0, restore_rate: 0.0, available: 0.0 };
        assert_eq!(stuck.wait_for(10.0, Duration::ZERO), Duration::ZERO);
    }
}
