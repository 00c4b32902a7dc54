//! Sandbox OAuth: the consent page ("Install Shoplinks on <shop>?"), the signed redirect back
//! to the app with an authorization code, and the code-for-token exchange. Same rules as
//! Shopify: the client id must be the app's, the redirect must be the app's callback, codes are
//! single use and short-lived, and the redirect's query is HMAC-signed with the app secret.

use actix_web::http::header;
use actix_web::{web, HttpResponse};
use base64::Engine;
use chrono::Duration;
use diesel::prelude::*;
use serde::Deserialize;

use super::shop;
use crate::schema::{sandbox_access_tokens, sandbox_oauth_codes};
use crate::state::Sandbox;
use kernel::clock::now;
use kernel::error::{AppError, AppResult};
use kernel::ids::new_id;
use kernel::tokens::{hash_token, new_token};
use shopify_protocol::{hmac, shop_domain};

/// Query of the authorize page, and the form posted back from it.
#[derive(Debug, Deserialize)]
pub struct AuthorizeParams {
    /// App API key.
    pub client_id: String,
    /// Requested scopes.
    #[serde(default)]
    pub scope: String,
    /// Where to send the merchant back.
    pub redirect_uri: String,
    /// The app's state nonce, returned untouched.
    pub state: String,
    /// `approve` or `cancel` (form only).
    #[serde(default)]
    pub decision: String,
}

fn valid_shop(raw: &str) -> AppResult<String> {
    shop_domain::parse(raw).ok_or_else(|| AppError::NotFound("No such shop".into()))
}

fn check_client(state: &Sandbox, params: &AuthorizeParams) -> AppResult<()> {
    if params.client_id != state.app.api_key {
        return Err(AppError::BadRequest("Unknown app (client_id)".into()));
    }
    let callback = format!("{}/shopify/callback", state.public_base);
    if params.redirect_uri != callback {
        return Err(AppError::BadRequest("redirect_uri is not the app's registered callback".into()));
    }
    Ok(())
}

/// `GET …/admin/oauth/authorize`: the consent page.
pub async fn authorize_page(
    path: web::Path<String>,
    query: web::Query<AuthorizeParams>,
    state: web::Data<Sandbox>,
) -> AppResult<HttpResponse> {
    let domain = valid_shop(&path.into_inner())?;
    let params = query.into_inner();
    check_client(&state, &params)?;
    let found = {
        let domain = domain.clone();
        state.db.run(move |conn| shop::get_or_create(conn, &domain)).await?
    };
    let scopes: Vec<&str> = params.scope.split(',').map(str::trim).filter(|s| !s.is_empty()).collect();
    let html = state
        .pages
        .render(
            "consent.html",
            &serde_json::json!({
                "shop": domain, "shop_name": found.name, "scopes": scopes, "client_id": params.client_id,
                "scope": params.scope, "redirect_uri": params.redirect_uri, "state": params.state,
            }),
        )
        .map_err(AppError::Internal)?;
    Ok(HttpResponse::Ok().content_type("text/html; charset=utf-8").body(html))
}

/// `POST …/admin/oauth/authorize`: approve (signed redirect with a code) or cancel.
pub async fn decide(
    path: web::Path<String>,
    form: web::Form<AuthorizeParams>,
    state: web::Data<Sandbox>,
) -> AppResult<HttpResponse> {
    let domain = valid_shop(&path.into_inner())?;
    let params = form.into_inner();
    check_client(&state, &params)?;
    if params.decision != "approve" {
        let html =
            state.pages.render("cancelled.html", &serde_json::json!({"shop": domain})).map_err(AppError::Internal)?;
        return Ok(HttpResponse::Ok().content_type("text/html; charset=utf-8").body(html));
    }
    let code = new_token();
    {
        let (domain, code_hash, client_id, scope) =
            (domain.clone(), hash_token(&code), params.client_id.clone(), params.scope.clone());
        state
            .db
            .run(move |conn| {
                shop::get_or_create(conn, &domain)?;
                diesel::insert_into(sandbox_oauth_codes::table)
                    .values((
                        sandbox_oauth_codes::code_hash.eq(code_hash),
                        sandbox_oauth_codes::shop_domain.eq(&domain),
                        sandbox_oauth_codes::client_id.eq(client_id),
                        sandbox_oauth_codes::scopes.eq(scope),
                        sandbox_oauth_codes::expires_at.eq(now() + Duration::minutes(5)),
                    ))
                    .execute(conn)?;
                Ok(())
            })
            .await?;
    }
    let host = base64::engine::general_purpose::STANDARD_NO_PAD.encode(format!("{domain}/admin"));
    let mut pairs = vec![
        ("code".to_owned(), code),
        ("host".to_owned(), host),
        ("shop".to_owned(), domain),
        ("state".to_owned(), params.state),
        ("timestamp".to_owned(), chrono::Utc::now().timestamp().to_string()),
    ];
    let signature = hmac::sign_query(&pairs, &state.app.api_secret);
    pairs.push(("hmac".to_owned(), signature));
    let query = url::form_urlencoded::Serializer::new(String::new()).extend_pairs(&pairs).finish();
    Ok(HttpResponse::Found().insert_header((header::LOCATION, format!("{}?{query}", params.redirect_uri))).finish())
}

/// Body of the token exchange.
#[derive(Debug, Deserialize)]
pub struct TokenRequest {
    /// App API key.
    pub client_id: String,
    /// App API secret.
    pub client_secret: String,
    /// The authorization code.
    pub code: String,
}

/// `POST …/admin/oauth/access_token`: a single-use, unexpired code of this shop and app gives
/// an offline access token.
pub async fn access_token(
    path: web::Path<String>,
    body: web::Json<TokenRequest>,
    state: web::Data<Sandbox>,
) -> AppResult<HttpResponse> {
    let domain = valid_shop(&path.into_inner())?;
    let body = body.into_inner();
    let shopify = &state.app;
    if body.client_id != shopify.api_key || body.client_secret != shopify.api_secret {
        return Err(AppError::Unauthorized);
    }
    let token = format!("shpat_{}", new_id());
    let token_hash = hash_token(&token);
    let code_hash = hash_token(&body.code);
    let client_id = body.client_id.clone();
    let scopes = state
        .db
        .run(move |conn| {
            let at = now();
            let target = sandbox_oauth_codes::table
                .filter(sandbox_oauth_codes::code_hash.eq(&code_hash))
                .filter(sandbox_oauth_codes::shop_domain.eq(&domain))
                .filter(sandbox_oauth_codes::client_id.eq(&client_id))
                .filter(sandbox_oauth_codes::used_at.is_null())
                .filter(sandbox_oauth_codes::expires_at.gt(at));
            if diesel::update(target).set(sandbox_oauth_codes::used_at.eq(Some(at))).execute(conn)? == 0 {
                return Err(AppError::BadRequest(
                    "invalid_request: the authorization code was not found or was already used".into(),
                ));
            }
            let scopes: String =
                sandbox_oauth_codes::table.find(&code_hash).select(sandbox_oauth_codes::scopes).first(conn)?;
            diesel::insert_into(sandbox_access_tokens::table)
                .values((
                    sandbox_access_tokens::token_hash.eq(token_hash),
                    sandbox_access_tokens::shop_domain.eq(&domain),
                    sandbox_access_tokens::client_id.eq(&client_id),
                    sandbox_access_tokens::scopes.eq(&scopes),
                    sandbox_access_tokens::created_at.eq(at),
                ))
                .execute(conn)?;
            Ok(scopes)
        })
        .await?;
    // Shopify answers the bare object, not our envelope.
    Ok(HttpResponse::Ok().json(serde_json::json!({"access_token": token, "scope": scopes})))
}
