//! The sandbox's subscription confirmation page, the stand-in for Shopify's "Approve
//! subscription" screen: the merchant approves or declines, the subscription becomes ACTIVE or
//! DECLINED, the app hears it through `app_subscriptions/update`, and the browser goes back to
//! the app's return URL with Shopify's `charge_id` parameter. The link is only valid with the
//! signature issued with it. Like Shopify's, the page states every line the merchant agrees to:
//! the recurring price and, when the subscription has a usage line, its terms and its cap
//! ("Usage charges up to $150.00 USD every 30 days").

use actix_web::http::header;
use actix_web::{web, HttpResponse};
use serde::Deserialize;

use super::app_subscriptions::{self, Subscription};
use super::shop;
use crate::state::Sandbox;
use kernel::error::{AppError, AppResult};
use kernel::tokens::hash_token;
use shopify_protocol::shop_domain;

/// The confirmation link's query, and the decision form.
#[derive(Debug, Deserialize)]
pub struct ChargeParams {
    /// Issued with the link.
    pub signature: String,
    /// `approve` or `decline` (form only).
    #[serde(default)]
    pub decision: String,
}

async fn load(state: &Sandbox, raw_shop: String, number: i64, signature: &str) -> AppResult<Subscription> {
    let domain = shop_domain::parse(&raw_shop).ok_or_else(|| AppError::NotFound("No such shop".into()))?;
    let found = state.db.run(move |conn| app_subscriptions::by_number(conn, &domain, number)).await?;
    match found {
        Some(sub) if sub.confirm_token_hash == hash_token(signature) => Ok(sub),
        _ => Err(AppError::NotFound("No such charge".into())),
    }
}

fn with_charge_id(return_url: &str, number: i64) -> String {
    let sep = if return_url.contains('?') { '&' } else { '?' };
    format!("{return_url}{sep}charge_id={number}")
}

/// `GET /sandbox/{shop}/admin/charges/{number}/confirm?signature=…`.
pub async fn confirm_page(
    path: web::Path<(String, i64)>,
    query: web::Query<ChargeParams>,
    state: web::Data<Sandbox>,
) -> AppResult<HttpResponse> {
    let (raw_shop, number) = path.into_inner();
    let params = query.into_inner();
    let sub = load(&state, raw_shop, number, &params.signature).await?;
    let domain = sub.shop_domain.clone();
    let found = state.db.run(move |conn| shop::get_or_create(conn, &domain)).await?;
    let html = state
        .pages
        .render(
            "charge.html",
            &serde_json::json!({
                "shop": sub.shop_domain, "shop_name": found.name, "name": sub.name, "price": sub.price_label(),
                "usage_terms": sub.usage_line().map(|u| u.terms.to_owned()), "usage_cap": sub.cap_label(),
                "trial_days": sub.trial_days, "test": sub.is_test, "pending": sub.status == "PENDING",
                "status": sub.status, "signature": params.signature,
                "return_url": with_charge_id(&sub.return_url, sub.number),
            }),
        )
        .map_err(AppError::Internal)?;
    Ok(HttpResponse::Ok().content_type("text/html; charset=utf-8").body(html))
}

/// `POST /sandbox/{shop}/admin/charges/{number}/confirm`: approve or decline, then back to the app.
pub async fn decide(
    path: web::Path<(String, i64)>,
    form: web::Form<ChargeParams>,
    state: web::Data<Sandbox>,
) -> AppResult<HttpResponse> {
    let (raw_shop, number) = path.into_inner();
    let params = form.into_inner();
    let sub = load(&state, raw_shop, number, &params.signature).await?;
    if sub.status != "PENDING" {
        return Err(AppError::Conflict(format!("This subscription is already {}", sub.status.to_lowercase())));
    }
    let status = match params.decision.as_str() {
        "approve" => "ACTIVE",
        "decline" => "DECLINED",
        _ => return Err(AppError::field("decision", "Choose approve or decline")),
    };
    let back = with_charge_id(&sub.return_url, sub.number);
    let changed = state.db.run(move |conn| app_subscriptions::set_status(conn, &sub, status)).await?;
    app_subscriptions::notify(&state, changed);
    Ok(HttpResponse::SeeOther().insert_header((header::LOCATION, back)).finish())
}
