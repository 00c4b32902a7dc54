//! Who sees which figures: influencers only their own links, only the orders credited to them,
//! and only the figures their flags allow; orders tables for the merchant only; another
//! tenant's link answers 404 on every analytics call; bad dates answer 400.

use serde_json::json;

use crate::analytics_helpers::{
    business_of, clicked_order, get_as, get_body, influencer_token, insert_link, record_event, set_permissions, today,
    wait_for_order, TestLink,
};
use crate::helpers::spawn_app;
use crate::store_helpers::{connected_merchant, post_signed, unique_shop};

#[tokio::test]
async fn influencers_see_their_own_links_and_only_the_figures_they_may() {
    let app = spawn_app().await;
    let shop = unique_shop();
    connected_merchant(&app, "boss", &shop).await;
    let business = business_of(&app, "boss");
    let anna = app.insert_influencer("boss", "anna", "inflpass1");
    let theirs = insert_link(&app, "boss", TestLink { influencer_id: Some(&anna), ..Default::default() });
    let not_theirs = insert_link(&app, "boss", TestLink::default());
    record_event(&app, &theirs, &theirs, "VIEW", "a-1", today());
    record_event(&app, &not_theirs, &not_theirs, "VIEW", "n-1", today());
    let now = chrono::Utc::now().to_rfc3339();
    post_signed(&app, &shop, "orders/create", "a", &clicked_order(701, 3001, &now, "a-1", "40.00", "4.00")).await;
    post_signed(&app, &shop, "orders/create", "n", &clicked_order(702, 3002, &now, "n-1", "15.00", "0")).await;
    let (_, order_gid) = wait_for_order(&app, &business, 3001).await;
    wait_for_order(&app, &business, 3002).await;
    let order_number = order_gid.rsplit('/').next().expect("numeric").to_owned();

    let (_, admin) = get_body(&app, "/api/admin/v1/links/analytics").await;
    assert_eq!(admin["data"]["looks_analytics"]["checkouts"], 2, "the merchant sees every order");

    // Default flags: clicks only.
    let token = influencer_token(&app, "boss", "anna", "inflpass1").await;
    let (status, f) = get_as(&app, &token, &format!("/api/admin/v1/links/{theirs}/analytics")).await;
    assert_eq!(status, 200, "{f}");
    let f = &f["data"];
    assert_eq!((f["visits"].as_i64(), f["views"].as_i64()), (Some(1), Some(1)));
    for hidden in ["checkouts", "requested_checkouts", "revenue", "total_tax", "influencer_attributed_revenue"] {
        assert_eq!(f[hidden], json!(null), "{hidden} needs a permission");
    }
    let day = today().format("%Y-%m-%d").to_string();
    assert_eq!(f["data"][&day]["views"], 1);
    assert_eq!(f["data"][&day]["revenue"], json!(null));

    // Sales and revenue, no clicks.
    set_permissions(&app, &anna, false, true, true);
    let (_, f) = get_as(&app, &token, &format!("/api/admin/v1/links/{theirs}/analytics")).await;
    let f = &f["data"];
    assert_eq!((f["visits"].clone(), f["views"].clone()), (json!(null), json!(null)));
    assert_eq!((f["checkouts"].as_i64(), f["revenue"].as_str()), (Some(1), Some("40.00")));
    assert_eq!(f["influencer_attributed_revenue"], "40.00");
    let (_, all) = get_as(&app, &token, "/api/admin/v1/links/analytics").await;
    assert_eq!(all["data"]["looks_analytics"]["checkouts"], 1, "only the orders credited to anna");
    assert_eq!(all["data"]["looks_analytics"]["revenue"], "40.00");
    assert_eq!(all["data"]["looks_analytics"]["visits"], json!(null));
    let (_, products) = get_as(&app, &token, &format!("/api/admin/v1/links/{theirs}/products")).await;
    let rows = products["data"]["products"].as_array().expect("rows");
    assert_eq!(rows.len(), 2, "products bought through the link, titled as sold when not in the catalog");
    for row in rows {
        assert_eq!((row["view"].clone(), row["add"].clone()), (json!(null), json!(null)), "{row}");
        assert_eq!((row["buy"].as_i64(), row["revenue"].as_str()), (Some(1), Some("1.00")), "{row}");
        assert!(["Tee", "Cap"].contains(&row["title"].as_str().unwrap_or_default()), "{row}");
    }

    // Someone else's link is not there; the orders tables are the merchant's.
    for path in [
        format!("/api/admin/v1/links/{not_theirs}/analytics"),
        format!("/api/admin/v1/links/{not_theirs}/products/count"),
        format!("/api/admin/v1/links/{not_theirs}/products"),
    ] {
        assert_eq!(get_as(&app, &token, &path).await.0, 404, "{path}");
    }
    for path in [
        format!("/api/admin/v1/links/{theirs}/orders"),
        format!("/api/admin/v1/links/{theirs}/orders/{order_number}/details"),
    ] {
        assert_eq!(get_as(&app, &token, &path).await.0, 403, "{path}");
    }
    let (status, _) = get_body(&app, &format!("/api/admin/v1/links/{theirs}/orders/{order_number}/details")).await;
    assert_eq!(status, 200, "the merchant may");
}

#[tokio::test]
async fn another_tenants_link_answers_404_everywhere_and_bad_dates_400() {
    let app = spawn_app().await;
    let shop = unique_shop();
    connected_merchant(&app, "tenant-a", &shop).await;
    let business_a = business_of(&app, "tenant-a");
    let link_a = insert_link(&app, "tenant-a", TestLink::default());
    record_event(&app, &link_a, &link_a, "VIEW", "t-1", today());
    let now = chrono::Utc::now().to_rfc3339();
    post_signed(&app, &shop, "orders/create", "t", &clicked_order(801, 4001, &now, "t-1", "12.00", "0")).await;
    let (_, gid) = wait_for_order(&app, &business_a, 4001).await;
    let number = gid.rsplit('/').next().expect("numeric").to_owned();
    assert_eq!(get_body(&app, &format!("/api/admin/v1/links/{link_a}/orders/{number}/details")).await.0, 200);

    app.verified_merchant("tenant-b", "secret1").await;
    app.login("tenant-b", "secret1").await;
    for path in [
        format!("/api/admin/v1/links/{link_a}/analytics"),
        format!("/api/admin/v1/links/{link_a}/products/count"),
        format!("/api/admin/v1/links/{link_a}/products?count=5"),
        format!("/api/admin/v1/links/{link_a}/orders"),
        format!("/api/admin/v1/links/{link_a}/orders/{number}/details"),
        "/api/admin/v1/links/not-an-id/analytics".to_owned(),
    ] {
        let (status, body) = get_body(&app, &path).await;
        assert_eq!(status, 404, "{path}: {body}");
        assert_eq!(body["error"]["code"], "not_found");
    }
    let (status, all) = get_body(&app, "/api/admin/v1/links/analytics").await;
    assert_eq!(status, 200);
    assert_eq!(all["data"]["looks_analytics"]["checkouts"], 0, "tenant b sees none of a's sales");
    assert_eq!(all["data"]["looks_analytics"]["visits"], 0);

    let tomorrow = (today() + chrono::Duration::days(1)).format("%Y-%m-%d").to_string();
    for (query, needle) in [
        ("from_date=2022-12-31".to_owned(), "from_date"),
        (format!("to_date={tomorrow}"), "to_date"),
        ("from_date=2026-02-30".to_owned(), "from_date"),
        ("from_date=22-11-2026".to_owned(), "from_date"),
        ("from_date=2026-11-10&to_date=2026-11-01".to_owned(), "after"),
    ] {
        for path in ["/api/admin/v1/links/analytics".to_owned(), format!("/api/admin/v1/links/{link_a}/analytics")] {
            let (status, body) = get_body(&app, &format!("{path}?{query}")).await;
            assert_eq!(status, 400, "{path}?{query}");
            let message = body["error"]["message"].as_str().unwrap_or_default();
            assert!(message.contains(needle), "{message}");
        }
    }
    let anonymous = reqwest::Client::new()
        .get(format!("{}/api/admin/v1/links/analytics", app.address))
        .send()
        .await
        .expect("request");
    assert_eq!(anonymous.status(), 401);
}
