//! Typed, layered settings.
//!
//! Layers, later wins: built-in defaults, then an optional TOML file (`SHOPLINKS_CONFIG`, default
//! `shoplinks.toml` if present), then environment variables:
//!
//! | variable | meaning | default |
//! |---|---|---|
//! | `SHOPLINKS_ADDR` | bind address | `127.0.0.1:8080` |
//! | `SHOPLINKS_PUBLIC_URL` | absolute base URL used in emails and copied links, and the only origin a browser's `Origin` may name (never learnt from `Host` or forwarding headers) | `http://{addr}` |
//! | `SHOPLINKS_DATA_DIR` | SQLite file, outbox, uploads | `./data` |
//! | `DATABASE_URL` | absent: SQLite in the data dir; `postgres://…`: PostgreSQL; `sqlite://path` | – |
//! | `SHOPLINKS_ENVIRONMENT` | `local` or `production` | `local` |
//! | `SHOPLINKS_ASSETS_DIR` | esbuild output (server.js, client/, manifest.json) | `ssr-bundle/dist` |
//! | `SHOPLINKS_TEMPLATES_DIR` | document shell and email templates | `templates` |
//! | `SHOPLINKS_SSR__WORKERS`, `SHOPLINKS_SSR__QUEUE`, `SHOPLINKS_SSR__TIMEOUT_MS` | SSR pool size, queue bound per worker, render timeout | 2, 32, 2000 |
//! | `SHOPLINKS_DB_POOL_SIZE` | database connections | 8 |
//! | `SHOPLINKS_CLICKS__FSYNC_MS` | flush the click journal to the device this often (0: leave it to the OS; a process crash loses nothing written, a machine crash may lose the last seconds) | 0 |
//! | `SHOPLINKS_CLICKS__JOURNAL_MAX_BYTES` | click journal size cap on disk; past it clicks are dropped and counted (docs/operations.md) | 4294967296 (4 GiB) |
//! | `SHOPLINKS_CLICKS__LAG_ALERT_SECONDS` | `/health` reports `degraded` when clicks wait longer than this to be imported | 60 |
//! | `SHOPLINKS_UPLOADS__PER_HOUR`, `SHOPLINKS_UPLOADS__BYTES_PER_DAY` | files and re-encoded bytes one business may upload (docs/security.md#uploads-who-how-much-how-long) | 60, 104857600 (100 MiB) |
//! | `SHOPLINKS_JOBS__WORKERS`, `SHOPLINKS_JOBS__LEASE_MS`, `SHOPLINKS_JOBS__POLL_MS`, `SHOPLINKS_JOBS__RETRY_MS` | background jobs this instance runs at once; how long a taken job stays its own without a renewal (then another instance takes it over); how often an idle worker looks for due jobs; the delay before a failed job's second try, doubled for each further one (docs/architecture.md#background-work) | 4, 30000, 1000, 10000 |
//! | `SHOPLINKS_FILES__STORE` | where files are kept: `local` (`{data_dir}/uploads`, one instance) or `s3` (an S3-compatible bucket, for several instances; docs/deploy.md#files) | `local` |
//! | `SHOPLINKS_FILES__S3_BUCKET`, `…__S3_REGION`, `…__S3_ENDPOINT`, `…__S3_ACCESS_KEY_ID`, `…__S3_SECRET_ACCESS_KEY`, `…__S3_PREFIX`, `…__S3_PATH_STYLE` | the bucket: its name, region, endpoint (unset: AWS), keys, a key prefix for every object, and path-style addressing (S3-compatible servers; default on when an endpoint is set) | –, `us-east-1`, –, –, –, empty, see left |
//! | `SHOPLINKS_DOMAINS__TARGET` | the host merchants point their brand domains' CNAME at (docs/links.md#brand-domains) | the public URL's host |
//! | `SHOPLINKS_DOMAINS__RESOLVER` | the DNS server (`ip:port`) brand domains are looked up through | unset: the system's (`/etc/resolv.conf`) |
//! | `SHOPLINKS_DOMAINS__GIVE_UP_HOURS` | how long a domain that does not verify is re-checked before it is given up | 72 |
//! | `SHOPLINKS_TEST_SEED` | enables `POST /api/test/session` (never in production) | false |
//! | `SHOPLINKS_SMTP_URL` | send email over SMTP (`smtp://host:port`, `smtps://user:pass@host`) | unset: files in `{data_dir}/outbox` |
//! | `SHOPLINKS_MAIL_FROM` | sender of every email | `Shoplinks <no-reply@shoplinks.app>` |
//! | `SHOPLINKS_TEAM_EMAIL` | receives sign-up requests | `team@shoplinks.app` |
//! | `SHOPLINKS_REGISTER_REQUEST_LINK` | button of the sign-up request success dialog | `https://shoplinks.app` |
//! | `SHOPLINKS_TRUSTED_PROXIES` | comma-separated proxy IPs whose `X-Forwarded-For` is believed | none |
//! | `SHOPLINKS_SHOPIFY_API_KEY`, `SHOPLINKS_SHOPIFY_API_SECRET` | the app's credentials (the sandbox store signs with the same) | local: generated, kept in `{data_dir}/local-secrets.json`; production: required |
//! | `SHOPLINKS_SECRET_KEY` | key for encrypting store tokens at rest | local: generated and kept likewise; production: required |
//! | `SHOPLINKS_SANDBOX` | mount the built-in sandbox store under `/sandbox` | on locally (when built in: the `sandbox` cargo feature), off in production |
//! | `SHOPLINKS_SHOPIFY_ENDPOINT` | base URL of a shop's Admin API, `{shop}` is replaced | sandbox on: `{public_url}/sandbox/{shop}`; off: `https://{shop}` |
//! | `SHOPLINKS_ADMIN_API_RECORD_DIR` | test aid: write every Admin API answer the adapter receives to this folder, for the schema check (docs/store.md#admin-api-version-and-schema; never in production) | unset |
//! | `SHOPLINKS_SANDBOX_API_BUCKET_SIZE`, `SHOPLINKS_SANDBOX_API_RESTORE_RATE` | the sandbox store's GraphQL cost bucket per shop: points, and points restored per second (tests shrink it to provoke throttling) | 1000, 100 (Shopify's standard plan) |
//! | `SHOPLINKS_SOCIAL_SANDBOX` | mount the built-in sandbox social networks under `/sandbox-social` and connect to them where a network has no app configured | as `SHOPLINKS_SANDBOX` |
//! | `SHOPLINKS_SOCIAL__{NETWORK}__CLIENT_ID`, `…__CLIENT_SECRET` (`NETWORK`: `INSTAGRAM`, `TIKTOK`, `PINTEREST`) | the OAuth 2 app on that network; a network with neither these nor the sandbox cannot be connected | unset |
//! | `SHOPLINKS_SOCIAL__{NETWORK}__AUTHORIZE_URL`, `…__TOKEN_URL`, `…__API_URL` | that network's endpoints (docs/shopboard.md#networks) | the network's public endpoints |
//!
//! Bad values stop start-up with a message naming the variable.

use std::net::SocketAddr;
use std::path::PathBuf;

use serde::Deserialize;
use shopify_protocol::cost::BucketSize;
use url::Url;

/// Where the process runs; production refuses development conveniences.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Environment {
    /// A developer machine or a test: embedded defaults allowed.
    Local,
    /// A deployment: test seeding and the dev mailbox are refused.
    Production,
}

pub use kernel::db::DatabaseTarget;

/// SSR pool settings.
#[derive(Debug, Clone, Deserialize)]
pub struct SsrSettings {
    /// Resident JavaScript runtimes, one OS thread each.
    pub workers: usize,
    /// Renders that may wait per runtime before callers get 503.
    pub queue: usize,
    /// Longest a single render may run before it is terminated.
    pub timeout_ms: u64,
}

/// Click journal settings (docs/operations.md#click-journal).
#[derive(Debug, Clone, Deserialize)]
pub struct ClickSettings {
    /// Milliseconds between fsyncs of the journal; 0 never syncs explicitly.
    pub fsync_ms: u64,
    /// Size cap of the journal's segment files.
    pub journal_max_bytes: u64,
    /// Import lag past which health reports `degraded`.
    pub lag_alert_seconds: u64,
}

/// The per-business upload quota (docs/security.md#uploads-who-how-much-how-long), counted in
/// the `uploads` table so that it holds however many instances serve the database.
#[derive(Debug, Clone, Deserialize)]
pub struct UploadSettings {
    /// Files one business may upload in any hour.
    pub per_hour: u32,
    /// Bytes (as stored, after re-encoding) one business may upload in any 24 hours.
    pub bytes_per_day: u64,
}

/// Which file store keeps the files (`crate::features::media::Files`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum FileStoreKind {
    /// `{data_dir}/uploads`.
    Local,
    /// An S3-compatible bucket.
    S3,
}

/// The bucket of [`FileStoreKind::S3`].
#[derive(Debug, Clone)]
pub struct S3Settings {
    /// Bucket name.
    pub bucket: String,
    /// Region (S3-compatible servers take any).
    pub region: String,
    /// Endpoint; `None` is AWS.
    pub endpoint: Option<String>,
    /// Access key id.
    pub access_key_id: String,
    /// Secret access key.
    pub secret_access_key: String,
    /// Prefix of every object's key (one bucket may serve several deployments or tests).
    pub prefix: String,
    /// Path-style addressing (`{endpoint}/{bucket}/{key}`) instead of a host per bucket.
    pub path_style: bool,
}

/// Where files are kept (docs/deploy.md#files).
#[derive(Debug, Clone)]
pub struct FileSettings {
    /// The store.
    pub store: FileStoreKind,
    /// The bucket, for [`FileStoreKind::S3`].
    pub s3: Option<S3Settings>,
}

impl FileSettings {
    /// The origin browsers upload to directly (the bucket's, for its presigned URLs), which
    /// the pages' `connect-src` must allow; `None` for the local folder (our own origin).
    pub fn upload_origin(&self) -> Option<String> {
        let s3 = self.s3.as_ref().filter(|_| self.store == FileStoreKind::S3)?;
        let Some(endpoint) = &s3.endpoint else {
            return Some(if s3.path_style {
                format!("https://s3.{}.amazonaws.com", s3.region)
            } else {
                format!("https://{}.s3.{}.amazonaws.com", s3.bucket, s3.region)
            });
        };
        let url = url::Url::parse(endpoint).ok()?;
        let host = url.host_str()?;
        let host = if s3.path_style { host.to_owned() } else { format!("{}.{host}", s3.bucket) };
        Some(match url.port() {
            Some(port) => format!("{}://{host}:{port}", url.scheme()),
            None => format!("{}://{host}", url.scheme()),
        })
    }
}

/// The file settings as read.
#[derive(Debug, Deserialize)]
struct RawFileSettings {
    store: FileStoreKind,
    s3_bucket: Option<String>,
    s3_region: String,
    s3_endpoint: Option<String>,
    s3_access_key_id: Option<String>,
    s3_secret_access_key: Option<String>,
    s3_prefix: String,
    s3_path_style: Option<bool>,
}

impl RawFileSettings {
    fn validated(self) -> Result<FileSettings, ConfigError> {
        if self.store == FileStoreKind::Local {
            return Ok(FileSettings { store: FileStoreKind::Local, s3: None });
        }
        let need = |v: Option<String>, var: &'static str| {
            v.filter(|s| !s.trim().is_empty())
                .ok_or(ConfigError::Invalid { var, reason: "required when SHOPLINKS_FILES__STORE is s3".into() })
        };
        let endpoint = self.s3_endpoint.filter(|s| !s.trim().is_empty());
        if let Some(endpoint) = &endpoint {
            if Url::parse(endpoint).map_or(true, |u| !matches!(u.scheme(), "http" | "https")) {
                return Err(ConfigError::Invalid {
                    var: "SHOPLINKS_FILES__S3_ENDPOINT",
                    reason: format!("`{endpoint}` is not an http(s) URL"),
                });
            }
        }
        let s3 = S3Settings {
            bucket: need(self.s3_bucket, "SHOPLINKS_FILES__S3_BUCKET")?,
            region: self.s3_region,
            path_style: self.s3_path_style.unwrap_or(endpoint.is_some()),
            endpoint,
            access_key_id: need(self.s3_access_key_id, "SHOPLINKS_FILES__S3_ACCESS_KEY_ID")?,
            secret_access_key: need(self.s3_secret_access_key, "SHOPLINKS_FILES__S3_SECRET_ACCESS_KEY")?,
            prefix: self.s3_prefix,
        };
        Ok(FileSettings { store: FileStoreKind::S3, s3: Some(s3) })
    }
}

/// The job queue's worker on this instance (docs/architecture.md#background-work).
#[derive(Debug, Clone, Copy, Deserialize)]
pub struct JobSettings {
    /// Jobs this instance runs at once.
    pub workers: usize,
    /// How long a taken job stays this instance's without a renewal; after that another
    /// instance takes it over (renewed every third of it while the job runs).
    pub lease_ms: u64,
    /// How often an idle worker looks for due jobs (jobs pushed on this instance wake it at once).
    pub poll_ms: u64,
    /// The delay before a failed job's second try, doubled for each further one (at most an hour).
    pub retry_ms: u64,
}

impl JobSettings {
    /// The lease as a duration.
    pub fn lease(&self) -> std::time::Duration {
        std::time::Duration::from_millis(self.lease_ms)
    }
}

/// Brand domains (docs/links.md#brand-domains): where merchants point them and how they are
/// looked up.
#[derive(Debug, Clone, Deserialize)]
pub struct DomainSettings {
    /// The host a brand domain's CNAME names; `None` is the public URL's host.
    pub target: Option<String>,
    /// The DNS server to ask (`ip:port`); `None` is the system's.
    pub resolver: Option<SocketAddr>,
    /// Hours a domain that does not verify is re-checked before it is given up.
    pub give_up_hours: u64,
}

/// Raw, as deserialised from the layers.
#[derive(Debug, Deserialize)]
struct RawSettings {
    addr: String,
    public_url: Option<String>,
    data_dir: PathBuf,
    database_url: Option<String>,
    environment: Environment,
    assets_dir: PathBuf,
    templates_dir: PathBuf,
    ssr: SsrSettings,
    clicks: ClickSettings,
    uploads: UploadSettings,
    files: RawFileSettings,
    jobs: JobSettings,
    domains: RawDomainSettings,
    db_pool_size: u32,
    test_seed: bool,
    book_expert_url: String,
    app_store_url: String,
    support_email: String,
    smtp_url: Option<String>,
    mail_from: String,
    team_email: String,
    register_request_link: String,
    trusted_proxies: String,
    shopify_api_key: Option<String>,
    shopify_api_secret: Option<String>,
    secret_key: Option<String>,
    sandbox: Option<bool>,
    shopify_endpoint: Option<String>,
    admin_api_record_dir: Option<PathBuf>,
    sandbox_api_bucket_size: f64,
    sandbox_api_restore_rate: f64,
    social_sandbox: Option<bool>,
    #[serde(default)]
    social: SocialSettings,
}

/// [`DomainSettings`] as read: empty strings are unset.
#[derive(Debug, Deserialize)]
struct RawDomainSettings {
    target: Option<String>,
    resolver: Option<String>,
    give_up_hours: u64,
}

impl RawDomainSettings {
    fn validated(self) -> Result<DomainSettings, ConfigError> {
        let resolver = match self.resolver.as_deref().map(str::trim).filter(|s| !s.is_empty()) {
            None => None,
            Some(s) => Some(s.parse().map_err(|_| ConfigError::Invalid {
                var: "SHOPLINKS_DOMAINS__RESOLVER",
                reason: format!("`{s}` is not ip:port"),
            })?),
        };
        if self.give_up_hours == 0 {
            return Err(ConfigError::Invalid {
                var: "SHOPLINKS_DOMAINS__GIVE_UP_HOURS",
                reason: "must be above 0".into(),
            });
        }
        let target = self.target.map(|t| t.trim().trim_end_matches('.').to_ascii_lowercase()).filter(|t| !t.is_empty());
        Ok(DomainSettings { target, resolver, give_up_hours: self.give_up_hours })
    }
}

/// One social network's OAuth 2 app and endpoints as configured; unset parts take the network's
/// public endpoints (docs/shopboard.md#networks).
#[derive(Debug, Clone, Default, Deserialize)]
pub struct SocialAppSettings {
    /// OAuth 2 client id.
    pub client_id: Option<String>,
    /// OAuth 2 client secret.
    pub client_secret: Option<String>,
    /// The consent page.
    pub authorize_url: Option<String>,
    /// The token endpoint (code exchange and refresh).
    pub token_url: Option<String>,
    /// Base of the posts API.
    pub api_url: Option<String>,
}

/// The social networks' apps, and whether the sandbox networks stand in for those not configured.
#[derive(Debug, Clone, Default, Deserialize)]
pub struct SocialSettings {
    /// Instagram's app.
    #[serde(default)]
    pub instagram: SocialAppSettings,
    /// TikTok's app.
    #[serde(default)]
    pub tiktok: SocialAppSettings,
    /// Pinterest's app.
    #[serde(default)]
    pub pinterest: SocialAppSettings,
    /// Whether the sandbox networks are mounted (set from `SHOPLINKS_SOCIAL_SANDBOX`).
    #[serde(skip)]
    pub sandbox: bool,
}

/// Validated settings the application runs on.
#[derive(Debug, Clone)]
pub struct Settings {
    /// Bind address (port 0 picks a free port, used by tests).
    pub addr: SocketAddr,
    /// Absolute base URL, without trailing slash: the site's one origin for links and for the
    /// cross-site check (port 0 is replaced by the bound port at start-up).
    pub public_url: Url,
    /// Folder for the SQLite file, outbox and uploads.
    pub data_dir: PathBuf,
    /// The database to use.
    pub database: DatabaseTarget,
    /// Local or production.
    pub environment: Environment,
    /// esbuild output folder.
    pub assets_dir: PathBuf,
    /// Templates folder.
    pub templates_dir: PathBuf,
    /// SSR pool.
    pub ssr: SsrSettings,
    /// The click journal.
    pub clicks: ClickSettings,
    /// The per-business upload quota.
    pub uploads: UploadSettings,
    /// Where files are kept.
    pub files: FileSettings,
    /// The job queue's worker.
    pub jobs: JobSettings,
    /// Brand domains.
    pub domains: DomainSettings,
    /// Database pool size.
    pub db_pool_size: u32,
    /// Whether the test-seeding endpoint is on.
    pub test_seed: bool,
    /// External booking page for "Book an expert".
    pub book_expert_url: String,
    /// The store platform's app listing.
    pub app_store_url: String,
    /// Support address shown on public pages.
    pub support_email: String,
    /// SMTP server URL; `None` writes emails to the outbox folder.
    pub smtp_url: Option<String>,
    /// Sender of every email.
    pub mail_from: lettre::message::Mailbox,
    /// Receives sign-up requests.
    pub team_email: lettre::message::Mailbox,
    /// External link of the sign-up request success dialog.
    pub register_request_link: String,
    /// Proxies whose `X-Forwarded-For` is believed.
    pub trusted_proxies: Vec<std::net::IpAddr>,
    /// Shopify app credentials and endpoints.
    pub shopify: ShopifySettings,
    /// Social networks' apps (the shopboard).
    pub social: SocialSettings,
}

/// The store platform settings.
#[derive(Debug, Clone)]
pub struct ShopifySettings {
    /// App API key (OAuth client id).
    pub api_key: String,
    /// App API secret (OAuth client secret, HMAC key).
    pub api_secret: String,
    /// Key for sealing access tokens at rest.
    pub secret_key: String,
    /// Whether the sandbox store is mounted.
    pub sandbox: bool,
    /// Admin API base URL template; `{shop}` is the shop domain, `{public_url}` our base URL.
    pub endpoint: String,
    /// The sandbox store's GraphQL cost bucket.
    pub sandbox_bucket: BucketSize,
    /// Where the adapter records each Admin API answer it receives (a test aid, see
    /// `features::store::shopify::record`); never set in production.
    pub admin_api_record_dir: Option<PathBuf>,
}

impl ShopifySettings {
    /// Local runs: fills values left unset with secrets generated once and kept in
    /// `{data_dir}/local-secrets.json`.
    pub fn fill_local_secrets(&mut self, data_dir: &std::path::Path) -> std::io::Result<()> {
        if !self.api_key.is_empty() && !self.api_secret.is_empty() && !self.secret_key.is_empty() {
            return Ok(());
        }
        let generated = local_secrets(data_dir)?;
        for (slot, value) in [
            (&mut self.api_key, generated.api_key),
            (&mut self.api_secret, generated.api_secret),
            (&mut self.secret_key, generated.secret_key),
        ] {
            if slot.is_empty() {
                *slot = value;
            }
        }
        Ok(())
    }

    /// The Admin API base URL of `shop` (no trailing slash).
    pub fn endpoint_for(&self, shop: &str, public_base: &str) -> String {
        self.endpoint.replace("{public_url}", public_base).replace("{shop}", shop).trim_end_matches('/').to_owned()
    }
}

/// A configuration problem, reported before anything starts.
#[derive(Debug, thiserror::Error)]
pub enum ConfigError {
    /// The layers could not be read or typed.
    #[error("configuration could not be read: {0}")]
    Load(#[from] config::ConfigError),
    /// A value is present but wrong.
    #[error("invalid {var}: {reason}")]
    Invalid {
        /// The variable or key at fault.
        var: &'static str,
        /// What is wrong with it.
        reason: String,
    },
}

impl Settings {
    /// Loads defaults, the optional file and the process environment.
    pub fn load() -> Result<Self, ConfigError> {
        let file = std::env::var("SHOPLINKS_CONFIG").unwrap_or_else(|_| "shoplinks.toml".into());
        let builder = Self::defaults()?.add_source(config::File::with_name(&file).required(false)).add_source(
            config::Environment::with_prefix("SHOPLINKS").prefix_separator("_").separator("__").try_parsing(true),
        );
        let builder = match std::env::var("DATABASE_URL") {
            Ok(url) if !url.trim().is_empty() => builder.set_override("database_url", url)?,
            _ => builder,
        };
        Self::from_raw(builder.build()?.try_deserialize()?)
    }

    /// Settings from defaults plus explicit overrides (tests use this).
    pub fn from_overrides(overrides: &[(&str, &str)]) -> Result<Self, ConfigError> {
        let mut builder = Self::defaults()?;
        for (key, value) in overrides {
            builder = builder.set_override(*key, *value)?;
        }
        Self::from_raw(builder.build()?.try_deserialize()?)
    }

    fn defaults() -> Result<config::ConfigBuilder<config::builder::DefaultState>, ConfigError> {
        Ok(config::Config::builder()
            .set_default("addr", "127.0.0.1:8080")?
            .set_default("data_dir", "./data")?
            .set_default("environment", "local")?
            .set_default("assets_dir", "ssr-bundle/dist")?
            .set_default("templates_dir", "templates")?
            .set_default("ssr.workers", 2)?
            .set_default("ssr.queue", 32)?
            .set_default("ssr.timeout_ms", 2000)?
            .set_default("clicks.fsync_ms", 0)?
            .set_default("clicks.journal_max_bytes", 4_u64 << 30)?
            .set_default("clicks.lag_alert_seconds", 60)?
            .set_default("uploads.per_hour", 60)?
            .set_default("uploads.bytes_per_day", 100_u64 << 20)?
            .set_default("files.store", "local")?
            .set_default("files.s3_region", "us-east-1")?
            .set_default("files.s3_prefix", "")?
            .set_default("jobs.workers", 4)?
            .set_default("jobs.lease_ms", 30_000)?
            .set_default("jobs.poll_ms", 1000)?
            .set_default("jobs.retry_ms", 10_000)?
            .set_default("domains.give_up_hours", 72)?
            .set_default("db_pool_size", 8)?
            .set_default("test_seed", false)?
            .set_default("book_expert_url", "https://calendly.com/shoplinks/expert")?
            .set_default("app_store_url", "https://apps.shopify.com/shoplinks")?
            .set_default("support_email", "support@shoplinks.app")?
            .set_default("mail_from", "Shoplinks <no-reply@shoplinks.app>")?
            .set_default("team_email", "team@shoplinks.app")?
            .set_default("register_request_link", "https://shoplinks.app")?
            .set_default("trusted_proxies", "")?
            .set_default("sandbox_api_bucket_size", 1000.0)?
            .set_default("sandbox_api_restore_rate", 100.0)?)
    }

    fn from_raw(raw: RawSettings) -> Result<Self, ConfigError> {
        let addr: SocketAddr = raw.addr.parse().map_err(|e| ConfigError::Invalid {
            var: "SHOPLINKS_ADDR",
            reason: format!("`{}` is not host:port ({e})", raw.addr),
        })?;
        let public_url = parse_public_url(raw.public_url.as_deref(), addr)?;
        let database = parse_database(raw.database_url.as_deref(), &raw.data_dir)?;
        if raw.ssr.workers == 0 || raw.ssr.queue == 0 || raw.ssr.timeout_ms == 0 {
            return Err(ConfigError::Invalid {
                var: "SHOPLINKS_SSR__*",
                reason: "workers, queue and timeout_ms must be above 0".into(),
            });
        }
        if raw.clicks.journal_max_bytes < 4096 || raw.clicks.lag_alert_seconds == 0 {
            return Err(ConfigError::Invalid {
                var: "SHOPLINKS_CLICKS__*",
                reason: "journal_max_bytes must be at least 4096 and lag_alert_seconds above 0".into(),
            });
        }
        if raw.uploads.per_hour == 0 || raw.uploads.bytes_per_day == 0 {
            return Err(ConfigError::Invalid {
                var: "SHOPLINKS_UPLOADS__*",
                reason: "per_hour and bytes_per_day must be above 0".into(),
            });
        }
        if raw.jobs.workers == 0 || raw.jobs.lease_ms < 300 || raw.jobs.poll_ms == 0 || raw.jobs.retry_ms == 0 {
            return Err(ConfigError::Invalid {
                var: "SHOPLINKS_JOBS__*",
                reason: "workers, poll_ms and retry_ms must be above 0 and lease_ms at least 300".into(),
            });
        }
        if raw.db_pool_size == 0 {
            return Err(ConfigError::Invalid { var: "SHOPLINKS_DB_POOL_SIZE", reason: "must be above 0".into() });
        }
        if raw.test_seed && raw.environment == Environment::Production {
            return Err(ConfigError::Invalid {
                var: "SHOPLINKS_TEST_SEED",
                reason: "test seeding cannot be enabled in production".into(),
            });
        }
        let admin_api_record_dir = raw.admin_api_record_dir.filter(|dir| !dir.as_os_str().is_empty());
        if admin_api_record_dir.is_some() && raw.environment == Environment::Production {
            return Err(ConfigError::Invalid {
                var: "SHOPLINKS_ADMIN_API_RECORD_DIR",
                reason: "recording the stores' answers cannot be enabled in production".into(),
            });
        }
        let files = raw.files.validated()?;
        let domains = raw.domains.validated()?;
        let mail_from = parse_mailbox("SHOPLINKS_MAIL_FROM", &raw.mail_from)?;
        let team_email = parse_mailbox("SHOPLINKS_TEAM_EMAIL", &raw.team_email)?;
        let trusted_proxies = raw
            .trusted_proxies
            .split(',')
            .map(str::trim)
            .filter(|s| !s.is_empty())
            .map(|s| {
                s.parse().map_err(|_| ConfigError::Invalid {
                    var: "SHOPLINKS_TRUSTED_PROXIES",
                    reason: format!("`{s}` is not an IP address"),
                })
            })
            .collect::<Result<Vec<_>, _>>()?;
        // Written so that NaN fails too.
        let bucket_ok = raw.sandbox_api_bucket_size >= 1.0 && raw.sandbox_api_restore_rate > 0.0;
        if !bucket_ok {
            return Err(ConfigError::Invalid {
                var: "SHOPLINKS_SANDBOX_API_BUCKET_SIZE / SHOPLINKS_SANDBOX_API_RESTORE_RATE",
                reason: "the bucket must hold at least 1 point and restore more than 0 per second".into(),
            });
        }
        let sandbox_bucket =
            BucketSize { maximum: raw.sandbox_api_bucket_size, restore_rate: raw.sandbox_api_restore_rate };
        let mut shopify = shopify_settings(
            raw.environment,
            raw.shopify_api_key,
            raw.shopify_api_secret,
            raw.secret_key,
            raw.sandbox,
            raw.shopify_endpoint,
            sandbox_bucket,
        )?;
        shopify.admin_api_record_dir = admin_api_record_dir;
        let social_sandbox = raw.social_sandbox.unwrap_or(shopify.sandbox);
        if social_sandbox && !SANDBOX_BUILT_IN {
            return Err(ConfigError::Invalid {
                var: "SHOPLINKS_SOCIAL_SANDBOX",
                reason: "this build has no sandbox networks (built without the `sandbox` feature)".into(),
            });
        }
        let social = SocialSettings { sandbox: social_sandbox, ..raw.social };
        let smtp_url = raw.smtp_url.filter(|s| !s.trim().is_empty());
        if let Some(url) = &smtp_url {
            if !(url.starts_with("smtp://") || url.starts_with("smtps://")) {
                return Err(ConfigError::Invalid {
                    var: "SHOPLINKS_SMTP_URL",
                    reason: "must start with smtp:// or smtps://".into(),
                });
            }
        }
        Ok(Settings {
            addr,
            public_url,
            data_dir: raw.data_dir,
            database,
            environment: raw.environment,
            assets_dir: raw.assets_dir,
            templates_dir: raw.templates_dir,
            ssr: raw.ssr,
            clicks: raw.clicks,
            uploads: raw.uploads,
            files,
            jobs: raw.jobs,
            domains,
            db_pool_size: raw.db_pool_size,
            test_seed: raw.test_seed,
            book_expert_url: raw.book_expert_url,
            app_store_url: raw.app_store_url,
            support_email: raw.support_email,
            smtp_url,
            mail_from,
            team_email,
            register_request_link: raw.register_request_link,
            trusted_proxies,
            shopify,
            social,
        })
    }

    /// The host brand domains point at: the configured target, else the public URL's host.
    pub fn domain_target(&self) -> String {
        self.domains.target.clone().unwrap_or_else(|| self.public_url.host_str().unwrap_or_default().to_owned())
    }

    /// The public base URL as a string without trailing slash.
    pub fn public_base(&self) -> String {
        self.public_url.as_str().trim_end_matches('/').to_owned()
    }
}

fn shopify_settings(
    environment: Environment,
    api_key: Option<String>,
    api_secret: Option<String>,
    secret_key: Option<String>,
    sandbox: Option<bool>,
    endpoint: Option<String>,
    sandbox_bucket: BucketSize,
) -> Result<ShopifySettings, ConfigError> {
    let nonempty = |v: Option<String>| v.filter(|s| !s.trim().is_empty());
    let (api_key, api_secret, secret_key) = (nonempty(api_key), nonempty(api_secret), nonempty(secret_key));
    let sandbox = sandbox.unwrap_or(environment == Environment::Local && SANDBOX_BUILT_IN);
    if sandbox && !SANDBOX_BUILT_IN {
        return Err(ConfigError::Invalid {
            var: "SHOPLINKS_SANDBOX",
            reason: "this build has no sandbox store (built without the `sandbox` feature)".into(),
        });
    }
    let (api_key, api_secret, secret_key) = match environment {
        Environment::Production => {
            let need = |v: Option<String>, var: &'static str| {
                v.ok_or(ConfigError::Invalid { var, reason: "required in production".into() })
            };
            (
                need(api_key, "SHOPLINKS_SHOPIFY_API_KEY")?,
                need(api_secret, "SHOPLINKS_SHOPIFY_API_SECRET")?,
                need(secret_key, "SHOPLINKS_SECRET_KEY")?,
            )
        }
        // Filled in at start-up by `ShopifySettings::fill_local_secrets` (no files are written
        // while merely parsing configuration).
        Environment::Local => {
            (api_key.unwrap_or_default(), api_secret.unwrap_or_default(), secret_key.unwrap_or_default())
        }
    };
    let endpoint = nonempty(endpoint).unwrap_or_else(|| {
        if sandbox {
            "{public_url}/sandbox/{shop}".to_owned()
        } else {
            "https://{shop}".to_owned()
        }
    });
    Ok(ShopifySettings {
        api_key,
        api_secret,
        secret_key,
        sandbox,
        endpoint,
        sandbox_bucket,
        admin_api_record_dir: None,
    })
}

/// Whether this binary has the sandbox store (the `sandbox` cargo feature, on by default).
const SANDBOX_BUILT_IN: bool = cfg!(feature = "sandbox");

/// Secrets generated for a local run, kept in the data dir so restarts can read what earlier
/// runs encrypted and so the sandbox store and the adapter keep agreeing on the app secret.
#[derive(serde::Serialize, Deserialize)]
struct LocalSecrets {
    api_key: String,
    api_secret: String,
    secret_key: String,
}

fn local_secrets(data_dir: &std::path::Path) -> std::io::Result<LocalSecrets> {
    let path = data_dir.join("local-secrets.json");
    if let Ok(text) = std::fs::read_to_string(&path) {
        if let Ok(secrets) = serde_json::from_str(&text) {
            return Ok(secrets);
        }
    }
    let random = || {
        use rand::RngCore;
        let mut bytes = [0u8; 24];
        rand::rng().fill_bytes(&mut bytes);
        hex::encode(bytes)
    };
    let secrets = LocalSecrets { api_key: random(), api_secret: random(), secret_key: random() };
    std::fs::create_dir_all(data_dir)?;
    std::fs::write(&path, serde_json::to_vec_pretty(&secrets).map_err(std::io::Error::other)?)?;
    Ok(secrets)
}

fn parse_mailbox(var: &'static str, value: &str) -> Result<lettre::message::Mailbox, ConfigError> {
    value.parse().map_err(|e| ConfigError::Invalid { var, reason: format!("`{value}` is not an email address ({e})") })
}

fn parse_public_url(raw: Option<&str>, addr: SocketAddr) -> Result<Url, ConfigError> {
    let text = raw.filter(|s| !s.trim().is_empty()).map(str::to_owned).unwrap_or_else(|| format!("http://{addr}"));
    let url = Url::parse(&text).map_err(|e| ConfigError::Invalid {
        var: "SHOPLINKS_PUBLIC_URL",
        reason: format!("`{text}` is not an absolute URL ({e})"),
    })?;
    if !matches!(url.scheme(), "http" | "https") || url.host().is_none() {
        return Err(ConfigError::Invalid {
            var: "SHOPLINKS_PUBLIC_URL",
            reason: format!("`{text}` must be an http(s) URL with a host"),
        });
    }
    Ok(url)
}

fn parse_database(raw: Option<&str>, data_dir: &std::path::Path) -> Result<DatabaseTarget, ConfigError> {
    match raw.map(str::trim).filter(|s| !s.is_empty()) {
        None => Ok(DatabaseTarget::Sqlite(data_dir.join("shoplinks.db"))),
        Some(url) if url.starts_with("postgres://") || url.starts_with("postgresql://") => {
            Ok(DatabaseTarget::Postgres(url.to_owned()))
        }
        Some(url) if url.starts_with("sqlite://") => {
            Ok(DatabaseTarget::Sqlite(PathBuf::from(url.trim_start_matches("sqlite://"))))
        }
        Some(other) => Err(ConfigError::Invalid {
            var: "DATABASE_URL",
            reason: format!(
                "`{}` is neither postgres://… nor sqlite://… (leave it unset for SQLite in the data dir)",
                other.chars().take(40).collect::<String>()
            ),
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn browsers_upload_to_the_buckets_origin() {
        let bucket = |endpoint: Option<&str>, path_style: bool| FileSettings {
            store: FileStoreKind::S3,
            s3: Some(S3Settings {
                bucket: "media".into(),
                region: "eu-west-1".into(),
                endpoint: endpoint.map(str::to_owned),
                access_key_id: "k".into(),
                secret_access_key: "s".into(),
                prefix: String::new(),
                path_style,
            }),
        };
        assert_eq!(bucket(None, false).upload_origin().as_deref(), Some("https://media.s3.eu-west-1.amazonaws.com"));
        assert_eq!(
            bucket(Some("http://127.0.0.1:4568/base"), true).upload_origin().as_deref(),
            Some("http://127.0.0.1:4568")
        );
        assert_eq!(
            bucket(Some("https://r2.example.com"), false).upload_origin().as_deref(),
            Some("https://media.r2.example.com")
        );
        assert_eq!(FileSettings { store: FileStoreKind::Local, s3: None }.upload_origin(), None);
    }

    #[test]
    fn defaults_give_sqlite_in_data_dir_and_local_public_url() {
        let s = Settings::from_overrides(&[]).expect("defaults are valid");
        assert_eq!(s.addr.to_string(), "127.0.0.1:8080");
        assert_eq!(s.public_base(), "http://127.0.0.1:8080");
        assert_eq!(s.database, DatabaseTarget::Sqlite(PathBuf::from("./data/shoplinks.db")));
    }

    #[test]
    fn a_bucket_needs_its_name_and_keys_and_an_endpoint_turns_on_path_style() {
        let local = Settings::from_overrides(&[]).expect("defaults");
        assert_eq!(local.files.store, FileStoreKind::Local);
        let err = Settings::from_overrides(&[("files.store", "s3")]).expect_err("no bucket");
        assert!(err.to_string().contains("SHOPLINKS_FILES__S3_BUCKET"), "{err}");
        let err = Settings::from_overrides(&[("files.store", "s3"), ("files.s3_bucket", "b")]).expect_err("no keys");
        assert!(err.to_string().contains("SHOPLINKS_FILES__S3_ACCESS_KEY_ID"), "{err}");
        let bucket = [
            ("files.store", "s3"),
            ("files.s3_bucket", "media"),
            ("files.s3_access_key_id", "id"),
            ("files.s3_secret_access_key", "secret"),
        ];
        let aws = Settings::from_overrides(&bucket).expect("aws");
        let s3 = aws.files.s3.expect("bucket");
        assert!(!s3.path_style && s3.endpoint.is_none() && s3.region == "us-east-1");
        let mut local_server = bucket.to_vec();
        local_server.push(("files.s3_endpoint", "http://127.0.0.1:4568"));
        let s3 = Settings::from_overrides(&local_server).expect("s3-compatible").files.s3.expect("bucket");
        assert!(s3.path_style);
        local_server.push(("files.s3_endpoint", "127.0.0.1:4568"));
        let err = Settings::from_overrides(&local_server).expect_err("not a url");
        assert!(err.to_string().contains("SHOPLINKS_FILES__S3_ENDPOINT"), "{err}");
        let err = Settings::from_overrides(&[("files.store", "ftp")]).expect_err("unknown store");
        assert!(err.to_string().contains("store"), "{err}");
    }

    #[test]
    fn postgres_url_selects_postgres() {
        let s = Settings::from_overrides(&[("database_url", "postgres://localhost/x")]).expect("valid");
        assert_eq!(s.database, DatabaseTarget::Postgres("postgres://localhost/x".into()));
    }

    #[test]
    fn bad_values_name_the_variable() {
        let err = Settings::from_overrides(&[("addr", "nope")]).expect_err("bad addr");
        assert!(err.to_string().contains("SHOPLINKS_ADDR"), "{err}");
        let err = Settings::from_overrides(&[("database_url", "mysql://x")]).expect_err("bad db");
        assert!(err.to_string().contains("DATABASE_URL"), "{err}");
        let err = Settings::from_overrides(&[("public_url", "ftp://x")]).expect_err("bad url");
        assert!(err.to_string().contains("SHOPLINKS_PUBLIC_URL"), "{err}");
        let err = Settings::from_overrides(&[("environment", "production"), ("test_seed", "true")])
            .expect_err("seed in prod");
        assert!(err.to_string().contains("SHOPLINKS_TEST_SEED"), "{err}");
        let err = Settings::from_overrides(&[("environment", "production"), ("admin_api_record_dir", "/tmp/x")])
            .expect_err("recording in prod");
        assert!(err.to_string().contains("SHOPLINKS_ADMIN_API_RECORD_DIR"), "{err}");
    }
}
