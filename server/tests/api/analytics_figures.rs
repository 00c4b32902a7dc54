//! Link figures: visits, views, adds and checkout requests from the daily rollups; checkouts,
//! net revenue and tax from attributed orders; date filters; the daily map; looks and shorts
//! business-wide; a multilink summing its experiences with a row per experience; refunds
//! lowering revenue; and the summaries the links list uses.

use chrono::NaiveDate;
use serde_json::Value;

use crate::analytics_helpers::{
    business_of, clicked_order, get_body, insert_link, record_event, sandbox_order, stocked_products, today,
    wait_for_order, TestLink,
};
use crate::helpers::spawn_app;
use crate::store_helpers::{connected_merchant, location, post_form, post_signed, unique_shop};

fn day(s: &str) -> NaiveDate {
    NaiveDate::parse_from_str(s, "%Y-%m-%d").expect("date")
}

fn cents(text: &Value) -> i64 {
    let s = text.as_str().expect("a decimal string");
    let (whole, frac) = s.split_once('.').expect("two decimals");
    whole.parse::<i64>().expect("whole") * 100 + frac.parse::<i64>().expect("fraction")
}

#[tokio::test]
async fn figures_follow_events_orders_dates_refunds_and_kinds() {
    let app = spawn_app().await;
    let shop = unique_shop();
    connected_merchant(&app, "figs", &shop).await;
    let business = business_of(&app, "figs");
    let anna = app.insert_influencer("figs", "anna", "inflpass1");
    let picked = stocked_products(&app, &shop, 1);
    let look = insert_link(&app, "figs", TestLink { influencer_id: Some(&anna), ..Default::default() });
    let short = insert_link(&app, "figs", TestLink { kind: "SHORT", ..Default::default() });
    let multi = insert_link(&app, "figs", TestLink { kind: "MULTILINK", ..Default::default() });
    let exp_a = insert_link(&app, "figs", TestLink { parent: Some(&multi), ..Default::default() });
    let exp_b =
        insert_link(&app, "figs", TestLink { kind: "SHORT", parent: Some(&multi), position: 1, ..Default::default() });

    record_event(&app, &look, &look, "VIEW", "c1", day("2026-11-01"));
    record_event(&app, &look, &look, "VIEW", "c2", day("2026-11-02"));
    record_event(&app, &look, &look, "ADD", "c2", day("2026-11-02"));
    record_event(&app, &look, &look, "CHECKOUT", "c2", day("2026-11-02"));
    record_event(&app, &short, &short, "VIEW", "c3", day("2026-11-03"));
    record_event(&app, &exp_a, &multi, "VIEW", "ca", today());
    record_event(&app, &exp_b, &multi, "VIEW", "cb", today());
    record_event(&app, &exp_b, &multi, "VIEW", "cb2", today());

    post_signed(
        &app,
        &shop,
        "orders/create",
        "o1",
        &clicked_order(601, 2001, "2026-11-02T15:00:00Z", "c2", "50.00", "5.00"),
    )
    .await;
    post_signed(
        &app,
        &shop,
        "orders/create",
        "o2",
        &clicked_order(602, 2002, "2026-11-03T09:00:00Z", "c3", "20.00", "0"),
    )
    .await;
    let now = chrono::Utc::now().to_rfc3339();
    post_signed(&app, &shop, "orders/create", "o3", &clicked_order(603, 2003, &now, "cb", "10.00", "1.00")).await;
    let number = sandbox_order(&app, &shop, &[(picked[0].1, 1)], None, Some("ca")).await;
    for n in [2001, 2002, 2003, number] {
        wait_for_order(&app, &business, n).await;
    }
    let sandbox_total = picked[0].2;

    // One look, lifetime.
    let (status, body) = get_body(&app, &format!("/api/admin/v1/links/{look}/analytics")).await;
    assert_eq!(status, 200, "{body}");
    let f = &body["data"];
    assert_eq!(f["currency"], "USD");
    assert_eq!((f["visits"].as_i64(), f["views"].as_i64()), (Some(2), Some(2)));
    assert_eq!((f["checkouts"].as_i64(), f["requested_checkouts"].as_i64()), (Some(1), Some(1)));
    assert_eq!((f["revenue"].as_str(), f["total_tax"].as_str()), (Some("50.00"), Some("5.00")));
    assert_eq!(f["influencer_attributed_revenue"], "50.00", "the look is anna's");
    assert_eq!(f["influencer_attributed_checkouts"], 1);
    assert!(f.get("experiences").is_none(), "a look has no experiences");
    let days: Vec<&String> = f["data"].as_object().expect("daily map").keys().collect();
    assert_eq!(days, ["2026-11-01", "2026-11-02"], "only days with activity; the chart fills the rest");
    let d2 = &f["data"]["2026-11-02"];
    assert_eq!(
        (d2["views"].as_i64(), d2["adds"].as_i64(), d2["requested_checkouts"].as_i64()),
        (Some(1), Some(1), Some(1))
    );
    assert_eq!((d2["checkouts"].as_i64(), d2["revenue"].as_str()), (Some(1), Some("50.00")));
    assert_eq!(f["data"]["2026-11-01"]["checkouts"], 0);

    // Date filters: inclusive days.
    let (_, one_day) =
        get_body(&app, &format!("/api/admin/v1/links/{look}/analytics?from_date=2026-11-02&to_date=2026-11-02")).await;
    assert_eq!((one_day["data"]["visits"].as_i64(), one_day["data"]["checkouts"].as_i64()), (Some(1), Some(1)));
    let (_, later) = get_body(&app, &format!("/api/admin/v1/links/{look}/analytics?from_date=2026-11-03")).await;
    assert_eq!((later["data"]["visits"].as_i64(), later["data"]["checkouts"].as_i64()), (Some(0), Some(0)));
    assert_eq!(later["data"]["revenue"], "0.00");
    assert_eq!(later["data"]["data"], serde_json::json!({}));
    let (_, before) = get_body(&app, &format!("/api/admin/v1/links/{look}/analytics?to_date=2026-11-01")).await;
    assert_eq!((before["data"]["views"].as_i64(), before["data"]["checkouts"].as_i64()), (Some(1), Some(0)));

    // The multilink sums its experiences and lists them, A first.
    let (_, m) = get_body(&app, &format!("/api/admin/v1/links/{multi}/analytics")).await;
    let m = &m["data"];
    assert_eq!((m["visits"].as_i64(), m["checkouts"].as_i64()), (Some(3), Some(2)));
    assert_eq!(cents(&m["revenue"]), sandbox_total + 1000);
    let exps = m["experiences"].as_array().expect("experiences");
    assert_eq!(exps.len(), 2);
    assert_eq!(exps[0]["link_id"], exp_a.as_str());
    assert_eq!((exps[0]["visits"].as_i64(), exps[0]["checkouts"].as_i64()), (Some(1), Some(1)));
    assert_eq!(exps[0]["cr"], 100.0);
    assert_eq!(cents(&exps[0]["cart_average"]), sandbox_total);
    assert_eq!(exps[1]["link_id"], exp_b.as_str());
    assert_eq!((exps[1]["visits"].as_i64(), exps[1]["cr"].as_f64()), (Some(2), Some(50.0)));
    assert_eq!((exps[1]["revenue"].as_str(), exps[1]["total_tax"].as_str()), (Some("10.00"), Some("1.00")));
    assert_eq!(exps[1]["cart_average"], "10.00");

    // Business-wide: each strip sums its own list; the multilink's experiences are in neither.
    let (status, all) = get_body(&app, "/api/admin/v1/links/analytics").await;
    assert_eq!(status, 200, "{all}");
    let (looks, shorts) = (&all["data"]["looks_analytics"], &all["data"]["shorts_analytics"]);
    assert_eq!(all["data"]["currency"], "USD");
    assert_eq!((looks["visits"].as_i64(), looks["checkouts"].as_i64()), (Some(2), Some(1)), "the look alone");
    assert_eq!(looks["revenue"], "50.00");
    assert_eq!(looks["influencer_attributed_checkouts"], 1);
    assert_eq!((shorts["visits"].as_i64(), shorts["checkouts"].as_i64()), (Some(1), Some(1)), "the short alone");
    assert_eq!(shorts["revenue"], "20.00");
    assert_eq!(shorts["total_tax"], "0.00");
    let (_, november) = get_body(&app, "/api/admin/v1/links/analytics?from_date=2026-11-01&to_date=2026-11-02").await;
    assert_eq!(november["data"]["shorts_analytics"]["checkouts"], 0);
    assert_eq!(november["data"]["looks_analytics"]["checkouts"], 1);

    // A partial refund in the store lowers the revenue.
    let res = post_form(&app, &format!("/sandbox/{shop}/admin/orders/{number}/refund"), &[("amount", "1.00")]).await;
    assert!(location(&res).contains("notice="), "{}", location(&res));
    let mut revenue = 0;
    for _ in 0..100 {
        let (_, m) = get_body(&app, &format!("/api/admin/v1/links/{exp_a}/analytics")).await;
        revenue = cents(&m["data"]["revenue"]);
        if revenue == sandbox_total - 100 {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    assert_eq!(revenue, sandbox_total - 100, "net of the refund");

    // The links list's summaries: lifetime, a multilink summing its experiences.
    let ids = vec![look.clone(), short.clone(), multi.clone(), "Zzzzzzzz".to_owned()];
    let summaries = {
        let business = business.clone();
        app.state
            .db
            .run(move |conn| shoplinks::features::analytics::link_summaries(conn, &business, &ids))
            .await
            .expect("summaries")
    };
    assert_eq!((summaries[&look].visits, summaries[&look].checkouts, summaries[&look].revenue_minor), (2, 1, 5000));
    assert_eq!(summaries[&look].requested_checkouts, 1);
    assert_eq!((summaries[&short].checkouts, summaries[&short].revenue_minor), (1, 2000));
    assert_eq!((summaries[&multi].visits, summaries[&multi].checkouts), (3, 2));
    assert_eq!(summaries[&multi].revenue_minor, sandbox_total - 100 + 1000);
    assert_eq!(summaries[&multi].currency, "USD");
    assert_eq!(summaries["Zzzzzzzz"].checkouts, 0, "unknown ids answer zeros");
}
