//! The token endpoint (RFC 6749 §3.2): the app trades an authorization code (with its PKCE
//! verifier) or a refresh token for a new access and refresh token pair. The client
//! authenticates with HTTP Basic or with `client_id` and `client_secret` in the form; both are
//! accepted since the networks differ on it. Answers are the RFC's JSON, not the host's API
//! envelope: `{"access_token", "token_type": "bearer", "expires_in", "refresh_token", "scope"}`,
//! or `{"error", "error_description"}` with 400 (401 for a bad client).

use actix_web::http::{header, StatusCode};
use actix_web::{web, HttpRequest, HttpResponse};
use base64::Engine;
use percent_encoding::percent_decode_str;

use crate::grants::{self, Issued, Refused};
use crate::network::Network;
use crate::state::SocialSandbox;
use kernel::error::{AppError, AppResult};

/// An OAuth error answer (RFC 6749 §5.2).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OAuthError {
    /// 400, or 401 for `invalid_client`.
    pub status: StatusCode,
    /// `invalid_request`, `invalid_client`, `invalid_grant` or `unsupported_grant_type`.
    pub error: &'static str,
    /// Human-readable detail.
    pub description: String,
}

impl OAuthError {
    fn new(error: &'static str, description: impl Into<String>) -> Self {
        let status = if error == "invalid_client" { StatusCode::UNAUTHORIZED } else { StatusCode::BAD_REQUEST };
        OAuthError { status, error, description: description.into() }
    }

    /// The JSON response; a 401 also names the Basic scheme, as the RFC asks.
    pub fn response(&self) -> HttpResponse {
        let mut builder = HttpResponse::build(self.status);
        builder.insert_header((header::CACHE_CONTROL, "no-store")).insert_header((header::PRAGMA, "no-cache"));
        if self.status == StatusCode::UNAUTHORIZED {
            builder.insert_header((header::WWW_AUTHENTICATE, "Basic realm=\"sandbox-social\""));
        }
        builder.json(serde_json::json!({"error": self.error, "error_description": self.description}))
    }
}

impl From<Refused> for OAuthError {
    fn from(refused: Refused) -> Self {
        OAuthError::new("invalid_grant", refused.0)
    }
}

/// The form's parameters, each at most once (RFC 6749 §3.2).
fn parse_form(body: &[u8]) -> Result<Vec<(String, String)>, OAuthError> {
    let mut params: Vec<(String, String)> = Vec::new();
    for (name, value) in url::form_urlencoded::parse(body) {
        if params.iter().any(|(seen, _)| *seen == name) {
            return Err(OAuthError::new("invalid_request", format!("{name} is given more than once.")));
        }
        params.push((name.into_owned(), value.into_owned()));
    }
    Ok(params)
}

fn param<'a>(params: &'a [(String, String)], name: &str) -> Option<&'a str> {
    params.iter().find(|(n, _)| n == name).map(|(_, v)| v.as_str()).filter(|v| !v.is_empty())
}

fn required<'a>(params: &'a [(String, String)], name: &str) -> Result<&'a str, OAuthError> {
    param(params, name).ok_or_else(|| OAuthError::new("invalid_request", format!("{name} is required.")))
}

/// The client's id and secret from an `Authorization: Basic` header (each part form-url-encoded
/// before base64, per RFC 6749 §2.3.1).
fn basic_credentials(value: &str) -> Option<(String, String)> {
    let (scheme, encoded) = value.trim().split_once(' ')?;
    if !scheme.eq_ignore_ascii_case("basic") {
        return None;
    }
    let decoded = base64::engine::general_purpose::STANDARD.decode(encoded.trim()).ok()?;
    let text = String::from_utf8(decoded).ok()?;
    let (id, secret) = text.split_once(':')?;
    let unescape = |part: &str| percent_decode_str(&part.replace('+', " ")).decode_utf8().ok().map(|s| s.into_owned());
    Some((unescape(id)?, unescape(secret)?))
}

/// Checks the client against the network's registered app.
fn authenticate(
    sandbox: &SocialSandbox,
    network: Network,
    req: &HttpRequest,
    params: &[(String, String)],
) -> Result<(), OAuthError> {
    let (id, secret) = match req.headers().get(header::AUTHORIZATION) {
        Some(value) => {
            let value = value.to_str().unwrap_or_default();
            basic_credentials(value)
                .ok_or_else(|| OAuthError::new("invalid_client", "The Authorization header is not valid HTTP Basic."))?
        }
        None => match (param(params, "client_id"), param(params, "client_secret")) {
            (Some(id), Some(secret)) => (id.to_owned(), secret.to_owned()),
            _ => return Err(OAuthError::new("invalid_client", "Client authentication is missing.")),
        },
    };
    let app = sandbox.clients.get(network);
    if id != app.client_id || secret != app.client_secret {
        return Err(OAuthError::new("invalid_client", "Client authentication failed."));
    }
    Ok(())
}

fn success(issued: Issued) -> HttpResponse {
    HttpResponse::Ok()
        .insert_header((header::CACHE_CONTROL, "no-store"))
        .insert_header((header::PRAGMA, "no-cache"))
        .json(serde_json::json!({
            "access_token": issued.access_token,
            "token_type": "bearer",
            "expires_in": issued.expires_in,
            "refresh_token": issued.refresh_token,
            "scope": issued.scope,
        }))
}

/// `POST /sandbox-social/{network}/oauth/token`.
pub async fn token(
    path: web::Path<String>,
    req: HttpRequest,
    body: web::Bytes,
    sandbox: web::Data<SocialSandbox>,
) -> AppResult<HttpResponse> {
    let network = Network::parse(&path).ok_or_else(|| AppError::NotFound("No such network".into()))?;
    match exchange(&sandbox, network, &req, &body).await? {
        Ok(issued) => Ok(success(issued)),
        Err(error) => Ok(error.response()),
    }
}

async fn exchange(
    sandbox: &SocialSandbox,
    network: Network,
    req: &HttpRequest,
    body: &[u8],
) -> AppResult<Result<Issued, OAuthError>> {
    let params = match parse_form(body) {
        Ok(params) => params,
        Err(error) => return Ok(Err(error)),
    };
    if let Err(error) = authenticate(sandbox, network, req, &params) {
        return Ok(Err(error));
    }
    let lifetime = sandbox.token_lifetime;
    match param(&params, "grant_type") {
        Some("authorization_code") => {
            let fields =
                (required(&params, "code"), required(&params, "redirect_uri"), required(&params, "code_verifier"));
            let (code, redirect_uri, verifier) = match fields {
                (Ok(code), Ok(redirect_uri), Ok(verifier)) => {
                    (code.to_owned(), redirect_uri.to_owned(), verifier.to_owned())
                }
                (Err(e), _, _) | (_, Err(e), _) | (_, _, Err(e)) => return Ok(Err(e)),
            };
            let outcome = sandbox
                .db
                .run(move |conn| grants::redeem_code(conn, network, &code, &redirect_uri, &verifier, lifetime))
                .await?;
            Ok(outcome.map_err(OAuthError::from))
        }
        Some("refresh_token") => {
            let refresh_token = match required(&params, "refresh_token") {
                Ok(token) => token.to_owned(),
                Err(e) => return Ok(Err(e)),
            };
            let outcome = sandbox.db.run(move |conn| grants::refresh(conn, network, &refresh_token, lifetime)).await?;
            Ok(outcome.map_err(OAuthError::from))
        }
        Some(other) => Ok(Err(OAuthError::new(
            "unsupported_grant_type",
            format!("grant_type {other} is not supported; use authorization_code or refresh_token."),
        ))),
        None => Ok(Err(OAuthError::new("invalid_request", "grant_type is required."))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn basic_credentials_are_decoded_and_unescaped() {
        let header = format!("Basic {}", base64::engine::general_purpose::STANDARD.encode("my%20app:s3cr%3At"));
        assert_eq!(basic_credentials(&header), Some(("my app".to_owned(), "s3cr:t".to_owned())));
        assert_eq!(basic_credentials("Bearer abc"), None);
        assert_eq!(basic_credentials("Basic !!!"), None);
        let no_colon = format!("basic {}", base64::engine::general_purpose::STANDARD.encode("nocolon"));
        assert_eq!(basic_credentials(&no_colon), None);
    }

    #[test]
    fn repeated_parameters_are_refused() {
        assert!(parse_form(b"grant_type=a&code=1").is_ok());
        let error = parse_form(b"code=1&code=2").err();
        assert_eq!(error.map(|e| e.error), Some("invalid_request"));
    }

    #[test]
    fn a_bad_client_is_a_401_and_the_rest_are_400s() {
        assert_eq!(OAuthError::new("invalid_client", "x").status, StatusCode::UNAUTHORIZED);
        assert_eq!(OAuthError::new("invalid_grant", "x").status, StatusCode::BAD_REQUEST);
        let response = OAuthError::new("invalid_client", "x").response();
        assert!(response.headers().contains_key(header::WWW_AUTHENTICATE));
    }
}
