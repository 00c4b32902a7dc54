//! Server-side rendering of React pages in resident deno_core runtimes.
//!
//! The esbuild server bundle (`ssr-bundle/dist/server.js`) is loaded once per runtime; each
//! runtime lives on its own OS thread because `JsRuntime` is not `Send`. Requests reach the
//! runtimes over bounded queues ([`pool::SsrPool`]); the HTML they return is put into the
//! document shell by [`document`]. The contract with the bundle is in `docs/ssr-contract.md`.

pub mod assets;
pub mod client_files;
pub mod document;
pub mod pool;
mod worker;

pub use pool::{SsrPool, SsrPoolConfig};

use serde::Deserialize;

/// What one render produces (see `docs/ssr-contract.md`).
#[derive(Debug, Clone, Deserialize, PartialEq, Eq)]
pub struct RenderOutput {
    /// Markup for `#root`.
    pub html: String,
    /// styled-components style tags collected during this render.
    #[serde(default)]
    pub styles: String,
    /// `<title>`, meta description and social tags.
    #[serde(default)]
    pub head: String,
}

/// Why a render did not produce HTML.
#[derive(Debug, thiserror::Error)]
pub enum SsrError {
    /// Every runtime's queue is full; answer 503 with `Retry-After`.
    #[error("SSR queue full")]
    Overloaded,
    /// The render ran past its time limit and was terminated.
    #[error("render timed out after {0} ms")]
    Timeout(u64),
    /// The bundle threw or returned something that is not a render result.
    #[error("render failed: {0}")]
    Render(String),
    /// The runtime thread is gone (being rebuilt, or shut down).
    #[error("SSR runtime unavailable")]
    Unavailable,
}

impl From<SsrError> for crate::error::AppError {
    fn from(err: SsrError) -> Self {
        match err {
            SsrError::Overloaded => crate::error::AppError::Overloaded(1),
            other => crate::error::AppError::Internal(anyhow::Error::new(other)),
        }
    }
}
