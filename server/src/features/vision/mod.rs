//! Visual product recognition, the shopboard's "AI tagging" (docs/shopboard.md#visual-tagging).
//! The catalog's product images are described into a visual index kept in the database
//! ([`images`], [`index`]); each post's kept picture is ranked against it and the products it
//! shows are stored as the post's AI tags ([`tagging`]). Everything works from pixels alone
//! (the `product-vision` crate): no titles, captions or file names are read. The magic store
//! asks the same index which products a merchant's own photo or video shows ([`find_products`]).
//!
//! The work runs in one background pass per business at a time ([`pass`]), and only while the
//! business has AI tagging on (a paid plan and a sensitivity other than off): describing every
//! colour and view of a catalog costs CPU a business without the feature should not pay for.

mod images;
mod index;
pub mod pass;
pub mod posts;
mod search;
mod tagging;

pub use search::{find_products, Found};

use actix_web::web;
use futures_util::future::{BoxFuture, FutureExt};

use crate::error::AppResult;
use crate::events::Subscribe;
use crate::features::billing::events::PlanRefreshed;
use crate::features::catalog::events::{CatalogChange, CatalogChanged, ProductImages};
use crate::features::settings::events::SettingsSaved;
use crate::state::{AppState, Handles};
use pass::Wanted;

/// What makes AI tagging look again: the catalog's product images (kept in the visual index
/// with the product's write), a catalog change (new images to describe, so every post is looked
/// at again once they are; the AI preferences, every post), a settings save (the sensitivity)
/// and a plan read again (AI tagging comes with the paid plans).
pub fn subscribe(handles: &mut Handles) {
    crate::features::jobs::register(handles, pass::PASS);
    handles.on_write::<ProductImages>(|conn, event| {
        images::replace(conn, &event.business_id, &event.product_id, &event.urls)
    });
    handles.on_commit::<CatalogChanged>(|state, event| {
        let wanted = match event.change {
            CatalogChange::ProductWritten | CatalogChange::ProductRemoved | CatalogChange::Synced => Wanted::default(),
            CatalogChange::Preferences => Wanted::everything(),
        };
        async move { pass::request(&state, &event.business_id, wanted).await }.boxed()
    });
    handles.on_commit::<SettingsSaved>(|state, event| tag_every_post(state, event.business_id));
    handles.on_commit::<PlanRefreshed>(|state, event| tag_every_post(state, event.business_id));
}

/// Asks for a pass over every post of `business_id` (started in the background).
fn tag_every_post(state: web::Data<AppState>, business_id: String) -> BoxFuture<'static, AppResult<()>> {
    async move { pass::request(&state, &business_id, Wanted::everything()).await }.boxed()
}
