//! Cart permalinks, as on Shopify: `GET /sandbox/{shop}/cart/{variant}:{qty},{variant}:{qty}`
//! with optional `?discount=CODE&attributes[key]=value…`. A valid permalink stores a checkout
//! and redirects (302) to it; unknown or unavailable variants and bad quantities answer an error
//! page (400) and store nothing. The product page's "Add to cart" form goes through
//! `GET /sandbox/{shop}/cart/add`, which picks the variant from the chosen size and colour and
//! redirects to the permalink. Without `?discount=`, the code a discount link remembered for
//! the visit ([`super::discount_link`]) goes to the checkout.

use actix_web::http::{header, StatusCode};
use actix_web::{web, HttpRequest, HttpResponse};
use diesel::prelude::*;
use serde::Deserialize;

use super::admin::shop_of;
use super::catalog::VariantRow;
use super::quote::{self, Attribute, CartLine};
use super::{discount_link, landing, seed, shop};
use crate::schema::{sandbox_checkouts, sandbox_products, sandbox_variants};
use crate::state::Sandbox;
use kernel::clock::now;
use kernel::error::{AppError, AppResult};
use kernel::tokens::new_token;

/// Most units of one variant in a cart.
pub const MAX_QUANTITY: i32 = 100;
/// Most lines in a cart.
const MAX_LINES: usize = 50;
/// Most cart attributes.
const MAX_ATTRIBUTES: usize = 25;

/// Parses `123:2,456:1` (same variant twice adds up).
pub fn parse_lines(text: &str) -> Result<Vec<CartLine>, String> {
    let mut lines: Vec<CartLine> = Vec::new();
    for part in text.split(',') {
        let (variant, quantity) =
            part.split_once(':').ok_or_else(|| format!("\u{201c}{part}\u{201d} is not variant_id:quantity"))?;
        let variant: i64 = variant
            .trim()
            .parse()
            .ok()
            .filter(|v| *v > 0)
            .ok_or_else(|| format!("\u{201c}{variant}\u{201d} is not a variant id"))?;
        let quantity: i32 = quantity
            .trim()
            .parse()
            .ok()
            .filter(|q| (1..=MAX_QUANTITY).contains(q))
            .ok_or_else(|| format!("The quantity must be a whole number from 1 to {MAX_QUANTITY}"))?;
        match lines.iter_mut().find(|l| l.variant == variant) {
            Some(line) if line.quantity + quantity > MAX_QUANTITY => {
                return Err(format!("At most {MAX_QUANTITY} of one item"));
            }
            Some(line) => line.quantity += quantity,
            None => lines.push(CartLine { variant, quantity }),
        }
    }
    if lines.len() > MAX_LINES {
        return Err(format!("At most {MAX_LINES} different items"));
    }
    Ok(lines)
}

/// Reads `discount` and `attributes[key]=value` from a raw query string.
pub fn parse_query(query: &str) -> Result<(Option<String>, Vec<Attribute>), String> {
    let mut discount = None;
    let mut attributes: Vec<Attribute> = Vec::new();
    for (key, value) in url::form_urlencoded::parse(query.as_bytes()) {
        if key == "discount" {
            let code = value.trim();
            if code.len() > 255 {
                return Err("The discount code is too long".into());
            }
            discount = (!code.is_empty()).then(|| code.to_owned());
        } else if let Some(name) = key.strip_prefix("attributes[").and_then(|k| k.strip_suffix(']')) {
            if name.trim().is_empty() || name.len() > 100 || value.len() > 1000 {
                return Err("Cart attributes need a name (up to 100 characters) and a value up to 1000".into());
            }
            match attributes.iter_mut().find(|a| a.key == name) {
                Some(a) => a.value = value.into_owned(),
                None => attributes.push(Attribute { key: name.to_owned(), value: value.into_owned() }),
            }
        }
    }
    if attributes.len() > MAX_ATTRIBUTES {
        return Err(format!("At most {MAX_ATTRIBUTES} cart attributes"));
    }
    Ok((discount, attributes))
}

/// `GET /sandbox/{shop}/cart/{lines}`.
pub async fn permalink(
    req: HttpRequest,
    path: web::Path<(String, String)>,
    state: web::Data<Sandbox>,
) -> AppResult<HttpResponse> {
    let (raw, lines) = path.into_inner();
    let shop = shop_of(&raw)?;
    let parsed = parse_lines(&lines).and_then(|l| parse_query(req.query_string()).map(|(d, a)| (l, d, a)));
    let (lines, discount, attributes) = match parsed {
        Ok(p) => p,
        Err(message) => {
            return state.pages.error(StatusCode::BAD_REQUEST, &shop, "This cart link is not valid", &message)
        }
    };
    let discount = discount.or_else(|| discount_link::of(&req));
    let domain = shop.clone();
    let landing_site = landing::of(&req, &shop);
    let created = state
        .db
        .run(move |conn| {
            shop::get_or_create(conn, &domain)?;
            seed::ensure_catalog(conn, &domain)?;
            let numbers: Vec<i64> = lines.iter().map(|l| l.variant).collect();
            let found = quote::variants(conn, &domain, &numbers)?;
            for line in &lines {
                match found.get(&line.variant) {
                    None => return Ok(Err(format!("There is no item {} in this store", line.variant))),
                    Some((_, product)) if product.status != "ACTIVE" => {
                        return Ok(Err(format!("{} is not available", product.title)))
                    }
                    Some(_) => {}
                }
            }
            let token = new_token();
            diesel::insert_into(sandbox_checkouts::table)
                .values((
                    sandbox_checkouts::token.eq(&token),
                    sandbox_checkouts::shop_domain.eq(&domain),
                    sandbox_checkouts::lines_json
                        .eq(serde_json::to_string(&lines).map_err(|e| AppError::Internal(e.into()))?),
                    sandbox_checkouts::discount_code.eq(discount),
                    sandbox_checkouts::attributes_json
                        .eq(serde_json::to_string(&attributes).map_err(|e| AppError::Internal(e.into()))?),
                    sandbox_checkouts::created_at.eq(now()),
                    sandbox_checkouts::landing_site.eq(Some(landing_site)),
                ))
                .execute(conn)?;
            Ok(Ok(token))
        })
        .await?;
    match created {
        Ok(token) => Ok(landing::remember(
            &req,
            &shop,
            HttpResponse::Found()
                .insert_header((header::LOCATION, format!("/sandbox/{shop}/checkouts/{token}")))
                .finish(),
        )),
        Err(message) => state.pages.error(StatusCode::BAD_REQUEST, &shop, "This cart link is not valid", &message),
    }
}

/// The product page's "Add to cart" form.
#[derive(Debug, Deserialize)]
pub struct AddToCart {
    /// Product number.
    pub product: i64,
    /// Chosen size.
    pub size: String,
    /// Chosen colour.
    pub color: String,
    /// Units.
    pub quantity: i32,
}

/// `GET /sandbox/{shop}/cart/add`: the variant of the chosen size and colour, then its
/// permalink.
pub async fn add(
    req: HttpRequest,
    path: web::Path<String>,
    form: web::Query<AddToCart>,
    state: web::Data<Sandbox>,
) -> AppResult<HttpResponse> {
    let shop = shop_of(&path.into_inner())?;
    let form = form.into_inner();
    let domain = shop.clone();
    let (product, size, color) = (form.product, form.size.clone(), form.color.clone());
    let variant = state
        .db
        .run(move |conn| {
            Ok(sandbox_variants::table
                .inner_join(sandbox_products::table)
                .filter(sandbox_products::shop_domain.eq(&domain))
                .filter(sandbox_products::number.eq(product))
                .filter(sandbox_products::status.eq("ACTIVE"))
                .filter(sandbox_variants::size.eq(&size))
                .filter(sandbox_variants::color.eq(&color))
                .select(VariantRow::as_select())
                .first::<VariantRow>(conn)
                .optional()?)
        })
        .await?;
    let Some(variant) = variant else {
        return state.pages.error(
            StatusCode::BAD_REQUEST,
            &shop,
            "Not available",
            "This size and colour is not sold here.",
        );
    };
    if variant.inventory_quantity <= 0 {
        let message = format!("{} / {} is sold out.", form.size, form.color);
        return state.pages.error(StatusCode::CONFLICT, &shop, "Sold out", &message);
    }
    let number = super::orders::number_of(&variant.id).unwrap_or_default();
    let response = HttpResponse::Found()
        .insert_header((
            header::LOCATION,
            format!("/sandbox/{shop}/cart/{number}:{}", form.quantity.clamp(1, MAX_QUANTITY)),
        ))
        .finish();
    Ok(landing::remember(&req, &shop, response))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn permalink_lines_and_query_parse_like_shopify() {
        assert_eq!(
            parse_lines("12:2,34:1,12:1"),
            Ok(vec![CartLine { variant: 12, quantity: 3 }, CartLine { variant: 34, quantity: 1 }])
        );
        for bad in ["", "12", "12:0", "12:-1", "x:1", "12:1.5", "12:101", "0:1"] {
            assert!(parse_lines(bad).is_err(), "{bad}");
        }
        let (code, attrs) =
            parse_query("discount=WELCOME10&attributes%5Bclick%5D=abc&attributes[note]=hi+there&x=1").expect("valid");
        assert_eq!(code.as_deref(), Some("WELCOME10"));
        assert_eq!(
            attrs,
            vec![
                Attribute { key: "click".into(), value: "abc".into() },
                Attribute { key: "note".into(), value: "hi there".into() }
            ]
        );
        assert!(parse_query("attributes[]=x").is_err());
    }
}
