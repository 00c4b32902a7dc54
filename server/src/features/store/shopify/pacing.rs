//! Pacing Admin API calls by Shopify's calculated query cost.
//!
//! Shopify meters the GraphQL Admin API with a leaky bucket per shop and app: every query costs
//! points (`extensions.cost.requestedQueryCost`), the bucket holds `maximumAvailable` points and
//! refills at `restoreRate` points per second, and a query the bucket cannot pay for is answered
//! `THROTTLED`. The [`Pacer`] remembers, per shop, the last `throttleStatus` it was shown and the
//! cost each query text had last time, and before a query waits until the bucket should hold
//! enough points. It also books the points it expects to spend, so concurrent tasks for one
//! shop (a catalog sync and the webhook subscriptions, say) queue behind each other instead of
//! racing into a throttle. When a guess is wrong anyway, the client retries with
//! [`backoff`].
//!
//! The bucket math is Shopify's rule, shared with the sandbox store (`shopify_protocol::cost`).

use std::collections::hash_map::DefaultHasher;
use std::collections::HashMap;
use std::hash::{Hash, Hasher};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

pub use shopify_protocol::cost::{Bucket, QueryCost, ThrottleStatus};

/// Delay before retry `attempt` (0-based) of a throttled query: exponential from `base`,
/// capped.
pub fn backoff(attempt: u32, base: Duration, cap: Duration) -> Duration {
    base.saturating_mul(1u32.checked_shl(attempt.min(16)).unwrap_or(u32::MAX)).min(cap)
}

#[derive(Debug)]
struct ShopState {
    bucket: Option<(Bucket, Instant)>,
    /// Last requested cost per query text (by hash).
    costs: HashMap<u64, f64>,
}

/// Per-shop pacing shared by every Admin API call of this process.
#[derive(Debug, Default)]
pub struct Pacer {
    shops: Mutex<HashMap<String, ShopState>>,
    throttled: AtomicU64,
}

fn query_key(query: &str) -> u64 {
    let mut h = DefaultHasher::new();
    query.hash(&mut h);
    h.finish()
}

impl Pacer {
    /// Books the points `query` is expected to cost on `shop` and returns how long to wait
    /// before sending it. A query never seen before is expected to cost nothing beyond what is
    /// already booked: the answer tells its cost for next time.
    pub fn reserve(&self, shop: &str, query: &str) -> Duration {
        let now = Instant::now();
        let mut shops = self.shops.lock().unwrap_or_else(|e| e.into_inner());
        let Some(state) = shops.get_mut(shop) else { return Duration::ZERO };
        let cost = state.costs.get(&query_key(query)).copied().unwrap_or(0.0);
        let Some((bucket, at)) = state.bucket.as_mut() else { return Duration::ZERO };
        let elapsed = now.saturating_duration_since(*at);
        let wait = bucket.wait_for(cost, elapsed);
        bucket.available = bucket.after(elapsed) - cost;
        *at = now;
        wait
    }

    /// Records what an answer said about the bucket and the query's cost.
    pub fn observe(&self, shop: &str, query: &str, cost: &QueryCost) {
        let mut shops = self.shops.lock().unwrap_or_else(|e| e.into_inner());
        let state = shops.entry(shop.to_owned()).or_insert_with(|| ShopState { bucket: None, costs: HashMap::new() });
        state.costs.insert(query_key(query), cost.requested_query_cost);
        let s = cost.throttle_status;
        state.bucket = Some((
            Bucket { maximum: s.maximum_available, restore_rate: s.restore_rate, available: s.currently_available },
            Instant::now(),
        ));
    }

    /// Counts a throttled answer (kept for logs and tests).
    pub fn count_throttled(&self) {
        self.throttled.fetch_add(1, Ordering::Relaxed);
    }

    /// Throttled answers this process has retried.
    pub fn throttled(&self) -> u64 {
        self.throttled.load(Ordering::Relaxed)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn backoff_doubles_from_the_base_up_to_the_cap() {
        let base = Duration::from_millis(250);
        let cap = Duration::from_secs(5);
        let delays: Vec<u128> = (0..7).map(|a| backoff(a, base, cap).as_millis()).collect();
        assert_eq!(delays, [250, 500, 1000, 2000, 4000, 5000, 5000]);
        assert_eq!(backoff(40, base, cap), cap);
    }

    #[test]
    fn the_pacer_books_points_so_the_second_of_two_queries_waits() {
        let pacer = Pacer::default();
        let q = "{ products { id } }";
        assert_eq!(pacer.reserve("a.myshopify.com", q), Duration::ZERO, "nothing known yet");
        let status = ThrottleStatus { maximum_available: 100.0, currently_available: 80.0, restore_rate: 10.0 };
        pacer.observe(
            "a.myshopify.com",
            q,
            &QueryCost { requested_query_cost: 50.0, actual_query_cost: Some(50.0), throttle_status: status },
        );
        // 80 points: the first pays 50 at once, the second finds 30 and waits for 20 more (2 s).
        assert_eq!(pacer.reserve("a.myshopify.com", q), Duration::ZERO);
        let wait = pacer.reserve("a.myshopify.com", q);
        assert!(wait > Duration::from_millis(1900) && wait <= Duration::from_secs(2), "{wait:?}");
        // Another shop has its own bucket.
        assert_eq!(pacer.reserve("b.myshopify.com", q), Duration::ZERO);
    }
}
