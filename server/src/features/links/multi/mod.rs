//! Multilinks (spec 2 §2, §4 "Multilink", §7): one public link splitting traffic between
//! experiences by share and device. Admins only.

pub mod read;
pub mod save;
pub mod wire;
