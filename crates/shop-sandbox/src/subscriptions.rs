//! The sandbox store's webhook subscriptions, with Shopify's Admin API names:
//!
//! - `webhookSubscriptionCreate(topic: WebhookSubscriptionTopic!, webhookSubscription:
//!   WebhookSubscriptionInput!)` → `{ webhookSubscription { id topic format endpoint { ... on
//!   WebhookHttpEndpoint { callbackUrl } } } userErrors { field message } }`;
//! - `webhookSubscriptions(first, after, topics)` → a connection (`edges { cursor node }`,
//!   `nodes`, `pageInfo`).
//!
//! Simplified: HTTP endpoints only (no EventBridge or Pub/Sub), JSON only, no filters or
//! metafield namespaces, no update or delete. As on Shopify, a second subscription to the same
//! topic and address is refused with the user error "Address for this topic has already been
//! taken", and uninstalling the app removes its subscriptions. `http://` addresses are accepted
//! because the sandbox serves local runs.

use async_graphql::{Context, Enum, InputObject, Object, SimpleObject, Union};
use diesel::prelude::*;

use super::graphql::{PageInfo, SandboxContext, Url, UserError};
use crate::schema::sandbox_webhook_subscriptions as subs;
use kernel::clock::now;
use kernel::db::DbConnection;
use kernel::error::AppResult;

/// The topics the sandbox can subscribe to, with Shopify's enum names (async-graphql writes
/// them in SCREAMING_SNAKE_CASE) and the `X-Shopify-Topic` header each delivers as.
#[derive(Enum, Copy, Clone, Debug, PartialEq, Eq)]
#[graphql(name = "WebhookSubscriptionTopic")]
pub enum Topic {
    /// `app/uninstalled`.
    AppUninstalled,
    /// `app_subscriptions/update`.
    AppSubscriptionsUpdate,
    /// `products/create`.
    ProductsCreate,
    /// `products/update`.
    ProductsUpdate,
    /// `products/delete`.
    ProductsDelete,
    /// `collections/create`.
    CollectionsCreate,
    /// `collections/update`.
    CollectionsUpdate,
    /// `collections/delete`.
    CollectionsDelete,
    /// `orders/create`.
    OrdersCreate,
    /// `orders/updated`.
    OrdersUpdated,
    /// `refunds/create`.
    RefundsCreate,
}

const TOPICS: [(Topic, &str); 11] = [
    (Topic::AppUninstalled, "app/uninstalled"),
    (Topic::AppSubscriptionsUpdate, "app_subscriptions/update"),
    (Topic::ProductsCreate, "products/create"),
    (Topic::ProductsUpdate, "products/update"),
    (Topic::ProductsDelete, "products/delete"),
    (Topic::CollectionsCreate, "collections/create"),
    (Topic::CollectionsUpdate, "collections/update"),
    (Topic::CollectionsDelete, "collections/delete"),
    (Topic::OrdersCreate, "orders/create"),
    (Topic::OrdersUpdated, "orders/updated"),
    (Topic::RefundsCreate, "refunds/create"),
];

impl Topic {
    /// The `X-Shopify-Topic` header value.
    pub fn header(self) -> &'static str {
        TOPICS.iter().find(|(t, _)| *t == self).map_or("", |(_, h)| h)
    }

    /// The topic of a header value.
    pub fn from_header(header: &str) -> Option<Self> {
        TOPICS.iter().find(|(_, h)| *h == header).map(|(t, _)| *t)
    }
}

/// Shopify's `WebhookSubscriptionFormat`.
#[derive(Enum, Copy, Clone, Debug, PartialEq, Eq, Default)]
#[graphql(name = "WebhookSubscriptionFormat")]
pub enum Format {
    /// JSON bodies (the only one the sandbox sends).
    #[default]
    Json,
    /// XML bodies (refused with a user error).
    Xml,
}

/// `WebhookSubscriptionInput`.
#[derive(InputObject)]
#[graphql(name = "WebhookSubscriptionInput")]
pub struct SubscriptionInput {
    /// Where deliveries go (Shopify's current field; an HTTP(S) address here).
    uri: Option<String>,
    /// Where deliveries go, deprecated on Shopify in favour of `uri` and still accepted.
    callback_url: Option<Url>,
    /// Body format (JSON when absent).
    format: Option<Format>,
}

impl SubscriptionInput {
    /// The address and the input field that gave it, or the user error for neither or a bad one.
    fn address(&self) -> Result<(String, &'static str), (&'static str, &'static str)> {
        match (&self.uri, &self.callback_url) {
            (Some(uri), _) => match url::Url::parse(uri) {
                Ok(u) if matches!(u.scheme(), "http" | "https") && u.host().is_some() => Ok((uri.clone(), "uri")),
                _ => Err(("uri", "The sandbox store only delivers to HTTP(S) addresses")),
            },
            (None, Some(url)) => Ok((url.0.clone(), "callbackUrl")),
            (None, None) => Err(("uri", "Address can't be blank")),
        }
    }
}

/// `WebhookHttpEndpoint`.
#[derive(SimpleObject, Clone)]
#[graphql(name = "WebhookHttpEndpoint")]
pub struct HttpEndpoint {
    callback_url: Url,
}

/// `WebhookSubscriptionEndpoint` (only the HTTP member).
#[derive(Union, Clone)]
#[graphql(name = "WebhookSubscriptionEndpoint")]
pub enum Endpoint {
    /// An HTTPS (here also HTTP) address.
    Http(HttpEndpoint),
}

/// `WebhookSubscription`.
#[derive(SimpleObject, Clone)]
#[graphql(name = "WebhookSubscription")]
pub struct Subscription {
    id: String,
    topic: Topic,
    format: Format,
    /// Where deliveries go (Shopify's current field).
    uri: String,
    /// Deprecated on Shopify in favour of `uri`, still answered.
    endpoint: Endpoint,
    /// Deprecated on Shopify in favour of `uri`, still answered.
    callback_url: Url,
    created_at: String,
}

/// `WebhookSubscriptionCreatePayload`.
#[derive(SimpleObject)]
#[graphql(name = "WebhookSubscriptionCreatePayload")]
pub struct CreatePayload {
    webhook_subscription: Option<Subscription>,
    user_errors: Vec<UserError>,
}

#[derive(SimpleObject)]
#[graphql(name = "WebhookSubscriptionEdge")]
struct Edge {
    cursor: String,
    node: Subscription,
}

/// `WebhookSubscriptionConnection`.
#[derive(SimpleObject)]
#[graphql(name = "WebhookSubscriptionConnection")]
pub struct Connection {
    edges: Vec<Edge>,
    nodes: Vec<Subscription>,
    page_info: PageInfo,
}

type Row = (i64, String, String, String, chrono::NaiveDateTime);

fn object((id, topic, url, format, created_at): Row) -> Option<Subscription> {
    Some(Subscription {
        id: format!("gid://shopify/WebhookSubscription/{id}"),
        topic: Topic::from_header(&topic)?,
        format: if format == "XML" { Format::Xml } else { Format::Json },
        uri: url.clone(),
        endpoint: Endpoint::Http(HttpEndpoint { callback_url: Url(url.clone()) }),
        callback_url: Url(url),
        created_at: created_at.and_utc().to_rfc3339(),
    })
}

/// The addresses subscribed to `topic` (a header value) on `shop`.
pub fn callback_urls(conn: &mut DbConnection, shop: &str, topic: &str) -> AppResult<Vec<String>> {
    Ok(subs::table
        .filter(subs::shop_domain.eq(shop))
        .filter(subs::topic.eq(topic))
        .order(subs::id.asc())
        .select(subs::callback_url)
        .load(conn)?)
}

/// Removes every subscription of `shop` (the app was uninstalled).
pub fn remove_all(conn: &mut DbConnection, shop: &str) -> AppResult<()> {
    diesel::delete(subs::table.filter(subs::shop_domain.eq(shop))).execute(conn)?;
    Ok(())
}

fn gql_error(e: impl std::fmt::Display) -> async_graphql::Error {
    async_graphql::Error::new(e.to_string())
}

/// `webhookSubscriptions`.
#[derive(Default)]
pub struct SubscriptionsQuery;

#[Object]
impl SubscriptionsQuery {
    /// The app's webhook subscriptions on this shop, `first` (at most 250) after the cursor,
    /// optionally only some topics.
    async fn webhook_subscriptions(
        &self,
        ctx: &Context<'_>,
        first: Option<i32>,
        after: Option<String>,
        topics: Option<Vec<Topic>>,
    ) -> async_graphql::Result<Connection> {
        let cx = ctx.data::<SandboxContext>()?.clone();
        let first = i64::from(first.unwrap_or(50).clamp(1, 250));
        let after: i64 = match after {
            None => 0,
            Some(c) => c.parse().map_err(|_| gql_error("Invalid cursor"))?,
        };
        let headers: Option<Vec<&'static str>> = topics.map(|t| t.into_iter().map(Topic::header).collect());
        let domain = cx.shop.domain.clone();
        let mut rows: Vec<Row> = cx
            .db
            .run(move |conn| {
                let mut q = subs::table.filter(subs::shop_domain.eq(&domain)).filter(subs::id.gt(after)).into_boxed();
                if let Some(headers) = headers {
                    q = q.filter(subs::topic.eq_any(headers));
                }
                Ok(q.order(subs::id.asc())
                    .limit(first + 1)
                    .select((subs::id, subs::topic, subs::callback_url, subs::format, subs::created_at))
                    .load(conn)?)
            })
            .await
            .map_err(gql_error)?;
        let more = rows.len() as i64 > first;
        rows.truncate(usize::try_from(first).unwrap_or(0));
        let end = rows.last().map(|r| r.0.to_string());
        let edges: Vec<Edge> = rows
            .into_iter()
            .filter_map(|r| {
                let cursor = r.0.to_string();
                object(r).map(|node| Edge { cursor, node })
            })
            .collect();
        Ok(Connection {
            nodes: edges.iter().map(|e| e.node.clone()).collect(),
            edges,
            page_info: PageInfo { has_next_page: more, end_cursor: end },
        })
    }
}

/// `webhookSubscriptionCreate`.
#[derive(Default)]
pub struct SubscriptionsMutation;

#[Object]
impl SubscriptionsMutation {
    /// Subscribes the app to `topic` at an address.
    #[graphql(complexity = "10 + child_complexity")]
    async fn webhook_subscription_create(
        &self,
        ctx: &Context<'_>,
        topic: Topic,
        webhook_subscription: SubscriptionInput,
    ) -> async_graphql::Result<CreatePayload> {
        let cx = ctx.data::<SandboxContext>()?.clone();
        let refuse = |field: &str, message: &str| CreatePayload {
            webhook_subscription: None,
            user_errors: vec![UserError {
                field: Some(vec!["webhookSubscription".into(), field.into()]),
                message: message.into(),
            }],
        };
        if webhook_subscription.format.unwrap_or_default() != Format::Json {
            return Ok(refuse("format", "The sandbox store only delivers JSON"));
        }
        let (url, field) = match webhook_subscription.address() {
            Ok(found) => found,
            Err((field, message)) => return Ok(refuse(field, message)),
        };
        let domain = cx.shop.domain.clone();
        let created = cx
            .db
            .run(move |conn| {
                let id = {
                    use rand::Rng;
                    rand::rng().random_range(1_000_000_000i64..1_000_000_000_000)
                };
                let at = now();
                let inserted = diesel::insert_into(subs::table)
                    .values((
                        subs::id.eq(id),
                        subs::shop_domain.eq(&domain),
                        subs::topic.eq(topic.header()),
                        subs::callback_url.eq(&url),
                        subs::format.eq("JSON"),
                        subs::created_at.eq(at),
                    ))
                    .execute(conn);
                match inserted {
                    Ok(_) => Ok(Some((id, topic.header().to_owned(), url, "JSON".to_owned(), at))),
                    Err(diesel::result::Error::DatabaseError(
                        diesel::result::DatabaseErrorKind::UniqueViolation,
                        _,
                    )) => Ok(None),
                    Err(e) => Err(e.into()),
                }
            })
            .await
            .map_err(gql_error)?;
        Ok(match created.and_then(object) {
            Some(subscription) => CreatePayload { webhook_subscription: Some(subscription), user_errors: Vec::new() },
            None => refuse(field, "Address for this topic has already been taken"),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn topics_map_to_shopifys_header_names_and_back() {
        assert_eq!(Topic::OrdersUpdated.header(), "orders/updated");
        assert_eq!(Topic::AppSubscriptionsUpdate.header(), "app_subscriptions/update");
        for (topic, header) in TOPICS {
            assert_eq!(Topic::from_header(header), Some(topic));
        }
        assert_eq!(Topic::from_header("shop/redact"), None);
    }
}
