//! The page handler: resolve the route, check the session, build props, then answer with the
//! server-rendered document or, for `Accept: application/json`, with the props themselves.

use actix_web::http::{header, StatusCode};
use actix_web::{web, HttpRequest, HttpResponse};

use super::props::{ClientConfig, PageProps};
use super::routes::{self, Resolution};
use crate::error::AppError;
use crate::features::accounts::session;
use crate::http::envelope;
use crate::http::locale;
use crate::http::negotiate::wants_json;
use crate::http::redirect;
use crate::http::security::CspNonce;
use crate::ssr::document::DocumentValues;
use crate::ssr::SsrError;
use crate::state::AppState;

/// Renders any page route (GET and HEAD); other methods get 405.
pub async fn page(req: HttpRequest, state: web::Data<AppState>) -> Result<HttpResponse, AppError> {
    if req.method() != actix_web::http::Method::GET && req.method() != actix_web::http::Method::HEAD {
        if req.path().starts_with("/api/") {
            return Err(AppError::NotFound("No such API endpoint".into()));
        }
        return Err(AppError::MethodNotAllowed);
    }
    if req.path().starts_with("/api/") || req.path() == "/api" {
        return Err(AppError::NotFound("No such API endpoint".into()));
    }
    if let Some(res) = super::auth_param::absorb(&req, &state).await? {
        return Ok(res);
    }
    let json = wants_json(&req);
    let page = match routes::resolve(req.path()) {
        Resolution::Redirect(to) => return Ok(redirect::found(to)),
        Resolution::Page(page) => page,
    };
    let session = session::current(&state.db, &req).await?;
    if page.is_dashboard() && session.is_none() {
        if json {
            return Err(AppError::Unauthorized);
        }
        return Ok(redirect::found(routes::LOGIN));
    }
    let Some(data) = super::data::for_page(page, &req, &state, session.as_ref()).await? else {
        return Ok(redirect::found(routes::HOME));
    };
    let (locale, lang_cookie) = locale::choose(&req, session.as_ref().and_then(|s| s.locale.as_deref()));
    let signed_in = session.is_some();
    let props = PageProps {
        page,
        path: req.path().to_owned(),
        query: query_without_secrets(req.query_string()),
        locale,
        user: session.map(|s| s.user),
        config: client_config(&state),
        data,
    };
    let mut response = if json { envelope::ok(&props) } else { render_html(&req, &state, &props).await };
    let cache = if signed_in { "no-store" } else { "no-cache" };
    response.headers_mut().insert(header::CACHE_CONTROL, header::HeaderValue::from_static(cache));
    response.headers_mut().insert(header::VARY, header::HeaderValue::from_static("Accept, Cookie"));
    if let Some(cookie) = lang_cookie {
        response.add_cookie(&cookie).map_err(|e| AppError::Internal(e.into()))?;
    }
    Ok(response)
}

/// The query string for page props, without `password` (influencer auto-login links carry one;
/// it must not be echoed into the page's embedded JSON).
fn query_without_secrets(query: &str) -> String {
    let pairs = url::form_urlencoded::parse(query.as_bytes());
    if !pairs.clone().any(|(k, _)| k == "password") {
        return query.to_owned();
    }
    url::form_urlencoded::Serializer::new(String::new()).extend_pairs(pairs.filter(|(k, _)| k != "password")).finish()
}

/// The browser settings every page carries.
pub fn client_config(state: &AppState) -> ClientConfig {
    ClientConfig {
        public_url: state.public_base.clone(),
        book_expert_url: state.settings.book_expert_url.clone(),
        app_store_url: state.settings.app_store_url.clone(),
        support_email: state.settings.support_email.clone(),
    }
}

async fn render_html(req: &HttpRequest, state: &AppState, props: &PageProps) -> HttpResponse {
    let nonce = CspNonce::of(req);
    let props_json = match serde_json::to_string(props) {
        Ok(j) => j,
        Err(e) => return error_page(StatusCode::INTERNAL_SERVER_ERROR, &format!("props: {e}")),
    };
    let started = std::time::Instant::now();
    let output = match state.ssr.render(props_json.clone()).await {
        Ok(o) => o,
        Err(SsrError::Overloaded) => {
            let mut res = error_page(StatusCode::SERVICE_UNAVAILABLE, "render queue full");
            res.headers_mut().insert(header::RETRY_AFTER, header::HeaderValue::from_static("1"));
            return res;
        }
        Err(e) => return error_page(StatusCode::INTERNAL_SERVER_ERROR, &e.to_string()),
    };
    tracing::debug!(page = ?props.page, render_ms = started.elapsed().as_millis() as u64, "page rendered");
    let page = serde_json::to_value(props.page).ok();
    let preload = state.preloads.tags(page.as_ref().and_then(|p| p.as_str()).unwrap_or(""), props.locale.tag(), &nonce);
    let html = state.document.render(&DocumentValues {
        lang: props.locale.tag(),
        dir: props.locale.dir(),
        head: &output.head,
        styles: &output.styles,
        html: &output.html,
        props_json: &props_json,
        nonce: &nonce,
        entry: &state.entry_url,
        preload: &preload,
    });
    HttpResponse::Ok().content_type("text/html; charset=utf-8").body(html)
}

/// A minimal static page for when rendering itself failed; the cause goes to the log only.
fn error_page(status: StatusCode, cause: &str) -> HttpResponse {
    tracing::error!(status = status.as_u16(), cause, "page could not be rendered");
    let body = "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>Shoplinks</title></head>\
        <body style=\"font-family:sans-serif;padding:40px\"><h1>Something went wrong</h1>\
        <p>Something went wrong with the operation. Please try again later.</p>\
        <p><a href=\"/\">Reload</a></p></body></html>";
    HttpResponse::build(status).content_type("text/html; charset=utf-8").body(body)
}
