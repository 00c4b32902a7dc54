//! The public side of shorts (docs/links-api.md "Public side"): redirects with tracking tags
//! and a click id, destinations checked again at redirect time, unavailable links, tenant
//! isolation, bots and unique visitors, and app pages that share the URL shape.

use diesel::prelude::*;
use shoplinks::db::schema::{link_daily_stats, links};
use shoplinks::features::links::destination;

use crate::helpers::spawn_app;
use crate::public_helpers::{
    a_collection, create_link, fresh_client, merchant, products_in_stock, settled_events, LinkSpec, DESKTOP,
};
use crate::store_helpers::{location, query_of};

#[tokio::test]
async fn a_product_short_redirects_to_the_product_with_its_tags_and_a_click_id_that_is_stored() {
    let app = spawn_app().await;
    let m = merchant(&app, "tagged").await;
    let product = &products_in_stock(&app, &m, 1)[0];
    let id = create_link(
        &app,
        &m,
        LinkSpec {
            products: vec![product.shopify_id.clone()],
            utm: Some(("insta", "summer")),
            ..LinkSpec::short("PRODUCT")
        },
    )
    .await;
    let client = fresh_client(DESKTOP);
    let res = client.get(format!("{}{}", app.address, m.path(&id))).send().await.expect("request");
    assert_eq!(res.status(), 302);
    assert_eq!(res.headers()["cache-control"], "no-store");
    // A redirect renders nothing, so it carries no Content-Security-Policy; the other security
    // headers stay (the referrer policy applies to the hop to the store).
    assert!(res.headers().get("content-security-policy").is_none());
    assert_eq!(res.headers()["referrer-policy"], "strict-origin-when-cross-origin");
    assert_eq!(res.headers()["x-content-type-options"], "nosniff");
    let to = location(&res);
    assert!(to.starts_with(&format!("{}?", product.url)), "{to} leads to {}", product.url);
    let query = query_of(&to);
    assert!(query.contains(&("utm_source".into(), "insta".into())), "{to}");
    assert!(query.contains(&("utm_campaign".into(), "summer".into())), "{to}");
    let click = query.iter().find(|(k, _)| k == "shoplinks_click").map(|(_, v)| v.clone()).expect("click id");
    let cookies: Vec<String> =
        res.headers().get_all("set-cookie").iter().map(|v| v.to_str().expect("ascii").to_owned()).collect();
    let vid = cookies.iter().find(|c| c.starts_with("sl_vid=")).expect("visitor cookie");
    assert!(vid.contains("HttpOnly") && vid.contains("SameSite=Lax") && vid.contains("Max-Age=31536000"), "{vid}");
    // The click id also stays with the browser, for the 30-minute repeat window
    // (docs/analytics.md#definitions): a reload is that view again, with that click id.
    let kept = format!("sl_clk_{id}={click}");
    assert!(cookies.iter().any(|c| c.starts_with(&kept)), "{cookies:?}");
    assert!(cookies.iter().any(|c| c.starts_with(&format!("sl_seen_{id}=")) && c.contains("Max-Age=1800")));

    assert_eq!(settled_events(&app, &id, "VIEW", 1).await, 1);
    let mut conn = app.state.db.get().expect("conn");
    let stored: String = shoplinks::db::schema::link_events::table
        .filter(shoplinks::db::schema::link_events::root_link_id.eq(&id))
        .select(shoplinks::db::schema::link_events::click_id)
        .first(&mut *conn)
        .expect("event");
    assert_eq!(stored, click, "the click id in the URL is the stored view's");
}

#[tokio::test]
async fn a_collection_short_lands_on_the_store_collection_page() {
    let app = spawn_app().await;
    let m = merchant(&app, "collector").await;
    let (collection, handle) = a_collection(&app, &m);
    let id = create_link(&app, &m, LinkSpec { collections: vec![collection], ..LinkSpec::short("COLLECTION") }).await;
    let res = fresh_client(DESKTOP).get(format!("{}{}", app.address, m.path(&id))).send().await.expect("request");
    assert_eq!(res.status(), 302);
    let to = location(&res);
    assert!(to.starts_with(&format!("{}/collections/{handle}?", m.store_base(&app))), "{to}");
    let page = app.client.get(&to).send().await.expect("request");
    assert_eq!(page.status(), 200, "the sandbox storefront has collection pages");
    // And Shopify's built-in collection of every product, where custom URLs often point.
    let all = app.client.get(format!("{}/collections/all", m.store_base(&app))).send().await.expect("request");
    assert_eq!(all.status(), 200);
    let html = all.text().await.expect("html");
    assert!(html.contains("All products"), "the page names the collection");
    let cards = html.matches("class=\"tile\"").count();
    assert!(cards >= 10, "it lists the shop's products ({cards} tiles)");
}

/// The corpus rebased on the test store: the fixture's store names become this shop's.
fn rebased_tricks(base: &str, shop: &str, host: &str) -> Vec<String> {
    include_str!("../fixtures/destination_tricks.txt")
        .lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
        .map(|l| {
            l.replace("http://127.0.0.1:8080/sandbox/my-shop.myshopify.com", base)
                .replace("https://my-shop.myshopify.com", base)
                .replace("my-shop.myshopify.com", shop)
                .replace("127.0.0.1:8080", host)
                .replace("127.0.0.1:8081", "127.0.0.1:1")
        })
        .collect()
}

#[tokio::test]
async fn custom_destinations_are_checked_again_at_redirect_time() {
    let app = spawn_app().await;
    let m = merchant(&app, "guarded").await;
    let base = m.store_base(&app);
    let host = app.address.trim_start_matches("http://").to_owned();
    let good = create_link(
        &app,
        &m,
        LinkSpec { custom_url: Some(format!("{base}/pages/about?x=1")), ..LinkSpec::short("CUSTOM") },
    )
    .await;
    let res = app.get(&m.path(&good)).await;
    assert_eq!(res.status(), 302);
    assert!(location(&res).starts_with(&format!("{base}/pages/about?x=1&shoplinks_click=")));

    let mut refused = 0;
    let bases = vec![base.clone()];
    for trick in rebased_tricks(&base, &m.shop, &host) {
        // Saved behind the API's back, as an old row or a changed store domain would be.
        let id = create_link(&app, &m, LinkSpec { custom_url: Some(trick.clone()), ..LinkSpec::short("CUSTOM") }).await;
        let res = app.get(&m.path(&id)).await;
        if res.status() == 404 {
            assert!(res.headers().get("location").is_none());
            refused += 1;
        } else {
            // Rebasing can turn a trick into a plain store URL (`{base}//evil.com/..` is
            // `{base}//`); whatever passes must lead into the store and agree with the check.
            assert_eq!(res.status(), 302, "{trick}");
            assert!(location(&res).starts_with(&format!("{base}/")), "{trick} → {}", location(&res));
            assert!(destination::check(&trick, &bases).is_ok(), "{trick}");
        }
    }
    assert!(refused >= 45, "only {refused} tricks refused");
}

#[tokio::test]
async fn closed_and_store_disconnected_links_show_the_unavailable_page_and_other_merchants_ids_are_404() {
    let app = spawn_app().await;
    let m = merchant(&app, "closer").await;
    let product = &products_in_stock(&app, &m, 1)[0];
    let spec = LinkSpec { products: vec![product.shopify_id.clone()], ..LinkSpec::short("PRODUCT") };
    let closed = create_link(&app, &m, spec.clone()).await;
    let disconnected = create_link(&app, &m, spec.clone()).await;
    {
        let mut conn = app.state.db.get().expect("conn");
        let at = chrono::Utc::now().naive_utc();
        diesel::update(links::table.find(&closed))
            .set(links::closed_at.eq(Some(at)))
            .execute(&mut *conn)
            .expect("close");
        diesel::update(links::table.find(&disconnected))
            .set(links::store_disconnected_at.eq(Some(at)))
            .execute(&mut *conn)
            .expect("disconnect");
    }
    for path in [m.path(&closed), m.path(&disconnected), m.path("Zz9Zz9Zz"), "/nobody-here/aB3dE5fG".to_owned()] {
        let res = app.get(&path).await;
        assert_eq!(res.status(), 404, "{path}");
        assert!(res.text().await.expect("body").contains("This link is not available"), "{path}");
    }

    let live = create_link(&app, &m, spec).await;
    let rival = merchant(&app, "rival").await;
    assert_eq!(app.get(&rival.path(&live)).await.status(), 404, "another merchant's username with this id");
    assert_eq!(app.get(&m.path(&live)).await.status(), 302);
    assert_eq!(settled_events(&app, &closed, "VIEW", 0).await, 0, "unavailable opens are not views");
}

#[tokio::test]
async fn bots_and_head_requests_get_the_answer_but_no_view_and_a_reloading_visitor_is_one_visit() {
    let app = spawn_app().await;
    let m = merchant(&app, "counted").await;
    let product = &products_in_stock(&app, &m, 1)[0];
    let id =
        create_link(&app, &m, LinkSpec { products: vec![product.shopify_id.clone()], ..LinkSpec::short("PRODUCT") })
            .await;
    let url = format!("{}{}", app.address, m.path(&id));
    for ua in [
        "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
        "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
        "Twitterbot/1.0",
        "Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)",
        "WhatsApp/2.23.20.0",
        "TelegramBot (like TwitterBot)",
        "Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)",
    ] {
        let res = fresh_client(ua).get(&url).send().await.expect("request");
        assert_eq!(res.status(), 302, "{ua} gets the redirect");
    }
    let head = fresh_client(DESKTOP).head(&url).send().await.expect("request");
    assert_eq!(head.status(), 302, "HEAD gets the redirect");

    let shopper = fresh_client(DESKTOP);
    let mut click_ids = Vec::new();
    for _ in 0..3 {
        let res = shopper.get(&url).send().await.expect("request");
        assert_eq!(res.status(), 302, "served every time");
        click_ids.push(location(&res).split("shoplinks_click=").nth(1).expect("click id").to_owned());
    }
    click_ids.dedup();
    assert_eq!(click_ids.len(), 1, "a reload within the repeat window is the same view, with its click id");
    assert_eq!(settled_events(&app, &id, "VIEW", 1).await, 1, "one view: no bot views, no reload views");
    let mut conn = app.state.db.get().expect("conn");
    let (views, unique): (i64, i64) = link_daily_stats::table
        .filter(link_daily_stats::link_id.eq(&id))
        .select((link_daily_stats::views, link_daily_stats::unique_views))
        .first(&mut *conn)
        .expect("rollup");
    assert_eq!((views, unique), (1, 1), "one visitor reloading is one view and one visitor");
}

#[tokio::test]
async fn app_pages_with_two_segments_still_render() {
    let app = spawn_app().await;
    for path in ["/login/influencer", "/forgot-password/influencer", "/dev/mailbox", "/tiktok/auth"] {
        let res = app.get(path).await;
        assert_eq!(res.status(), 200, "{path}");
    }
    let res = app.get("/admin/settings").await;
    assert_eq!(res.status(), 302, "a dashboard page still asks for a login");
    assert_eq!(location(&res), "/login");
}
