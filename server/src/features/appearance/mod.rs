//! Appearance (docs/appearance.md): the theme of a business's public link pages. So far the
//! theme's storage and API, which the instant store page renders with; the Appearance page that
//! edits it comes with its own screens.

mod api;
mod store;
mod theme;
pub use store::changed_at;
pub use store::current;
pub use store::saved;
pub use theme::Theme;

use actix_web::web;

use crate::events::Subscribe;
use crate::features::store::events::StoreDisconnected;
use crate::state::Handles;

/// A store disconnect resets the theme (docs/appearance.md#reset), with the disconnect.
pub fn subscribe(handles: &mut Handles) {
    handles.on_write::<StoreDisconnected>(|conn, event| store::clear(conn, &event.business_id));
    handles.get_or_default_mut::<crate::features::media::FileReferences>().add(store::stored_texts);
}

/// Routes under `/api`.
pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.route("/business/{businessId}/theme", web::get().to(api::get))
        .route("/business/{businessId}/theme", web::put().to(api::put));
}

/// This feature's endpoints and request shapes in the OpenAPI document (`crate::openapi` merges
/// every feature's).
#[derive(utoipa::OpenApi)]
#[openapi(paths(api::get, api::put,))]
pub struct Api;
