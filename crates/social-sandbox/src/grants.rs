//! The stored side of OAuth: authorization codes and the access and refresh tokens they turn
//! into. Every secret is handed out once and stored only as its SHA-256, with an expiry; codes
//! are single use, and a refresh token is spent by the refresh it pays for (rotation), as the
//! networks do.

use chrono::{Duration, NaiveDateTime};
use diesel::prelude::*;

use crate::accounts::Account;
use crate::network::Network;
use crate::pkce;
use crate::schema::{sandbox_social_accounts, sandbox_social_codes, sandbox_social_tokens};
use kernel::clock::now;
use kernel::db::{write_transaction, DbConnection};
use kernel::error::AppResult;
use kernel::tokens::{hash_token, new_token};

/// How long an authorization code can be exchanged.
pub const CODE_LIFETIME: Duration = Duration::minutes(10);

/// How long a refresh token lasts (the networks' own are 60 days to a year).
pub const REFRESH_LIFETIME: Duration = Duration::days(60);

const ACCESS: &str = "access";
const REFRESH: &str = "refresh";

/// A fresh token pair, in the clear for the one response that hands it out.
#[derive(Debug, Clone)]
pub struct Issued {
    /// Bearer token for the posts APIs.
    pub access_token: String,
    /// Token for the next refresh.
    pub refresh_token: String,
    /// Scope granted at consent.
    pub scope: String,
    /// Seconds the access token lives.
    pub expires_in: i64,
}

/// Why a grant was refused (`invalid_grant`); the text is the `error_description`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Refused(pub &'static str);

/// What an authorize request asked for, kept with its code until the exchange.
#[derive(Debug, Clone)]
pub struct CodeRequest {
    /// The consenting account's id.
    pub account_id: String,
    /// The redirect the code was sent to; the exchange must name it again.
    pub redirect_uri: String,
    /// The PKCE S256 challenge.
    pub code_challenge: String,
    /// The requested scope, granted as asked.
    pub scope: String,
}

/// Stores a new authorization code for `request`; returns the code.
pub fn create_code(conn: &mut DbConnection, network: Network, request: &CodeRequest) -> AppResult<String> {
    let code = new_token();
    diesel::insert_into(sandbox_social_codes::table)
        .values((
            sandbox_social_codes::code_hash.eq(hash_token(&code)),
            sandbox_social_codes::network.eq(network.as_str()),
            sandbox_social_codes::account_id.eq(&request.account_id),
            sandbox_social_codes::redirect_uri.eq(&request.redirect_uri),
            sandbox_social_codes::code_challenge.eq(&request.code_challenge),
            sandbox_social_codes::scope.eq(&request.scope),
            sandbox_social_codes::expires_at.eq(now() + CODE_LIFETIME),
            sandbox_social_codes::used.eq(false),
        ))
        .execute(conn)?;
    Ok(code)
}

/// Exchanges `code` for a token pair: the code must be this network's, unused and unexpired,
/// `redirect_uri` the one it was sent to, and `verifier` must hash to its challenge. The code is
/// spent only by a successful exchange.
pub fn redeem_code(
    conn: &mut DbConnection,
    network: Network,
    code: &str,
    redirect_uri: &str,
    verifier: &str,
    lifetime: Duration,
) -> AppResult<Result<Issued, Refused>> {
    let code_hash = hash_token(code);
    write_transaction(conn, |conn| {
        let found: Option<(String, String, String, String, NaiveDateTime, bool)> = sandbox_social_codes::table
            .find(&code_hash)
            .filter(sandbox_social_codes::network.eq(network.as_str()))
            .select((
                sandbox_social_codes::account_id,
                sandbox_social_codes::redirect_uri,
                sandbox_social_codes::code_challenge,
                sandbox_social_codes::scope,
                sandbox_social_codes::expires_at,
                sandbox_social_codes::used,
            ))
            .first(conn)
            .optional()?;
        let Some((account_id, sent_to, challenge, scope, expires_at, used)) = found else {
            return Ok(Err(Refused("The authorization code is not valid.")));
        };
        if used {
            return Ok(Err(Refused("The authorization code has already been used.")));
        }
        if expires_at <= now() {
            return Ok(Err(Refused("The authorization code has expired.")));
        }
        if sent_to != redirect_uri {
            return Ok(Err(Refused("redirect_uri does not match the authorization request.")));
        }
        if !pkce::verify(verifier, &challenge) {
            return Ok(Err(Refused("code_verifier does not match the code_challenge.")));
        }
        let spent =
            diesel::update(sandbox_social_codes::table.find(&code_hash).filter(sandbox_social_codes::used.eq(false)))
                .set(sandbox_social_codes::used.eq(true))
                .execute(conn)?;
        if spent == 0 {
            return Ok(Err(Refused("The authorization code has already been used.")));
        }
        Ok(Ok(issue(conn, network, &account_id, &scope, lifetime)?))
    })
}

/// Spends `refresh_token` for a new pair; the old refresh token stops working, access tokens
/// already handed out live on until they expire.
pub fn refresh(
    conn: &mut DbConnection,
    network: Network,
    refresh_token: &str,
    lifetime: Duration,
) -> AppResult<Result<Issued, Refused>> {
    let token_hash = hash_token(refresh_token);
    write_transaction(conn, |conn| {
        let found: Option<(String, String, NaiveDateTime, bool)> = sandbox_social_tokens::table
            .find(&token_hash)
            .filter(sandbox_social_tokens::kind.eq(REFRESH))
            .filter(sandbox_social_tokens::network.eq(network.as_str()))
            .select((
                sandbox_social_tokens::account_id,
                sandbox_social_tokens::scope,
                sandbox_social_tokens::expires_at,
                sandbox_social_tokens::revoked,
            ))
            .first(conn)
            .optional()?;
        let Some((account_id, scope, expires_at, revoked)) = found else {
            return Ok(Err(Refused("The refresh token is not valid.")));
        };
        if revoked {
            return Ok(Err(Refused("The refresh token has already been used.")));
        }
        if expires_at <= now() {
            return Ok(Err(Refused("The refresh token has expired.")));
        }
        let spent = diesel::update(
            sandbox_social_tokens::table.find(&token_hash).filter(sandbox_social_tokens::revoked.eq(false)),
        )
        .set(sandbox_social_tokens::revoked.eq(true))
        .execute(conn)?;
        if spent == 0 {
            return Ok(Err(Refused("The refresh token has already been used.")));
        }
        Ok(Ok(issue(conn, network, &account_id, &scope, lifetime)?))
    })
}

/// The account an access token of `network` belongs to, if the token is known, unrevoked and
/// unexpired.
pub fn account_for(conn: &mut DbConnection, network: Network, access_token: &str) -> AppResult<Option<Account>> {
    Ok(sandbox_social_tokens::table
        .inner_join(sandbox_social_accounts::table)
        .filter(sandbox_social_tokens::token_hash.eq(hash_token(access_token)))
        .filter(sandbox_social_tokens::kind.eq(ACCESS))
        .filter(sandbox_social_tokens::network.eq(network.as_str()))
        .filter(sandbox_social_tokens::revoked.eq(false))
        .filter(sandbox_social_tokens::expires_at.gt(now()))
        .select(Account::as_select())
        .first(conn)
        .optional()?)
}

fn issue(
    conn: &mut DbConnection,
    network: Network,
    account_id: &str,
    scope: &str,
    lifetime: Duration,
) -> AppResult<Issued> {
    let at = now();
    let (access_token, refresh_token) = (new_token(), new_token());
    for (token, kind, expires_at) in
        [(&access_token, ACCESS, at + lifetime), (&refresh_token, REFRESH, at + REFRESH_LIFETIME)]
    {
        diesel::insert_into(sandbox_social_tokens::table)
            .values((
                sandbox_social_tokens::token_hash.eq(hash_token(token)),
                sandbox_social_tokens::kind.eq(kind),
                sandbox_social_tokens::network.eq(network.as_str()),
                sandbox_social_tokens::account_id.eq(account_id),
                sandbox_social_tokens::scope.eq(scope),
                sandbox_social_tokens::created_at.eq(at),
                sandbox_social_tokens::expires_at.eq(expires_at),
                sandbox_social_tokens::revoked.eq(false),
            ))
            .execute(conn)?;
    }
    Ok(Issued { access_token, refresh_token, scope: scope.to_owned(), expires_in: lifetime.num_seconds() })
}
