//! `shoplinks [serve|migrate]`: runs the server (default) or applies migrations and exits.

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
        "-h" | "--help" | "help" => {
            eprintln!("usage: shoplinks [serve|migrate]");
            return ExitCode::SUCCESS;
        }
        other => {
            eprintln!("shoplinks: unknown command `{other}` (expected serve or migrate)");
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
