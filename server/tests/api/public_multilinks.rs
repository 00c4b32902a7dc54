//! Multilinks on the public side: the device filter, the traffic split, and a returning visitor
//! keeping its experience; events carry the experience and the multilink.

use std::collections::HashMap;

use diesel::prelude::*;
use futures_util::future::join_all;
use shoplinks::db::schema::link_events;

use crate::helpers::spawn_app;
use crate::public_helpers::{
    create_link, fresh_client, merchant, products_in_stock, settled_events, LinkSpec, DESKTOP, PHONE,
};
use crate::store_helpers::location;

/// Opens `url` as `n` first-time visitors (a client that never sends cookies), 50 at a time;
/// counts answers by the product URL they lead to.
async fn visitors(url: &str, user_agent: &str, n: usize, targets: &[(&str, &str)]) -> HashMap<String, usize> {
    let client = reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .user_agent(user_agent)
        .build()
        .expect("client");
    let mut tally: HashMap<String, usize> = HashMap::new();
    for chunk in 0..n.div_ceil(50) {
        let size = 50.min(n - chunk * 50);
        let answers = join_all((0..size).map(|_| async {
            let res = client.get(url).send().await.expect("request");
            assert_eq!(res.status(), 302);
            location(&res)
        }))
        .await;
        for to in answers {
            let name =
                targets.iter().find(|(_, prefix)| to.starts_with(prefix)).map(|(n, _)| *n).expect("known target");
            *tally.entry(name.to_owned()).or_default() += 1;
        }
    }
    tally
}

#[tokio::test]
async fn a_70_30_multilink_with_b_for_phones_splits_phones_and_sends_desktops_to_a() {
    let app = spawn_app().await;
    let m = merchant(&app, "splitter").await;
    let picks = products_in_stock(&app, &m, 2);
    let root = create_link(
        &app,
        &m,
        LinkSpec {
            kind: "MULTILINK",
            url_type: "MULTILINK",
            utm: Some(("tiktok", "split")),
            ..LinkSpec::short("MULTILINK")
        },
    )
    .await;
    let experience = |product: &str, position, share, device| LinkSpec {
        products: vec![product.to_owned()],
        experience_of: Some((root.clone(), position, share, device)),
        ..LinkSpec::short("PRODUCT")
    };
    let a = create_link(&app, &m, experience(&picks[0].shopify_id, 0, 70, "ALL")).await;
    let b = create_link(&app, &m, experience(&picks[1].shopify_id, 1, 30, "MOBILE")).await;
    let url = format!("{}{}", app.address, m.path(&root));
    let a_prefix = format!("{}?", picks[0].url);
    let b_prefix = format!("{}?", picks[1].url);
    let targets = [("A", a_prefix.as_str()), ("B", b_prefix.as_str())];

    let desktops = visitors(&url, DESKTOP, 2_000, &targets).await;
    assert_eq!(desktops.get("A"), Some(&2_000), "{desktops:?}");
    let phones = visitors(&url, PHONE, 2_000, &targets).await;
    let share_a = *phones.get("A").unwrap_or(&0) as f64 / 2_000.0;
    assert!((0.67..=0.73).contains(&share_a), "phones split {phones:?}");

    let returning = fresh_client(PHONE);
    let first = location(&returning.get(&url).send().await.expect("request"));
    let kept = if first.starts_with(&b_prefix) { &b_prefix } else { &a_prefix };
    for _ in 0..20 {
        let to = location(&returning.get(&url).send().await.expect("request"));
        assert!(to.starts_with(kept.as_str()), "a returning visitor keeps its experience");
        assert!(to.contains("utm_source=tiktok"), "the multilink's tags: {to}");
    }

    // The returning visitor's 20 openings repeat its first view (the 30-minute window).
    assert_eq!(settled_events(&app, &root, "VIEW", 4_001).await, 4_001);
    let mut conn = app.state.db.get().expect("conn");
    let by_experience: Vec<(String, i64)> = link_events::table
        .filter(link_events::root_link_id.eq(&root))
        .group_by(link_events::link_id)
        .select((link_events::link_id, diesel::dsl::count_star()))
        .load(&mut *conn)
        .expect("events");
    let served: HashMap<String, i64> = by_experience.into_iter().collect();
    assert_eq!(served.keys().filter(|k| **k == a || **k == b).count(), served.len(), "events name the experience");
    assert!(served.get(&a).copied().unwrap_or(0) >= 2_000);
}
