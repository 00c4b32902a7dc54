//! The durable job queue (docs/architecture.md#background-work): de-duplication, retries to a
//! final failed state shown in `/health`, cancelling, take-over of a dead instance's job, the
//! periodic upkeep booked once per cluster, and emails that wait out a mail server that is down.

use std::time::Duration;

use diesel::prelude::*;
use serde_json::{json, Value};
use shoplinks::db::schema::jobs;
use shoplinks::features::jobs::{self as queue, NewJob};

use crate::helpers::{smtp_listener_on, spawn_app, spawn_app_with, AppOptions, TestApp};
use crate::link_helpers::merchant_with_store;

/// An app whose failed jobs are tried again after 20 ms (40, 80, …) instead of 10 s.
async fn quick_retries(mut options: AppOptions) -> TestApp {
    options.settings.push(("jobs.retry_ms", "20".to_owned()));
    spawn_app_with(options).await
}

/// `(state, attempts, last_error)` of every job of `kind`, oldest first.
fn jobs_of(app: &TestApp, kind: &str) -> Vec<(String, i32, Option<String>)> {
    let mut conn = app.state.db.get().expect("conn");
    jobs::table
        .filter(jobs::kind.eq(kind))
        .order(jobs::id.asc())
        .select((jobs::state, jobs::attempts, jobs::last_error))
        .load(&mut *conn)
        .expect("jobs")
}

fn push(app: &TestApp, job: &NewJob) -> String {
    let mut conn = app.state.db.get().expect("conn");
    queue::push(&mut conn, job).expect("push").id().to_owned()
}

/// Waits until job `id` has ended; its state.
async fn ended(app: &TestApp, id: &str) -> String {
    for _ in 0..300 {
        let state = {
            let mut conn = app.state.db.get().expect("conn");
            queue::view(&mut conn, id).expect("view").expect("exists").state
        };
        if !["queued", "running"].contains(&state.as_str()) {
            return state;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("job {id} did not end within 30 s");
}

#[tokio::test]
async fn a_sync_asked_for_twice_at_once_runs_once() {
    let app = spawn_app().await;
    merchant_with_store(&app, "twice").await;
    app.jobs_settled().await;
    let before = jobs_of(&app, "catalog.sync").len();
    let empty = json!({});
    let (a, b) = tokio::join!(
        app.post_json("/api/admin/v1/products/sync", &empty),
        app.post_json("/api/admin/v1/products/sync", &empty)
    );
    assert_eq!((a.status().as_u16(), b.status().as_u16()), (200, 200));
    app.jobs_settled().await;
    let syncs = jobs_of(&app, "catalog.sync");
    assert_eq!(syncs.len(), before + 1, "one more sync for both asks: {syncs:?}");
    assert_eq!(syncs.last().map(|(state, attempts, _)| (state.as_str(), *attempts)), Some(("done", 1)));
}

#[tokio::test]
async fn a_job_that_fails_on_every_try_ends_failed_after_its_third_with_its_error_in_health() {
    let app = quick_retries(AppOptions::default()).await;
    // A tagging pass that does not say which business it is for fails on every try.
    let broken = NewJob { kind: "vision.pass", attempts: 3, key: None, payload: json!({}), run_at: None };
    let id = push(&app, &broken);
    assert_eq!(ended(&app, &id).await, "failed");
    let job = {
        let mut conn = app.state.db.get().expect("conn");
        queue::view(&mut conn, &id).expect("view").expect("exists")
    };
    assert_eq!(job.attempts, 3, "three tries");
    assert!(job.last_error.as_deref().is_some_and(|e| e.contains("no business_id")), "{:?}", job.last_error);

    let health: Value = app.get("/health").await.json().await.expect("json");
    let jobs = &health["data"]["jobs"];
    assert_eq!(jobs["failed_last_day"], 1, "{jobs}");
    assert_eq!(jobs["recent_failures"][0]["id"], id.as_str());
    assert_eq!(jobs["recent_failures"][0]["kind"], "vision.pass");
    assert!(jobs["recent_failures"][0]["last_error"].as_str().is_some_and(|e| e.contains("no business_id")));
    assert_eq!(jobs["queued"], 0);
    assert_eq!(jobs["oldest_queued_seconds"], 0);
}

#[tokio::test]
async fn a_cancelled_job_never_runs() {
    let app = spawn_app().await;
    let soon = shoplinks::clock::now() + chrono::Duration::milliseconds(800);
    let email = json!({"to": "someone@example.com", "template": "verify_account", "locale": "en",
        "context": {"name": "Someone", "link": "http://x/verify-account?token=cancelled"}});
    let job = NewJob { kind: "email.send", attempts: 3, key: None, payload: email, run_at: Some(soon) };
    let id = push(&app, &job);
    let cancelled = {
        let mut conn = app.state.db.get().expect("conn");
        queue::cancel(&mut conn, &id).expect("cancel")
    };
    assert!(cancelled);
    tokio::time::sleep(Duration::from_millis(2500)).await;
    assert_eq!(ended(&app, &id).await, "cancelled");
    assert_eq!(crate::addresses::emails_to(&app, "someone@example.com", "token=cancelled"), 0, "never sent");
    let again = {
        let mut conn = app.state.db.get().expect("conn");
        queue::cancel(&mut conn, &id).expect("cancel")
    };
    assert!(!again, "an ended job cannot be cancelled again");
}

#[tokio::test]
async fn a_job_whose_instance_died_is_taken_over_once_its_lease_has_run_out() {
    let app = spawn_app().await;
    let email = json!({"to": "late@example.com", "template": "verify_account", "locale": "en",
        "context": {"name": "Late", "link": "http://x/verify-account?token=takenover"}});
    let id = push(&app, &NewJob { kind: "email.send", attempts: 3, key: None, payload: email, run_at: None });
    // As a worker that took it and then died would have left it: running, its lease over.
    {
        let mut conn = app.state.db.get().expect("conn");
        let past = shoplinks::clock::now() - chrono::Duration::seconds(1);
        diesel::update(jobs::table.find(&id))
            .set((jobs::state.eq("running"), jobs::attempts.eq(1), jobs::worker.eq("dead"), jobs::lease_until.eq(past)))
            .execute(&mut *conn)
            .expect("as left by a dead worker");
    }
    assert_eq!(ended(&app, &id).await, "done");
    assert_eq!(jobs_of(&app, "email.send"), vec![("done".to_owned(), 2, None)], "taken over as its second try");
    assert_eq!(crate::addresses::emails_to(&app, "late@example.com", "token=takenover"), 1);
}

#[tokio::test]
async fn the_periodic_upkeep_is_booked_once_however_many_instances_start() {
    let first = spawn_app().await;
    let second = first.spawn_beside(AppOptions::default()).await;
    // Both workers have booked what they found missing by the time they answer a job query.
    for app in [&first, &second] {
        app.jobs_settled().await;
    }
    tokio::time::sleep(Duration::from_millis(1000)).await;
    let mut conn = first.state.db.get().expect("conn");
    let booked: Vec<(String, i64)> = jobs::table
        .filter(jobs::job_key.like("periodic:%"))
        .filter(jobs::state.eq_any(["queued", "running"]))
        .group_by(jobs::job_key)
        .select((jobs::job_key, diesel::dsl::count_star()))
        .load(&mut *conn)
        .expect("booked");
    assert!(booked.len() >= 10, "every periodic job is booked: {booked:?}");
    assert!(booked.iter().all(|(_, n)| *n == 1), "each once: {booked:?}");
    assert!(booked.iter().any(|(key, _)| key == "periodic:orders.attribution_retry"));
}

#[tokio::test]
async fn with_the_mail_server_down_sign_up_answers_and_the_email_arrives_once_it_is_back() {
    // A port with nothing listening on it: the mail server is down.
    let port = {
        let probe = std::net::TcpListener::bind("127.0.0.1:0").expect("bind");
        probe.local_addr().expect("addr").port()
    };
    let app =
        quick_retries(AppOptions { smtp_url: Some(format!("smtp://127.0.0.1:{port}")), ..Default::default() }).await;
    let res = app.register("patient", "patient@example.com", "secret1").await;
    assert_eq!(res.status(), 200, "the sign-up does not wait for the mail server");
    for _ in 0..100 {
        if jobs_of(&app, "email.send").first().is_some_and(|(_, attempts, error)| *attempts >= 2 && error.is_some()) {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let (state, attempts, error) = jobs_of(&app, "email.send").remove(0);
    // Between two tries (queued) or in one (running): not ended either way.
    assert!(["queued", "running"].contains(&state.as_str()), "still to be sent: {state}");
    assert!(attempts >= 2 && error.is_some(), "tried and failed: {attempts} {error:?}");

    // The mail server comes back where it was.
    let listener = tokio::net::TcpListener::bind(("127.0.0.1", port)).await.expect("the port is free again");
    let received = smtp_listener_on(listener);
    let data = tokio::time::timeout(Duration::from_secs(30), received).await.expect("delivered").expect("join");
    assert!(data.contains("patient@example.com") && data.contains("verify-account?token="), "{data}");
    app.jobs_settled().await;
    assert_eq!(jobs_of(&app, "email.send")[0].0, "done");
}
