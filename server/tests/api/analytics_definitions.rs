//! One definition of views and unique visitors, shown the same everywhere
//! (docs/analytics.md#definitions). Traffic of every kind — several visitors, a reload, a return
//! after the repeat window, HEAD requests, a link-preview bot, multilink experiences — then every
//! place a figure is shown must agree: the list cards (`link_analytics`), the links and shorts
//! strips, the previews and the multilink list and experiences table.

use serde_json::Value;

use crate::analytics_helpers::get_body;
use crate::helpers::{spawn_app, TestApp};
use crate::public_helpers::{
    create_link, fresh_client, merchant, products_in_stock, settled_events, LinkSpec, DESKTOP, PHONE,
};

/// The visitor id a response set.
fn visitor_id(res: &reqwest::Response) -> String {
    res.cookies().find(|c| c.name() == "sl_vid").map(|c| c.value().to_owned()).expect("a visitor cookie")
}

/// Opens `path` as a new browser (its own cookies); returns that browser.
async fn open_as_new(app: &TestApp, path: &str, user_agent: &str) -> reqwest::Client {
    let client = fresh_client(user_agent);
    let res = client.get(format!("{}{path}", app.address)).send().await.expect("open");
    assert!(res.status().is_redirection() || res.status() == 200, "{path}: {}", res.status());
    client
}

/// `(views, visits)` of a figures object.
fn counts(figures: &Value) -> (i64, i64) {
    (figures["views"].as_i64().expect("views"), figures["visits"].as_i64().expect("visits"))
}

#[tokio::test]
async fn every_screen_shows_the_same_views_and_visitors_by_the_documented_definitions() {
    let app = spawn_app().await;
    let m = merchant(&app, "definer").await;
    let picks = products_in_stock(&app, &m, 2);
    let look = create_link(&app, &m, LinkSpec::look(&[&picks[0]])).await;
    let short =
        create_link(&app, &m, LinkSpec { products: vec![picks[1].shopify_id.clone()], ..LinkSpec::short("PRODUCT") })
            .await;
    let multi = create_link(&app, &m, LinkSpec { kind: "MULTILINK", ..LinkSpec::short("MULTILINK") }).await;
    let look_exp = LinkSpec { experience_of: Some((multi.clone(), 0, 50, "ALL")), ..LinkSpec::look(&[&picks[0]]) };
    let short_exp = LinkSpec {
        products: vec![picks[1].shopify_id.clone()],
        experience_of: Some((multi.clone(), 1, 50, "ALL")),
        ..LinkSpec::short("PRODUCT")
    };
    let (exp_a, exp_b) = (create_link(&app, &m, look_exp).await, create_link(&app, &m, short_exp).await);

    // The look: visitor A opens it and reloads twice (one view), visitor B opens it (a view), A
    // comes back after the repeat window (a view, still one visitor), a HEAD and a link-preview
    // bot are served but never count.
    let a = fresh_client(PHONE);
    let first = a.get(format!("{}{}", app.address, m.path(&look))).send().await.expect("open");
    assert_eq!(first.status(), 200);
    let a_id = visitor_id(&first);
    for _ in 0..2 {
        assert_eq!(a.get(format!("{}{}", app.address, m.path(&look))).send().await.expect("reload").status(), 200);
    }
    open_as_new(&app, &m.path(&look), DESKTOP).await;
    let returning = reqwest::Client::builder().user_agent(PHONE).build().expect("client");
    let back = returning
        .get(format!("{}{}", app.address, m.path(&look)))
        .header("Cookie", format!("sl_vid={a_id}"))
        .send()
        .await
        .expect("return");
    assert_eq!(back.status(), 200);
    assert_eq!(
        fresh_client(DESKTOP).head(format!("{}{}", app.address, m.path(&look))).send().await.expect("head").status(),
        200
    );
    open_as_new(&app, &m.path(&look), "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)")
        .await;

    // The short: A opens it twice (one view), C once.
    for _ in 0..2 {
        let res = a.get(format!("{}{}", app.address, m.path(&short))).send().await.expect("short");
        assert_eq!(res.status(), 302);
    }
    open_as_new(&app, &m.path(&short), DESKTOP).await;

    // The multilink: D, E and F open it, D reloads; a bot too.
    let d = open_as_new(&app, &m.path(&multi), PHONE).await;
    d.get(format!("{}{}", app.address, m.path(&multi))).send().await.expect("reload");
    open_as_new(&app, &m.path(&multi), DESKTOP).await;
    open_as_new(&app, &m.path(&multi), PHONE).await;
    open_as_new(&app, &m.path(&multi), "Twitterbot/1.0").await;

    assert_eq!(settled_events(&app, &look, "VIEW", 3).await, 3);
    assert_eq!(settled_events(&app, &short, "VIEW", 2).await, 2);
    assert_eq!(settled_events(&app, &multi, "VIEW", 3).await, 3);
    // Give the rollups the click writer keeps a moment to catch up with the raw events.
    tokio::time::sleep(std::time::Duration::from_millis(300)).await;

    // The previews (and the API they read).
    let (_, look_preview) = get_body(&app, &format!("/api/admin/v1/links/{look}/analytics")).await;
    assert_eq!(counts(&look_preview["data"]), (3, 2), "look: 3 views by 2 visitors");
    let (_, short_preview) = get_body(&app, &format!("/api/admin/v1/links/{short}/analytics")).await;
    assert_eq!(counts(&short_preview["data"]), (2, 2), "short: 2 views by 2 visitors");
    let (_, multi_preview) = get_body(&app, &format!("/api/admin/v1/links/{multi}/analytics")).await;
    assert_eq!(counts(&multi_preview["data"]), (3, 3), "multilink: 3 views by 3 visitors");
    let rows = multi_preview["data"]["experiences"].as_array().expect("experiences");
    let experience_views: i64 = rows.iter().map(|r| r["views"].as_i64().expect("views")).sum();
    assert_eq!(experience_views, 3, "the experiences' views add up to the multilink's");
    assert!(rows.iter().all(|r| r["link_id"] == exp_a || r["link_id"] == exp_b));

    // The list cards.
    let card = |list: &Value, id: &str| {
        list["data"]["links"].as_array().expect("links").iter().find(|l| l["link_id"] == id).cloned().expect("card")
    };
    let looks = app.post_json(&format!("/api/admin/v1/links/{}", m.business_id), &serde_json::json!({})).await;
    let looks: Value = looks.json().await.expect("json");
    assert_eq!(counts(&card(&looks, &look)["link_analytics"]), (3, 2), "the card shows the preview's views");
    let shorts =
        app.post_json(&format!("/api/admin/v1/links/{}?link_type=SHORT", m.business_id), &serde_json::json!({})).await;
    let shorts: Value = shorts.json().await.expect("json");
    assert_eq!(counts(&card(&shorts, &short)["link_analytics"]), (2, 2));
    let multis = app.post_json(&format!("/api/admin/v1/links/multi/{}", m.business_id), &serde_json::json!({})).await;
    let multis: Value = multis.json().await.expect("json");
    let multi_card = multis["data"]["multilinks"][0]["analytics"].clone();
    assert_eq!(counts(&multi_card), (3, 3), "the multilink card shows its preview's views");

    // The strips sum exactly what their lists show: no multilink experience in either.
    let (_, strips) = get_body(&app, "/api/admin/v1/links/analytics").await;
    assert_eq!(counts(&strips["data"]["looks_analytics"]), (3, 2), "links strip: the look only");
    assert_eq!(counts(&strips["data"]["shorts_analytics"]), (2, 2), "shorts strip: the short only");
}
