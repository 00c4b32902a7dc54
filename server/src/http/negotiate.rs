//! Content negotiation between a page and its JSON twin.

use actix_web::http::header;
use actix_web::HttpRequest;

/// True when the client asked for JSON rather than HTML (client-side navigation, tests).
pub fn wants_json(req: &HttpRequest) -> bool {
    let Some(accept) = req.headers().get(header::ACCEPT).and_then(|v| v.to_str().ok()) else {
        return false;
    };
    let accept = accept.to_ascii_lowercase();
    match (accept.find("application/json"), accept.find("text/html")) {
        (Some(_), None) => true,
        (Some(json), Some(html)) => json < html,
        _ => false,
    }
}
