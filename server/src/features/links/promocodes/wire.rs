//! Wire shapes of the promocode calls (docs/links-api.md#promocodes).

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use crate::features::store::discounts::StoreDiscount;
use crate::http::body::Bounded;

/// A discount code of the store.
#[derive(Debug, Clone, Serialize, TS, utoipa::ToSchema)]
#[ts(export, export_to = "StoreCode.ts")]
pub struct StoreCode {
    /// The code as the store spells it.
    pub code: String,
    /// The merchant's title of the discount.
    pub title: String,
    /// The store's description, e.g. "10% off entire order".
    pub summary: String,
    /// Usable now (not scheduled or expired).
    pub active: bool,
}

impl From<StoreDiscount> for StoreCode {
    fn from(d: StoreDiscount) -> Self {
        StoreCode { code: d.code, title: d.title, summary: d.summary, active: d.active }
    }
}

/// `GET /admin/v1/promocodes`.
#[derive(Debug, Serialize, TS, utoipa::ToSchema)]
#[ts(export, export_to = "StoreCodes.ts")]
pub struct StoreCodes {
    /// False when the business has no store connected (then `codes` is empty).
    pub connected: bool,
    /// The store's codes, newest first, active ones before the others.
    pub codes: Vec<StoreCode>,
}

/// `GET /admin/v1/promocodes/check?code=`.
#[derive(Debug, Serialize, TS, utoipa::ToSchema)]
#[ts(export, export_to = "PromocodeCheck.ts")]
pub struct PromocodeCheck {
    /// The code asked about, trimmed.
    pub code: String,
    /// The store's code, when it has one.
    pub found: Option<StoreCode>,
}

/// What a new code takes off.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize, TS, utoipa::ToSchema)]
#[ts(export, export_to = "DiscountKind.ts")]
#[serde(rename_all = "UPPERCASE")]
pub enum DiscountKind {
    /// A percentage of the order.
    Percentage,
    /// An amount in the store's currency.
    Amount,
}

/// `POST /admin/v1/promocodes/create`.
#[derive(Debug, Deserialize, TS, utoipa::ToSchema)]
#[ts(export, export_to = "NewPromocode.ts")]
pub struct NewPromocode {
    /// The code shoppers type.
    pub code: String,
    /// Percentage or amount off.
    pub kind: DiscountKind,
    /// 1 to 100 for a percentage; above 0 for an amount.
    pub value: f64,
}

impl Bounded for NewPromocode {}

/// `?code=` of the check.
#[derive(Debug, Deserialize)]
pub struct CheckQuery {
    /// The code to look up.
    #[serde(default)]
    pub code: String,
}
