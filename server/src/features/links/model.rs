//! Rows of the links tables. Links, shorts, multilinks and multilink experiences share one
//! table (and one id space) so the public URL `/{username}/{id}` needs a single lookup.

use chrono::NaiveDateTime;
use diesel::prelude::*;
use rand::Rng;

use crate::db::schema::{link_collections, link_products, links};

pub use super::kind::{DeviceOption, LinkKind, UrlType};

/// One row of `links`.
#[derive(Debug, Clone, Queryable, Selectable, Identifiable)]
#[diesel(table_name = links)]
pub struct LinkRow {
    /// Public id (8 base62 characters).
    pub id: String,
    /// Owning business.
    pub business_id: String,
    /// What the row is.
    #[diesel(deserialize_as = String)]
    pub kind: LinkKind,
    /// The multilink this row is an experience of.
    pub parent_id: Option<String>,
    /// Experience order (0 is A).
    pub position: i32,
    /// Experience traffic share, whole percent.
    pub traffic_share: i32,
    /// Experience device filter.
    #[diesel(deserialize_as = String)]
    pub device_option: DeviceOption,
    /// Where it leads.
    #[diesel(deserialize_as = String)]
    pub url_type: UrlType,
    /// Title shown as the description (docs/links-api.md#shapes).
    pub description: String,
    /// JSON list of `{id, src}`.
    pub images: String,
    /// Promocode applied at checkout.
    pub promocode: Option<String>,
    /// The influencer the link belongs to.
    pub influencer_id: Option<String>,
    /// Tracking tags.
    pub utm_source: Option<String>,
    /// Tracking tags.
    pub utm_medium: Option<String>,
    /// Tracking tags.
    pub utm_campaign: Option<String>,
    /// Tracking tags.
    pub utm_term: Option<String>,
    /// Tracking tags.
    pub utm_content: Option<String>,
    /// Custom destination of a short or experience (checked again at redirect time).
    pub shopping_redirect_url: Option<String>,
    /// Merchant user who created it.
    pub created_by_user_id: Option<String>,
    /// Influencer who created it.
    pub created_by_influencer_id: Option<String>,
    pub(crate) created_at: NaiveDateTime,
    /// Last edited.
    pub updated_at: NaiveDateTime,
    /// Deleted by the merchant.
    pub closed_at: Option<NaiveDateTime>,
    /// Made inactive because the store was disconnected or uninstalled.
    pub store_disconnected_at: Option<NaiveDateTime>,
}

impl LinkRow {
    /// Live links serve shoppers; closed or store-disconnected ones show the unavailable page.
    pub fn is_live(&self) -> bool {
        self.closed_at.is_none() && self.store_disconnected_at.is_none()
    }

    /// The five tracking tags in the order they appear in a query string.
    pub fn utm_pairs(&self) -> [(&'static str, Option<&str>); 5] {
        [
            ("utm_source", self.utm_source.as_deref()),
            ("utm_medium", self.utm_medium.as_deref()),
            ("utm_campaign", self.utm_campaign.as_deref()),
            ("utm_term", self.utm_term.as_deref()),
            ("utm_content", self.utm_content.as_deref()),
        ]
    }
}

/// Insert form for [`LinkRow`].
#[derive(Debug, Insertable, AsChangeset)]
#[diesel(table_name = links)]
pub struct NewLink {
    /// Public id.
    pub id: String,
    /// Owning business.
    pub business_id: String,
    /// What the row is.
    #[diesel(serialize_as = String)]
    pub kind: LinkKind,
    /// Multilink of an experience.
    pub parent_id: Option<String>,
    /// Experience order.
    pub position: i32,
    /// Experience share.
    pub traffic_share: i32,
    /// Experience device filter.
    #[diesel(serialize_as = String)]
    pub device_option: DeviceOption,
    /// Target type.
    #[diesel(serialize_as = String)]
    pub url_type: UrlType,
    /// Title.
    pub description: String,
    /// Images JSON.
    pub images: String,
    /// Promocode.
    pub promocode: Option<String>,
    /// Influencer.
    pub influencer_id: Option<String>,
    /// Tracking tags.
    pub utm_source: Option<String>,
    /// Tracking tags.
    pub utm_medium: Option<String>,
    /// Tracking tags.
    pub utm_campaign: Option<String>,
    /// Tracking tags.
    pub utm_term: Option<String>,
    /// Tracking tags.
    pub utm_content: Option<String>,
    /// Custom destination.
    pub shopping_redirect_url: Option<String>,
    /// Creator (merchant).
    pub created_by_user_id: Option<String>,
    /// Creator (influencer).
    pub created_by_influencer_id: Option<String>,
    /// Created.
    pub created_at: NaiveDateTime,
    /// Edited.
    pub updated_at: NaiveDateTime,
}

/// The five tracking-tag columns, set together.
#[derive(Debug, Clone, AsChangeset)]
#[diesel(table_name = links, treat_none_as_null = true)]
pub struct UtmColumns {
    /// Tracking tags.
    pub utm_source: Option<String>,
    /// Tracking tags.
    pub utm_medium: Option<String>,
    /// Tracking tags.
    pub utm_campaign: Option<String>,
    /// Tracking tags.
    pub utm_term: Option<String>,
    /// Tracking tags.
    pub utm_content: Option<String>,
}

impl From<&super::wire::UtmParams> for UtmColumns {
    fn from(u: &super::wire::UtmParams) -> Self {
        UtmColumns {
            utm_source: u.utm_source.clone(),
            utm_medium: u.utm_medium.clone(),
            utm_campaign: u.utm_campaign.clone(),
            utm_term: u.utm_term.clone(),
            utm_content: u.utm_content.clone(),
        }
    }
}

impl LinkRow {
    /// The row's tracking tags.
    pub fn utm(&self) -> super::wire::UtmParams {
        super::wire::UtmParams {
            utm_source: self.utm_source.clone(),
            utm_medium: self.utm_medium.clone(),
            utm_campaign: self.utm_campaign.clone(),
            utm_term: self.utm_term.clone(),
            utm_content: self.utm_content.clone(),
        }
    }
}

/// A product of a link.
#[derive(Debug, Clone, Queryable, Selectable, Insertable)]
#[diesel(table_name = link_products)]
pub struct LinkProduct {
    /// Link.
    pub link_id: String,
    /// Order in the link.
    pub position: i32,
    /// Store product id (the pickers' `inventory_id`).
    pub product_shopify_id: String,
    /// JSON object of the options chosen for it (`{"Color": "Red"}`).
    pub selected_options: String,
}

/// A collection of a link.
#[derive(Debug, Clone, Queryable, Selectable, Insertable)]
#[diesel(table_name = link_collections)]
pub struct LinkCollection {
    /// Link.
    pub link_id: String,
    /// Order in the link.
    pub position: i32,
    /// Store collection id.
    pub collection_shopify_id: String,
}

const ID_ALPHABET: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/// A fresh public id: 8 base62 characters (about 47 bits, so collisions are rare and the URL
/// stays short; the insert retries on the primary key if one happens).
pub fn new_link_id() -> String {
    let mut rng = rand::rng();
    (0..8).map(|_| ID_ALPHABET[rng.random_range(0..ID_ALPHABET.len())] as char).collect()
}

/// Whether `id` has the shape of a public id, so malformed path segments never reach the
/// database.
pub fn is_link_id(id: &str) -> bool {
    id.len() == 8 && id.bytes().all(|b| b.is_ascii_alphanumeric())
}
