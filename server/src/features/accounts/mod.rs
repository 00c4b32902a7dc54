//! Accounts: businesses, merchant users, influencer logins and sessions.
//!
//! This foundation holds the tables and the session lookup that server rendering needs to know
//! who is signed in; sign-up, login and password flows build on it.

mod business;
pub mod commission;
mod credited;
mod influencer_rows;
mod logins;
pub mod model;
pub mod plan;
mod public_facts;
mod rate_limits;
pub mod session;
pub mod user;
pub mod viewer;
pub mod zone;

pub use business::{
    business, create_business, currency_of, delete_business, name_of, plan_of, release_shop, set_plan,
    set_product_vision, set_store_domain, set_time_zone, store_domain_of, zone_of, zones_of,
};
pub use credited::{commission_rules_of, influencer_of_code};
pub use influencer_rows::{
    active_influencers, create_influencer, influencer_named, influencers_of, promocodes_of, save_influencer,
    set_influencer_active,
};
pub use logins::{
    active_influencer, email_in_use, insert_user, mark_verified, merchant_by_login, set_influencer_password,
    set_user_password, username_in_use,
};
pub use public_facts::{
    business_of_username, influencer_face, influencer_faces, influencer_pictures, merchant_username, shop_facts,
    InfluencerFace, ShopFacts,
};

/// Schedules the accounts' upkeep: expired sessions and spent rate limit counts go every hour.
pub fn schedule(handles: &mut crate::state::Handles) {
    crate::features::jobs::schedule(handles, session::SWEEP);
    crate::features::jobs::schedule(handles, rate_limits::SWEEP);
}
