//! The sandbox store's GraphQL Admin endpoint,
//! `POST /sandbox/{shop}/admin/api/{version}/graphql.json` with `X-Shopify-Access-Token`.
//! It answers the subset of Shopify's Admin schema the adapter uses, with the same field names.
//! So far: `shop { name email currencyCode myshopifyDomain }`.

use async_graphql::{Context, EmptyMutation, EmptySubscription, Object, Schema, SimpleObject};
use actix_web::{web, HttpRequest, HttpResponse};
use diesel::prelude::*;

use super::shop::{self, SandboxShop};
use crate::db::schema::sandbox_access_tokens;
use crate::error::{AppError, AppResult};
use crate::features::accounts::session::hash_token;
use crate::features::store::shopify::shop_domain;
use crate::state::AppState;

/// Shopify's `Shop` object (the fields we serve).
#[derive(SimpleObject)]
#[graphql(name = "Shop")]
struct ShopObject {
    name: String,
    email: String,
    currency_code: String,
    myshopify_domain: String,
}

impl From<SandboxShop> for ShopObject {
    fn from(s: SandboxShop) -> Self {
        ShopObject { name: s.name, email: s.email, currency_code: s.currency, myshopify_domain: s.domain }
    }
}

/// The query root.
pub struct QueryRoot;

#[Object]
impl QueryRoot {
    /// The shop the access token belongs to.
    async fn shop(&self, ctx: &Context<'_>) -> async_graphql::Result<ShopObject> {
        let current = ctx.data::<SandboxShop>()?;
        Ok(ShopObject::from(current.clone()))
    }
}

/// The schema type.
pub type AdminSchema = Schema<QueryRoot, EmptyMutation, EmptySubscription>;

/// Builds the schema once at start-up.
pub fn schema() -> AdminSchema {
    Schema::build(QueryRoot, EmptyMutation, EmptySubscription).limit_depth(12).limit_complexity(5000).finish()
}

/// Handles one GraphQL request for a shop, authenticated by its access token.
pub async fn graphql(
    req: HttpRequest,
    path: web::Path<(String, String)>,
    body: web::Json<async_graphql::Request>,
    state: web::Data<AppState>,
) -> AppResult<HttpResponse> {
    let (raw_shop, _version) = path.into_inner();
    let domain = shop_domain::parse(&raw_shop).ok_or_else(|| AppError::NotFound("No such shop".into()))?;
    let token = req
        .headers()
        .get("x-shopify-access-token")
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default()
        .to_owned();
    let hash = hash_token(&token);
    let found = state
        .db
        .run(move |conn| {
            let owner = sandbox_access_tokens::table
                .find(&hash)
                .filter(sandbox_access_tokens::revoked_at.is_null())
                .select(sandbox_access_tokens::shop_domain)
                .first::<String>(conn)
                .optional()?;
            match owner {
                Some(d) if d == domain => Ok(Some(shop::get_or_create(conn, &domain)?)),
                _ => Ok(None),
            }
        })
        .await?;
    let Some(current) = found else {
        // Shopify's wording for a bad token.
        return Ok(HttpResponse::Unauthorized()
            .json(serde_json::json!({"errors": "[API] Invalid API key or access token (unrecognized login or wrong password)"})));
    };
    let response = state.sandbox_graphql.execute(body.into_inner().data(current)).await;
    Ok(HttpResponse::Ok().json(response))
}
