//! The sandbox store's generated catalog: 12 collections of 18 products each (216), with size
//! and colour options, prices, stock (some sold out), drafts and archived products, and tags.
//! Generation is deterministic per shop (a hash of the shop domain and the position), so a
//! shop's catalog is the same on every run; it is written the first time the shop's catalog is
//! used.

use chrono::Duration;
use diesel::prelude::*;

use crate::schema::{sandbox_collection_products, sandbox_collections, sandbox_products, sandbox_variants};
use kernel::clock::now;
use kernel::db::DbConnection;
use kernel::error::AppResult;

/// Products per collection.
pub const PER_COLLECTION: usize = 18;

struct Family {
    title: &'static str,
    product_type: &'static str,
    nouns: &'static [&'static str],
    sizes: &'static [&'static str],
    base_cents: i64,
}

const FAMILIES: &[Family] = &[
    Family {
        title: "T-Shirts",
        product_type: "Tops",
        nouns: &["Tee", "Crew Tee", "Pocket Tee"],
        sizes: &["XS", "S", "M", "L", "XL"],
        base_cents: 1900,
    },
    Family {
        title: "Hoodies",
        product_type: "Tops",
        nouns: &["Hoodie", "Zip Hoodie"],
        sizes: &["S", "M", "L", "XL"],
        base_cents: 4900,
    },
    Family {
        title: "Dresses",
        product_type: "Dresses",
        nouns: &["Midi Dress", "Wrap Dress", "Slip Dress"],
        sizes: &["XS", "S", "M", "L"],
        base_cents: 5900,
    },
    Family {
        title: "Jeans",
        product_type: "Bottoms",
        nouns: &["Straight Jeans", "Slim Jeans", "Wide Jeans"],
        sizes: &["26", "28", "30", "32", "34"],
        base_cents: 6900,
    },
    Family {
        title: "Sneakers",
        product_type: "Shoes",
        nouns: &["Runner", "Court Sneaker", "Trainer"],
        sizes: &["38", "39", "40", "41", "42", "43"],
        base_cents: 7900,
    },
    Family {
        title: "Boots",
        product_type: "Shoes",
        nouns: &["Chelsea Boot", "Hiker Boot"],
        sizes: &["38", "39", "40", "41", "42"],
        base_cents: 11900,
    },
    Family {
        title: "Bags",
        product_type: "Accessories",
        nouns: &["Tote", "Crossbody Bag", "Backpack"],
        sizes: &["One size"],
        base_cents: 5400,
    },
    Family {
        title: "Hats",
        product_type: "Accessories",
        nouns: &["Cap", "Bucket Hat", "Beanie"],
        sizes: &["One size"],
        base_cents: 2400,
    },
    Family {
        title: "Scarves",
        product_type: "Accessories",
        nouns: &["Scarf", "Wrap"],
        sizes: &["One size"],
        base_cents: 2900,
    },
    Family {
        title: "Jackets",
        product_type: "Outerwear",
        nouns: &["Parka", "Denim Jacket", "Puffer"],
        sizes: &["S", "M", "L", "XL"],
        base_cents: 12900,
    },
    Family {
        title: "Socks",
        product_type: "Basics",
        nouns: &["Crew Socks", "Ankle Socks"],
        sizes: &["S", "M", "L"],
        base_cents: 900,
    },
    Family {
        title: "Jewelry",
        product_type: "Accessories",
        nouns: &["Hoop Earrings", "Chain Necklace", "Ring"],
        sizes: &["One size"],
        base_cents: 3400,
    },
];

const ADJECTIVES: &[&str] = &[
    "Classic",
    "Everyday",
    "Relaxed",
    "Vintage",
    "Urban",
    "Coastal",
    "Nordic",
    "Sunset",
    "Midnight",
    "Essential",
    "Heritage",
    "Studio",
    "Field",
    "Harbor",
    "Meadow",
    "Canyon",
    "Alpine",
    "Metro",
];

pub(super) const COLORS: &[(&str, &str)] = &[
    ("Black", "#1f1f1f"),
    ("White", "#f5f5f5"),
    ("Navy", "#1f2a44"),
    ("Red", "#c0392b"),
    ("Olive", "#6b7a3a"),
    ("Sand", "#d8c7a0"),
    ("Pink", "#e8a0b4"),
    ("Sky", "#7fb3d5"),
];

const EXTRA_TAGS: &[&str] = &["new", "sale", "bestseller", "summer", "winter", "eco"];

/// A stable hash for deterministic generation (FNV-1a, shared with the product pictures).
pub(super) fn hash(shop: &str, parts: &[u64]) -> u64 {
    product_art::seed_of(shop, parts)
}

pub(super) fn handle_of(title: &str) -> String {
    title
        .to_lowercase()
        .split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|w| !w.is_empty())
        .collect::<Vec<_>>()
        .join("-")
}

/// Writes the catalog of `shop` unless it already has one.
pub fn ensure_catalog(conn: &mut DbConnection, shop: &str) -> AppResult<()> {
    if has_catalog(conn, shop)? {
        return Ok(());
    }
    // Requests of a new shop arrive together (a sync's collections and products, the storefront):
    // the first to hold the shop writes the catalog, the others find it written.
    crate::shop::write_as_shop(conn, shop, |conn| {
        if has_catalog(conn, shop)? {
            return Ok(());
        }
        write_catalog(conn, shop)
    })
}

fn has_catalog(conn: &mut DbConnection, shop: &str) -> AppResult<bool> {
    let existing: i64 =
        sandbox_products::table.filter(sandbox_products::shop_domain.eq(shop)).count().get_result(conn)?;
    Ok(existing > 0)
}

fn write_catalog(conn: &mut DbConnection, shop: &str) -> AppResult<()> {
    let created = now() - Duration::days(90);
    for (c, family) in FAMILIES.iter().enumerate() {
        let c_num = c as i64 + 1;
        let collection_id = format!("gid://shopify/Collection/{}", 9000 + c_num);
        diesel::insert_into(sandbox_collections::table)
            .values((
                sandbox_collections::id.eq(format!("{shop}/{collection_id}")),
                sandbox_collections::shop_domain.eq(shop),
                sandbox_collections::number.eq(9000 + c_num),
                sandbox_collections::handle.eq(handle_of(family.title)),
                sandbox_collections::title.eq(family.title),
                sandbox_collections::description.eq(format!("Our {} collection.", family.title.to_lowercase())),
            ))
            .execute(conn)?;
        for p in 0..PER_COLLECTION {
            let number = 1000 + (c * PER_COLLECTION + p) as i64;
            let h = hash(shop, &[number as u64]);
            let noun = family.nouns[p % family.nouns.len()];
            let title = format!("{} {}", ADJECTIVES[p % ADJECTIVES.len()], noun);
            let status = match h % 50 {
                0..=2 => "DRAFT",
                3 => "ARCHIVED",
                _ => "ACTIVE",
            };
            let mut tags = vec![handle_of(family.title), family.product_type.to_lowercase()];
            tags.push(EXTRA_TAGS[(h >> 8) as usize % EXTRA_TAGS.len()].to_owned());
            let product_id = format!("{shop}/gid://shopify/Product/{number}");
            let at = created + Duration::hours((c * PER_COLLECTION + p) as i64);
            diesel::insert_into(sandbox_products::table)
                .values((
                    sandbox_products::id.eq(&product_id),
                    sandbox_products::shop_domain.eq(shop),
                    sandbox_products::number.eq(number),
                    sandbox_products::handle.eq(format!("{}-{number}", handle_of(&title))),
                    sandbox_products::title.eq(&title),
                    sandbox_products::description.eq(format!(
                        "The {} {} — made to last, easy to wear, and a favourite of our regulars.",
                        ADJECTIVES[p % ADJECTIVES.len()].to_lowercase(),
                        noun.to_lowercase()
                    )),
                    sandbox_products::product_type.eq(family.product_type),
                    sandbox_products::status.eq(status),
                    sandbox_products::tags.eq(tags.join(", ")),
                    sandbox_products::created_at.eq(at),
                    sandbox_products::updated_at.eq(at),
                ))
                .execute(conn)?;
            diesel::insert_into(sandbox_collection_products::table)
                .values((
                    sandbox_collection_products::collection_id.eq(format!("{shop}/{collection_id}")),
                    sandbox_collection_products::product_id.eq(&product_id),
                ))
                .execute(conn)?;
            write_variants(conn, shop, &product_id, number, family, h)?;
        }
    }
    Ok(())
}

fn write_variants(
    conn: &mut DbConnection,
    shop: &str,
    product_id: &str,
    number: i64,
    family: &Family,
    h: u64,
) -> AppResult<()> {
    let color_count = 2 + (h >> 16) as usize % 2;
    let first_color = (h >> 20) as usize % COLORS.len();
    let price = family.base_cents + ((h >> 24) % 6) as i64 * 500 + if h.is_multiple_of(3) { 90 } else { 0 };
    let sold_out = (h >> 32).is_multiple_of(10);
    let mut position = 0;
    for k in 0..color_count {
        let (color, hex) = COLORS[(first_color + k * 3) % COLORS.len()];
        for (s, size) in family.sizes.iter().enumerate() {
            position += 1;
            let vh = hash(shop, &[number as u64, position as u64]);
            let stock = if sold_out || vh.is_multiple_of(7) { 0 } else { (vh % 40) as i32 + 1 };
            diesel::insert_into(sandbox_variants::table)
                .values((
                    sandbox_variants::id.eq(format!("{shop}/gid://shopify/ProductVariant/{}", number * 100 + position)),
                    sandbox_variants::product_id.eq(product_id),
                    sandbox_variants::position.eq(position as i32),
                    sandbox_variants::size.eq(*size),
                    sandbox_variants::color.eq(color),
                    sandbox_variants::color_hex.eq(hex),
                    sandbox_variants::sku.eq(format!("SL-{number}-{}-{}", &color[..2].to_uppercase(), s + 1)),
                    sandbox_variants::price_cents.eq(price),
                    sandbox_variants::inventory_quantity.eq(stock),
                ))
                .execute(conn)?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_catalog_has_the_promised_shape() {
        assert!(FAMILIES.len() >= 10, "at least 10 collections");
        assert!(FAMILIES.len() * PER_COLLECTION >= 200, "at least 200 products");
        assert_eq!(hash("a.myshopify.com", &[1]), hash("a.myshopify.com", &[1]), "deterministic");
        assert_ne!(hash("a.myshopify.com", &[1]), hash("b.myshopify.com", &[1]));
        assert_eq!(handle_of("Classic Crew Tee"), "classic-crew-tee");
    }
}
