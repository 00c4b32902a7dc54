//! What settings tell the features above them (docs/architecture.md#feature-layers).

/// The merchant saved their settings; published on the commit. The AI tagging sensitivity may
/// have changed, so AI tagging looks at every post again (building the visual index first when
/// it has just been turned on).
#[derive(Debug, Clone)]
pub struct SettingsSaved {
    /// The business.
    pub business_id: String,
}
