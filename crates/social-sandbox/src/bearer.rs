//! Who is calling a posts API: the `Authorization: Bearer` access token, looked up among this
//! network's unexpired tokens. Refusals answer in each network's own error shape, since the host's
//! adapters parse those and not the host's envelope.

use actix_web::http::{header, StatusCode};
use actix_web::{HttpRequest, HttpResponse};
use serde_json::json;

use crate::accounts::Account;
use crate::grants;
use crate::network::Network;
use crate::state::SocialSandbox;
use kernel::error::AppResult;

/// Why a posts API call is refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ApiFailure {
    /// 401: no token, or an unknown, expired or other network's one.
    Unauthorized,
    /// 400: a parameter is malformed or out of range.
    BadParameter(String),
}

impl ApiFailure {
    /// The refusal in `network`'s error shape.
    pub fn response(&self, network: Network) -> HttpResponse {
        let (status, body) = match self {
            ApiFailure::Unauthorized => (StatusCode::UNAUTHORIZED, unauthorized_body(network)),
            ApiFailure::BadParameter(message) => (StatusCode::BAD_REQUEST, bad_parameter_body(network, message)),
        };
        let mut builder = HttpResponse::build(status);
        if status == StatusCode::UNAUTHORIZED {
            builder
                .insert_header((header::WWW_AUTHENTICATE, "Bearer realm=\"sandbox-social\", error=\"invalid_token\""));
        }
        builder.json(body)
    }
}

fn unauthorized_body(network: Network) -> serde_json::Value {
    let message = "The access token is missing, invalid or expired.";
    match network {
        Network::Instagram => json!({"error": {"message": message, "type": "OAuthException", "code": 190}}),
        Network::Tiktok => {
            json!({"data": {}, "error": {"code": "access_token_invalid", "message": message, "log_id": ""}})
        }
        Network::Pinterest => json!({"code": 2, "message": message}),
    }
}

fn bad_parameter_body(network: Network, message: &str) -> serde_json::Value {
    match network {
        Network::Instagram => json!({"error": {"message": message, "type": "OAuthException", "code": 100}}),
        Network::Tiktok => json!({"data": {}, "error": {"code": "invalid_params", "message": message, "log_id": ""}}),
        Network::Pinterest => json!({"code": 1, "message": message}),
    }
}

/// The bearer token of `req`, if it sends one.
fn bearer_token(req: &HttpRequest) -> Option<String> {
    let value = req.headers().get(header::AUTHORIZATION)?.to_str().ok()?;
    let (scheme, token) = value.trim().split_once(' ')?;
    let token = token.trim();
    (scheme.eq_ignore_ascii_case("bearer") && !token.is_empty()).then(|| token.to_owned())
}

/// The account whose access token of `network` `req` carries.
pub async fn account(
    req: &HttpRequest,
    sandbox: &SocialSandbox,
    network: Network,
) -> AppResult<Result<Account, ApiFailure>> {
    let Some(token) = bearer_token(req) else {
        return Ok(Err(ApiFailure::Unauthorized));
    };
    let found = sandbox.db.run(move |conn| grants::account_for(conn, network, &token)).await?;
    Ok(found.ok_or(ApiFailure::Unauthorized))
}

/// The requested `fields` (a comma-separated list): `None` when the parameter is absent, in which
/// case the sandbox answers every field it knows.
pub fn requested_fields(fields: Option<&str>) -> Option<Vec<String>> {
    fields.map(|list| list.split(',').map(|f| f.trim().to_owned()).filter(|f| !f.is_empty()).collect())
}

/// `object` with only the `wanted` keys (and `always`, which every answer carries); all of
/// them when `wanted` is `None`.
pub fn only_fields(object: serde_json::Value, wanted: Option<&[String]>, always: &str) -> serde_json::Value {
    match (object, wanted) {
        (serde_json::Value::Object(map), Some(wanted)) => serde_json::Value::Object(
            map.into_iter().filter(|(key, _)| key == always || wanted.iter().any(|w| w == key)).collect(),
        ),
        (object, _) => object,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fields_are_filtered_when_asked_for() {
        let object = json!({"id": "1", "caption": "c", "media_url": "u"});
        let wanted = requested_fields(Some("caption, nope"));
        assert_eq!(only_fields(object.clone(), wanted.as_deref(), "id"), json!({"id": "1", "caption": "c"}));
        assert_eq!(only_fields(object.clone(), None, "id"), object);
        assert_eq!(requested_fields(None), None);
    }

    #[test]
    fn the_bearer_token_is_read_from_the_authorization_header() {
        let req =
            actix_web::test::TestRequest::default().insert_header(("Authorization", "Bearer abc")).to_http_request();
        assert_eq!(bearer_token(&req), Some("abc".to_owned()));
        let req =
            actix_web::test::TestRequest::default().insert_header(("Authorization", "Basic abc")).to_http_request();
        assert_eq!(bearer_token(&req), None);
        assert_eq!(bearer_token(&actix_web::test::TestRequest::default().to_http_request()), None);
    }
}
