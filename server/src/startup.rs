//! Builds the application: database, SSR pool, routes, and the bound listener.
//!
//! `Application::build` binds the listener itself so tests can ask for port 0 and read the real
//! port back. actix-web stops gracefully on SIGTERM: it stops accepting, lets in-flight
//! requests finish (up to the shutdown timeout), then exits.

use std::net::TcpListener;
use std::sync::Arc;
use std::time::Duration;

use actix_web::dev::Server;
use actix_web::http::header;
use actix_web::middleware::{from_fn, DefaultHeaders};
use actix_web::{web, App, HttpServer};
use tracing_actix_web::TracingLogger;

use crate::config::Settings;
use crate::db::{migrate as db_migrate, Db};
use crate::error::AppError;
use crate::features::clicks::ClickWriter;
use crate::features::email::Mailer;
use crate::features::links::LinkChanges;
use crate::features::{auth, health, pages, public, store, testing};
use crate::http::body_encoding::refuse_encoded_bodies;
use crate::http::origin::refuse_cross_site;
use crate::http::rate_limit::RateLimits;
use crate::http::security::security_headers;
use crate::ssr::assets::Manifest;
use crate::ssr::document::DocumentTemplate;
use crate::ssr::{SsrPool, SsrPoolConfig};
use crate::state::{AppState, Handles};

/// How long an idle connection is kept open for the client's next request. Longer than the idle
/// time of the clients and proxies in front of us (load balancers keep 60 s; Node's and
/// Playwright's keep-alive agents reuse idle sockets until the server closes them): the side
/// that closes an idle connection must be the client, or a request sent just as the server
/// closes it fails with a reset (with actix-web's default of 5 s, a test shows the race window;
/// docs/operations.md#idle-connections). A stop still closes idle connections within the
/// shutdown timeout below.
const KEEP_ALIVE: Duration = Duration::from_secs(75);

/// A built, bound, not yet running server.
pub struct Application {
    server: Server,
    addr: std::net::SocketAddr,
    public_url: String,
    state: web::Data<AppState>,
    clicks: ClickWriter,
}

/// Applies pending migrations for the configured database; returns how many ran.
pub fn migrate(settings: &Settings) -> anyhow::Result<usize> {
    let db = Db::connect(&settings.database, 1)?;
    let mut conn = db.get()?;
    Ok(db_migrate::run_pending(&mut conn)?
        + store::migrate_sandbox(&mut conn)?
        + crate::features::shopboard::migrate_sandbox(&mut conn)?)
}

impl Application {
    /// Builds state from settings, using the bundle named by `settings.assets_dir`.
    pub async fn build(settings: Settings) -> anyhow::Result<Self> {
        let bundle_path = settings.assets_dir.join("server.js");
        let ssr = SsrPool::start(&bundle_path, pool_config(&settings))?;
        Self::build_with_ssr(settings, ssr).await
    }

    /// Builds with an already started SSR pool (tests pass one over a fixture bundle).
    pub async fn build_with_ssr(mut settings: Settings, ssr: SsrPool) -> anyhow::Result<Self> {
        std::fs::create_dir_all(&settings.data_dir)?;
        let data_dir = settings.data_dir.clone();
        settings.shopify.fill_local_secrets(&data_dir)?;
        let db = Db::connect(&settings.database, settings.db_pool_size)?;
        let document = DocumentTemplate::load(&settings.templates_dir)?;
        let manifest = Manifest::load(&settings.assets_dir)?;
        // Each feature registers the handles it owns; the state names none of them.
        let mut handles = Handles::default();
        handles.insert(Mailer::from_settings(&settings)?);
        crate::features::email::register(&mut handles);
        store::register(&mut handles, &settings);
        let mut link_changes = LinkChanges::default();
        public::register(&mut handles, &mut link_changes, public::ShopperScript(manifest.shopper_url()));
        handles.insert(link_changes);
        crate::features::analytics::register(&mut handles);
        crate::features::media::register(&mut handles, &settings)?;
        crate::features::shopboard::register(&mut handles);
        crate::features::magic_store::register(&mut handles);
        crate::features::domains::register(&mut handles, &settings);
        crate::features::fees::register(&mut handles);
        // What each feature does when a lower one publishes an event (crate::events), in the
        // order the subscribers run: the owners of links, the theme, the catalog, billing,
        // orders and settings follow the store; auto-swap and AI tagging follow the catalog.
        crate::features::links::subscribe(&mut handles);
        crate::features::appearance::subscribe(&mut handles);
        crate::features::catalog::subscribe(&mut handles);
        crate::features::billing::subscribe(&mut handles);
        crate::features::orders::subscribe(&mut handles);
        crate::features::settings::subscribe(&mut handles);
        crate::features::vision::subscribe(&mut handles);
        // The upkeep each feature runs on what it owns (crate::features::jobs::Periodic).
        crate::features::accounts::schedule(&mut handles);
        crate::features::auth::schedule(&mut handles);
        store::schedule(&mut handles);
        crate::features::settings::schedule(&mut handles);
        crate::features::clicks::schedule(&mut handles);
        crate::features::media::schedule(&mut handles);
        crate::features::orders::schedule(&mut handles);
        crate::features::jobs::setup(&mut handles);
        crate::features::auth::passwords::warm_up();
        let listener = TcpListener::bind(settings.addr)?;
        let addr = listener.local_addr()?;
        let (clicks, click_monitor, click_writer) = ClickWriter::start(db.clone(), &data_dir, &settings.clicks)?;
        handles.insert(clicks);
        handles.insert(click_monitor);
        if settings.addr.port() == 0 {
            // Port 0 (tests) binds a free port: the public URL names the one bound, so links,
            // cookies and the cross-site check all see the address clients actually reach.
            settings.public_url = url::Url::parse(&format!("http://{addr}"))?;
        }
        let public_url = settings.public_base();
        let state = web::Data::new(AppState {
            settings: Arc::new(settings),
            db,
            ssr,
            document,
            entry_url: manifest.entry_url(),
            preloads: manifest.preloads(),
            public_base: public_url.clone(),
            limits: RateLimits::default(),
            http: reqwest::Client::builder()
                .redirect(reqwest::redirect::Policy::none())
                .connect_timeout(Duration::from_secs(5))
                .timeout(Duration::from_secs(20))
                .build()?,
            handles,
        });
        let server = serve(listener, state.clone())?;
        crate::features::jobs::start(&state);
        if let Err(e) = crate::features::catalog::resume_unfinished(state.clone()).await {
            tracing::warn!(error = %e, "unfinished catalog syncs could not be resumed");
        }
        if let Err(e) = crate::features::shopboard::resume_unfinished(state.clone()).await {
            tracing::warn!(error = %e, "unfinished social syncs could not be resumed");
        }
        Ok(Application { server, addr, public_url, state, clicks: click_writer })
    }

    /// The bound address (real port when 0 was asked).
    pub fn addr(&self) -> std::net::SocketAddr {
        self.addr
    }

    /// Base URL people use.
    pub fn public_url(&self) -> &str {
        &self.public_url
    }

    /// Shared state (tests reach the database through it).
    pub fn state(&self) -> web::Data<AppState> {
        self.state.clone()
    }

    /// Runs until SIGTERM/SIGINT or until the server is stopped; then closes the click journal
    /// (the HTTP server has finished its requests, so no more clicks arrive). Clicks the
    /// importer has not stored by then are stored at the next start.
    pub async fn run_until_stopped(self) -> anyhow::Result<()> {
        let served = self.server.await;
        self.clicks.shutdown().await;
        served?;
        tracing::info!("shoplinks stopped");
        Ok(())
    }
}

fn pool_config(settings: &Settings) -> SsrPoolConfig {
    SsrPoolConfig {
        workers: settings.ssr.workers,
        queue: settings.ssr.queue,
        timeout: Duration::from_millis(settings.ssr.timeout_ms),
    }
}

fn serve(listener: TcpListener, state: web::Data<AppState>) -> anyhow::Result<Server> {
    let client_dir = state.settings.assets_dir.join("client");
    let sandbox = store::SandboxMount::new(&state);
    let social_sandbox = crate::features::shopboard::SandboxMount::new(&state);
    let server = HttpServer::new(move || {
        let seed = state.settings.test_seed;
        App::new()
            .app_data(state.clone())
            .app_data(
                web::JsonConfig::default()
                    .limit(1 << 20)
                    .error_handler(|err, _| AppError::BadRequest(format!("Invalid JSON body: {err}")).into()),
            )
            .app_data(
                web::QueryConfig::default()
                    .error_handler(|err, _| AppError::BadRequest(format!("Invalid query: {err}")).into()),
            )
            .app_data(
                web::PathConfig::default()
                    .error_handler(|err, _| AppError::BadRequest(format!("Invalid path: {err}")).into()),
            )
            .wrap(from_fn(refuse_cross_site))
            // Outside the cross-site check: it marks a brand domain's requests for it.
            .wrap(from_fn(crate::features::public::brand_hosts))
            .wrap(from_fn(refuse_encoded_bodies))
            .wrap(from_fn(security_headers))
            .wrap(TracingLogger::<crate::features::public::QuietPublicLinks>::new())
            .configure(health::routes)
            .configure(store::routes)
            .configure(crate::features::billing::routes)
            .configure(|cfg| sandbox.routes(cfg))
            .configure(|cfg| social_sandbox.routes(cfg))
            .configure(crate::features::media::file_routes)
            .service(
                web::scope("/assets")
                    .wrap(DefaultHeaders::new().add((header::CACHE_CONTROL, "public, max-age=31536000, immutable")))
                    .configure(|cfg| crate::ssr::client_files::routes(cfg, client_dir.clone())),
            )
            .service(
                web::scope("/api")
                    .wrap(DefaultHeaders::new().add((header::CACHE_CONTROL, "no-store")))
                    .configure(crate::openapi::routes)
                    .configure(auth::routes)
                    .configure(store::api_routes)
                    .configure(crate::features::catalog::routes)
                    .configure(crate::features::billing::api_routes)
                    .configure(crate::features::orders::routes)
                    // Before the links routes: `/admin/v1/links/analytics` is not a link id.
                    .configure(crate::features::analytics::routes)
                    .configure(crate::features::links::routes)
                    .configure(crate::features::influencers::routes)
                    .configure(crate::features::appearance::routes)
                    .configure(crate::features::settings::routes)
                    .configure(crate::features::shopboard::routes)
                    .configure(crate::features::media::api_routes)
                    .configure(crate::features::magic_store::routes)
                    .configure(crate::features::domains::routes)
                    .configure(crate::features::fees::routes)
                    .configure(|cfg| {
                        if seed {
                            testing::routes(cfg);
                        }
                    }),
            )
            .configure(crate::features::public::routes)
            .configure(pages::routes)
    })
    .listen(listener)?
    .keep_alive(KEEP_ALIVE)
    // With the importer's grace after it, a stop takes at most 8 s: inside the 10 s an
    // orchestrator gives by default (docs/deploy.md).
    .shutdown_timeout(6)
    .run();
    Ok(server)
}
