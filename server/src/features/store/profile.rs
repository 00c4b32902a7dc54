//! The store's profile kept on the business: its time zone, in which analytics days are counted
//! (docs/analytics.md#days-and-time-zones). Read when a store is connected and whenever the
//! catalog is synced, so a merchant who changes the shop's zone sees it on the next sync.

use super::installation;
use super::shopify::admin::AdminClient;
use crate::features::accounts::zone;
use crate::state::AppState;

/// [`refresh`], with the outcome logged (a failure keeps the zone the business had).
pub async fn refresh_logged(state: &AppState, business_id: &str) {
    match refresh(state, business_id).await {
        Ok(Some(zone)) => tracing::info!(business.id = %business_id, zone, "store time zone read"),
        Ok(None) => {}
        Err(e) => tracing::warn!(business.id = %business_id, error = %e, "store profile not read"),
    }
}

/// Stores the store's time zone on the business; returns it (`None` without a store, or when
/// the store names a zone this build does not know, which leaves the business's as it was).
pub async fn refresh(state: &AppState, business_id: &str) -> anyhow::Result<Option<String>> {
    let owner = business_id.to_owned();
    let Some((shop, sealed)) = state.db.run(move |conn| installation::active_for_business(conn, &owner)).await? else {
        return Ok(None);
    };
    let profile = AdminClient::sealed(state, &shop, &sealed)?.shop_profile().await?;
    let Some(name) = profile.iana_timezone.filter(|z| zone::is_known(z)) else { return Ok(None) };
    let (owner, stored) = (business_id.to_owned(), name.clone());
    state.db.run(move |conn| crate::features::accounts::set_time_zone(conn, &owner, &stored)).await?;
    Ok(Some(name))
}
