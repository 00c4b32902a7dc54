//! What the store tells the features above it (docs/architecture.md#feature-layers). The store
//! adapter receives the platform's news (a connect, a disconnect, webhooks) and publishes one of
//! these; the feature that owns the data handles it: links reopen and close, the catalog
//! syncs and follows products, billing follows subscriptions, orders ingest sales and answer
//! the privacy requests, and each owner clears what a disconnect resets
//! (docs/store.md#disconnect).

use serde_json::Value;

/// A store was attached to a business (a first connect or a reconnect). Published on the write
/// (links reopen with the attach) and on the commit (the first catalog sync starts).
#[derive(Debug, Clone)]
pub struct StoreConnected {
    /// The business the store now belongs to.
    pub business_id: String,
}

/// A business's store was disconnected: by the merchant, or by the platform when the app was
/// uninstalled. Published on the write: each owner resets, in the same transaction, what a
/// disconnect resets (the AI preferences, the options map, the theme, the settings) and the
/// links become inactive, so it happens with the disconnect or not at all.
#[derive(Debug, Clone)]
pub struct StoreDisconnected {
    /// The business that lost its store.
    pub business_id: String,
}

/// The app was uninstalled from `shop` (`app/uninstalled`); published on the write, before
/// [`StoreDisconnected`] when a business had the shop. Billing ends the shop's subscriptions.
#[derive(Debug, Clone)]
pub struct AppUninstalled {
    /// The shop's domain.
    pub shop: String,
}

/// The shop's app subscriptions changed (`app_subscriptions/update`); published on the commit.
/// Billing reads them again through the Admin API and so the plan.
#[derive(Debug, Clone)]
pub struct SubscriptionsChanged {
    /// The shop's domain.
    pub shop: String,
    /// The business connected to the shop, if any.
    pub business_id: Option<String>,
}

/// A product of a connected shop was created, changed or deleted (`products/*`); published on
/// the commit. The catalog reads it again through the Admin API (the payload's REST shape is
/// not trusted as the source of truth) or removes it.
#[derive(Debug, Clone)]
pub struct ProductChanged {
    /// The business the shop belongs to.
    pub business_id: String,
    /// The shop's domain.
    pub shop: String,
    /// The product's GraphQL id (`gid://shopify/Product/…`).
    pub product_id: String,
    /// Whether the product was deleted.
    pub deleted: bool,
}

/// A collection of a connected shop changed (`collections/*`); published on the commit. The
/// catalog syncs again.
#[derive(Debug, Clone)]
pub struct CollectionsChanged {
    /// The business the shop belongs to.
    pub business_id: String,
}

/// Which kind of sale webhook arrived.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SaleTopic {
    /// `orders/create`, `orders/updated`, `orders/paid`: the order as it is now.
    Order,
    /// `refunds/create`: one refund of an order.
    Refund,
}

/// An order or refund webhook of a connected shop, its HMAC checked; published on the write
/// (the store opens the transaction). Orders parse the body and ingest it; a body that does
/// not fit is refused, and the webhook is tried again later.
#[derive(Debug, Clone)]
pub struct SaleReceived {
    /// The business the shop belongs to.
    pub business_id: String,
    /// The shop's domain.
    pub shop: String,
    /// Order or refund.
    pub topic: SaleTopic,
    /// The platform's JSON.
    pub body: Value,
}

/// What a customer privacy webhook asks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CustomerRequestKind {
    /// `customers/data_request`: a report of what is held about the customer.
    DataRequest,
    /// `customers/redact`: forget the customer.
    Redact,
}

/// A customer privacy webhook of a connected shop; published on the write. Orders hold what
/// is known of customers and answer it.
#[derive(Debug, Clone)]
pub struct CustomerRequest {
    /// The business the shop belongs to.
    pub business_id: String,
    /// The shop's domain.
    pub shop: String,
    /// Report or redact.
    pub kind: CustomerRequestKind,
    /// The platform's JSON.
    pub body: Value,
}

/// `shop/redact`: everything held for the shop goes; published on the write. Each owner
/// deletes its rows of the shop (orders and their reports; the catalog while it is still this
/// shop's); the store then deletes the installation and its inbox.
#[derive(Debug, Clone)]
pub struct ShopRedacted {
    /// The business connected to the shop, if any.
    pub business_id: Option<String>,
    /// The shop's domain.
    pub shop: String,
}
