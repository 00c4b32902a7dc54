//! A test aid: with `SHOPLINKS_ADMIN_API_RECORD_DIR` set (refused in production), the adapter
//! writes every Admin API answer it receives to that folder, one file per exchange
//! (`{pid}-{n}.json`: the document's name, the variables and the body), and the list of its
//! documents once per process (`documents-{pid}.json`: the API version and every document's
//! name and text). The test command turns it on for the integration tests and then checks the
//! folder with `scripts/check-admin-api.mjs`: each document against Shopify's schema of that
//! version, each answer against the types the document selects, and that every document was
//! sent at least once (docs/store.md#admin-api-version-and-schema). File names carry the
//! process id, so test processes that share a folder never write the same file.

use std::collections::HashSet;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{LazyLock, Mutex};

use serde_json::{json, Value};

use super::admin::API_VERSION;
use super::documents::{self, Document};

/// Exchanges recorded by this process, for the file names.
static SEQUENCE: AtomicU64 = AtomicU64::new(0);
/// Folders that already hold this process's list of documents.
static LISTED: LazyLock<Mutex<HashSet<PathBuf>>> = LazyLock::new(Mutex::default);

/// Records one answer to `document` in `dir`. A failure to write is logged: the check then
/// misses the exchange and says so.
pub async fn exchange(dir: &Path, document: &Document, variables: &Value, body: &Value) {
    if let Err(e) = write(dir, document, variables, body).await {
        tracing::warn!(dir = %dir.display(), error = %e, "could not record an Admin API exchange");
    }
}

async fn write(dir: &Path, document: &Document, variables: &Value, body: &Value) -> std::io::Result<()> {
    let pid = std::process::id();
    let first_here = LISTED.lock().unwrap_or_else(std::sync::PoisonError::into_inner).insert(dir.to_owned());
    if first_here {
        tokio::fs::create_dir_all(dir).await?;
        let list: Vec<Value> = documents::ALL.iter().map(|d| json!({"name": d.name(), "text": d.text()})).collect();
        let listing = json!({"apiVersion": API_VERSION, "documents": list});
        // Written whole under another name first, so a reader never sees half of it.
        let partial = dir.join(format!(".documents-{pid}.json"));
        tokio::fs::write(&partial, serde_json::to_vec_pretty(&listing)?).await?;
        tokio::fs::rename(&partial, dir.join(format!("documents-{pid}.json"))).await?;
    }
    let n = SEQUENCE.fetch_add(1, Ordering::Relaxed);
    let record = json!({"document": document.name(), "variables": variables, "response": body});
    tokio::fs::write(dir.join(format!("{pid}-{n:06}.json")), serde_json::to_vec(&record)?).await
}
