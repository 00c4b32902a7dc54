//! Background jobs that run inside the server process.

pub mod cleanup;
pub mod partitions;
mod passes;
pub mod uploads;
pub use passes::Passes;
