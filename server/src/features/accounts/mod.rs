//! Accounts: businesses, merchant users, influencer logins and sessions.
//!
//! This foundation holds the tables and the session lookup that server rendering needs to know
//! who is signed in; sign-up, login and password flows build on it.

pub mod commission;
pub mod model;
pub mod plan;
pub mod session;
pub mod user;
pub mod viewer;
pub mod zone;
