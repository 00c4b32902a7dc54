//! Shared arrangements of the public-side tests: a merchant with a synced sandbox store, links
//! written straight into the tables (so destinations the API would refuse can be stored and
//! checked again at redirect time), and the stored events.

use std::time::Duration;

use diesel::prelude::*;
use shoplinks::db::schema::{collections, link_collections, link_events, link_products, links, products, users};
use shoplinks::features::links::{new_link_id, DeviceOption, LinkCollection, LinkKind, LinkProduct, NewLink, UrlType};

use crate::helpers::TestApp;
use crate::store_helpers::{connected_merchant, unique_shop};

/// A merchant with a connected store.
pub struct Merchant {
    /// Username (the public URL prefix).
    pub username: String,
    /// Shop domain.
    pub shop: String,
    /// Business id.
    pub business_id: String,
}

impl Merchant {
    /// The store's base URL (the sandbox store's prefix).
    pub fn store_base(&self, app: &TestApp) -> String {
        format!("{}/sandbox/{}", app.address, self.shop)
    }

    /// `/{username}/{id}`.
    pub fn path(&self, id: &str) -> String {
        format!("/{}/{id}", self.username)
    }
}

/// Signs up `username`, connects a fresh sandbox shop and waits for the catalog.
pub async fn merchant(app: &TestApp, username: &str) -> Merchant {
    let shop = unique_shop();
    connected_merchant(app, username, &shop).await;
    let mut conn = app.state.db.get().expect("conn");
    let business_id: String =
        users::table.filter(users::username.eq(username)).select(users::business_id).first(&mut *conn).expect("user");
    Merchant { username: username.to_owned(), shop, business_id }
}

/// A catalog product: store id, title, storefront URL.
pub struct CatalogProduct {
    /// `gid://shopify/Product/…`.
    pub shopify_id: String,
    /// Title.
    pub title: String,
    /// Storefront URL.
    pub url: String,
}

/// `n` active products in stock of the merchant's synced catalog.
pub fn products_in_stock(app: &TestApp, m: &Merchant, n: usize) -> Vec<CatalogProduct> {
    let mut conn = app.state.db.get().expect("conn");
    let rows: Vec<(String, String, String)> = products::table
        .filter(products::business_id.eq(&m.business_id))
        .filter(products::status.eq("active"))
        .filter(products::total_quantity.gt(5))
        .order(products::shopify_id.asc())
        .select((products::shopify_id, products::title, products::url))
        .limit(n as i64)
        .load(&mut *conn)
        .expect("products");
    assert_eq!(rows.len(), n, "enough products in stock");
    rows.into_iter().map(|(shopify_id, title, url)| CatalogProduct { shopify_id, title, url }).collect()
}

/// A synced collection: store id and handle.
pub fn a_collection(app: &TestApp, m: &Merchant) -> (String, String) {
    let mut conn = app.state.db.get().expect("conn");
    collections::table
        .filter(collections::business_id.eq(&m.business_id))
        .order(collections::shopify_id.asc())
        .select((collections::shopify_id, collections::handle))
        .first(&mut *conn)
        .expect("a collection")
}

/// What to create.
#[derive(Clone)]
pub struct LinkSpec {
    /// LOOK, SHORT or MULTILINK.
    pub kind: &'static str,
    /// LOOK, PRODUCT, COLLECTION, CUSTOM or MULTILINK.
    pub url_type: &'static str,
    /// Title.
    pub description: String,
    /// Product store ids.
    pub products: Vec<String>,
    /// Collection store ids.
    pub collections: Vec<String>,
    /// Custom destination.
    pub custom_url: Option<String>,
    /// Promocode.
    pub promocode: Option<String>,
    /// `utm_source`, `utm_campaign`.
    pub utm: Option<(&'static str, &'static str)>,
    /// Multilink experience: parent, position, share, device.
    pub experience_of: Option<(String, i32, i32, &'static str)>,
}

impl LinkSpec {
    /// A look of these products.
    pub fn look(products: &[&CatalogProduct]) -> Self {
        LinkSpec {
            kind: "LOOK",
            url_type: "LOOK",
            products: products.iter().map(|p| p.shopify_id.clone()).collect(),
            ..LinkSpec::short("LOOK")
        }
    }

    /// A short of `url_type` with nothing set yet.
    pub fn short(url_type: &'static str) -> Self {
        LinkSpec {
            kind: "SHORT",
            url_type,
            description: "Summer picks".into(),
            products: vec![],
            collections: vec![],
            custom_url: None,
            promocode: None,
            utm: None,
            experience_of: None,
        }
    }
}

/// Creates a link for `m`; returns its id.
pub async fn create_link(app: &TestApp, m: &Merchant, spec: LinkSpec) -> String {
    let id = new_link_id();
    let at = chrono::Utc::now().naive_utc();
    let (parent_id, position, share, device) = match spec.experience_of.clone() {
        Some((parent, position, share, device)) => (Some(parent), position, share, device),
        None => (None, 0, 100, "ALL"),
    };
    let mut conn = app.state.db.get().expect("conn");
    diesel::insert_into(links::table)
        .values(NewLink {
            id: id.clone(),
            business_id: m.business_id.clone(),
            kind: LinkKind::parse(spec.kind).expect("a link kind"),
            parent_id,
            position,
            traffic_share: share,
            device_option: DeviceOption::parse(device).expect("a device option"),
            url_type: UrlType::parse(spec.url_type).expect("a URL type"),
            description: spec.description.clone(),
            images: "[]".into(),
            promocode: spec.promocode.clone(),
            influencer_id: None,
            utm_source: spec.utm.map(|u| u.0.to_owned()),
            utm_medium: None,
            utm_campaign: spec.utm.map(|u| u.1.to_owned()),
            utm_term: None,
            utm_content: None,
            shopping_redirect_url: spec.custom_url.clone(),
            created_by_user_id: None,
            created_by_influencer_id: None,
            created_at: at,
            updated_at: at,
        })
        .execute(&mut *conn)
        .expect("insert link");
    for (position, product) in spec.products.iter().enumerate() {
        diesel::insert_into(link_products::table)
            .values(&LinkProduct {
                link_id: id.clone(),
                position: position as i32,
                product_shopify_id: product.clone(),
                selected_options: "{}".into(),
            })
            .execute(&mut *conn)
            .expect("insert link product");
    }
    for (position, collection) in spec.collections.iter().enumerate() {
        diesel::insert_into(link_collections::table)
            .values(&LinkCollection {
                link_id: id.clone(),
                position: position as i32,
                collection_shopify_id: collection.clone(),
            })
            .execute(&mut *conn)
            .expect("insert link collection");
    }
    id
}

/// Stored events of `kind` whose root link is `root`.
pub fn events(app: &TestApp, root: &str, kind: &str) -> i64 {
    let mut conn = app.state.db.get().expect("conn");
    link_events::table
        .filter(link_events::root_link_id.eq(root))
        .filter(link_events::kind.eq(kind))
        .count()
        .get_result(&mut *conn)
        .expect("count")
}

/// Waits until `root` has `expected` events of `kind` (the writer batches every 100 ms), then
/// a little longer to see that no more arrive; returns the final count.
pub async fn settled_events(app: &TestApp, root: &str, kind: &str, expected: i64) -> i64 {
    for _ in 0..100 {
        if events(app, root, kind) >= expected {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    tokio::time::sleep(Duration::from_millis(250)).await;
    events(app, root, kind)
}

/// A client with its own cookie jar that does not follow redirects.
pub fn fresh_client(user_agent: &str) -> reqwest::Client {
    reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .cookie_store(true)
        .user_agent(user_agent)
        .build()
        .expect("client")
}

/// A desktop browser's user agent.
pub const DESKTOP: &str = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/120 Safari/537.36";
/// A phone browser's user agent.
pub const PHONE: &str =
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1";
