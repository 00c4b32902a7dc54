//! What a product card shows of its variants beyond prices: the picture that follows the chosen
//! options, and the option values no variant in stock has (docs/public-pages.md#options). Both are
//! worked out here, on the server, so the page shows them without JavaScript: the card carries one
//! picture per distinct variant image and each option value names its picture, and the page's CSS
//! shows the picture of the checked value.

use std::collections::HashMap;

use super::data::StoreOption;
use crate::features::catalog::CatalogVariant;

/// At most this many variant pictures per card (the page's CSS has one rule per index).
pub const PICTURES_MAX: usize = 20;

/// The option whose values decide the variant image (usually the colour) and the pictures: fills
/// each option's `pictures` and returns the distinct images in first-seen order. An option decides
/// the picture when every value's variants that have an image share one; of those, the one with the
/// most distinct images wins (the first on a tie). Nothing is filled when no variant has an image.
pub fn pictures(options: &mut [StoreOption], variants: &[CatalogVariant]) -> Vec<String> {
    let images_of = |option: &StoreOption, value: &str| -> Vec<&str> {
        let mut seen: Vec<&str> = Vec::new();
        for v in variants {
            let has = v.options.iter().any(|p| p.name == option.name && p.value == value);
            if let (true, Some(image)) = (has, v.image.as_deref()) {
                if !seen.contains(&image) {
                    seen.push(image);
                }
            }
        }
        seen
    };
    let mut best: Option<(usize, Vec<Option<&str>>, usize)> = None;
    for (index, option) in options.iter().enumerate() {
        let per_value: Vec<Vec<&str>> = option.values.iter().map(|value| images_of(option, value)).collect();
        if per_value.iter().any(|images| images.len() > 1) {
            continue;
        }
        let chosen: Vec<Option<&str>> = per_value.iter().map(|images| images.first().copied()).collect();
        let mut distinct: Vec<&str> = chosen.iter().flatten().copied().collect();
        distinct.sort_unstable();
        distinct.dedup();
        if distinct.is_empty() || best.as_ref().is_some_and(|(_, _, count)| *count >= distinct.len()) {
            continue;
        }
        best = Some((index, chosen, distinct.len()));
    }
    let Some((index, chosen, _)) = best else { return Vec::new() };
    let mut list: Vec<String> = Vec::new();
    let mut at: HashMap<&str, u32> = HashMap::new();
    options[index].pictures = chosen
        .into_iter()
        .map(|image| {
            let image = image?;
            if let Some(i) = at.get(image) {
                return Some(*i);
            }
            if list.len() >= PICTURES_MAX {
                return None;
            }
            let i = u32::try_from(list.len()).ok()?;
            at.insert(image, i);
            list.push(image.to_owned());
            Some(i)
        })
        .collect();
    list
}

/// Marks the values no variant in stock has (`sold_out`), so the page says "(sold out)" beside
/// them and they cannot be picked. When nothing is in stock the card's button says so instead and
/// no value is marked: every combination is equally unavailable.
pub fn sold_out(options: &mut [StoreOption], variants: &[CatalogVariant]) {
    if !variants.iter().any(|v| v.inventory_quantity > 0) {
        return;
    }
    for option in options.iter_mut() {
        option.sold_out = option
            .values
            .iter()
            .map(|value| {
                !variants.iter().any(|v| {
                    v.inventory_quantity > 0 && v.options.iter().any(|p| p.name == option.name && &p.value == value)
                })
            })
            .collect();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::features::catalog::OptionPair;

    fn variant(size: &str, colour: &str, stock: i32, image: Option<&str>) -> CatalogVariant {
        CatalogVariant {
            shopify_id: "gid://shopify/ProductVariant/1".into(),
            options: vec![
                OptionPair { name: "Size".into(), value: size.into() },
                OptionPair { name: "Color".into(), value: colour.into() },
            ],
            inventory_quantity: stock,
            price_cents: 1000,
            image: image.map(str::to_owned),
        }
    }

    fn option(name: &str, values: &[&str]) -> StoreOption {
        StoreOption {
            name: name.into(),
            values: values.iter().map(|v| (*v).to_owned()).collect(),
            selected: values[0].into(),
            swatches: Vec::new(),
            labels: Vec::new(),
            pictures: Vec::new(),
            sold_out: Vec::new(),
        }
    }

    #[test]
    fn the_colour_decides_the_picture() {
        let variants = [
            variant("S", "Pink", 1, Some("/pink.png")),
            variant("M", "Pink", 1, Some("/pink.png")),
            variant("S", "White", 1, Some("/white.png")),
            variant("M", "White", 1, Some("/white.png")),
            variant("S", "Black", 1, None),
        ];
        let mut options = [option("Size", &["S", "M"]), option("Color", &["Pink", "White", "Black"])];
        let list = pictures(&mut options, &variants);
        assert_eq!(list, ["/pink.png", "/white.png"]);
        assert!(options[0].pictures.is_empty(), "a size has two pictures: it does not decide");
        assert_eq!(options[1].pictures, [Some(0), Some(1), None], "Black has no picture of its own");
    }

    #[test]
    fn no_variant_image_no_pictures() {
        let variants = [variant("S", "Pink", 1, None), variant("M", "White", 1, None)];
        let mut options = [option("Size", &["S", "M"]), option("Color", &["Pink", "White"])];
        assert!(pictures(&mut options, &variants).is_empty());
        assert!(options.iter().all(|o| o.pictures.is_empty()));
    }

    #[test]
    fn values_no_variant_in_stock_has_are_sold_out() {
        let variants = [variant("S", "Pink", 0, None), variant("M", "Pink", 2, None), variant("S", "White", 0, None)];
        let mut options = [option("Size", &["S", "M"]), option("Color", &["Pink", "White"])];
        sold_out(&mut options, &variants);
        assert_eq!(options[0].sold_out, [true, false]);
        assert_eq!(options[1].sold_out, [false, true]);

        let variants = [variant("S", "Pink", 0, None)];
        let mut options = [option("Size", &["S"]), option("Color", &["Pink"])];
        sold_out(&mut options, &variants);
        assert!(options.iter().all(|o| o.sold_out.is_empty()), "a sold-out product says it on its button");
    }
}
