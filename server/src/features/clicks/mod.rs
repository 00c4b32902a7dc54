//! Shopper events on public links (docs/public-side.md#clicks): views, adds to cart and checkout
//! requests. Handlers append events to a journal on local disk ([`pipeline::ClickSink`]) and
//! answer at once; an importer thread ([`importer`]) stores them in batches, each in one
//! transaction with its journal offset, keeping unique visitors and the daily and per-product
//! rollups. Bots are recognised here ([`bots`]) so they get pages but never count.

pub mod bots;
mod click_ids;
mod coadds;
mod codec;
mod event;
pub mod importer;
mod partitions;
mod pipeline;
mod store;
mod sums;
mod traffic;
pub mod visitor;
pub use click_ids::{links_of_click, ClickedLinks};
pub use event::Visit;
pub use pipeline::ClickHealth;

pub use event::{ClickEvent, Device, EventKind};

/// The key that carries a click id out to the store and back on its orders: a query parameter
/// of the URLs shorts send shoppers to, and a cart attribute of the looks' checkouts. Order
/// attribution looks for it in both places.
pub const CLICK_KEY: &str = "shoplinks_click";
pub use pipeline::{ClickMonitor, ClickSink, ClickWriter};
pub use sums::{adds_between, daily_counts, product_counts, LinkDay, ProductOnLink};

/// Schedules the clicks' upkeep: the raw events' monthly partitions on PostgreSQL, at startup
/// and every hour.
pub fn schedule(handles: &mut crate::state::Handles) {
    crate::features::jobs::schedule(handles, partitions::JOB);
}
