//! What billing tells the features above it (docs/architecture.md#feature-layers).

/// A business's plan was read again from the platform's subscriptions (it may have changed);
/// published on the commit. AI tagging comes with the paid plans, so it may have just been
/// turned on or off.
#[derive(Debug, Clone)]
pub struct PlanRefreshed {
    /// The business.
    pub business_id: String,
}
