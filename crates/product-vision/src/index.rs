//! A shop's catalog signatures, by product, with what ranking needs ready: each signature's
//! template as floats, full and halved.

use crate::look::{Look, BINS};
use crate::signature::Signature;

/// The catalog's signatures, keyed by product id (a String such as
/// "gid://shopify/Product/1001"); a product has many (colours × views).
#[derive(Debug, Clone, Default)]
pub struct Index {
    /// Product ids, each once.
    pub(crate) products: Vec<String>,
    /// Every signature, ready to compare.
    pub(crate) entries: Vec<Entry>,
}

/// One signature unpacked.
#[derive(Debug, Clone)]
pub(crate) struct Entry {
    /// Position of its product in `products`.
    pub product: usize,
    /// The template.
    pub full: Look,
    /// The halved template.
    pub coarse: Look,
    /// Texture.
    pub orient: [f32; BINS],
    pub energy: f32,
}

impl Index {
    /// An empty index.
    pub fn new() -> Index {
        Index::default()
    }

    /// Adds one of `product_id`'s signatures.
    pub fn add(&mut self, product_id: &str, signature: Signature) {
        let product = match self.products.iter().rposition(|p| p == product_id) {
            Some(at) => at,
            None => {
                self.products.push(product_id.to_owned());
                self.products.len() - 1
            }
        };
        let full = signature.look();
        let coarse = full.coarse();
        self.entries.push(Entry {
            product,
            full,
            coarse,
            orient: signature.orient.map(|o| f32::from(o) / 255.0),
            energy: signature.energy,
        });
    }

    /// How many signatures it holds.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// Whether it holds none.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }
}
