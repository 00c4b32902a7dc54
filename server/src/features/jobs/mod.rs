//! Background work inside the server process: the passes that walk a catalog or a feed (one at
//! a time per key) and the periodic upkeep each feature schedules for what it owns.

mod passes;
mod periodic;
pub use passes::Passes;
pub use periodic::{in_db, schedule, spawn_all, Periodic, PeriodicJobs, Run, HOURLY};
