//! One resident JavaScript runtime on its own thread.
//!
//! The thread builds a `JsRuntime`, loads the bundle once, then serves render jobs from its
//! bounded queue until the queue closes. A render that is terminated (timeout) or leaves the
//! bundle unusable causes the runtime to be rebuilt before the next job, so one bad render
//! cannot poison later ones.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, Once};

use deno_core::{v8, JsRuntime, RuntimeOptions};
use tokio::sync::{mpsc, oneshot};

use super::{RenderOutput, SsrError};

/// A render request travelling to a worker.
pub(super) struct Job {
    /// Unique id, so a timed-out caller terminates only its own render.
    pub id: u64,
    /// `PageProps` as JSON.
    pub props_json: String,
    /// Where the answer goes.
    pub reply: oneshot::Sender<Result<RenderOutput, SsrError>>,
}

/// What the pool keeps of a worker to supervise it from other threads.
#[derive(Default)]
pub(super) struct WorkerMonitor {
    /// Id of the job being rendered now (0 = idle).
    pub current_job: AtomicU64,
    /// Handle able to terminate the runtime's current script.
    pub isolate: Mutex<Option<v8::IsolateHandle>>,
    /// How many times the runtime was (re)built.
    pub builds: AtomicU64,
}

impl WorkerMonitor {
    /// Terminates the running script if it is still `job_id`.
    pub fn terminate_if_running(&self, job_id: u64) {
        if self.current_job.load(Ordering::SeqCst) == job_id {
            if let Ok(guard) = self.isolate.lock() {
                if let Some(handle) = guard.as_ref() {
                    handle.terminate_execution();
                }
            }
        }
    }
}

static PLATFORM: Once = Once::new();

/// Starts a worker thread; it runs until `jobs` is closed.
pub(super) fn spawn(
    index: usize,
    bundle: Arc<String>,
    mut jobs: mpsc::Receiver<Job>,
    monitor: Arc<WorkerMonitor>,
    warmed: std::sync::mpsc::Sender<()>,
) -> std::io::Result<std::thread::JoinHandle<()>> {
    std::thread::Builder::new().name(format!("ssr-{index}")).spawn(move || {
        PLATFORM.call_once(|| JsRuntime::init_platform(None));
        let rt = match tokio::runtime::Builder::new_current_thread().enable_all().build() {
            Ok(rt) => rt,
            Err(e) => {
                tracing::error!(error = %e, "ssr worker could not start its event loop");
                return;
            }
        };
        let _entered = rt.enter();
        // Warm up at once, so the first request does not pay for loading the bundle.
        let mut runtime: Option<JsRuntime> = build_runtime(&bundle, &monitor, index);
        // The pool waits for this, so no runtime is half-built when the process ends.
        let _ = warmed.send(());
        drop(warmed);
        while let Some(job) = jobs.blocking_recv() {
            if job.reply.is_closed() {
                // The caller gave up (timeout) while the job was queued.
                continue;
            }
            if runtime.is_none() {
                runtime = build_runtime(&bundle, &monitor, index);
            }
            let Some(js) = runtime.as_mut() else {
                let _ = job.reply.send(Err(SsrError::Unavailable));
                continue;
            };
            monitor.current_job.store(job.id, Ordering::SeqCst);
            let result = render(js, &job.props_json);
            monitor.current_job.store(0, Ordering::SeqCst);
            let poisoned = match &result {
                Err(SsrError::Timeout(_)) => true,
                Err(_) => !bundle_is_usable(js),
                Ok(_) => false,
            };
            if poisoned {
                tracing::warn!(worker = index, "ssr runtime rebuilt after a fatal error");
                runtime = None;
                if let Ok(mut guard) = monitor.isolate.lock() {
                    *guard = None;
                }
            }
            let _ = job.reply.send(result);
        }
        // The pool is gone, which happens only as the process ends. Tearing an engine down
        // then can race the process's own exit-time destructors of the engine's globals (seen
        // as a crash at test-binary exit), so the runtime is left for the OS to reclaim.
        std::mem::forget(runtime);
    })
}

fn build_runtime(bundle: &str, monitor: &WorkerMonitor, index: usize) -> Option<JsRuntime> {
    let started = std::time::Instant::now();
    let mut js = JsRuntime::new(RuntimeOptions::default());
    if let Err(e) = js.execute_script("server.js", bundle.to_owned()) {
        tracing::error!(worker = index, error = %e, "ssr bundle failed to load");
        return None;
    }
    if !bundle_is_usable(&mut js) {
        tracing::error!(worker = index, "ssr bundle does not define SSR.render");
        return None;
    }
    if let Ok(mut guard) = monitor.isolate.lock() {
        *guard = Some(js.v8_isolate().thread_safe_handle());
    }
    monitor.builds.fetch_add(1, Ordering::SeqCst);
    tracing::info!(worker = index, load_ms = started.elapsed().as_millis() as u64, "ssr runtime ready");
    Some(js)
}

/// True when the global render entry point still exists and is callable.
fn bundle_is_usable(js: &mut JsRuntime) -> bool {
    let probe = "typeof globalThis.SSR === 'object' && typeof globalThis.SSR.render === 'function'";
    match js.execute_script("probe.js", probe) {
        Ok(value) => {
            deno_core::scope!(scope, js);
            v8::Local::new(scope, value).is_true()
        }
        Err(_) => false,
    }
}

fn render(js: &mut JsRuntime, props_json: &str) -> Result<RenderOutput, SsrError> {
    // The props travel as a JS string literal (serde_json quoting is valid JS); the bundle
    // returns the result object, which we serialise inside the engine so that one string
    // crosses the boundary.
    let literal = serde_json::to_string(props_json).map_err(|e| SsrError::Render(e.to_string()))?;
    let script = format!("JSON.stringify(globalThis.SSR.render({literal}))");
    let value = js.execute_script("render.js", script).map_err(|e| {
        let text = e.to_string();
        if text.contains("terminated") || text.contains("interrupted") {
            SsrError::Timeout(0)
        } else {
            SsrError::Render(text)
        }
    })?;
    let text = {
        deno_core::scope!(scope, js);
        let local = v8::Local::new(scope, value);
        if !local.is_string() {
            return Err(SsrError::Render("render did not return an object".into()));
        }
        local.to_rust_string_lossy(scope)
    };
    serde_json::from_str(&text).map_err(|e| SsrError::Render(format!("bad render result: {e}")))
}
