//! The privacy webhooks, sent from the sandbox admin's buttons: a data request stores a report
//! of the customer's orders, a customer redaction anonymises them, and a shop redaction deletes
//! everything held for that shop; none of them touches another shop.

use std::time::Duration;

use diesel::prelude::*;
use shoplinks::db::schema::{compliance_requests, orders, products, store_installations, users, webhook_inbox};

use crate::helpers::{spawn_app, TestApp};
use crate::orders::order_payload;
use crate::store_helpers::{connected_merchant, location, post_form, post_signed, unique_shop};

fn business_of(app: &TestApp, username: &str) -> String {
    let mut conn = app.state.db.get().expect("conn");
    users::table.filter(users::username.eq(username)).select(users::business_id).first(&mut *conn).expect("user")
}

/// Waits until `check` holds (at most 10 s).
async fn eventually(what: &str, check: impl Fn() -> bool) {
    for _ in 0..100 {
        if check() {
            return;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("{what} did not happen within 10 s");
}

fn emails(app: &TestApp, business: &str) -> Vec<(String, Option<String>, String)> {
    let mut conn = app.state.db.get().expect("conn");
    orders::table
        .filter(orders::business_id.eq(business))
        .order(orders::name.asc())
        .select((orders::name, orders::email, orders::note_attributes))
        .load(&mut *conn)
        .expect("orders")
}

#[tokio::test]
async fn compliance_webhooks_report_redact_and_erase_only_their_own_shop() {
    let app = spawn_app().await;
    let (shop_a, shop_b) = (unique_shop(), unique_shop());
    connected_merchant(&app, "keeper", &shop_a).await;
    connected_merchant(&app, "other", &shop_b).await;
    let (a, b) = (business_of(&app, "keeper"), business_of(&app, "other"));
    let alice = "alice@example.com";
    for (shop, id, number, email) in
        [(&shop_a, 1, 1001, alice), (&shop_a, 2, 1002, "bob@example.com"), (&shop_b, 3, 1001, alice)]
    {
        let body = order_payload(id, number, email, "USD", "2026-11-20T10:00:00Z", "10.00", "5.00");
        assert_eq!(post_signed(&app, shop, "orders/create", &format!("o-{id}"), &body).await.status(), 200);
    }
    eventually("the orders", || emails(&app, &a).len() == 2 && emails(&app, &b).len() == 1).await;

    let res =
        post_form(&app, &format!("/sandbox/{shop_a}/admin/compliance/customers-data-request"), &[("email", alice)])
            .await;
    assert_eq!(res.status(), 303);
    assert!(location(&res).contains("notice="), "{}", location(&res));
    let report = || -> Option<String> {
        let mut conn = app.state.db.get().expect("conn");
        compliance_requests::table
            .filter(compliance_requests::business_id.eq(&a))
            .filter(compliance_requests::topic.eq("customers/data_request"))
            .select(compliance_requests::report)
            .first(&mut *conn)
            .optional()
            .expect("query")
    };
    eventually("the data report", || report().is_some()).await;
    let report: serde_json::Value = serde_json::from_str(&report().expect("report")).expect("json");
    let names: Vec<&str> =
        report["orders"].as_array().expect("orders").iter().filter_map(|o| o["name"].as_str()).collect();
    assert_eq!(names, ["#1001"], "only alice's order in this shop");
    assert_eq!(report["orders"][0]["line_items"].as_array().map(Vec::len), Some(2));

    post_form(&app, &format!("/sandbox/{shop_a}/admin/compliance/customers-redact"), &[("email", alice)]).await;
    eventually("the redaction", || emails(&app, &a).iter().any(|(n, e, _)| n == "#1001" && e.is_none())).await;
    let a_orders = emails(&app, &a);
    assert_eq!(a_orders[0].2, "[]", "cart attributes removed");
    assert_eq!(a_orders[1].1.as_deref(), Some("bob@example.com"), "another customer untouched");
    assert_eq!(emails(&app, &b)[0].1.as_deref(), Some(alice), "the same customer in another shop untouched");
    {
        let mut conn = app.state.db.get().expect("conn");
        let reports: i64 = compliance_requests::table
            .filter(compliance_requests::customer_email.eq(alice))
            .count()
            .get_result(&mut *conn)
            .expect("count");
        assert_eq!(reports, 0, "the earlier report about the redacted customer is gone");
    }

    let res = post_form(&app, &format!("/sandbox/{shop_a}/admin/compliance/shop-redact"), &[]).await;
    assert_eq!(res.status(), 303);
    let count = |f: &dyn Fn(&mut shoplinks::db::DbConnection) -> i64| {
        let mut conn = app.state.db.get().expect("conn");
        f(&mut conn)
    };
    eventually("the shop redaction", || {
        count(&|c| {
            store_installations::table
                .filter(store_installations::shop_domain.eq(&shop_a))
                .count()
                .get_result(c)
                .expect("count")
        }) == 0
    })
    .await;
    assert_eq!(count(&|c| orders::table.filter(orders::business_id.eq(&a)).count().get_result(c).expect("n")), 0);
    assert_eq!(count(&|c| products::table.filter(products::business_id.eq(&a)).count().get_result(c).expect("n")), 0);
    assert_eq!(
        count(&|c| webhook_inbox::table
            .filter(webhook_inbox::shop_domain.eq(&shop_a))
            .count()
            .get_result(c)
            .expect("n")),
        0
    );
    assert_eq!(count(&|c| orders::table.filter(orders::business_id.eq(&b)).count().get_result(c).expect("n")), 1);
    assert!(count(&|c| products::table.filter(products::business_id.eq(&b)).count().get_result(c).expect("n")) > 100);
    assert_eq!(
        count(&|c| store_installations::table
            .filter(store_installations::shop_domain.eq(&shop_b))
            .count()
            .get_result(c)
            .expect("n")),
        1
    );
    assert!(
        count(&|c| webhook_inbox::table
            .filter(webhook_inbox::shop_domain.eq(&shop_b))
            .count()
            .get_result(c)
            .expect("n"))
            > 0
    );
}
