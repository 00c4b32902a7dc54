//! Visual product recognition, the shopboard's "AI tagging" (docs/shopboard.md#visual-tagging).
//! The catalog's product images are described into a visual index kept in the database
//! ([`images`], [`index`]); each post's kept picture is ranked against it and the products it
//! shows are stored as the post's AI tags ([`tagging`]). Everything works from pixels alone
//! (the `product-vision` crate): no titles, captions or file names are read.
//!
//! The work runs in one background pass per business at a time ([`pass`]), and only while the
//! business has AI tagging on (a paid plan and a sensitivity other than off): describing every
//! colour and view of a catalog costs CPU a business without the feature should not pay for.

pub mod images;
pub mod index;
pub mod pass;
pub mod tagging;
