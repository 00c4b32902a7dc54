//! Influencers of a business (docs/influencers.md): the merchant creates, edits, deactivates
//! and resets the password of the people who promote the shop, reads their insights and
//! commission report; the link editors' selector lists them. Every call is scoped to the
//! caller's business; only an influencer's own insights, earnings and CSV are open to them.

mod account;
mod earnings;
mod insights;
mod list;
mod manage;
mod report;
mod rules;
mod store;
mod wire;

use actix_web::web;

/// Routes under `/api`. The fixed words (`create`, `validate`, `analytics`) come before `{username}`, and
/// no influencer may be called one of them (`rules::username`).
pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.route("/admin/v1/earnings", web::get().to(earnings::earnings))
        .route("/admin/v1/earnings/report", web::get().to(earnings::own_report))
        .route("/admin/v1/influencers", web::get().to(list::list))
        .route("/admin/v1/influencers/create", web::post().to(manage::create))
        .route("/admin/v1/influencers/validate/username", web::post().to(account::validate_username))
        .route("/admin/v1/influencers/analytics", web::get().to(insights::all))
        .route("/admin/v1/influencers/{username}", web::get().to(manage::profile))
        .route("/admin/v1/influencers/{username}/edit", web::post().to(manage::edit))
        .route("/admin/v1/influencers/{username}/password/reset", web::post().to(account::reset_password))
        .route("/admin/v1/influencers/{username}/activate", web::post().to(account::activate))
        .route("/admin/v1/influencers/{username}/analytics", web::get().to(insights::one))
        .route("/admin/v1/influencers/{username}/report", web::get().to(report::report));
}

/// This feature's endpoints and request shapes in the OpenAPI document (`crate::openapi` merges
/// every feature's).
#[derive(utoipa::OpenApi)]
#[openapi(paths(
    list::list,
    manage::create,
    manage::edit,
    manage::profile,
    account::validate_username,
    account::reset_password,
    account::activate,
    insights::one,
    insights::all,
    report::report,
    earnings::earnings,
    earnings::own_report,
))]
pub struct Api;
