//! From `/{username}/{id}` (or the feed's `/{username}/shopboard`) to what can be served, with everything a redirect needs computed
//! once and kept for [`TTL`] in memory, so the hot path does no database work. Unknown,
//! deleted and store-disconnected links resolve to `None` (the unavailable page), and so does
//! another merchant's username with this id: the link is looked up under the username's
//! business only.

use std::sync::Arc;
use std::time::Duration;

use actix_web::web;
use diesel::prelude::*;
use url::Url;

use super::cache::TtlCache;
use crate::db::schema::{
    businesses, collections, link_collections, link_products, links, option_maps, products, users,
};
use crate::db::DbConnection;
use crate::error::AppResult;
use crate::features::links::destination;
use crate::features::links::{LinkKind, LinkRow, UrlType};
use crate::features::shopboard::feed;
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

/// Reads a link and everything its redirect or page key needs.
fn load(conn: &mut DbConnection, state: &AppState, username: &str, id: &str) -> AppResult<Option<Resolved>> {
    let Some(business_id) = users::table
        .filter(users::username.eq(username))
        .select(users::business_id)
        .first::<String>(conn)
        .optional()?
    else {
        return Ok(None);
    };
    // The feed's own address names the business's feed link by its kind.
    let mut root = links::table.filter(links::business_id.eq(&business_id)).into_boxed();
    root = if id == feed::SEGMENT {
        root.filter(links::kind.eq(LinkKind::Shopboard.as_db()))
    } else {
        root.filter(links::id.eq(id))
    };
    let Some(root) = root.select(LinkRow::as_select()).first(conn).optional()? else {
        return Ok(None);
    };
    let store_domain: Option<String> = businesses::table
        .find(&business_id)
        .select(businesses::store_domain)
        .first::<Option<String>>(conn)
        .optional()?
        .flatten();
    let Some(shop) = store_domain.filter(|_| root.is_live()) else { return Ok(None) };
    // A saved or reset theme, saved settings or logo, or a saved options map change how every
    // look of the business renders.
    let stamp = |at: Option<chrono::NaiveDateTime>| at.map(|t| t.to_string()).unwrap_or_default();
    let settings = crate::features::settings::load(conn, &business_id)?;
    let options_at: Option<chrono::NaiveDateTime> = option_maps::table
        .filter(option_maps::business_id.eq(&business_id))
        .select(diesel::dsl::max(option_maps::updated_at))
        .first(conn)?;
    let theme_stamp = format!(
        "{}|{}|{}",
        stamp(crate::features::appearance::changed_at(conn, &business_id)?),
        stamp(settings.changed_at),
        stamp(options_at)
    );
    let default_tags = settings.settings.utm_pairs();
    let store_base = super::target::canonical_base(destination::store_base(state, &shop));
    let bases = destination::allowed_bases(state, Some(&shop));
    let rows = if root.kind == LinkKind::Multilink {
        links::table
            .filter(links::parent_id.eq(&root.id))
            .order(links::position.asc())
            .select(LinkRow::as_select())
            .load(conn)?
    } else {
        vec![root.clone()]
    };
    let mut servable = Vec::with_capacity(rows.len());
    for link in rows {
        servable.push(served(conn, &business_id, &store_base, &bases, &theme_stamp, link)?);
    }
    Ok(Some(Resolved { username: username.to_owned(), business_id, store_base, root, servable, default_tags }))
}

fn served(
    conn: &mut DbConnection,
    business_id: &str,
    store_base: &str,
    bases: &[String],
    theme_stamp: &str,
    link: LinkRow,
) -> AppResult<Served> {
    let product_ids: Vec<String> = link_products::table
        .filter(link_products::link_id.eq(&link.id))
        .order(link_products::position.asc())
        .select(link_products::product_shopify_id)
        .load(conn)?;
    let catalog = products::table.filter(products::business_id.eq(business_id));
    let action = match (link.kind, link.url_type) {
        (LinkKind::Shopboard, _) => Action::Feed { version: format!("{}|{theme_stamp}", link.updated_at) },
        // A post of the feed is an instant store page of its tagged products.
        (LinkKind::Look | LinkKind::ShopboardPost, _) => {
            let stamps: Vec<chrono::NaiveDateTime> =
                catalog.filter(products::shopify_id.eq_any(&product_ids)).select(products::updated_at).load(conn)?;
            let newest = stamps.iter().max().map(|t| t.to_string()).unwrap_or_default();
            Action::Look { version: format!("{}|{}|{newest}|{theme_stamp}", link.updated_at, stamps.len()) }
        }
        (_, UrlType::Product) => {
            let product: Option<(String, String)> = match product_ids.first() {
                Some(pid) => catalog
                    .filter(products::shopify_id.eq(pid))
                    .select((products::url, products::handle))
                    .first(conn)
                    .optional()?,
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
            let collection: Option<String> = link_collections::table
                .filter(link_collections::link_id.eq(&link.id))
                .order(link_collections::position.asc())
                .select(link_collections::collection_shopify_id)
                .first::<String>(conn)
                .optional()?;
            let handle: Option<String> = match collection {
                Some(cid) => collections::table
                    .filter(collections::business_id.eq(business_id))
                    .filter(collections::shopify_id.eq(cid))
                    .select(collections::handle)
                    .first(conn)
                    .optional()?,
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
