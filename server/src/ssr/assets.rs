//! The client bundle's manifest: which hashed file is the entry point.

use std::path::Path;

use serde::Deserialize;

/// `ssr-bundle/dist/manifest.json`, written by `ssr-bundle/build.mjs`.
#[derive(Debug, Clone, Deserialize)]
pub struct Manifest {
    /// Entry chunk file name, relative to `dist/client/`.
    pub entry: String,
    /// Stylesheets to link (styled-components needs none; kept for completeness).
    #[serde(default)]
    pub css: Vec<String>,
}

impl Manifest {
    /// Reads the manifest written by the client build.
    pub fn load(assets_dir: &Path) -> anyhow::Result<Self> {
        let path = assets_dir.join("manifest.json");
        let text = std::fs::read_to_string(&path)
            .map_err(|e| anyhow::anyhow!("cannot read {} ({e}); run scripts/setup to build the UI", path.display()))?;
        let manifest: Manifest = serde_json::from_str(&text)?;
        if manifest.entry.contains('/') || manifest.entry.contains("..") {
            anyhow::bail!("manifest entry must be a plain file name, got {}", manifest.entry);
        }
        Ok(manifest)
    }

    /// URL of the entry script.
    pub fn entry_url(&self) -> String {
        format!("/assets/{}", self.entry)
    }
}
