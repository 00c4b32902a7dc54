//! Who may change the plan and through which store: only the merchant, only for their own
//! business, and only through the connected store (charges go through the store platform).

use crate::error::{AppError, AppResult};
use crate::features::accounts::session::Session;
use crate::features::store::installation;
use crate::features::store::shopify::admin::AdminClient;
use crate::state::AppState;

/// Message when billing needs a store and none is connected.
pub const NO_STORE: &str = "Connect your store before choosing a plan";

/// Refuses influencers and a `business_id` that is not the caller's (404, as for any other
/// tenant's resource).
pub fn own_business(current: &Session, business_id: Option<&str>) -> AppResult<()> {
    if !current.is_admin() {
        return Err(AppError::Forbidden("Only the merchant can change the plan".into()));
    }
    match business_id {
        Some(id) if id != current.business_id => Err(AppError::NotFound("No such business".into())),
        _ => Ok(()),
    }
}

/// The connected store's Admin API client, or 409 with [`NO_STORE`].
pub async fn billing_client<'a>(state: &'a AppState, current: &Session) -> AppResult<AdminClient<'a>> {
    let Some(shop) = current.business.store_domain.as_deref() else {
        return Err(AppError::Conflict(NO_STORE.into()));
    };
    installation::client_for_shop(state, shop).await?.ok_or_else(|| AppError::Conflict(NO_STORE.into()))
}
