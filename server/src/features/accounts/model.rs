//! Rows and insert forms of the account tables.

use chrono::NaiveDateTime;
use diesel::prelude::*;

use crate::db::schema::{businesses, influencers, sessions, users};

/// A business (merchant shop account).
#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = businesses)]
pub struct Business {
    pub(crate) id: String,
    /// Display name.
    pub name: String,
    /// ISO currency code.
    pub currency: String,
    /// FREE, STARTER, BUSINESS, PRO or ENTERPRISE.
    pub subscription_plan: String,
    /// When the free trial ends.
    pub trial_ends_at: NaiveDateTime,
    /// Connected store's shop domain, if any.
    pub store_domain: Option<String>,
    /// Whether magic store (product vision) is on.
    pub product_vision_enabled: bool,
    /// When the row was created.
    pub created_at: NaiveDateTime,
    /// The store's IANA time zone, in which analytics days are counted (`UTC` until a store
    /// says otherwise).
    pub time_zone: String,
}

impl Business {
    /// The business's time zone (UTC when the stored name is not one this build knows).
    pub fn zone(&self) -> chrono_tz::Tz {
        crate::features::accounts::zone::parse(&self.time_zone)
    }
}

/// Insert form for [`Business`].
#[derive(Debug, Insertable)]
#[diesel(table_name = businesses)]
pub struct NewBusiness<'a> {
    pub(crate) id: &'a str,
    /// Display name.
    pub name: &'a str,
    /// Plan.
    pub subscription_plan: &'a str,
    /// Trial end.
    pub trial_ends_at: NaiveDateTime,
    /// Shop domain.
    pub store_domain: Option<&'a str>,
    /// Product vision flag.
    pub product_vision_enabled: bool,
    pub(crate) created_at: NaiveDateTime,
}

/// A merchant login.
#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = users)]
pub struct User {
    pub(crate) id: String,
    /// Owning business.
    pub business_id: String,
    /// Lower-case username (also the public URL prefix).
    pub username: String,
    pub(crate) email: String,
    /// Display name.
    pub name: String,
    /// bcrypt hash.
    pub password_hash: String,
    /// Email verified.
    pub is_verified: bool,
    /// Preferred UI language.
    pub locale: Option<String>,
    /// Sidebar preference.
    /// Sidebar preference.
    pub sidebar_expanded: Option<bool>,
    /// When the row was created.
    pub created_at: NaiveDateTime,
}

/// Insert form for [`User`].
#[derive(Debug, Insertable)]
#[diesel(table_name = users)]
pub struct NewUser<'a> {
    pub(crate) id: &'a str,
    /// Owning business.
    pub business_id: &'a str,
    pub(crate) username: &'a str,
    pub(crate) email: &'a str,
    pub(crate) name: &'a str,
    /// bcrypt hash.
    pub password_hash: &'a str,
    pub(crate) is_verified: bool,
    /// Preferred language.
    pub locale: Option<&'a str>,
    pub(crate) created_at: NaiveDateTime,
}

/// An influencer login.
#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = influencers)]
pub struct Influencer {
    pub(crate) id: String,
    /// Owning business.
    pub business_id: String,
    /// Username (unique within the business).
    pub username: String,
    pub(crate) email: String,
    /// bcrypt hash, once a password is set.
    pub password_hash: Option<String>,
    pub(crate) profile_image_url: Option<String>,
    pub(crate) promocode: Option<String>,
    /// Active (deactivated influencers cannot sign in).
    pub is_active: bool,
    /// Commission analytics.
    pub perm_commission: bool,
    /// Clicks analytics.
    pub perm_clicks: bool,
    /// Revenue analytics.
    pub perm_revenue: bool,
    /// Sales analytics.
    pub perm_sales: bool,
    /// Conversion-rate analytics.
    pub perm_cr: bool,
    /// Average-order-value analytics.
    pub perm_aov: bool,
    /// May create and edit links.
    pub perm_links: bool,
    /// When the row was created.
    pub created_at: NaiveDateTime,
    /// Phone, `+` and 8 to 15 digits.
    pub phone: Option<String>,
    /// Commission in hundredths of a percent (1250 is 12.5 %).
    pub commission_bp: i32,
    /// Refunds are taken off the revenue the commission is worked out on.
    pub reduce_refunds: bool,
    /// VAT is taken off the revenue the commission is worked out on.
    pub reduce_vat: bool,
    /// Share of the revenue the commission counts, in hundredths of a percent (10000 is all).
    pub net_revenue_ratio_bp: i32,
}

/// What the merchant sets of an influencer: the form's fields (docs/influencers.md), written
/// whole on create and on every edit.
#[derive(Debug, Clone, PartialEq, Eq, Insertable, AsChangeset)]
#[diesel(table_name = influencers, treat_none_as_null = true)]
pub struct InfluencerSettings {
    /// Email address.
    pub email: String,
    /// Round-cropped picture (an uploaded file's address).
    pub profile_image_url: Option<String>,
    /// The store discount code handed to shoppers, as the store spells it.
    pub promocode: Option<String>,
    /// Phone, `+` and 8 to 15 digits.
    pub phone: Option<String>,
    /// May sign in and be picked for links.
    pub is_active: bool,
    /// Commission analytics.
    pub perm_commission: bool,
    /// Clicks analytics.
    pub perm_clicks: bool,
    /// Revenue analytics.
    pub perm_revenue: bool,
    /// Sales analytics.
    pub perm_sales: bool,
    /// CR analytics.
    pub perm_cr: bool,
    /// AOV analytics.
    pub perm_aov: bool,
    /// Link editing.
    pub perm_links: bool,
    /// Commission in hundredths of a percent.
    pub commission_bp: i32,
    /// Refunds reduce the commission's revenue.
    pub reduce_refunds: bool,
    /// VAT reduces the commission's revenue.
    pub reduce_vat: bool,
    /// Share of the revenue counted, in hundredths of a percent.
    pub net_revenue_ratio_bp: i32,
}

impl InfluencerSettings {
    /// An active influencer with `email`, no permissions, no commission and the whole revenue
    /// counted (the form's defaults).
    pub fn new(email: String) -> Self {
        InfluencerSettings {
            email,
            profile_image_url: None,
            promocode: None,
            phone: None,
            is_active: true,
            perm_commission: false,
            perm_clicks: false,
            perm_revenue: false,
            perm_sales: false,
            perm_cr: false,
            perm_aov: false,
            perm_links: false,
            commission_bp: 0,
            reduce_refunds: false,
            reduce_vat: false,
            net_revenue_ratio_bp: 10_000,
        }
    }
}

/// Insert form for [`Influencer`].
#[derive(Debug, Insertable)]
#[diesel(table_name = influencers)]
pub struct NewInfluencer<'a> {
    pub(crate) id: &'a str,
    /// Owning business.
    pub business_id: &'a str,
    pub(crate) username: &'a str,
    /// bcrypt hash.
    pub password_hash: Option<&'a str>,
    /// Everything the form sets.
    #[diesel(embed)]
    pub settings: InfluencerSettings,
    pub(crate) created_at: NaiveDateTime,
}

/// A stored session.
#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = sessions)]
pub struct SessionRow {
    pub(crate) id: String,
    /// SHA-256 of the token, hex.
    pub token_hash: String,
    /// Business the session acts for.
    pub business_id: String,
    /// Merchant user, for admin sessions.
    pub user_id: Option<String>,
    /// Influencer, for influencer sessions.
    /// Influencer, for influencer sessions.
    pub influencer_id: Option<String>,
    /// When the row was created.
    pub created_at: NaiveDateTime,
    /// Expiry.
    pub expires_at: NaiveDateTime,
}

/// Insert form for [`SessionRow`].
#[derive(Debug, Insertable)]
#[diesel(table_name = sessions)]
pub struct NewSession<'a> {
    pub(crate) id: &'a str,
    pub(crate) token_hash: &'a str,
    pub(crate) business_id: &'a str,
    /// Merchant user.
    pub user_id: Option<&'a str>,
    pub(crate) influencer_id: Option<&'a str>,
    pub(crate) created_at: NaiveDateTime,
    /// Expiry.
    pub expires_at: NaiveDateTime,
}
