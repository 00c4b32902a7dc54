//! Wire shapes of multilinks (docs/links-api.md#multilinks).

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use crate::features::links::kind::DeviceOption;
use crate::features::links::wire::LinkAnalyticsOut;
use crate::features::links::wire::{LinkBody, LinkImage, LinkOut, Promocode, PromocodeIn, SelectedOptions, UtmParams};
use crate::http::body::{Bounded, Rule};

/// Where one experience points.
#[derive(Debug, Clone, Default, Deserialize, TS, utoipa::ToSchema)]
#[ts(export, export_to = "LinkResource.ts")]
pub struct LinkResource {
    /// Images (looks).
    #[serde(default)]
    pub images: Vec<LinkImage>,
    /// Products.
    #[serde(default)]
    pub inventory_ids: Vec<String>,
    /// Collections.
    #[serde(default)]
    pub collection_ids: Vec<String>,
    /// Custom URL.
    #[serde(default)]
    pub shopping_redirect_url: Option<String>,
    /// LOOK (default) or SHORT; PRODUCT, COLLECTION and CUSTOM are read as SHORT.
    #[serde(default)]
    pub link_type: Option<String>,
    /// Options per product.
    #[serde(default)]
    #[ts(type = "Record<string, Record<string, string>>")]
    pub selected_options: SelectedOptions,
    /// Title of the experience's page.
    #[serde(default)]
    pub description: String,
}

/// One experience as sent.
#[derive(Debug, Clone, Deserialize, TS, utoipa::ToSchema)]
#[ts(export, export_to = "LinkOptionIn.ts")]
pub struct LinkOptionIn {
    /// Traffic share, whole percent.
    #[ts(type = "number")]
    pub value: i64,
    /// ALL (default), MOBILE or PC.
    #[serde(default)]
    pub device_option: Option<String>,
    /// The experience being edited (edit only).
    #[serde(default)]
    pub link_id: Option<String>,
    /// Where it points.
    pub link_resource: LinkResource,
}

/// Body of multilink create and edit.
#[derive(Debug, Clone, Deserialize, TS, utoipa::ToSchema)]
#[ts(export, export_to = "MultilinkBody.ts")]
pub struct MultilinkBody {
    /// Must be the caller's business when given.
    #[serde(default)]
    pub business_id: Option<String>,
    /// Title (required).
    #[serde(default)]
    pub title: String,
    /// Always PERCENTAGE: accepted in the dashboard's body and not read (the split is always by
    /// traffic share).
    #[serde(default)]
    #[allow(dead_code)]
    pub splitter_type: Option<String>,
    /// Promocode for every experience.
    #[serde(default)]
    pub promocode: Option<PromocodeIn>,
    /// Tracking tags for every experience.
    #[serde(default)]
    pub utm_params: Option<UtmParams>,
    /// Experiences A, B, …
    #[serde(default)]
    pub links_options: Vec<LinkOptionIn>,
}

/// An experience's addresses are web addresses, as in a link's body.
impl Bounded for MultilinkBody {
    fn rule(field: &str) -> Rule {
        match field.strip_prefix("links_options[].link_resource.") {
            Some(inner) => LinkBody::rule(inner),
            None => Rule::LINE,
        }
    }
}

/// One experience as answered.
#[derive(Debug, Clone, Serialize, TS)]
#[ts(export, export_to = "LinkOptionOut.ts")]
pub struct LinkOptionOut {
    /// The experience's link id.
    pub link_id: String,
    /// Traffic share.
    pub value: i32,
    /// Device filter.
    pub device_option: DeviceOption,
    /// The experience as a link (with its own figures in `link_analytics`).
    pub link_data: LinkOut,
}

/// A multilink as answered.
#[derive(Debug, Clone, Serialize, TS)]
#[ts(export, export_to = "MultilinkOut.ts")]
pub struct MultilinkOut {
    /// Public id.
    pub multilink_id: String,
    pub(crate) title: String,
    /// PERCENTAGE.
    pub splitter_type: String,
    pub(crate) promocode: Option<Promocode>,
    /// Tracking tags.
    pub utm_params: Option<UtmParams>,
    /// Business currency.
    pub currency: String,
    #[ts(type = "string")]
    pub(crate) created_at: chrono::DateTime<chrono::Utc>,
    /// `{public base}/{merchant username}/{multilink_id}`.
    pub public_url: String,
    /// Serving shoppers.
    pub is_active: bool,
    /// All experiences together.
    pub analytics: LinkAnalyticsOut,
    /// Experiences in order (A first).
    pub links_options: Vec<LinkOptionOut>,
}

/// A page of multilinks.
#[derive(Debug, Clone, Serialize, TS)]
#[ts(export, export_to = "MultilinksPage.ts")]
pub struct MultilinksPage {
    /// Newest first.
    pub multilinks: Vec<MultilinkOut>,
    /// Offset of the next page.
    #[ts(type = "number | null")]
    pub next_skip: Option<i64>,
}
