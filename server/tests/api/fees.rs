//! The per-sale fee (docs/billing.md#the-per-sale-fee): a Starter merchant's orders through looks
//! are charged $1.50 each on the store bill, once, after the hold; an order refunded in full and
//! an order through a short are not; a charge whose job is killed and tried again makes no
//! second record; reaching the cycle's cap stops the charges and says so; only the merchant sees
//! the fees.

use diesel::prelude::*;
use serde_json::{json, Value};
use shoplinks::db::schema::{billing_subscriptions, jobs, order_attributions, orders, sale_fees};

use crate::analytics_helpers::{
    business_of, get_as, get_body, influencer_token, insert_link, record_event, sandbox_order, stocked_products, today,
    wait_for_order, TestLink,
};
use crate::billing::{decide, request_plan};
use crate::helpers::{spawn_app, TestApp};
use crate::store_helpers::{access_token, admin_graphql, connected_merchant, location, post_form, unique_shop};

/// Signs up `username` with a connected shop on the Starter plan, approved on the store's
/// confirmation page (which states the fee and its cap first).
async fn starter_merchant(app: &TestApp, username: &str) -> (String, String) {
    let shop = unique_shop();
    connected_merchant(app, username, &shop).await;
    let confirmation = request_plan(app, "STARTER").await;
    let html = app.client.get(&confirmation).send().await.expect("request").text().await.expect("html");
    for text in [
        "$1.50 per order sold through a smart multi-product link",
        "charged 7 days after the order unless it is refunded in full by then",
        "$150.00 USD",
    ] {
        assert!(html.contains(text), "the confirmation page lacks {text:?}");
    }
    assert_eq!(decide(app, &confirmation, "approve").await, "/pricing-plans?billing=active&plan=STARTER");
    // The worker's first sweep must not race the test's own.
    app.upkeep_idle().await;
    (shop, business_of(app, username))
}

/// Every usage record on the shop's bill, as the store's Billing API lists them: (amount,
/// idempotency key, description).
async fn bill(app: &TestApp, shop: &str) -> Vec<(String, String, String)> {
    let body = admin_graphql(
        app,
        shop,
        &access_token(app, shop),
        "{ currentAppInstallation { activeSubscriptions { lineItems { usageRecords(first: 50) { nodes { \
         price { amount currencyCode } idempotencyKey description } } } } } }",
    )
    .await;
    let mut out = Vec::new();
    for sub in body["data"]["currentAppInstallation"]["activeSubscriptions"].as_array().expect("subscriptions") {
        for line in sub["lineItems"].as_array().expect("lines") {
            for record in line["usageRecords"]["nodes"].as_array().expect("records") {
                assert_eq!(record["price"]["currencyCode"], "USD");
                out.push((
                    normal_amount(&record["price"]["amount"]),
                    record["idempotencyKey"].as_str().unwrap_or_default().to_owned(),
                    record["description"].as_str().unwrap_or_default().to_owned(),
                ));
            }
        }
    }
    out
}

/// `"1.5"` or `"1.50"` as `"1.50"`.
fn normal_amount(value: &Value) -> String {
    let text = value.as_str().map_or_else(|| value.to_string(), str::to_owned);
    let (whole, frac) = text.split_once('.').unwrap_or((&text, ""));
    format!("{whole}.{frac:0<2}")
}

/// Ends every held fee's hold now, as a week passing would.
fn end_holds(app: &TestApp) {
    let mut conn = app.state.db.get().expect("conn");
    let past = shoplinks::clock::now() - chrono::Duration::seconds(1);
    diesel::update(sale_fees::table.filter(sale_fees::state.eq("HELD")))
        .set(sale_fees::due_at.eq(past))
        .execute(&mut *conn)
        .expect("holds ended");
}

/// The states of the business's fees, by order name.
fn fee_states(app: &TestApp, business: &str) -> Vec<(String, String)> {
    let mut conn = app.state.db.get().expect("conn");
    sale_fees::table
        .filter(sale_fees::business_id.eq(business))
        .order(sale_fees::order_name.asc())
        .select((sale_fees::order_name, sale_fees::state))
        .load(&mut *conn)
        .expect("fees")
}

async fn sweep(app: &TestApp) {
    shoplinks::features::fees::sweep(&app.state).await.expect("sweep");
    app.jobs_settled().await;
}

async fn fees_view(app: &TestApp) -> Value {
    let (status, body) = get_body(app, "/api/admin/v1/billing/fees").await;
    assert_eq!(status, 200, "{body}");
    body["data"].clone()
}

#[tokio::test]
async fn look_sales_are_charged_once_after_the_hold_and_a_full_refund_or_a_short_is_not() {
    let app = spawn_app().await;
    let (shop, business) = starter_merchant(&app, "feepayer").await;
    let p = stocked_products(&app, &shop, 3);
    let summer = insert_link(&app, "feepayer", TestLink { products: vec![p[0].0.clone()], ..Default::default() });
    let beach = insert_link(&app, "feepayer", TestLink { products: vec![p[1].0.clone()], ..Default::default() });
    let short =
        insert_link(&app, "feepayer", TestLink { kind: "SHORT", products: vec![p[2].0.clone()], ..Default::default() });
    for (link, click) in [(&summer, "fee-a"), (&summer, "fee-b"), (&beach, "fee-c"), (&short, "fee-d")] {
        record_event(&app, link, link, "VIEW", click, today());
    }
    let kept = sandbox_order(&app, &shop, &[(p[0].1, 1)], None, Some("fee-a")).await;
    let refunded = sandbox_order(&app, &shop, &[(p[0].1, 1)], None, Some("fee-b")).await;
    let beach_order = sandbox_order(&app, &shop, &[(p[1].1, 2)], None, Some("fee-c")).await;
    let short_order = sandbox_order(&app, &shop, &[(p[2].1, 1)], None, Some("fee-d")).await;
    for number in [kept, refunded, beach_order, short_order] {
        wait_for_order(&app, &business, number).await;
    }

    // The three look sales are held; the short's carries no fee.
    sweep(&app).await;
    let held: Vec<(String, String)> =
        [kept, refunded, beach_order].iter().map(|n| (format!("#{n}"), "HELD".into())).collect();
    assert_eq!(fee_states(&app, &business), held);
    let view = fees_view(&app).await;
    assert_eq!(view["feeMinor"], 150);
    assert_eq!(view["capMinor"], 15_000);
    assert_eq!(view["holdDays"], 7);
    assert_eq!(view["held"], json!({"count": 3, "amountMinor": 450}));
    assert_eq!(view["charged"]["count"], 0);
    assert_eq!(bill(&app, &shop).await, vec![], "nothing is charged during the hold");

    // One is refunded in full within the hold.
    let res = post_form(&app, &format!("/sandbox/{shop}/admin/orders/{refunded}/refund"), &[("amount", "")]).await;
    assert!(location(&res).contains("notice="));
    let mut seen = false;
    for _ in 0..100 {
        let (_, orders) = get_body(&app, &format!("/api/admin/v1/links/{summer}/orders")).await;
        let rows = orders["data"]["orders"].as_array().cloned().unwrap_or_default();
        if rows.iter().any(|o| o["name"] == format!("#{refunded}") && o["order_status"] == "refunded") {
            seen = true;
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    assert!(seen, "the refund reached Shoplinks");

    // The week passes: two fees are charged, the refunded sale's is waived.
    end_holds(&app);
    sweep(&app).await;
    let names = |n: i64| format!("#{n}");
    assert_eq!(
        fee_states(&app, &business),
        vec![
            (names(kept), "CHARGED".into()),
            (names(refunded), "WAIVED".into()),
            (names(beach_order), "CHARGED".into())
        ]
    );
    let charged = bill(&app, &shop).await;
    assert_eq!(charged.len(), 2, "{charged:?}");
    assert!(charged.iter().all(|(amount, _, _)| amount == "1.50"), "{charged:?}");
    assert_ne!(charged[0].1, charged[1].1, "one key per order");
    for number in [kept, beach_order] {
        assert!(
            charged.iter().any(|(_, _, description)| description.contains(&format!("order #{number}"))),
            "the bill names order #{number}: {charged:?}"
        );
    }

    // The charge of one of them is killed after the store made its record and before Shoplinks
    // noted it: its fee is still held and its job is left running by a dead worker. The
    // take-over charges with the same key and the store answers the same record.
    let (order_id, record): (String, Option<String>) = {
        let mut conn = app.state.db.get().expect("conn");
        sale_fees::table
            .filter(sale_fees::order_name.eq(names(kept)))
            .select((sale_fees::order_id, sale_fees::usage_record_id))
            .first(&mut *conn)
            .expect("fee")
    };
    {
        let mut conn = app.state.db.get().expect("conn");
        diesel::update(sale_fees::table.find(&order_id))
            .set((sale_fees::state.eq("HELD"), sale_fees::usage_record_id.eq(None::<String>)))
            .execute(&mut *conn)
            .expect("as the killed try left it");
        let job: String = jobs::table
            .filter(jobs::job_key.eq(format!("fees.charge:{order_id}")))
            .select(jobs::id)
            .first(&mut *conn)
            .expect("its charge job");
        let past = shoplinks::clock::now() - chrono::Duration::seconds(1);
        diesel::update(jobs::table.find(&job))
            .set((
                jobs::state.eq("running"),
                jobs::attempts.eq(1),
                jobs::worker.eq("dead"),
                jobs::lease_until.eq(past),
                jobs::payload.eq(json!({ "order_id": order_id }).to_string()),
                jobs::finished_at.eq(None::<chrono::NaiveDateTime>),
            ))
            .execute(&mut *conn)
            .expect("left running by a dead worker");
    }
    shoplinks::features::jobs::wake(&app.state);
    app.jobs_settled().await;
    let again: Option<String> = {
        let mut conn = app.state.db.get().expect("conn");
        sale_fees::table.find(&order_id).select(sale_fees::usage_record_id).first(&mut *conn).expect("fee")
    };
    assert_eq!(again, record, "the retried charge got the record of the first");
    assert_eq!(bill(&app, &shop).await.len(), 2, "the retry charged nothing more");

    // A sweep later finds nothing new to charge.
    sweep(&app).await;
    assert_eq!(bill(&app, &shop).await.len(), 2);

    // The merchant's view: count, amount and cap of the cycle, and per look.
    let view = fees_view(&app).await;
    assert_eq!(view["charged"], json!({"count": 2, "amountMinor": 300}));
    assert_eq!(view["waived"], json!({"count": 1, "amountMinor": 150}));
    assert_eq!(view["held"]["count"], 0);
    assert_eq!(view["capReached"], false);
    let per_link: Vec<(String, i64)> = view["links"]
        .as_array()
        .expect("links")
        .iter()
        .map(|l| (l["linkId"].as_str().expect("id").to_owned(), l["charged"]["count"].as_i64().expect("count")))
        .collect();
    assert_eq!(per_link.len(), 2, "{view}");
    assert!(per_link.contains(&(summer.clone(), 1)) && per_link.contains(&(beach.clone(), 1)), "{view}");
    assert_eq!(view["recent"].as_array().expect("recent").len(), 3);
}

#[tokio::test]
async fn reaching_the_cap_stops_the_charges_and_says_so() {
    let app = spawn_app().await;
    let (shop, business) = starter_merchant(&app, "capped").await;
    // $149 of the $150 cap is used already this cycle.
    let line: String = {
        let mut conn = app.state.db.get().expect("conn");
        billing_subscriptions::table
            .filter(billing_subscriptions::business_id.eq(&business))
            .filter(billing_subscriptions::status.eq("ACTIVE"))
            .select(billing_subscriptions::usage_line_id.assume_not_null())
            .first(&mut *conn)
            .expect("a usage line")
    };
    let used = admin_graphql(
        &app,
        &shop,
        &access_token(&app, &shop),
        &format!(
            "mutation {{ appUsageRecordCreate(subscriptionLineItemId: \"{line}\", description: \"Earlier sales\", \
             price: {{ amount: \"149.00\", currencyCode: USD }}) {{ appUsageRecord {{ id }} userErrors {{ message }} }} }}"
        ),
    )
    .await;
    assert_eq!(used["data"]["appUsageRecordCreate"]["userErrors"], json!([]), "{used}");

    let p = stocked_products(&app, &shop, 1);
    let look = insert_link(&app, "capped", TestLink { products: vec![p[0].0.clone()], ..Default::default() });
    record_event(&app, &look, &look, "VIEW", "cap-a", today());
    let number = sandbox_order(&app, &shop, &[(p[0].1, 1)], None, Some("cap-a")).await;
    wait_for_order(&app, &business, number).await;
    sweep(&app).await;
    end_holds(&app);
    sweep(&app).await;

    assert_eq!(fee_states(&app, &business), vec![(format!("#{number}"), "OVER_CAP".to_owned())]);
    assert_eq!(bill(&app, &shop).await.len(), 1, "only the earlier record");
    let view = fees_view(&app).await;
    assert_eq!(view["capReached"], true);
    assert_eq!(view["overCap"], json!({"count": 1, "amountMinor": 150}));
    assert_eq!(view["charged"]["count"], 0);
}

/// Writes `count` orders of `business` sold through `link`, `per_instant` of them placed at each
/// second from now on, as the order webhooks would have recorded them; their numbers from 1.
fn insert_linked_orders(app: &TestApp, business: &str, shop: &str, link: &str, count: i64, per_instant: i64) {
    let mut conn = app.state.db.get().expect("conn");
    let start = shoplinks::clock::now();
    let rows: Vec<_> = (1..=count)
        .map(|n| {
            let id = format!("{business}-bulk-{n:05}");
            let placed = start + chrono::Duration::seconds((n - 1) / per_instant);
            let order = (
                orders::id.eq(id.clone()),
                orders::business_id.eq(business.to_owned()),
                orders::shop_domain.eq(shop.to_owned()),
                orders::shopify_id.eq(format!("gid://shopify/Order/{n}")),
                orders::name.eq(format!("#{n}")),
                orders::number.eq(n),
                orders::currency.eq("USD"),
                orders::financial_status.eq("paid"),
                orders::subtotal_minor.eq(1_000i64),
                orders::total_minor.eq(1_000i64),
                orders::tax_minor.eq(0i64),
                orders::discount_minor.eq(0i64),
                orders::refunded_minor.eq(0i64),
                orders::discount_codes.eq("[]"),
                orders::note_attributes.eq("[]"),
                orders::created_at.eq(placed),
                orders::updated_at.eq(placed),
                orders::local_day.eq(placed.date()),
            );
            let attribution = (
                order_attributions::order_id.eq(id),
                order_attributions::business_id.eq(business.to_owned()),
                order_attributions::link_id.eq(Some(link.to_owned())),
                order_attributions::root_link_id.eq(Some(link.to_owned())),
                order_attributions::method.eq("LANDING"),
                order_attributions::created_at.eq(placed),
            );
            (order, attribution)
        })
        .collect();
    // One row a statement (the connection serves both databases, which rules out batch inserts),
    // in one transaction.
    conn.transaction::<_, diesel::result::Error, _>(|conn| {
        for (order, attribution) in rows {
            diesel::insert_into(orders::table).values(order).execute(conn)?;
            diesel::insert_into(order_attributions::table).values(attribution).execute(conn)?;
        }
        Ok(())
    })
    .expect("orders");
}

#[tokio::test]
async fn a_sweep_records_every_look_sale_past_a_page_of_them() {
    let app = spawn_app().await;
    let (shop, business) = starter_merchant(&app, "bulkseller").await;
    let p = stocked_products(&app, &shop, 1);
    let look = insert_link(&app, "bulkseller", TestLink { products: vec![p[0].0.clone()], ..Default::default() });
    // More sales than a sweep reads at once, many placed at the same instant, one of which
    // straddles a page's end.
    insert_linked_orders(&app, &business, &shop, &look, 1_205, 400);

    let recorded = shoplinks::features::fees::sweep(&app.state).await.expect("sweep");
    assert_eq!(recorded, 1_205);
    let fees = fee_states(&app, &business);
    assert_eq!(fees.len(), 1_205);
    assert!(fees.iter().all(|(_, state)| state == "HELD"), "{fees:?}");
    // A second sweep finds every one already recorded.
    assert_eq!(shoplinks::features::fees::sweep(&app.state).await.expect("sweep"), 0);
}

#[tokio::test]
async fn only_the_merchant_sees_the_fees() {
    let app = spawn_app().await;
    connected_merchant(&app, "feeboss", &unique_shop()).await;
    // On the free plan there is no fee.
    let view = fees_view(&app).await;
    assert_eq!(view["feeMinor"], Value::Null);
    assert_eq!(view["capMinor"], Value::Null);
    app.insert_influencer("feeboss", "feecreator", "secret1");
    let token = influencer_token(&app, "feeboss", "feecreator", "secret1").await;
    let (status, body) = get_as(&app, &token, "/api/admin/v1/billing/fees").await;
    assert_eq!(status, 403, "{body}");
}
