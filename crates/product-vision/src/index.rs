//! A shop's catalog signatures, by product, with what ranking needs ready. Every signature is
//! compared with every hypothesis of every post at the halved template size, so that template is
//! kept unpacked (about 6 KB); the full template is unpacked from the signature (about 6 KB) only
//! for the few signatures fitted. An index of 1,500 signatures takes about 20 MB.

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
    /// The signature (its full template is unpacked when fitted).
    pub signature: Signature,
    /// The halved template.
    pub coarse: Look,
    /// Texture.
    pub orient: [f32; BINS],
    pub energy: f32,
    pub inner: f32,
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
        let coarse = signature.look().coarse();
        self.entries.push(Entry {
            product,
            coarse,
            orient: signature.orient.map(|o| f32::from(o) / 255.0),
            energy: signature.energy,
            inner: signature.inner,
            signature,
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
