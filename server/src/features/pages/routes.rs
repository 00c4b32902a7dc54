//! The route table (docs/dashboard.md#routes): a path resolves to a page or a redirect.

use super::props::PageId;

/// Where a path leads.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Resolution {
    /// Render this page.
    Page(PageId),
    /// Redirect (302) here.
    Redirect(&'static str),
}

/// The home route every base and unknown path goes to.
pub const HOME: &str = "/admin/home";
/// Where unauthenticated visitors of dashboard routes go.
pub const LOGIN: &str = "/login";

const PUBLIC: &[(&str, PageId)] = &[
    ("/welcome", PageId::Welcome),
    ("/login", PageId::Login),
    ("/login-store", PageId::LoginStore),
    ("/login/influencer", PageId::LoginInfluencer),
    ("/register", PageId::Register),
    ("/register-store", PageId::RegisterStore),
    ("/register-request", PageId::RegisterRequest),
    ("/forgot-password", PageId::ForgotPassword),
    ("/forgot-password/influencer", PageId::ForgotPasswordInfluencer),
    ("/reset-password", PageId::ResetPassword),
    ("/auth", PageId::StoreAuth),
    ("/privacy-policy", PageId::PrivacyPolicy),
    ("/terms", PageId::Terms),
    ("/pricing-plans", PageId::PricingPlans),
    ("/help/shopify", PageId::HelpShopify),
    ("/verify-account", PageId::VerifyAccount),
];

const DASHBOARD: &[(&str, PageId)] = &[
    ("home", PageId::Home),
    ("shopboard", PageId::Shopboard),
    ("magic-store", PageId::MagicStore),
    ("influencers", PageId::Influencers),
    ("shorts", PageId::Shorts),
    ("links", PageId::Links),
    ("multilinks", PageId::Multilinks),
    ("trends", PageId::Trends),
    ("analytics", PageId::Analytics),
    ("my-account", PageId::MyAccount),
    ("settings", PageId::Settings),
    ("appearance", PageId::Appearance),
];

/// The dashboard sub-paths: the dashboard's own (`/admin/links/preview/…` and so
/// on) and ours, `/admin/shopboard/posts/{social}/{postId}` for a post's analytics.
const SUB_PATHS: &[&str] = &["preview", "edit", "links", "shorts", "influencers", "posts"];

const SOCIALS: &[&str] = &["instagram", "tiktok", "pinterest"];

/// Resolves a request path.
pub fn resolve(path: &str) -> Resolution {
    let trimmed = if path.len() > 1 { path.trim_end_matches('/') } else { path };
    if trimmed.is_empty() || trimmed == "/" || trimmed == "/admin" {
        return Resolution::Redirect(HOME);
    }
    if let Some((_, page)) = PUBLIC.iter().find(|(p, _)| *p == trimmed) {
        return Resolution::Page(*page);
    }
    let segments: Vec<&str> = trimmed.trim_start_matches('/').split('/').collect();
    match segments.as_slice() {
        ["admin", area, rest @ ..] => {
            let page = DASHBOARD.iter().find(|(a, _)| a == area).map(|(_, p)| *p);
            match page {
                Some(page) if rest.is_empty() || SUB_PATHS.contains(&rest[0]) => Resolution::Page(page),
                _ => Resolution::Redirect(HOME),
            }
        }
        [social, "auth"] if SOCIALS.contains(social) => Resolution::Page(PageId::SocialAuth),
        ["dev", "mailbox"] | ["dev", "mailbox", _] => Resolution::Page(PageId::DevMailbox),
        _ => Resolution::Redirect(HOME),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn base_and_unknown_paths_go_home() {
        for p in ["/", "", "/admin", "/admin/", "/nope", "/admin/nope", "/a/b/c", "/admin/links/bogus"] {
            assert_eq!(resolve(p), Resolution::Redirect(HOME), "{p}");
        }
    }

    #[test]
    fn every_dashboard_route_resolves_to_a_page() {
        for (p, page) in PUBLIC {
            assert_eq!(resolve(p), Resolution::Page(*page));
        }
        for (area, page) in DASHBOARD {
            assert_eq!(resolve(&format!("/admin/{area}")), Resolution::Page(*page));
            assert!(page.is_dashboard());
        }
        assert_eq!(resolve("/admin/links/preview/abc"), Resolution::Page(PageId::Links));
        assert_eq!(resolve("/admin/influencers/edit"), Resolution::Page(PageId::Influencers));
        assert_eq!(resolve("/admin/shopboard/posts/instagram/p1"), Resolution::Page(PageId::Shopboard));
        assert_eq!(resolve("/tiktok/auth"), Resolution::Page(PageId::SocialAuth));
        assert_eq!(resolve("/login/"), Resolution::Page(PageId::Login));
    }
}
