//! The sandboxes as the server sees them: shops made in a throw-away SQLite database, each
//! shop's catalog photos drawn and JPEG-encoded exactly as the sandbox store serves them, and
//! social posts with their ground truth exactly as the sandbox networks serve them.

use std::path::PathBuf;

use product_art::{Rgb, View};
use social_sandbox::catalog::{CatalogProduct, Shown};

/// A scratch database with the sandbox store's tables; removed when dropped.
pub struct Scratch {
    pub db: kernel::db::Db,
    folder: PathBuf,
}

impl Scratch {
    /// A new migrated database in a temporary folder.
    pub fn new() -> anyhow::Result<Scratch> {
        let folder = std::env::temp_dir().join(format!("product-vision-measure-{}", std::process::id()));
        let db = kernel::db::Db::connect(&kernel::db::DatabaseTarget::Sqlite(folder.join("sandbox.db")), 1)?;
        let mut conn = db.get()?;
        shop_sandbox::migrate::run_pending(&mut conn)?;
        drop(conn);
        Ok(Scratch { db, folder })
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.folder);
    }
}

/// A sandbox shop and the products its posts may show.
pub struct Shop {
    pub domain: String,
    pub catalog: Vec<CatalogProduct>,
}

/// The `k`th shop for `seed` (made, with its catalog, on first use).
pub fn shop(scratch: &Scratch, seed: &str, k: usize) -> anyhow::Result<Shop> {
    let domain = format!("vision-{:08x}-{k}.myshopify.com", product_art::seed_of(seed, &[]) as u32);
    let mut conn = scratch.db.get()?;
    shop_sandbox::shop::get_or_create(&mut conn, &domain).map_err(|e| anyhow::anyhow!("{e:?}"))?;
    let looks = shop_sandbox::images::catalog_looks(&mut conn, &domain).map_err(|e| anyhow::anyhow!("{e:?}"))?;
    let catalog =
        looks.into_iter().map(|(number, design, colours)| CatalogProduct { number, design, colours }).collect();
    Ok(Shop { domain, catalog })
}

/// The product id the server stores for product `number`.
pub fn product_id(number: i64) -> String {
    format!("gid://shopify/Product/{number}")
}

/// Every catalog image of `shop` the store serves: (product number, colour, view).
pub fn catalog_images(shop: &Shop) -> Vec<(i64, Rgb, View)> {
    let mut out = Vec::new();
    for product in &shop.catalog {
        for colour in &product.colours {
            for view in View::ALL {
                out.push((product.number, *colour, view));
            }
        }
    }
    out
}

/// The catalog image as served (drawn, JPEG-encoded as `/sandbox/{shop}/images/…` sends it) and
/// decoded again.
pub fn catalog_image(shop: &Shop, number: i64, colour: Rgb, view: View) -> anyhow::Result<image::RgbImage> {
    let design = shop
        .catalog
        .iter()
        .find(|p| p.number == number)
        .map(|p| p.design)
        .ok_or_else(|| anyhow::anyhow!("no product {number}"))?;
    let photo = product_art::photo(&design, colour, view, shop_sandbox::images::PHOTO_SIZE);
    let bytes = product_art::jpeg(&photo);
    Ok(image::load_from_memory_with_format(&bytes, image::ImageFormat::Jpeg)?.to_rgb8())
}

/// The `i`th post id for `seed`, shaped like an Instagram media id.
pub fn post_id(seed: &str, i: usize) -> String {
    format!("179{:014}", product_art::seed_of(seed, &[i as u64, 0x9057]) % 100_000_000_000_000)
}

/// A post of `shop`'s account: what it shows and its picture as served, decoded.
pub fn post(shop: &Shop, post_id: &str) -> anyhow::Result<(Vec<Shown>, image::RgbImage)> {
    let shown = social_sandbox::catalog::shown(&shop.catalog, post_id);
    let items = social_sandbox::catalog::items(&shop.catalog, post_id);
    let bytes = social_sandbox::picture::jpeg(post_id, &items);
    let picture = image::load_from_memory_with_format(&bytes, image::ImageFormat::Jpeg)?.to_rgb8();
    Ok((shown, picture))
}
