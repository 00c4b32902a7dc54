//! From `/{username}/{id}` (or the feed's `/{username}/shopboard`) to what can be served, with everything a redirect needs computed
//! once and kept for [`TTL`] in memory, so the hot path does no database work. Unknown,
//! deleted and store-disconnected links resolve to `None` (the unavailable page), and so does
//! another merchant's username with this id: the link is looked up under the username's
//! business only.

use std::sync::Arc;
use std::time::Duration;

use actix_web::web;
use url::Url;

use super::cache::TtlCache;
use crate::db::DbConnection;
use crate::error::AppResult;
use crate::features::links::destination;
use crate::features::links::{self, LinkKind, LinkRow, UrlType};
use crate::features::shopboard::feed;
use crate::features::{accounts, appearance, catalog, domains, settings};
use crate::state::AppState;

/// How long a resolved link is reused: the longest a close, edit or disconnect takes to show.
pub const TTL: Duration = Duration::from_secs(1);
/// Most links kept at once.
const MAX_ENTRIES: usize = 50_000;

/// Resolved links by `(username, id)`; `None` remembers that a path serves nothing.
pub type LinkCache = TtlCache<(String, String), Option<Arc<Resolved>>>;

/// A fresh cache for `AppState`.
pub fn new_cache() -> LinkCache {
    TtlCache::new(TTL, MAX_ENTRIES)
}

/// A live link and what each of its servable parts does.
#[derive(Debug)]
pub struct Resolved {
    /// The username in the URL.
    pub username: String,
    /// Owning business.
    pub business_id: String,
    /// The store's base URL (cart permalinks start here).
    pub store_base: String,
    /// The link in the URL.
    pub root: LinkRow,
    /// The link's own public address (on its brand domain, if it has an active one): the
    /// canonical address of its page, whichever address the shopper came by.
    pub public_url: String,
    /// What serves: the root itself, or a multilink's experiences in order.
    pub servable: Vec<Served>,
    /// The business's default tracking tags (settings), for links without their own.
    pub default_tags: Vec<(&'static str, String)>,
}

impl Resolved {
    /// Whether the root is a multilink (pick an experience per visitor).
    pub fn is_multilink(&self) -> bool {
        self.root.kind == LinkKind::Multilink
    }
}

/// One link that answers shoppers.
#[derive(Debug)]
pub struct Served {
    /// The row.
    pub link: LinkRow,
    /// What it does.
    pub action: Action,
    /// Store ids of the products it shows or leads to (for the per-product view counts).
    pub products: Arc<[String]>,
}

/// What a served link does.
#[derive(Debug)]
pub enum Action {
    /// 302 to this store URL (tracking tags and click id are added per request).
    Redirect(Url),
    /// The instant store page; `version` changes whenever the page would render differently.
    Look {
        /// Cache key part: the link's and its products' last change.
        version: String,
    },
    /// The shoppable feed page (`public::feed`); `version` changes whenever its posts, the
    /// theme or the settings change.
    Feed {
        /// Cache key part: the feed link's last change (the shopboard touches it on every change
        /// to the posts) and the theme's.
        version: String,
    },
    /// Nothing to serve (target gone, or refused by the destination check).
    Unavailable,
}

/// Resolves through the cache.
pub async fn find(state: &web::Data<AppState>, username: &str, id: &str) -> AppResult<Option<Arc<Resolved>>> {
    let key = (username.to_owned(), id.to_owned());
    if let Some(hit) = state.handle::<LinkCache>().get(&key) {
        return Ok(hit);
    }
    let st = state.clone();
    let (u, i) = key.clone();
    let resolved = state.db.run(move |conn| load(conn, &st, &u, &i)).await?.map(Arc::new);
    state.handle::<LinkCache>().put(key, resolved.clone());
    Ok(resolved)
}

/// Reads a link and everything its redirect or page key needs, from the features that own
/// each part: the account (username, store), the links, the catalog, the settings and the theme.
fn load(conn: &mut DbConnection, state: &AppState, username: &str, id: &str) -> AppResult<Option<Resolved>> {
    let Some(business_id) = accounts::business_of_username(conn, username)? else {
        return Ok(None);
    };
    // The feed's own address names the business's feed link by its kind.
    let root = if id == feed::SEGMENT {
        links::only_link_of_kind(conn, &business_id, LinkKind::Shopboard)?
    } else {
        links::link_of(conn, &business_id, id)?
    };
    let Some(root) = root else { return Ok(None) };
    let store_domain = accounts::shop_facts(conn, &business_id)?.and_then(|facts| facts.store_domain);
    let Some(shop) = store_domain.filter(|_| root.is_live()) else { return Ok(None) };
    // A saved or reset theme, saved settings or logo, or a saved options map change how every
    // look of the business renders.
    let stamp = |at: Option<chrono::NaiveDateTime>| at.map(|t| t.to_string()).unwrap_or_default();
    let settings = settings::load(conn, &business_id)?;
    let theme_stamp = format!(
        "{}|{}|{}",
        stamp(appearance::changed_at(conn, &business_id)?),
        stamp(settings.changed_at),
        stamp(catalog::options_map_changed_at(conn, &business_id)?)
    );
    let default_tags = settings.settings.utm_pairs();
    let store_base = super::target::canonical_base(destination::store_base(state, &shop));
    let bases = destination::allowed_bases(state, Some(&shop));
    let rows = if root.kind == LinkKind::Multilink { links::experiences(conn, &root.id)? } else { vec![root.clone()] };
    let mut servable = Vec::with_capacity(rows.len());
    for link in rows {
        servable.push(served(conn, &business_id, &store_base, &bases, &theme_stamp, link)?);
    }
    let public_url = match domains::link_hosts(conn, &business_id, &[root.id.as_str()])?.remove(&root.id) {
        Some(host) => domains::address(state.settings.public_url.scheme(), &host, &root.id),
        None => format!("{}/{username}/{}", state.public_base, root.id),
    };
    Ok(Some(Resolved {
        username: username.to_owned(),
        business_id,
        store_base,
        root,
        public_url,
        servable,
        default_tags,
    }))
}

fn served(
    conn: &mut DbConnection,
    business_id: &str,
    store_base: &str,
    bases: &[String],
    theme_stamp: &str,
    link: LinkRow,
) -> AppResult<Served> {
    let product_ids: Vec<String> =
        links::products_of(conn, &link.id)?.into_iter().map(|p| p.product_shopify_id).collect();
    let action = match (link.kind, link.url_type) {
        (LinkKind::Shopboard, _) => Action::Feed { version: format!("{}|{theme_stamp}", link.updated_at) },
        // A post of the feed is an instant store page of its tagged products.
        (LinkKind::Look | LinkKind::ShopboardPost, _) => {
            let (count, newest) = catalog::products_version(conn, business_id, &product_ids)?;
            let newest = newest.map(|t| t.to_string()).unwrap_or_default();
            Action::Look { version: format!("{}|{count}|{newest}|{theme_stamp}", link.updated_at) }
        }
        (_, UrlType::Product) => {
            let product = match product_ids.first() {
                Some(pid) => catalog::product_address(conn, business_id, pid)?,
                None => None,
            };
            match product {
                // The catalog's URL is the store's own; it is checked like any destination,
                // and the product path under the store base stands in when it fails.
                Some((url, handle)) => destination::check(&url, bases)
                    .or_else(|_| destination::check(&format!("{store_base}/products/{handle}"), bases))
                    .map_or(Action::Unavailable, Action::Redirect),
                None => Action::Unavailable,
            }
        }
        (_, UrlType::Collection) => {
            let collection = links::collections_of(conn, &link.id)?.into_iter().next();
            let handle = match collection {
                Some(c) => catalog::collection_handle(conn, business_id, &c.collection_shopify_id)?,
                None => None,
            };
            handle
                .and_then(|h| destination::check(&format!("{store_base}/collections/{h}"), bases).ok())
                .map_or(Action::Unavailable, Action::Redirect)
        }
        (_, UrlType::Custom) => {
            // The same check as at save time, again now: the row may predate a rule, or the
            // store's domain may have changed since.
            match link.shopping_redirect_url.as_deref().map(|raw| destination::check(raw, bases)) {
                Some(Ok(url)) => Action::Redirect(url),
                Some(Err(e)) => {
                    tracing::warn!(link = %link.id, error = %e, "custom destination refused at redirect time");
                    Action::Unavailable
                }
                None => Action::Unavailable,
            }
        }
        _ => Action::Unavailable,
    };
    Ok(Served { link, action, products: product_ids.into() })
}
