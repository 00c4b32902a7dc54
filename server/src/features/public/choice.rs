//! The shopper's choice on a product card (its options and quantity), carried through a form's
//! redirect so the page comes back as it was posted without JavaScript: the add form's answer
//! is `?cart=added&product=…&o.Size=M&o.Color=White&quantity=2`, the very fields the form posts.
//! A choice is honoured only when it names a product of the page, values that product offers
//! and a quantity the cart takes; anything else opens the page as it always does.

use super::cart::MAX_QUANTITY;
use super::data::InstantStoreData;

/// A card's kept choice.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Choice {
    product: String,
    options: Vec<(String, String)>,
    quantity: u32,
}

impl Choice {
    /// The query pairs (each starting with `&`) that carry a choice back to the page.
    pub fn query(product: &str, options: &[(String, String)], quantity: u32) -> String {
        let mut query = url::form_urlencoded::Serializer::new(String::new());
        query.append_pair("product", product);
        for (name, value) in options {
            query.append_pair(&format!("o.{name}"), value);
        }
        query.append_pair("quantity", &quantity.to_string());
        format!("&{}", query.finish())
    }

    /// The choice a page's query carries, when `data` (the page) can show it.
    pub fn from_query(query: &str, data: &InstantStoreData) -> Option<Self> {
        let pairs: Vec<(String, String)> = url::form_urlencoded::parse(query.as_bytes()).into_owned().collect();
        let field = |name: &str| pairs.iter().find(|(k, _)| k == name).map(|(_, v)| v.as_str());
        let product = data.products.iter().find(|p| Some(p.id.as_str()) == field("product"))?;
        let quantity = field("quantity").map_or(Some(1), |q| q.parse::<u32>().ok())?;
        if !(1..=MAX_QUANTITY).contains(&quantity) {
            return None;
        }
        let mut options = Vec::with_capacity(product.options.len());
        for option in &product.options {
            let value = field(&format!("o.{}", option.name))?;
            if !option.values.iter().any(|v| v == value) {
                return None;
            }
            options.push((option.name.clone(), value.to_owned()));
        }
        Some(Choice { product: product.id.clone(), options, quantity })
    }

    /// Puts the choice into the page's data: its card opens on these options and quantity.
    pub fn apply(&self, data: &mut InstantStoreData) {
        let Some(product) = data.products.iter_mut().find(|p| p.id == self.product) else { return };
        product.quantity = self.quantity;
        for option in &mut product.options {
            if let Some((_, value)) = self.options.iter().find(|(name, _)| *name == option.name) {
                option.selected = value.clone();
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::features::public::data::tests::sample;

    #[test]
    fn a_posted_choice_comes_back_on_its_card() {
        let mut data = sample();
        let options = [("Size".to_owned(), "M".to_owned()), ("Color".to_owned(), "Blue".to_owned())];
        let query = format!("cart=added{}", Choice::query("gid://shopify/Product/7", &options, 2));
        assert_eq!(query, "cart=added&product=gid%3A%2F%2Fshopify%2FProduct%2F7&o.Size=M&o.Color=Blue&quantity=2");
        let choice = Choice::from_query(&query, &data).expect("a choice the page offers");
        choice.apply(&mut data);
        let card = &data.products[0];
        assert_eq!(
            (card.options[0].selected.as_str(), card.options[1].selected.as_str(), card.quantity),
            ("M", "Blue", 2)
        );
    }

    #[test]
    fn a_choice_the_page_does_not_offer_is_ignored() {
        let data = sample();
        for query in [
            "product=gid%3A%2F%2Fshopify%2FProduct%2F8&o.Size=M&o.Color=Blue",
            "product=gid%3A%2F%2Fshopify%2FProduct%2F7&o.Size=XL&o.Color=Blue",
            "product=gid%3A%2F%2Fshopify%2FProduct%2F7&o.Size=M",
            "product=gid%3A%2F%2Fshopify%2FProduct%2F7&o.Size=M&o.Color=Blue&quantity=101",
            "product=gid%3A%2F%2Fshopify%2FProduct%2F7&o.Size=M&o.Color=Blue&quantity=x",
        ] {
            assert_eq!(Choice::from_query(query, &data), None, "{query}");
        }
    }
}
