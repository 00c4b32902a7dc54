//! App installations: one row per shop, holding the sealed access token and, once an account
//! connects it, the business it belongs to.

use chrono::{Duration, NaiveDateTime};
use diesel::prelude::*;

use crate::clock::now;
use crate::db::schema::store_installations;
use crate::db::DbConnection;
use crate::error::{AppError, AppResult};
use crate::events::Subscribers;
use crate::features::accounts::session::{hash_token, new_token};
use crate::features::store::events::StoreConnected;
use crate::ids::new_id;

/// An installation row.
#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = store_installations)]
pub struct Installation {
    pub(crate) id: String,
    pub(crate) shop_domain: String,
    /// Access token, sealed with [`super::crypto::SecretBox`].
    pub access_token_sealed: String,
    /// Granted scopes.
    pub scopes: String,
    /// Connected business.
    pub business_id: Option<String>,
    /// Hash of the pending connect token (install-first flow).
    pub connect_token_hash: Option<String>,
    /// When that token expires.
    pub connect_token_expires_at: Option<NaiveDateTime>,
    /// Installed (or re-installed).
    pub installed_at: NaiveDateTime,
    /// Set when the app was uninstalled.
    pub uninstalled_at: Option<NaiveDateTime>,
}

/// How long an install-first connect token lasts.
const CONNECT_TOKEN_MINUTES: i64 = 30;

/// Records (or refreshes) the installation of `shop` with a freshly sealed token.
pub fn upsert(conn: &mut DbConnection, shop: &str, sealed_token: &str, scopes: &str) -> AppResult<Installation> {
    let at = now();
    let existing = store_installations::table
        .filter(store_installations::shop_domain.eq(shop))
        .select(Installation::as_select())
        .first::<Installation>(conn)
        .optional()?;
    match existing {
        Some(row) => {
            diesel::update(store_installations::table.find(&row.id))
                .set((
                    store_installations::access_token_sealed.eq(sealed_token),
                    store_installations::scopes.eq(scopes),
                    store_installations::installed_at.eq(at),
                    store_installations::uninstalled_at.eq(None::<NaiveDateTime>),
                ))
                .execute(conn)?;
        }
        None => {
            diesel::insert_into(store_installations::table)
                .values((
                    store_installations::id.eq(new_id()),
                    store_installations::shop_domain.eq(shop),
                    store_installations::access_token_sealed.eq(sealed_token),
                    store_installations::scopes.eq(scopes),
                    store_installations::installed_at.eq(at),
                ))
                .execute(conn)?;
        }
    }
    Ok(store_installations::table
        .filter(store_installations::shop_domain.eq(shop))
        .select(Installation::as_select())
        .first(conn)?)
}

/// Issues the token that lets an account claim this installation (install-first flow).
pub fn issue_connect_token(conn: &mut DbConnection, installation_id: &str) -> AppResult<String> {
    let token = new_token();
    diesel::update(store_installations::table.find(installation_id))
        .set((
            store_installations::connect_token_hash.eq(Some(hash_token(&token))),
            store_installations::connect_token_expires_at.eq(Some(now() + Duration::minutes(CONNECT_TOKEN_MINUTES))),
        ))
        .execute(conn)?;
    Ok(token)
}

/// The installation a live connect token points to.
pub fn by_connect_token(conn: &mut DbConnection, token: &str) -> AppResult<Option<Installation>> {
    Ok(store_installations::table
        .filter(store_installations::connect_token_hash.eq(hash_token(token)))
        .filter(store_installations::connect_token_expires_at.gt(now()))
        .filter(store_installations::uninstalled_at.is_null())
        .select(Installation::as_select())
        .first(conn)
        .optional()?)
}

/// Connects an installation to a business. A business has one store and a store one business;
/// reconnecting the same pair is fine.
pub fn attach(
    conn: &mut DbConnection,
    installation: &Installation,
    business_id: &str,
    connected: &Subscribers<StoreConnected>,
) -> AppResult<()> {
    if installation.business_id.as_deref().is_some_and(|b| b != business_id) {
        return Err(AppError::Conflict("This store is already connected to another Shoplinks account".into()));
    }
    let current = crate::features::accounts::store_domain_of(conn, business_id)?;
    if current.as_deref().is_some_and(|d| d != installation.shop_domain) {
        return Err(AppError::Conflict("This account is already connected to another store".into()));
    }
    diesel::update(store_installations::table.find(&installation.id))
        .set((
            store_installations::business_id.eq(Some(business_id)),
            store_installations::connect_token_hash.eq(None::<String>),
            store_installations::connect_token_expires_at.eq(None::<NaiveDateTime>),
        ))
        .execute(conn)?;
    crate::features::accounts::set_store_domain(conn, business_id, Some(&installation.shop_domain))?;
    connected.written(conn, &StoreConnected { business_id: business_id.to_owned() })
}

/// The shop and sealed access token of `business_id`'s installed store, if any.
pub fn active_for_business(conn: &mut DbConnection, business_id: &str) -> AppResult<Option<(String, String)>> {
    Ok(store_installations::table
        .filter(store_installations::business_id.eq(business_id))
        .filter(store_installations::uninstalled_at.is_null())
        .select((store_installations::shop_domain, store_installations::access_token_sealed))
        .first::<(String, String)>(conn)
        .optional()?)
}

/// The Admin API client of `shop`'s live installation; `None` when it is unknown or the app was
/// uninstalled. Works whether or not a business is connected, so billing can still be managed
/// for a store whose account disconnected it.
pub async fn client_for_shop<'a>(
    state: &'a crate::state::AppState,
    shop: &str,
) -> AppResult<Option<super::shopify::admin::AdminClient<'a>>> {
    let domain = shop.to_owned();
    let sealed = state
        .db
        .run(move |conn| {
            Ok(store_installations::table
                .filter(store_installations::shop_domain.eq(&domain))
                .filter(store_installations::uninstalled_at.is_null())
                .select(store_installations::access_token_sealed)
                .first::<String>(conn)
                .optional()?)
        })
        .await?;
    sealed.map(|sealed| super::shopify::admin::AdminClient::sealed(state, shop, &sealed)).transpose()
}
