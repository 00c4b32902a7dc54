//! Promocodes a link hands to shoppers are codes the merchant's store accepts
//! (docs/links.md#promocodes): the editors list the store's codes, check a typed one and create a
//! missing one through the Admin API, and every save is refused when its code is not in the
//! store. The store calls themselves live in `store::discounts`.

pub mod api;
pub mod require;
pub mod wire;
