//! Orders of the connected store as Shoplinks keeps them: written by the store's order and
//! refund webhooks (verified by `store::webhooks`, published as the store's `SaleReceived`,
//! parsed and written by [`ingest`] and attributed to a link by [`attribution`]), reported,
//! redacted or deleted by its privacy webhooks ([`privacy`]), and listed for the merchant. Money is integer minor units of
//! the order's currency (`crate::money`); analytics reads these rows.

mod attribution;
mod counted;
pub mod ingest;
mod linked;
mod list;
mod model;
mod payload;
mod privacy;
mod recount;
mod sums;

pub use attribution::retry_pending;
pub use linked::{linked_sale, linked_sales_from, LinkedSale, SalesFrom};
pub use payload::OrderPayload;
pub use recount::recount_commission;
pub use sums::{
    attributed_order_lines, attributed_orders, credited_sales, lines_sold, link_sales, net_minor, AttributedOrder,
    CreditedSale, LinkSale, OrderLine, Sales, SoldLine,
};

use actix_web::web;

use crate::events::Subscribe;
use crate::features::store::events::{CustomerRequest, SaleReceived, ShopRedacted};
use crate::state::Handles;

/// Subscribes orders to the store's sale and privacy events.
pub fn subscribe(handles: &mut Handles) {
    handles.on_write::<SaleReceived>(ingest::receive);
    handles.on_write::<CustomerRequest>(privacy::answer);
    handles.on_write::<ShopRedacted>(privacy::redact_shop);
}

/// Schedules the retry of attributions whose click arrived after the order (start-up).
pub fn schedule(handles: &mut Handles) {
    crate::features::jobs::schedule(handles, attribution::RETRY);
}

/// Mounts the order calls (inside `/api`).
pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.route("/admin/v1/store/orders", web::get().to(list::orders));
}

/// This feature's endpoints and request shapes in the OpenAPI document (`crate::openapi` merges
/// every feature's).
#[derive(utoipa::OpenApi)]
#[openapi(paths(list::orders,))]
pub struct Api;
