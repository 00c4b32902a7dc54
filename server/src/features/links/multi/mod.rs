//! Multilinks (docs/links.md#multilinks): one public link splitting traffic between
//! experiences by share and device. Admins only.

pub mod read;
pub mod save;
pub mod wire;
