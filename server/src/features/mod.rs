//! Product features, one folder each (routes, handlers, models, queries together).

pub mod accounts;
pub mod analytics;
pub mod appearance;
pub mod auth;
pub mod billing;
pub mod catalog;
pub mod clicks;
pub mod domains;
pub mod email;
pub mod fees;
pub mod health;
pub mod influencers;
pub mod jobs;
pub mod links;
pub mod magic_store;
pub mod media;
pub mod orders;
pub mod pages;
pub mod public;
pub mod rollups;
pub mod settings;
pub mod shopboard;
pub mod store;
pub mod testing;
pub mod vision;
