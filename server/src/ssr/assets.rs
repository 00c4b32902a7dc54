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
    /// The instant store page's own small script (not part of the app's bundle), when built.
    #[serde(default)]
    pub shopper: Option<String>,
}

impl Manifest {
    /// Reads the manifest written by the client build.
    pub fn load(assets_dir: &Path) -> anyhow::Result<Self> {
        let path = assets_dir.join("manifest.json");
        let text = std::fs::read_to_string(&path)
            .map_err(|e| anyhow::anyhow!("cannot read {} ({e}); run scripts/setup to build the UI", path.display()))?;
        let manifest: Manifest = serde_json::from_str(&text)?;
        for name in std::iter::once(&manifest.entry).chain(manifest.shopper.as_ref()) {
            if name.contains('/') || name.contains("..") {
                anyhow::bail!("manifest file names must be plain file names, got {name}");
            }
        }
        Ok(manifest)
    }

    /// URL of the instant store page's script.
    pub fn shopper_url(&self) -> Option<String> {
        self.shopper.as_ref().map(|name| format!("/assets/{name}"))
    }

    /// URL of the entry script.
    pub fn entry_url(&self) -> String {
        format!("/assets/{}", self.entry)
    }
}
