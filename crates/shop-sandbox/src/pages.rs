//! The sandbox store's own HTML pages (consent, cancelled, storefront, checkout, admin),
//! rendered from `templates/sandbox/` with minijinja and HTML auto-escaping. They stand in for
//! Shopify's pages, so they are plain server HTML, not part of the React app. Templates may
//! extend `layout.html` (shared styles); they are read from disk on each render, which keeps
//! editing them easy and costs nothing that matters in local runs.

use std::path::{Path, PathBuf};

use minijinja::{AutoEscape, Environment};
use serde::Serialize;

/// The templates folder of the sandbox pages.
#[derive(Debug, Clone)]
pub struct SandboxPages {
    dir: PathBuf,
}

impl SandboxPages {
    /// Uses `templates_dir/sandbox`.
    pub fn new(templates_dir: &Path) -> Self {
        SandboxPages { dir: templates_dir.join("sandbox") }
    }

    /// Renders `name` with `context`.
    pub fn render<C: Serialize>(&self, name: &str, context: &C) -> anyhow::Result<String> {
        let dir = self.dir.clone();
        let mut env = Environment::new();
        env.set_auto_escape_callback(|_| AutoEscape::Html);
        env.set_loader(move |name| {
            // Only plain file names from our own folder.
            if name.contains(['/', '\\']) || name.starts_with('.') {
                return Ok(None);
            }
            match std::fs::read_to_string(dir.join(name)) {
                Ok(source) => Ok(Some(source)),
                Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
                Err(e) => {
                    Err(minijinja::Error::new(minijinja::ErrorKind::InvalidOperation, "template unreadable")
                        .with_source(e))
                }
            }
        });
        Ok(env.get_template(name)?.render(minijinja::Value::from(minijinja::value::Serde(context)))?)
    }
}

impl SandboxPages {
    /// An HTML response of `name` with `status`.
    pub fn respond<C: Serialize>(
        &self,
        status: actix_web::http::StatusCode,
        name: &str,
        context: &C,
    ) -> kernel::error::AppResult<actix_web::HttpResponse> {
        let html = self.render(name, context).map_err(kernel::error::AppError::Internal)?;
        Ok(actix_web::HttpResponse::build(status).content_type("text/html; charset=utf-8").body(html))
    }

    /// The sandbox's error page (`error.html`) with `status`, a title and a message.
    pub fn error(
        &self,
        status: actix_web::http::StatusCode,
        shop: &str,
        title: &str,
        message: &str,
    ) -> kernel::error::AppResult<actix_web::HttpResponse> {
        self.respond(status, "error.html", &serde_json::json!({"shop": shop, "title": title, "message": message}))
    }
}
