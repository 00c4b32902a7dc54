//! A visitor's cart section: the page's own component rendered for that cart, so the lines,
//! quantities and subtotal look and read exactly as the page does (one component, one money
//! format) with or without JavaScript. The amounts are worked out here in minor units; the page
//! only formats them. Sections are kept by page and cart, in a cache of their own so carts
//! made up in cookies can never push shared pages out of the page cache.

use std::sync::Arc;
use std::time::Duration;

use actix_web::web;

use super::cache::TtlCache;
use super::cart::Cart;
use super::data::{CartLineView, CartView, InstantStoreData};
use super::page::{self, CachedPage, CART_END, CART_START};
use crate::error::{AppError, AppResult};
use crate::money;
use crate::state::AppState;

/// Rendered cart sections by (page key, cart lines).
pub type CartSections = TtlCache<((String, String), String), Arc<str>>;

/// A fresh cart-section cache for `AppState`.
pub fn new_cache() -> CartSections {
    TtlCache::new(Duration::from_secs(600), 2_000)
}

/// The cart as its section shows it. Lines whose variant the page no longer shows (a product
/// taken off the look) are left out of the section; checkout still hands them to the store,
/// which shows and prices them.
pub fn view(data: &InstantStoreData, cart: &Cart) -> CartView {
    let mut subtotal = 0_i64;
    let mut lines = Vec::new();
    for &(variant, quantity) in cart.lines() {
        let number = variant.to_string();
        let found = data.products.iter().find_map(|p| p.variants.iter().find(|v| v.id == number).map(|v| (p, v)));
        let Some((product, v)) = found else { continue };
        let line = money::minor(&v.price, &data.currency).unwrap_or(0).saturating_mul(i64::from(quantity));
        subtotal = subtotal.saturating_add(line);
        lines.push(CartLineView {
            variant: number,
            title: product.title.clone(),
            options: v.options.clone(),
            quantity,
            price: money::decimal(line, &data.currency),
        });
    }
    CartView { lines, subtotal: money::decimal(subtotal, &data.currency) }
}

/// The cart section's contents for `cart` on `page`.
pub async fn section(state: &web::Data<AppState>, page: &CachedPage, cart: &Cart) -> AppResult<String> {
    if cart.is_empty() {
        return Ok(page.empty_cart().to_owned());
    }
    let cache = state.handle::<CartSections>();
    let key = (page.key.clone(), cart.permalink_lines());
    if let Some(html) = cache.get(&key) {
        return Ok(html.to_string());
    }
    let mut data = (*page.data).clone();
    data.cart = Some(view(&data, cart));
    let output = page::markup(state, data.cart_action.trim_end_matches("/cart").to_owned(), &data, page.locale).await?;
    let html = cut(&output.html).ok_or_else(|| AppError::Internal(anyhow::anyhow!("the page has no cart section")))?;
    cache.put(key, Arc::from(html));
    Ok(html.to_owned())
}

/// What lies between the cart section's markers.
fn cut(html: &str) -> Option<&str> {
    let start = html.find(CART_START)? + CART_START.len();
    let end = start + html[start..].find(CART_END)?;
    Some(&html[start..end])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::features::public::data::tests::sample;

    #[test]
    fn lines_are_priced_in_minor_units_and_unknown_variants_left_out() {
        let data = sample();
        let cart = Cart::parse("2:3|999:1|1:1");
        let view = view(&data, &cart);
        let lines: Vec<_> = view
            .lines
            .iter()
            .map(|l| (l.variant.as_str(), l.options.join("/"), l.quantity, l.price.as_str()))
            .collect();
        assert_eq!(lines, [("2", "M/Blue".to_owned(), 3, "30.06"), ("1", "S/Red".to_owned(), 1, "10.01")]);
        assert_eq!(view.subtotal, "40.07");
    }

    #[test]
    fn the_section_is_cut_between_its_markers() {
        let html = format!("<a>{CART_START}<ul>x</ul>{CART_END}</a>");
        assert_eq!(cut(&html), Some("<ul>x</ul>"));
        assert_eq!(cut("<a></a>"), None);
    }
}
