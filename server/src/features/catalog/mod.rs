//! The connected store's catalog: a full sync from the Admin API into local tables (run in the
//! background after a store connects, and on demand), the product and collection search calls
//! (docs/store.md#search) that the pickers use, the variant image of chosen options, the AI
//! preferences, and the product options map (docs/store.md#options-map) — the last two reset when
//! the store disconnects.

pub mod events;
mod facts;
mod known;
mod likeness;
mod option_image;
mod options_map;
pub mod preferences;
pub mod product_options;
mod search;
mod sellable;
mod store_events;
mod sync;
mod upsert;

pub use known::{known_collections, known_products, product_states};
pub use likeness::{likeness, ProductLikeness};
pub use options_map::changed_at as options_map_changed_at;
pub use options_map::saved as saved_options_map;
pub use options_map::OptionType;
pub use options_map::OptionsMap;
pub use search::collections_by_ids;
pub use search::products_by_ids;
pub use search::CollectionOut;
pub use search::ImageSrc;
pub use search::ProductOut;
pub use sellable::{
    collection_handle, product_address, products_version, sellable_products, sellable_variants, CatalogVariant,
    OptionPair, SellableProduct,
};
pub use sync::resume_unfinished;

use actix_web::web;

pub use facts::{product_faces, stocked_products, variant_images, ProductFace, StockedProduct};
pub use store_events::subscribe;

/// Mounts the catalog calls (inside `/api`).
pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.route("/admin/v1/products/search", web::get().to(search::products))
        .route("/admin/v1/collections/search", web::get().to(search::collections))
        .route("/admin/v1/products/sync", web::post().to(sync::force_sync))
        .route("/admin/v1/store/sync/status", web::get().to(sync::status))
        .route("/admin/v1/products/options/image", web::post().to(option_image::option_image))
        .route("/admin/v1/store/appearance/options", web::get().to(options_map::get))
        .route("/admin/v1/store/appearance/options", web::put().to(options_map::put))
        .route("/admin/v1/store/{id}/preferences", web::get().to(preferences::get))
        .route("/admin/v1/store/{id}/products_preferences", web::put().to(preferences::put_products))
        .route("/admin/v1/store/{id}/collections_preferences", web::put().to(preferences::put_collections));
}

/// This feature's endpoints and request shapes in the OpenAPI document (`crate::openapi` merges
/// every feature's).
#[derive(utoipa::OpenApi)]
#[openapi(
    paths(
        search::products,
        search::collections,
        sync::force_sync,
        sync::status,
        option_image::option_image,
        preferences::get,
        preferences::put_products,
        preferences::put_collections,
        options_map::get,
        options_map::put,
    ),
    components(schemas(
        option_image::OptionImageRequest,
        option_image::OptionImage,
        option_image::SelectedOptions,
        option_image::SelectedOption,
        preferences::ProductsPreferencesBody,
        preferences::CollectionsPreferencesBody,
        preferences::ProductsPreferences,
        preferences::CollectionsPreferences,
        preferences::AiPreferences,
        options_map::OptionsMap,
        options_map::OptionEntry,
        options_map::OptionEntryInput,
        options_map::OptionValue,
        options_map::OptionType,
    ))
)]
pub struct Api;
