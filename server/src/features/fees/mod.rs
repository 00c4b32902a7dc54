//! The per-sale fee (docs/billing.md#the-per-sale-fee): each store order sold through a look (a
//! "smart multi-product link") of a business on a paid plan carries the plan's fee. It is held
//! for a week, then charged once as a usage record on the subscription's usage line, so it shows
//! on the merchant's Shopify bill, unless the order was refunded in full by then; the line's cap
//! per 30-day cycle stops the charges when reached. The sweep ([`SWEEP`]) records fees and hands
//! each one whose hold ended to its own durable charge job; the merchant sees the cycle's fees
//! in the account page.

mod api;
mod charge;
mod rows;
mod rules;
mod sweep;

pub use api::{FeeTally, LinkFees, SaleFeeLine, SaleFees};
pub use rules::FeeState;
pub use sweep::sweep;

use actix_web::web;

use crate::features::jobs;
use crate::state::Handles;

/// Registers the charge job and the sweep (start-up).
pub fn register(handles: &mut Handles) {
    jobs::register(handles, charge::CHARGE);
    jobs::schedule(handles, sweep::SWEEP);
}

/// The calls, under `/api`.
pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.route("/admin/v1/billing/fees", web::get().to(api::fees));
}

/// This feature's endpoints in the OpenAPI document.
#[derive(utoipa::OpenApi)]
#[openapi(paths(api::fees))]
pub struct Api;
