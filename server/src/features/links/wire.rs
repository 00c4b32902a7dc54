//! Wire shapes of the links API (docs/links-api.md#shapes).

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use crate::features::catalog::{CollectionOut, ProductOut};
use crate::features::links::kind::{LinkKind, UrlType};
use crate::http::body::{Bounded, Rule};

/// An image of a link.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, utoipa::ToSchema)]
#[ts(export, export_to = "LinkImage.ts")]
pub struct LinkImage {
    /// Client-side id (kept as sent).
    #[serde(default)]
    pub id: String,
    /// Address (an upload or a catalog image).
    pub src: String,
}

/// The five tracking tags.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, TS, utoipa::ToSchema)]
#[ts(export, export_to = "LinkUtmParams.ts", rename = "LinkUtmParams")]
pub struct UtmParams {
    /// `utm_source`.
    #[serde(default)]
    pub utm_source: Option<String>,
    /// `utm_medium`.
    #[serde(default)]
    pub utm_medium: Option<String>,
    /// `utm_campaign`.
    #[serde(default)]
    pub utm_campaign: Option<String>,
    /// `utm_term`.
    #[serde(default)]
    pub utm_term: Option<String>,
    /// `utm_content`.
    #[serde(default)]
    pub utm_content: Option<String>,
}

impl UtmParams {
    /// The tags with their query names.
    pub fn pairs(&self) -> [(&'static str, Option<&String>); 5] {
        [
            ("utm_source", self.utm_source.as_ref()),
            ("utm_medium", self.utm_medium.as_ref()),
            ("utm_campaign", self.utm_campaign.as_ref()),
            ("utm_term", self.utm_term.as_ref()),
            ("utm_content", self.utm_content.as_ref()),
        ]
    }

    /// True when every tag is empty.
    pub fn is_empty(&self) -> bool {
        self.pairs().iter().all(|(_, v)| v.is_none_or(|v| v.trim().is_empty()))
    }
}

/// A promocode as clients send it: a string or `{code}` (docs/links-api.md#multilinks).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, TS, utoipa::ToSchema)]
#[serde(untagged)]
#[ts(export, export_to = "PromocodeIn.ts")]
pub enum PromocodeIn {
    /// `"SUMMER10"`.
    Text(String),
    /// `{"code": "SUMMER10"}`.
    Object {
        /// The code.
        code: Option<String>,
    },
}

impl PromocodeIn {
    /// The code, trimmed; `None` when empty.
    pub fn code(&self) -> Option<String> {
        let code = match self {
            PromocodeIn::Text(c) => Some(c.as_str()),
            PromocodeIn::Object { code } => code.as_deref(),
        };
        code.map(str::trim).filter(|c| !c.is_empty()).map(str::to_owned)
    }
}

/// A promocode as the server answers it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS, utoipa::ToSchema)]
#[ts(export, export_to = "Promocode.ts")]
pub struct Promocode {
    /// The code.
    pub code: String,
}

/// Options chosen per product: `{inventory_id: {option name: value}}`.
pub type SelectedOptions = BTreeMap<String, BTreeMap<String, String>>;

/// Body of create and edit for links and shorts (docs/links-api.md#links-and-shorts).
#[derive(Debug, Clone, Default, Deserialize, TS, utoipa::ToSchema)]
#[ts(export, export_to = "LinkBody.ts")]
pub struct LinkBody {
    /// Images, in order.
    #[serde(default)]
    pub images: Vec<LinkImage>,
    /// Store product ids, in order.
    #[serde(default)]
    pub inventory_ids: Vec<String>,
    /// Options chosen per product.
    #[serde(default)]
    #[ts(type = "Record<string, Record<string, string>>")]
    pub selected_options: SelectedOptions,
    /// Store collection ids.
    #[serde(default)]
    pub collection_ids: Vec<String>,
    /// Promocode (string or `{code}`).
    #[serde(default)]
    pub promocode: Option<PromocodeIn>,
    /// Title.
    #[serde(default)]
    pub description: String,
    /// Must be the caller's business when given.
    #[serde(default)]
    pub business_id: Option<String>,
    /// Custom destination of a short.
    #[serde(default)]
    pub shopping_redirect_url: Option<String>,
    /// The influencer the link is for (admins).
    #[serde(default)]
    pub influencer_username: Option<String>,
    /// Tracking tags (admins).
    #[serde(default)]
    pub utm_params: Option<UtmParams>,
    /// LOOK (default) or SHORT.
    #[serde(default)]
    pub link_type: Option<String>,
}

/// Image and custom addresses are web addresses; the rest are one line of the default length
/// (the title's own limit is checked with its own message in `validate`).
impl Bounded for LinkBody {
    fn rule(field: &str) -> Rule {
        match field {
            "images[].src" | "shopping_redirect_url" => Rule::URL,
            _ => Rule::LINE,
        }
    }
}

/// A product of a link: the picker's product plus the options chosen for it.
#[derive(Debug, Clone, Serialize, TS)]
#[ts(export, export_to = "LinkProductOut.ts")]
pub struct LinkProductOut {
    /// The catalog product.
    #[serde(flatten)]
    pub product: ProductOut,
    /// Options chosen for it.
    #[ts(type = "Record<string, string>")]
    pub selected_options: BTreeMap<String, String>,
}

/// A collection of a link, with its storefront address.
#[derive(Debug, Clone, Serialize, TS)]
#[ts(export, export_to = "LinkCollectionOut.ts")]
pub struct LinkCollectionOut {
    /// The catalog collection.
    #[serde(flatten)]
    pub collection: CollectionOut,
    /// Storefront address.
    pub url: String,
}

/// A link or short as the API answers it.
#[derive(Debug, Clone, Serialize, TS)]
#[ts(export, export_to = "LinkOut.ts")]
pub struct LinkOut {
    /// Public id.
    pub link_id: String,
    /// LOOK or SHORT (the shopboard's own kinds on the public side).
    pub link_type: LinkKind,
    /// LOOK, PRODUCT, COLLECTION or CUSTOM.
    pub url_type: UrlType,
    /// Title.
    pub description: String,
    pub(crate) images: Vec<LinkImage>,
    /// First image to show when there are no images (first product's).
    pub link_default_image: Option<String>,
    pub(crate) promocode: Option<Promocode>,
    /// Products in the link's order (ones the catalog no longer holds are left out).
    pub products: Vec<LinkProductOut>,
    pub(crate) collections: Vec<LinkCollectionOut>,
    /// Options chosen per product.
    #[ts(type = "Record<string, Record<string, string>>")]
    pub selected_options: SelectedOptions,
    /// Destination of a short (custom, or the product's or collection's page).
    pub shopping_redirect_url: Option<String>,
    /// Influencer.
    pub influencer_username: Option<String>,
    pub(crate) influencer_image: Option<String>,
    /// Tracking tags.
    pub utm_params: Option<UtmParams>,
    /// Lifetime figures, `null` where the viewer lacks the permission.
    pub link_analytics: LinkAnalyticsOut,
    /// `{public base}/{merchant username}/{link_id}`.
    pub public_url: String,
    /// Serving shoppers (false while the store is disconnected).
    pub is_active: bool,
    #[ts(type = "string")]
    pub(crate) created_at: chrono::DateTime<chrono::Utc>,
}

/// A page of links.
#[derive(Debug, Clone, Serialize, TS)]
#[ts(export, export_to = "LinksPage.ts")]
pub struct LinksPage {
    /// Newest first.
    pub links: Vec<LinkOut>,
    /// Offset of the next page, if any.
    #[ts(type = "number | null")]
    pub next_skip: Option<i64>,
}

/// `link_analytics` of a `LinkOut` as the viewer may see it (links/docs).
#[derive(Debug, Clone, Default, Serialize, TS)]
#[ts(export, export_to = "LinkAnalyticsSummary.ts")]
pub struct LinkAnalyticsOut {
    /// Business currency.
    pub currency: String,
    /// Unique visitors.
    #[ts(type = "number | null")]
    pub visits: Option<i64>,
    /// Views, the figure a card shows (docs/analytics.md#definitions).
    #[ts(type = "number | null")]
    pub views: Option<i64>,
    /// Attributed orders.
    #[ts(type = "number | null")]
    pub checkouts: Option<i64>,
    /// Net revenue, decimal string.
    pub revenue: Option<String>,
    /// Checkout requests.
    #[ts(type = "number | null")]
    pub requested_checkouts: Option<i64>,
    /// Tax, decimal string (multilink experiences show it).
    pub total_tax: Option<String>,
}
