//! The merchant's analytics tags on instant store pages (docs/settings.md#analytics-tags): the
//! Meta pixel and the Google tag, each loaded only when its id is set, by scripts carrying the
//! page's per-request nonce, and the origins each needs added to the page's CSP — those and no
//! others. Ids passed their format checks when saved (digits; `G-` and letters or digits), so
//! they are written into the scripts as they are.

use super::data::Tracking;
use crate::http::security::Allowances;

/// Where the pixel's script comes from.
pub const PIXEL_SCRIPT: &str = "https://connect.facebook.net";
/// Where the pixel reports to.
pub const PIXEL_REPORTS: &str = "https://www.facebook.com";
/// Where the Google tag's script comes from.
pub const GTAG_SCRIPT: &str = "https://www.googletagmanager.com";
/// Where the Google tag reports to.
pub const GTAG_REPORTS: [&str; 2] = ["https://*.google-analytics.com", "https://*.analytics.google.com"];

/// The scripts for the head, with `nonce_attr` (the page's nonce slot) on each.
pub fn scripts(tracking: &Tracking, nonce_attr: &str) -> String {
    let mut out = String::new();
    if let Some(id) = &tracking.facebook_pixel_id {
        out.push_str(&format!(
            "<script {nonce_attr}>!function(f,b,e,v,n,t,s){{if(f.fbq)return;n=f.fbq=function(){{n.callMethod?\
             n.callMethod.apply(n,arguments):n.queue.push(arguments)}};if(!f._fbq)f._fbq=n;n.push=n;n.loaded=!0;\
             n.version='2.0';n.queue=[];t=b.createElement(e);t.async=!0;t.src=v;s=b.getElementsByTagName(e)[0];\
             s.parentNode.insertBefore(t,s)}}(window,document,'script','{PIXEL_SCRIPT}/en_US/fbevents.js');\
             fbq('init','{id}');fbq('track','PageView');</script>\n"
        ));
    }
    if let Some(id) = &tracking.google_analytics_id {
        out.push_str(&format!(
            "<script async src=\"{GTAG_SCRIPT}/gtag/js?id={id}\" {nonce_attr}></script>\n\
             <script {nonce_attr}>window.dataLayer=window.dataLayer||[];function gtag(){{dataLayer.push(arguments)}}\
             gtag('js',new Date());gtag('config','{id}');</script>\n"
        ));
    }
    out
}

/// The page's CSP allowances with the tags' origins added.
pub fn allow(tracking: &Tracking, mut allowances: Allowances) -> Allowances {
    if tracking.facebook_pixel_id.is_some() {
        allowances.scripts.push(PIXEL_SCRIPT.to_owned());
        allowances.connect.push(PIXEL_REPORTS.to_owned());
    }
    if tracking.google_analytics_id.is_some() {
        allowances.scripts.push(GTAG_SCRIPT.to_owned());
        allowances.connect.push(GTAG_SCRIPT.to_owned());
        allowances.connect.extend(GTAG_REPORTS.map(str::to_owned));
    }
    allowances
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_tags_that_are_set_are_loaded_and_allowed() {
        let none = Tracking::default();
        assert_eq!(scripts(&none, "nonce=\"n\""), "");
        assert_eq!(allow(&none, Allowances::default()), Allowances::default());

        let pixel = Tracking { facebook_pixel_id: Some("123456789012345".into()), google_analytics_id: None };
        let html = scripts(&pixel, "nonce=\"n\"");
        assert!(html.contains("fbq('init','123456789012345')") && html.starts_with("<script nonce=\"n\">"));
        assert!(!html.contains("googletagmanager"));
        let allowed = allow(&pixel, Allowances::default());
        assert_eq!(allowed.scripts, vec![PIXEL_SCRIPT.to_owned()]);
        assert_eq!(allowed.connect, vec![PIXEL_REPORTS.to_owned()]);

        let both = Tracking { google_analytics_id: Some("G-AB12CD34".into()), ..pixel };
        let html = scripts(&both, "nonce=\"n\"");
        assert!(html.contains("gtag/js?id=G-AB12CD34") && html.matches("nonce=\"n\"").count() == 3);
        assert_eq!(allow(&both, Allowances::default()).scripts, vec![PIXEL_SCRIPT.to_owned(), GTAG_SCRIPT.to_owned()]);
    }
}
