//! The root span of each request. Public link opens (`/{username}/{id}` and its cart and
//! checkout forms) are the hot path, thousands per second; their spans are at DEBUG so a
//! filter at INFO skips building them (not even their fields are worked out), while every other
//! request keeps its INFO span (errors are still recorded on whichever span there is).

use actix_web::body::MessageBody;
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::Error;
use tracing::Span;
use tracing_actix_web::{root_span, DefaultRootSpanBuilder, RootSpanBuilder};

/// [`RootSpanBuilder`] with quiet spans for public link requests.
pub struct QuietPublicLinks;

impl RootSpanBuilder for QuietPublicLinks {
    fn on_request_start(request: &ServiceRequest) -> Span {
        if is_public_link(request.path()) {
            // `root_span!` works out its fields (user agent, route, connection info, request id)
            // before its level check, so on the hot path it is not called at all unless DEBUG
            // spans are wanted.
            if !tracing::enabled!(tracing::Level::DEBUG) {
                return Span::none();
            }
            root_span!(level = tracing::Level::DEBUG, request)
        } else {
            root_span!(request)
        }
    }

    fn on_request_end<B: MessageBody>(span: Span, outcome: &Result<ServiceResponse<B>, Error>) {
        DefaultRootSpanBuilder::on_request_end(span, outcome);
    }
}

/// Whether a path is a public link open or one of its forms.
fn is_public_link(path: &str) -> bool {
    let mut parts = path.trim_start_matches('/').split('/');
    let (Some(username), Some(id)) = (parts.next(), parts.next()) else { return false };
    let tail_ok = match parts.next() {
        None => true,
        Some(form) => (form == "cart" || form == "checkout") && parts.next().is_none(),
    };
    tail_ok && super::is_link_path(username, id)
}

#[cfg(test)]
mod tests {
    use super::is_public_link;

    #[test]
    fn only_link_opens_and_their_forms_are_quiet() {
        assert!(is_public_link("/anna/aB3dE5fG"));
        assert!(is_public_link("/anna/aB3dE5fG/cart"));
        assert!(!is_public_link("/anna/aB3dE5fG/other"));
        assert!(!is_public_link("/admin/settings"));
        assert!(!is_public_link("/api/auth/login"));
    }
}
