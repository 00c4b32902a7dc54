//! The friendly page of a link that is gone (unknown, deleted, store disconnected, or a
//! destination refused): status 404, no detail about why, nothing from the request echoed.

use actix_web::http::header;
use actix_web::HttpResponse;

const PAGE: &str = "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\">\
<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\
<meta name=\"robots\" content=\"noindex\"><title>This link is not available</title>\
<style>body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;\
font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;background:#f6f6fa;color:#1d1b29}\
main{max-width:420px;padding:32px 24px;text-align:center}h1{font-size:22px;margin:0 0 12px}\
p{margin:0;color:#615e75;line-height:1.5}</style></head><body><main>\
<h1>This link is not available</h1>\
<p>The shop may have removed it, or it has expired. Ask whoever shared it for a new one.</p>\
</main></body></html>";

/// The unavailable page (404).
pub fn page() -> HttpResponse {
    HttpResponse::NotFound()
        .insert_header((header::CACHE_CONTROL, "no-store"))
        .content_type("text/html; charset=utf-8")
        .body(PAGE)
}
