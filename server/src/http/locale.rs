//! Picks the UI language: `?lang=` first (remembered in a cookie), then that cookie, then the
//! signed-in user's setting, then English. Public pages, which have no signed-in user, follow the
//! browser's language (`Accept-Language`) in its place ([`for_shopper`]).

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

/// The language of a page shoppers see: as [`choose`], with the browser's preferred language
/// (the first of `Accept-Language` that the product speaks) where a user's setting would be.
pub fn for_shopper(req: &HttpRequest) -> (Locale, Option<Cookie<'static>>) {
    let browser = req
        .headers()
        .get(actix_web::http::header::ACCEPT_LANGUAGE)
        .and_then(|v| v.to_str().ok())
        .and_then(browser_locale);
    choose(req, browser.map(Locale::tag))
}

/// The first language of an `Accept-Language` value that the product speaks (`he-IL` is
/// Hebrew; `iw` is Hebrew's old code), in the browser's order of preference.
fn browser_locale(header: &str) -> Option<Locale> {
    let mut ranked: Vec<(f32, usize, &str)> = header
        .split(',')
        .enumerate()
        .filter_map(|(i, part)| {
            let mut bits = part.split(';').map(str::trim);
            let tag = bits.next().filter(|t| !t.is_empty())?;
            let q = bits.find_map(|b| b.strip_prefix("q=")).and_then(|q| q.parse().ok()).unwrap_or(1.0);
            Some((q, i, tag))
        })
        .filter(|(q, _, _)| *q > 0.0)
        .collect();
    ranked.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
    ranked.into_iter().find_map(|(_, _, tag)| {
        let primary = tag.split('-').next().unwrap_or(tag);
        if primary.eq_ignore_ascii_case("iw") {
            return Some(Locale::He);
        }
        Locale::parse(primary)
    })
}

#[cfg(test)]
mod tests {
    use super::browser_locale;
    use crate::locale::Locale;

    #[test]
    fn the_browsers_first_spoken_language_wins() {
        assert_eq!(browser_locale("he-IL,he;q=0.9,en-US;q=0.8,en;q=0.7"), Some(Locale::He));
        assert_eq!(browser_locale("en-US,en;q=0.9,he;q=0.8"), Some(Locale::En));
        assert_eq!(browser_locale("fr-FR,fr;q=0.9,he;q=0.8"), Some(Locale::He), "French is not spoken here");
        assert_eq!(browser_locale("en;q=0.5,he"), Some(Locale::He), "by weight, not order");
        assert_eq!(browser_locale("iw"), Some(Locale::He));
        assert_eq!(browser_locale("de, fr"), None);
        assert_eq!(browser_locale("he;q=0"), None);
        assert_eq!(browser_locale(""), None);
    }
}
