//! The OpenAPI document served at `/api/openapi.json`; every endpoint adds itself here.

use actix_web::{web, HttpResponse};
use utoipa::OpenApi;

/// The API description.
#[derive(OpenApi)]
#[openapi(
    info(
        title = "Shoplinks API",
        description = "Responses are `{status:true,data}` or `{status:false,error:{code,message,fields?}}`."
    ),
    paths(
        crate::features::health::health,
        crate::features::testing::seed_session,
        crate::features::auth::register::register,
        crate::features::auth::register::validate_username,
        crate::features::auth::register::validate_email,
        crate::features::auth::verify_account::verify_account,
        crate::features::auth::login::login,
        crate::features::auth::login::influencer_login,
        crate::features::auth::login::logout,
        crate::features::auth::details::verify,
        crate::features::auth::reset::request_merchant,
        crate::features::auth::reset::request_influencer,
        crate::features::auth::reset::request_signed_in,
        crate::features::auth::reset::reset,
        crate::features::auth::signup_request::signup_request,
        crate::features::auth::account::delete_account,
        crate::features::store::connect::connect,
        crate::features::store::connect::verify,
        crate::features::store::connect::disconnect,
        crate::features::store::connect::register_connect,
        crate::features::store::connect::login_connect,
        crate::features::catalog::search::products,
        crate::features::catalog::search::collections,
        crate::features::catalog::sync::force_sync,
        crate::features::catalog::sync::status,
        crate::features::catalog::option_image::option_image,
        crate::features::catalog::preferences::get,
        crate::features::catalog::preferences::put_products,
        crate::features::catalog::preferences::put_collections,
        crate::features::catalog::options_map::get,
        crate::features::catalog::options_map::put,
        crate::features::store::webhooks::receive::receive,
        crate::features::billing::catalogue::list,
        crate::features::billing::subscribe::request_upgrade,
        crate::features::billing::cancel::cancel,
        crate::features::orders::list::orders,
        crate::features::links::save::create,
        crate::features::links::save::edit,
        crate::features::links::read::get,
        crate::features::links::close::close,
        crate::features::links::list::list,
        crate::features::links::list::by_influencer,
        crate::features::links::domains::domains,
        crate::features::links::promocodes::api::list,
        crate::features::links::promocodes::api::check,
        crate::features::links::promocodes::api::create,
        crate::features::links::multi::save::create,
        crate::features::links::multi::save::edit,
        crate::features::links::multi::read::get,
        crate::features::links::multi::read::list,
        crate::features::links::multi::read::close,
        crate::features::media::upload::upload,
        crate::features::influencers::list::list,
        crate::features::appearance::api::get,
        crate::features::appearance::api::put,
        crate::features::analytics::business::analytics,
        crate::features::analytics::link::analytics,
        crate::features::analytics::products::count,
        crate::features::analytics::products::list,
        crate::features::analytics::orders::list,
        crate::features::analytics::orders::details,
        openapi_json,
    ),
    components(schemas(
        crate::features::testing::SeedRequest,
        crate::features::auth::register::RegisterBody,
        crate::features::auth::register::UsernameBody,
        crate::features::auth::register::EmailBody,
        crate::features::auth::verify_account::TokenBody,
        crate::features::auth::login::LoginBody,
        crate::features::auth::login::InfluencerLoginBody,
        crate::features::auth::reset::MerchantResetRequest,
        crate::features::auth::reset::InfluencerResetRequest,
        crate::features::auth::reset::ResetBody,
        crate::features::auth::signup_request::SignupRequestBody,
        crate::features::auth::account::DeleteAccountBody,
        crate::features::store::connect::ConnectBody,
        crate::features::store::connect::RegisterConnectBody,
        crate::features::store::connect::LoginConnectBody,
        crate::features::billing::subscribe::UpgradeBody,
        crate::features::billing::cancel::CancelBody,
        crate::features::catalog::option_image::OptionImageRequest,
        crate::features::catalog::option_image::OptionImage,
        crate::features::catalog::option_image::SelectedOptions,
        crate::features::catalog::option_image::SelectedOption,
        crate::features::catalog::preferences::ProductsPreferencesBody,
        crate::features::catalog::preferences::CollectionsPreferencesBody,
        crate::features::catalog::preferences::ProductsPreferences,
        crate::features::catalog::preferences::CollectionsPreferences,
        crate::features::catalog::preferences::AiPreferences,
        crate::features::catalog::options_map::OptionsMap,
        crate::features::catalog::options_map::OptionEntry,
        crate::features::catalog::options_map::OptionEntryInput,
        crate::features::catalog::options_map::OptionValue,
        crate::features::catalog::options_map::OptionType,
        crate::features::links::promocodes::wire::StoreCode,
        crate::features::links::promocodes::wire::StoreCodes,
        crate::features::links::promocodes::wire::PromocodeCheck,
        crate::features::links::promocodes::wire::NewPromocode,
        crate::features::links::promocodes::wire::DiscountKind,
    ))
)]
pub struct ApiDoc;

/// Mounts `/openapi.json` (inside the `/api` scope).
pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.route("/openapi.json", web::get().to(openapi_json));
}

/// This document.
#[utoipa::path(get, path = "/api/openapi.json", responses((status = 200, description = "OpenAPI 3 document")))]
pub async fn openapi_json() -> HttpResponse {
    HttpResponse::Ok().json(ApiDoc::openapi())
}
