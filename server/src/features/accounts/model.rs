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
}

/// Insert form for [`Influencer`].
#[derive(Debug, Insertable)]
#[diesel(table_name = influencers)]
pub struct NewInfluencer<'a> {
    pub(crate) id: &'a str,
    /// Owning business.
    pub business_id: &'a str,
    pub(crate) username: &'a str,
    pub(crate) email: &'a str,
    /// bcrypt hash.
    pub password_hash: Option<&'a str>,
    pub(crate) is_active: bool,
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
