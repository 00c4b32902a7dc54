//! The sandbox store's GraphQL Admin endpoint,
//! `POST /sandbox/{shop}/admin/api/{version}/graphql.json` with `X-Shopify-Access-Token`.
//! It answers the subset of Shopify's Admin schema the adapter uses, with the same field names.
//! So far: `shop`, `product(id)`, `products(first, after)` with variants, options, images and
//! collections, `collections(first, after)`, orders ([`super::gql_orders`]), discount codes
//! ([`super::gql_discounts`]), billing ([`super::gql_billing`], its line items and usage records
//! in [`super::gql_usage`]) and webhook subscriptions
//! ([`super::subscriptions`]). Every request is metered like Shopify's ([`super::throttle`]).

use actix_web::{web, HttpRequest, HttpResponse};
use async_graphql::{ComplexObject, Context, EmptySubscription, MergedObject, Object, Schema, SimpleObject};
use diesel::prelude::*;

use std::sync::Arc;

use super::catalog::{self, gid, ProductBundle};
use super::gql_billing::{BillingMutation, BillingQuery};
use super::seed;
use super::shop::{self, SandboxShop};
use super::subscriptions::{SubscriptionsMutation, SubscriptionsQuery};
use super::throttle::{CostBuckets, CostLimit};
use crate::schema::sandbox_access_tokens;
use crate::state::Sandbox;
use kernel::db::Db;
use kernel::error::{AppError, AppResult};
use kernel::tokens::hash_token;
use shopify_protocol::cost::BucketSize;
use shopify_protocol::shop_domain;

/// Shopify's `Shop` object (the fields we serve).
#[derive(SimpleObject)]
#[graphql(name = "Shop")]
struct ShopObject {
    name: String,
    email: String,
    currency_code: String,
    myshopify_domain: String,
    iana_timezone: String,
}

impl From<SandboxShop> for ShopObject {
    fn from(s: SandboxShop) -> Self {
        ShopObject {
            name: s.name,
            email: s.email,
            currency_code: s.currency,
            myshopify_domain: s.domain,
            iana_timezone: s.iana_timezone,
        }
    }
}

/// Who is asking: the shop of the access token and the base URL for image links.
#[derive(Clone)]
pub struct SandboxContext {
    /// The shop.
    pub shop: SandboxShop,
    /// Public base URL of this server.
    pub base: String,
    /// Database.
    pub db: Db,
    /// The whole app state, for resolvers that send webhooks.
    pub state: web::Data<Sandbox>,
}

/// Shopify's `URL` scalar: an absolute http(s) URL with a host.
#[derive(Debug, Clone)]
pub struct Url(pub String);

#[async_graphql::Scalar(name = "URL")]
impl async_graphql::ScalarType for Url {
    fn parse(value: async_graphql::Value) -> async_graphql::InputValueResult<Self> {
        let async_graphql::Value::String(text) = &value else {
            return Err(async_graphql::InputValueError::expected_type(value));
        };
        match url::Url::parse(text) {
            Ok(u) if matches!(u.scheme(), "http" | "https") && u.host().is_some() => Ok(Url(text.clone())),
            _ => Err(async_graphql::InputValueError::custom(format!("Invalid url '{text}'"))),
        }
    }

    fn to_value(&self) -> async_graphql::Value {
        async_graphql::Value::String(self.0.clone())
    }
}

/// Shopify's `Decimal` scalar: a decimal amount, sent as a string (a number is accepted too).
pub struct Decimal(pub String);

#[async_graphql::Scalar(name = "Decimal")]
impl async_graphql::ScalarType for Decimal {
    fn parse(value: async_graphql::Value) -> async_graphql::InputValueResult<Self> {
        match value {
            async_graphql::Value::String(s) => Ok(Decimal(s)),
            async_graphql::Value::Number(n) => Ok(Decimal(n.to_string())),
            other => Err(async_graphql::InputValueError::expected_type(other)),
        }
    }

    fn to_value(&self) -> async_graphql::Value {
        async_graphql::Value::String(self.0.clone())
    }
}

/// Shopify's `CurrencyCode` enum as an input: an ISO 4217 code, written as an enum value in a
/// document (`currencyCode: USD`) or as a string in variables. A scalar rather than an enum of
/// every code Shopify lists, since the sandbox only compares and prints codes.
pub struct CurrencyCode(pub String);

#[async_graphql::Scalar(name = "CurrencyCode")]
impl async_graphql::ScalarType for CurrencyCode {
    fn parse(value: async_graphql::Value) -> async_graphql::InputValueResult<Self> {
        let code = match &value {
            async_graphql::Value::String(s) => s.clone(),
            async_graphql::Value::Enum(name) => name.to_string(),
            _ => return Err(async_graphql::InputValueError::expected_type(value)),
        };
        if code.len() == 3 && code.chars().all(|c| c.is_ascii_uppercase()) {
            Ok(CurrencyCode(code))
        } else {
            Err(async_graphql::InputValueError::custom(format!(
                "Expected \"{code}\" to be one of the CurrencyCode values"
            )))
        }
    }

    fn to_value(&self) -> async_graphql::Value {
        async_graphql::Value::Enum(async_graphql::Name::new(&self.0))
    }
}

/// Shopify's `UserError`: a mutation input problem, reported in the payload rather than as a
/// GraphQL error.
#[derive(SimpleObject, Clone, Debug)]
#[graphql(name = "UserError")]
pub struct UserError {
    /// Path of the offending input field.
    pub field: Option<Vec<String>>,
    /// What is wrong.
    pub message: String,
}

/// Shopify's `PageInfo`, shared by every connection.
#[derive(SimpleObject)]
#[graphql(name = "PageInfo")]
pub(super) struct PageInfo {
    pub(super) has_next_page: bool,
    pub(super) end_cursor: Option<String>,
}

#[derive(SimpleObject, Clone)]
#[graphql(name = "Image")]
struct Image {
    url: String,
}

#[derive(SimpleObject)]
#[graphql(name = "ImageConnection")]
struct ImageConnection {
    nodes: Vec<Image>,
}

#[derive(SimpleObject)]
#[graphql(name = "ProductOption")]
struct ProductOption {
    name: String,
    position: i32,
    values: Vec<String>,
}

#[derive(SimpleObject, Clone)]
#[graphql(name = "SelectedOption")]
struct SelectedOption {
    name: String,
    value: String,
}

/// Shopify's `ProductVariant`.
#[derive(SimpleObject, Clone)]
#[graphql(name = "ProductVariant")]
pub(super) struct Variant {
    pub(super) id: String,
    title: String,
    sku: String,
    /// Decimal amount as a string, like Shopify's `Money`.
    price: String,
    inventory_quantity: i32,
    available_for_sale: bool,
    selected_options: Vec<SelectedOption>,
    image: Image,
}

#[derive(SimpleObject)]
#[graphql(name = "ProductVariantConnection")]
struct VariantConnection {
    nodes: Vec<Variant>,
}

#[derive(SimpleObject, Clone)]
#[graphql(name = "CollectionReference")]
struct CollectionRef {
    id: String,
}

#[derive(SimpleObject)]
#[graphql(name = "CollectionReferenceConnection")]
struct CollectionRefConnection {
    nodes: Vec<CollectionRef>,
}

/// Shopify's `Product`.
#[derive(SimpleObject)]
#[graphql(name = "Product", complex)]
pub(super) struct Product {
    id: String,
    handle: String,
    title: String,
    description: String,
    product_type: String,
    status: String,
    tags: Vec<String>,
    total_inventory: i32,
    created_at: String,
    updated_at: String,
    online_store_url: String,
    featured_image: Image,
    options: Vec<ProductOption>,
    #[graphql(skip)]
    image_list: Vec<Image>,
    #[graphql(skip)]
    variant_list: Vec<Variant>,
    #[graphql(skip)]
    collection_list: Vec<CollectionRef>,
}

/// Nested lists take Shopify's `first` argument (at most 250).
#[ComplexObject]
impl Product {
    async fn images(&self, first: Option<i32>) -> ImageConnection {
        ImageConnection { nodes: take(&self.image_list, first) }
    }

    async fn variants(&self, first: Option<i32>) -> VariantConnection {
        VariantConnection { nodes: take(&self.variant_list, first) }
    }

    async fn collections(&self, first: Option<i32>) -> CollectionRefConnection {
        CollectionRefConnection { nodes: take(&self.collection_list, first) }
    }
}

/// The first `first` items (default 50, at most 250), as Shopify's nested lists.
pub(super) fn take<T: Clone>(items: &[T], first: Option<i32>) -> Vec<T> {
    let n = usize::try_from(first.unwrap_or(50).clamp(1, 250)).unwrap_or(50);
    items.iter().take(n).cloned().collect()
}

#[derive(SimpleObject)]
#[graphql(name = "ProductEdge")]
struct ProductEdge {
    cursor: String,
    node: Product,
}

#[derive(SimpleObject)]
#[graphql(name = "ProductConnection")]
struct ProductConnection {
    edges: Vec<ProductEdge>,
    page_info: PageInfo,
}

#[derive(SimpleObject)]
#[graphql(name = "Count")]
struct Count {
    count: i64,
}

#[derive(SimpleObject)]
#[graphql(name = "Collection")]
struct Collection {
    id: String,
    handle: String,
    title: String,
    description: String,
    products_count: Count,
    image: Image,
}

#[derive(SimpleObject)]
#[graphql(name = "CollectionEdge")]
struct CollectionEdge {
    cursor: String,
    node: Collection,
}

#[derive(SimpleObject)]
#[graphql(name = "CollectionConnection")]
struct CollectionConnection {
    edges: Vec<CollectionEdge>,
    page_info: PageInfo,
}

/// Opaque cursor of a row number.
pub(super) fn cursor_of(number: i64) -> String {
    base64::Engine::encode(&base64::engine::general_purpose::STANDARD, number.to_string())
}

/// The row number of a cursor (0 without one).
pub(super) fn cursor_value(after: Option<String>) -> async_graphql::Result<i64> {
    match after {
        None => Ok(0),
        Some(c) => base64::Engine::decode(&base64::engine::general_purpose::STANDARD, c)
            .ok()
            .and_then(|b| String::from_utf8(b).ok())
            .and_then(|s| s.parse().ok())
            .ok_or_else(|| "Invalid cursor".into()),
    }
}

fn money(cents: i64) -> String {
    format!("{}.{:02}", cents / 100, cents % 100)
}

fn image_url(cx: &SandboxContext, number: i64, hex: &str, view: usize) -> String {
    format!("{}{}", cx.base, crate::images::image_path(&cx.shop.domain, number, hex, view))
}

fn product_object(cx: &SandboxContext, b: ProductBundle) -> Product {
    let p = b.product;
    let mut sizes: Vec<String> = Vec::new();
    let mut colors: Vec<(String, String)> = Vec::new();
    for v in &b.variants {
        if !sizes.contains(&v.size) {
            sizes.push(v.size.clone());
        }
        if !colors.iter().any(|(c, _)| c == &v.color) {
            colors.push((v.color.clone(), v.color_hex.clone()));
        }
    }
    // Every colour from every view, the first colour's front first (the featured image).
    let images: Vec<Image> = colors
        .iter()
        .flat_map(|(_, hex)| (0..crate::images::VIEWS).map(move |view| (hex, view)))
        .map(|(hex, view)| Image { url: image_url(cx, p.number, hex, view) })
        .collect();
    let variants = b
        .variants
        .iter()
        .map(|v| Variant {
            id: gid(&v.id).to_owned(),
            title: format!("{} / {}", v.size, v.color),
            sku: v.sku.clone(),
            price: money(v.price_cents),
            inventory_quantity: v.inventory_quantity,
            available_for_sale: v.inventory_quantity > 0 && p.status == "ACTIVE",
            selected_options: vec![
                SelectedOption { name: "Size".into(), value: v.size.clone() },
                SelectedOption { name: "Color".into(), value: v.color.clone() },
            ],
            image: Image { url: image_url(cx, p.number, &v.color_hex, 0) },
        })
        .collect::<Vec<_>>();
    Product {
        id: gid(&p.id).to_owned(),
        online_store_url: format!("{}/sandbox/{}/products/{}", cx.base, cx.shop.domain, p.handle),
        handle: p.handle,
        title: p.title,
        description: p.description,
        product_type: p.product_type,
        status: p.status,
        tags: p.tags.split(',').map(|t| t.trim().to_owned()).filter(|t| !t.is_empty()).collect(),
        total_inventory: b.variants.iter().map(|v| v.inventory_quantity).sum(),
        created_at: p.created_at.and_utc().to_rfc3339(),
        updated_at: p.updated_at.and_utc().to_rfc3339(),
        featured_image: images.first().cloned().unwrap_or(Image { url: image_url(cx, p.number, "cccccc", 0) }),
        image_list: images,
        options: vec![
            ProductOption { name: "Size".into(), position: 1, values: sizes },
            ProductOption { name: "Color".into(), position: 2, values: colors.into_iter().map(|(c, _)| c).collect() },
        ],
        variant_list: variants,
        collection_list: b.collection_ids.iter().map(|c| CollectionRef { id: gid(c).to_owned() }).collect(),
    }
}

/// The product with this number in the context's shop.
pub(super) async fn load_product(cx: &SandboxContext, number: i64) -> async_graphql::Result<Option<Product>> {
    let domain = cx.shop.domain.clone();
    let (mut bundles, _) = cx
        .db
        .run(move |conn| catalog::products_page(conn, &domain, number - 1, 1))
        .await
        .map_err(|e| async_graphql::Error::new(e.to_string()))?;
    Ok(match bundles.pop() {
        Some(b) if b.product.number == number => Some(product_object(cx, b)),
        _ => None,
    })
}

impl Product {
    /// Its variant with this gid.
    pub(super) fn variant(&self, gid: &str) -> Option<Variant> {
        self.variant_list.iter().find(|v| v.id == gid).cloned()
    }
}

/// Catalog queries: `shop`, `product`, `products`, `collections`.
#[derive(Default)]
pub struct CatalogQuery;

#[Object]
impl CatalogQuery {
    /// The shop the access token belongs to.
    async fn shop(&self, ctx: &Context<'_>) -> async_graphql::Result<ShopObject> {
        let cx = ctx.data::<SandboxContext>()?;
        Ok(ShopObject::from(cx.shop.clone()))
    }

    /// One product by its gid.
    async fn product(&self, ctx: &Context<'_>, id: String) -> async_graphql::Result<Option<Product>> {
        let cx = ctx.data::<SandboxContext>()?;
        match id.strip_prefix("gid://shopify/Product/").and_then(|n| n.parse::<i64>().ok()) {
            Some(number) => load_product(cx, number).await,
            None => Ok(None),
        }
    }

    /// Products in id order, `first` (at most 250) after the cursor.
    async fn products(
        &self,
        ctx: &Context<'_>,
        first: Option<i32>,
        after: Option<String>,
    ) -> async_graphql::Result<ProductConnection> {
        let cx = ctx.data::<SandboxContext>()?.clone();
        let first = i64::from(first.unwrap_or(50).clamp(1, 250));
        let after = cursor_value(after)?;
        let domain = cx.shop.domain.clone();
        let (bundles, more) = cx
            .db
            .run(move |conn| {
                seed::ensure_catalog(conn, &domain)?;
                catalog::products_page(conn, &domain, after, first)
            })
            .await
            .map_err(|e| async_graphql::Error::new(e.to_string()))?;
        let end = bundles.last().map(|b| cursor_of(b.product.number));
        let edges = bundles
            .into_iter()
            .map(|b| ProductEdge { cursor: cursor_of(b.product.number), node: product_object(&cx, b) })
            .collect();
        Ok(ProductConnection { edges, page_info: PageInfo { has_next_page: more, end_cursor: end } })
    }

    /// Collections in id order, `first` (at most 250) after the cursor.
    async fn collections(
        &self,
        ctx: &Context<'_>,
        first: Option<i32>,
        after: Option<String>,
    ) -> async_graphql::Result<CollectionConnection> {
        let cx = ctx.data::<SandboxContext>()?.clone();
        let first = i64::from(first.unwrap_or(50).clamp(1, 250));
        let after = cursor_value(after)?;
        let domain = cx.shop.domain.clone();
        let (rows, more) = cx
            .db
            .run(move |conn| {
                seed::ensure_catalog(conn, &domain)?;
                catalog::collections_page(conn, &domain, after, first)
            })
            .await
            .map_err(|e| async_graphql::Error::new(e.to_string()))?;
        let end = rows.last().map(|(c, _)| cursor_of(c.number));
        let edges = rows
            .into_iter()
            .map(|(c, count)| CollectionEdge {
                cursor: cursor_of(c.number),
                node: Collection {
                    id: gid(&c.id).to_owned(),
                    image: Image { url: image_url(&cx, c.number, "5b3df5", 0) },
                    handle: c.handle,
                    title: c.title,
                    description: c.description,
                    products_count: Count { count },
                },
            })
            .collect();
        Ok(CollectionConnection { edges, page_info: PageInfo { has_next_page: more, end_cursor: end } })
    }
}

/// The query root: each area of the Admin API the sandbox serves is its own object, merged here.
#[derive(MergedObject, Default)]
pub struct QueryRoot(
    CatalogQuery,
    BillingQuery,
    SubscriptionsQuery,
    super::gql_orders::OrdersQuery,
    super::gql_discounts::DiscountsQuery,
);

/// The mutation root, merged like the query root.
#[derive(MergedObject, Default)]
pub struct MutationRoot(
    BillingMutation,
    super::gql_usage::UsageMutation,
    SubscriptionsMutation,
    super::gql_discounts::DiscountsMutation,
);

/// The schema type.
pub type AdminSchema = Schema<QueryRoot, MutationRoot, EmptySubscription>;

/// Builds the schema once at start-up, metered by a cost bucket of this size per shop.
pub fn schema(bucket: BucketSize) -> AdminSchema {
    Schema::build(QueryRoot::default(), MutationRoot::default(), EmptySubscription)
        .limit_depth(12)
        .limit_complexity(5000)
        .extension(CostLimit(Arc::new(CostBuckets::new(bucket))))
        .finish()
}

/// Handles one GraphQL request for a shop, authenticated by its access token.
pub async fn graphql(
    req: HttpRequest,
    path: web::Path<(String, String)>,
    body: web::Json<async_graphql::Request>,
    state: web::Data<Sandbox>,
) -> AppResult<HttpResponse> {
    let (raw_shop, _version) = path.into_inner();
    let domain = shop_domain::parse(&raw_shop).ok_or_else(|| AppError::NotFound("No such shop".into()))?;
    let token =
        req.headers().get("x-shopify-access-token").and_then(|v| v.to_str().ok()).unwrap_or_default().to_owned();
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
    let context =
        SandboxContext { shop: current, base: state.public_base.clone(), db: state.db.clone(), state: state.clone() };
    let response = state.schema.execute(body.into_inner().data(context)).await;
    Ok(HttpResponse::Ok().json(response))
}
