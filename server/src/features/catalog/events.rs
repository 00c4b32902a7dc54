//! What the catalog tells the features above it (docs/architecture.md#feature-layers): AI
//! tagging keeps its visual index in step with the products' images, looks swap products that
//! ran out, and posts are tagged again when what may be tagged changed.

/// The images of one product as the catalog now lists them (each colour and view, the
/// merchant's order); published on the write of the product, so the visual index follows in the
/// same transaction.
#[derive(Debug, Clone)]
pub struct ProductImages {
    /// The business whose catalog holds the product.
    pub business_id: String,
    /// The product's store id (`gid://shopify/Product/…`).
    pub product_id: String,
    /// The images' addresses.
    pub urls: Vec<String>,
}

/// What changed in a business's catalog.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CatalogChange {
    /// A product webhook wrote one product as the store has it now (its stock, its images).
    ProductWritten,
    /// A product webhook removed one product.
    ProductRemoved,
    /// A full sync ended (products added, changed or removed).
    Synced,
    /// The AI preferences: which products and collections are promoted or left out.
    Preferences,
}

/// A business's catalog changed; published on the commit.
#[derive(Debug, Clone)]
pub struct CatalogChanged {
    /// The business.
    pub business_id: String,
    /// What changed.
    pub change: CatalogChange,
}
