//! Usage-based billing end to end against a real database: subscriptions with a usage line
//! through the GraphQL schema, usage records with their idempotency, cap and status rules, the
//! billing cycle's balance, and the pages that show them (the confirmation page and the bill on
//! the admin page).

use actix_web::test::{self, TestRequest};
use actix_web::{web, App};
use serde_json::{json, Value};
use shopify_protocol::cost::BucketSize;

use crate::app_subscriptions::{self, Subscription};
use crate::graphql::SandboxContext;
use crate::shop;
use crate::state::{AppCredentials, Sandbox, SandboxConfig};
use crate::test_support::{test_db, TestDb};
use crate::usage_records::{self, NewUsage, OVER_CAP};

const SHOP: &str = "usage-test.myshopify.com";
const OTHER: &str = "other-usage.myshopify.com";

const CREATE: &str = "mutation($lineItems: [AppSubscriptionLineItemInput!]!) { appSubscriptionCreate(\
    name: \"Starter\", lineItems: $lineItems, returnUrl: \"https://app.test/back\", trialDays: 7, test: true) { \
    appSubscription { id status currentPeriodEnd } confirmationUrl userErrors { field message } } }";

const LINES: &str = "{ currentAppInstallation { allSubscriptions(first: 10) { nodes { id status currentPeriodEnd \
    lineItems { id plan { pricingDetails { __typename \
    ... on AppRecurringPricing { price { amount currencyCode } interval } \
    ... on AppUsagePricing { cappedAmount { amount currencyCode } balanceUsed { amount currencyCode } terms interval } } } \
    usageRecords(first: 10) { edges { cursor node { id } } nodes { id description price { amount currencyCode } } \
    pageInfo { hasNextPage endCursor } } } } } } }";

const CHARGE: &str = "mutation($line: ID!, $price: MoneyInput!, $description: String!, $key: String) { \
    appUsageRecordCreate(subscriptionLineItemId: $line, price: $price, description: $description, \
    idempotencyKey: $key) { appUsageRecord { id createdAt description idempotencyKey price { amount currencyCode } \
    subscriptionLineItem { id } } userErrors { field message } } }";

fn sandbox(db: &TestDb) -> web::Data<Sandbox> {
    let templates = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../templates");
    web::Data::new(Sandbox::new(SandboxConfig {
        db: db.db.clone(),
        http: reqwest::Client::new(),
        public_base: "http://localhost:8080".into(),
        app: AppCredentials { api_key: "key".into(), api_secret: "secret".into() },
        templates_dir: &templates,
        bucket: BucketSize { maximum: 1_000_000.0, restore_rate: 100_000.0 },
    }))
}

/// Runs `query` as `shop`'s app; the answer's data (no GraphQL errors allowed).
async fn gql(state: &web::Data<Sandbox>, shop: &str, query: &str, variables: Value) -> Value {
    let domain = shop.to_owned();
    let current = state.db.run(move |conn| shop::get_or_create(conn, &domain)).await.expect("the shop");
    let cx =
        SandboxContext { shop: current, base: state.public_base.clone(), db: state.db.clone(), state: state.clone() };
    let request = async_graphql::Request::new(query).variables(async_graphql::Variables::from_json(variables)).data(cx);
    let body = serde_json::to_value(state.schema.execute(request).await).expect("an answer");
    assert!(body.get("errors").is_none_or(|e| e.as_array().is_some_and(Vec::is_empty)), "{body}");
    body["data"].clone()
}

fn recurring(amount: &str) -> Value {
    json!({"plan": {"appRecurringPricingDetails": {"price": {"amount": amount, "currencyCode": "USD"}, "interval": "EVERY_30_DAYS"}}})
}

fn usage(cap: &str, terms: &str) -> Value {
    json!({"plan": {"appUsagePricingDetails": {"cappedAmount": {"amount": cap, "currencyCode": "USD"}, "terms": terms}}})
}

/// `appSubscriptionCreate`'s payload for these line items.
async fn create(state: &web::Data<Sandbox>, shop: &str, lines: Value) -> Value {
    gql(state, shop, CREATE, json!({"lineItems": lines})).await["appSubscriptionCreate"].clone()
}

/// A subscription of $29 every 30 days with a $50.00 usage line, approved; its gid.
async fn active(state: &web::Data<Sandbox>, shop: &str) -> String {
    let created = create(state, shop, json!([recurring("29.00"), usage("50.00", "$1.50 per order")])).await;
    let gid = created["appSubscription"]["id"].as_str().expect("a subscription").to_owned();
    set_status(state, shop, &gid, "ACTIVE").await;
    gid
}

async fn set_status(state: &web::Data<Sandbox>, shop: &str, gid: &str, status: &'static str) -> Subscription {
    let (shop, gid) = (shop.to_owned(), gid.to_owned());
    state
        .db
        .run(move |conn| {
            let sub = app_subscriptions::by_gid(conn, &shop, &gid)?.expect("stored");
            app_subscriptions::set_status(conn, &sub, status)?;
            Ok(app_subscriptions::by_gid(conn, &shop, &gid)?.expect("stored"))
        })
        .await
        .expect("status set")
}

fn line_of(gid: &str) -> String {
    let number = gid.rsplit('/').next().expect("a number");
    format!("gid://shopify/AppSubscriptionLineItem/{number}?v=1&index=1")
}

/// `appUsageRecordCreate`'s payload.
async fn charge(state: &web::Data<Sandbox>, shop: &str, line: &str, amount: &str, key: Option<&str>) -> Value {
    let variables = json!({"line": line, "price": {"amount": amount, "currencyCode": "USD"},
        "description": format!("Order {}", key.unwrap_or("-")), "key": key});
    gql(state, shop, CHARGE, variables).await["appUsageRecordCreate"].clone()
}

fn error_message(payload: &Value) -> &str {
    payload["userErrors"][0]["message"].as_str().unwrap_or_default()
}

/// The subscription's usage line as `allSubscriptions` shows it.
async fn usage_line(state: &web::Data<Sandbox>, shop: &str) -> Value {
    let data = gql(state, shop, LINES, json!({})).await;
    data["currentAppInstallation"]["allSubscriptions"]["nodes"][0]["lineItems"][1].clone()
}

async fn records(state: &web::Data<Sandbox>, shop: &str) -> Vec<usage_records::UsageRecord> {
    let shop = shop.to_owned();
    state.db.run(move |conn| crate::usage_records(conn, &shop)).await.expect("records")
}

#[actix_web::test]
async fn a_subscription_carries_a_usage_line_shown_with_shopifys_types() {
    let db = test_db();
    let state = sandbox(&db);
    let created = create(&state, SHOP, json!([recurring("29.00"), usage("150.00", "$1.50 per order")])).await;
    assert_eq!(created["userErrors"], json!([]));
    assert_eq!(created["appSubscription"]["currentPeriodEnd"], Value::Null, "pending: no period");
    let gid = created["appSubscription"]["id"].as_str().expect("id").to_owned();
    let number = gid.rsplit('/').next().expect("number").to_owned();

    let sub = set_status(&state, SHOP, &gid, "ACTIVE").await;
    let activated = sub.activated_at.expect("approval is recorded");
    let data = gql(&state, SHOP, LINES, json!({})).await;
    let node = &data["currentAppInstallation"]["allSubscriptions"]["nodes"][0];
    let end = chrono::DateTime::parse_from_rfc3339(node["currentPeriodEnd"].as_str().expect("an end"))
        .expect("RFC 3339")
        .naive_utc();
    assert_eq!(end, activated + chrono::TimeDelta::days(30));
    assert_eq!(
        node["lineItems"],
        json!([
            {"id": format!("gid://shopify/AppSubscriptionLineItem/{number}?v=1&index=0"),
             "plan": {"pricingDetails": {"__typename": "AppRecurringPricing",
                 "price": {"amount": "29.00", "currencyCode": "USD"}, "interval": "EVERY_30_DAYS"}},
             "usageRecords": {"edges": [], "nodes": [], "pageInfo": {"hasNextPage": false, "endCursor": null}}},
            {"id": format!("gid://shopify/AppSubscriptionLineItem/{number}?v=1&index=1"),
             "plan": {"pricingDetails": {"__typename": "AppUsagePricing",
                 "cappedAmount": {"amount": "150.00", "currencyCode": "USD"},
                 "balanceUsed": {"amount": "0.00", "currencyCode": "USD"},
                 "terms": "$1.50 per order", "interval": "EVERY_30_DAYS"}},
             "usageRecords": {"edges": [], "nodes": [], "pageInfo": {"hasNextPage": false, "endCursor": null}}},
        ])
    );
    let payload = app_subscriptions::webhook_payload(&sub);
    assert_eq!(payload["app_subscription"]["capped_amount"], "150.00");

    // Without a usage line: one line item and no cap in the webhook.
    let plain = create(&state, OTHER, json!([recurring("9.00")])).await;
    let gid = plain["appSubscription"]["id"].as_str().expect("id").to_owned();
    let sub = set_status(&state, OTHER, &gid, "ACTIVE").await;
    assert_eq!(app_subscriptions::webhook_payload(&sub)["app_subscription"]["capped_amount"], Value::Null);
    let data = gql(&state, OTHER, LINES, json!({})).await;
    let lines = &data["currentAppInstallation"]["allSubscriptions"]["nodes"][0]["lineItems"];
    assert_eq!(lines.as_array().map(Vec::len), Some(1));

    // The usage line first: it takes index 0.
    let first = create(&state, OTHER, json!([usage("10.00", "Per use"), recurring("9.00")])).await;
    let number = first["appSubscription"]["id"].as_str().expect("id").rsplit('/').next().expect("n").to_owned();
    let data = gql(&state, OTHER, LINES, json!({})).await;
    let lines = &data["currentAppInstallation"]["allSubscriptions"]["nodes"][0]["lineItems"];
    assert_eq!(lines[0]["id"], format!("gid://shopify/AppSubscriptionLineItem/{number}?v=1&index=0"));
    assert_eq!(lines[0]["plan"]["pricingDetails"]["__typename"], "AppUsagePricing");
    assert_eq!(lines[1]["plan"]["pricingDetails"]["__typename"], "AppRecurringPricing");
}

#[actix_web::test]
async fn line_items_of_other_shapes_are_refused() {
    let db = test_db();
    let state = sandbox(&db);
    let usd = |amount: &str| json!({"amount": amount, "currencyCode": "USD"});
    let cases = [
        (json!([recurring("29.00"), usage("50.00", "  ")]), "Terms can't be blank"),
        (json!([recurring("29.00"), usage("0", "Per order")]), "Capped amount must be greater than 0"),
        (
            json!([recurring("29.00"), usage("50.00", "a"), usage("60.00", "b")]),
            "Only one pricing plan can be defined for each available type",
        ),
        (
            json!([recurring("29.00"), recurring("9.00")]),
            "Only one pricing plan can be defined for each available type",
        ),
        (json!([usage("50.00", "Per order")]), "The sandbox store needs a recurring line item"),
        (json!([]), "Line items can't be blank"),
        (json!([{"plan": {}}]), "A line item's plan has exactly one kind of pricing"),
        (
            json!([recurring("29.00"), {"plan": {"appUsagePricingDetails": {"cappedAmount": {"amount": "50", "currencyCode": "EUR"}, "terms": "x"}}}]),
            "All line items must have the same currency",
        ),
        (json!([{"plan": {"appRecurringPricingDetails": {"price": usd("0.00")}}}]), "Price must be greater than 0"),
        (
            json!([{"plan": {"appRecurringPricingDetails": {"price": usd("290.00"), "interval": "ANNUAL"}}}]),
            "The sandbox store bills every 30 days only",
        ),
    ];
    for (lines, message) in cases {
        let payload = create(&state, SHOP, lines.clone()).await;
        assert_eq!(error_message(&payload), message, "{lines}");
        assert_eq!(payload["appSubscription"], Value::Null);
    }
    let blank = create(&state, SHOP, json!([recurring("29.00"), usage("50.00", "")])).await;
    assert_eq!(blank["userErrors"][0]["field"], json!(["lineItems", "1", "plan", "appUsagePricingDetails", "terms"]));
    let shop = SHOP.to_owned();
    let stored = state.db.run(move |conn| app_subscriptions::all(conn, &shop)).await.expect("rows");
    assert!(stored.is_empty(), "nothing refused is stored");
}

#[actix_web::test]
async fn a_repeated_idempotency_key_answers_the_first_record() {
    let db = test_db();
    let state = sandbox(&db);
    let gid = active(&state, SHOP).await;
    let line = line_of(&gid);
    let first = charge(&state, SHOP, &line, "1.50", Some("order-1001")).await;
    assert_eq!(first["userErrors"], json!([]));
    let record = &first["appUsageRecord"];
    assert_eq!(record["id"], "gid://shopify/AppUsageRecord/1");
    assert_eq!(record["price"], json!({"amount": "1.50", "currencyCode": "USD"}));
    assert_eq!(record["idempotencyKey"], "order-1001");
    assert_eq!(record["subscriptionLineItem"]["id"], line);

    let again = charge(&state, SHOP, &line, "1.50", Some("order-1001")).await;
    assert_eq!(again, first, "the same record, not a second one");
    let other = charge(&state, SHOP, &line, "1.50", Some("order-1002")).await;
    assert_eq!(other["appUsageRecord"]["id"], "gid://shopify/AppUsageRecord/2");
    let without = charge(&state, SHOP, &line, "1.50", None).await;
    assert_eq!(without["appUsageRecord"]["idempotencyKey"], Value::Null);

    let stored = records(&state, SHOP).await;
    let keys: Vec<_> = stored.iter().map(|r| r.idempotency_key.as_deref()).collect();
    assert_eq!(keys, [Some("order-1001"), Some("order-1002"), None], "oldest first");
    assert!(stored.iter().all(|r| r.amount_cents == 150 && r.currency == "USD" && r.subscription_gid == gid));
    assert_eq!(stored[0].line_item_gid, line);
    assert_eq!(stored[0].description, "Order order-1001");
    let balance = &usage_line(&state, SHOP).await["plan"]["pricingDetails"]["balanceUsed"]["amount"];
    assert_eq!(balance, "4.50");
}

#[actix_web::test]
async fn racing_requests_with_one_key_make_one_record() {
    let db = test_db();
    let state = sandbox(&db);
    let line = line_of(&active(&state, SHOP).await);
    let threads: Vec<_> = (0..6)
        .map(|_| {
            let (pool, line) = (db.db.clone(), line.clone());
            std::thread::spawn(move || {
                let mut conn = pool.get().expect("a connection");
                let new = NewUsage {
                    line_item_gid: line,
                    amount: "2.00".into(),
                    currency: "USD".into(),
                    description: "Order #1001".into(),
                    idempotency_key: Some("order-1001".into()),
                };
                usage_records::charge(&mut conn, SHOP, &new).expect("an answer").expect("charged").0.gid()
            })
        })
        .collect();
    let gids: Vec<String> = threads.into_iter().map(|t| t.join().expect("thread")).collect();
    assert!(gids.iter().all(|g| g == &gids[0]), "{gids:?}");
    assert_eq!(records(&state, SHOP).await.len(), 1);
}

#[actix_web::test]
async fn a_charge_past_the_cap_is_refused_and_charges_nothing() {
    let db = test_db();
    let state = sandbox(&db);
    let line = line_of(&active(&state, SHOP).await);
    assert_eq!(charge(&state, SHOP, &line, "49.00", Some("a")).await["userErrors"], json!([]));
    let over = charge(&state, SHOP, &line, "1.01", Some("b")).await;
    assert_eq!(error_message(&over), OVER_CAP);
    assert_eq!(error_message(&over), "Total price exceeds balance remaining");
    assert_eq!(over["appUsageRecord"], Value::Null);
    assert_eq!(records(&state, SHOP).await.len(), 1, "nothing charged");
    // Up to the cap exactly is allowed; a repeat of an earlier key still answers its record.
    assert_eq!(charge(&state, SHOP, &line, "1.00", Some("c")).await["userErrors"], json!([]));
    assert_eq!(charge(&state, SHOP, &line, "49.00", Some("a")).await["userErrors"], json!([]));
    assert_eq!(records(&state, SHOP).await.len(), 2);
}

#[actix_web::test]
async fn only_an_active_usage_line_of_the_shop_takes_charges() {
    let db = test_db();
    let state = sandbox(&db);
    let created = create(&state, SHOP, json!([recurring("29.00"), usage("50.00", "Per order")])).await;
    let gid = created["appSubscription"]["id"].as_str().expect("id").to_owned();
    let line = line_of(&gid);
    let pending = charge(&state, SHOP, &line, "1.00", Some("p")).await;
    assert_eq!(error_message(&pending), "The app subscription is not active");

    set_status(&state, SHOP, &gid, "ACTIVE").await;
    let number = gid.rsplit('/').next().expect("n");
    let recurring_line = format!("gid://shopify/AppSubscriptionLineItem/{number}?v=1&index=0");
    let wrong = charge(&state, SHOP, &recurring_line, "1.00", None).await;
    assert_eq!(error_message(&wrong), "Subscription line item must have a usage pricing plan");
    let elsewhere = charge(&state, OTHER, &line, "1.00", None).await;
    assert_eq!(error_message(&elsewhere), "Subscription line item not found");
    let long = "k".repeat(256);
    let too_long = charge(&state, SHOP, &line, "1.00", Some(&long)).await;
    assert_eq!(too_long["userErrors"][0]["field"], json!(["idempotencyKey"]));
    assert_eq!(error_message(&charge(&state, SHOP, &line, "0", None).await), "Price must be greater than 0");
    let euros = json!({"line": line, "price": {"amount": "1.00", "currencyCode": "EUR"}, "description": "x"});
    let euros = &gql(&state, SHOP, CHARGE, euros).await["appUsageRecordCreate"];
    assert_eq!(error_message(euros), "Currency must be USD, the capped amount's");
    // An enum literal in the document, as Shopify's CurrencyCode is written inline.
    let inline = format!(
        "mutation {{ appUsageRecordCreate(subscriptionLineItemId: \"{line}\", description: \"Inline\", \
         price: {{ amount: \"1.00\", currencyCode: USD }}) {{ appUsageRecord {{ id }} userErrors {{ message }} }} }}"
    );
    assert_eq!(gql(&state, SHOP, &inline, json!({})).await["appUsageRecordCreate"]["userErrors"], json!([]));
    assert_eq!(records(&state, SHOP).await.len(), 1);

    set_status(&state, SHOP, &gid, "CANCELLED").await;
    let cancelled = charge(&state, SHOP, &line, "1.00", Some("c")).await;
    assert_eq!(error_message(&cancelled), "The app subscription is not active");
    let data = gql(&state, SHOP, LINES, json!({})).await;
    assert_eq!(data["currentAppInstallation"]["allSubscriptions"]["nodes"][0]["currentPeriodEnd"], Value::Null);
}

#[actix_web::test]
async fn balance_used_counts_the_current_cycle_only() {
    let db = test_db();
    let state = sandbox(&db);
    let gid = active(&state, SHOP).await;
    let line = line_of(&gid);
    assert_eq!(charge(&state, SHOP, &line, "40.00", Some("a")).await["userErrors"], json!([]));
    assert_eq!(error_message(&charge(&state, SHOP, &line, "20.00", Some("b")).await), OVER_CAP);

    // 29 days on: the same cycle.
    let (shop, g) = (SHOP.to_owned(), gid.clone());
    state.db.run(move |conn| crate::age_subscription_for_tests(conn, &shop, &g, 29)).await.expect("aged");
    let balance = &usage_line(&state, SHOP).await["plan"]["pricingDetails"]["balanceUsed"]["amount"];
    assert_eq!(balance, "40.00");
    // A day more: a new cycle with nothing used, ending 30 days after it began.
    let (shop, g) = (SHOP.to_owned(), gid.clone());
    state.db.run(move |conn| crate::age_subscription_for_tests(conn, &shop, &g, 1)).await.expect("aged");
    let balance = &usage_line(&state, SHOP).await["plan"]["pricingDetails"]["balanceUsed"]["amount"];
    assert_eq!(balance, "0.00");
    let (shop, g) = (SHOP.to_owned(), gid.clone());
    let sub = state.db.run(move |conn| app_subscriptions::by_gid(conn, &shop, &g)).await.expect("row").expect("sub");
    let activated = sub.activated_at.expect("activated");
    let end = sub.current_period_end(kernel::clock::now()).expect("active");
    assert_eq!(end, activated + chrono::TimeDelta::days(60));

    assert_eq!(charge(&state, SHOP, &line, "20.00", Some("b")).await["userErrors"], json!([]));
    let balance = &usage_line(&state, SHOP).await["plan"]["pricingDetails"]["balanceUsed"]["amount"];
    assert_eq!(balance, "20.00");
    let amounts: Vec<i64> = records(&state, SHOP).await.iter().map(|r| r.amount_cents).collect();
    assert_eq!(amounts, [4_000, 2_000], "every record, oldest first");

    // The records page newest first with `reverse`, and on from a cursor.
    let paged = "{ currentAppInstallation { activeSubscriptions { lineItems { \
        usageRecords(first: 1, reverse: true) { nodes { price { amount } } pageInfo { hasNextPage endCursor } } } } } }";
    let data = gql(&state, SHOP, paged, json!({})).await;
    let page = &data["currentAppInstallation"]["activeSubscriptions"][0]["lineItems"][1]["usageRecords"];
    assert_eq!(page["nodes"], json!([{"price": {"amount": "20.00"}}]));
    assert_eq!(page["pageInfo"]["hasNextPage"], true);
}

#[actix_web::test]
async fn the_pages_show_the_usage_line_and_its_records() {
    let db = test_db();
    let state = sandbox(&db);
    let created = create(&state, SHOP, json!([recurring("29.00"), usage("150.00", "$1.50 per order sold")])).await;
    let confirmation = created["confirmationUrl"].as_str().expect("a link").to_owned();
    let path = confirmation.strip_prefix("http://localhost:8080").expect("ours").to_owned();
    let app = test::init_service(App::new().configure(|cfg| crate::routes(cfg, state.clone()))).await;
    let page = test::call_and_read_body(&app, TestRequest::get().uri(&path).to_request()).await;
    let html = String::from_utf8(page.to_vec()).expect("utf-8");
    assert!(html.contains("$1.50 per order sold"), "{html}");
    assert!(html.contains("Usage charges up to $150.00 USD every 30 days"), "{html}");

    let gid = created["appSubscription"]["id"].as_str().expect("id").to_owned();
    set_status(&state, SHOP, &gid, "ACTIVE").await;
    charge(&state, SHOP, &line_of(&gid), "1.50", Some("order-1001")).await;
    charge(&state, SHOP, &line_of(&gid), "3.00", Some("order-1002")).await;
    let admin =
        test::call_and_read_body(&app, TestRequest::get().uri(&format!("/sandbox/{SHOP}/admin")).to_request()).await;
    let html = String::from_utf8(admin.to_vec()).expect("utf-8");
    for text in ["App charges", "Starter", "$29.00 USD every 30 days", "150.00 USD", "4.50 USD", "<caption>"] {
        assert!(html.contains(text), "the bill lacks {text:?}");
    }
    let (newer, older) = (html.find("Order order-1002").expect("newer"), html.find("Order order-1001").expect("older"));
    assert!(newer < older, "newest first");
}

#[test]
fn a_second_record_with_a_key_breaks_the_unique_key_the_race_relies_on() {
    use diesel::prelude::*;
    let db = test_db();
    let mut conn = db.db.get().expect("a connection");
    shop::get_or_create(&mut conn, SHOP).expect("the shop");
    let insert = |conn: &mut kernel::db::DbConnection, number: i64| -> kernel::error::AppResult<usize> {
        use crate::schema::sandbox_app_usage_records as r;
        Ok(diesel::insert_into(r::table)
            .values((
                r::id.eq(app_subscriptions::row_id(SHOP, number)),
                r::shop_domain.eq(SHOP),
                r::subscription_number.eq(1),
                r::line_index.eq(1),
                r::number.eq(number),
                r::description.eq("Order"),
                r::price_cents.eq(150),
                r::currency.eq("USD"),
                r::idempotency_key.eq(Some("order-1001")),
                r::created_at.eq(kernel::clock::now()),
            ))
            .execute(conn)?)
    };
    insert(&mut conn, 1).expect("the first");
    match insert(&mut conn, 2) {
        Err(kernel::error::AppError::Internal(e)) => assert!(usage_records::is_unique_violation(&e), "{e:?}"),
        other => panic!("a second record with the key was stored: {other:?}"),
    }
}

#[test]
fn cycles_step_30_days_from_approval() {
    let start = chrono::NaiveDate::from_ymd_opt(2026, 1, 1).and_then(|d| d.and_hms_opt(12, 0, 0)).expect("a date");
    let days = |n: i64| start + chrono::TimeDelta::days(n);
    assert_eq!(app_subscriptions::cycle_at(start, start), (start, days(30)));
    assert_eq!(app_subscriptions::cycle_at(start, days(30) - chrono::TimeDelta::seconds(1)), (start, days(30)));
    assert_eq!(app_subscriptions::cycle_at(start, days(30)), (days(30), days(60)));
    assert_eq!(app_subscriptions::cycle_at(start, days(95)), (days(90), days(120)));
    assert_eq!(app_subscriptions::cycle_at(start, days(-3)), (start, days(30)), "before approval: the first");
}

#[test]
fn line_item_gids_read_like_shopifys() {
    assert_eq!(app_subscriptions::line_gid(7, 1), "gid://shopify/AppSubscriptionLineItem/7?v=1&index=1");
    assert_eq!(app_subscriptions::parse_line_gid("gid://shopify/AppSubscriptionLineItem/7?v=1&index=1"), Some((7, 1)));
    assert_eq!(app_subscriptions::parse_line_gid("gid://shopify/AppSubscriptionLineItem/7"), Some((7, 0)));
    assert_eq!(app_subscriptions::parse_line_gid("gid://shopify/AppSubscriptionLineItem/7?index=2"), None);
    assert_eq!(app_subscriptions::parse_line_gid("gid://shopify/AppSubscription/7"), None);
}
