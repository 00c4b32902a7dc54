//! The shopper-facing side of links: `/{username}/{id}` answers a short with a 302, a look with
//! the instant store page, and a multilink with one of its experiences; everything else under
//! two segments (app pages such as `/login/influencer`) falls through to the page renderer.
//! See docs/public-side.md.
//!
//! Layers, bottom up: [`resolve`] turns the path into what can be served (cached for a second,
//! so a redirect costs no database round trip) and [`visit`] works out the shopper's request
//! once — the link, device, experience, bot flag, visitor and click id. Above them sit the
//! siblings that answer: [`open`] (redirect or page), [`feed`] (the shoppable feed page), [`page`] (the instant store page, with
//! [`data`], [`head`], [`tracking`], [`choice`] and [`cart_view`]), and its forms over [`forms`]: [`cart_add`],
//! [`cart_line`] and [`checkout`], keeping the cart of [`cart`]. Clicks go to the click
//! pipeline and never wait on the database.

mod brand_host;
mod cache;
mod cart;
mod cart_add;
mod cart_line;
mod cart_view;
mod checkout;
mod choice;
mod data;
mod feed;
mod forms;
mod head;
mod open;
mod page;
mod pick;
mod resolve;
mod span;
mod target;
mod tracking;
mod unavailable;
mod variant_view;
mod visit;

pub use brand_host::{brand_hosts, TTL as BRAND_HOST_TTL};
pub use page::ShopperScript;
pub use resolve::TTL as RESOLVE_TTL;
pub use span::QuietPublicLinks;

use actix_web::{guard, web};

/// Mounts the public link routes; must come after every other two-segment route and before the
/// pages' default service.
pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.route("/{username}/{id}", web::route().guard(guard::Any(guard::Get()).or(guard::Head())).to(open::open))
        .route("/{username}/{id}/cart", web::post().to(cart_add::add))
        .route("/{username}/{id}/cart/line", web::post().to(cart_line::update))
        .route("/{username}/{id}/checkout", web::post().to(checkout::start));
}

/// Registers what the public side owns: the resolved-link, rendered-page and cart-section
/// caches, and the page script's URL. Link saves
/// must show at once, so the link cache empties whenever the links feature reports a change.
pub fn register(
    handles: &mut crate::state::Handles,
    link_changes: &mut crate::features::links::LinkChanges,
    script: page::ShopperScript,
) {
    let links = resolve::new_cache();
    let cleared = links.clone();
    link_changes.listen(move || cleared.clear());
    handles.insert(links);
    handles.insert(brand_host::new_cache());
    handles.insert(page::new_cache());
    handles.insert(feed::new_cache());
    handles.insert(cart_view::new_cache());
    handles.insert(script);
}

/// Whether a path's two segments can name a public link: a username anyone could hold (so not
/// one of the app's reserved words) and an id of the link id shape, or the feed's segment.
/// Anything else is an app page.
pub fn is_link_path(username: &str, id: &str) -> bool {
    (crate::features::links::is_link_id(id) || id == crate::features::shopboard::feed::SEGMENT)
        && crate::features::auth::validate::username_problem(username).is_none()
}

#[cfg(test)]
mod tests {
    use super::is_link_path;

    #[test]
    fn app_pages_are_not_link_paths() {
        for (u, id) in [
            ("login", "influenc"),
            ("admin", "settings"),
            ("dev", "mailbox1"),
            ("tiktok", "authauth"),
            ("forgot-password", "influenc"),
            ("anna", "short"),
            ("anna", "aB3dE5f!"),
            ("x", "aB3dE5fG"),
        ] {
            assert!(!is_link_path(u, id), "{u}/{id}");
        }
        assert!(!is_link_path("admin", "shopboard"), "the dashboard's Shopboard page");
        assert!(is_link_path("anna", "aB3dE5fG"));
        assert!(is_link_path("anna", "shopboard"), "the feed");
        assert!(is_link_path("shop-1a2b3c4d", "00000000"));
    }
}
