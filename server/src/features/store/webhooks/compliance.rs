//! The store's part of `shop/redact` (the platform's mandatory privacy webhook): once every
//! owner deleted its rows of the shop (orders and their reports, the catalog;
//! [`crate::features::store::events::ShopRedacted`]), the business forgets the shop and the
//! installation, its pending OAuth states and its inbox rows go.

use diesel::prelude::*;

use crate::db::schema::{oauth_states, store_installations, webhook_inbox};
use crate::db::DbConnection;
use crate::error::AppResult;
use crate::features::store::events::ShopRedacted;

/// Deletes what the store holds for the redacted shop.
pub fn forget_shop(conn: &mut DbConnection, redacted: &ShopRedacted) -> AppResult<()> {
    let shop = redacted.shop.as_str();
    if let Some(business_id) = redacted.business_id.as_deref() {
        crate::features::accounts::release_shop(conn, shop, Some(business_id))?;
    }
    diesel::delete(oauth_states::table.filter(oauth_states::shop_domain.eq(shop))).execute(conn)?;
    diesel::delete(store_installations::table.filter(store_installations::shop_domain.eq(shop))).execute(conn)?;
    diesel::delete(webhook_inbox::table.filter(webhook_inbox::shop_domain.eq(shop))).execute(conn)?;
    tracing::info!(shop.domain = shop, "shop redacted: its data was deleted");
    Ok(())
}
