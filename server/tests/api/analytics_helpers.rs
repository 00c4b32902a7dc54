//! Steps shared by the analytics tests: links inserted as the links API stores them, shopper
//! events as the click writer stores them (until that writer lands, the tests write its rows),
//! orders placed through the sandbox checkout, and requests as an influencer.

use chrono::{NaiveDate, NaiveDateTime};
use diesel::prelude::*;
use serde_json::Value;
use shop_sandbox::schema::{sandbox_products, sandbox_variants};
use shoplinks::db::schema::{
    influencers, link_daily_stats, link_events, link_product_stats, link_products, links, order_attributions, orders,
    users,
};

use crate::helpers::TestApp;
use crate::store_helpers::{location, post_form};

/// The business of merchant `username`.
pub fn business_of(app: &TestApp, username: &str) -> String {
    let mut conn = app.state.db.get().expect("conn");
    users::table.filter(users::username.eq(username)).select(users::business_id).first(&mut *conn).expect("merchant")
}

/// What a test link is made of.
#[derive(Debug, Clone, Default)]
pub struct TestLink<'a> {
    /// LOOK, SHORT or MULTILINK (default LOOK).
    pub kind: &'a str,
    /// Promocode.
    pub promocode: Option<&'a str>,
    /// Influencer id.
    pub influencer_id: Option<&'a str>,
    /// Multilink of an experience.
    pub parent: Option<&'a str>,
    /// Store product ids, in order.
    pub products: Vec<String>,
    /// Experience position.
    pub position: i32,
}

/// Inserts a link of merchant `merchant`'s business; returns its id.
pub fn insert_link(app: &TestApp, merchant: &str, link: TestLink<'_>) -> String {
    let business_id = business_of(app, merchant);
    let id = shoplinks::features::links::new_link_id();
    let kind = if link.kind.is_empty() { "LOOK" } else { link.kind };
    let mut conn = app.state.db.get().expect("conn");
    // Distinct creation times, so "most recently created" is well defined.
    std::thread::sleep(std::time::Duration::from_millis(5));
    let at = chrono::Utc::now().naive_utc();
    diesel::insert_into(links::table)
        .values((
            links::id.eq(&id),
            links::business_id.eq(&business_id),
            links::kind.eq(kind),
            links::parent_id.eq(link.parent),
            links::position.eq(link.position),
            // What a link of the kind leads to (a short here points at a custom URL).
            links::url_type.eq(match kind {
                "MULTILINK" => "MULTILINK",
                "SHORT" => "CUSTOM",
                _ => "LOOK",
            }),
            links::description.eq(format!("{kind} {id}")),
            links::images.eq("[]"),
            links::promocode.eq(link.promocode),
            links::influencer_id.eq(link.influencer_id),
            links::created_at.eq(at),
            links::updated_at.eq(at),
        ))
        .execute(&mut *conn)
        .expect("insert link");
    for (i, product) in link.products.iter().enumerate() {
        diesel::insert_into(link_products::table)
            .values((
                link_products::link_id.eq(&id),
                link_products::position.eq(i as i32),
                link_products::product_shopify_id.eq(product),
                link_products::selected_options.eq("{}"),
            ))
            .execute(&mut *conn)
            .expect("insert link product");
    }
    id
}

/// Stores a shopper event as the click writer does, with its daily rollup: `kind` VIEW (a
/// unique view), ADD or CHECKOUT on `day`.
pub fn record_event(app: &TestApp, link_id: &str, root_link_id: &str, kind: &str, click_id: &str, day: NaiveDate) {
    let mut conn = app.state.db.get().expect("conn");
    let business_id: String =
        links::table.find(link_id).select(links::business_id).first(&mut *conn).expect("link exists");
    let at: NaiveDateTime = day.and_hms_opt(12, 0, 0).expect("noon");
    diesel::insert_into(link_events::table)
        .values((
            link_events::id.eq(uuid::Uuid::new_v4().simple().to_string()),
            link_events::business_id.eq(&business_id),
            link_events::link_id.eq(link_id),
            link_events::root_link_id.eq(root_link_id),
            link_events::kind.eq(kind),
            link_events::click_id.eq(click_id),
            link_events::visitor_id.eq(format!("visitor-{click_id}")),
            link_events::unique_view.eq(kind == "VIEW"),
            link_events::device.eq("MOBILE"),
            link_events::created_at.eq(at),
        ))
        .execute(&mut *conn)
        .expect("insert event");
    let (views, adds, checkouts) = match kind {
        "VIEW" => (1, 0, 0),
        "ADD" => (0, 1, 0),
        _ => (0, 0, 1),
    };
    let existing: Option<(i64, i64, i64)> = link_daily_stats::table
        .find((link_id, day))
        .select((link_daily_stats::views, link_daily_stats::adds, link_daily_stats::checkout_requests))
        .first(&mut *conn)
        .optional()
        .expect("stats");
    match existing {
        Some((v, a, c)) => diesel::update(link_daily_stats::table.find((link_id, day)))
            .set((
                link_daily_stats::views.eq(v + views),
                link_daily_stats::unique_views.eq(link_daily_stats::unique_views + views),
                link_daily_stats::adds.eq(a + adds),
                link_daily_stats::checkout_requests.eq(c + checkouts),
            ))
            .execute(&mut *conn)
            .expect("update stats"),
        None => diesel::insert_into(link_daily_stats::table)
            .values((
                link_daily_stats::link_id.eq(link_id),
                link_daily_stats::day.eq(day),
                link_daily_stats::business_id.eq(&business_id),
                link_daily_stats::views.eq(views),
                link_daily_stats::unique_views.eq(views),
                link_daily_stats::adds.eq(adds),
                link_daily_stats::checkout_requests.eq(checkouts),
            ))
            .execute(&mut *conn)
            .expect("insert stats"),
    };
}

/// Sets a product's view and add counts on a link.
pub fn set_product_stats(app: &TestApp, link_id: &str, product: &str, views: i64, adds: i64) {
    let mut conn = app.state.db.get().expect("conn");
    diesel::delete(link_product_stats::table.find((link_id, product))).execute(&mut *conn).expect("delete");
    diesel::insert_into(link_product_stats::table)
        .values((
            link_product_stats::link_id.eq(link_id),
            link_product_stats::product_shopify_id.eq(product),
            link_product_stats::views.eq(views),
            link_product_stats::adds.eq(adds),
        ))
        .execute(&mut *conn)
        .expect("insert product stats");
}

/// Today (UTC).
pub fn today() -> NaiveDate {
    chrono::Utc::now().date_naive()
}

/// A product in stock in `shop`: (store product id, variant number, price in cents).
pub fn stocked_products(app: &TestApp, shop: &str, n: usize) -> Vec<(String, i64, i64)> {
    let mut conn = app.state.db.get().expect("conn");
    let rows: Vec<(String, String, i64)> = sandbox_variants::table
        .inner_join(sandbox_products::table)
        .filter(sandbox_products::shop_domain.eq(shop))
        .filter(sandbox_products::status.eq("ACTIVE"))
        .filter(sandbox_variants::inventory_quantity.ge(5))
        .order(sandbox_variants::id.asc())
        .select((sandbox_products::id, sandbox_variants::id, sandbox_variants::price_cents))
        .load(&mut *conn)
        .expect("variants");
    let mut out: Vec<(String, i64, i64)> = Vec::new();
    for (product, variant, price) in rows {
        let product = product.split_once('/').map(|(_, gid)| gid.to_owned()).expect("shop/gid");
        if out.iter().any(|(p, _, _)| *p == product) {
            continue;
        }
        let number = variant.rsplit('/').next().and_then(|n| n.parse().ok()).expect("variant number");
        out.push((product, number, price));
        if out.len() == n {
            break;
        }
    }
    assert_eq!(out.len(), n, "enough products in stock");
    out
}

/// Pays a cart in the sandbox store with an optional discount code and click id; returns the
/// order's number (`1001`, …).
pub async fn sandbox_order(
    app: &TestApp,
    shop: &str,
    lines: &[(i64, u32)],
    discount: Option<&str>,
    click: Option<&str>,
) -> i64 {
    let cart: Vec<String> = lines.iter().map(|(v, q)| format!("{v}:{q}")).collect();
    let mut query = Vec::new();
    if let Some(code) = discount {
        query.push(format!("discount={code}"));
    }
    if let Some(click) = click {
        query.push(format!("attributes[shoplinks_click]={click}"));
    }
    let res = app.get(&format!("/sandbox/{shop}/cart/{}?{}", cart.join(","), query.join("&"))).await;
    assert_eq!(res.status(), 302, "cart permalink");
    let checkout = location(&res);
    let paid = post_form(app, &checkout, &[("email", "shopper@example.com")]).await;
    assert_eq!(paid.status(), 303, "paid");
    let thanks = app.get(&location(&paid)).await.text().await.expect("html");
    let at = thanks.find("Order #").expect("confirmation names the order") + "Order #".len();
    thanks[at..].chars().take_while(char::is_ascii_digit).collect::<String>().parse().expect("order number")
}

/// Waits until Shoplinks holds the order numbered `number` of `business_id` (at most 10 s) and
/// returns its id and store id.
pub async fn wait_for_order(app: &TestApp, business_id: &str, number: i64) -> (String, String) {
    for _ in 0..100 {
        let found: Option<(String, String)> = {
            let mut conn = app.state.db.get().expect("conn");
            orders::table
                .filter(orders::business_id.eq(business_id))
                .filter(orders::number.eq(number))
                .select((orders::id, orders::shopify_id))
                .first(&mut *conn)
                .optional()
                .expect("order")
        };
        if let Some(found) = found {
            return found;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    panic!("order {number} did not reach Shoplinks within 10 s");
}

/// The link attribution of an order: (link, root link, influencer, method). (An order credited
/// to an influencer's promocode alone has no link: see `influencer_of`.)
pub fn attribution_of(app: &TestApp, order_id: &str) -> Option<(String, String, Option<String>, String)> {
    let mut conn = app.state.db.get().expect("conn");
    order_attributions::table
        .find(order_id)
        .filter(order_attributions::link_id.is_not_null())
        .select((
            order_attributions::link_id.assume_not_null(),
            order_attributions::root_link_id.assume_not_null(),
            order_attributions::influencer_id,
            order_attributions::method,
        ))
        .first(&mut *conn)
        .optional()
        .expect("attribution")
}

/// The influencer and method of an order's attribution, whatever it is.
pub fn influencer_of(app: &TestApp, order_id: &str) -> Option<(Option<String>, String)> {
    let mut conn = app.state.db.get().expect("conn");
    order_attributions::table
        .find(order_id)
        .select((order_attributions::influencer_id, order_attributions::method))
        .first(&mut *conn)
        .optional()
        .expect("attribution")
}

/// How many attributions the database holds.
pub fn attribution_count(app: &TestApp) -> i64 {
    let mut conn = app.state.db.get().expect("conn");
    order_attributions::table.count().get_result(&mut *conn).expect("count")
}

/// Sets an influencer's analytics flags: clicks, sales, revenue (cr and aov follow them).
pub fn set_permissions(app: &TestApp, influencer_id: &str, clicks: bool, sales: bool, revenue: bool) {
    let mut conn = app.state.db.get().expect("conn");
    diesel::update(influencers::table.find(influencer_id))
        .set((
            influencers::perm_clicks.eq(clicks),
            influencers::perm_sales.eq(sales),
            influencers::perm_revenue.eq(revenue),
            influencers::perm_cr.eq(clicks && sales),
            influencers::perm_aov.eq(revenue),
        ))
        .execute(&mut *conn)
        .expect("update permissions");
}

/// Signs influencer `username` of merchant `merchant` in; returns the bearer token.
pub async fn influencer_token(app: &TestApp, merchant: &str, username: &str, password: &str) -> String {
    let res = reqwest::Client::new()
        .post(format!("{}/api/admin/v1/influencers/login", app.address))
        .json(&serde_json::json!({"admin_username": merchant, "username": username, "password": password}))
        .send()
        .await
        .expect("request");
    assert_eq!(res.status(), 200, "influencer login");
    res.json::<Value>().await.expect("json")["data"]["token"].as_str().expect("token").to_owned()
}

/// GETs `path` with a bearer token; returns the status and the body.
pub async fn get_as(app: &TestApp, token: &str, path: &str) -> (u16, Value) {
    let res =
        reqwest::Client::new().get(format!("{}{path}", app.address)).bearer_auth(token).send().await.expect("request");
    let status = res.status().as_u16();
    (status, res.json().await.unwrap_or(Value::Null))
}

/// GETs `path` with the app client's session; returns the status and the body.
pub async fn get_body(app: &TestApp, path: &str) -> (u16, Value) {
    let res = app.get_json(path).await;
    let status = res.status().as_u16();
    (status, res.json().await.unwrap_or(Value::Null))
}

/// A REST order placed at `created_at` (RFC 3339) with a click id, total and tax, and two lines
/// ("Tee" and "Cap", 1.00 each) of products the catalog does not hold.
pub fn clicked_order(id: i64, number: i64, created_at: &str, click: &str, total: &str, tax: &str) -> Value {
    let mut body = crate::orders::order_payload(id, number, "buyer@example.com", "USD", created_at, total, "1.00");
    body["note_attributes"] = serde_json::json!([{"name": "shoplinks_click", "value": click}]);
    body["total_tax"] = serde_json::json!(tax);
    // Products the sandbox catalog does not hold (it numbers its own from 1000).
    body["line_items"][0]["product_id"] = serde_json::json!(999_001);
    body["line_items"][1]["product_id"] = serde_json::json!(999_002);
    body
}

/// An order as the store's webhook sends it, placed at `at` (UTC): `lines` are (store product
/// number, price), one unit each; an optional cart click id and discount code.
pub fn order_webhook(
    id: i64,
    at: NaiveDateTime,
    lines: &[(i64, &str)],
    tax: &str,
    click: Option<&str>,
    code: Option<&str>,
) -> Value {
    let stamp = format!("{}Z", at.format("%Y-%m-%dT%H:%M:%S"));
    let total: i64 = lines.iter().map(|(_, p)| crate::analytics_helpers::cents(p)).sum();
    serde_json::json!({
        "id": id, "admin_graphql_api_id": format!("gid://shopify/Order/{id}"), "name": format!("#{id}"),
        "order_number": id, "email": "shopper@example.com", "currency": "USD",
        "created_at": stamp, "updated_at": stamp, "processed_at": stamp, "financial_status": "paid",
        "subtotal_price": format!("{}.{:02}", total / 100, total % 100),
        "total_price": format!("{}.{:02}", total / 100, total % 100), "total_tax": tax, "total_discounts": "0",
        "discount_codes": code.map_or_else(Vec::new, |c| vec![serde_json::json!({"code": c, "amount": "0", "type": "fixed_amount"})]),
        "note_attributes": click.map_or_else(Vec::new, |c| vec![serde_json::json!({"name": "shoplinks_click", "value": c})]),
        "line_items": lines.iter().enumerate().map(|(i, (product, price))| serde_json::json!({
            "id": id * 100 + i as i64, "product_id": product, "variant_id": product * 10, "title": format!("Product {product}"),
            "variant_title": null, "quantity": 1, "price": price, "sku": ""})).collect::<Vec<_>>(),
        "customer": {"id": 42, "email": "shopper@example.com"}, "refunds": []
    })
}

/// `"12.34"` in cents.
pub fn cents(amount: &str) -> i64 {
    let (whole, frac) = amount.split_once('.').unwrap_or((amount, "0"));
    whole.parse::<i64>().expect("whole") * 100 + format!("{frac:0<2}")[..2].parse::<i64>().expect("cents")
}

/// A shopper event as the public pages record it.
pub fn click_event(
    business: &str,
    link: &str,
    kind: shoplinks::features::clicks::EventKind,
    click: &str,
    visitor: &str,
    product: Option<&str>,
    at: NaiveDateTime,
) -> shoplinks::features::clicks::ClickEvent {
    shoplinks::features::clicks::ClickEvent {
        id: shoplinks::ids::new_ordered_id(),
        business_id: business.to_owned(),
        link_id: link.to_owned(),
        root_link_id: link.to_owned(),
        kind,
        click_id: click.to_owned(),
        visitor_id: visitor.to_owned(),
        product_shopify_id: product.map(str::to_owned),
        shown_products: std::sync::Arc::from([]),
        device: shoplinks::features::clicks::Device::Mobile,
        created_at: at,
    }
}

/// Stores events through the click importer, as the click journal does.
pub fn import_events(app: &TestApp, events: &[shoplinks::features::clicks::ClickEvent]) {
    use shoplinks::features::clicks::importer::{import, Position};
    let mut conn = app.state.db.get().expect("conn");
    let at = Position { offset: events.len() as u64, seq: events.len() as u64 };
    import(&mut conn, "test-journal", events, &at).expect("import");
}
