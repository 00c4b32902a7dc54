//! Writing Admin API nodes into the local catalog tables (insert or update by the store's id).

use std::collections::HashMap;

use diesel::prelude::*;
use serde::Deserialize;
use serde_json::Value;

use super::events::ProductImages;
use crate::clock::now;
use crate::db::schema::{collections, product_collections, products, variants};
use crate::db::DbConnection;
use crate::error::AppResult;
use crate::events::Subscribers;
use crate::ids::new_id;

/// An Admin API `Product` node (the fields the sync asks for).
#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ProductNode {
    id: String,
    handle: String,
    title: String,
    #[serde(default)]
    description: String,
    #[serde(default)]
    product_type: String,
    status: String,
    #[serde(default)]
    tags: Vec<String>,
    #[serde(default)]
    total_inventory: i32,
    online_store_url: Option<String>,
    featured_image: Option<ImageNode>,
    #[serde(default)]
    options: Vec<Value>,
    variants: Nodes<VariantNode>,
    collections: Nodes<IdNode>,
    /// Every picture of the product (each colour and view), for the visual index.
    #[serde(default)]
    images: Option<Nodes<ImageNode>>,
}

impl ProductNode {
    /// The product's pictures, in the store's order: its image list, or (an older answer
    /// without one) the featured and variant images.
    fn image_urls(&self) -> Vec<String> {
        match &self.images {
            Some(images) => images.nodes.iter().map(|i| i.url.clone()).collect(),
            None => self
                .featured_image
                .iter()
                .chain(self.variants.nodes.iter().filter_map(|v| v.image.as_ref()))
                .map(|i| i.url.clone())
                .collect(),
        }
    }
}

/// `{ nodes: [...] }`.
#[derive(Debug, Deserialize)]
pub struct Nodes<T> {
    nodes: Vec<T>,
}

/// `{ url }`.
#[derive(Debug, Deserialize)]
pub struct ImageNode {
    url: String,
}

/// `{ id }`.
#[derive(Debug, Deserialize)]
pub struct IdNode {
    id: String,
}

/// An Admin API `ProductVariant` node.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct VariantNode {
    id: String,
    title: String,
    #[serde(default)]
    sku: String,
    price: String,
    #[serde(default)]
    inventory_quantity: i32,
    #[serde(default)]
    selected_options: Vec<Value>,
    image: Option<ImageNode>,
}

/// An Admin API `Collection` node.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CollectionNode {
    id: String,
    handle: String,
    title: String,
    #[serde(default)]
    description: String,
    image: Option<ImageNode>,
    products_count: Option<CountNode>,
}

impl CollectionNode {
    /// The store's id of the collection.
    pub fn id(&self) -> &str {
        &self.id
    }
}

/// `{ count }`.
#[derive(Debug, Deserialize)]
pub struct CountNode {
    count: i32,
}

/// The collection columns a sync writes.
#[derive(Insertable, AsChangeset)]
#[diesel(table_name = collections)]
struct CollectionFields<'a> {
    handle: &'a str,
    title: &'a str,
    description: &'a str,
    image_url: Option<String>,
    products_count: i32,
}

/// Upserts a collection; returns its local id.
pub fn collection(conn: &mut DbConnection, business_id: &str, node: &CollectionNode) -> AppResult<String> {
    let fields = CollectionFields {
        handle: &node.handle,
        title: &node.title,
        description: &node.description,
        image_url: node.image.as_ref().map(|i| i.url.clone()),
        products_count: node.products_count.as_ref().map_or(0, |c| c.count),
    };
    let existing = collections::table
        .filter(collections::business_id.eq(business_id))
        .filter(collections::shopify_id.eq(&node.id))
        .select(collections::id)
        .first::<String>(conn)
        .optional()?;
    match existing {
        Some(id) => {
            diesel::update(collections::table.find(&id)).set(&fields).execute(conn)?;
            Ok(id)
        }
        None => {
            let id = new_id();
            diesel::insert_into(collections::table)
                .values((
                    collections::id.eq(&id),
                    collections::business_id.eq(business_id),
                    collections::shopify_id.eq(&node.id),
                    &fields,
                ))
                .execute(conn)?;
            Ok(id)
        }
    }
}

/// The product columns a sync writes (both on insert and on update).
#[derive(Insertable, AsChangeset)]
#[diesel(table_name = products)]
struct ProductFields<'a> {
    handle: &'a str,
    title: &'a str,
    description: &'a str,
    product_type: &'a str,
    status: String,
    tags: String,
    total_quantity: i32,
    image_url: Option<String>,
    url: String,
    min_price_cents: i64,
    options_json: String,
    updated_at: chrono::NaiveDateTime,
}

/// Upserts a product with its variants and collection links, prices in minor units of
/// `currency` (the business's, looked up once per batch by the caller), and tells `images`'
/// subscribers (the visual index) the product's images in the same transaction; returns its
/// local id.
pub fn product(
    conn: &mut DbConnection,
    business_id: &str,
    currency: &str,
    node: &ProductNode,
    collection_ids: &HashMap<String, String>,
    images: &Subscribers<ProductImages>,
) -> AppResult<String> {
    let price = |v: &str| crate::money::minor(v, currency);
    let fields = ProductFields {
        handle: &node.handle,
        title: &node.title,
        description: &node.description,
        product_type: &node.product_type,
        status: node.status.to_lowercase(),
        tags: node.tags.join(", "),
        total_quantity: node.total_inventory,
        image_url: node.featured_image.as_ref().map(|i| i.url.clone()),
        url: node.online_store_url.clone().unwrap_or_default(),
        min_price_cents: node.variants.nodes.iter().filter_map(|v| price(&v.price)).min().unwrap_or(0),
        options_json: serde_json::to_string(&node.options).unwrap_or_else(|_| "[]".into()),
        updated_at: now(),
    };
    let existing = products::table
        .filter(products::business_id.eq(business_id))
        .filter(products::shopify_id.eq(&node.id))
        .select(products::id)
        .first::<String>(conn)
        .optional()?;
    let id = match existing {
        Some(id) => {
            diesel::update(products::table.find(&id)).set(&fields).execute(conn)?;
            id
        }
        None => {
            let id = new_id();
            diesel::insert_into(products::table)
                .values((
                    products::id.eq(&id),
                    products::business_id.eq(business_id),
                    products::shopify_id.eq(&node.id),
                    &fields,
                ))
                .execute(conn)?;
            id
        }
    };
    diesel::delete(variants::table.filter(variants::product_id.eq(&id))).execute(conn)?;
    for v in &node.variants.nodes {
        diesel::insert_into(variants::table)
            .values((
                variants::id.eq(new_id()),
                variants::product_id.eq(&id),
                variants::shopify_id.eq(&v.id),
                variants::title.eq(&v.title),
                variants::sku.eq(&v.sku),
                variants::price_cents.eq(price(&v.price).unwrap_or(0)),
                variants::inventory_quantity.eq(v.inventory_quantity),
                variants::selected_options_json
                    .eq(serde_json::to_string(&v.selected_options).unwrap_or_else(|_| "[]".into())),
                variants::image_url.eq(v.image.as_ref().map(|i| i.url.clone())),
            ))
            .execute(conn)?;
    }
    images.written(
        conn,
        &ProductImages { business_id: business_id.to_owned(), product_id: node.id.clone(), urls: node.image_urls() },
    )?;
    diesel::delete(product_collections::table.filter(product_collections::product_id.eq(&id))).execute(conn)?;
    for c in &node.collections.nodes {
        if let Some(local) = collection_ids.get(&c.id) {
            diesel::insert_into(product_collections::table)
                .values((product_collections::product_id.eq(&id), product_collections::collection_id.eq(local)))
                .execute(conn)?;
        }
    }
    Ok(id)
}
