//! The sandbox's GraphQL Admin API for orders and discount codes, with Shopify's field names,
//! called with the app's real access token.

use serde_json::{json, Value};

use crate::helpers::{spawn_app, TestApp};
use crate::store_helpers::{
    access_token, admin_graphql, connected_merchant, in_stock_variants, location, post_form, unique_shop,
};

/// `data` of a query that must succeed, with the app's real access token.
async fn admin_api(app: &TestApp, shop: &str, query: &str) -> Value {
    let token = access_token(app, shop);
    admin_graphql(app, shop, &token, query).await["data"].clone()
}

#[tokio::test]
async fn orders_and_discount_codes_are_served_with_shopify_field_names() {
    let app = spawn_app().await;
    let shop = unique_shop();
    connected_merchant(&app, "grapher", &shop).await;

    let created = admin_api(
        &app,
        &shop,
        r#"mutation { discountCodeBasicCreate(basicCodeDiscount: {title: "Summer", code: "SUMMER25",
            startsAt: "2020-01-01T00:00:00Z", customerGets: {value: {percentage: 0.25}, items: {all: true}},
            customerSelection: {all: true}}) { codeDiscountNode { id } userErrors { field message } } }"#,
    )
    .await;
    let node_id = created["discountCodeBasicCreate"]["codeDiscountNode"]["id"].as_str().expect("id").to_owned();
    assert!(node_id.starts_with("gid://shopify/DiscountCodeNode/"));
    let again = admin_api(
        &app,
        &shop,
        r#"mutation { discountCodeBasicCreate(basicCodeDiscount: {title: "Again", code: "summer25",
            customerGets: {value: {discountAmount: {amount: "5.00"}}}}) { codeDiscountNode { id } userErrors { field message } } }"#,
    )
    .await;
    assert_eq!(again["discountCodeBasicCreate"]["codeDiscountNode"], Value::Null);
    assert_eq!(
        again["discountCodeBasicCreate"]["userErrors"][0]["message"],
        "Code must be unique. Please try a different code."
    );
    let blank = admin_api(
        &app,
        &shop,
        r#"mutation { discountCodeBasicCreate(basicCodeDiscount: {title: "X", code: "",
            customerGets: {value: {percentage: 0.1}}}) { userErrors { field message } } }"#,
    )
    .await;
    assert_eq!(blank["discountCodeBasicCreate"]["userErrors"][0]["field"], json!(["basicCodeDiscount", "code"]));
    let found = admin_api(
        &app,
        &shop,
        r#"{ codeDiscountNodeByCode(code: "summer25") { id codeDiscount { ... on DiscountCodeBasic { title status
            customerGets { value { ... on DiscountPercentage { percentage } } } codes(first: 1) { nodes { code } } } } }
            seeded: codeDiscountNodeByCode(code: "SAVE5") { codeDiscount { ... on DiscountCodeBasic { title
            customerGets { value { ... on DiscountAmount { amount { amount currencyCode } } } } } } }
            missing: codeDiscountNodeByCode(code: "NOPE") { id } }"#,
    )
    .await;
    assert_eq!(found["codeDiscountNodeByCode"]["id"], node_id.as_str());
    let basic = &found["codeDiscountNodeByCode"]["codeDiscount"];
    assert_eq!(basic["title"], "Summer");
    assert_eq!(basic["status"], "ACTIVE");
    assert_eq!(basic["customerGets"]["value"]["percentage"], 0.25);
    assert_eq!(basic["codes"]["nodes"][0]["code"], "SUMMER25");
    assert_eq!(found["seeded"]["codeDiscount"]["customerGets"]["value"]["amount"]["amount"], "5.00");
    assert_eq!(found["missing"], Value::Null);

    let (variant, price, _) = in_stock_variants(&app, &shop, 2, 1)[0];
    let res = app.get(&format!("/sandbox/{shop}/cart/{variant}:2?discount=SUMMER25&attributes[ref]=feed")).await;
    let checkout = location(&res);
    assert_eq!(post_form(&app, &checkout, &[("email", "gql@example.com")]).await.status(), 303);
    let off = (price * 2 * 2_500 + 5_000) / 10_000;
    let total = price * 2 - off;

    let data = admin_api(
        &app,
        &shop,
        r#"{ orders(first: 5, query: "name:#1001") { nodes { id name email displayFinancialStatus
            currentTotalPriceSet { shopMoney { amount currencyCode } } customAttributes { key value } discountCodes
            lineItems(first: 5) { nodes { id title quantity variant { id } product { id }
              originalUnitPriceSet { shopMoney { amount } } } }
            refunds { id totalRefundedSet { shopMoney { amount } } } }
          pageInfo { hasNextPage } }
          none: orders(first: 5, query: "email:nobody@example.com") { nodes { id } } }"#,
    )
    .await;
    let order = &data["orders"]["nodes"][0];
    assert_eq!(order["name"], "#1001");
    assert_eq!(order["email"], "gql@example.com");
    assert_eq!(order["displayFinancialStatus"], "PAID");
    assert_eq!(order["currentTotalPriceSet"]["shopMoney"]["amount"], format!("{}.{:02}", total / 100, total % 100));
    assert_eq!(order["currentTotalPriceSet"]["shopMoney"]["currencyCode"], "USD");
    assert_eq!(order["customAttributes"], json!([{"key": "ref", "value": "feed"}]));
    assert_eq!(order["discountCodes"], json!(["SUMMER25"]));
    let line = &order["lineItems"]["nodes"][0];
    assert_eq!(line["quantity"], 2);
    assert_eq!(line["variant"]["id"], format!("gid://shopify/ProductVariant/{variant}"));
    assert!(line["product"]["id"].as_str().is_some_and(|p| p.starts_with("gid://shopify/Product/")));
    assert_eq!(order["refunds"], json!([]));
    assert_eq!(data["none"]["nodes"], json!([]));

    let id = order["id"].as_str().expect("id").to_owned();
    let refunded = post_form(&app, &format!("/sandbox/{shop}/admin/orders/1001/refund"), &[("amount", "1.00")]).await;
    assert!(location(&refunded).contains("notice="), "{}", location(&refunded));
    let one = admin_api(
        &app,
        &shop,
        &format!(r#"{{ order(id: "{id}") {{ displayFinancialStatus refunds {{ totalRefundedSet {{ shopMoney {{ amount }} }} }} }} }}"#),
    )
    .await;
    assert_eq!(one["order"]["displayFinancialStatus"], "PARTIALLY_REFUNDED");
    assert_eq!(one["order"]["refunds"][0]["totalRefundedSet"]["shopMoney"]["amount"], "1.00");
}
