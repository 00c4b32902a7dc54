//! Links, shorts and multilinks (spec 2): the merchant's and influencers' API. The public side
//! (pages and redirects shoppers hit) lives in `redirect` and `storefront`; figures in
//! `analytics`.

pub mod access;
pub mod destination;
pub mod lifecycle;
pub mod model;

use actix_web::web;

/// Routes under `/api`.
pub fn routes(_cfg: &mut web::ServiceConfig) {}
