//! The `shoplinks` binary: configuration errors, `migrate`, and graceful stop on SIGTERM.

use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use crate::helpers::{fixture_assets, repo_root, tempdir::TempDir};

fn shoplinks(data: &TempDir) -> Command {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_shoplinks"));
    cmd.env_clear()
        .env("PATH", std::env::var("PATH").unwrap_or_default())
        .env("SHOPLINKS_DATA_DIR", data.path())
        .env("SHOPLINKS_ASSETS_DIR", fixture_assets())
        .env("SHOPLINKS_TEMPLATES_DIR", repo_root().join("templates"))
        .env("RUST_LOG", "info");
    cmd
}

#[test]
fn bad_configuration_stops_start_up_with_a_message_naming_the_variable() {
    let data = TempDir::new();
    for (var, value) in
        [("SHOPLINKS_ADDR", "not-an-address"), ("DATABASE_URL", "mysql://x"), ("SHOPLINKS_PUBLIC_URL", "nope")]
    {
        let out = shoplinks(&data).env(var, value).arg("serve").output().expect("runs");
        assert_eq!(out.status.code(), Some(2), "{var}");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(stderr.contains(var), "{var}: {stderr}");
    }
}

#[test]
fn migrate_creates_the_sqlite_database_in_the_data_dir() {
    let data = TempDir::new();
    let out = shoplinks(&data).arg("migrate").output().expect("runs");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    assert!(data.path().join("shoplinks.db").exists());
    let again = shoplinks(&data).arg("migrate").output().expect("runs");
    assert!(again.status.success(), "migrate is idempotent");
}

/// Whether `GET /health` on `port` gets an HTTP answer.
fn health_answers(port: u16) -> bool {
    use std::io::{Read, Write};
    let Ok(mut stream) = std::net::TcpStream::connect(("127.0.0.1", port)) else { return false };
    let _ = stream.set_read_timeout(Some(Duration::from_secs(5)));
    if stream.write_all(b"GET /health HTTP/1.0\r\nHost: localhost\r\n\r\n").is_err() {
        return false;
    }
    let mut head = [0u8; 12];
    stream.read_exact(&mut head).is_ok() && head.starts_with(b"HTTP/1.")
}

#[test]
fn serve_stops_gracefully_on_sigterm() {
    let data = TempDir::new();
    let port = std::net::TcpListener::bind("127.0.0.1:0").expect("port").local_addr().expect("addr").port();
    let child = shoplinks(&data)
        .env("SHOPLINKS_ADDR", format!("127.0.0.1:{port}"))
        .arg("serve")
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawns");
    // The port accepts connections as soon as it is bound, before the server loop (and its
    // signal handling) runs; only an answered request shows the server is up.
    let deadline = Instant::now() + Duration::from_secs(30);
    while !health_answers(port) {
        assert!(Instant::now() < deadline, "server did not start");
        std::thread::sleep(Duration::from_millis(100));
    }
    let status = Command::new("kill").args(["-TERM", &child.id().to_string()]).status().expect("kill");
    assert!(status.success());
    let out = child.wait_with_output().expect("waits");
    assert!(out.status.success(), "exit status {:?}", out.status);
    let logs = format!("{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
    assert!(logs.contains("shoplinks stopped"), "{logs}");
}

/// The status code of `GET {path}` on `port` (HTTP/1.0, one connection per request).
fn status_of(port: u16, path: &str) -> Option<u16> {
    use std::io::{Read, Write};
    let mut stream = std::net::TcpStream::connect(("127.0.0.1", port)).ok()?;
    let _ = stream.set_read_timeout(Some(Duration::from_secs(5)));
    stream.write_all(format!("GET {path} HTTP/1.0\r\nHost: localhost\r\n\r\n").as_bytes()).ok()?;
    let mut head = [0u8; 12];
    stream.read_exact(&mut head).ok()?;
    std::str::from_utf8(&head[9..12]).ok()?.parse().ok()
}

/// A merchant with a store and a custom short, written straight into the migrated database.
fn seed_short(data: &TempDir, port: u16) -> String {
    use diesel::connection::SimpleConnection;
    use diesel::Connection;
    let out = shoplinks(data).arg("migrate").output().expect("runs");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let db = data.path().join("shoplinks.db");
    let mut conn = diesel::SqliteConnection::establish(&db.to_string_lossy()).expect("sqlite");
    conn.batch_execute(&format!(
        "INSERT INTO businesses (id, name, trial_ends_at, store_domain, created_at) \
           VALUES ('b1', 'Shop', '2099-01-01 00:00:00', 'sigterm.myshopify.com', '2026-01-01 00:00:00'); \
         INSERT INTO users (id, business_id, username, email, name, password_hash, is_verified, created_at) \
           VALUES ('u1', 'b1', 'sigterm', 'sigterm@example.com', 'M', '!', 1, '2026-01-01 00:00:00'); \
         INSERT INTO links (id, business_id, kind, url_type, description, images, shopping_redirect_url, created_at, updated_at) \
           VALUES ('Sh0rt123', 'b1', 'SHORT', 'CUSTOM', 'S', '[]', \
                   'http://127.0.0.1:{port}/sandbox/sigterm.myshopify.com/pages/a', '2026-01-01 00:00:00', '2026-01-01 00:00:00');"
    ))
    .expect("seed");
    "/sigterm/Sh0rt123".to_owned()
}

fn stored_views(data: &TempDir) -> i64 {
    use diesel::prelude::*;
    use shoplinks::db::schema::link_events;
    let db = data.path().join("shoplinks.db");
    let mut conn = diesel::SqliteConnection::establish(&db.to_string_lossy()).expect("sqlite");
    link_events::table.filter(link_events::kind.eq("VIEW")).count().get_result(&mut conn).expect("count")
}

fn serve(data: &TempDir, port: u16) -> std::process::Child {
    let child = shoplinks(data)
        .env("SHOPLINKS_ADDR", format!("127.0.0.1:{port}"))
        .env("SHOPLINKS_PUBLIC_URL", format!("http://127.0.0.1:{port}"))
        .arg("serve")
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawns");
    let deadline = Instant::now() + Duration::from_secs(30);
    while !health_answers(port) {
        assert!(Instant::now() < deadline, "server did not start");
        std::thread::sleep(Duration::from_millis(100));
    }
    child
}

#[test]
fn clicks_answered_before_sigterm_are_all_stored_after_the_restart() {
    let data = TempDir::new();
    let port = std::net::TcpListener::bind("127.0.0.1:0").expect("port").local_addr().expect("addr").port();
    let path = seed_short(&data, port);
    let child = serve(&data, port);
    let served: usize = std::thread::scope(|s| {
        let workers: Vec<_> =
            (0..4).map(|_| s.spawn(|| (0..150).filter(|_| status_of(port, &path) == Some(302)).count())).collect();
        workers.into_iter().map(|w| w.join().expect("worker")).sum()
    });
    assert_eq!(served, 600, "every open was redirected");
    // At once, while the last clicks may still wait in the journal.
    let status = Command::new("kill").args(["-TERM", &child.id().to_string()]).status().expect("kill");
    assert!(status.success());
    let out = child.wait_with_output().expect("waits");
    assert!(out.status.success(), "exit status {:?}", out.status);
    let logs = format!("{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
    assert!(logs.contains("click journal closed"), "{logs}");

    // What was not imported before the exit is imported from the journal at the next start.
    let mut again = serve(&data, port);
    let deadline = Instant::now() + Duration::from_secs(10);
    while stored_views(&data) < served as i64 && Instant::now() < deadline {
        std::thread::sleep(Duration::from_millis(50));
    }
    assert_eq!(stored_views(&data), served as i64, "stored clicks equal redirects served");
    let _ = Command::new("kill").args(["-TERM", &again.id().to_string()]).status();
    let _ = again.wait();
}

#[test]
fn a_job_that_fails_its_last_try_is_logged_at_error_level_with_its_error() {
    use diesel::connection::SimpleConnection;
    use diesel::Connection;
    use std::io::{BufRead, BufReader};
    let data = TempDir::new();
    let port = std::net::TcpListener::bind("127.0.0.1:0").expect("port").local_addr().expect("addr").port();
    let out = shoplinks(&data).arg("migrate").output().expect("runs");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    // A tagging pass that does not say which business it is for fails on every try; it waits
    // in the queue for the server to start, as a job pushed before a restart does.
    let db = data.path().join("shoplinks.db");
    let mut conn = diesel::SqliteConnection::establish(&db.to_string_lossy()).expect("sqlite");
    conn.batch_execute(
        "INSERT INTO jobs (id, kind, job_key, payload, state, attempts, max_attempts, run_at, created_at) \
           VALUES ('brokenjob1', 'vision.pass', 'brokenjob1', '{}', 'queued', 0, 2, '2026-01-01 00:00:00', '2026-01-01 00:00:00');",
    )
    .expect("push");
    let mut child = shoplinks(&data)
        .env("SHOPLINKS_ADDR", format!("127.0.0.1:{port}"))
        .env("SHOPLINKS_JOBS__RETRY_MS", "20")
        .env("RUST_LOG", "warn")
        .arg("serve")
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawns");
    // The log goes to standard output; the line is looked for as it is written.
    let (lines, seen) = std::sync::mpsc::channel();
    let stdout = child.stdout.take().expect("stdout");
    std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines().map_while(Result::ok) {
            if lines.send(line).is_err() {
                break;
            }
        }
    });
    let deadline = Instant::now() + Duration::from_secs(30);
    let mut logged = Vec::new();
    let failed = loop {
        let left = deadline.saturating_duration_since(Instant::now());
        match seen.recv_timeout(left) {
            Ok(line) => {
                let line = without_colours(&line);
                // The tries before the last are warnings ("job failed; it will be tried again").
                if line.contains("job failed") && !line.contains("tried again") && line.contains("brokenjob1") {
                    break line;
                }
                logged.push(line);
            }
            Err(_) => panic!("no failed-job line within 30 s; the log:\n{}", logged.join("\n")),
        }
    };
    let _ = Command::new("kill").args(["-TERM", &child.id().to_string()]).status();
    let _ = child.wait();
    assert!(failed.contains("ERROR"), "at error level: {failed}");
    assert!(failed.contains("vision.pass") && failed.contains("attempt=2"), "with its kind and last try: {failed}");
    assert!(failed.contains("no business_id"), "with its error: {failed}");
}

/// `line` without its terminal colour codes (`ESC [ … m`).
fn without_colours(line: &str) -> String {
    let mut out = String::with_capacity(line.len());
    let mut chars = line.chars();
    while let Some(c) = chars.next() {
        if c == '\u{1b}' {
            for c in chars.by_ref() {
                if c == 'm' {
                    break;
                }
            }
        } else {
            out.push(c);
        }
    }
    out
}
