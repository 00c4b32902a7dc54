//! A business's store discount codes: the Admin API calls of [`super::shopify::discounts`] made
//! with the business's own installation, so one tenant only ever reads and writes its own store.

use super::installation;
use super::shopify::admin::{AdminClient, AdminError};
pub use super::shopify::discounts::{DiscountValue, StoreDiscount};
use crate::error::AppError;
use crate::state::AppState;

/// Why the store could not answer.
#[derive(Debug, thiserror::Error)]
pub enum DiscountsError {
    /// The business has no live installation.
    #[error("no store connected")]
    NotConnected,
    /// The Admin API failed (unreachable, token refused, throttled past the retries).
    #[error(transparent)]
    Store(#[from] AdminError),
    /// Reading the installation failed.
    #[error(transparent)]
    App(#[from] AppError),
}

/// The Admin API client of `business_id`'s connected store.
async fn client<'a>(state: &'a AppState, business_id: &str) -> Result<AdminClient<'a>, DiscountsError> {
    let owner = business_id.to_owned();
    let install = state.db.run(move |conn| installation::active_for_business(conn, &owner)).await?;
    let (shop, sealed) = install.ok_or(DiscountsError::NotConnected)?;
    Ok(AdminClient::sealed(state, &shop, &sealed)?)
}

/// The store's discount with `code` (ignoring case), if any.
pub async fn find(state: &AppState, business_id: &str, code: &str) -> Result<Option<StoreDiscount>, DiscountsError> {
    Ok(client(state, business_id).await?.discount_by_code(code).await?)
}

/// Up to `first` of the store's codes, newest first, active ones before the others.
pub async fn list(state: &AppState, business_id: &str, first: u32) -> Result<Vec<StoreDiscount>, DiscountsError> {
    Ok(client(state, business_id).await?.discount_codes(first).await?)
}

/// Creates `code` in the store; `Ok(Err)` is the store's refusal in its own words.
pub async fn create(
    state: &AppState,
    business_id: &str,
    code: &str,
    value: &DiscountValue,
) -> Result<Result<StoreDiscount, String>, DiscountsError> {
    let title = format!("{code} (Shoplinks)");
    Ok(client(state, business_id).await?.create_discount(&title, code, value).await?)
}
