//! The sandboxes as the server sees them: shops made in a throw-away SQLite database, each
//! shop's catalog photos drawn and JPEG-encoded exactly as the sandbox store serves them, and
//! social posts with their ground truth exactly as the sandbox networks serve them.

use std::collections::HashSet;
use std::path::PathBuf;
use std::time::{Duration, Instant};

use product_art::{Rgb, View};
use product_vision::{describe, Index, Signature};
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

/// A shop's visual index, built as the server builds it, with what it took.
pub struct Built {
    pub index: Index,
    /// Catalog images described.
    pub images: usize,
    /// Catalog images where nothing was found.
    pub empty: usize,
    /// Processor time of each description.
    pub describe_times: Vec<Duration>,
    /// The largest signature, in bytes.
    pub signature_bytes: usize,
}

/// The index of `shop`'s products `numbers`: every colour and view of each, described on both
/// cores and stored and read back as the server keeps signatures (a database blob).
pub fn build_index(shop: &Shop, numbers: &HashSet<i64>) -> anyhow::Result<Built> {
    let images: Vec<_> = catalog_images(shop).into_iter().filter(|(number, _, _)| numbers.contains(number)).collect();
    let described = parallel(&images, |(number, colour, view)| {
        let picture = catalog_image(shop, *number, *colour, *view)?;
        let t = Clock::start();
        let signature = describe(&picture);
        let took = t.elapsed();
        let stored = match signature {
            Some(signature) => Some(
                Signature::from_bytes(&signature.to_bytes())
                    .ok_or_else(|| anyhow::anyhow!("a signature did not read back from its bytes"))?,
            ),
            None => None,
        };
        anyhow::Ok((*number, stored, took))
    });
    let mut built =
        Built { index: Index::new(), images: images.len(), empty: 0, describe_times: Vec::new(), signature_bytes: 0 };
    for result in described {
        let (number, signature, took) = result?;
        built.describe_times.push(took);
        match signature {
            Some(signature) => {
                built.signature_bytes = built.signature_bytes.max(signature.to_bytes().len());
                built.index.add(&product_id(number), signature);
            }
            None => built.empty += 1,
        }
    }
    Ok(built)
}

/// Runs `f` over `items` on two threads (the machine's cores), keeping the order.
pub fn parallel<T: Sync, R: Send>(items: &[T], f: impl Fn(&T) -> R + Sync) -> Vec<R> {
    let threads = std::thread::available_parallelism().map(|n| n.get()).unwrap_or(1).clamp(1, 2);
    let chunk = items.len().div_ceil(threads).max(1);
    std::thread::scope(|s| {
        let handles: Vec<_> =
            items.chunks(chunk).map(|part| s.spawn(|| part.iter().map(&f).collect::<Vec<R>>())).collect();
        handles.into_iter().flat_map(|h| h.join().unwrap_or_default()).collect()
    })
}

/// Processor time this thread has used (Linux's per-thread scheduler statistics), so that timings
/// count one core's work even while other jobs share the machine; wall time elsewhere.
pub struct Clock {
    wall: Instant,
    cpu: Option<u64>,
}

fn thread_cpu_ns() -> Option<u64> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    text.split_whitespace().next()?.parse().ok()
}

impl Clock {
    pub fn start() -> Clock {
        Clock { wall: Instant::now(), cpu: thread_cpu_ns() }
    }

    pub fn elapsed(&self) -> Duration {
        match (self.cpu, thread_cpu_ns()) {
            (Some(a), Some(b)) if b >= a => Duration::from_nanos(b - a),
            _ => self.wall.elapsed(),
        }
    }
}

pub fn percentile(times: &mut [Duration], p: f64) -> f64 {
    if times.is_empty() {
        return 0.0;
    }
    times.sort();
    let at = ((times.len() as f64 - 1.0) * p).round() as usize;
    times[at].as_secs_f64() * 1000.0
}

pub fn pct(part: usize, whole: usize) -> f64 {
    if whole == 0 {
        0.0
    } else {
        part as f64 / whole as f64
    }
}
