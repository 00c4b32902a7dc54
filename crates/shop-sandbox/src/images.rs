//! Product photos drawn from the catalog (the `product-art` crate): each product is drawn as its
//! kind (read from the title's noun; a product added by hand with another title gets a kind from
//! its seed), with the pattern, accent and proportions its seed gives, in the colour the address
//! names and from one of three views. No text is drawn, so a product is told apart by how it
//! looks, as in a real catalog. Collections get a plain tile in their colour.
//!
//! Drawing and encoding cost milliseconds, so the last pictures asked for are kept in memory,
//! and browsers may keep them a day.

use std::collections::{HashMap, VecDeque};
use std::sync::{Arc, Mutex, OnceLock};

use actix_web::http::header;
use actix_web::{web, HttpResponse};
use diesel::prelude::*;
use product_art::{Design, Kind, Rgb, View};

use crate::schema::sandbox_products;
use crate::state::Sandbox;
use kernel::error::{AppError, AppResult};
use shopify_protocol::shop_domain;

/// Side of a product photo, in pixels.
pub const PHOTO_SIZE: u32 = 600;
/// Views per colour (front, back, three-quarter).
pub const VIEWS: usize = 3;
/// Pictures kept in memory.
const CACHED: usize = 256;

/// The address of product (or collection) `number`'s picture in colour `hex` from view `view`,
/// below the sandbox's base (`{base}/sandbox/{shop}`).
pub fn image_path(shop: &str, number: i64, hex: &str, view: usize) -> String {
    format!("/sandbox/{shop}/images/{number}/{}/{view}.jpg", hex.trim_start_matches('#'))
}

/// The look of a product of `shop`: its kind from the title, the rest from its number.
pub fn design_of(shop: &str, number: i64, title: &str) -> Design {
    let seed = product_art::seed_of(shop, &[number as u64]);
    let kind = Kind::from_title(title).unwrap_or(Kind::NOUNS[(seed % Kind::NOUNS.len() as u64) as usize].1);
    Design::new(kind, seed)
}

/// A product as sandbox social posts may show it: number, look and colour options.
pub type ProductLook = (i64, Design, Vec<Rgb>);

/// The active products of `shop` with their looks and colours, by number (what the sandbox
/// networks' posts show; the catalog is made first if the shop is new).
pub fn catalog_looks(conn: &mut kernel::db::DbConnection, shop: &str) -> AppResult<Vec<ProductLook>> {
    use crate::schema::sandbox_variants;
    crate::seed::ensure_catalog(conn, shop)?;
    let products: Vec<(String, i64, String)> = sandbox_products::table
        .filter(sandbox_products::shop_domain.eq(shop))
        .filter(sandbox_products::status.eq("ACTIVE"))
        .order(sandbox_products::number.asc())
        .select((sandbox_products::id, sandbox_products::number, sandbox_products::title))
        .load(conn)?;
    let ids: Vec<&String> = products.iter().map(|(id, _, _)| id).collect();
    let colours: Vec<(String, String)> = sandbox_variants::table
        .filter(sandbox_variants::product_id.eq_any(&ids))
        .order((sandbox_variants::product_id.asc(), sandbox_variants::position.asc()))
        .select((sandbox_variants::product_id, sandbox_variants::color_hex))
        .load(conn)?;
    Ok(products
        .into_iter()
        .map(|(id, number, title)| {
            let mut own: Vec<Rgb> = Vec::new();
            for colour in colours.iter().filter(|(p, _)| *p == id).filter_map(|(_, hex)| Rgb::from_hex(hex)) {
                if !own.contains(&colour) {
                    own.push(colour);
                }
            }
            (number, design_of(shop, number, &title), own)
        })
        .collect())
}

type Key = (String, i64, String, usize);

struct Cache {
    pictures: HashMap<Key, Arc<Vec<u8>>>,
    order: VecDeque<Key>,
}

fn cache() -> std::sync::MutexGuard<'static, Cache> {
    static CACHE: OnceLock<Mutex<Cache>> = OnceLock::new();
    CACHE
        .get_or_init(|| Mutex::new(Cache { pictures: HashMap::new(), order: VecDeque::new() }))
        .lock()
        .unwrap_or_else(|e| e.into_inner())
}

/// `GET /sandbox/{shop}/images/{number}/{hex}/{view}.jpg`.
pub async fn product_image(
    path: web::Path<(String, i64, String, String)>,
    state: web::Data<Sandbox>,
) -> AppResult<HttpResponse> {
    let (raw_shop, number, hex, view) = path.into_inner();
    let view = view.strip_suffix(".jpg").and_then(|v| v.parse::<usize>().ok()).and_then(View::from_index);
    let (Some(view), Some(colour)) = (view, Rgb::from_hex(&hex)) else {
        return Err(AppError::NotFound("No such image".into()));
    };
    picture(state, raw_shop, number, colour, hex, view).await
}

/// `GET /sandbox/{shop}/images/{number}/{hex}.svg`: the address earlier versions gave, kept so
/// catalogs synced before the photos keep their pictures (the front view).
pub async fn legacy_image(
    path: web::Path<(String, i64, String)>,
    state: web::Data<Sandbox>,
) -> AppResult<HttpResponse> {
    let (raw_shop, number, hex) = path.into_inner();
    let colour = Rgb::from_hex(&hex).ok_or_else(|| AppError::NotFound("No such image".into()))?;
    picture(state, raw_shop, number, colour, hex, View::Front).await
}

async fn picture(
    state: web::Data<Sandbox>,
    raw_shop: String,
    number: i64,
    colour: Rgb,
    hex: String,
    view: View,
) -> AppResult<HttpResponse> {
    let shop = shop_domain::parse(&raw_shop).ok_or_else(|| AppError::NotFound("No such shop".into()))?;
    let key = (shop.clone(), number, hex.to_ascii_lowercase(), view.index());
    let cached = cache().pictures.get(&key).cloned();
    let bytes = match cached {
        Some(bytes) => bytes,
        None => {
            let lookup = shop.clone();
            let title = state
                .db
                .run(move |conn| {
                    Ok(sandbox_products::table
                        .filter(sandbox_products::shop_domain.eq(&lookup))
                        .filter(sandbox_products::number.eq(number))
                        .select(sandbox_products::title)
                        .first::<String>(conn)
                        .optional()?)
                })
                .await?;
            let drawn = web::block(move || {
                let picture = match title {
                    Some(title) => product_art::photo(&design_of(&shop, number, &title), colour, view, PHOTO_SIZE),
                    None => {
                        image::RgbImage::from_pixel(PHOTO_SIZE, PHOTO_SIZE, image::Rgb([colour.0, colour.1, colour.2]))
                    }
                };
                product_art::jpeg(&picture)
            })
            .await
            .map_err(|e| AppError::Internal(anyhow::anyhow!("drawing a product photo: {e}")))?;
            let bytes = Arc::new(drawn);
            let mut cache = cache();
            if cache.pictures.insert(key.clone(), bytes.clone()).is_none() {
                cache.order.push_back(key);
                while cache.order.len() > CACHED {
                    if let Some(old) = cache.order.pop_front() {
                        cache.pictures.remove(&old);
                    }
                }
            }
            bytes
        }
    };
    Ok(HttpResponse::Ok()
        .content_type("image/jpeg")
        .insert_header((header::CACHE_CONTROL, "public, max-age=86400"))
        .body(bytes.as_ref().clone()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_product_keeps_its_kind_and_look() {
        let a = design_of("a.myshopify.com", 7, "Alpine Crew Tee");
        assert_eq!(a.kind, Kind::CrewTee);
        assert_eq!(a, design_of("a.myshopify.com", 7, "Alpine Crew Tee"), "the same on every run");
        assert_ne!(a, design_of("a.myshopify.com", 8, "Alpine Crew Tee"), "another product looks different");
        let _ = design_of("a.myshopify.com", 9, "Hand-made thing");
        assert_eq!(image_path("a.myshopify.com", 7, "#c0392b", 2), "/sandbox/a.myshopify.com/images/7/c0392b/2.jpg");
    }
}
