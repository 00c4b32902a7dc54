//! The sandbox storefront over HTTP: product pages, cart permalinks, checkout with discount
//! codes and cart attributes, payment, and the order (and its refunds) arriving in Shoplinks
//! through signed webhooks.

use diesel::prelude::*;
use shop_sandbox::schema::{sandbox_checkouts, sandbox_orders, sandbox_products, sandbox_variants};

use crate::helpers::{spawn_app, TestApp};
use crate::store_helpers::{
    connected_merchant, in_stock_variants, location, post_form, stock_of, unique_shop, wait_for_orders,
};

fn count_checkouts(app: &TestApp) -> i64 {
    let mut conn = app.state.db.get().expect("conn");
    sandbox_checkouts::table.count().get_result(&mut *conn).expect("count")
}

fn count_orders(app: &TestApp) -> i64 {
    let mut conn = app.state.db.get().expect("conn");
    sandbox_orders::table.count().get_result(&mut *conn).expect("count")
}

fn percent_off(subtotal: i64, basis_points: i64) -> i64 {
    (subtotal * basis_points + 5_000) / 10_000
}

fn money(cents: i64) -> String {
    format!("{}.{:02}", cents / 100, cents % 100)
}

#[tokio::test]
async fn a_shopper_pays_through_a_cart_permalink_and_the_order_and_its_refunds_reach_shoplinks() {
    let app = spawn_app().await;
    let shop = unique_shop();
    connected_merchant(&app, "seller", &shop).await;
    let picked = in_stock_variants(&app, &shop, 3, 2);
    let ((v1, p1, s1), (v2, p2, s2)) = (picked[0], picked[1]);

    let res = app
        .get(&format!(
            "/sandbox/{shop}/cart/{v1}:2,{v2}:1?discount=welcome10&attributes[sl_click]=click-123&attributes[gift]=yes%20please"
        ))
        .await;
    assert_eq!(res.status(), 302);
    let checkout = location(&res);
    assert!(checkout.starts_with(&format!("/sandbox/{shop}/checkouts/")), "{checkout}");

    let subtotal = p1 * 2 + p2;
    let off = percent_off(subtotal, 1_000);
    let total = subtotal - off;
    let page = app.get(&checkout).await;
    assert_eq!(page.status(), 200);
    let html = page.text().await.expect("html");
    assert!(html.contains("WELCOME10"), "the code is shown");
    assert!(html.contains(&format!("-{}", money(off))), "the discount amount is shown");
    assert!(html.contains(&money(total)), "the total is shown");
    assert!(html.contains("sl_click: click-123") && html.contains("gift: yes please"), "attributes are listed");
    assert!(!html.contains("Enter a valid discount code"));

    let paid = post_form(&app, &checkout, &[("email", "Shopper@Example.com")]).await;
    assert_eq!(paid.status(), 303);
    let thanks = app.get(&location(&paid)).await.text().await.expect("html");
    assert!(thanks.contains("Order #1001 confirmed"), "{thanks}");
    assert_eq!(stock_of(&app, &shop, v1), s1 - 2, "stock went down");
    assert_eq!(stock_of(&app, &shop, v2), s2 - 1);
    let again = post_form(&app, &checkout, &[("email", "shopper@example.com")]).await;
    assert_eq!(again.status(), 303, "paying twice shows the same order");
    assert_eq!(count_orders(&app), 1, "and creates no second order");

    let data = wait_for_orders(&app, "the order", |d| d["orders"].as_array().is_some_and(|o| o.len() == 1)).await;
    let order = &data["orders"][0];
    assert_eq!(order["name"], "#1001");
    assert_eq!(order["number"], 1001);
    assert_eq!(order["email"], "shopper@example.com");
    assert_eq!(order["currency"], "USD");
    assert_eq!(order["financial_status"], "paid");
    assert_eq!(order["subtotal"], subtotal);
    assert_eq!(order["discount"], off);
    assert_eq!(order["total"], total);
    assert_eq!(order["tax"], 0);
    assert_eq!(order["discount_codes"][0]["code"], "WELCOME10");
    assert_eq!(order["discount_codes"][0]["amount"], off);
    assert_eq!(order["discount_codes"][0]["type"], "percentage");
    let attributes = order["attributes"].as_array().expect("attributes");
    assert!(attributes.iter().any(|a| a["name"] == "sl_click" && a["value"] == "click-123"));
    assert!(attributes.iter().any(|a| a["name"] == "gift" && a["value"] == "yes please"));
    let lines = order["lines"].as_array().expect("lines");
    assert_eq!(lines.len(), 2);
    let first = lines.iter().find(|l| l["variant_id"] == format!("gid://shopify/ProductVariant/{v1}")).expect("line 1");
    assert_eq!(first["quantity"], 2);
    assert_eq!(first["price"], p1);
    assert!(first["product_id"].as_str().is_some_and(|p| p.starts_with("gid://shopify/Product/")));

    let res = post_form(&app, &format!("/sandbox/{shop}/admin/orders/1001/refund"), &[("amount", "5.00")]).await;
    assert_eq!(res.status(), 303);
    assert!(location(&res).contains("notice="), "{}", location(&res));
    let data = wait_for_orders(&app, "the partial refund", |d| {
        d["orders"][0]["refunded"] == 500 && d["orders"][0]["financial_status"] == "partially_refunded"
    })
    .await;
    assert_eq!(data["orders"][0]["refunds"][0]["amount"], 500);

    let res =
        post_form(&app, &format!("/sandbox/{shop}/admin/orders/1001/refund"), &[("amount", ""), ("restock", "1")])
            .await;
    assert_eq!(res.status(), 303);
    let data = wait_for_orders(&app, "the full refund", |d| {
        d["orders"][0]["refunded"] == total && d["orders"][0]["financial_status"] == "refunded"
    })
    .await;
    assert_eq!(data["orders"][0]["refunds"].as_array().map(Vec::len), Some(2));
    assert_eq!(stock_of(&app, &shop, v1), s1, "restocked");
    assert_eq!(stock_of(&app, &shop, v2), s2);
    let res = post_form(&app, &format!("/sandbox/{shop}/admin/orders/1001/refund"), &[("amount", "1.00")]).await;
    assert!(location(&res).contains("error="), "nothing left to refund");
}

#[tokio::test]
async fn invalid_codes_show_a_notice_and_sold_out_lines_refuse_payment() {
    let app = spawn_app().await;
    let shop = unique_shop();
    assert_eq!(app.get(&format!("/sandbox/{shop}")).await.status(), 200);
    let picked = in_stock_variants(&app, &shop, 1, 1);
    let (variant, price, _) = picked[0];
    let res = app.get(&format!("/sandbox/{shop}/cart/{variant}:1?discount=NOPE")).await;
    assert_eq!(res.status(), 302);
    let checkout = location(&res);
    let html = app.get(&checkout).await.text().await.expect("html");
    assert!(html.contains("Enter a valid discount code"));
    assert!(html.contains(&money(price)), "no discount applied");

    let fixed = app.get(&format!("/sandbox/{shop}/cart/{variant}:1?discount=SAVE5")).await;
    let html = app.get(&location(&fixed)).await.text().await.expect("html");
    assert!(html.contains(&format!("-{}", money(500.min(price)))), "a fixed 5.00 off");

    let bad_email = post_form(&app, &checkout, &[("email", "not-an-email")]).await;
    assert_eq!(bad_email.status(), 422);
    {
        let mut conn = app.state.db.get().expect("conn");
        diesel::update(sandbox_variants::table.find(format!("{shop}/gid://shopify/ProductVariant/{variant}")))
            .set(sandbox_variants::inventory_quantity.eq(0))
            .execute(&mut *conn)
            .expect("sell out");
    }
    let refused = post_form(&app, &checkout, &[("email", "late@example.com")]).await;
    assert_eq!(refused.status(), 409);
    assert!(refused.text().await.expect("html").contains("Sold out"));
    assert_eq!(count_orders(&app), 0, "no order for a sold-out line");
    assert_eq!(stock_of(&app, &shop, variant), 0);
}

#[tokio::test]
async fn bad_cart_permalinks_answer_400_and_create_nothing() {
    let app = spawn_app().await;
    let shop = unique_shop();
    assert_eq!(app.get(&format!("/sandbox/{shop}")).await.status(), 200);
    let (variant, _, _) = in_stock_variants(&app, &shop, 1, 1)[0];
    let draft_variant: String = {
        let mut conn = app.state.db.get().expect("conn");
        sandbox_variants::table
            .inner_join(sandbox_products::table)
            .filter(sandbox_products::shop_domain.eq(&shop))
            .filter(sandbox_products::status.eq("DRAFT"))
            .select(sandbox_variants::id)
            .first(&mut *conn)
            .expect("the catalog has drafts")
    };
    let draft_number = draft_variant.rsplit('/').next().expect("number");
    for bad in [
        "999999999:1".to_owned(),
        format!("{variant}:0"),
        format!("{variant}:abc"),
        format!("{variant}:101"),
        format!("{variant}"),
        format!("{variant}:1,nope:1"),
        format!("{draft_number}:1"),
    ] {
        let res = app.get(&format!("/sandbox/{shop}/cart/{bad}")).await;
        assert_eq!(res.status(), 400, "{bad}");
        assert!(res.text().await.expect("html").contains("This cart link is not valid"), "{bad}");
    }
    let too_many_attributes: String = (0..30).map(|i| format!("&attributes[k{i}]=v")).collect();
    let res = app.get(&format!("/sandbox/{shop}/cart/{variant}:1?x=1{too_many_attributes}")).await;
    assert_eq!(res.status(), 400);
    assert_eq!(count_checkouts(&app), 0, "nothing was created");
}

#[tokio::test]
async fn the_storefront_shows_active_products_and_hides_drafts() {
    let app = spawn_app().await;
    let shop = unique_shop();
    let index = app.get(&format!("/sandbox/{shop}")).await;
    assert_eq!(index.status(), 200);
    assert!(index.text().await.expect("html").contains("Page 1 of"));
    type Products = Vec<(i64, String)>;
    let (active, draft): (Products, Products) = {
        let mut conn = app.state.db.get().expect("conn");
        let rows: Vec<(i64, String, String)> = sandbox_products::table
            .filter(sandbox_products::shop_domain.eq(&shop))
            .select((sandbox_products::number, sandbox_products::handle, sandbox_products::status))
            .load(&mut *conn)
            .expect("products");
        let active = rows.iter().filter(|r| r.2 == "ACTIVE").map(|r| (r.0, r.1.clone())).collect();
        let draft = rows.iter().filter(|r| r.2 == "DRAFT").map(|r| (r.0, r.1.clone())).collect();
        (active, draft)
    };
    let mut listed = String::new();
    for page in 1..=10 {
        listed.push_str(&app.get(&format!("/sandbox/{shop}?page={page}")).await.text().await.expect("html"));
    }
    assert!(listed.contains(&format!("{}\"", active[0].1)), "active products are listed");
    assert!(!listed.contains(&format!("{}\"", draft[0].1)), "drafts are not");
    assert_eq!(app.get(&format!("/sandbox/{shop}/products/{}", draft[0].1)).await.status(), 404);
    assert_eq!(app.get(&format!("/sandbox/{shop}/products/no-such-thing")).await.status(), 404);

    let page = app.get(&format!("/sandbox/{shop}/products/{}", active[0].1)).await;
    assert_eq!(page.status(), 200);
    let csp = page.headers()["content-security-policy"].to_str().expect("ascii").to_owned();
    let html = page.text().await.expect("html");
    assert!(html.contains("Add to cart") && html.contains("name=\"size\"") && html.contains("name=\"color\""));
    let nonce = csp.split("'nonce-").nth(1).and_then(|r| r.split('\'').next()).expect("nonce");
    // minijinja escapes `/` in attributes; the browser reads the entity back.
    let escaped = nonce.replace('/', "&#x2f;");
    assert!(html.contains(&format!("<script nonce=\"{escaped}\">")), "the page script carries the CSP nonce");

    let (number, size, color, stock): (String, String, String, i32) = {
        let mut conn = app.state.db.get().expect("conn");
        sandbox_variants::table
            .filter(sandbox_variants::product_id.eq(format!("{shop}/gid://shopify/Product/{}", active[0].0)))
            .order(sandbox_variants::position.asc())
            .select((
                sandbox_variants::id,
                sandbox_variants::size,
                sandbox_variants::color,
                sandbox_variants::inventory_quantity,
            ))
            .first(&mut *conn)
            .expect("variant")
    };
    let number = number.rsplit('/').next().expect("number").to_owned();
    let add = app
        .client
        .get(format!("{}/sandbox/{shop}/cart/add", app.address))
        .query(&[("product", active[0].0.to_string()), ("size", size), ("color", color), ("quantity", "2".into())])
        .send()
        .await
        .expect("request");
    if stock > 0 {
        assert_eq!(add.status(), 302);
        assert_eq!(location(&add), format!("/sandbox/{shop}/cart/{number}:2"));
    } else {
        assert_eq!(add.status(), 409, "a sold-out combination cannot be added");
    }
}

#[tokio::test]
async fn a_code_typed_at_the_checkout_is_applied_and_an_unknown_one_is_refused_there() {
    let app = spawn_app().await;
    let shop = unique_shop();
    connected_merchant(&app, "typer", &shop).await;
    let (variant, price, _) = in_stock_variants(&app, &shop, 1, 1)[0];
    let checkout = location(&app.get(&format!("/sandbox/{shop}/cart/{variant}:1")).await);
    let html = app.get(&checkout).await.text().await.expect("html");
    assert!(html.contains("Discount code") && !html.contains("WELCOME10"), "an empty code field, no discount");

    let typed = post_form(&app, &format!("{checkout}/discount"), &[("code", " welcome10 ")]).await;
    assert_eq!(typed.status(), 303);
    assert_eq!(location(&typed), checkout, "back to the checkout");
    let html = app.get(&checkout).await.text().await.expect("html");
    assert!(html.contains("WELCOME10"), "the typed code is applied");
    assert!(html.contains(&format!("-{}", money(percent_off(price, 1_000)))), "with its amount");

    post_form(&app, &format!("{checkout}/discount"), &[("code", "NOSUCHCODE")]).await;
    let html = app.get(&checkout).await.text().await.expect("html");
    assert!(html.contains("Enter a valid discount code (NOSUCHCODE cannot be used)."), "{html}");

    post_form(&app, &format!("{checkout}/discount"), &[("code", "")]).await;
    let html = app.get(&checkout).await.text().await.expect("html");
    assert!(
        !html.contains("NOSUCHCODE") && !html.contains("Enter a valid discount code"),
        "an empty field removes the code"
    );

    post_form(&app, &format!("{checkout}/discount"), &[("code", "WELCOME10")]).await;
    let paid = post_form(&app, &checkout, &[("email", "typed@example.com")]).await;
    assert_eq!(paid.status(), 303);
    // A paid checkout keeps the order it made: a later code changes nothing.
    post_form(&app, &format!("{checkout}/discount"), &[("code", "")]).await;
    let data = wait_for_orders(&app, "the order", |d| d["orders"].as_array().is_some_and(|o| o.len() == 1)).await;
    assert_eq!(data["orders"][0]["discount_codes"][0]["code"], "WELCOME10");
    let mut conn = app.state.db.get().expect("conn");
    let token = checkout.rsplit('/').next().expect("token");
    let code: Option<String> = sandbox_checkouts::table
        .find(token)
        .select(sandbox_checkouts::discount_code)
        .first(&mut *conn)
        .expect("the paid checkout");
    assert_eq!(code.as_deref(), Some("WELCOME10"));
}
