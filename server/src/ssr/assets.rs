//! The client bundle's manifest: which hashed file is the entry point, and which chunks each
//! page preloads.

use std::collections::HashMap;
use std::fmt::Write as _;
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
    /// Per page id (as on the wire, e.g. `home`): the chunks its first visit loads besides the
    /// entry, which the document preloads.
    #[serde(default)]
    pub preload: HashMap<String, Vec<String>>,
    /// Per language other than English: the chunks of its catalogue, preloaded as well.
    #[serde(default)]
    pub locales: HashMap<String, Vec<String>>,
}

impl Manifest {
    /// Reads the manifest written by the client build.
    pub fn load(assets_dir: &Path) -> anyhow::Result<Self> {
        let path = assets_dir.join("manifest.json");
        let text = std::fs::read_to_string(&path)
            .map_err(|e| anyhow::anyhow!("cannot read {} ({e}); run scripts/setup to build the UI", path.display()))?;
        let manifest: Manifest = serde_json::from_str(&text)?;
        let chunks = manifest.preload.values().chain(manifest.locales.values()).flatten();
        for name in std::iter::once(&manifest.entry).chain(manifest.shopper.as_ref()).chain(chunks) {
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

    /// The preload tags of every page and language, built once.
    pub fn preloads(&self) -> Preloads {
        let tags = |files: &Vec<String>| -> Vec<String> { files.iter().map(|f| format!("/assets/{f}")).collect() };
        Preloads {
            pages: self.preload.iter().map(|(page, files)| (page.clone(), tags(files))).collect(),
            locales: self.locales.iter().map(|(locale, files)| (locale.clone(), tags(files))).collect(),
        }
    }
}

/// What a page's document preloads (`<link rel="modulepreload">`): its chunks and its
/// language's catalogue, so the browser asks for them all at once, with the HTML, instead of
/// finding them one import at a time after the entry has run (docs/ssr-contract.md).
#[derive(Debug, Clone, Default)]
pub struct Preloads {
    pages: HashMap<String, Vec<String>>,
    locales: HashMap<String, Vec<String>>,
}

impl Preloads {
    /// The tags for `page` (its wire name) in `locale`, each with the response's CSP nonce:
    /// under `'strict-dynamic'` a preload without it is refused.
    pub fn tags(&self, page: &str, locale: &str, nonce: &str) -> String {
        let urls = self.pages.get(page).into_iter().chain(self.locales.get(locale)).flatten();
        let mut out = String::new();
        for url in urls {
            let _ = write!(out, "<link rel=\"modulepreload\" href=\"{url}\" nonce=\"{nonce}\">");
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_page_preloads_its_chunks_and_its_language() {
        let manifest: Manifest = serde_json::from_str(
            r#"{"entry":"e.js","preload":{"home":["core.js","home.js"]},"locales":{"he":["he.js"]}}"#,
        )
        .expect("parses");
        let preloads = manifest.preloads();
        assert_eq!(
            preloads.tags("home", "en", "n1"),
            "<link rel=\"modulepreload\" href=\"/assets/core.js\" nonce=\"n1\">\
             <link rel=\"modulepreload\" href=\"/assets/home.js\" nonce=\"n1\">"
        );
        assert!(preloads
            .tags("home", "he", "n1")
            .ends_with("<link rel=\"modulepreload\" href=\"/assets/he.js\" nonce=\"n1\">"));
        assert_eq!(preloads.tags("login", "en", "n1"), "");
    }
}
