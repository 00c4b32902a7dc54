//! The instant store page's cart as its script uses it: the same forms posted with
//! `Accept: application/json` answer the new count and cart section instead of a redirect, with
//! the same validation, the same per-visitor cookie cart and the same ADD events.

use diesel::prelude::*;
use shoplinks::db::schema::{products, variants};

use crate::helpers::TestApp;
use crate::instant_store::{app_with_real_bundle, in_stock_options, post};
use crate::public_helpers::{create_link, fresh_client, merchant, products_in_stock, settled_events, LinkSpec, PHONE};

/// Posts a form as the page's script does; answers the status and the JSON body.
async fn post_json(
    client: &reqwest::Client,
    app: &TestApp,
    path: &str,
    form: &[(String, String)],
) -> (u16, serde_json::Value) {
    let res = client
        .post(format!("{}{path}", app.address))
        .header("Origin", &app.address)
        .header("Accept", "application/json")
        .form(form)
        .send()
        .await
        .expect("request");
    (res.status().as_u16(), res.json().await.expect("json"))
}

fn pairs(list: &[(&str, &str)]) -> Vec<(String, String)> {
    list.iter().map(|(k, v)| ((*k).to_owned(), (*v).to_owned())).collect()
}

/// An add form's fields for `product` with `options`.
fn add_form(product: &str, options: &[(String, String)], quantity: u32) -> Vec<(String, String)> {
    let mut form = pairs(&[("product", product), ("quantity", &quantity.to_string())]);
    form.extend(options.iter().map(|(name, value)| (format!("o.{name}"), value.clone())));
    form
}

#[tokio::test]
async fn the_script_adds_changes_and_removes_lines_as_json_and_only_its_visitor_sees_them() {
    let app = app_with_real_bundle().await;
    let m = merchant(&app, "scripted").await;
    let picks = products_in_stock(&app, &m, 2);
    let id = create_link(&app, &m, LinkSpec::look(&[&picks[0], &picks[1]])).await;
    let path = m.path(&id);
    let shopper = fresh_client(PHONE);
    shopper.get(format!("{}{path}", app.address)).send().await.expect("view");

    let (first, first_variant) = in_stock_options(&app, &m, &picks[0].shopify_id);
    let (status, body) =
        post_json(&shopper, &app, &format!("{path}/cart"), &add_form(&picks[0].shopify_id, &first, 2)).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["data"]["notice"], "added");
    assert_eq!(body["data"]["count"], 2);
    let cart = body["data"]["cart"].as_str().expect("cart markup");
    assert!(cart.contains(&format!("data-cart-line=\"{first_variant}\"")), "{cart}");
    assert!(cart.contains(&picks[0].title.replace('&', "&amp;")), "the line's title");
    assert!(cart.contains("data-cart-subtotal"), "and the subtotal");

    let (second, second_variant) = in_stock_options(&app, &m, &picks[1].shopify_id);
    let (_, body) =
        post_json(&shopper, &app, &format!("{path}/cart"), &add_form(&picks[1].shopify_id, &second, 1)).await;
    assert_eq!(body["data"]["count"], 3);
    assert!(body["data"]["cart"].as_str().expect("cart").contains(&format!("data-cart-line=\"{second_variant}\"")));

    let line = format!("{path}/cart/line");
    let (status, body) =
        post_json(&shopper, &app, &line, &pairs(&[("variant", &first_variant.to_string()), ("quantity", "5")])).await;
    assert_eq!((status, body["data"]["notice"].as_str()), (200, Some("updated")), "{body}");
    assert_eq!(body["data"]["count"], 6, "5 + 1");
    let removal = pairs(&[("variant", &second_variant.to_string()), ("quantity", "1"), ("remove", "1")]);
    let (_, body) = post_json(&shopper, &app, &line, &removal).await;
    assert_eq!(body["data"]["count"], 5);
    let cart = body["data"]["cart"].as_str().expect("cart");
    assert!(!cart.contains(&format!("data-cart-line=\"{second_variant}\"")), "removed");
    let (status, body) = post_json(&shopper, &app, &line, &removal).await;
    assert_eq!(status, 404, "a line no longer in the cart: {body}");

    // The page the visitor reloads shows the same cart; a stranger's shows none of it.
    let page = shopper.get(format!("{}{path}", app.address)).send().await.expect("page").text().await.expect("html");
    assert!(page.contains("data-cart-count=\"5\">5<") && page.contains(&format!("data-cart-line=\"{first_variant}\"")));
    let theirs = fresh_client(PHONE).get(format!("{}{path}", app.address)).send().await.expect("page");
    let theirs = theirs.text().await.expect("html");
    assert!(theirs.contains("data-cart-count=\"0\">0<") && !theirs.contains("data-cart-line="), "nobody else's cart");
    let (_, body) = post_json(
        &fresh_client(PHONE),
        &app,
        &line,
        &pairs(&[("variant", &first_variant.to_string()), ("quantity", "9")]),
    )
    .await;
    assert_eq!(body["status"], false, "another visitor cannot change it");

    assert_eq!(settled_events(&app, &id, "ADD", 2).await, 2, "an add counts as the form's does; line changes do not");
    let checkout = post(&shopper, &app, &format!("{path}/checkout"), &[]).await;
    let to = crate::store_helpers::location(&checkout);
    assert!(to.contains(&format!("/cart/{first_variant}:5?")), "{to}");
}

#[tokio::test]
async fn a_sold_out_combination_is_refused_as_json_and_nothing_changes() {
    let app = app_with_real_bundle().await;
    let m = merchant(&app, "soldjson").await;
    let picks = products_in_stock(&app, &m, 1);
    let id = create_link(&app, &m, LinkSpec::look(&[&picks[0]])).await;
    let path = m.path(&id);
    let (options, variant) = in_stock_options(&app, &m, &picks[0].shopify_id);
    let shopper = fresh_client(PHONE);
    let (_, body) =
        post_json(&shopper, &app, &format!("{path}/cart"), &add_form(&picks[0].shopify_id, &options, 1)).await;
    assert_eq!(body["data"]["count"], 1);
    {
        let mut conn = app.state.db.get().expect("conn");
        diesel::update(
            variants::table.filter(variants::shopify_id.eq(format!("gid://shopify/ProductVariant/{variant}"))),
        )
        .set(variants::inventory_quantity.eq(0))
        .execute(&mut *conn)
        .expect("sell out");
        diesel::update(products::table.filter(products::shopify_id.eq(&picks[0].shopify_id)))
            .set(products::updated_at.eq(chrono::Utc::now().naive_utc()))
            .execute(&mut *conn)
            .expect("touch");
    }
    let (status, body) =
        post_json(&shopper, &app, &format!("{path}/cart"), &add_form(&picks[0].shopify_id, &options, 1)).await;
    assert_eq!(status, 409, "{body}");
    assert_eq!(body["status"], false);
    assert_eq!(body["error"]["message"], "This combination is sold out; nothing was added to the cart.");
    let (status, body) =
        post_json(&shopper, &app, &format!("{path}/cart"), &pairs(&[("product", "gid://shopify/Product/1")])).await;
    assert_eq!(status, 404, "a product the look does not show: {body}");
    let page = shopper.get(format!("{}{path}", app.address)).send().await.expect("page").text().await.expect("html");
    assert!(page.contains("data-cart-count=\"1\">1<"), "the cart is as it was");
    assert_eq!(settled_events(&app, &id, "ADD", 1).await, 1, "only the first add counted");
}
