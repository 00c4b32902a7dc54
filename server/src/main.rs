//! `shoplinks [serve|migrate|bulk-history]`: runs the server (default), applies migrations and
//! exits, or generates a merchant's history for the analytics bench (not in production).

use std::process::ExitCode;

use shoplinks::config::Settings;
use shoplinks::startup::{self, Application};

/// The server answers each redirect with a few dozen short-lived allocations (headers, cookies,
/// the target URL, the journal record); mimalloc's per-thread free lists make them cheaper than
/// glibc malloc's arenas (docs/operations.md#click-journal has the profile).
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() -> ExitCode {
    let command = std::env::args().nth(1).unwrap_or_else(|| "serve".to_owned());
    let settings = match Settings::load() {
        Ok(s) => s,
        Err(e) => {
            eprintln!("shoplinks: {e}");
            return ExitCode::from(2);
        }
    };
    shoplinks::telemetry::init(settings.environment, shoplinks::telemetry::DEFAULT_FILTER);
    let result = match command.as_str() {
        "serve" => run_server(settings),
        "migrate" => startup::migrate(&settings).map(|n| tracing::info!(applied = n, "migrations done")),
        "bulk-history" => bulk_history(&settings),
        "-h" | "--help" | "help" => {
            eprintln!("usage: shoplinks [serve|migrate|bulk-history --username NAME [--events N] [--orders N] [--days N] [--seed N]]");
            return ExitCode::SUCCESS;
        }
        other => {
            eprintln!("shoplinks: unknown command `{other}` (expected serve, migrate or bulk-history)");
            return ExitCode::from(2);
        }
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("shoplinks: {e:#}");
            ExitCode::FAILURE
        }
    }
}

fn run_server(settings: Settings) -> anyhow::Result<()> {
    actix_web::rt::System::new().block_on(async move {
        let app = Application::build(settings).await?;
        tracing::info!(url = %app.public_url(), addr = %app.addr(), "shoplinks listening");
        app.run_until_stopped().await
    })
}

/// `bulk-history --username NAME [--events N] [--orders N] [--days N] [--seed N]`: months of
/// clicks and orders for one merchant through the importer and order ingestion
/// (docs/analytics.md#measuring-at-scale). Refused in production: it invents shoppers.
fn bulk_history(settings: &Settings) -> anyhow::Result<()> {
    use shoplinks::features::testing::bulk;
    anyhow::ensure!(
        settings.environment != shoplinks::config::Environment::Production,
        "bulk-history invents shoppers and orders; it is refused in production"
    );
    let args: Vec<String> = std::env::args().skip(2).collect();
    let value = |flag: &str| args.iter().position(|a| a == flag).and_then(|i| args.get(i + 1)).cloned();
    let number = |flag: &str, default: u64| -> anyhow::Result<u64> {
        value(flag)
            .map_or(Ok(default), |v| v.parse().map_err(|_| anyhow::anyhow!("{flag} takes a whole number, not {v:?}")))
    };
    let plan = bulk::Plan {
        username: value("--username").ok_or_else(|| anyhow::anyhow!("bulk-history needs --username NAME"))?,
        events: number("--events", 5_000_000)?,
        orders: number("--orders", 200_000)?,
        days: u32::try_from(number("--days", 365)?)?,
        seed: number("--seed", 16)?,
    };
    let db = shoplinks::db::Db::connect(&settings.database, 1)?;
    let started = std::time::Instant::now();
    let summary = bulk::run(&db, &plan)?;
    tracing::info!(
        events = summary.events,
        visits = summary.visits,
        orders = summary.orders,
        with_click = summary.with_click,
        refunds = summary.refunds,
        seconds = started.elapsed().as_secs(),
        "bulk history done"
    );
    Ok(())
}
