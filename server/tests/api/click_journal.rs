//! The click journal end to end, on both backends: answered clicks are stored exactly once
//! across restarts, a torn record is skipped, a batch and its journal offset are stored
//! together, a database that refuses writes only makes the journal longer (and shutdown does
//! not wait for it), and at the size cap shoppers are still answered while the dropped clicks
//! are counted (docs/operations.md#click-journal).

use std::fs::OpenOptions;
use std::io::Write;
use std::sync::Arc;
use std::time::Duration;

use diesel::connection::SimpleConnection;
use diesel::prelude::*;
use serde_json::Value;
use shoplinks::config::ClickSettings;
use shoplinks::db::schema::{link_daily_stats, link_events};
use shoplinks::features::clicks::{ClickEvent, ClickWriter, Device, EventKind};
use shoplinks::ids::{new_id, new_ordered_id};

use crate::helpers::{spawn_app, spawn_app_with, AppOptions, TestApp};
use crate::public_helpers::{create_link, fresh_client, merchant, products_in_stock, LinkSpec, DESKTOP};

fn settings() -> ClickSettings {
    ClickSettings { fsync_ms: 0, journal_max_bytes: 64 << 20, lag_alert_seconds: 60 }
}

/// A view of `link` by a new visitor.
fn view(link: &str) -> ClickEvent {
    ClickEvent {
        id: new_ordered_id(),
        business_id: "journal-test".into(),
        link_id: link.into(),
        root_link_id: link.into(),
        kind: EventKind::View,
        click_id: new_ordered_id(),
        visitor_id: new_ordered_id(),
        product_shopify_id: None,
        shown_products: Arc::from(Vec::<String>::new()),
        device: Device::Pc,
        created_at: chrono::Utc::now().naive_utc(),
    }
}

/// Views of `link` stored as events, and the views and unique views of its rollups.
fn stored(app: &TestApp, link: &str) -> (i64, i64, i64) {
    let mut conn = app.state.db.get().expect("conn");
    let events: i64 =
        link_events::table.filter(link_events::link_id.eq(link)).count().get_result(&mut *conn).expect("count");
    let days: Vec<(i64, i64)> = link_daily_stats::table
        .filter(link_daily_stats::link_id.eq(link))
        .select((link_daily_stats::views, link_daily_stats::unique_views))
        .load(&mut *conn)
        .expect("rollups");
    (events, days.iter().map(|d| d.0).sum(), days.iter().map(|d| d.1).sum())
}

/// Waits until `link` has `want` stored events (up to 10 s); returns what it has.
async fn settled(app: &TestApp, link: &str, want: i64) -> (i64, i64, i64) {
    for _ in 0..200 {
        if stored(app, link).0 >= want {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    tokio::time::sleep(Duration::from_millis(200)).await;
    stored(app, link)
}

fn execute(app: &TestApp, sql: &str) {
    app.state.db.get().expect("conn").batch_execute(sql).expect(sql);
}

async fn health(app: &TestApp) -> Value {
    let res = app.get("/health").await;
    assert_eq!(res.status(), 200, "health stays 200 while clicks lag");
    let body: Value = res.json().await.expect("json");
    body["data"].clone()
}

#[tokio::test]
async fn clicks_are_stored_exactly_once_across_restarts_and_a_torn_record_is_skipped() {
    let app = spawn_app().await;
    let dir = app.data_dir().join("second-server");
    let link = new_id();

    let (sink, _, writer) = ClickWriter::start(app.state.db.clone(), &dir, &settings()).expect("start");
    for _ in 0..300 {
        sink.record(view(&link)).await;
    }
    assert_eq!(settled(&app, &link, 300).await, (300, 300, 300));
    writer.shutdown().await;

    // A restart reads on from the stored offset: nothing is imported twice.
    let (sink, _, writer) = ClickWriter::start(app.state.db.clone(), &dir, &settings()).expect("restart");
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert_eq!(stored(&app, &link).0, 300, "nothing imported again");
    let returning = view(&link);
    for _ in 0..100 {
        sink.record(view(&link)).await;
    }
    sink.record(returning.clone()).await;
    // The same visitor again: a view, not a new visitor.
    sink.record(ClickEvent { id: new_ordered_id(), ..returning }).await;
    assert_eq!(settled(&app, &link, 402).await, (402, 402, 401));
    writer.shutdown().await;

    // The process died while writing a record: the next start skips the torn bytes.
    let segments: Vec<_> = std::fs::read_dir(dir.join("clicks"))
        .expect("journal folder")
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "seg"))
        .collect();
    let last = segments.iter().max().expect("a segment");
    OpenOptions::new().append(true).open(last).expect("open").write_all(&[200, 0, 0, 0, 1, 2]).expect("tear");
    let (sink, _, writer) = ClickWriter::start(app.state.db.clone(), &dir, &settings()).expect("restart");
    for _ in 0..50 {
        sink.record(view(&link)).await;
    }
    assert_eq!(settled(&app, &link, 452).await, (452, 452, 451));
    writer.shutdown().await;
}

/// The app's own journal stalls: its offset table is renamed away, so every import transaction
/// fails at its last statement, after the batch's rows.
fn stall_imports(app: &TestApp) {
    execute(app, "ALTER TABLE click_journal RENAME TO click_journal_away");
}

fn resume_imports(app: &TestApp) {
    execute(app, "ALTER TABLE click_journal_away RENAME TO click_journal");
}

#[tokio::test]
async fn a_batch_is_stored_with_its_offset_or_not_at_all_and_waits_on_disk_meanwhile() {
    let app = spawn_app().await;
    let m = merchant(&app, "journaler").await;
    let product = products_in_stock(&app, &m, 1).remove(0);
    let short =
        create_link(&app, &m, LinkSpec { products: vec![product.shopify_id], ..LinkSpec::short("PRODUCT") }).await;
    // A second journal, whose database will refuse too: its shutdown must not wait for its
    // backlog. (A server starts only with its database answering; it reads its offset first.)
    let dir = app.data_dir().join("stalled-server");
    let (sink, _, writer) = ClickWriter::start(app.state.db.clone(), &dir, &settings()).expect("start");
    stall_imports(&app);
    for _ in 0..40 {
        let res = fresh_client(DESKTOP).get(format!("{}{}", app.address, m.path(&short))).send().await.expect("open");
        assert_eq!(res.status(), 302, "shoppers are answered while the database refuses clicks");
    }
    tokio::time::sleep(Duration::from_millis(700)).await;
    assert_eq!(stored(&app, &short), (0, 0, 0), "rows written before the failed offset update were rolled back");
    let waiting = health(&app).await;
    assert_eq!(waiting["clicks"]["lag_events"], 40, "{waiting}");
    assert_eq!(waiting["clicks"]["import_failing"], true);
    assert!(waiting["clicks"]["lag_seconds"].as_f64().expect("seconds") > 0.0);

    let other = new_id();
    for _ in 0..500 {
        sink.record(view(&other)).await;
    }
    tokio::time::timeout(Duration::from_secs(30), writer.shutdown()).await.expect("shutdown returns");

    resume_imports(&app);
    assert_eq!(settled(&app, &short, 40).await, (40, 40, 40), "each click exactly once after the outage");
    let caught_up = health(&app).await;
    assert_eq!(caught_up["clicks"]["lag_events"], 0, "{caught_up}");
    assert_eq!(caught_up["clicks"]["import_failing"], false);
    assert_eq!(caught_up["degraded"], false);
    // The stalled journal's clicks are imported at its next start.
    let (_, _, writer) = ClickWriter::start(app.state.db.clone(), &dir, &settings()).expect("restart");
    assert_eq!(settled(&app, &other, 500).await, (500, 500, 500));
    writer.shutdown().await;
}

#[tokio::test]
async fn at_the_journal_size_cap_shoppers_are_answered_and_dropped_clicks_counted() {
    let app = spawn_app_with(AppOptions {
        settings: vec![("clicks.journal_max_bytes", "8192".to_owned())],
        ..AppOptions::default()
    })
    .await;
    let m = merchant(&app, "capped").await;
    let product = products_in_stock(&app, &m, 1).remove(0);
    let short =
        create_link(&app, &m, LinkSpec { products: vec![product.shopify_id], ..LinkSpec::short("PRODUCT") }).await;
    stall_imports(&app);
    for _ in 0..60 {
        let res = fresh_client(DESKTOP).get(format!("{}{}", app.address, m.path(&short))).send().await.expect("open");
        assert_eq!(res.status(), 302, "a full journal never turns a shopper away");
    }
    tokio::time::sleep(Duration::from_millis(100)).await;
    let full = health(&app).await;
    let dropped = full["clicks"]["dropped"].as_i64().expect("dropped");
    assert!(dropped > 0 && dropped < 60, "{full}");
    assert!(full["clicks"]["journal_bytes"].as_u64().expect("bytes") <= 8192, "{full}");
    assert_eq!(full["degraded"], true);

    resume_imports(&app);
    let kept = 60 - dropped;
    assert_eq!(settled(&app, &short, kept).await.0, kept, "everything the journal took is stored");
}
