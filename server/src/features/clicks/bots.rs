//! Requests that get the page but never count (docs/public-side.md#clicks): HEAD requests and
//! crawlers or link-preview fetchers, recognised by their user agent. Matching is by lower-cased
//! substring, which is what the crawlers document; the generic words catch the long tail.

use actix_web::http::{header, Method};
use actix_web::HttpRequest;

/// Lower-cased user-agent fragments of crawlers and link-preview fetchers.
const BOT_TOKENS: &[&str] = &[
    "googlebot",
    "bingbot",
    "facebookexternalhit",
    "facebot",
    "twitterbot",
    "slackbot",
    "slack-imgproxy",
    "linkedinbot",
    "whatsapp",
    "telegrambot",
    "discordbot",
    "pinterestbot",
    "pinterest/",
    "redditbot",
    "applebot",
    "embedly",
    "skypeuripreview",
    "vkshare",
    "iframely",
    "bot",
    "crawler",
    "spider",
    "preview",
];

/// Whether a user agent belongs to a crawler or a link-preview fetcher. A missing user agent
/// is not taken for a bot: plain HTTP clients send none and their opens are real.
pub fn is_bot_agent(user_agent: &str) -> bool {
    let ua = user_agent.to_ascii_lowercase();
    BOT_TOKENS.iter().any(|t| ua.contains(t))
}

/// Whether this request must not count: a HEAD request or a bot's user agent.
pub fn is_bot(req: &HttpRequest) -> bool {
    req.method() == Method::HEAD
        || req.headers().get(header::USER_AGENT).and_then(|v| v.to_str().ok()).is_some_and(is_bot_agent)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn crawlers_and_previewers_are_bots_and_browsers_are_not() {
        for ua in [
            "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
            "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
            "Twitterbot/1.0",
            "Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)",
            "WhatsApp/2.23.20.0",
            "TelegramBot (like TwitterBot)",
            "Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)",
            "LinkedInBot/1.0 (compatible; Mozilla/5.0)",
            "Mozilla/5.0 (compatible; Embedly/0.2)",
            "SkypeUriPreview Preview/0.5",
            "Iframely/1.3.1",
            "some-crawler/1.0",
        ] {
            assert!(is_bot_agent(ua), "{ua}");
        }
        for ua in [
            "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148",
            "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/120 Safari/537.36",
        ] {
            assert!(!is_bot_agent(ua), "{ua}");
        }
    }
}
