//! The instant store page of a look, rendered by the real SSR bundle: products with live
//! prices and option pickers, escaping, social tags, no JavaScript, the cookie cart and the
//! checkout hand-off to the store's cart permalink, and the page cache.

use std::time::Duration;

use diesel::prelude::*;
use shoplinks::db::schema::{link_events, link_product_stats, products, variants};
use shoplinks::ssr::{SsrPool, SsrPoolConfig};

use crate::helpers::{repo_root, spawn_app_with, AppOptions, TestApp};
use crate::public_helpers::{
    create_link, fresh_client, merchant, products_in_stock, settled_events, LinkSpec, Merchant, PHONE,
};
use crate::store_helpers::{location, query_of};

const HOSTILE: &str = "</script><img src=x onerror=alert(1)>";

/// An app rendering with the real bundle and manifest (`npm run build`, done by `scripts/setup`).
pub(crate) async fn app_with_real_bundle() -> TestApp {
    let bundle = repo_root().join("ssr-bundle/dist/server.js");
    assert!(bundle.exists(), "{} is missing: run `npm run build` (scripts/setup does)", bundle.display());
    let ssr = SsrPool::start(&bundle, SsrPoolConfig { workers: 1, queue: 16, timeout: Duration::from_secs(10) })
        .expect("ssr pool");
    // The real bundle's manifest too, so the page loads the script the build made.
    let assets = repo_root().join("ssr-bundle/dist").display().to_string();
    spawn_app_with(AppOptions { ssr: Some(ssr), settings: vec![("assets_dir", assets)], ..Default::default() }).await
}

/// `(size, color)` of an in-stock variant of the product, with the variant's number.
pub(crate) fn in_stock_options(app: &TestApp, m: &Merchant, product: &str) -> (Vec<(String, String)>, i64) {
    let mut conn = app.state.db.get().expect("conn");
    let (gid, options): (String, String) = variants::table
        .inner_join(products::table)
        .filter(products::business_id.eq(&m.business_id))
        .filter(products::shopify_id.eq(product))
        .filter(variants::inventory_quantity.gt(3))
        .select((variants::shopify_id, variants::selected_options_json))
        .first(&mut *conn)
        .expect("a variant in stock");
    let pairs: Vec<serde_json::Value> = serde_json::from_str(&options).expect("options");
    let pairs = pairs
        .iter()
        .map(|p| (p["name"].as_str().expect("name").to_owned(), p["value"].as_str().expect("value").to_owned()))
        .collect();
    (pairs, gid.rsplit('/').next().and_then(|n| n.parse().ok()).expect("number"))
}

fn set_title(app: &TestApp, m: &Merchant, product: &str, title: &str) {
    let mut conn = app.state.db.get().expect("conn");
    diesel::update(
        products::table.filter(products::business_id.eq(&m.business_id)).filter(products::shopify_id.eq(product)),
    )
    .set((products::title.eq(title), products::updated_at.eq(chrono::Utc::now().naive_utc())))
    .execute(&mut *conn)
    .expect("update product");
}

/// The shown notice of a page: its `data-notice` value, then `">` and its text.
pub(crate) fn notice(page: &str) -> Option<String> {
    let (_, rest) = page.split_once("role=\"status\" data-notice=\"")?;
    let (value, rest) = rest.split_once('"')?;
    let text = rest.split_once('>')?.1.split('<').next()?;
    Some(format!("{value}\">{text}"))
}

pub(crate) async fn post(
    client: &reqwest::Client,
    app: &TestApp,
    path: &str,
    form: &[(String, String)],
) -> reqwest::Response {
    client
        .post(format!("{}{path}", app.address))
        .header("Origin", &app.address)
        .form(form)
        .send()
        .await
        .expect("request")
}

#[tokio::test]
async fn a_look_renders_escaped_without_javascript_and_its_forms_add_to_cart_and_hand_off_to_the_store() {
    let app = app_with_real_bundle().await;
    let m = merchant(&app, "looker").await;
    let picks = products_in_stock(&app, &m, 3);
    set_title(&app, &m, &picks[0].shopify_id, HOSTILE);
    let id = create_link(
        &app,
        &m,
        LinkSpec {
            description: "Beach & <b>sun</b>".into(),
            promocode: Some("WELCOME10".into()),
            ..LinkSpec::look(&[&picks[0], &picks[1], &picks[2]])
        },
    )
    .await;
    let path = m.path(&id);
    let shopper = fresh_client(PHONE);

    let res = shopper.get(format!("{}{path}", app.address)).send().await.expect("request");
    assert_eq!(res.status(), 200);
    let csp = res.headers()["content-security-policy"].to_str().expect("ascii").to_owned();
    assert!(csp.contains(&format!("form-action 'self' {}", app.address)), "{csp}");
    let html = res.text().await.expect("html");
    assert!(html.contains(&picks[1].title) && html.contains(&picks[2].title), "products are listed");
    assert!(html.contains("&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;"), "the hostile title is shown escaped");
    assert!(!html.contains("<img src=x"), "and never as markup");
    let scripts: Vec<&str> = html.split("<script").skip(1).collect();
    assert_eq!(scripts.len(), 1, "one script, the page's own");
    let nonce = csp.split("'nonce-").nth(1).and_then(|n| n.split('\'').next()).expect("nonce");
    assert!(
        scripts[0].starts_with(" type=\"module\" src=\"/assets/shopper-")
            && scripts[0].contains(&format!("nonce=\"{nonce}\"")),
        "loaded with this request's nonce: {}",
        scripts[0]
    );
    for tag in [
        "<meta property=\"og:title\" content=\"Beach &amp; &lt;b&gt;sun&lt;/b&gt;\">",
        &format!("<meta property=\"og:url\" content=\"{}{path}\">", app.address),
        "<meta property=\"og:description\" content=\"Shop 3 picks with the code WELCOME10\">",
        "<meta property=\"og:image\" content=\"",
        "<meta name=\"twitter:card\" content=\"summary_large_image\">",
    ] {
        assert!(html.contains(tag), "missing {tag}");
    }
    assert!(html.contains(&format!("action=\"{path}/cart\"")) && html.contains("name=\"o.Size\""), "plain forms");
    assert!(html.contains("WELCOME10"), "the promocode strip");

    let (options, variant) = in_stock_options(&app, &m, &picks[1].shopify_id);
    let mut form = vec![("product".to_owned(), picks[1].shopify_id.clone()), ("quantity".to_owned(), "2".to_owned())];
    form.extend(options.iter().map(|(name, value)| (format!("o.{name}"), value.clone())));
    let added = post(&shopper, &app, &format!("{path}/cart"), &form).await;
    assert_eq!(added.status(), 303);
    let back = location(&added);
    let anchor = format!("p-{}", picks[1].shopify_id.replace(|c: char| !c.is_ascii_alphanumeric(), ""));
    let kept: String = options.iter().map(|(name, value)| format!("&o.{name}={}", value.replace(' ', "+"))).collect();
    let product_query = picks[1].shopify_id.replace(':', "%3A").replace('/', "%2F");
    assert_eq!(
        back,
        format!("{path}?cart=added&product={product_query}{kept}&quantity=2#{anchor}"),
        "back to the product's card with the choice kept"
    );
    let page = shopper.get(format!("{}{back}", app.address)).send().await.expect("request").text().await.expect("html");
    assert!(page.contains("data-cart-count=\"2\">2<"), "the visitor sees its cart");
    assert!(page.contains(&format!("id=\"{anchor}\"")), "the card the answer scrolls to");
    assert!(notice(&page).as_deref() == Some("added\">Added to your cart."), "and is told so");
    assert!(page.contains("data-checkout=\"ready\""), "checkout is enabled");
    assert!(
        page.contains(&format!(
            "id=\"{anchor}-quantity\" type=\"number\" min=\"1\" max=\"100\" name=\"quantity\" value=\"2\""
        )),
        "quantity kept"
    );
    assert!(page.contains(&format!("data-cart-line=\"{variant}\"")), "the cart section lists the line");
    let stranger = fresh_client(PHONE).get(format!("{}{path}", app.address)).send().await.expect("request");
    let theirs = stranger.text().await.expect("html");
    assert!(theirs.contains("data-cart-count=\"0\">0<"), "and nobody else does");
    assert!(theirs.contains("data-checkout=\"empty\" disabled=\"\""), "an empty cart cannot check out");
    assert!(!theirs.contains("role=\"status\""), "nor sees the notice");

    let checkout = post(&shopper, &app, &format!("{path}/checkout"), &[]).await;
    assert_eq!(checkout.status(), 303);
    let to = location(&checkout);
    assert!(to.starts_with(&format!("{}/cart/{variant}:2?", m.store_base(&app))), "{to}");
    let query = query_of(&to);
    assert!(query.contains(&("discount".into(), "WELCOME10".into())), "{to}");
    let click = query.iter().find(|(k, _)| k == "attributes[shoplinks_click]").map(|(_, v)| v.clone()).expect("click");
    let store = app.client.get(&to).send().await.expect("request");
    assert_eq!(store.status(), 302, "the sandbox accepts the permalink");
    assert!(location(&store).contains("/checkouts/"));

    assert_eq!(
        settled_events(&app, &id, "VIEW", 2).await,
        2,
        "two visitors' views; the return from the form is not one"
    );
    assert_eq!(settled_events(&app, &id, "ADD", 1).await, 1);
    assert_eq!(settled_events(&app, &id, "CHECKOUT", 1).await, 1);
    let mut conn = app.state.db.get().expect("conn");
    let checkout_click: String = link_events::table
        .filter(link_events::root_link_id.eq(&id))
        .filter(link_events::kind.eq("CHECKOUT"))
        .select(link_events::click_id)
        .first(&mut *conn)
        .expect("checkout event");
    assert_eq!(checkout_click, click);
    let first_view: i64 = link_events::table
        .filter(link_events::click_id.eq(&click))
        .filter(link_events::kind.eq("VIEW"))
        .count()
        .get_result(&mut *conn)
        .expect("count");
    assert_eq!(first_view, 1, "the cart attribute is the click id of the visit's view");
    let (views, adds): (i64, i64) = link_product_stats::table
        .filter(link_product_stats::link_id.eq(&id))
        .filter(link_product_stats::product_shopify_id.eq(&picks[1].shopify_id))
        .select((link_product_stats::views, link_product_stats::adds))
        .first(&mut *conn)
        .expect("product stats");
    assert_eq!((views, adds), (2, 1));
}

#[tokio::test]
async fn the_cached_page_follows_catalog_changes() {
    let app = app_with_real_bundle().await;
    let m = merchant(&app, "refresher").await;
    let picks = products_in_stock(&app, &m, 1);
    let id = create_link(&app, &m, LinkSpec::look(&[&picks[0]])).await;
    let url = format!("{}{}", app.address, m.path(&id));
    let first = app.client.get(&url).send().await.expect("request").text().await.expect("html");
    assert!(first.contains(&picks[0].title));
    set_title(&app, &m, &picks[0].shopify_id, "Renamed in the store");
    tokio::time::sleep(shoplinks::features::public::RESOLVE_TTL + Duration::from_millis(200)).await;
    let second = app.client.get(&url).send().await.expect("request").text().await.expect("html");
    assert!(second.contains("Renamed in the store"), "the page was rendered again");
}

#[tokio::test]
async fn the_cached_page_follows_theme_changes() {
    let app = app_with_real_bundle().await;
    let m = merchant(&app, "restyler").await;
    let picks = products_in_stock(&app, &m, 1);
    let id =
        create_link(&app, &m, LinkSpec { promocode: Some("WELCOME10".into()), ..LinkSpec::look(&[&picks[0]]) }).await;
    let url = format!("{}{}", app.address, m.path(&id));
    let first = app.client.get(&url).send().await.expect("request").text().await.expect("html");
    assert!(first.contains("background:#000000"), "the initial black checkout button");
    assert!(!first.contains("data-sales-strip"), "no strip");
    let theme = serde_json::json!({
        "checkout_button_background_color": "#ff0066",
        "is_shipping_and_sales_strip_shown": true,
        "shipping_and_sales_strip_sentences": ["Free shipping over $50"],
        "promo_code_display_shadow_shown": true,
    });
    let (status, body) = crate::appearance::put_theme(&app, &m.business_id, theme).await;
    assert_eq!(status, 200, "{body}");
    tokio::time::sleep(shoplinks::features::public::RESOLVE_TTL + Duration::from_millis(200)).await;
    let second = app.client.get(&url).send().await.expect("request").text().await.expect("html");
    assert!(second.contains("background:#ff0066"), "the page was rendered again with the new colour");
    assert!(second.contains("Free shipping over $50") && second.contains("data-sales-strip"), "and the strip");
    assert!(second.contains("box-shadow:0 0 10px rgba(0, 0, 0, 0.1)"), "and the promocode shadow");
}

#[tokio::test]
async fn a_sold_out_choice_and_an_empty_checkout_come_back_with_a_notice() {
    let app = app_with_real_bundle().await;
    let m = merchant(&app, "soldout").await;
    let picks = products_in_stock(&app, &m, 1);
    let id = create_link(&app, &m, LinkSpec::look(&[&picks[0]])).await;
    let path = m.path(&id);
    let (options, _) = in_stock_options(&app, &m, &picks[0].shopify_id);
    {
        let mut conn = app.state.db.get().expect("conn");
        let product_id: String = products::table
            .filter(products::business_id.eq(&m.business_id))
            .filter(products::shopify_id.eq(&picks[0].shopify_id))
            .select(products::id)
            .first(&mut *conn)
            .expect("product");
        diesel::update(variants::table.filter(variants::product_id.eq(&product_id)))
            .set(variants::inventory_quantity.eq(0))
            .execute(&mut *conn)
            .expect("sell out");
    }
    let shopper = fresh_client(PHONE);
    let opened = shopper.get(format!("{}{path}", app.address)).send().await.expect("request");
    assert!(opened.text().await.expect("html").contains(">Sold out<"), "the card says so");
    let mut form = vec![("product".to_owned(), picks[0].shopify_id.clone())];
    form.extend(options.iter().map(|(name, value)| (format!("o.{name}"), value.clone())));
    let refused = post(&shopper, &app, &format!("{path}/cart"), &form).await;
    assert_eq!(refused.status(), 303);
    let back = location(&refused);
    assert!(back.starts_with(&format!("{path}?cart=soldout&product=")) && back.contains("#p-"), "{back}");
    let page = shopper.get(format!("{}{back}", app.address)).send().await.expect("request").text().await.expect("html");
    assert!(notice(&page).is_some_and(|n| n.starts_with("soldout\">That combination is sold out.")), "told why");
    assert!(page.contains("data-cart-count=\"0\">0<"), "nothing was added");

    let checkout = post(&shopper, &app, &format!("{path}/checkout"), &[]).await;
    assert_eq!(location(&checkout), format!("{path}?cart=empty"));
    let page = shopper.get(format!("{}{path}?cart=empty", app.address)).send().await.expect("request");
    let page = page.text().await.expect("html");
    assert!(notice(&page).is_some_and(|n| n.starts_with("empty\">Your cart is empty.")), "told why");

    let stray = [("product".to_owned(), "gid://shopify/Product/1".to_owned())];
    let refused = post(&shopper, &app, &format!("{path}/cart"), &stray).await;
    assert_eq!(location(&refused), format!("{path}?cart=unavailable"), "a product the look does not show");
    assert_eq!(settled_events(&app, &id, "ADD", 0).await, 0, "nothing was added");
    assert_eq!(settled_events(&app, &id, "VIEW", 1).await, 1, "the returns are not views");
}

#[tokio::test]
async fn the_look_page_speaks_the_shoppers_language() {
    let app = app_with_real_bundle().await;
    let m = merchant(&app, "polyglot").await;
    let product = &products_in_stock(&app, &m, 1)[0];
    let id = create_link(&app, &m, LinkSpec::look(&[product])).await;
    let page = |client: &reqwest::Client, path: String, language: Option<&'static str>| {
        let mut request = client.get(format!("{}{path}", app.address));
        if let Some(language) = language {
            request = request.header("accept-language", language);
        }
        async move {
            let res = request.send().await.expect("page");
            assert_eq!(res.status(), 200);
            res.text().await.expect("html")
        }
    };

    let english = page(&fresh_client(PHONE), m.path(&id), None).await;
    assert!(english.contains("<html lang=\"en\" dir=\"ltr\">"));
    assert!(english.contains("Add to cart"));

    // The browser's language, then the cached English page is not served to it.
    let browser = page(&fresh_client(PHONE), m.path(&id), Some("he-IL,he;q=0.9,en;q=0.8")).await;
    assert!(browser.contains("<html lang=\"he\" dir=\"rtl\">"), "Accept-Language");
    assert!(browser.contains("הוספה לעגלה") && !browser.contains("Add to cart"));

    // `?lang=` wins over the browser, and is remembered for the next page.
    let shopper = fresh_client(PHONE);
    let chosen = page(&shopper, format!("{}?lang=he", m.path(&id)), Some("en-US")).await;
    assert!(chosen.contains("<html lang=\"he\" dir=\"rtl\">"), "?lang=he");
    let again = page(&shopper, m.path(&id), Some("en-US")).await;
    assert!(again.contains("<html lang=\"he\" dir=\"rtl\">"), "remembered");
}
