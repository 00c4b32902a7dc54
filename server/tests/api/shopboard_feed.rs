//! The public shoppable feed over real HTTP against the sandbox networks: its address in the
//! status call, the grid of this business's shown posts only (a hide shows at once), a tagged
//! post's page with its cart and checkout hand-off carrying the click id, the order through it
//! counted on the shopboard channel and not on looks, the shopboard's own analytics call, the
//! post analytics page's two calls, and the hidden links staying out of the links calls.

use serde_json::{json, Value};

use crate::analytics_helpers::{attribution_of, get_as, influencer_token, wait_for_order};
use crate::helpers::TestApp;
use crate::instant_store::{app_with_real_bundle, in_stock_options, post};
use crate::public_helpers::{fresh_client, merchant, products_in_stock, settled_events, Merchant, PHONE};
use crate::shopboard::{connected, posts, status};
use crate::store_helpers::location;

/// The ids of the posts a feed page shows, in its order.
fn feed_posts(html: &str) -> Vec<String> {
    html.match_indices("data-feed-post=\"")
        .map(|(at, m)| html[at + m.len()..].split('"').next().unwrap_or_default().to_owned())
        .collect()
}

async fn page(client: &reqwest::Client, app: &TestApp, path: &str) -> (u16, String) {
    let res = client.get(format!("{}{path}", app.address)).send().await.expect("page");
    (res.status().as_u16(), res.text().await.expect("html"))
}

/// Tags `products` (with their in-stock options) on `post_id`; answers the post.
async fn tag(app: &TestApp, m: &Merchant, post_id: &str, products: &[String]) -> Value {
    let mut options = serde_json::Map::new();
    for id in products {
        let (chosen, _) = in_stock_options(app, m, id);
        options.insert(id.clone(), Value::Object(chosen.into_iter().map(|(k, v)| (k, Value::String(v))).collect()));
    }
    let res = app
        .post_json(
            &format!("/api/admin/v1/shopboard/instagram/{post_id}/tag_products"),
            &json!({"product_ids": products, "selected_options": options}),
        )
        .await;
    assert_eq!(res.status(), 200);
    res.json::<Value>().await.expect("json")["data"].clone()
}

async fn set_visible(app: &TestApp, post_id: &str, shown: bool) {
    let res = app
        .post_json(&format!("/api/admin/v1/shopboard/instagram/{post_id}/visible"), &json!({"is_visible": shown}))
        .await;
    assert_eq!(res.status(), 200);
}

/// Pays the cart a checkout hand-off sent the shopper to, at the sandbox checkout; returns the
/// order's number.
async fn pay(app: &TestApp, shopper: &reqwest::Client, hand_off: &str) -> i64 {
    let cart = shopper.get(hand_off).send().await.expect("cart permalink");
    assert_eq!(cart.status(), 302, "the store takes the cart");
    let checkout = location(&cart);
    let paid = shopper
        .post(format!("{}{checkout}", app.address))
        .header("Origin", &app.address)
        .form(&[("email", "shopper@example.com")])
        .send()
        .await
        .expect("pay");
    assert_eq!(paid.status(), 303, "paid");
    let thanks = shopper.get(format!("{}{}", app.address, location(&paid))).send().await.expect("thanks");
    let thanks = thanks.text().await.expect("html");
    let at = thanks.find("Order #").expect("confirmation names the order") + "Order #".len();
    thanks[at..].chars().take_while(char::is_ascii_digit).collect::<String>().parse().expect("order number")
}

#[tokio::test]
async fn the_feed_shows_this_businesss_shown_posts_newest_first_and_a_hide_shows_at_once() {
    let app = app_with_real_bundle().await;
    // Another merchant's feed first, so its posts exist when the first merchant's is read.
    let other = merchant(&app, "otherfeed").await;
    connected(&app, "instagram", "Instagram", "other.shop").await;
    let theirs: Vec<String> = posts(&app, "instagram", "?count=100").await["posts"]
        .as_array()
        .expect("posts")
        .iter()
        .map(|p| p["post_id"].as_str().expect("id").to_owned())
        .collect();
    assert_eq!(theirs.len(), 30);

    merchant(&app, "feedowner").await;
    assert_eq!(status(&app).await["shopboard_url"], Value::Null, "no feed before a network is connected");
    let shopper = fresh_client(PHONE);
    assert_eq!(page(&shopper, &app, "/feedowner/shopboard").await.0, 404, "and no page");

    connected(&app, "instagram", "Instagram", "summer.shop").await;
    let url = status(&app).await["shopboard_url"].as_str().expect("the feed's address").to_owned();
    assert_eq!(url, format!("{}/feedowner/shopboard", app.address));
    let ours: Vec<String> = posts(&app, "instagram", "?count=100").await["posts"]
        .as_array()
        .expect("posts")
        .iter()
        .map(|p| p["post_id"].as_str().expect("id").to_owned())
        .collect();

    let (code, html) = page(&shopper, &app, "/feedowner/shopboard").await;
    assert_eq!(code, 200);
    assert_eq!(feed_posts(&html), ours, "every shown post, newest first, as the dashboard lists them");
    assert!(feed_posts(&html).iter().all(|p| !theirs.contains(p)), "never another business's post");
    assert!(
        html.contains("<meta property=\"og:image\" content=\"") && html.contains("Shop 30 posts from"),
        "Open Graph"
    );
    assert!(html.contains("loading=\"lazy\"") && html.contains("height=\""), "pictures load lazily, with a size");
    assert!(!html.contains("<script"), "no script of ours");
    assert!(!html.contains("data-feed-shop"), "untagged posts lead nowhere");

    set_visible(&app, &ours[0], false).await;
    let (_, html) = page(&shopper, &app, "/feedowner/shopboard").await;
    assert_eq!(feed_posts(&html), ours[1..].to_vec(), "the hidden post is gone at once");

    // Another business's post has no figures here, whatever the network says.
    for call in ["analytics", "products"] {
        let res = app.get_json(&format!("/api/admin/v1/shopboard/instagram/{}/{call}", theirs[0])).await;
        assert_eq!(res.status(), 404, "{call}");
        let res = app.get_json(&format!("/api/admin/v1/shopboard/myspace/{}/{call}", ours[0])).await;
        assert_eq!(res.status(), 404, "{call}: no such network");
    }

    // The other merchant's feed holds only theirs.
    let (_, html) = page(&shopper, &app, &format!("/{}/shopboard", other.username)).await;
    assert_eq!(feed_posts(&html), theirs);

    // A page past the last, or a made-up one, is the unavailable page.
    for bad in ["?page=2", "?page=0", "?page=x"] {
        assert_eq!(page(&shopper, &app, &format!("/feedowner/shopboard{bad}")).await.0, 404, "{bad}");
    }
    // The dashboard's own page of that name is not the feed.
    let dashboard = app.get("/admin/shopboard").await;
    assert_eq!(dashboard.status(), 200);
    assert!(!dashboard.text().await.expect("html").contains("data-feed-grid"));

    // Disconnecting the last network takes the feed down.
    let res = app.post_json("/api/admin/v1/shopboard/instagram/auth/disconnect", &json!({})).await;
    assert_eq!(res.status(), 200);
    assert_eq!(status(&app).await["shopboard_url"], Value::Null);
    assert_eq!(page(&shopper, &app, "/feedowner/shopboard").await.0, 404);
}

#[tokio::test]
async fn a_tagged_post_sells_through_its_page_and_the_sale_counts_on_the_shopboard_only() {
    let app = app_with_real_bundle().await;
    let m = merchant(&app, "postsells").await;
    connected(&app, "instagram", "Instagram", "sells.shop").await;
    let list = posts(&app, "instagram", "?count=3").await["posts"].clone();
    let (tagged, untagged) = (list[0]["post_id"].as_str().expect("id"), list[1]["post_id"].as_str().expect("id"));
    let picks = products_in_stock(&app, &m, 2);
    let ids: Vec<String> = picks.iter().map(|p| p.shopify_id.clone()).collect();
    let tagged_post = tag(&app, &m, tagged, &ids).await;
    let public_url = tagged_post["public_url"].as_str().expect("a tagged, shown post has a page").to_owned();
    let path = public_url.strip_prefix(&app.address).expect("on our address").to_owned();
    let link_id = path.rsplit('/').next().expect("id").to_owned();

    // The feed's tile of the tagged post leads to its page; the untagged one leads nowhere.
    let shopper = fresh_client(PHONE);
    let (_, feed) = page(&shopper, &app, "/postsells/shopboard").await;
    assert!(feed.contains(&format!("href=\"{path}\"")), "the tagged post opens its page");
    assert_eq!(feed.matches("data-feed-shop").count(), 1, "only the tagged post is tappable");
    assert!(feed.contains(&format!("data-feed-post=\"{untagged}\"")), "the untagged post is shown");

    // The post page: the post's picture on top, its tagged products, add to cart and checkout.
    let (code, html) = page(&shopper, &app, &path).await;
    assert_eq!(code, 200);
    assert!(
        html.contains("data-post-hero") && html.contains("href=\"/postsells/shopboard\""),
        "the post and the way back"
    );
    assert!(
        html.contains(&picks[0].title.replace('&', "&amp;")) && html.contains(&picks[1].title.replace('&', "&amp;"))
    );
    let (options, variant) = in_stock_options(&app, &m, &ids[0]);
    let mut form = vec![("product".to_owned(), ids[0].clone()), ("quantity".to_owned(), "1".to_owned())];
    form.extend(options.iter().map(|(k, v)| (format!("o.{k}"), v.clone())));
    let added = post(&shopper, &app, &format!("{path}/cart"), &form).await;
    assert_eq!(added.status(), 303);
    let checkout = post(&shopper, &app, &format!("{path}/checkout"), &[]).await;
    assert_eq!(checkout.status(), 303);
    let hand_off = location(&checkout);
    let click = url::Url::parse(&hand_off)
        .expect("the store's cart")
        .query_pairs()
        .find(|(k, _)| k == "attributes[shoplinks_click]")
        .map(|(_, v)| v.into_owned())
        .expect("the hand-off carries the click id");
    assert!(hand_off.contains(&format!("/sandbox/{}/cart/{variant}:1?", m.shop)), "{hand_off}");
    assert_eq!(settled_events(&app, &link_id, "CHECKOUT", 1).await, 1, "the checkout request is stored");
    let clicked: String = {
        use diesel::prelude::*;
        use shoplinks::db::schema::link_events;
        let mut conn = app.state.db.get().expect("conn");
        link_events::table
            .filter(link_events::root_link_id.eq(&link_id))
            .filter(link_events::kind.eq("VIEW"))
            .select(link_events::click_id)
            .first(&mut *conn)
            .expect("the view")
    };
    assert_eq!(click, clicked, "the click id of the post page's view");

    let number = pay(&app, &shopper, &hand_off).await;
    let (order, _) = wait_for_order(&app, &m.business_id, number).await;
    let mut attributed = None;
    for _ in 0..50 {
        attributed = attribution_of(&app, &order);
        if attributed.is_some() {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    assert_eq!(attributed, Some((link_id.clone(), link_id.clone(), None, "CLICK".into())), "the post's link sold it");

    // Counted on the shopboard channel, not on looks.
    let overview: Value = app.get_json("/api/admin/v1/insights/overview").await.json().await.expect("json");
    let (board, looks) = (&overview["data"]["shopboard_analytics"], &overview["data"]["looks_analytics"]);
    assert_eq!((board["checkouts"].clone(), looks["checkouts"].clone()), (json!(1), json!(0)), "{overview}");
    assert!(board["views"].as_i64().unwrap_or(0) >= 2, "the feed's view and the post page's: {board}");
    assert_eq!(looks["views"], 0);
    let own: Value = app.get_json("/api/admin/v1/shopboard/analytics").await.json().await.expect("json");
    assert_eq!(own["data"]["analytics"], overview["data"]["shopboard_analytics"], "the same figures as the tab");
    assert_eq!(own["data"]["currency"], overview["data"]["currency"]);
    assert_ne!(own["data"]["analytics"]["revenue"], "0.00");

    // The post analytics page's calls read the post's own link: its view, its sale, its products.
    let figures = |query: &'static str| {
        let app = &app;
        async move {
            let res = app.get_json(&format!("/api/admin/v1/shopboard/instagram/{tagged}/analytics{query}")).await;
            assert_eq!(res.status(), 200);
            res.json::<Value>().await.expect("json")["data"].clone()
        }
    };
    let lifetime = figures("").await;
    assert_eq!((lifetime["checkouts"].clone(), lifetime["products_count"].clone()), (json!(1), json!(2)), "{lifetime}");
    assert!(
        lifetime["clicks"].as_i64().unwrap_or(0) >= 1 && lifetime["visits"].as_i64().unwrap_or(0) >= 1,
        "{lifetime}"
    );
    assert_eq!(lifetime["clicks"], lifetime["total_clicks"]);
    assert_eq!(lifetime["revenue"], own["data"]["analytics"]["revenue"], "the feed's only sale is this post's");
    let days = lifetime["clicks_data"].as_object().expect("days");
    assert_eq!(days.values().map(|d| d["checkouts"].as_i64().unwrap_or(0)).sum::<i64>(), 1, "{lifetime}");
    assert_eq!(
        days.values().map(|d| d["clicks"].as_i64().unwrap_or(0)).sum::<i64>(),
        lifetime["clicks"].as_i64().unwrap_or(0)
    );
    let since = figures("?from_date=2023-01-01").await;
    assert_eq!(since, lifetime, "a range holding every day says the same");
    let long_ago = figures("?from_date=2023-01-01&to_date=2023-01-02").await;
    assert_eq!((long_ago["clicks"].clone(), long_ago["checkouts"].clone()), (json!(0), json!(0)));
    assert_eq!(long_ago["total_clicks"], lifetime["total_clicks"], "the lifetime count whatever the range");
    let rows = |query: &'static str| {
        let app = &app;
        async move {
            let res = app.get_json(&format!("/api/admin/v1/shopboard/instagram/{tagged}/products{query}")).await;
            assert_eq!(res.status(), 200);
            res.json::<Value>().await.expect("json")["data"].clone()
        }
    };
    let table = rows("").await;
    let products = table["products"].as_object().expect("products keyed by id");
    assert_eq!(products.keys().cloned().collect::<Vec<_>>().len(), 2, "{table}");
    let first = products.values().next().expect("a row");
    assert_eq!(
        (first["product_id"].as_str(), first["buy"].clone(), first["rank"].clone()),
        (Some(ids[0].as_str()), json!(1), json!(100)),
        "the bought product first: {table}"
    );
    assert_eq!((first["add"].clone(), first["view"].as_i64().map(|v| v >= 1)), (json!(1), Some(true)), "{table}");
    assert_eq!(table["next_skip"], Value::Null);
    assert_eq!(rows("?from_date=2023-01-01").await, table, "a range holding every day says the same");
    let paged = rows("?count=1").await;
    assert_eq!((paged["products"].as_object().map(|p| p.len()), paged["next_skip"].clone()), (Some(1), json!(1)));
    let old = rows("?from_date=2023-01-01&to_date=2023-01-02").await;
    assert!(
        old["products"].as_object().expect("rows").values().all(|r| r["buy"] == 0 && r["add"] == 0 && r["view"] == 0),
        "{old}"
    );
    // A post that was never on the feed answers zeros.
    let res = app.get_json(&format!("/api/admin/v1/shopboard/instagram/{untagged}/analytics")).await;
    let never: Value = res.json().await.expect("json");
    assert_eq!(
        (never["data"]["clicks"].clone(), never["data"]["products_count"].clone()),
        (json!(0), json!(0)),
        "{never}"
    );
    let res = app.get_json(&format!("/api/admin/v1/shopboard/instagram/{untagged}/products")).await;
    assert_eq!(res.json::<Value>().await.expect("json")["data"]["products"], json!({}));
    let res = app.get_json(&format!("/api/admin/v1/shopboard/instagram/{tagged}/analytics?to_date=bad")).await;
    assert_eq!(res.status(), 400, "a bad date is refused");

    // The hidden links stay out of the links calls: lists, strips, edit and close.
    for kind in ["LOOK", "SHORT"] {
        let res = app.post_json(&format!("/api/admin/v1/links/{}?link_type={kind}", m.business_id), &json!({})).await;
        let body: Value = res.json().await.expect("json");
        assert_eq!(body["data"]["links"], json!([]), "{kind}: {body}");
    }
    let strips: Value = app.get_json("/api/admin/v1/links/analytics").await.json().await.expect("json");
    assert_eq!(
        (strips["data"]["looks_analytics"]["views"].clone(), strips["data"]["looks_analytics"]["checkouts"].clone()),
        (json!(0), json!(0))
    );
    let res = app.post_json(&format!("/api/admin/v1/links/{link_id}/close"), &json!({})).await;
    assert_eq!(res.status(), 404, "the shopboard keeps its links itself");
    let res = app
        .post_json(&format!("/api/admin/v1/links/{link_id}/edit"), &json!({"description": "x", "inventory_ids": ids}))
        .await;
    assert_eq!(res.status(), 404);

    // Hiding the post takes its page down (its sale stays with it).
    set_visible(&app, tagged, false).await;
    assert_eq!(page(&shopper, &app, &path).await.0, 404);
    let hidden = &posts(&app, "instagram", "?count=1").await["posts"][0];
    assert_eq!(hidden["public_url"], Value::Null);
    // Shown again, the same page comes back.
    set_visible(&app, tagged, true).await;
    assert_eq!(page(&fresh_client(PHONE), &app, &path).await.0, 200);
}

#[tokio::test]
async fn influencers_cannot_read_the_shopboards_figures_or_a_posts() {
    let app = crate::helpers::spawn_app().await;
    let _ = merchant(&app, "boardfigs").await;
    let (code, body) =
        crate::analytics_helpers::get_body(&app, "/api/admin/v1/shopboard/analytics?from_date=2023-01-01").await;
    assert_eq!(code, 200, "{body}");
    assert_eq!(body["data"]["analytics"]["checkouts"], 0);
    let (code, _) = crate::analytics_helpers::get_body(&app, "/api/admin/v1/shopboard/analytics?from_date=bad").await;
    assert_eq!(code, 400, "a bad date is refused");
    app.insert_influencer("boardfigs", "anna", "inflpass1");
    let token = influencer_token(&app, "boardfigs", "anna", "inflpass1").await;
    let (code, _) = get_as(&app, &token, "/api/admin/v1/shopboard/analytics").await;
    assert_eq!(code, 403);
    for call in ["analytics", "products"] {
        let (code, _) = get_as(&app, &token, &format!("/api/admin/v1/shopboard/instagram/any/{call}")).await;
        assert_eq!(code, 403, "{call}");
    }
}
