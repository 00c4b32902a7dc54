//! The store's discount codes through the Admin API: look one up (`codeDiscountNodeByCode`),
//! list them (`discountNodes`, code ones only) and create a basic code
//! (`discountCodeBasicCreate`). The app asks for `read_discounts` and `write_discounts` at
//! install, so every connected store allows these.
//!
//! Shopify's `DiscountCode` is a union (basic, buy-X-get-Y, free shipping, app). Whether a code
//! exists is whether its node exists, whatever the kind, so a free-shipping code counts as a code
//! the store accepts. Title, status and summary are read of basic codes (the documents are
//! [`super::documents`]' `DISCOUNT_*`); the list offers basic codes only.

use serde::Deserialize;
use serde_json::{json, Value};

use super::admin::{AdminClient, AdminError};
use super::documents::{DISCOUNT_BY_CODE, DISCOUNT_CODES, DISCOUNT_CODE_CREATE};

/// A discount code as the store has it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoreDiscount {
    /// The code, spelled as the store spells it.
    pub code: String,
    /// The merchant's title.
    pub title: String,
    /// The store's own description, e.g. "10% off entire order".
    pub summary: String,
    /// Usable now (not scheduled or expired).
    pub active: bool,
}

/// The value of a new code.
#[derive(Debug, Clone, PartialEq)]
pub enum DiscountValue {
    /// A share of the order, above 0 and at most 1.
    Percentage(f64),
    /// An amount off the order in the shop's currency, as a decimal string ("5.00").
    Amount(String),
}

/// A node's `codeDiscount`, whichever kind it is.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
struct CodeDiscount {
    #[serde(default)]
    title: String,
    #[serde(default)]
    status: String,
    #[serde(default)]
    summary: String,
    #[serde(default)]
    codes: Option<Codes>,
}

#[derive(Debug, Deserialize)]
struct Codes {
    nodes: Vec<CodeNode>,
}

#[derive(Debug, Deserialize)]
struct CodeNode {
    code: String,
}

/// A node's discount; `asked` stands in for the code when the kind lists none.
fn discount_of(node: &Value, asked: &str) -> Result<Option<StoreDiscount>, AdminError> {
    let Some(inner) = node.get("codeDiscount").filter(|v| !v.is_null()) else { return Ok(None) };
    let parsed: CodeDiscount = serde_json::from_value(inner.clone()).map_err(|e| AdminError::Graphql(e.to_string()))?;
    let code = parsed.codes.and_then(|c| c.nodes.into_iter().next()).map_or_else(|| asked.to_owned(), |n| n.code);
    Ok(Some(StoreDiscount {
        code,
        title: parsed.title,
        summary: parsed.summary,
        active: parsed.status.is_empty() || parsed.status == "ACTIVE",
    }))
}

impl AdminClient<'_> {
    /// The store's discount with `code` (Shopify matches codes ignoring case), if any.
    pub async fn discount_by_code(&self, code: &str) -> Result<Option<StoreDiscount>, AdminError> {
        let data = self.query(&DISCOUNT_BY_CODE, json!({ "code": code })).await?;
        match data.get("codeDiscountNodeByCode").filter(|v| !v.is_null()) {
            Some(node) => discount_of(node, code),
            None => Ok(None),
        }
    }

    /// The store's newest `first` code discounts, active ones first.
    pub async fn discount_codes(&self, first: u32) -> Result<Vec<StoreDiscount>, AdminError> {
        let data = self.query(&DISCOUNT_CODES, json!({ "first": first })).await?;
        let nodes = data.pointer("/discountNodes/nodes").and_then(Value::as_array).cloned().unwrap_or_default();
        let mut found = Vec::with_capacity(nodes.len());
        for node in &nodes {
            if let Some(discount) = discount_of(node, "")?.filter(|d| !d.code.is_empty()) {
                found.push(discount);
            }
        }
        found.sort_by_key(|d| !d.active);
        Ok(found)
    }

    /// Creates a basic code for the whole order, for every customer, from now on. `Ok(Err)`
    /// carries the store's refusal (e.g. the code is taken).
    pub async fn create_discount(
        &self,
        title: &str,
        code: &str,
        value: &DiscountValue,
    ) -> Result<Result<StoreDiscount, String>, AdminError> {
        let value = match value {
            DiscountValue::Percentage(share) => json!({ "percentage": share }),
            DiscountValue::Amount(amount) => {
                json!({ "discountAmount": { "amount": amount, "appliesOnEachItem": false } })
            }
        };
        let input = json!({
            "title": title,
            "code": code,
            "startsAt": chrono::Utc::now().to_rfc3339(),
            "context": { "all": "ALL" },
            "customerGets": { "value": value, "items": { "all": true } },
        });
        let data = self.query(&DISCOUNT_CODE_CREATE, json!({ "input": input })).await?;
        let payload = data.get("discountCodeBasicCreate").cloned().unwrap_or(Value::Null);
        if let Some(message) = payload.pointer("/userErrors/0/message").and_then(Value::as_str) {
            return Ok(Err(message.to_owned()));
        }
        match payload.get("codeDiscountNode").filter(|v| !v.is_null()) {
            Some(node) => Ok(Ok(discount_of(node, code)?.ok_or_else(|| AdminError::Graphql("no discount".into()))?)),
            None => Err(AdminError::Graphql(format!("discountCodeBasicCreate answered {payload}"))),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn any_kind_of_code_counts_and_keeps_the_stores_spelling() {
        let basic = json!({"id": "gid://shopify/DiscountCodeNode/1", "codeDiscount": {
            "title": "Welcome", "status": "ACTIVE", "summary": "10% off entire order",
            "codes": {"nodes": [{"code": "WELCOME10"}]}}});
        assert_eq!(
            discount_of(&basic, "welcome10").expect("parses"),
            Some(StoreDiscount {
                code: "WELCOME10".into(),
                title: "Welcome".into(),
                summary: "10% off entire order".into(),
                active: true
            })
        );
        let expired =
            json!({"codeDiscount": {"title": "Old", "status": "EXPIRED", "summary": "x", "codes": {"nodes": []}}});
        let old = discount_of(&expired, "OLD5").expect("parses").expect("exists");
        assert_eq!((old.code.as_str(), old.active), ("OLD5", false));
        // An app discount has none of the fields asked for: it still exists.
        let app = json!({"codeDiscount": {}});
        assert_eq!(discount_of(&app, "APP").expect("parses").map(|d| d.code), Some("APP".into()));
        assert_eq!(discount_of(&json!({"codeDiscount": null}), "X").expect("parses"), None);
    }
}
