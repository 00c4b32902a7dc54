//! Security headers on every response, with a fresh CSP nonce per response.
//!
//! A page renderer takes the nonce with [`CspNonce::of`] and stamps it on the document's scripts;
//! the policy added here names the same nonce, so scripts without it do not run. Chunks loaded by
//! the nonced entry are trusted through `'strict-dynamic'`.

use actix_web::body::MessageBody;
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::header::{self, HeaderValue};
use actix_web::middleware::Next;

pub use kernel::web::CspNonce;

/// The Content-Security-Policy for a nonce.
pub fn content_security_policy(nonce: &str) -> String {
    content_security_policy_for(nonce, &Allowances::default())
}

/// Origins a page may use beyond its own.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Allowances {
    /// Origins forms may submit to (browsers also hold a form's redirect to `form-action`, so a
    /// form answered by a redirect to the store needs the store's origin).
    pub form_targets: Vec<String>,
    /// Script origins (a merchant's analytics tags; nonced scripts load them).
    pub scripts: Vec<String>,
    /// Origins scripts may send to (the tags' collection endpoints).
    pub connect: Vec<String>,
}

/// The policy with the `allowances` added to their directives.
pub fn content_security_policy_for(nonce: &str, allowances: &Allowances) -> String {
    let with = |first: &str, more: &[String]| {
        let mut out = String::from(first);
        for origin in more {
            out.push(' ');
            out.push_str(origin);
        }
        out
    };
    let script_src = with(&format!("'nonce-{nonce}' 'strict-dynamic'"), &allowances.scripts);
    let connect_src = with("'self'", &allowances.connect);
    let form_action = with("'self'", &allowances.form_targets);
    format!(
        "default-src 'self'; script-src {script_src}; \
         style-src 'self' 'unsafe-inline'; img-src 'self' data: blob: https:; \
         font-src 'self' data:; connect-src {connect_src}; object-src 'none'; base-uri 'none'; \
         frame-ancestors 'none'; form-action {form_action}"
    )
}

/// Middleware: headers out, with the policy naming the response's nonce.
pub async fn security_headers(
    req: ServiceRequest,
    next: Next<impl MessageBody>,
) -> Result<ServiceResponse<impl MessageBody>, actix_web::Error> {
    let mut res = next.call(req).await?;
    // A handler may set a stricter or wider policy of its own (the instant store page does).
    // A redirect renders nothing, so a browser applies no policy to it: the short links' 302s
    // (the hot path) skip its 330 bytes, and their nonce is never made.
    if !res.status().is_redirection() && !res.headers().contains_key(header::CONTENT_SECURITY_POLICY) {
        // The nonce the page stamped on its scripts, or a fresh one if it rendered none.
        let nonce = CspNonce::of(res.request());
        // The file store's bucket, which the magic store uploads to straight from the browser.
        let bucket = res
            .request()
            .app_data::<actix_web::web::Data<crate::state::AppState>>()
            .and_then(|state| state.settings.files.upload_origin());
        let allowances = Allowances { connect: bucket.into_iter().collect(), ..Allowances::default() };
        if let Ok(csp) = HeaderValue::from_str(&content_security_policy_for(&nonce, &allowances)) {
            res.headers_mut().insert(header::CONTENT_SECURITY_POLICY, csp);
        }
    }
    let headers = res.headers_mut();
    headers.insert(header::X_CONTENT_TYPE_OPTIONS, HeaderValue::from_static("nosniff"));
    headers.insert(header::REFERRER_POLICY, HeaderValue::from_static("strict-origin-when-cross-origin"));
    headers.insert(header::X_FRAME_OPTIONS, HeaderValue::from_static("DENY"));
    headers.insert(
        header::HeaderName::from_static("permissions-policy"),
        HeaderValue::from_static("camera=(), microphone=(), geolocation=()"),
    );
    Ok(res)
}
