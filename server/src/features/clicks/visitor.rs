//! Cookies of a public visit: the visitor id (`sl_vid`, one year) that dedupes unique views,
//! the per-link click id (`sl_clk_{link}`) that ties a visit's adds and checkout to its view, and
//! the per-link repeat window (`sl_seen_{link}`, 30 minutes) within which opening the link again
//! (a reload, back and forth between the page and the store) is the same view, not another
//! (docs/analytics.md#definitions).

use actix_web::cookie::{time::Duration, Cookie, SameSite};
use actix_web::HttpRequest;

use crate::ids::new_ordered_id;

/// Name of the visitor cookie.
pub const VISITOR_COOKIE: &str = "sl_vid";

/// Whether a cookie value has the shape of our ids (32 hex digits), so a forged value can not
/// smuggle anything into the events table.
pub fn is_id(value: &str) -> bool {
    value.len() == 32 && value.bytes().all(|b| b.is_ascii_hexdigit())
}

/// The visitor id from the cookie, or a fresh one with the cookie that keeps it.
pub fn visitor(req: &HttpRequest, secure: bool) -> (String, Option<Cookie<'static>>) {
    if let Some(id) = req.cookie(VISITOR_COOKIE).map(|c| c.value().to_owned()).filter(|v| is_id(v)) {
        return (id, None);
    }
    let id = new_ordered_id();
    let cookie = long_cookie(VISITOR_COOKIE.to_owned(), id.clone(), Duration::days(365), secure);
    (id, Some(cookie))
}

/// Name of the click-id cookie of a link.
pub fn click_cookie_name(root_link_id: &str) -> String {
    format!("sl_clk_{root_link_id}")
}

/// The click id of this visitor's last view of `root_link_id`, if any.
pub fn click_id(req: &HttpRequest, root_link_id: &str) -> Option<String> {
    req.cookie(&click_cookie_name(root_link_id)).map(|c| c.value().to_owned()).filter(|v| is_id(v))
}

/// The cookie carrying a view's click id to the cart and checkout forms (one day: a visit).
pub fn click_cookie(root_link_id: &str, click_id: &str, secure: bool) -> Cookie<'static> {
    long_cookie(click_cookie_name(root_link_id), click_id.to_owned(), Duration::days(1), secure)
}

/// How long after a counted view the same browser opening the same link is that view again.
pub const REPEAT_WINDOW: Duration = Duration::minutes(30);

fn seen_cookie_name(root_link_id: &str) -> String {
    format!("sl_seen_{root_link_id}")
}

/// Whether this browser had a counted view of `root_link_id` within [`REPEAT_WINDOW`].
pub fn seen_recently(req: &HttpRequest, root_link_id: &str) -> bool {
    req.cookie(&seen_cookie_name(root_link_id)).is_some()
}

/// The cookie that opens the repeat window of a counted view of `root_link_id`.
pub fn seen_cookie(root_link_id: &str, secure: bool) -> Cookie<'static> {
    long_cookie(seen_cookie_name(root_link_id), "1".to_owned(), REPEAT_WINDOW, secure)
}

/// An HttpOnly, SameSite=Lax cookie for the whole site.
pub fn long_cookie(name: String, value: String, max_age: Duration, secure: bool) -> Cookie<'static> {
    Cookie::build(name, value)
        .path("/")
        .max_age(max_age)
        .http_only(true)
        .same_site(SameSite::Lax)
        .secure(secure)
        .finish()
}
