//! A session token arriving as `?auth=` (docs/accounts.md#sessions): stored as the session cookie
//! when valid, then removed from the URL by a redirect, so it never stays in history or referrers.
//!
//! A URL is something anyone can send anyone, so the token never replaces a valid session (a
//! merchant following an attacker's link would otherwise work, and connect their store, inside
//! the attacker's business), and a link followed from another site signs nobody in
//! (docs/security.md#session-tokens-in-urls). The redirect happens either way.
//!
//! The store-connect pages use `?auth=` for the store's own token and are left alone.
//!
//! The redirect's target is the request's own path, so it goes through [`redirect::found`]: a
//! path such as `//evil.example/` must not become a `Location` that leaves the site.

use actix_web::{HttpRequest, HttpResponse};

use crate::error::{AppError, AppResult};
use crate::features::accounts::session;
use crate::http::{origin, redirect};
use crate::state::AppState;

const STORE_PAGES: &[&str] = &["/auth", "/register-store", "/login-store"];

/// `Some(redirect)` when the request carried `?auth=`.
pub async fn absorb(req: &HttpRequest, state: &AppState) -> AppResult<Option<HttpResponse>> {
    if STORE_PAGES.contains(&req.path().trim_end_matches('/')) {
        return Ok(None);
    }
    let pairs: Vec<(String, String)> =
        url::form_urlencoded::parse(req.query_string().as_bytes()).into_owned().collect();
    let Some(token) = pairs.iter().find(|(k, _)| k == "auth").map(|(_, v)| v.clone()) else {
        return Ok(None);
    };
    let rest: Vec<&(String, String)> = pairs.iter().filter(|(k, _)| k != "auth").collect();
    let mut location = req.path().to_owned();
    if !rest.is_empty() {
        let query = url::form_urlencoded::Serializer::new(String::new()).extend_pairs(rest).finish();
        location = format!("{location}?{query}");
    }
    let mut res = redirect::found(&location);
    if origin::sent_by_another_site(req) || session::current(&state.db, req).await?.is_some() {
        return Ok(Some(res));
    }
    let hash = session::hash_token(&token);
    let valid = state.db.run(move |conn| session::exists(conn, &hash)).await?;
    if valid {
        let secure = state.settings.public_url.scheme() == "https";
        res.add_cookie(&session::cookie(&token, secure)).map_err(|e| AppError::Internal(e.into()))?;
    }
    Ok(Some(res))
}
