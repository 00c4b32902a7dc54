//! The sandbox store's GraphQL rate limit, shaped like Shopify's: a leaky bucket of query-cost
//! points per shop (`SHOPLINKS_SANDBOX_API_BUCKET_SIZE`, refilled at
//! `SHOPLINKS_SANDBOX_API_RESTORE_RATE` points per second; Shopify's standard plan by default),
//! every answer reporting `extensions.cost`, and a query the bucket cannot pay for answered
//! HTTP 200 with `errors: [{message: "Throttled", extensions: {code: "THROTTLED"}}]`. A query
//! that costs more than the whole bucket gets `MAX_COST_EXCEEDED`.
//!
//! A query's cost is async-graphql's static complexity: one point per selected field, plus ten
//! per mutation field (Shopify's mutation price). Shopify also multiplies connections by their
//! `first`; the sandbox does not, so its costs are lower, but the protocol — and the adapter's
//! pacing, which only reads what the answers report — is the same. Shopify refunds the
//! difference between requested and actual cost; here the two are equal.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::Instant;

use async_graphql::extensions::{Extension, ExtensionContext, ExtensionFactory, NextRequest, NextValidation};
use async_graphql::{ErrorExtensionValues, Response, ServerError, ValidationResult};
use serde_json::json;

use super::graphql::SandboxContext;
use shopify_protocol::cost::Bucket;
use shopify_protocol::cost::BucketSize;

/// Every shop's bucket.
#[derive(Debug)]
pub struct CostBuckets {
    config: BucketSize,
    shops: Mutex<HashMap<String, (Bucket, Instant)>>,
}

/// The outcome of charging a query.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Charge {
    /// Paid; the query runs.
    Paid,
    /// Not enough points now.
    Throttled,
    /// More than the bucket can ever hold.
    TooExpensive,
}

impl CostBuckets {
    /// Buckets of the configured size, each starting full.
    pub fn new(config: BucketSize) -> Self {
        CostBuckets { config, shops: Mutex::new(HashMap::new()) }
    }

    /// Charges `cost` to `shop`'s bucket; returns the outcome and the bucket afterwards.
    pub fn charge(&self, shop: &str, cost: f64) -> (Charge, Bucket) {
        let now = Instant::now();
        let mut shops = self.shops.lock().unwrap_or_else(|e| e.into_inner());
        let full = Bucket {
            maximum: self.config.maximum,
            restore_rate: self.config.restore_rate,
            available: self.config.maximum,
        };
        let (bucket, at) = shops.entry(shop.to_owned()).or_insert((full, now));
        bucket.available = bucket.after(now.saturating_duration_since(*at));
        *at = now;
        let outcome = if cost > bucket.maximum {
            Charge::TooExpensive
        } else if cost > bucket.available {
            Charge::Throttled
        } else {
            bucket.available -= cost;
            Charge::Paid
        };
        (outcome, *bucket)
    }
}

/// Installs the cost limit on the sandbox schema.
pub struct CostLimit(pub Arc<CostBuckets>);

impl ExtensionFactory for CostLimit {
    fn create(&self) -> Arc<dyn Extension> {
        Arc::new(CostExtension { buckets: self.0.clone(), report: Mutex::new(None) })
    }
}

/// One request's view: charges after validation (when the complexity is known), reports the
/// cost on the response.
struct CostExtension {
    buckets: Arc<CostBuckets>,
    report: Mutex<Option<serde_json::Value>>,
}

fn coded_error(message: String, code: &str) -> ServerError {
    let mut error = ServerError::new(message, None);
    let mut extensions = ErrorExtensionValues::default();
    extensions.set("code", code);
    extensions.set("documentation", "https://shopify.dev/api/usage/rate-limits");
    error.extensions = Some(extensions);
    error
}

#[async_graphql::async_trait::async_trait]
impl Extension for CostExtension {
    async fn request(&self, ctx: &ExtensionContext<'_>, next: NextRequest<'_>) -> Response {
        let response = next.run(ctx).await;
        let report = self.report.lock().unwrap_or_else(|e| e.into_inner()).take();
        match report.and_then(|r| async_graphql::Value::from_json(r).ok()) {
            Some(cost) => response.extension("cost", cost),
            None => response,
        }
    }

    async fn validation(
        &self,
        ctx: &ExtensionContext<'_>,
        next: NextValidation<'_>,
    ) -> Result<ValidationResult, Vec<ServerError>> {
        let result = next.run(ctx).await?;
        let Some(shop) = ctx.data_opt::<SandboxContext>().map(|c| c.shop.domain.clone()) else { return Ok(result) };
        let cost = result.complexity as f64;
        let (outcome, bucket) = self.buckets.charge(&shop, cost);
        *self.report.lock().unwrap_or_else(|e| e.into_inner()) = Some(json!({
            "requestedQueryCost": cost as u64,
            "actualQueryCost": (outcome == Charge::Paid).then_some(cost as u64),
            "throttleStatus": {
                "maximumAvailable": bucket.maximum as u64,
                "currentlyAvailable": bucket.available.max(0.0).floor() as u64,
                "restoreRate": bucket.restore_rate as u64,
            },
        }));
        match outcome {
            Charge::Paid => Ok(result),
            Charge::Throttled => Err(vec![coded_error("Throttled".into(), "THROTTLED")]),
            Charge::TooExpensive => Err(vec![coded_error(
                format!(
                    "Query cost is {}, which exceeds the single query max cost limit ({}).",
                    cost as u64, bucket.maximum as u64
                ),
                "MAX_COST_EXCEEDED",
            )]),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bucket_pays_until_empty_then_throttles_and_refuses_what_it_can_never_hold() {
        let buckets = CostBuckets::new(BucketSize { maximum: 100.0, restore_rate: 0.001 });
        assert_eq!(buckets.charge("a.myshopify.com", 60.0).0, Charge::Paid);
        let (outcome, bucket) = buckets.charge("a.myshopify.com", 60.0);
        assert_eq!(outcome, Charge::Throttled);
        assert!(bucket.available < 41.0, "a throttled query is not charged: {bucket:?}");
        assert_eq!(buckets.charge("a.myshopify.com", 40.0).0, Charge::Paid);
        assert_eq!(buckets.charge("b.myshopify.com", 60.0).0, Charge::Paid, "each shop has its own bucket");
        assert_eq!(buckets.charge("b.myshopify.com", 101.0).0, Charge::TooExpensive);
    }
}
