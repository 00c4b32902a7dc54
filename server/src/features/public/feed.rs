//! The shoppable feed page (docs/shopboard.md#public-feed), served at `/{username}/shopboard` (and
//! at its feed link's own `/{username}/{id}`): a grid of the merchant's shown posts across
//! networks, newest first, [`PAGE`] at a time, each tagged post leading to its post page (an
//! instant store page). It is counted as a view of the feed link through the same visit path as
//! a look ([`super::open`]).
//!
//! Rendered once per feed version, language and page by the SSR pool and kept in memory like
//! the instant store page; the version is the feed link's `updated_at` (touched by the shopboard
//! on every change to its posts) with the theme's and settings' stamps, so a hide, tag, sync or
//! disconnect shows on the next load. The page carries no script of ours: only the merchant's
//! analytics tags, when set, with the request's nonce spliced in.

use std::sync::Arc;
use std::time::Duration;

use actix_web::http::header::{self, HeaderValue};
use actix_web::{web, HttpRequest, HttpResponse};
use serde::Serialize;
use ts_rs::TS;

use super::cache::TtlCache;
use super::data::{Storefront, Tracking};
use super::page::{document, render_component, NONCE_SLOT};
use super::resolve::Resolved;
use super::{head, tracking};
use crate::error::AppResult;
use crate::features::appearance::Theme;
use crate::features::pages::PageId;
use crate::features::shopboard::feed::{self, title_of, FeedPost};
use crate::http::security::{content_security_policy_for, Allowances, CspNonce};
use crate::locale::Locale;
use crate::state::AppState;

/// Posts per feed page: a phone shows them three to a row, and twenty rows of pictures (loaded as
/// they come into view) are plenty before "More posts".
pub const PAGE: i64 = 60;
/// The last page anyone can ask for: a business holds at most 500 posts on each of three networks.
const LAST_PAGE: u32 = 25;
/// Posts whose picture loads at once (the first row): the rest load as they come into view.
const EAGER: usize = 3;
/// The size a picture of unknown size is shown at (square, as the grid crops it).
const UNKNOWN_SIDE: i32 = 640;

/// Page data of the feed page (`PageProps.data`).
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export, export_to = "ShopboardFeedData.ts", rename = "ShopboardFeedData")]
pub struct FeedData {
    /// The store's name, which heads the page.
    pub store_name: String,
    /// The business's theme (docs/appearance.md#fields).
    pub theme: Theme,
    /// The business's logo, above the store's name.
    pub logo: Option<String>,
    /// The posts of this page, newest first.
    pub posts: Vec<FeedTile>,
    /// This page's number, from 1.
    pub page: u32,
    /// The previous page's address (`None` on the first).
    pub previous_href: Option<String>,
    /// The next page's address (`None` on the last).
    pub next_href: Option<String>,
    /// The merchant's analytics tags (written by the server, not the component).
    #[serde(skip)]
    #[ts(skip)]
    pub tracking: Tracking,
}

/// One post of the grid.
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export, export_to = "ShopboardFeedTile.ts", rename = "ShopboardFeedTile")]
pub struct FeedTile {
    /// Our id of the post (the tile's key).
    pub id: String,
    /// Its post page, when shoppers can buy from it; `None` for a post without tagged products,
    /// which is shown but leads nowhere.
    pub href: Option<String>,
    /// Our copy of its picture.
    pub image: String,
    /// The picture's width in pixels.
    pub width: i32,
    /// The picture's height in pixels.
    pub height: i32,
    /// The network's name, shown as the tile's badge.
    pub network: String,
    /// The picture's text alternative: the caption's first line.
    pub alt: String,
    /// Whether the picture loads at once (the first row) rather than as it comes into view.
    pub eager: bool,
}

/// A rendered feed document cut at its nonce slots, so serving it is one concatenation.
#[derive(Debug)]
pub struct FeedDocument {
    parts: Vec<String>,
    tracking: Tracking,
}

impl FeedDocument {
    fn new(document: &str, tracking: Tracking) -> Self {
        FeedDocument { parts: document.split(NONCE_SLOT).map(str::to_owned).collect(), tracking }
    }

    /// The document with the request's `nonce` on its scripts.
    fn for_visitor(&self, nonce: &str) -> String {
        self.parts.join(&format!("nonce=\"{nonce}\""))
    }
}

/// Rendered feed pages by `(feed link id, version/language/page)`; `None` remembers a page past
/// the last. A new version is simply never asked for again, and the old one ages out.
pub type FeedCache = TtlCache<(String, String), Option<Arc<FeedDocument>>>;

/// A fresh feed cache for `AppState`.
pub fn new_cache() -> FeedCache {
    TtlCache::new(Duration::from_secs(600), 2_000)
}

/// The page a query asks for: `page=N` from 1 to [`LAST_PAGE`], 1 without one; `None` for any
/// other value (the unavailable page: nothing is read or cached for it).
pub fn page_of(query: &str) -> Option<u32> {
    let asked = url::form_urlencoded::parse(query.as_bytes()).find(|(k, _)| k == "page").map(|(_, v)| v.into_owned());
    match asked {
        None => Some(1),
        Some(v) => v.parse::<u32>().ok().filter(|n| (1..=LAST_PAGE).contains(n)),
    }
}

/// Answers the feed page of `resolved` (the business's feed link); `None` for a page that does
/// not exist.
pub async fn serve(
    req: &HttpRequest,
    state: &web::Data<AppState>,
    resolved: &Resolved,
    version: &str,
) -> AppResult<Option<HttpResponse>> {
    let Some(page) = page_of(req.query_string()) else { return Ok(None) };
    let (locale, remember) = crate::http::locale::for_shopper(req);
    let key = (resolved.root.id.clone(), format!("{version}/{}/{page}", locale.tag()));
    let cached = match state.handle::<FeedCache>().get(&key) {
        Some(hit) => hit,
        None => {
            let fresh = render(state, resolved, page, locale).await?.map(Arc::new);
            state.handle::<FeedCache>().put(key, fresh.clone());
            fresh
        }
    };
    let Some(doc) = cached else { return Ok(None) };
    let nonce = CspNonce::of(req);
    let mut res = HttpResponse::Ok()
        .content_type("text/html; charset=utf-8")
        .insert_header((header::CACHE_CONTROL, "no-store"))
        .body(doc.for_visitor(&nonce));
    let csp = content_security_policy_for(&nonce, &tracking::allow(&doc.tracking, Allowances::default()));
    if let Ok(value) = HeaderValue::from_str(&csp) {
        res.headers_mut().insert(header::CONTENT_SECURITY_POLICY, value);
    }
    if let Some(cookie) = remember {
        let _ = res.add_cookie(&cookie);
    }
    Ok(Some(res))
}

/// Reads and renders page `page` of the feed; `None` past the last page (the first always
/// exists, empty or not).
async fn render(
    state: &web::Data<AppState>,
    resolved: &Resolved,
    page: u32,
    locale: Locale,
) -> AppResult<Option<FeedDocument>> {
    let (business_id, username) = (resolved.business_id.clone(), resolved.username.clone());
    let loaded = state.db.run(move |conn| load(conn, &business_id, &username, page)).await?;
    let Some((data, total)) = loaded else { return Ok(None) };
    let path = format!("/{}/{}", resolved.username, feed::SEGMENT);
    let page_url = format!("{}{path}", state.public_base);
    let output = render_component(state, PageId::ShopboardFeed, path, &data, locale).await?;
    let title = format!("{} · Shop our posts", data.store_name);
    let description = match total {
        1 => format!("Shop 1 post from {}", data.store_name),
        n => format!("Shop {n} posts from {}", data.store_name),
    };
    let image = data.posts.first().map(|p| head::absolute(&p.image, &state.public_base));
    let head = head::meta(&title, &description, &page_url, image.as_deref());
    let scripts = tracking::scripts(&data.tracking, NONCE_SLOT);
    Ok(Some(FeedDocument::new(&document(locale, &head, &output, &scripts), data.tracking)))
}

/// The page data of page `page` and the feed's post count; `None` past the last page.
fn load(
    conn: &mut crate::db::DbConnection,
    business_id: &str,
    username: &str,
    page: u32,
) -> AppResult<Option<(FeedData, i64)>> {
    let skip = i64::from(page - 1) * PAGE;
    let (posts, total) = feed::page(conn, business_id, skip, PAGE)?;
    if page > 1 && posts.is_empty() {
        return Ok(None);
    }
    let storefront = Storefront::load(conn, business_id)?;
    let at = |n: u32| match n {
        1 => format!("/{username}/{}", feed::SEGMENT),
        n => format!("/{username}/{}?page={n}", feed::SEGMENT),
    };
    let data = FeedData {
        store_name: storefront.store_name,
        theme: storefront.theme,
        logo: storefront.logo,
        posts: posts.into_iter().enumerate().map(|(i, p)| tile(username, p, i < EAGER)).collect(),
        page,
        previous_href: (page > 1).then(|| at(page - 1)),
        next_href: (skip + PAGE < total).then(|| at(page + 1)),
        tracking: storefront.tracking,
    };
    Ok(Some((data, total)))
}

fn tile(username: &str, post: FeedPost, eager: bool) -> FeedTile {
    let known = post.width > 0 && post.height > 0;
    let alt = match title_of(&post.caption) {
        caption if caption.is_empty() => format!("A post on {}", post.network.display()),
        caption => caption,
    };
    FeedTile {
        href: post.link_id.map(|id| format!("/{username}/{id}")),
        image: post.image_url,
        width: if known { post.width } else { UNKNOWN_SIDE },
        height: if known { post.height } else { UNKNOWN_SIDE },
        network: post.network.display().to_owned(),
        alt,
        eager,
        id: post.id,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_page_is_a_number_from_one_to_the_last() {
        assert_eq!(page_of(""), Some(1));
        assert_eq!(page_of("page=2&utm_source=x"), Some(2));
        assert_eq!(page_of("utm_source=x"), Some(1));
        for bad in ["page=0", "page=-1", "page=abc", "page=26", "page=", "page=1.5"] {
            assert_eq!(page_of(bad), None, "{bad}");
        }
    }

    #[test]
    fn every_visitor_gets_their_own_nonce() {
        let doc = FeedDocument::new(
            "<script nonce=\"slot\">a</script><p>x</p><script nonce=\"slot\">b</script>",
            Tracking::default(),
        );
        assert_eq!(doc.for_visitor("n1"), "<script nonce=\"n1\">a</script><p>x</p><script nonce=\"n1\">b</script>");
        assert_eq!(FeedDocument::new("plain", Tracking::default()).for_visitor("n"), "plain");
    }
}
