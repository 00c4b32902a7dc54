//! The app URL and OAuth callback Shopify (or the sandbox store) calls:
//! `GET /shopify/install?shop=…` starts the install, `GET /shopify/callback` finishes it.
//!
//! Install: the shop domain is validated, a signed request's HMAC and timestamp are checked,
//! and a single-use state nonce is stored before redirecting to the shop's authorize page.
//! Callback: HMAC, timestamp window, shop domain and state are all checked before the code is
//! exchanged; the token is sealed at rest. A connect started by a signed-in merchant attaches
//! the store at once; an install started from the app listing goes to `/auth?auth=…`, where an
//! account claims it.

use actix_web::http::header;
use actix_web::{web, HttpRequest, HttpResponse};

use super::events::StoreConnected;
use super::installation;
use super::shopify::{hmac, oauth, shop_domain};
use crate::error::{AppError, AppResult};
use crate::features::accounts::session;
use crate::features::store::crypto::SecretBox;
use crate::http::client_ip::client_key;
use crate::http::redirect;
use crate::state::AppState;

fn query_pairs(req: &HttpRequest) -> Vec<(String, String)> {
    url::form_urlencoded::parse(req.query_string().as_bytes()).into_owned().collect()
}

fn param<'a>(pairs: &'a [(String, String)], name: &str) -> Option<&'a str> {
    pairs.iter().find(|(k, _)| k == name).map(|(_, v)| v.as_str())
}

/// 302 to the shop's authorize page: off the site on purpose, built from a checked shop domain
/// and the configured endpoint, never from the request's own text.
fn to_shop(url: &str) -> HttpResponse {
    HttpResponse::Found().insert_header((header::LOCATION, url)).finish()
}

/// `GET /shopify/install?shop=…[&hmac&timestamp]`. Anyone may start an install (the app
/// listing links here unsigned), and each start stores a state row, so starts are limited per
/// client address ([`RateLimits::checks_ip`]) and expired states are swept hourly.
///
/// [`RateLimits::checks_ip`]: crate::http::rate_limit::RateLimits::checks_ip
pub async fn install(req: HttpRequest, state: web::Data<AppState>) -> AppResult<HttpResponse> {
    state.limits.checks_ip.check(&state.db, &client_key(&req, &state)).await?;
    let pairs = query_pairs(&req);
    let shop = param(&pairs, "shop")
        .and_then(shop_domain::parse)
        .ok_or_else(|| AppError::BadRequest("A valid shop domain (name.myshopify.com) is required".into()))?;
    if param(&pairs, "hmac").is_some() {
        hmac::verify_query(&pairs, &state.settings.shopify.api_secret, chrono::Utc::now().timestamp())
            .map_err(|e| AppError::BadRequest(format!("Request signature refused: {e}")))?;
    }
    let business_id = session::current(&state.db, &req).await?.filter(|s| s.is_admin()).map(|s| s.business_id);
    let nonce = {
        let shop = shop.clone();
        state.db.run(move |conn| oauth::issue_state(conn, &shop, business_id.as_deref())).await?
    };
    let endpoint = state.settings.shopify.endpoint_for(&shop, &state.public_base);
    let callback = format!("{}/shopify/callback", state.public_base);
    Ok(to_shop(&oauth::authorize_url(&endpoint, &state.settings.shopify.api_key, &callback, &nonce)))
}

/// `GET /shopify/callback?code&hmac&shop&state&timestamp`.
pub async fn callback(req: HttpRequest, state: web::Data<AppState>) -> AppResult<HttpResponse> {
    let pairs = query_pairs(&req);
    let secret = &state.settings.shopify.api_secret;
    hmac::verify_query(&pairs, secret, chrono::Utc::now().timestamp())
        .map_err(|e| AppError::BadRequest(format!("Callback signature refused: {e}")))?;
    let shop = param(&pairs, "shop")
        .and_then(shop_domain::parse)
        .ok_or_else(|| AppError::BadRequest("Invalid shop domain".into()))?;
    let nonce = param(&pairs, "state").unwrap_or_default().to_owned();
    let code = param(&pairs, "code").filter(|c| !c.is_empty()).map(str::to_owned);
    let grant = {
        let shop = shop.clone();
        state.db.run(move |conn| oauth::consume_state(conn, &nonce, &shop)).await?
    };
    let (Some(grant), Some(code)) = (grant, code) else {
        return Err(AppError::BadRequest("This installation link is invalid or was already used".into()));
    };
    let endpoint = state.settings.shopify.endpoint_for(&shop, &state.public_base);
    let token = oauth::exchange_code(&state.http, &endpoint, &state.settings.shopify.api_key, secret, &code)
        .await
        .map_err(|e| AppError::Internal(e.context("exchanging the authorization code")))?;
    let sealed = state.handle::<SecretBox>().seal(&token.access_token).map_err(AppError::Internal)?;
    let business_id = grant.business_id;
    let attached_to = business_id.clone();
    let signed_in = session::current(&state.db, &req).await?.is_some();
    let connected = crate::events::of::<StoreConnected>(&state);
    let location = state
        .db
        .run(move |conn| {
            let row = installation::upsert(conn, &shop, &sealed, &token.scope)?;
            match business_id {
                Some(business) => {
                    crate::db::write_transaction(conn, |conn| installation::attach(conn, &row, &business, &connected))?;
                    Ok::<_, AppError>("/auth?connected=1".to_owned())
                }
                None => {
                    let claim = installation::issue_connect_token(conn, &row.id)?;
                    // Signed in: the /auth screen offers to connect. Signed out: sign up (the
                    // page links to store login for existing accounts).
                    let page = if signed_in { "/auth" } else { "/register-store" };
                    Ok(format!("{page}?auth={claim}"))
                }
            }
        })
        .await?;
    tracing::info!("store installed");
    if let Some(business) = attached_to {
        super::connect::after_attach(&state, &business).await?;
    }
    Ok(redirect::found(&location))
}
