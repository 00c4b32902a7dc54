//! What an instant store page shows, read from the link, the live catalog (price, stock,
//! options), the influencer and the business, each through the feature that owns it (one read
//! per owner). Rust owns the shape; the UI gets it generated.

use std::collections::HashMap;

use serde::Serialize;
use ts_rs::TS;

use super::variant_view;
use crate::db::DbConnection;
use crate::error::{AppError, AppResult};
use crate::features::accounts;
use crate::features::appearance::Theme;
use crate::features::catalog::{self, CatalogVariant, OptionType, OptionsMap};
use crate::features::links::{self, LinkKind, LinkRow};
use crate::features::shopboard::feed;

/// Page data of the instant store page (`PageProps.data`).
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export, export_to = "InstantStoreData.ts")]
pub struct InstantStoreData {
    /// The store's name, which opens the page (the shopper came to buy from this store).
    pub store_name: String,
    /// The link's title.
    pub title: String,
    /// The link's images (absolute or site-relative URLs).
    pub images: Vec<String>,
    /// Promocode applied at checkout.
    pub promocode: Option<String>,
    /// The influencer strip.
    pub influencer: Option<InfluencerStrip>,
    /// ISO currency of the prices.
    pub currency: String,
    /// Where the add-to-cart forms post.
    pub cart_action: String,
    /// Where the checkout form posts.
    pub checkout_action: String,
    /// Where a cart line's quantity and remove forms post.
    pub cart_line_action: String,
    /// Products still in the catalog, in the link's order.
    pub products: Vec<StoreProduct>,
    /// The business's theme (docs/appearance.md#fields).
    pub theme: Theme,
    /// The business's logo, shown above the store's name.
    pub logo: Option<String>,
    /// The store's shipping and returns page, linked under the products.
    pub shipping_and_returns_url: Option<String>,
    /// The merchant's analytics tags the page loads (docs/settings.md#analytics-tags).
    pub tracking: Tracking,
    /// One visitor's cart, only when the server renders the cart section for that cart
    /// (`cart_view`); the cached document is rendered without it.
    pub cart: Option<CartView>,
    /// The post a shoppable feed's post page shows above its products; `None` for a look.
    pub post: Option<PostHero>,
}

/// The post on top of a feed post's page (docs/shopboard.md#public-feed).
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export, export_to = "PostHero.ts")]
pub struct PostHero {
    /// Our copy of the post's picture.
    pub image: String,
    /// Its width in pixels (the page reserves its place; 0 when not known, shown square).
    pub width: i32,
    /// Its height in pixels.
    pub height: i32,
    /// The network's name ("Instagram", "TikTok", "Pinterest").
    pub network: String,
    /// The whole caption.
    pub caption: String,
    /// The feed page, to go back to the other posts.
    pub feed_url: String,
}

/// What every public page of a business shows around its content: the store's name, currency,
/// theme, logo, shipping page and analytics tags.
pub struct Storefront {
    /// The business's name.
    pub store_name: String,
    /// ISO currency of its prices.
    pub currency: String,
    /// Its theme.
    pub theme: Theme,
    /// Its logo.
    pub logo: Option<String>,
    /// Its shipping and returns page.
    pub shipping_and_returns_url: Option<String>,
    /// Its analytics tags.
    pub tracking: Tracking,
}

impl Storefront {
    /// Reads the storefront of `business_id`.
    pub fn load(conn: &mut DbConnection, business_id: &str) -> AppResult<Self> {
        let shop = accounts::shop_facts(conn, business_id)?.ok_or_else(|| AppError::NotFound("Not found".into()))?;
        let saved = crate::features::settings::load(conn, business_id)?;
        Ok(Storefront {
            store_name: shop.name,
            currency: shop.currency,
            theme: crate::features::appearance::current(conn, business_id)?,
            logo: saved.logo_url,
            shipping_and_returns_url: saved.settings.shipping_and_return_url,
            tracking: Tracking {
                facebook_pixel_id: saved.settings.facebook_pixel_id,
                google_analytics_id: saved.settings.google_analytics_id,
            },
        })
    }
}

/// The analytics tags a page loads; each id passed its format check when saved, so it is safe to
/// write into the page's script.
#[derive(Debug, Clone, Default, Serialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export, export_to = "Tracking.ts")]
pub struct Tracking {
    /// Meta pixel id.
    pub facebook_pixel_id: Option<String>,
    /// Google Analytics measurement id.
    pub google_analytics_id: Option<String>,
}

/// A cart as its section shows it: amounts are decimal strings of the page's currency, worked
/// out by the server in minor units; the page only formats them.
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export, export_to = "CartView.ts")]
pub struct CartView {
    /// Lines in the order they were added.
    pub lines: Vec<CartLineView>,
    /// Sum of the lines.
    pub subtotal: String,
}

/// One line of a cart.
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export, export_to = "CartLineView.ts")]
pub struct CartLineView {
    /// Variant number, posted back by the line's quantity and remove forms.
    pub variant: String,
    /// The product's title.
    pub title: String,
    /// The variant's option values in the product's option order ("M", "White").
    pub options: Vec<String>,
    /// Units of the variant.
    pub quantity: u32,
    /// Unit price × quantity.
    pub price: String,
}

/// Who shares the link.
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export, export_to = "InfluencerStrip.ts")]
pub struct InfluencerStrip {
    pub(crate) username: String,
    /// Profile image.
    pub image: Option<String>,
}

/// A product on the page.
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export, export_to = "StoreProduct.ts")]
pub struct StoreProduct {
    /// Store id (posted back with the cart form).
    pub id: String,
    pub(crate) title: String,
    /// The product's own image, shown when the chosen options have no picture of their own.
    pub(crate) image: Option<String>,
    /// The distinct variant images, which the page shows as the chosen options name them
    /// (`StoreOption::pictures`).
    pub pictures: Vec<String>,
    /// Lowest price of an available variant (any variant when none is), decimal.
    pub price: String,
    /// Whether any variant can be bought.
    pub available: bool,
    /// Option pickers (Size, Color, …) in the store's order.
    pub options: Vec<StoreOption>,
    /// The quantity field's value: 1, or what the shopper chose before a form reload.
    pub quantity: u32,
    /// Every variant with its availability, so the page's script can grey out sold-out
    /// combinations before the shopper picks them.
    pub variants: Vec<StoreVariant>,
}

/// A variant as the page needs it.
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export, export_to = "StoreVariant.ts")]
pub struct StoreVariant {
    /// Variant number (the cart's key).
    pub id: String,
    /// Option values in the product's option order.
    pub options: Vec<String>,
    /// Whether it is in stock.
    pub available: bool,
    /// Unit price, decimal.
    pub price: String,
}

/// One option picker.
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export, export_to = "StoreOption.ts")]
pub struct StoreOption {
    /// Option name (the form field is `o.{name}`).
    pub name: String,
    /// Values in the store's order.
    pub values: Vec<String>,
    /// Preselected value (the link's choice, else the first variant in stock).
    pub selected: String,
    /// Colour swatches (the options map types the option `COLOR`): each value's `#rrggbb` in
    /// `values`' order, `null` for a value not mapped yet. Empty for text options.
    pub swatches: Vec<Option<String>>,
    /// Text to show for each value (the options map's text, else the value), in `values`' order.
    pub labels: Vec<String>,
    /// For the option that decides the variant image (see `variant_view`): each value's index in
    /// the product's `pictures`, `null` for a value without one. Empty for the other options.
    pub pictures: Vec<Option<u32>>,
    /// Whether no variant in stock has the value, in `values`' order (empty when nothing is in
    /// stock: the card's button says so).
    pub sold_out: Vec<bool>,
}

/// Reads the page data of `link` (a look) served at `/{username}/{root_id}`.
pub fn load(conn: &mut DbConnection, link: &LinkRow, username: &str, root_id: &str) -> AppResult<InstantStoreData> {
    let storefront = Storefront::load(conn, &link.business_id)?;
    let currency = storefront.currency.clone();
    let influencer = match &link.influencer_id {
        Some(id) => accounts::influencer_face(conn, id)?
            .map(|face| InfluencerStrip { username: face.username, image: face.image }),
        None => None,
    };
    let chosen = links::products_of(conn, &link.id)?;
    let ids: Vec<String> = chosen.iter().map(|p| p.product_shopify_id.clone()).collect();
    let sellable = catalog::sellable_products(conn, &link.business_id, &ids)?;
    let mut items = Vec::with_capacity(chosen.len());
    for choice in chosen {
        let Some(found) = sellable.get(&choice.product_shopify_id) else { continue };
        let selected: HashMap<String, String> = serde_json::from_str(&choice.selected_options).unwrap_or_default();
        items.push(product(
            choice.product_shopify_id,
            found.title.clone(),
            found.image.clone(),
            &found.variants,
            &selected,
            &currency,
        ));
    }
    let map = catalog::saved_options_map(conn, &link.business_id)?;
    for option in items.iter_mut().flat_map(|p| p.options.iter_mut()) {
        show_with_map(option, &map);
    }
    let post = if link.kind == LinkKind::ShopboardPost {
        feed::post_of_link(conn, &link.business_id, &link.id)?.map(|p| PostHero {
            image: p.image_url,
            width: p.width,
            height: p.height,
            network: p.network.display().to_owned(),
            caption: p.caption,
            feed_url: format!("/{username}/{}", feed::SEGMENT),
        })
    } else {
        None
    };
    let images: Vec<String> = serde_json::from_str::<Vec<serde_json::Value>>(&link.images)
        .unwrap_or_default()
        .iter()
        .filter_map(|i| i.get("src").and_then(|s| s.as_str()).map(str::to_owned))
        .collect();
    Ok(InstantStoreData {
        store_name: storefront.store_name,
        title: link.description.clone(),
        images,
        promocode: link.promocode.clone().filter(|c| !c.is_empty()),
        influencer,
        currency,
        cart_action: format!("/{username}/{root_id}/cart"),
        checkout_action: format!("/{username}/{root_id}/checkout"),
        cart_line_action: format!("/{username}/{root_id}/cart/line"),
        products: items,
        theme: storefront.theme,
        logo: storefront.logo,
        shipping_and_returns_url: storefront.shipping_and_returns_url,
        tracking: storefront.tracking,
        cart: None,
        post,
    })
}

/// How the options map shows `option`'s values: swatches for a `COLOR` option, the mapped text
/// (else the value itself) as each value's label.
fn show_with_map(option: &mut StoreOption, map: &OptionsMap) {
    let entry = map.0.get(&option.name);
    let mapped = |value: &str| entry.and_then(|e| e.values.iter().find(|v| v.value == value));
    option.labels = option
        .values
        .iter()
        .map(|v| mapped(v).and_then(|m| m.text_value.clone()).unwrap_or_else(|| v.clone()))
        .collect();
    option.swatches = match entry {
        Some(e) if e.option_type == OptionType::Color => {
            option.values.iter().map(|v| mapped(v).and_then(|m| m.hex_value.clone())).collect()
        }
        _ => Vec::new(),
    };
}

/// A product's card: options from its variants, the preselection, live price and stock.
fn product(
    id: String,
    title: String,
    image: Option<String>,
    variants: &[CatalogVariant],
    selected: &HashMap<String, String>,
    currency: &str,
) -> StoreProduct {
    let in_stock: Vec<&CatalogVariant> = variants.iter().filter(|v| v.inventory_quantity > 0).collect();
    let priced = if in_stock.is_empty() { variants.iter().collect::<Vec<_>>() } else { in_stock.clone() };
    let price = priced.iter().map(|v| v.price_cents).min().unwrap_or(0);
    let preset = preselected(variants, &in_stock, selected);
    let mut options: Vec<StoreOption> = Vec::new();
    for v in variants {
        for pair in &v.options {
            match options.iter_mut().find(|o| o.name == pair.name) {
                Some(o) if !o.values.contains(&pair.value) => o.values.push(pair.value.clone()),
                Some(_) => {}
                None => {
                    let value = preset.and_then(|f| f.options.iter().find(|p| p.name == pair.name));
                    options.push(StoreOption {
                        name: pair.name.clone(),
                        values: vec![pair.value.clone()],
                        selected: value.map_or_else(|| pair.value.clone(), |p| p.value.clone()),
                        swatches: Vec::new(),
                        labels: Vec::new(),
                        pictures: Vec::new(),
                        sold_out: Vec::new(),
                    });
                }
            }
        }
    }
    let pictures = variant_view::pictures(&mut options, variants);
    variant_view::sold_out(&mut options, variants);
    let variants = variants
        .iter()
        .filter_map(|v| {
            Some(StoreVariant {
                id: v.number()?.to_string(),
                options: options
                    .iter()
                    .map(|o| v.options.iter().find(|p| p.name == o.name).map(|p| p.value.clone()).unwrap_or_default())
                    .collect(),
                available: v.inventory_quantity > 0,
                price: crate::money::decimal(v.price_cents, currency),
            })
        })
        .collect();
    StoreProduct {
        id,
        title,
        image,
        pictures,
        price: crate::money::decimal(price, currency),
        available: !in_stock.is_empty(),
        options,
        quantity: 1,
        variants,
    }
}

/// The variant a card opens on. Add to cart must work as the page opens, so a whole
/// combination is chosen, never option by option: the in-stock variant that agrees with most of
/// the link's chosen options (the merchant's pick when it can be bought), else the first variant
/// when nothing is in stock.
fn preselected<'a>(
    variants: &'a [CatalogVariant],
    in_stock: &[&'a CatalogVariant],
    selected: &HashMap<String, String>,
) -> Option<&'a CatalogVariant> {
    let agreement = |v: &CatalogVariant| v.options.iter().filter(|o| selected.get(&o.name) == Some(&o.value)).count();
    // `max_by_key` keeps the last of equals; reversing keeps the store's first instead.
    in_stock.iter().rev().max_by_key(|v| agreement(v)).copied().or(variants.first())
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// A page with one product of two variants (S/Red 10.01, M/Blue 10.02), for the page's tests.
    pub(crate) fn sample() -> InstantStoreData {
        let variants = [variant(1, "S", "Red", 2), variant(2, "M", "Blue", 0)];
        InstantStoreData {
            store_name: "Shop".into(),
            title: "Look".into(),
            images: Vec::new(),
            promocode: None,
            influencer: None,
            currency: "USD".into(),
            cart_action: "/anna/aB3dE5fG/cart".into(),
            checkout_action: "/anna/aB3dE5fG/checkout".into(),
            cart_line_action: "/anna/aB3dE5fG/cart/line".into(),
            products: vec![product(
                "gid://shopify/Product/7".into(),
                "Tee".into(),
                None,
                &variants,
                &HashMap::new(),
                "USD",
            )],
            theme: Theme::default(),
            logo: None,
            shipping_and_returns_url: None,
            tracking: Tracking::default(),
            cart: None,
            post: None,
        }
    }

    use crate::features::catalog::OptionPair;

    fn variant(n: i64, size: &str, colour: &str, stock: i32) -> CatalogVariant {
        CatalogVariant {
            shopify_id: format!("gid://shopify/ProductVariant/{n}"),
            options: vec![
                OptionPair { name: "Size".into(), value: size.into() },
                OptionPair { name: "Color".into(), value: colour.into() },
            ],
            inventory_quantity: stock,
            price_cents: 1000 + n,
            image: None,
        }
    }

    fn opens_on(card: &StoreProduct) -> Vec<&str> {
        card.options.iter().map(|o| o.selected.as_str()).collect()
    }

    fn chosen(pairs: &[(&str, &str)]) -> HashMap<String, String> {
        pairs.iter().map(|(k, v)| ((*k).to_owned(), (*v).to_owned())).collect()
    }

    #[test]
    fn a_card_opens_on_a_combination_in_stock() {
        let variants = [variant(1, "S", "Red", 0), variant(2, "S", "Blue", 0), variant(3, "M", "Blue", 4)];
        let card = product("p".into(), "Tee".into(), None, &variants, &HashMap::new(), "USD");
        assert_eq!(opens_on(&card), ["M", "Blue"], "the first values are sold out together");
        assert_eq!(card.price, "10.03", "the price of what can be bought");
        assert_eq!(card.options[0].values, ["S", "M"]);
        let shown: Vec<_> = card.variants.iter().map(|v| (v.id.as_str(), v.options.join("/"), v.available)).collect();
        assert_eq!(
            shown,
            [("1", "S/Red".to_owned(), false), ("2", "S/Blue".to_owned(), false), ("3", "M/Blue".to_owned(), true)]
        );

        // The merchant's pick is kept when it can be bought, and as much of it as can be otherwise.
        let variants = [variant(1, "S", "Red", 2), variant(2, "M", "Red", 0), variant(3, "M", "Blue", 1)];
        let card =
            product("p".into(), "Tee".into(), None, &variants, &chosen(&[("Size", "M"), ("Color", "Blue")]), "USD");
        assert_eq!(opens_on(&card), ["M", "Blue"]);
        let card =
            product("p".into(), "Tee".into(), None, &variants, &chosen(&[("Size", "M"), ("Color", "Red")]), "USD");
        assert_eq!(opens_on(&card), ["S", "Red"], "M/Red is sold out; S/Red keeps the colour");
    }

    #[test]
    fn a_sold_out_card_opens_on_its_first_variant() {
        let variants = [variant(1, "S", "Red", 0), variant(2, "M", "Blue", 0)];
        let card = product("p".into(), "Tee".into(), None, &variants, &HashMap::new(), "USD");
        assert!(!card.available);
        assert_eq!(opens_on(&card), ["S", "Red"]);
    }
}
