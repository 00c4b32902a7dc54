//! The authorize endpoint (RFC 6749 authorization code grant with PKCE): `GET` shows the consent
//! page, `POST` takes the decision and sends the browser back to the app with a code or with
//! `access_denied`. A request naming another app or an unregistered redirect gets a 400 page and
//! never a redirect, so the sandbox cannot be used to bounce browsers elsewhere; one without an
//! S256 PKCE challenge is refused the same way.

use actix_web::http::{header, StatusCode};
use actix_web::{web, HttpResponse};
use serde::Deserialize;

use crate::accounts;
use crate::grants::{self, CodeRequest};
use crate::html::{self, ConsentView};
use crate::network::Network;
use crate::pkce;
use crate::state::SocialSandbox;
use kernel::error::{AppError, AppResult};
use kernel::web::CspNonce;

/// The authorize request's query, and the consent form posted back (which adds `decision` and
/// `username`). Every field is optional here so that a missing one gets the sandbox's own 400
/// page.
#[derive(Debug, Default, Deserialize)]
pub struct AuthorizeParams {
    /// Must be `code`.
    pub response_type: Option<String>,
    /// Must be the network's registered app.
    pub client_id: Option<String>,
    /// Must equal the registered redirect exactly.
    pub redirect_uri: Option<String>,
    /// The app's nonce, returned untouched.
    pub state: Option<String>,
    /// Requested scopes, granted as asked.
    pub scope: Option<String>,
    /// PKCE challenge (S256).
    pub code_challenge: Option<String>,
    /// Must be `S256`.
    pub code_challenge_method: Option<String>,
    /// `allow` or `cancel` (form only).
    pub decision: Option<String>,
    /// The account to consent as (form only).
    pub username: Option<String>,
    /// The sandbox store whose products the account's posts show (the host's hint; not a
    /// parameter of the real networks).
    pub sandbox_shop: Option<String>,
}

/// An authorize request that passed every check.
#[derive(Debug)]
struct Checked {
    client_id: String,
    redirect_uri: String,
    state: Option<String>,
    scope: String,
    code_challenge: String,
    shop: Option<String>,
}

impl Checked {
    /// The request's parameters as the consent form's hidden fields.
    fn hidden(&self) -> Vec<(&'static str, &str)> {
        let mut fields = vec![
            ("response_type", "code"),
            ("client_id", self.client_id.as_str()),
            ("redirect_uri", self.redirect_uri.as_str()),
            ("scope", self.scope.as_str()),
            ("code_challenge", self.code_challenge.as_str()),
            ("code_challenge_method", pkce::METHOD),
        ];
        if let Some(state) = &self.state {
            fields.push(("state", state.as_str()));
        }
        if let Some(shop) = &self.shop {
            fields.push(("sandbox_shop", shop.as_str()));
        }
        fields
    }

    /// Where the form's redirect goes, for the page's `form-action`.
    fn redirect_origin(&self) -> Option<String> {
        let url = url::Url::parse(&self.redirect_uri).ok()?;
        matches!(url.scheme(), "http" | "https").then(|| url.origin().ascii_serialization())
    }

    /// The redirect back to the app with `pairs` and the state added to its query.
    fn redirect(&self, pairs: &[(&str, &str)]) -> HttpResponse {
        let mut query = url::form_urlencoded::Serializer::new(String::new());
        query.extend_pairs(pairs);
        if let Some(state) = &self.state {
            query.append_pair("state", state);
        }
        let separator = if self.redirect_uri.contains('?') { '&' } else { '?' };
        let location = format!("{}{separator}{}", self.redirect_uri, query.finish());
        HttpResponse::SeeOther().insert_header((header::LOCATION, location)).finish()
    }
}

fn network_of(raw: &str) -> AppResult<Network> {
    Network::parse(raw).ok_or_else(|| AppError::NotFound("No such network".into()))
}

/// The request's parameters checked against the network's registered app and the PKCE rules.
fn check(sandbox: &SocialSandbox, network: Network, params: &AuthorizeParams) -> Result<Checked, &'static str> {
    let app = sandbox.clients.get(network);
    let client_id = params.client_id.as_deref().unwrap_or_default();
    if client_id.is_empty() || client_id != app.client_id {
        return Err("Unknown app: client_id is not registered with this network.");
    }
    let redirect_uri = params.redirect_uri.as_deref().unwrap_or_default();
    if redirect_uri != app.redirect_uri {
        return Err("redirect_uri is not the app's registered redirect URI.");
    }
    if params.response_type.as_deref() != Some("code") {
        return Err("response_type must be code.");
    }
    let Some(code_challenge) = params.code_challenge.as_deref().filter(|c| !c.is_empty()) else {
        return Err("code_challenge is required (PKCE).");
    };
    if params.code_challenge_method.as_deref() != Some(pkce::METHOD) {
        return Err("code_challenge_method must be S256.");
    }
    if !pkce::valid_challenge(code_challenge) {
        return Err("code_challenge is not an S256 challenge.");
    }
    Ok(Checked {
        client_id: client_id.to_owned(),
        redirect_uri: redirect_uri.to_owned(),
        state: params.state.clone(),
        scope: params.scope.clone().unwrap_or_default(),
        code_challenge: code_challenge.to_owned(),
        // A store domain or nothing: the hint is echoed into the page and stored.
        shop: params.sandbox_shop.as_deref().map(str::trim).filter(|s| valid_shop(s)).map(str::to_owned),
    })
}

/// A `*.myshopify.com` domain of lower-case letters, digits and hyphens.
fn valid_shop(shop: &str) -> bool {
    shop.strip_suffix(".myshopify.com").is_some_and(|name| {
        !name.is_empty()
            && name.len() <= 60
            && name.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
    })
}

fn refusal(network: Network, message: &str) -> HttpResponse {
    let nonce = CspNonce::generate().0;
    html::respond(StatusCode::BAD_REQUEST, html::refusal(network, message, &nonce), &nonce, None)
}

fn consent_page(
    network: Network,
    checked: &Checked,
    username: &str,
    error: Option<&str>,
    status: StatusCode,
) -> HttpResponse {
    let nonce = CspNonce::generate().0;
    let hidden = checked.hidden();
    let page =
        html::consent(&ConsentView { network, username, scope: &checked.scope, error, hidden: &hidden, nonce: &nonce });
    html::respond(status, page, &nonce, checked.redirect_origin().as_deref())
}

/// `GET /sandbox-social/{network}/oauth/authorize`: the consent page, with the username field
/// prefilled `sandbox_{network}`.
pub async fn page(
    path: web::Path<String>,
    query: web::Query<AuthorizeParams>,
    sandbox: web::Data<SocialSandbox>,
) -> AppResult<HttpResponse> {
    let network = network_of(&path)?;
    let checked = match check(&sandbox, network, &query) {
        Ok(checked) => checked,
        Err(message) => return Ok(refusal(network, message)),
    };
    let username = format!("sandbox_{}", network.as_str());
    Ok(consent_page(network, &checked, &username, None, StatusCode::OK))
}

/// `POST /sandbox-social/{network}/oauth/authorize`: `allow` creates the account on first use and
/// redirects (303) with a code; `cancel` redirects with `error=access_denied`.
pub async fn decide(
    path: web::Path<String>,
    form: web::Form<AuthorizeParams>,
    sandbox: web::Data<SocialSandbox>,
) -> AppResult<HttpResponse> {
    let network = network_of(&path)?;
    let params = form.into_inner();
    let checked = match check(&sandbox, network, &params) {
        Ok(checked) => checked,
        Err(message) => return Ok(refusal(network, message)),
    };
    match params.decision.as_deref() {
        Some("cancel") => {
            Ok(checked.redirect(&[("error", "access_denied"), ("error_description", "The user denied the request.")]))
        }
        Some("allow") => {
            let typed = params.username.unwrap_or_default();
            let username = match accounts::normalise_username(&typed) {
                Ok(name) => name,
                Err(problem) => {
                    return Ok(consent_page(network, &checked, &typed, Some(problem), StatusCode::BAD_REQUEST));
                }
            };
            let (redirect_uri, code_challenge, scope, shop) = (
                checked.redirect_uri.clone(),
                checked.code_challenge.clone(),
                checked.scope.clone(),
                checked.shop.clone(),
            );
            let code = sandbox
                .db
                .run(move |conn| {
                    let account = accounts::get_or_create(conn, network, &username)?;
                    if let Some(shop) = shop.filter(|s| account.shop.as_deref() != Some(s.as_str())) {
                        accounts::set_shop(conn, &account.id, &shop)?;
                    }
                    let request = CodeRequest { account_id: account.id, redirect_uri, code_challenge, scope };
                    grants::create_code(conn, network, &request)
                })
                .await?;
            Ok(checked.redirect(&[("code", code.as_str())]))
        }
        _ => Ok(refusal(network, "decision must be allow or cancel.")),
    }
}
