//! `spawn_app()` and the `TestApp` handle shared by the integration tests.

use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use diesel::connection::SimpleConnection;
use diesel::{Connection, PgConnection, RunQueryDsl};
use shoplinks::config::Settings;
use shoplinks::features::email::Mailer;
use shoplinks::ssr::{SsrPool, SsrPoolConfig};
use shoplinks::startup::Application;
use shoplinks::state::AppState;

/// The repository root (tests run from `server/`).
pub fn repo_root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// Fixture folder with a tiny bundle honouring the SSR contract.
pub fn fixture_assets() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/assets")
}

/// The fixture bundle's source.
pub fn fixture_bundle() -> Arc<String> {
    Arc::new(std::fs::read_to_string(fixture_assets().join("server.js")).expect("fixture bundle"))
}

/// Which database the tests run on.
pub enum TestDb {
    /// A file in a temporary folder, removed on drop.
    Sqlite(#[allow(dead_code)] tempdir::TempDir),
    /// A database created for this test and dropped on drop.
    Postgres { admin_url: String, name: String },
}

impl Drop for TestDb {
    fn drop(&mut self) {
        if let TestDb::Postgres { admin_url, name } = self {
            if let Ok(mut conn) = PgConnection::establish(admin_url) {
                let _ = conn.batch_execute(&format!("DROP DATABASE IF EXISTS \"{name}\" WITH (FORCE)"));
            }
        }
    }
}

/// Small private temp-dir helper (no extra crate).
pub mod tempdir {
    use std::path::{Path, PathBuf};

    /// A folder removed on drop.
    pub struct TempDir(PathBuf);

    impl TempDir {
        /// Creates a fresh folder under the system temp dir.
        pub fn new() -> Self {
            let path = std::env::temp_dir().join(format!("shoplinks-test-{}", uuid::Uuid::new_v4()));
            std::fs::create_dir_all(&path).expect("temp dir");
            TempDir(path)
        }

        /// Its path.
        pub fn path(&self) -> &Path {
            &self.0
        }
    }

    impl Drop for TempDir {
        fn drop(&mut self) {
            let _ = std::fs::remove_dir_all(&self.0);
        }
    }
}

/// Name of the backend under test, for messages.
pub fn backend_name() -> String {
    std::env::var("TEST_BACKEND").unwrap_or_else(|_| "sqlite".into())
}

/// A fresh, migrated database for one test: a copy of the process's template (see
/// [`template`]), so each test pays for a file copy instead of every migration.
fn database_for_test() -> (TestDb, String) {
    match backend_name().as_str() {
        "postgres" => {
            let admin_url = std::env::var("TEST_POSTGRES_URL").expect("TEST_BACKEND=postgres needs TEST_POSTGRES_URL");
            let name = format!("shoplinks_test_{}", uuid::Uuid::new_v4().simple());
            let mut conn = PgConnection::establish(&admin_url).expect("connect to PostgreSQL");
            let from = template(|| postgres_template(&admin_url));
            conn.batch_execute(&format!("CREATE DATABASE \"{name}\" TEMPLATE \"{from}\""))
                .expect("create test database");
            let url = with_database(&admin_url, &name);
            (TestDb::Postgres { admin_url, name }, url)
        }
        _ => {
            let dir = tempdir::TempDir::new();
            let file = dir.path().join("test.db");
            let from = template(sqlite_template);
            std::fs::copy(from, &file).expect("copy the migrated template");
            // Should a log outlive the migration's connection, it is part of the database.
            if std::path::Path::new(&format!("{from}-wal")).exists() {
                std::fs::copy(format!("{from}-wal"), dir.path().join("test.db-wal")).expect("copy the template's log");
            }
            (TestDb::Sqlite(dir), format!("sqlite://{}", file.display()))
        }
    }
}

/// The migrated template of this test process, made by `make` on first use. Templates are
/// named after the process; one left by a process that has ended is removed when the next is
/// made.
fn template(make: impl FnOnce() -> String) -> &'static str {
    static TEMPLATE: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    TEMPLATE.get_or_init(make)
}

/// Whether the test process that named a template `…_{pid}` has ended.
fn ended(name: &str) -> bool {
    let pid = name.rsplit('_').next().unwrap_or_default();
    !pid.is_empty() && !std::path::Path::new(&format!("/proc/{pid}")).exists()
}

/// Applies the migrations to `url`, as the server's `migrate` command does.
fn migrate(url: &str, data_dir: &std::path::Path) {
    let data_dir = data_dir.display().to_string();
    let pairs = [("database_url", url), ("data_dir", data_dir.as_str()), ("db_pool_size", "1")];
    let settings = Settings::from_overrides(&pairs).expect("template settings");
    shoplinks::startup::migrate(&settings).expect("migrations apply");
}

/// A migrated SQLite file in the system temp dir; returns its path. Migrating closes its
/// connection, which folds the write-ahead log into the file.
fn sqlite_template() -> String {
    let temp = std::env::temp_dir();
    for entry in std::fs::read_dir(&temp).into_iter().flatten().flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        if name.starts_with("shoplinks-template_") && ended(&name) {
            let _ = std::fs::remove_dir_all(entry.path());
        }
    }
    let dir = temp.join(format!("shoplinks-template_{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("template dir");
    let file = dir.join("template.db");
    migrate(&format!("sqlite://{}", file.display()), &dir);
    file.display().to_string()
}

/// A migrated PostgreSQL database to copy (`CREATE DATABASE … TEMPLATE`); returns its name.
fn postgres_template(admin_url: &str) -> String {
    let mut conn = PgConnection::establish(admin_url).expect("connect to PostgreSQL");
    #[derive(diesel::QueryableByName)]
    struct Named {
        #[diesel(sql_type = diesel::sql_types::Text)]
        datname: String,
    }
    let old: Vec<Named> =
        diesel::sql_query("SELECT datname FROM pg_database WHERE datname LIKE 'shoplinks_template_%'")
            .load(&mut conn)
            .expect("list templates");
    for Named { datname } in old.into_iter().filter(|n| ended(&n.datname)) {
        let _ = conn.batch_execute(&format!("DROP DATABASE IF EXISTS \"{datname}\" WITH (FORCE)"));
    }
    let name = format!("shoplinks_template_{}", std::process::id());
    conn.batch_execute(&format!("DROP DATABASE IF EXISTS \"{name}\" WITH (FORCE)")).expect("drop old template");
    conn.batch_execute(&format!("CREATE DATABASE \"{name}\"")).expect("create template");
    let dir = tempdir::TempDir::new();
    migrate(&with_database(admin_url, &name), dir.path());
    name
}

/// Replaces the database name in a PostgreSQL URL, and asks for a plain connection: the
/// test server is on loopback, and a client that never starts TLS or GSSAPI has no library
/// state of theirs for a connection still opening at process exit to race against.
fn with_database(admin_url: &str, name: &str) -> String {
    let mut url = url::Url::parse(admin_url).expect("TEST_POSTGRES_URL is a URL");
    url.set_path(&format!("/{name}"));
    url.query_pairs_mut().append_pair("sslmode", "disable").append_pair("gssencmode", "disable");
    url.to_string()
}

/// A running app and a client for it.
pub struct TestApp {
    /// `http://127.0.0.1:PORT`.
    pub address: String,
    /// Client that keeps cookies and does not follow redirects.
    pub client: reqwest::Client,
    /// Shared state (database access for arranging data).
    pub state: actix_web::web::Data<AppState>,
    /// The database, shared with the instances [`TestApp::spawn_beside`] starts.
    database: Arc<(TestDb, String)>,
    _data: tempdir::TempDir,
}

/// Options for [`spawn_app_with`].
#[derive(Default)]
pub struct AppOptions {
    /// Enables the test seeding endpoint.
    pub test_seed: bool,
    /// Use this SSR pool instead of one over the fixture bundle.
    pub ssr: Option<SsrPool>,
    /// Send email over SMTP to this URL instead of the outbox.
    pub smtp_url: Option<String>,
    /// More settings, by key (e.g. `sandbox_api_bucket_size`).
    pub settings: Vec<(&'static str, String)>,
}

/// Starts the app on port 0 with a fresh database and the fixture bundle.
pub async fn spawn_app() -> TestApp {
    spawn_app_with(AppOptions::default()).await
}

/// Starts the app with options.
pub async fn spawn_app_with(options: AppOptions) -> TestApp {
    start(options, Arc::new(database_for_test()), None).await
}

/// Starts an app over `database` (a fresh one, or another instance's) with its own port, data
/// folder and memory; `outbox`, when given, is the folder its emails go to.
async fn start(options: AppOptions, database: Arc<(TestDb, String)>, outbox: Option<&std::path::Path>) -> TestApp {
    shoplinks::telemetry::init(shoplinks::config::Environment::Local, "error");
    let data = tempdir::TempDir::new();
    if let Some(outbox) = outbox {
        std::os::unix::fs::symlink(outbox, data.path().join("outbox")).expect("share the outbox");
    }
    let url = database.1.clone();
    let data_dir = data.path().display().to_string();
    let assets = fixture_assets().display().to_string();
    let templates = repo_root().join("templates").display().to_string();
    let mut overrides = vec![
        ("addr", "127.0.0.1:0".to_owned()),
        ("data_dir", data_dir),
        ("assets_dir", assets),
        ("templates_dir", templates),
        ("db_pool_size", "4".to_owned()),
        ("database_url", url.clone()),
    ];
    if let Some(smtp) = options.smtp_url {
        overrides.push(("smtp_url", smtp));
    }
    if options.test_seed {
        overrides.push(("test_seed", "true".to_owned()));
    }
    // The sandbox store's API allowance is Shopify's (1,000 points, 100 a second), which makes
    // a first catalog sync wait about seven seconds for points; tests of the pacing set their
    // own, and every other test gets an allowance that never runs out.
    if !options.settings.iter().any(|(key, _)| key.starts_with("sandbox_api_")) {
        overrides.push(("sandbox_api_bucket_size", "1000000".to_owned()));
    }
    // The test command records the adapter's Admin API traffic for the schema check
    // (docs/store.md#admin-api-version-and-schema).
    if let Some(dir) = std::env::var_os("TEST_ADMIN_API_RECORDS").filter(|d| !d.is_empty()) {
        overrides.push(("admin_api_record_dir", dir.to_string_lossy().into_owned()));
    }
    // The storage pass of the test command keeps every test's files in an S3-compatible server
    // (scripts/s3-test-server), each database's under a prefix of its own, shared by the
    // instances over that database as one deployment's are.
    if let Some(endpoint) = std::env::var("TEST_S3_ENDPOINT").ok().filter(|e| !e.is_empty()) {
        if !options.settings.iter().any(|(key, _)| key.starts_with("files.")) {
            let prefix = {
                use sha2::Digest;
                format!("test-{}", &hex::encode(sha2::Sha256::digest(url.as_bytes()))[..20])
            };
            let bucket = std::env::var("TEST_S3_BUCKET").unwrap_or_else(|_| "shoplinks-test".into());
            overrides.extend([
                ("files.store", "s3".to_owned()),
                ("files.s3_endpoint", endpoint),
                ("files.s3_bucket", bucket),
                ("files.s3_access_key_id", "S3RVER".to_owned()),
                ("files.s3_secret_access_key", "S3RVER".to_owned()),
                ("files.s3_prefix", prefix),
            ]);
        }
    }
    overrides.extend(options.settings);
    let pairs: Vec<(&str, &str)> = overrides.iter().map(|(k, v)| (*k, v.as_str())).collect();
    let settings = Settings::from_overrides(&pairs).expect("test settings");
    let ssr = options.ssr.unwrap_or_else(|| {
        SsrPool::start_with_source(
            fixture_bundle(),
            SsrPoolConfig { workers: 1, queue: 16, timeout: Duration::from_secs(5) },
        )
        .expect("ssr pool")
    });
    let app = Application::build_with_ssr(settings, ssr).await.expect("app builds");
    let address = app.public_url().to_owned();
    let state = app.state();
    tokio::spawn(app.run_until_stopped());
    let client = reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .cookie_store(true)
        .build()
        .expect("client");
    TestApp { address, client, state, database, _data: data }
}

impl TestApp {
    /// Starts another instance over this app's database, as a second server behind one load
    /// balancer: its own port, data folder (click journal, outbox) and process memory, the same
    /// rows. The database lives until the last instance over it is dropped.
    ///
    /// Its emails go to this app's outbox, as every instance of a deployment sends through one
    /// mail provider: whichever instance's job worker sends an email, the tests find it here.
    pub async fn spawn_beside(&self, options: AppOptions) -> TestApp {
        start(options, Arc::clone(&self.database), Some(&self.data_dir().join("outbox"))).await
    }

    /// The file store, local or bucket as the test command chose.
    pub fn files(&self) -> &shoplinks::features::media::Files {
        self.state.handle::<shoplinks::features::media::Files>()
    }

    /// The names of `business`'s stored files, sorted.
    pub async fn stored_files(&self, business: &str) -> Vec<String> {
        let mut names: Vec<String> =
            self.files().list(business).await.expect("list the files").into_iter().map(|f| f.name).collect();
        names.sort();
        names
    }

    /// The app's data folder (its click journal is under `clicks/`).
    pub fn data_dir(&self) -> &std::path::Path {
        self._data.path()
    }

    /// GET a path.
    pub async fn get(&self, path: &str) -> reqwest::Response {
        self.client.get(format!("{}{path}", self.address)).send().await.expect("request")
    }

    /// GET a path asking for JSON.
    pub async fn get_json(&self, path: &str) -> reqwest::Response {
        self.client
            .get(format!("{}{path}", self.address))
            .header("Accept", "application/json")
            .send()
            .await
            .expect("request")
    }

    /// POST JSON to a path.
    pub async fn post_json(&self, path: &str, body: &serde_json::Value) -> reqwest::Response {
        self.client.post(format!("{}{path}", self.address)).json(body).send().await.expect("request")
    }

    /// Seeds a signed-in user through the test endpoint (app must have `test_seed`).
    pub async fn sign_in(&self, body: serde_json::Value) -> String {
        let res = self.post_json("/api/test/session", &body).await;
        assert_eq!(res.status(), 200, "seeding failed");
        let json: serde_json::Value = res.json().await.expect("json");
        json["data"]["token"].as_str().expect("token").to_owned()
    }
}

impl TestApp {
    /// POST JSON with browser-like same-origin headers.
    pub async fn post_same_origin(&self, path: &str, body: &serde_json::Value) -> reqwest::Response {
        self.client
            .post(format!("{}{path}", self.address))
            .header("Origin", &self.address)
            .header("Sec-Fetch-Site", "same-origin")
            .json(body)
            .send()
            .await
            .expect("request")
    }

    /// Registers a merchant through the API.
    pub async fn register(&self, username: &str, email: &str, password: &str) -> reqwest::Response {
        self.post_json(
            "/api/auth/register",
            &serde_json::json!({"username": username, "email": email, "password": password, "name": username}),
        )
        .await
    }

    /// Registers, verifies through the emailed link, and returns the username.
    pub async fn verified_merchant(&self, username: &str, password: &str) -> String {
        let email = format!("{username}@example.com");
        assert_eq!(self.register(username, &email, password).await.status(), 200);
        let token = self.email_token(&email, "verify-account").await;
        let res = self.post_json("/api/auth/account/verify", &serde_json::json!({"token": token})).await;
        assert_eq!(res.status(), 200);
        username.to_owned()
    }

    /// Logs a merchant in; returns the response.
    pub async fn login(&self, username: &str, password: &str) -> reqwest::Response {
        self.post_json("/api/auth/login", &serde_json::json!({"username": username, "password": password})).await
    }

    /// Waits for the newest email to `to` that links to `/{page}?token=` and returns the token.
    pub async fn email_token(&self, to: &str, page: &str) -> String {
        let outbox = self.state.handle::<Mailer>().outbox().expect("file transport").to_path_buf();
        let needle = format!("/{page}?token=");
        for _ in 0..100 {
            let mut newest: Option<(std::time::SystemTime, String)> = None;
            for entry in std::fs::read_dir(&outbox).expect("outbox").flatten() {
                let bytes = std::fs::read(entry.path()).unwrap_or_default();
                let Some(message) = mail_parser::MessageParser::default().parse(&bytes) else { continue };
                let recipients: Vec<String> = message
                    .to()
                    .map(|l| l.iter().filter_map(|a| a.address().map(str::to_owned)).collect())
                    .unwrap_or_default();
                let decoded = message.body_text(0).map(|t| t.into_owned()).unwrap_or_default();
                if !recipients.iter().any(|r| r == to) {
                    continue;
                }
                if let Some(at) = decoded.find(&needle) {
                    let token: String = decoded[at + needle.len()..]
                        .chars()
                        .take_while(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == '_')
                        .collect();
                    let modified = entry.metadata().and_then(|m| m.modified()).expect("mtime");
                    if newest.as_ref().is_none_or(|(t, _)| modified >= *t) {
                        newest = Some((modified, token));
                    }
                }
            }
            if let Some((_, token)) = newest {
                return token;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        panic!("no email to {to} with a {page} link");
    }

    /// Waits until the background jobs have ended: none waits (booked or settling) and none
    /// runs, apart from the periodic upkeep, which always has its next run booked. Jobs that
    /// start others (a sync asks for a tagging pass) are followed to the end.
    pub async fn jobs_settled(&self) {
        use diesel::prelude::*;
        use shoplinks::db::schema::jobs;
        for _ in 0..1200 {
            let active: i64 = {
                let mut conn = self.state.db.get().expect("conn");
                jobs::table
                    .filter(jobs::state.eq_any(["queued", "running"]))
                    .filter(jobs::job_key.not_like("periodic:%"))
                    .count()
                    .get_result(&mut *conn)
                    .expect("count jobs")
            };
            if active == 0 {
                return;
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        panic!("background jobs did not settle within 120 s");
    }

    /// Waits until the worker has made the first runs of the periodic upkeep it books at
    /// start-up: every job has its next run booked for later. A test that plants expired rows
    /// and runs the upkeep itself calls this first, or the worker's first run may take those
    /// rows while the test's run finds none.
    pub async fn upkeep_idle(&self) {
        use diesel::prelude::*;
        use shoplinks::db::schema::jobs;
        let scheduled = self.state.handle::<shoplinks::features::jobs::PeriodicJobs>().len() as i64;
        for _ in 0..1200 {
            let now = chrono::Utc::now().naive_utc();
            let booked_later: i64 = {
                let mut conn = self.state.db.get().expect("conn");
                jobs::table
                    .filter(jobs::job_key.like("periodic:%"))
                    .filter(jobs::state.eq("queued"))
                    .filter(jobs::run_at.gt(now))
                    .count()
                    .get_result(&mut *conn)
                    .expect("count jobs")
            };
            if booked_later == scheduled {
                return;
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        panic!("the periodic upkeep did not finish its first runs within 120 s");
    }

    /// Inserts an influencer with a password under the business of merchant `merchant`.
    pub fn insert_influencer(&self, merchant: &str, username: &str, password: &str) -> String {
        use diesel::prelude::*;
        use shoplinks::db::schema::{influencers, users};
        let mut conn = self.state.db.get().expect("conn");
        let business_id: String = users::table
            .filter(users::username.eq(merchant))
            .select(users::business_id)
            .first(&mut *conn)
            .expect("merchant exists");
        let id = uuid::Uuid::new_v4().simple().to_string();
        let hash = bcrypt::hash(password, 4).expect("hash");
        diesel::insert_into(influencers::table)
            .values((
                influencers::id.eq(&id),
                influencers::business_id.eq(&business_id),
                influencers::username.eq(username),
                influencers::email.eq(format!("{username}@creators.example")),
                influencers::password_hash.eq(Some(hash)),
                influencers::is_active.eq(true),
                influencers::perm_clicks.eq(true),
                influencers::created_at.eq(chrono::Utc::now().naive_utc()),
            ))
            .execute(&mut *conn)
            .expect("insert influencer");
        id
    }
}

/// A minimal SMTP listener that accepts one message and hands back its DATA.
pub async fn smtp_listener() -> (String, tokio::sync::oneshot::Receiver<String>) {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.expect("bind");
    let url = format!("smtp://127.0.0.1:{}", listener.local_addr().expect("addr").port());
    (url, smtp_listener_on(listener))
}

/// The same listener on a port already bound (a mail server that comes back where it was).
pub fn smtp_listener_on(listener: tokio::net::TcpListener) -> tokio::sync::oneshot::Receiver<String> {
    use tokio::io::{AsyncBufReadExt, AsyncWriteExt, BufReader};
    let (done, received) = tokio::sync::oneshot::channel();
    tokio::spawn(async move {
        let mut done = Some(done);
        let (stream, _) = listener.accept().await.expect("accept");
        let (read, mut write) = stream.into_split();
        let mut lines = BufReader::new(read).lines();
        write.write_all(b"220 test ESMTP\r\n").await.expect("greet");
        let mut data = String::new();
        let mut in_data = false;
        while let Ok(Some(line)) = lines.next_line().await {
            if in_data {
                if line == "." {
                    in_data = false;
                    write.write_all(b"250 queued\r\n").await.expect("write");
                    if let Some(done) = done.take() {
                        let _ = done.send(std::mem::take(&mut data));
                    }
                } else {
                    data.push_str(&line);
                    data.push('\n');
                }
                continue;
            }
            let upper = line.to_ascii_uppercase();
            let reply: &[u8] = if upper.starts_with("EHLO") || upper.starts_with("HELO") {
                b"250 test\r\n"
            } else if upper.starts_with("DATA") {
                in_data = true;
                b"354 go ahead\r\n"
            } else if upper.starts_with("QUIT") {
                write.write_all(b"221 bye\r\n").await.ok();
                break;
            } else {
                b"250 ok\r\n"
            };
            write.write_all(reply).await.expect("write");
        }
    });
    received
}
