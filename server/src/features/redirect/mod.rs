//! The public hot path (ARCHITECTURE §4, docs/links-api.md "Public side"): `/{username}/{id}`
//! answers a short with a 302, a look with the instant store page, and a multilink with one of
//! its experiences; everything else under two segments (app pages such as `/login/influencer`)
//! falls through to the page renderer. Links are resolved through a short-lived in-memory
//! cache so a redirect costs no database round trip; the click goes to the click pipeline.

pub mod cache;
pub mod open;
pub mod pick;
pub mod resolve;
pub mod target;
pub mod unavailable;

use actix_web::{guard, web};

/// Mounts the public link routes; must come after every other two-segment route and before the
/// pages' default service.
pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.route("/{username}/{id}", web::route().guard(guard::Any(guard::Get()).or(guard::Head())).to(open::open))
        .route("/{username}/{id}/cart", web::post().to(crate::features::storefront::cart::add))
        .route("/{username}/{id}/checkout", web::post().to(crate::features::storefront::checkout::start));
}

/// Whether a path's two segments can name a public link: a username anyone could hold (so not
/// one of the app's reserved words) and an id of the link id shape. Anything else is an app page.
pub fn is_link_path(username: &str, id: &str) -> bool {
    crate::features::links::model::is_link_id(id)
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
        assert!(is_link_path("anna", "aB3dE5fG"));
        assert!(is_link_path("shop-1a2b3c4d", "00000000"));
    }
}
