//! What the settings change on the public side: default tracking tags on every short redirect
//! and store hand-off of a link without its own, the merchant's analytics tags and their CSP
//! origins on the instant store page, swatches from the options map, the logo and the shipping
//! link, and auto-swap replacing a product that runs out in the store.

use std::time::Duration;

use diesel::prelude::*;
use serde_json::{json, Value};
use shoplinks::db::schema::{products, variants};
use shoplinks::features::public::RESOLVE_TTL as TTL;

use crate::helpers::TestApp;
use crate::instant_store::{app_with_real_bundle, in_stock_options, post};
use crate::public_helpers::{create_link, fresh_client, merchant, products_in_stock, LinkSpec, Merchant, PHONE};
use crate::settings::put;
use crate::store_helpers::location;

async fn save_settings(app: &TestApp, m: &Merchant, settings: Value) {
    let (status, body) =
        put(app, &format!("/api/business/{}/settings", m.business_id), json!({ "settings": settings })).await;
    assert_eq!(status, 200, "{body}");
    // Resolved links are reused for a second.
    tokio::time::sleep(TTL + Duration::from_millis(200)).await;
}

fn query_of(url: &str) -> Vec<(String, String)> {
    url::Url::parse(url).expect("url").query_pairs().map(|(k, v)| (k.into_owned(), v.into_owned())).collect()
}

fn has(pairs: &[(String, String)], key: &str, value: &str) -> bool {
    pairs.iter().any(|(k, v)| k == key && v == value)
}

#[tokio::test]
async fn default_tags_go_on_every_short_redirect_and_store_hand_off_unless_the_link_has_its_own() {
    let app = app_with_real_bundle().await;
    let m = merchant(&app, "tagger").await;
    let picks = products_in_stock(&app, &m, 2);
    let plain =
        create_link(&app, &m, LinkSpec { products: vec![picks[0].shopify_id.clone()], ..LinkSpec::short("PRODUCT") })
            .await;
    let own = create_link(
        &app,
        &m,
        LinkSpec {
            products: vec![picks[0].shopify_id.clone()],
            utm: Some(("tiktok", "spring")),
            ..LinkSpec::short("PRODUCT")
        },
    )
    .await;
    let look = create_link(&app, &m, LinkSpec::look(&[&picks[1]])).await;
    let redirect = |id: String| {
        let (app, path) = (&app, m.path(&id));
        async move {
            let res = fresh_client(PHONE).get(format!("{}{path}", app.address)).send().await.expect("request");
            assert_eq!(res.status(), 302);
            query_of(&location(&res))
        }
    };
    let before = redirect(plain.clone()).await;
    assert!(!before.iter().any(|(k, _)| k.starts_with("utm_")), "no tags before any are set: {before:?}");

    save_settings(&app, &m, json!({"utm_params": {"utm_source": "shoplinks", "utm_medium": "social"}})).await;
    let tagged = redirect(plain).await;
    assert!(has(&tagged, "utm_source", "shoplinks") && has(&tagged, "utm_medium", "social"), "{tagged:?}");
    let kept = redirect(own).await;
    assert!(has(&kept, "utm_source", "tiktok") && has(&kept, "utm_campaign", "spring"), "{kept:?}");
    assert!(
        !has(&kept, "utm_source", "shoplinks") && !kept.iter().any(|(k, _)| k == "utm_medium"),
        "the link's own only"
    );

    // A look's checkout hand-off carries them too.
    let shopper = fresh_client(PHONE);
    let path = m.path(&look);
    assert_eq!(shopper.get(format!("{}{path}", app.address)).send().await.expect("request").status(), 200);
    let (options, _) = in_stock_options(&app, &m, &picks[1].shopify_id);
    let mut form = vec![("product".to_owned(), picks[1].shopify_id.clone()), ("quantity".to_owned(), "1".to_owned())];
    form.extend(options.iter().map(|(name, value)| (format!("o.{name}"), value.clone())));
    assert_eq!(post(&shopper, &app, &format!("{path}/cart"), &form).await.status(), 303);
    let checkout = post(&shopper, &app, &format!("{path}/checkout"), &[]).await;
    assert_eq!(checkout.status(), 303);
    let hand_off = query_of(&location(&checkout));
    assert!(has(&hand_off, "utm_source", "shoplinks") && has(&hand_off, "utm_medium", "social"), "{hand_off:?}");
}

#[tokio::test]
async fn the_page_loads_the_merchants_pixel_with_its_origins_allowed_and_nothing_else() {
    let app = app_with_real_bundle().await;
    let m = merchant(&app, "pixeler").await;
    let picks = products_in_stock(&app, &m, 1);
    let id = create_link(&app, &m, LinkSpec::look(&[&picks[0]])).await;
    let url = format!("{}{}", app.address, m.path(&id));
    let page = || async {
        let res = fresh_client(PHONE).get(&url).send().await.expect("request");
        let csp = res.headers()["content-security-policy"].to_str().expect("ascii").to_owned();
        (csp, res.text().await.expect("html"))
    };
    let nonce_free = |csp: &str| csp.split(';').filter(|d| !d.contains("'nonce-")).collect::<Vec<_>>().join(";");
    let (plain_csp, plain) = page().await;
    assert!(!plain.contains("fbevents.js") && !plain.contains("googletagmanager"), "no tags without ids");
    assert!(!plain_csp.contains("facebook") && !plain_csp.contains("google"), "{plain_csp}");

    save_settings(&app, &m, json!({"facebook_pixel_id": "123456789012345"})).await;
    let (csp, html) = page().await;
    assert!(html.contains("fbq('init','123456789012345')") && html.contains("connect.facebook.net/en_US/fbevents.js"));
    assert!(!html.contains("googletagmanager"), "only the tag that is set");
    let nonce = csp.split("'nonce-").nth(1).and_then(|n| n.split('\'').next()).expect("nonce");
    assert!(
        html.contains(&format!("<script nonce=\"{nonce}\">!function(f,b,e,v,n,t,s)")),
        "the pixel runs with the nonce"
    );
    let script_src = csp.split(';').find(|d| d.trim().starts_with("script-src")).expect("script-src");
    assert_eq!(script_src.trim(), format!("script-src 'nonce-{nonce}' 'strict-dynamic' https://connect.facebook.net"));
    let connect_src = csp.split(';').find(|d| d.trim().starts_with("connect-src")).expect("connect-src");
    assert_eq!(connect_src.trim(), "connect-src 'self' https://www.facebook.com", "the pixel's endpoint and no other");

    save_settings(&app, &m, json!({"google_analytics_id": "G-AB12CD34"})).await;
    let (csp, html) = page().await;
    assert!(html.contains("googletagmanager.com/gtag/js?id=G-AB12CD34") && !html.contains("fbevents.js"));
    assert!(csp.contains("https://www.googletagmanager.com") && !csp.contains("facebook"), "{csp}");

    save_settings(&app, &m, json!({})).await;
    let (csp, html) = page().await;
    assert!(!html.contains("googletagmanager") && !html.contains("fbevents.js"));
    assert_eq!(nonce_free(&csp), nonce_free(&plain_csp), "without ids the policy is the one before");
}

#[tokio::test]
async fn colour_values_mapped_to_hex_show_as_swatches_with_the_logo_and_the_shipping_link() {
    let app = app_with_real_bundle().await;
    let m = merchant(&app, "swatcher").await;
    let picks = products_in_stock(&app, &m, 1);
    let id = create_link(&app, &m, LinkSpec::look(&[&picks[0]])).await;
    let url = format!("{}{}", app.address, m.path(&id));
    let before = fresh_client(PHONE).get(&url).send().await.expect("request").text().await.expect("html");
    assert!(!before.contains("data-swatch=") && before.contains("name=\"o.Color\""), "a plain colour picker");

    let map: Value = app.get_json("/api/admin/v1/store/appearance/options").await.json().await.expect("json");
    let colours = map["data"]["Color"]["values"].as_array().expect("colour values").clone();
    let (options, _) = in_stock_options(&app, &m, &picks[0].shopify_id);
    let shown = options.iter().find(|(name, _)| name == "Color").map(|(_, v)| v.clone()).expect("a colour");
    let filled: Vec<Value> = colours
        .iter()
        .map(|v| {
            let hex = if v["value"] == shown.as_str() { json!("#1a2b3c") } else { Value::Null };
            json!({"value": v["value"], "hex_value": hex})
        })
        .collect();
    let res = app
        .client
        .put(format!("{}/api/admin/v1/store/appearance/options", app.address))
        .header("Origin", &app.address)
        .json(&json!({"Color": {"type": "COLOR", "values": filled}}))
        .send()
        .await
        .expect("request");
    assert_eq!(res.status(), 200);
    let store = m.store_base(&app);
    save_settings(&app, &m, json!({"shipping_and_return_url": format!("{store}/policies/refund-policy")})).await;
    let after = fresh_client(PHONE).get(&url).send().await.expect("request").text().await.expect("html");
    assert!(after.contains("data-swatch=\"#1a2b3c\""), "the mapped colour is a swatch");
    let radios: Vec<&str> = after.split("<input").filter(|tag| tag.starts_with(" type=\"radio\"")).collect();
    assert!(radios.iter().any(|tag| tag.contains("name=\"o.Color\"")), "chosen with the add-to-cart form");
    assert!(after.contains(&format!("href=\"{store}/policies/refund-policy\"")), "the shipping and returns link");
}

/// Sets every variant of the product to `stock` units in the sandbox admin (each edit sends
/// `products/update`).
async fn restock(app: &TestApp, m: &Merchant, product: &str, stock: i32) {
    let count: i64 = {
        let mut conn = app.state.db.get().expect("conn");
        variants::table
            .inner_join(products::table)
            .filter(products::business_id.eq(&m.business_id))
            .filter(products::shopify_id.eq(product))
            .count()
            .get_result(&mut *conn)
            .expect("count")
    };
    let number = product.rsplit('/').next().expect("number");
    for position in 1..=count {
        let res = app
            .client
            .post(format!("{}/sandbox/{}/admin/products/{number}/variants/{position}", app.address, m.shop))
            .json(&json!({"inventory_quantity": stock}))
            .send()
            .await
            .expect("request");
        assert_eq!(res.status(), 200);
    }
}

async fn swaps(app: &TestApp, m: &Merchant) -> Vec<Value> {
    let res = app.get_json(&format!("/api/business/{}/swaps", m.business_id)).await;
    res.json::<Value>().await.expect("json")["data"]["swaps"].as_array().expect("swaps").clone()
}

#[tokio::test]
async fn with_auto_swap_a_product_that_sells_out_is_replaced_and_listed_and_without_it_shows_sold_out() {
    let app = app_with_real_bundle().await;
    let m = merchant(&app, "swapper").await;
    let picks = products_in_stock(&app, &m, 2);
    let look = create_link(&app, &m, LinkSpec { description: "Weekend".into(), ..LinkSpec::look(&[&picks[0]]) }).await;
    let url = format!("{}{}", app.address, m.path(&look));

    // Off: the product stays, sold out, with the preorder text.
    let theme = json!({"is_preorder_text_shown": true, "preorder_text": "Back in two weeks"});
    assert_eq!(crate::appearance::put_theme(&app, &m.business_id, theme).await.0, 200);
    restock(&app, &m, &picks[1].shopify_id, 0).await;
    let second = create_link(&app, &m, LinkSpec::look(&[&picks[1]])).await;
    let mut page = String::new();
    for _ in 0..50 {
        tokio::time::sleep(Duration::from_millis(200)).await;
        page = fresh_client(PHONE)
            .get(format!("{}{}", app.address, m.path(&second)))
            .send()
            .await
            .expect("r")
            .text()
            .await
            .expect("html");
        if page.contains("Back in two weeks") {
            break;
        }
    }
    assert!(page.contains(&picks[1].title) && page.contains("Sold out") && page.contains("Back in two weeks"));
    assert!(swaps(&app, &m).await.is_empty(), "nothing is swapped while auto-swap is off");

    // On: turning it on swaps the sold-out product already on a look, and a product that sells
    // out later is swapped when the store reports it.
    save_settings(&app, &m, json!({"auto_swap_enabled": true})).await;
    let listed = swaps(&app, &m).await;
    assert_eq!(listed.len(), 1, "{listed:?}");
    assert_eq!(listed[0]["from_product_id"], picks[1].shopify_id.as_str());

    restock(&app, &m, &picks[0].shopify_id, 0).await;
    let mut swap = None;
    for _ in 0..100 {
        swap = swaps(&app, &m).await.into_iter().find(|s| s["link_id"] == look.as_str());
        if swap.is_some() {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    let swap = swap.expect("the swap on the first look is listed");
    assert_eq!(swap["link_title"], "Weekend");
    assert_eq!(swap["from_product_id"], picks[0].shopify_id.as_str());
    let replacement = swap["to_title"].as_str().expect("title").to_owned();
    tokio::time::sleep(TTL + Duration::from_millis(200)).await;
    let page = fresh_client(PHONE).get(&url).send().await.expect("request").text().await.expect("html");
    assert!(page.contains(&replacement) && !page.contains(&picks[0].title), "the page shows the replacement");
    let to = swap["to_product_id"].as_str().expect("id");
    assert_eq!(product_type(&app, &m, to), product_type(&app, &m, &picks[0].shopify_id), "a similar product");
}

fn product_type(app: &TestApp, m: &Merchant, id: &str) -> String {
    let mut conn = app.state.db.get().expect("conn");
    products::table
        .filter(products::business_id.eq(&m.business_id))
        .filter(products::shopify_id.eq(id))
        .select(products::product_type)
        .first(&mut *conn)
        .expect("type")
}
