//! The instant store page's cart: kept in a cookie per link (`sl_cart_{id}`, variant numbers and
//! quantities), so the page itself stays cacheable and the server keeps no cart state. The
//! forms that change it are [`super::cart_add`] and [`super::cart_line`].

use actix_web::cookie::{time::Duration, Cookie};
use actix_web::HttpRequest;

use crate::features::clicks::visitor;

/// Most units of one variant (the sandbox's and Shopify's permalink limit).
pub const MAX_QUANTITY: u32 = 100;
/// Most lines in a cart.
const MAX_LINES: usize = 50;
/// What a cart or checkout form tells the shopper on the page it returns to, as the query
/// `?cart={value}`. The cached page carries every notice hidden; the server shows this one
/// (`page::serve`). Its presence also marks the load as the same visit, not another view.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CartNotice {
    /// The product went into the cart.
    Added,
    /// The chosen combination of options cannot be bought.
    SoldOut,
    /// Checkout was pressed with nothing in the cart.
    Empty,
    /// A line's quantity changed or the line was removed.
    Updated,
    /// The posted product is not one this link shows (a stale or hand-made form).
    Unavailable,
}

impl CartNotice {
    /// Every notice, in the order the page renders them.
    pub const ALL: [CartNotice; 5] =
        [CartNotice::Added, CartNotice::SoldOut, CartNotice::Empty, CartNotice::Updated, CartNotice::Unavailable];

    /// The query value, also the `data-notice-slot` value in `ui/src/features/instantStore/CartNotices.tsx`.
    pub fn value(self) -> &'static str {
        match self {
            CartNotice::Added => "added",
            CartNotice::SoldOut => "soldout",
            CartNotice::Empty => "empty",
            CartNotice::Updated => "updated",
            CartNotice::Unavailable => "unavailable",
        }
    }

    /// The notice a page's query asks for.
    pub fn from_query(query: &str) -> Option<Self> {
        let value = url::form_urlencoded::parse(query.as_bytes()).find(|(k, _)| k == "cart")?.1;
        CartNotice::ALL.into_iter().find(|n| n.value() == value)
    }
}

/// Name of a link's cart cookie.
fn cookie_name(root_link_id: &str) -> String {
    format!("sl_cart_{root_link_id}")
}

/// A cart: `(variant number, quantity)` lines.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct Cart {
    lines: Vec<(i64, u32)>,
}

impl Cart {
    /// The cart in the request's cookie (empty when absent or malformed).
    pub fn from_request(req: &HttpRequest, root_link_id: &str) -> Self {
        req.cookie(&cookie_name(root_link_id)).map(|c| Cart::parse(c.value())).unwrap_or_default()
    }

    /// Parses `123:2|456:1`; any malformed part empties the cart.
    pub fn parse(text: &str) -> Self {
        let mut cart = Cart::default();
        for part in text.split('|').filter(|p| !p.is_empty()) {
            let parsed = part.split_once(':').and_then(|(v, q)| Some((v.parse::<i64>().ok()?, q.parse::<u32>().ok()?)));
            match parsed {
                Some((variant, quantity)) if variant > 0 && (1..=MAX_QUANTITY).contains(&quantity) => {
                    cart.add(variant, quantity)
                }
                _ => return Cart::default(),
            }
        }
        cart
    }

    /// Adds units (capped per line; lines beyond the limit are ignored).
    pub fn add(&mut self, variant: i64, quantity: u32) {
        if let Some((_, q)) = self.lines.iter_mut().find(|(v, _)| *v == variant) {
            *q = (*q + quantity).min(MAX_QUANTITY);
        } else if self.lines.len() < MAX_LINES {
            self.lines.push((variant, quantity.min(MAX_QUANTITY)));
        }
    }

    /// Sets a line's units; 0 removes it. A variant not in the cart is left out: the line
    /// forms only change what is there.
    pub fn set(&mut self, variant: i64, quantity: u32) {
        if quantity == 0 {
            self.lines.retain(|(v, _)| *v != variant);
        } else if let Some((_, q)) = self.lines.iter_mut().find(|(v, _)| *v == variant) {
            *q = quantity.min(MAX_QUANTITY);
        }
    }

    /// `(variant number, quantity)` lines in the order they were added.
    pub fn lines(&self) -> &[(i64, u32)] {
        &self.lines
    }

    /// Units in the cart.
    pub fn units(&self) -> u32 {
        self.lines.iter().map(|(_, q)| q).sum()
    }

    /// Whether there is nothing to check out.
    pub fn is_empty(&self) -> bool {
        self.lines.is_empty()
    }

    /// Lines as a cart permalink wants them: `123:2,456:1`.
    pub fn permalink_lines(&self) -> String {
        self.lines.iter().map(|(v, q)| format!("{v}:{q}")).collect::<Vec<_>>().join(",")
    }

    /// The cookie holding this cart (a week), or one that clears it when empty.
    pub fn cookie(&self, root_link_id: &str, secure: bool) -> Cookie<'static> {
        let value = self.lines.iter().map(|(v, q)| format!("{v}:{q}")).collect::<Vec<_>>().join("|");
        let age = if self.is_empty() { Duration::ZERO } else { Duration::days(7) };
        visitor::long_cookie(cookie_name(root_link_id), value, age, secure)
    }
}

/// The element id of a product's card: its store id with everything but ASCII letters and
/// digits dropped. Must match `cardAnchor` in `ui/src/features/instantStore/ProductCard.tsx`.
pub fn card_anchor(product_id: &str) -> String {
    let kept: String = product_id.chars().filter(char::is_ascii_alphanumeric).collect();
    format!("p-{kept}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn carts_round_trip_and_malformed_cookies_empty_them() {
        let mut cart = Cart::parse("101:2|202:1");
        cart.add(101, 1);
        assert_eq!(cart.permalink_lines(), "101:3,202:1");
        assert_eq!(cart.units(), 4);
        assert!(Cart::parse("101:x").is_empty());
        assert!(Cart::parse("-1:1").is_empty());
        assert!(Cart::parse("1:0").is_empty());
        cart.add(101, 500);
        assert_eq!(cart.permalink_lines(), "101:100,202:1");
        cart.set(202, 7);
        cart.set(303, 2);
        assert_eq!(cart.permalink_lines(), "101:100,202:7", "set changes only lines that are there");
        cart.set(101, 0);
        assert_eq!(cart.permalink_lines(), "202:7");
    }

    #[test]
    fn notices_round_trip_through_the_query() {
        for notice in CartNotice::ALL {
            assert_eq!(CartNotice::from_query(&format!("x=1&cart={}", notice.value())), Some(notice));
        }
        assert_eq!(CartNotice::from_query("cart=nonsense"), None);
        assert_eq!(CartNotice::from_query("utm_source=cart%3Dadded"), None);
        assert_eq!(card_anchor("gid://shopify/Product/42"), "p-gidshopifyProduct42");
    }
}
