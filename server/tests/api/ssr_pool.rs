//! The SSR pool over the committed fixture bundle: rendering, time limits, rebuilds, back-pressure.

use std::time::Duration;

use shoplinks::ssr::{SsrError, SsrPool, SsrPoolConfig};

use crate::helpers::fixture_bundle;

fn props(query: &str) -> String {
    serde_json::json!({"page": "login", "path": "/login", "query": query, "locale": "en", "user": null,
        "config": {}, "data": null})
    .to_string()
}

fn pool(workers: usize, queue: usize, timeout_ms: u64) -> SsrPool {
    SsrPool::start_with_source(
        fixture_bundle(),
        SsrPoolConfig { workers, queue, timeout: Duration::from_millis(timeout_ms) },
    )
    .expect("pool starts")
}

#[tokio::test]
async fn renders_html_styles_and_head_and_keeps_the_runtime_resident() {
    let pool = pool(1, 4, 5000);
    let first = pool.render(props("")).await.expect("renders");
    assert!(first.html.starts_with("<main data-page=\"login\""));
    assert!(first.styles.contains("data-styled"));
    assert_eq!(first.head, "<title>login | Shoplinks</title>");
    let second = pool.render(props("")).await.expect("renders");
    assert!(second.html.contains("data-renders=\"2\""), "same runtime, bundle loaded once");
    assert_eq!(pool.health().builds, 1);
}

#[tokio::test]
async fn two_runtimes_render_concurrently() {
    let pool = pool(2, 16, 5000);
    let renders = (0..20).map(|_| pool.render(props("")));
    let results = futures_util::future::join_all(renders).await;
    assert!(results.iter().all(Result::is_ok));
    assert_eq!(pool.health().builds, 2);
}

#[tokio::test]
async fn a_runaway_render_is_terminated_and_the_runtime_rebuilt() {
    let pool = pool(1, 4, 300);
    let err = pool.render(props("spin=1")).await.expect_err("times out");
    assert!(matches!(err, SsrError::Timeout(300)), "{err:?}");
    let next = pool.render(props("")).await.expect("renders after the timeout");
    assert!(next.html.contains("data-renders=\"1\""), "a fresh runtime served it");
    assert_eq!(pool.health().builds, 2);
}

#[tokio::test]
async fn a_render_error_fails_that_render_only() {
    let pool = pool(1, 4, 5000);
    let err = pool.render(props("boom=1")).await.expect_err("throws");
    assert!(matches!(&err, SsrError::Render(m) if m.contains("boom")), "{err:?}");
    pool.render(props("")).await.expect("still renders");
    assert_eq!(pool.health().builds, 1, "a thrown error does not need a rebuild");
}

#[tokio::test]
async fn a_runtime_whose_bundle_is_broken_is_rebuilt() {
    let pool = pool(1, 4, 5000);
    pool.render(props("break=1")).await.expect_err("throws");
    pool.render(props("")).await.expect("renders after rebuild");
    assert_eq!(pool.health().builds, 2);
}

#[tokio::test]
async fn a_full_queue_is_refused_at_once() {
    let pool = pool(1, 1, 1500);
    let busy = tokio::spawn({
        let pool = pool.clone();
        async move { pool.render(props("spin=1")).await }
    });
    tokio::time::sleep(Duration::from_millis(200)).await;
    let queued = tokio::spawn({
        let pool = pool.clone();
        async move { pool.render(props("")).await }
    });
    tokio::time::sleep(Duration::from_millis(100)).await;
    let started = std::time::Instant::now();
    let refused = pool.render(props("")).await;
    assert!(matches!(refused, Err(SsrError::Overloaded)), "{refused:?}");
    assert!(started.elapsed() < Duration::from_millis(500), "refused without waiting");
    assert!(matches!(busy.await.expect("join"), Err(SsrError::Timeout(_))));
    let _ = queued.await;
}

#[tokio::test]
async fn a_bundle_without_render_is_reported_not_hung() {
    let pool = SsrPool::start_with_source(
        std::sync::Arc::new("var nothing = 1;".to_owned()),
        SsrPoolConfig { workers: 1, queue: 2, timeout: Duration::from_secs(5) },
    )
    .expect("pool starts");
    let err = pool.render(props("")).await.expect_err("no runtime");
    assert!(matches!(err, SsrError::Unavailable), "{err:?}");
}
