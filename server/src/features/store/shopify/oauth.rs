//! The adapter's side of Shopify's authorization-code grant: single-use state nonces, the
//! authorize URL, and the code-for-token exchange.

use chrono::Duration;
use diesel::prelude::*;
use serde::Deserialize;

use crate::clock::now;
use crate::db::schema::oauth_states;
use crate::db::DbConnection;
use crate::error::AppResult;
use crate::features::accounts::session::{hash_token, new_token};
use crate::features::jobs::{self, Periodic};
use crate::ids::new_id;

/// Access scopes the app asks for.
pub const SCOPES: &str = "read_products,read_orders,read_discounts,write_discounts";

/// How long a state nonce is good for.
const STATE_LIFETIME_MINUTES: i64 = 10;

/// Stores a new state nonce for `shop` (and the business that started the connect, if any).
pub fn issue_state(conn: &mut DbConnection, shop: &str, business_id: Option<&str>) -> AppResult<String> {
    let nonce = new_token();
    let at = now();
    diesel::insert_into(oauth_states::table)
        .values((
            oauth_states::id.eq(new_id()),
            oauth_states::nonce_hash.eq(hash_token(&nonce)),
            oauth_states::shop_domain.eq(shop),
            oauth_states::business_id.eq(business_id),
            oauth_states::created_at.eq(at),
            oauth_states::expires_at.eq(at + Duration::minutes(STATE_LIFETIME_MINUTES)),
        ))
        .execute(conn)?;
    Ok(nonce)
}

/// What a valid state carried.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StateGrant {
    /// The business that started the connect, when it was started signed in.
    pub business_id: Option<String>,
}

/// Uses up a state nonce issued for `shop`; `None` when unknown, reused, expired or for another
/// shop.
pub fn consume_state(conn: &mut DbConnection, nonce: &str, shop: &str) -> AppResult<Option<StateGrant>> {
    let at = now();
    let hash = hash_token(nonce);
    let target = oauth_states::table
        .filter(oauth_states::nonce_hash.eq(&hash))
        .filter(oauth_states::shop_domain.eq(shop))
        .filter(oauth_states::used_at.is_null())
        .filter(oauth_states::expires_at.gt(at));
    if diesel::update(target).set(oauth_states::used_at.eq(Some(at))).execute(conn)? == 0 {
        return Ok(None);
    }
    let business_id = oauth_states::table
        .filter(oauth_states::nonce_hash.eq(&hash))
        .select(oauth_states::business_id)
        .first::<Option<String>>(conn)?;
    Ok(Some(StateGrant { business_id }))
}

/// The shop's authorize page for our app.
pub fn authorize_url(endpoint: &str, api_key: &str, redirect_uri: &str, state: &str) -> String {
    let query = url::form_urlencoded::Serializer::new(String::new())
        .append_pair("client_id", api_key)
        .append_pair("scope", SCOPES)
        .append_pair("redirect_uri", redirect_uri)
        .append_pair("state", state)
        .finish();
    format!("{endpoint}/admin/oauth/authorize?{query}")
}

/// The token endpoint's answer.
#[derive(Debug, Deserialize)]
pub struct AccessToken {
    /// Offline access token.
    pub access_token: String,
    /// Granted scopes.
    pub scope: String,
}

/// Exchanges an authorization code for an access token. Redirects are not followed (an
/// outbound call must not be bounced elsewhere).
pub async fn exchange_code(
    http: &reqwest::Client,
    endpoint: &str,
    api_key: &str,
    api_secret: &str,
    code: &str,
) -> anyhow::Result<AccessToken> {
    let res = http
        .post(format!("{endpoint}/admin/oauth/access_token"))
        .json(&serde_json::json!({"client_id": api_key, "client_secret": api_secret, "code": code}))
        .send()
        .await?;
    if !res.status().is_success() {
        anyhow::bail!("token exchange refused with status {}", res.status());
    }
    Ok(res.json().await?)
}

/// Removes the install states past their expiry, every hour: anyone can start an install, so
/// its states must not pile up.
pub const SWEEP: Periodic = Periodic {
    name: "store.install_state_sweep",
    what: "expired store install states removed",
    every: jobs::HOURLY,
    run: |state| {
        jobs::in_db(state, |conn| {
            Ok(diesel::delete(oauth_states::table.filter(oauth_states::expires_at.le(now()))).execute(conn)?)
        })
    },
};
