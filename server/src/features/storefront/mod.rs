//! The instant store page of a look (ARCHITECTURE §5.2): server-rendered through the SSR pool,
//! cached per link and version, shipped without the app's JavaScript; its cart lives in a
//! cookie and its forms work without JavaScript (`POST /{username}/{id}/cart` and
//! `/checkout`), handing off to the store through a cart permalink that carries the promocode
//! and the visit's click id.

pub mod cart;
pub mod checkout;
pub mod data;
pub mod head;
pub mod page;
