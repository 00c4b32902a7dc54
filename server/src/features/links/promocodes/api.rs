//! `GET /api/admin/v1/promocodes`, `GET /api/admin/v1/promocodes/check?code=` and
//! `POST /api/admin/v1/promocodes/create` (docs/links-api.md#promocodes): the store's codes for
//! the editors' promocode field. Listing and checking are for whoever may edit links (an
//! influencer is listed only their own code); creating a code in the store is the merchant's alone.

use actix_web::{web, HttpRequest, HttpResponse};

use super::require::{promocode_problem, NOT_CONNECTED};
use super::wire::{CheckQuery, DiscountKind, NewPromocode, PromocodeCheck, StoreCode, StoreCodes};
use crate::error::{AppError, AppResult};
use crate::features::accounts::session;
use crate::features::links::access;
use crate::features::store::discounts::{self, DiscountValue, DiscountsError};
use crate::http::body::Json;
use crate::http::envelope;
use crate::state::AppState;

/// Most codes listed.
const LIST_MAX: u32 = 50;
/// Largest amount off a new code may take, in the store's currency.
const AMOUNT_MAX: f64 = 1_000_000.0;

fn store_error(e: DiscountsError) -> AppError {
    match e {
        DiscountsError::NotConnected => AppError::field("code", NOT_CONNECTED),
        DiscountsError::App(e) => e,
        DiscountsError::Store(e) => e.into(),
    }
}

/// A code as typed: trimmed, required, of the promocode's form.
fn typed_code(raw: &str) -> AppResult<String> {
    let code = raw.trim().to_owned();
    if code.is_empty() {
        return Err(AppError::field("code", "Enter a code"));
    }
    match promocode_problem(&code) {
        Some(problem) => Err(AppError::field("code", problem)),
        None => Ok(code),
    }
}

/// The value of a new code as the store takes it.
fn value_of(body: &NewPromocode) -> AppResult<DiscountValue> {
    match body.kind {
        DiscountKind::Percentage if (1.0..=100.0).contains(&body.value) => {
            Ok(DiscountValue::Percentage((body.value * 100.0).round() / 10_000.0))
        }
        DiscountKind::Percentage => Err(AppError::field("value", "Enter a percentage from 1 to 100")),
        DiscountKind::Amount if body.value >= 0.01 && body.value <= AMOUNT_MAX => {
            Ok(DiscountValue::Amount(format!("{:.2}", body.value)))
        }
        DiscountKind::Amount => Err(AppError::field("value", "Enter an amount greater than 0")),
    }
}

/// `GET /api/admin/v1/promocodes`.
#[utoipa::path(get, path = "/api/admin/v1/promocodes",
    responses((status = 200, description = "data: the store's codes", body = StoreCodes),
        (status = 401, description = "not signed in"), (status = 403, description = "may not edit links")))]
pub async fn list(req: HttpRequest, state: web::Data<AppState>) -> AppResult<HttpResponse> {
    let current = session::require(&state.db, &req).await?;
    access::require_manager(&current)?;
    // An influencer is offered only their own code: it is the only one their links may carry.
    let listed = match access::influencer_promocode(&current) {
        None => discounts::list(&state, &current.business_id, LIST_MAX).await,
        Some(None) if current.business.store_domain.is_some() => Ok(Vec::new()),
        Some(None) => Err(DiscountsError::NotConnected),
        Some(Some(own)) => {
            discounts::find(&state, &current.business_id, own).await.map(|found| found.into_iter().collect())
        }
    };
    let answer = match listed {
        Ok(found) => StoreCodes { connected: true, codes: found.into_iter().map(StoreCode::from).collect() },
        Err(DiscountsError::NotConnected) => StoreCodes { connected: false, codes: vec![] },
        Err(e) => return Err(store_error(e)),
    };
    Ok(envelope::ok(&answer))
}

/// `GET /api/admin/v1/promocodes/check?code=`.
#[utoipa::path(get, path = "/api/admin/v1/promocodes/check", params(("code" = String, Query, description = "the code")),
    responses((status = 200, description = "data: the store's code, if it has one", body = PromocodeCheck),
        (status = 401, description = "not signed in"), (status = 403, description = "may not edit links"),
        (status = 422, description = "not a promocode's form, or no store connected")))]
pub async fn check(
    req: HttpRequest,
    state: web::Data<AppState>,
    query: web::Query<CheckQuery>,
) -> AppResult<HttpResponse> {
    let current = session::require(&state.db, &req).await?;
    access::require_manager(&current)?;
    let code = typed_code(&query.code)?;
    let found = discounts::find(&state, &current.business_id, &code).await.map_err(store_error)?;
    Ok(envelope::ok(&PromocodeCheck { code, found: found.map(StoreCode::from) }))
}

/// `POST /api/admin/v1/promocodes/create`.
#[utoipa::path(post, path = "/api/admin/v1/promocodes/create", request_body = NewPromocode,
    responses((status = 200, description = "data: the code created in the store", body = StoreCode),
        (status = 403, description = "influencers; trial ended"), (status = 409, description = "the store already has the code"),
        (status = 422, description = "a rule is broken, or the store refused; nothing created")))]
pub async fn create(req: HttpRequest, state: web::Data<AppState>, body: Json<NewPromocode>) -> AppResult<HttpResponse> {
    let current = session::require(&state.db, &req).await?;
    current.require_merchant()?;
    access::require_editor(&current)?;
    let code = typed_code(&body.code);
    let value = value_of(&body);
    let (code, value) = match (code, value) {
        (Ok(code), Ok(value)) => (code, value),
        (Err(e), _) | (_, Err(e)) => return Err(e),
    };
    let business = &current.business_id;
    if let Some(existing) = discounts::find(&state, business, &code).await.map_err(store_error)? {
        return Err(AppError::taken("code", format!("Your store already has the code {}", existing.code)));
    }
    match discounts::create(&state, business, &code, &value).await.map_err(store_error)? {
        Ok(created) => {
            tracing::info!(business = %business, code = %created.code, "promocode created in the store");
            Ok(envelope::ok(&StoreCode::from(created)))
        }
        Err(refusal) => Err(AppError::field("code", refusal)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn new(kind: DiscountKind, value: f64) -> NewPromocode {
        NewPromocode { code: "X".into(), kind, value }
    }

    #[test]
    fn values_are_a_percentage_from_1_to_100_or_a_positive_amount() {
        assert_eq!(value_of(&new(DiscountKind::Percentage, 15.0)).ok(), Some(DiscountValue::Percentage(0.15)));
        assert_eq!(value_of(&new(DiscountKind::Percentage, 12.5)).ok(), Some(DiscountValue::Percentage(0.125)));
        assert_eq!(value_of(&new(DiscountKind::Amount, 5.0)).ok(), Some(DiscountValue::Amount("5.00".into())));
        for bad in
            [new(DiscountKind::Percentage, 0.0), new(DiscountKind::Percentage, 101.0), new(DiscountKind::Amount, 0.0)]
        {
            assert!(value_of(&bad).is_err(), "{bad:?}");
        }
        assert!(value_of(&new(DiscountKind::Amount, f64::NAN)).is_err());
        assert!(typed_code("  ").is_err());
        assert!(typed_code("summer 10").is_err());
        assert_eq!(typed_code(" Summer10 ").ok().as_deref(), Some("Summer10"));
    }
}
