//! The store whose products a sandbox account wears. When the host knows the merchant's store
//! (it passes `sandbox_shop` to the consent page), the account remembers it and each of its
//! posts shows one to three of that store's products, chosen from the post's id, drawn with the
//! same look as the store's own product photos (the `product-art` crate). Which products a post
//! shows is a pure function of the catalog and the post id ([`shown`]), so it is known exactly
//! when recognition is measured. Without a store, posts show products of no catalog.

use std::sync::Arc;

use product_art::{Design, Kind, PostItem, Rgb};

use crate::dice::Dice;
use kernel::db::DbConnection;
use kernel::error::AppResult;

/// A product a post may show: its number in the store, its look and its colours.
#[derive(Debug, Clone)]
pub struct CatalogProduct {
    /// The store's product number (`gid://shopify/Product/{number}`).
    pub number: i64,
    /// How it looks.
    pub design: Design,
    /// Its colour options.
    pub colours: Vec<Rgb>,
}

/// Where the products come from: the host reads the sandbox store's catalog.
pub trait PostCatalog: Send + Sync {
    /// The products of `shop` a post may show (active ones), in a stable order.
    fn products(&self, conn: &mut DbConnection, shop: &str) -> AppResult<Vec<CatalogProduct>>;
}

/// A shared catalog source.
pub type SharedCatalog = Arc<dyn PostCatalog>;

/// One product in one of its colours, as a post shows it.
#[derive(Debug, Clone, PartialEq)]
pub struct Shown {
    /// The store's product number.
    pub number: i64,
    /// The colour it is worn in.
    pub colour: Rgb,
}

/// The products post `post_id` shows out of `catalog`: one to three different products, each
/// in one of its colours.
pub fn shown(catalog: &[CatalogProduct], post_id: &str) -> Vec<Shown> {
    if catalog.is_empty() {
        return Vec::new();
    }
    let mut dice = Dice::new(&["shown", post_id]);
    let wanted = (dice.between(1, 3) as usize).min(catalog.len());
    let mut out: Vec<Shown> = Vec::new();
    while out.len() < wanted {
        let product = dice.pick(catalog);
        if out.iter().any(|s| s.number == product.number) {
            continue;
        }
        let colour = if product.colours.is_empty() { Rgb(0x80, 0x80, 0x80) } else { *dice.pick(&product.colours) };
        out.push(Shown { number: product.number, colour });
    }
    out
}

/// What a post's picture is made of: the products it shows, or, without a catalog, one to
/// three products of no store, chosen from the post id.
pub fn items(catalog: &[CatalogProduct], post_id: &str) -> Vec<PostItem> {
    let chosen = shown(catalog, post_id);
    if !chosen.is_empty() {
        return chosen
            .iter()
            .filter_map(|s| {
                catalog.iter().find(|p| p.number == s.number).map(|p| PostItem { design: p.design, colour: s.colour })
            })
            .collect();
    }
    let mut dice = Dice::new(&["no-catalog", post_id]);
    (0..dice.between(1, 3))
        .map(|_| {
            let kind = dice.pick(&Kind::NOUNS).1;
            let colour = Rgb(dice.between(30, 230) as u8, dice.between(30, 230) as u8, dice.between(30, 230) as u8);
            PostItem { design: Design::new(kind, dice.next_u64()), colour }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn catalog(n: i64) -> Vec<CatalogProduct> {
        (1..=n)
            .map(|number| CatalogProduct {
                number,
                design: Design::new(Kind::Tote, number as u64),
                colours: vec![Rgb(1, 2, 3), Rgb(4, 5, 6)],
            })
            .collect()
    }

    #[test]
    fn a_post_shows_one_to_three_different_products_in_their_colours() {
        let products = catalog(20);
        for i in 0..50 {
            let id = format!("179{i}");
            let picked = shown(&products, &id);
            assert!((1..=3).contains(&picked.len()));
            assert_eq!(picked, shown(&products, &id), "stable");
            let mut numbers: Vec<i64> = picked.iter().map(|s| s.number).collect();
            numbers.dedup();
            assert_eq!(numbers.len(), picked.len(), "different products");
            assert!(picked.iter().all(|s| s.colour == Rgb(1, 2, 3) || s.colour == Rgb(4, 5, 6)));
        }
        assert_eq!(shown(&catalog(1), "1790").len(), 1, "a one-product catalog");
        assert!(shown(&[], "1790").is_empty());
        assert!((1..=3).contains(&items(&[], "1790").len()), "posts without a store still show products");
    }
}
