//! Picks the UI language: `?lang=` first (remembered in a cookie), then that cookie, then the
//! signed-in user's setting, then English.

use actix_web::cookie::{Cookie, SameSite};
use actix_web::HttpRequest;

use crate::locale::Locale;

/// Cookie remembering an explicit `?lang=` choice.
pub const LANG_COOKIE: &str = "shoplinks_lang";

/// The chosen locale, and a cookie to set when the choice came from the query string.
pub fn choose(req: &HttpRequest, user_locale: Option<&str>) -> (Locale, Option<Cookie<'static>>) {
    let from_query = url::form_urlencoded::parse(req.query_string().as_bytes())
        .find(|(k, _)| k == "lang")
        .and_then(|(_, v)| Locale::parse(&v));
    if let Some(locale) = from_query {
        let cookie = Cookie::build(LANG_COOKIE, locale.tag())
            .path("/")
            .same_site(SameSite::Lax)
            .max_age(actix_web::cookie::time::Duration::days(365))
            .finish();
        return (locale, Some(cookie));
    }
    let locale = req
        .cookie(LANG_COOKIE)
        .and_then(|c| Locale::parse(c.value()))
        .or_else(|| user_locale.and_then(Locale::parse))
        .unwrap_or(Locale::En);
    (locale, None)
}
