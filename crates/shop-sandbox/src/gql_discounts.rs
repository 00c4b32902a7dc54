//! The Admin API's discount codes: the mutation `discountCodeBasicCreate(basicCodeDiscount:
//! {title, code, startsAt, customerGets: {value: {percentage} | {discountAmount: {amount}}}})`
//! answering `{codeDiscountNode {id codeDiscount {…}} userErrors {field message code}}`, and the
//! queries `codeDiscountNodeByCode(code)`, `codeDiscountNode(id)`, `discountNodes(first, query,
//! reverse)` and its deprecated forerunner `codeDiscountNodes(first, query, reverse)` (the query
//! understands `status:active|scheduled|expired` and `method:code|automatic` only).
//!
//! Simplifications: only basic code discounts exist (`DiscountCode` is a union with the single
//! member `DiscountCodeBasic`); they apply to the whole order subtotal, for every customer,
//! without usage limits or end dates; `startsAt` is an ISO-8601 string (missing means now) and
//! `Decimal` accepts a string or a number.

use async_graphql::{ComplexObject, Context, Enum, InputObject, Object, SimpleObject, Union};

use super::catalog::gid;
use super::cents::{format_cents, parse_cents};
use super::discounts::{self, DiscountRow, NewDiscount, FIXED_AMOUNT, PERCENTAGE};
use super::gql_orders::MoneyV2;
use super::graphql::{take, Decimal, SandboxContext};
use kernel::clock::now;

/// `DiscountAmountInput`.
#[derive(InputObject)]
struct DiscountAmountInput {
    amount: Option<Decimal>,
    #[allow(dead_code)] // accepted for compatibility; the sandbox discounts the order subtotal
    applies_on_each_item: Option<bool>,
}

/// `DiscountCustomerGetsValueInput`: one of `percentage` (0–1) or `discountAmount`.
#[derive(InputObject)]
struct DiscountCustomerGetsValueInput {
    percentage: Option<f64>,
    discount_amount: Option<DiscountAmountInput>,
}

/// `DiscountItemsInput` (only `all` is served).
#[derive(InputObject)]
struct DiscountItemsInput {
    #[allow(dead_code)] // accepted for compatibility; discounts apply to every item
    all: Option<bool>,
}

/// `DiscountCustomerGetsInput`.
#[derive(InputObject)]
struct DiscountCustomerGetsInput {
    value: Option<DiscountCustomerGetsValueInput>,
    #[allow(dead_code)] // accepted for compatibility; discounts apply to every item
    items: Option<DiscountItemsInput>,
}

/// `DiscountCustomerSelectionInput` (only `all` is served), deprecated on Shopify for `context`.
#[derive(InputObject)]
struct DiscountCustomerSelectionInput {
    #[allow(dead_code)] // accepted for compatibility; discounts apply to every customer
    all: Option<bool>,
}

/// `DiscountBuyerSelection`.
#[derive(Enum, Copy, Clone, Eq, PartialEq)]
#[graphql(name = "DiscountBuyerSelection")]
enum DiscountBuyerSelection {
    All,
}

/// `DiscountContextInput`: who may use the discount (only `all` is served).
#[derive(InputObject)]
struct DiscountContextInput {
    #[allow(dead_code)] // accepted for compatibility; discounts apply to every customer
    all: Option<DiscountBuyerSelection>,
}

/// `DiscountCodeBasicInput`.
#[derive(InputObject)]
struct DiscountCodeBasicInput {
    title: Option<String>,
    code: Option<String>,
    starts_at: Option<String>,
    customer_gets: Option<DiscountCustomerGetsInput>,
    // Accepted for compatibility; the sandbox's codes have no end, limits or audience.
    #[allow(dead_code)]
    ends_at: Option<String>,
    #[allow(dead_code)]
    customer_selection: Option<DiscountCustomerSelectionInput>,
    #[allow(dead_code)]
    context: Option<DiscountContextInput>,
    #[allow(dead_code)]
    applies_once_per_customer: Option<bool>,
    #[allow(dead_code)]
    usage_limit: Option<i32>,
}

#[derive(Enum, Copy, Clone, Eq, PartialEq)]
#[graphql(name = "DiscountStatus")]
enum DiscountStatus {
    Active,
    Scheduled,
    Expired,
}

#[derive(SimpleObject, Clone)]
#[graphql(name = "DiscountPercentage")]
struct DiscountPercentage {
    percentage: f64,
}

#[derive(SimpleObject, Clone)]
#[graphql(name = "DiscountAmount")]
struct DiscountAmount {
    amount: MoneyV2,
    applies_on_each_item: bool,
}

#[derive(Union, Clone)]
#[graphql(name = "DiscountCustomerGetsValue")]
enum DiscountCustomerGetsValue {
    DiscountPercentage(DiscountPercentage),
    DiscountAmount(DiscountAmount),
}

#[derive(SimpleObject, Clone)]
#[graphql(name = "DiscountCustomerGets")]
struct DiscountCustomerGets {
    value: DiscountCustomerGetsValue,
}

#[derive(SimpleObject, Clone)]
#[graphql(name = "DiscountRedeemCode")]
struct DiscountRedeemCode {
    id: String,
    code: String,
}

#[derive(SimpleObject)]
#[graphql(name = "DiscountRedeemCodeConnection")]
struct DiscountRedeemCodeConnection {
    nodes: Vec<DiscountRedeemCode>,
}

#[derive(SimpleObject, Clone)]
#[graphql(name = "DiscountCodeBasic", complex)]
struct DiscountCodeBasic {
    title: String,
    status: DiscountStatus,
    starts_at: String,
    ends_at: Option<String>,
    summary: String,
    customer_gets: DiscountCustomerGets,
    #[graphql(skip)]
    code_list: Vec<DiscountRedeemCode>,
}

/// `codes(first)`.
#[ComplexObject]
impl DiscountCodeBasic {
    async fn codes(&self, first: Option<i32>) -> DiscountRedeemCodeConnection {
        DiscountRedeemCodeConnection { nodes: take(&self.code_list, first) }
    }
}

#[derive(Union, Clone)]
#[graphql(name = "DiscountCode")]
enum DiscountCode {
    DiscountCodeBasic(DiscountCodeBasic),
}

#[derive(SimpleObject, Clone)]
#[graphql(name = "DiscountCodeNode")]
struct DiscountCodeNode {
    id: String,
    code_discount: DiscountCode,
}

/// `Discount`: any discount, code or automatic (the sandbox has basic codes only).
#[derive(Union, Clone)]
#[graphql(name = "Discount")]
enum Discount {
    DiscountCodeBasic(DiscountCodeBasic),
}

/// `DiscountNode`, what `discountNodes` lists.
#[derive(SimpleObject, Clone)]
#[graphql(name = "DiscountNode")]
struct DiscountNode {
    id: String,
    discount: Discount,
}

/// `DiscountNodeConnection` (nodes only, as below).
#[derive(SimpleObject)]
#[graphql(name = "DiscountNodeConnection")]
struct DiscountNodeConnection {
    nodes: Vec<DiscountNode>,
}

/// `DiscountCodeNodeConnection` (nodes only; the sandbox never has more than a page of codes).
#[derive(SimpleObject)]
#[graphql(name = "DiscountCodeNodeConnection")]
struct DiscountCodeNodeConnection {
    nodes: Vec<DiscountCodeNode>,
}

#[derive(SimpleObject)]
#[graphql(name = "DiscountUserError")]
struct DiscountUserError {
    field: Option<Vec<String>>,
    message: String,
    code: Option<String>,
}

fn user_error(field: &str, message: &str, code: &str) -> DiscountUserError {
    DiscountUserError {
        field: Some(vec!["basicCodeDiscount".to_owned(), field.to_owned()]),
        message: message.to_owned(),
        code: Some(code.to_owned()),
    }
}

#[derive(SimpleObject)]
#[graphql(name = "DiscountCodeBasicCreatePayload")]
struct DiscountCodeBasicCreatePayload {
    code_discount_node: Option<DiscountCodeNode>,
    user_errors: Vec<DiscountUserError>,
}

fn node_of(row: &DiscountRow, currency: &str) -> DiscountCodeNode {
    let (value, summary) = if row.kind == PERCENTAGE {
        let percentage = row.value as f64 / 10_000.0;
        (
            DiscountCustomerGetsValue::DiscountPercentage(DiscountPercentage { percentage }),
            format!("{}% off entire order", row.value as f64 / 100.0),
        )
    } else {
        (
            DiscountCustomerGetsValue::DiscountAmount(DiscountAmount {
                amount: MoneyV2::of(row.value, currency),
                applies_on_each_item: false,
            }),
            format!("{} off entire order", format_cents(row.value)),
        )
    };
    DiscountCodeNode {
        id: gid(&row.id).to_owned(),
        code_discount: DiscountCode::DiscountCodeBasic(DiscountCodeBasic {
            title: row.title.clone(),
            status: if row.is_active() { DiscountStatus::Active } else { DiscountStatus::Scheduled },
            starts_at: row.starts_at.and_utc().to_rfc3339(),
            ends_at: None,
            summary,
            customer_gets: DiscountCustomerGets { value },
            code_list: vec![DiscountRedeemCode {
                id: format!("gid://shopify/DiscountRedeemCode/{}", row.number),
                code: row.code.clone(),
            }],
        }),
    }
}

fn gql_error(e: kernel::error::AppError) -> async_graphql::Error {
    async_graphql::Error::new(e.to_string())
}

/// Checks the input; the first problem found is reported as Shopify's user error.
fn validate(input: &DiscountCodeBasicInput) -> Result<NewDiscount, DiscountUserError> {
    let title = input.title.as_deref().unwrap_or_default().trim().to_owned();
    if title.is_empty() {
        return Err(user_error("title", "Title can't be blank", "BLANK"));
    }
    let code = input.code.as_deref().unwrap_or_default().trim().to_owned();
    if code.is_empty() {
        return Err(user_error("code", "Code can't be blank", "BLANK"));
    }
    if code.len() > 255 || code.contains(char::is_whitespace) {
        return Err(user_error("code", "Code must be at most 255 characters without spaces", "INVALID"));
    }
    let value = input.customer_gets.as_ref().and_then(|g| g.value.as_ref());
    let (kind, amount) = match value.map(|v| (v.percentage, v.discount_amount.as_ref())) {
        Some((Some(p), None)) if p > 0.0 && p <= 1.0 => (PERCENTAGE, (p * 10_000.0).round() as i64),
        Some((Some(_), None)) => {
            return Err(user_error("customerGets", "Percentage must be between 0 and 1", "VALUE_OUTSIDE_RANGE"))
        }
        Some((None, Some(a))) => match a.amount.as_ref().and_then(|d| parse_cents(&d.0)).filter(|c| *c > 0) {
            Some(cents) => (FIXED_AMOUNT, cents),
            None => return Err(user_error("customerGets", "Amount must be a positive decimal", "INVALID")),
        },
        _ => {
            return Err(user_error("customerGets", "Give either a percentage or a discount amount", "INVALID"));
        }
    };
    let starts_at = match input.starts_at.as_deref() {
        None => now(),
        Some(text) => chrono::DateTime::parse_from_rfc3339(text)
            .map(|d| d.naive_utc())
            .map_err(|_| user_error("startsAt", "Starts at must be an ISO-8601 date and time", "INVALID"))?,
    };
    Ok(NewDiscount { title, code, kind, value: amount, starts_at })
}

/// Every code of the shop (seeded on first use), oldest first, with the shop's currency.
async fn all_codes(ctx: &Context<'_>) -> async_graphql::Result<(Vec<DiscountRow>, String)> {
    let cx = ctx.data::<SandboxContext>()?;
    let (domain, currency) = (cx.shop.domain.clone(), cx.shop.currency.clone());
    let rows = cx
        .db
        .run(move |conn| {
            discounts::ensure_seeded(conn, &domain)?;
            discounts::list(conn, &domain)
        })
        .await
        .map_err(gql_error)?;
    Ok((rows, currency))
}

/// Discount queries.
#[derive(Default)]
pub struct DiscountsQuery;

#[Object]
impl DiscountsQuery {
    /// The code discount with this code (case-insensitive).
    async fn code_discount_node_by_code(
        &self,
        ctx: &Context<'_>,
        code: String,
    ) -> async_graphql::Result<Option<DiscountCodeNode>> {
        let cx = ctx.data::<SandboxContext>()?;
        let (domain, currency) = (cx.shop.domain.clone(), cx.shop.currency.clone());
        let row = cx
            .db
            .run(move |conn| {
                discounts::ensure_seeded(conn, &domain)?;
                discounts::by_code(conn, &domain, &code)
            })
            .await
            .map_err(gql_error)?;
        Ok(row.map(|r| node_of(&r, &currency)))
    }

    /// The code discount with this gid.
    async fn code_discount_node(
        &self,
        ctx: &Context<'_>,
        id: String,
    ) -> async_graphql::Result<Option<DiscountCodeNode>> {
        let (rows, currency) = all_codes(ctx).await?;
        Ok(rows.iter().find(|r| gid(&r.id) == id).map(|r| node_of(r, &currency)))
    }

    /// The shop's code discounts, oldest first (newest first with `reverse`); deprecated on
    /// Shopify for `discountNodes`.
    async fn code_discount_nodes(
        &self,
        ctx: &Context<'_>,
        first: Option<i32>,
        query: Option<String>,
        reverse: Option<bool>,
    ) -> async_graphql::Result<DiscountCodeNodeConnection> {
        let nodes = listed(ctx, query.as_deref(), reverse).await?;
        Ok(DiscountCodeNodeConnection { nodes: take(&nodes, first) })
    }

    /// The shop's discounts (all of them codes), oldest first (newest first with `reverse`).
    async fn discount_nodes(
        &self,
        ctx: &Context<'_>,
        first: Option<i32>,
        query: Option<String>,
        reverse: Option<bool>,
    ) -> async_graphql::Result<DiscountNodeConnection> {
        let nodes = listed(ctx, query.as_deref(), reverse).await?;
        let nodes: Vec<DiscountNode> = nodes
            .into_iter()
            .map(|n| {
                let DiscountCode::DiscountCodeBasic(basic) = n.code_discount;
                DiscountNode {
                    id: n.id.replace("/DiscountCodeNode/", "/DiscountNode/"),
                    discount: Discount::DiscountCodeBasic(basic),
                }
            })
            .collect();
        Ok(DiscountNodeConnection { nodes: take(&nodes, first) })
    }
}

/// The code discounts a search (`status:…`, `method:…`) asks for, oldest first or reversed.
async fn listed(
    ctx: &Context<'_>,
    query: Option<&str>,
    reverse: Option<bool>,
) -> async_graphql::Result<Vec<DiscountCodeNode>> {
    let (mut rows, currency) = all_codes(ctx).await?;
    if reverse == Some(true) {
        rows.reverse();
    }
    if method_filter(query) == Some("automatic") {
        return Ok(Vec::new());
    }
    let wanted = status_filter(query);
    Ok(rows.iter().map(|r| node_of(r, &currency)).filter(|n| wanted.is_none_or(|w| n.status() == w)).collect())
}

/// The discount method a search term such as `method:code` asks for, if any.
fn method_filter(query: Option<&str>) -> Option<&'static str> {
    query?.split_whitespace().find_map(|term| match term.to_ascii_lowercase().strip_prefix("method:")? {
        "code" => Some("code"),
        "automatic" => Some("automatic"),
        _ => None,
    })
}

impl DiscountCodeNode {
    fn status(&self) -> DiscountStatus {
        match &self.code_discount {
            DiscountCode::DiscountCodeBasic(basic) => basic.status,
        }
    }
}

/// The status a search term such as `status:active` asks for, if any.
fn status_filter(query: Option<&str>) -> Option<DiscountStatus> {
    query?.split_whitespace().find_map(|term| match term.to_ascii_lowercase().strip_prefix("status:")? {
        "active" => Some(DiscountStatus::Active),
        "scheduled" => Some(DiscountStatus::Scheduled),
        "expired" => Some(DiscountStatus::Expired),
        _ => None,
    })
}

/// Discount mutations.
#[derive(Default)]
pub struct DiscountsMutation;

#[Object]
impl DiscountsMutation {
    /// Creates a basic code discount.
    async fn discount_code_basic_create(
        &self,
        ctx: &Context<'_>,
        basic_code_discount: DiscountCodeBasicInput,
    ) -> async_graphql::Result<DiscountCodeBasicCreatePayload> {
        let cx = ctx.data::<SandboxContext>()?;
        let new = match validate(&basic_code_discount) {
            Ok(n) => n,
            Err(e) => return Ok(DiscountCodeBasicCreatePayload { code_discount_node: None, user_errors: vec![e] }),
        };
        let (domain, currency) = (cx.shop.domain.clone(), cx.shop.currency.clone());
        let created = cx
            .db
            .run(move |conn| {
                discounts::ensure_seeded(conn, &domain)?;
                discounts::create(conn, &domain, &new)
            })
            .await
            .map_err(gql_error)?;
        Ok(match created {
            Ok(row) => DiscountCodeBasicCreatePayload {
                code_discount_node: Some(node_of(&row, &currency)),
                user_errors: vec![],
            },
            Err(message) => DiscountCodeBasicCreatePayload {
                code_discount_node: None,
                user_errors: vec![user_error("code", &message, "TAKEN")],
            },
        })
    }
}
