//! `GET /sandbox/{shop}/admin`: the sandbox store's admin page. Products (20 per page, search by
//! title) with a price and stock form per variant, an add-product form, discount codes, orders
//! with a refund form, the app's bill, the uninstall button and the privacy webhook buttons. A
//! `notice` or `error` in the query string is the message of the form just sent.
//!
//! The bill is what Shopify's admin shows a merchant of an app's charges: each subscription
//! (name, status, recurring price), its usage line (terms, cap, what this cycle has used and
//! when the cycle ends) and the usage records the app charged, newest first, so a person
//! trying the per-sale fee locally sees what the app charged and why it stopped at the cap.

use actix_web::http::StatusCode;
use actix_web::{web, HttpResponse};
use diesel::prelude::*;
use serde::Deserialize;
use serde_json::json;

use super::admin::shop_of;
use super::app_subscriptions;
use super::catalog::{self, ProductRow};
use super::cents::format_cents;
use super::orders::OrderRow;
use super::{discounts, seed, shop, usage_records, webhooks};
use crate::schema::{sandbox_orders, sandbox_products};
use crate::state::Sandbox;
use kernel::clock::now;
use kernel::db::{lower, DbConnection};
use kernel::error::AppResult;

/// Products per admin page.
const PER_PAGE: i64 = 20;
/// Orders listed.
const ORDERS_SHOWN: i64 = 50;

/// Query of the admin page.
#[derive(Debug, Deserialize)]
pub struct AdminQuery {
    /// Title search.
    #[serde(default)]
    pub q: String,
    /// 1-based page.
    pub page: Option<i64>,
    /// Message of the last form.
    pub notice: Option<String>,
    /// Error of the last form.
    pub error: Option<String>,
}

/// `GET /sandbox/{shop}/admin`.
pub async fn page(
    path: web::Path<String>,
    query: web::Query<AdminQuery>,
    state: web::Data<Sandbox>,
) -> AppResult<HttpResponse> {
    let shop = shop_of(&path.into_inner())?;
    let query = query.into_inner();
    let page = query.page.unwrap_or(1).max(1);
    let domain = shop.clone();
    let search = query.q.trim().to_lowercase();
    let (shop_row, installed, products, total, orders, codes, bill) = state
        .db
        .run(move |conn| {
            let shop_row = shop::get_or_create(conn, &domain)?;
            seed::ensure_catalog(conn, &domain)?;
            discounts::ensure_seeded(conn, &domain)?;
            let mut q = sandbox_products::table.filter(sandbox_products::shop_domain.eq(&domain)).into_boxed();
            let mut count = sandbox_products::table.filter(sandbox_products::shop_domain.eq(&domain)).into_boxed();
            if !search.is_empty() {
                let pattern = format!("%{}%", search.replace('\\', "\\\\").replace('%', "\\%").replace('_', "\\_"));
                q = q.filter(lower(sandbox_products::title).like(pattern.clone()).escape('\\'));
                count = count.filter(lower(sandbox_products::title).like(pattern).escape('\\'));
            }
            let total: i64 = count.count().get_result(conn)?;
            let rows: Vec<ProductRow> = q
                .order(sandbox_products::number.desc())
                .offset((page - 1) * PER_PAGE)
                .limit(PER_PAGE)
                .select(ProductRow::as_select())
                .load(conn)?;
            let products = catalog::with_variants(conn, rows)?;
            let orders: Vec<OrderRow> = sandbox_orders::table
                .filter(sandbox_orders::shop_domain.eq(&domain))
                .order(sandbox_orders::order_number.desc())
                .limit(ORDERS_SHOWN)
                .select(OrderRow::as_select())
                .load(conn)?;
            let codes = discounts::list(conn, &domain)?;
            let bill = bill(conn, &domain)?;
            Ok((shop_row, webhooks::app_installed(conn, &domain)?, products, total, orders, codes, bill))
        })
        .await?;
    let pages = ((total + PER_PAGE - 1) / PER_PAGE).max(1);
    let page_link = |p: i64| {
        let q = url::form_urlencoded::Serializer::new(String::new())
            .append_pair("q", &query.q)
            .append_pair("page", &p.to_string())
            .finish();
        format!("/sandbox/{shop}/admin?{q}")
    };
    state.pages.respond(
        StatusCode::OK,
        "admin.html",
        &json!({
            "shop": shop,
            "shop_name": shop_row.name,
            "currency": shop_row.currency,
            "time_zone": shop_row.iana_timezone,
            "installed": installed,
            "subscriptions": bill,
            "notice": query.notice,
            "error": query.error,
            "q": query.q,
            "page": page,
            "pages": pages,
            "prev": (page > 1).then(|| page_link(page - 1)),
            "next": (page < pages).then(|| page_link(page + 1)),
            "products": products.iter().map(|(p, variants)| json!({
                "number": p.number,
                "title": p.title,
                "status": p.status,
                "url": format!("/sandbox/{shop}/products/{}", p.handle),
                "variants": variants.iter().map(|v| json!({
                    "position": v.position, "title": format!("{} / {}", v.size, v.color), "sku": v.sku,
                    "price": format_cents(v.price_cents), "stock": v.inventory_quantity,
                })).collect::<Vec<_>>(),
            })).collect::<Vec<_>>(),
            "orders": orders.iter().map(|o| json!({
                "number": o.order_number,
                "name": o.name(),
                "email": o.email,
                "created_at": o.created_at.format("%Y-%m-%d %H:%M").to_string(),
                "total": format_cents(o.total_cents),
                "refunded": format_cents(o.refunded_cents),
                "left": format_cents(o.total_cents - o.refunded_cents),
                "refundable": o.total_cents > o.refunded_cents,
                "status": o.financial_status,
                "discount_code": o.discount_code,
            })).collect::<Vec<_>>(),
            "discounts": codes.iter().map(|d| json!({
                "code": d.code,
                "title": d.title,
                "value": if d.kind == discounts::PERCENTAGE { format!("{}%", format_cents(d.value).trim_end_matches('0').trim_end_matches('.')) } else { format_cents(d.value) },
                "active": d.is_active(),
            })).collect::<Vec<_>>(),
        }),
    )
}

/// `"1.50 USD"`.
fn amount(minor: i64, currency: &str) -> String {
    format!("{} {currency}", kernel::money::decimal(minor, currency))
}

/// The app's bill: every subscription of the shop, newest first, with its usage line and that
/// line's records, newest first.
fn bill(conn: &mut DbConnection, shop: &str) -> AppResult<Vec<serde_json::Value>> {
    let at = now();
    let mut out = Vec::new();
    for sub in app_subscriptions::all(conn, shop)? {
        let usage = match sub.usage_line() {
            None => None,
            Some(line) => {
                let used = usage_records::balance_used(conn, &sub, at)?;
                let records = usage_records::of_subscription(conn, &sub)?;
                Some(json!({
                    "terms": line.terms,
                    "cap": amount(line.capped_cents, line.currency),
                    "used": amount(used, line.currency),
                    "left": amount((line.capped_cents - used).max(0), line.currency),
                    "records": records.iter().map(|r| json!({
                        "date": r.created_at.format("%Y-%m-%d %H:%M").to_string(),
                        "description": r.description,
                        "amount": amount(r.price_cents, &r.currency),
                        "key": r.idempotency_key,
                    })).collect::<Vec<_>>(),
                }))
            }
        };
        out.push(json!({
            "number": sub.number,
            "name": sub.name,
            "status": sub.status,
            "active": sub.status == "ACTIVE",
            "price": sub.price_label(),
            "test": sub.is_test,
            "created_at": sub.created_at.format("%Y-%m-%d %H:%M").to_string(),
            "period_end": sub.current_period_end(at).map(|end| end.format("%Y-%m-%d %H:%M").to_string()),
            "usage": usage,
        }));
    }
    Ok(out)
}
