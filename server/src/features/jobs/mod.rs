//! Background jobs that run inside the server process.

pub mod cleanup;
pub mod partitions;
pub mod passes;
pub mod uploads;
