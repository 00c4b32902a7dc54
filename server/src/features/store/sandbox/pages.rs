//! The sandbox store's own HTML pages (consent, cancelled, and later its storefront and admin),
//! rendered from `templates/sandbox/` with minijinja and HTML auto-escaping. They stand in for
//! Shopify's pages, so they are plain server HTML, not part of the React app.

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
        let source = std::fs::read_to_string(self.dir.join(name))?;
        let mut env = Environment::new();
        env.set_auto_escape_callback(|_| AutoEscape::Html);
        Ok(env.render_str(&source, minijinja::Value::from(minijinja::value::Serde(context)))?)
    }
}
