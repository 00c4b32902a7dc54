//! Plans and billing (docs/billing.md): the plan catalogue, paid plans as
//! store-platform app subscriptions with a 30-day trial and a usage line for the per-sale fee
//! (charged by `fees`, which reads the line here), and the free plan as cancelling them.
//! The business's plan follows the subscription statuses the platform reports, never the
//! merchant's click alone.

mod access;
mod cancel;
mod catalogue;
pub mod events;
mod status;
mod subscribe;
mod usage;
pub use catalogue::{fee_terms, sale_fee, usd, SaleFee, FEE_HOLD_DAYS};
pub use status::record as record_statuses;
pub use status::refresh as refresh_subscriptions;
pub use usage::{billing_usage, usage_line, UsageLine};

use actix_web::web;
use futures_util::future::FutureExt;

use crate::events::Subscribe;
use crate::features::store::events::{AppUninstalled, SubscriptionsChanged};
use crate::state::Handles;

/// Billing follows the store: an uninstall ends the shop's subscriptions (with the uninstall),
/// and `app_subscriptions/update` reads them again, and so the plan.
pub fn subscribe(handles: &mut Handles) {
    handles.on_write::<AppUninstalled>(|conn, event| status::end_all_for_shop(conn, &event.shop));
    handles.on_commit::<SubscriptionsChanged>(|state, event| {
        async move {
            status::refresh(&state, &event.shop).await?;
            match event.business_id {
                Some(business_id) => crate::events::committed(&state, events::PlanRefreshed { business_id }).await,
                None => Ok(()),
            }
        }
        .boxed()
    });
}

/// Mounts the platform's return URL (outside `/api`).
pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.route("/shopify/billing/return", web::get().to(subscribe::billing_return));
}

/// Mounts the billing calls inside `/api`.
pub fn api_routes(cfg: &mut web::ServiceConfig) {
    cfg.route("/plans", web::get().to(catalogue::list))
        .route("/admin/v1/store/plan/upgrade/request", web::post().to(subscribe::request_upgrade))
        .route("/admin/v1/store/plan/cancel", web::post().to(cancel::cancel));
}

/// This feature's endpoints and request shapes in the OpenAPI document (`crate::openapi` merges
/// every feature's).
#[derive(utoipa::OpenApi)]
#[openapi(
    paths(catalogue::list, subscribe::request_upgrade, cancel::cancel,),
    components(schemas(subscribe::UpgradeBody, cancel::CancelBody,))
)]
pub struct Api;
