//! Connecting a network (docs/shopboard.md#connecting): OAuth 2 authorization code with PKCE
//! through the `oauth2` crate. The state is random, single use, bound to the session that
//! clicked connect and to the network, and lives 10 minutes; only its hash is stored, with the
//! PKCE verifier sealed. Tokens are sealed at rest like store tokens and refreshed shortly
//! before they expire.

use chrono::{Duration, NaiveDateTime};
use diesel::prelude::*;
use oauth2::basic::{BasicErrorResponse, BasicRevocationErrorResponse, BasicTokenIntrospectionResponse};
use oauth2::{
    AuthType, AuthUrl, AuthorizationCode, ClientId, ClientSecret, CsrfToken, EndpointNotSet, EndpointSet,
    PkceCodeChallenge, PkceCodeVerifier, RedirectUrl, RefreshToken, Scope, StandardRevocableToken, TokenResponse,
    TokenUrl,
};

use super::network::Network;
use super::providers::Provider;
use super::store::{self, ConnectionRow};
use super::token_answer::TokenAnswer;
use crate::clock::now;
use crate::db::schema::social_oauth_states;
use crate::error::{AppError, AppResult};
use crate::features::accounts::session::Session;
use crate::features::store::SecretBox;
use crate::state::AppState;
use kernel::tokens::{hash_token, new_token};

/// What the merchant reads when a round trip is refused, whatever the reason (the reason is
/// logged, not shown: it would help nobody but someone forging returns).
pub const CONNECT_FAILED: &str = "Problem connecting to a social network.";

/// How long a connect click stays usable.
const STATE_LIFETIME_MINUTES: i64 = 10;

/// Tokens this close to expiry are refreshed before use.
const REFRESH_MARGIN_SECONDS: i64 = 120;

/// The `oauth2` crate's basic client, reading token answers leniently ([`TokenAnswer`]).
type Client = oauth2::Client<
    BasicErrorResponse,
    TokenAnswer,
    BasicTokenIntrospectionResponse,
    StandardRevocableToken,
    BasicRevocationErrorResponse,
    EndpointSet,
    EndpointNotSet,
    EndpointNotSet,
    EndpointNotSet,
    EndpointSet,
>;

fn client(provider: &Provider) -> AppResult<Client> {
    let bad = |what: &str, e: url::ParseError| {
        AppError::Internal(anyhow::anyhow!("{what} of {}: {e}", provider.network.as_str()))
    };
    let auth_type = match provider.network {
        // Pinterest authenticates the client with HTTP Basic; Instagram and TikTok in the body.
        Network::Pinterest => AuthType::BasicAuth,
        Network::Instagram | Network::Tiktok => AuthType::RequestBody,
    };
    Ok(oauth2::Client::new(ClientId::new(provider.client_id.clone()))
        .set_client_secret(ClientSecret::new(provider.client_secret.clone()))
        .set_auth_uri(AuthUrl::new(provider.authorize_url.clone()).map_err(|e| bad("authorize URL", e))?)
        .set_token_uri(TokenUrl::new(provider.token_url.clone()).map_err(|e| bad("token URL", e))?)
        .set_redirect_uri(RedirectUrl::new(provider.redirect_url.clone()).map_err(|e| bad("redirect URL", e))?)
        .set_auth_type(auth_type))
}

/// Starts a round trip: records the state and returns the consent page's address.
pub async fn authorize_url(state: &AppState, session: &Session, provider: &Provider) -> AppResult<String> {
    let client = client(provider)?;
    let (challenge, verifier) = PkceCodeChallenge::new_random_sha256();
    let nonce = new_token();
    let mut request = client.authorize_url(|| CsrfToken::new(nonce.clone()));
    for scope in provider.scopes {
        request = request.add_scope(Scope::new((*scope).to_owned()));
    }
    if provider.network == Network::Tiktok {
        // TikTok names the client id `client_key`.
        request = request.add_extra_param("client_key", provider.client_id.clone());
    }
    if let Some(shop) = session.business.store_domain.as_deref().filter(|_| provider.sandbox) {
        // Only the sandbox network reads this: its posts then show this store's products.
        request = request.add_extra_param("sandbox_shop", shop.to_owned());
    }
    let (url, _) = request.set_pkce_challenge(challenge).url();
    let sealed = state.handle::<SecretBox>().seal(verifier.secret()).map_err(AppError::Internal)?;
    let row = (
        social_oauth_states::state_hash.eq(hash_token(&nonce)),
        social_oauth_states::session_id.eq(session.id.clone()),
        social_oauth_states::business_id.eq(session.business_id.clone()),
        social_oauth_states::network.eq(provider.network.as_str()),
        social_oauth_states::pkce_verifier_sealed.eq(sealed),
        social_oauth_states::created_at.eq(now()),
    );
    state
        .db
        .run(move |conn| {
            let stale = now() - Duration::minutes(STATE_LIFETIME_MINUTES);
            diesel::delete(social_oauth_states::table.filter(social_oauth_states::created_at.lt(stale)))
                .execute(conn)?;
            diesel::insert_into(social_oauth_states::table).values(row).execute(conn)?;
            Ok(())
        })
        .await?;
    Ok(url.to_string())
}

/// Takes the state of a return: it must exist, be this session's and this network's, and be
/// recent. It is removed whatever the outcome, so it can never be used twice. Returns the PKCE
/// verifier.
pub async fn take_state(state: &AppState, session: &Session, network: Network, nonce: &str) -> AppResult<String> {
    let hash = hash_token(nonce);
    #[derive(Queryable)]
    struct Found {
        session_id: String,
        network: String,
        verifier: String,
        created_at: NaiveDateTime,
    }
    let found: Option<Found> = state
        .db
        .run(move |conn| {
            crate::db::write_transaction(conn, |conn| {
                let found = social_oauth_states::table
                    .find(&hash)
                    .select((
                        social_oauth_states::session_id,
                        social_oauth_states::network,
                        social_oauth_states::pkce_verifier_sealed,
                        social_oauth_states::created_at,
                    ))
                    .first::<Found>(conn)
                    .optional()?;
                diesel::delete(social_oauth_states::table.find(&hash)).execute(conn)?;
                Ok(found)
            })
        })
        .await?;
    let refused = |why: &str| {
        tracing::warn!(business.id = %session.business_id, network = network.as_str(), reason = why, "social connect refused");
        AppError::BadRequest(CONNECT_FAILED.into())
    };
    let found = found.ok_or_else(|| refused("unknown or used state"))?;
    if found.session_id != session.id {
        return Err(refused("state of another session"));
    }
    if found.network != network.as_str() {
        return Err(refused("state of another network"));
    }
    if found.created_at < now() - Duration::minutes(STATE_LIFETIME_MINUTES) {
        return Err(refused("expired state"));
    }
    state.handle::<SecretBox>().open(&found.verifier).map_err(AppError::Internal)
}

/// Tokens as a network returned them.
pub struct Tokens {
    /// Access token.
    pub access: String,
    /// Refresh token, when given.
    pub refresh: Option<String>,
    /// When the access token expires, when said.
    pub expires_at: Option<NaiveDateTime>,
}

/// Exchanges an authorization code (with the round trip's PKCE verifier) for tokens.
pub async fn exchange(state: &AppState, provider: &Provider, code: &str, verifier: String) -> AppResult<Tokens> {
    let client = client(provider)?;
    let mut request = client
        .exchange_code(AuthorizationCode::new(code.to_owned()))
        .set_pkce_verifier(PkceCodeVerifier::new(verifier));
    if provider.network == Network::Tiktok {
        request = request.add_extra_param("client_key", provider.client_id.clone());
    }
    let answer = request.request_async(&state.http).await.map_err(|e| {
        tracing::warn!(network = provider.network.as_str(), error = %e, "social code exchange refused");
        AppError::BadRequest(CONNECT_FAILED.into())
    })?;
    Ok(tokens(&answer, None))
}

fn tokens(answer: &TokenAnswer, kept_refresh: Option<String>) -> Tokens {
    Tokens {
        access: answer.access_token().secret().clone(),
        refresh: answer.refresh_token().map(|r| r.secret().clone()).or(kept_refresh),
        expires_at: answer.expires_in().and_then(|d| Duration::from_std(d).ok()).map(|d| now() + d),
    }
}

/// Seals tokens for storage.
pub fn seal(state: &AppState, tokens: &Tokens) -> AppResult<(String, Option<String>)> {
    let secrets = state.handle::<SecretBox>();
    let access = secrets.seal(&tokens.access).map_err(AppError::Internal)?;
    let refresh = tokens.refresh.as_deref().map(|r| secrets.seal(r)).transpose().map_err(AppError::Internal)?;
    Ok((access, refresh))
}

/// The connection's access token, refreshed first when it is about to expire (the new tokens
/// are stored before they are used).
pub async fn access_token(state: &AppState, provider: &Provider, row: &ConnectionRow) -> AppResult<String> {
    let secrets = state.handle::<SecretBox>();
    let current = secrets.open(&row.access_token_sealed).map_err(AppError::Internal)?;
    let due = row.expires_at.is_some_and(|at| at - Duration::seconds(REFRESH_MARGIN_SECONDS) <= now());
    let Some(sealed_refresh) = row.refresh_token_sealed.as_deref().filter(|_| due) else { return Ok(current) };
    let refresh = secrets.open(sealed_refresh).map_err(AppError::Internal)?;
    let answer = client(provider)?
        .exchange_refresh_token(&RefreshToken::new(refresh.clone()))
        .request_async(&state.http)
        .await
        .map_err(|e| {
            AppError::Internal(anyhow::anyhow!("{} refused the token refresh: {e}", provider.network.display()))
        })?;
    let fresh = tokens(&answer, Some(refresh));
    let (access_sealed, refresh_sealed) = seal(state, &fresh)?;
    let (business_id, network, expires_at) = (row.business_id.clone(), provider.network, fresh.expires_at);
    state
        .db
        .run(move |conn| {
            store::store_tokens(conn, &business_id, network, &access_sealed, refresh_sealed.as_deref(), expires_at)
        })
        .await?;
    Ok(fresh.access)
}
