//! Shopper events on public links (ARCHITECTURE §5.1): views, adds to cart and checkout
//! requests. Handlers hand events to a bounded channel ([`pipeline::ClickSink`]) and answer at
//! once; one background writer ([`pipeline::ClickWriter`]) batches them into a single write
//! transaction that also keeps unique visitors and the daily and per-product rollups. Bots are
//! recognised here ([`bots`]) so they get pages but never count.

pub mod bots;
pub mod event;
pub mod pipeline;
mod store;
pub mod visitor;

pub use event::{ClickEvent, Device, EventKind};
pub use pipeline::{ClickSink, ClickWriter};
