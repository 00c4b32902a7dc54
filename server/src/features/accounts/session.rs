//! Sessions: opaque random tokens, stored only as SHA-256 hashes.
//!
//! A token arrives as the HttpOnly `shoplinks_session` cookie (so server rendering knows the
//! user) or as `Authorization: Bearer` (API clients). Looking one up yields the business it
//! acts for and the [`SessionUser`] shown to pages.

use actix_web::cookie::{Cookie, SameSite};
use actix_web::http::header;
use actix_web::HttpRequest;
use chrono::Duration;
use diesel::prelude::*;

use super::model::{Business, Influencer, NewSession, SessionRow, User};
use super::user::SessionUser;
use crate::clock::now;
use crate::db::schema::{businesses, influencers, sessions, users};
use crate::db::{Db, DbConnection};
use crate::error::{AppError, AppResult};
use crate::features::jobs::{self, Periodic};
use crate::ids::new_id;

/// Name of the session cookie.
pub const SESSION_COOKIE: &str = "shoplinks_session";
/// How long a session lasts.
pub const SESSION_DAYS: i64 = 30;

/// Who a session belongs to.
#[derive(Debug, Clone)]
pub enum SessionSubject {
    /// A merchant (admin).
    Admin(User),
    /// An influencer, with their merchant's user.
    Influencer {
        /// The merchant user of the business.
        merchant: User,
        /// The influencer.
        influencer: Influencer,
    },
}

/// A resolved session.
#[derive(Debug, Clone)]
pub struct Session {
    /// Session id.
    pub id: String,
    /// Business the session acts for (scopes every tenant query).
    pub business_id: String,
    /// The business row.
    pub business: Business,
    /// The person signed in.
    pub subject: SessionSubject,
    /// What pages see.
    pub user: SessionUser,
    /// Stored language preference of a merchant user.
    pub locale: Option<String>,
}

/// The refusal of someone who may not create or edit links (docs/links.md#permissions).
pub const MAY_NOT_EDIT_LINKS: &str = "You are not allowed to create or edit links";
/// The refusal of an influencer asking for what only the merchant may do.
pub const MERCHANT_ONLY: &str = "Only the merchant can do this";

impl Session {
    /// True for merchant (admin) sessions.
    pub fn is_admin(&self) -> bool {
        matches!(self.subject, SessionSubject::Admin(_))
    }

    /// The merchant, or an active influencer allowed to create and edit links: who may change
    /// links, and upload the pictures that go on them. Here rather than in `links`, so the
    /// features that need the rule (links, media) depend on accounts, not on each other.
    pub fn may_edit_links(&self) -> bool {
        self.is_admin() || self.user.permissions.is_active_influencer
    }

    /// 403 with [`MAY_NOT_EDIT_LINKS`] unless [`Self::may_edit_links`].
    pub fn require_link_editor(&self) -> AppResult<()> {
        if self.may_edit_links() {
            Ok(())
        } else {
            Err(AppError::Forbidden(MAY_NOT_EDIT_LINKS.into()))
        }
    }

    /// 403 with [`MERCHANT_ONLY`] unless the merchant (not one of their influencers) is signed
    /// in. The one guard every feature uses, kept here so none of them reaches into another for it.
    pub fn require_merchant(&self) -> AppResult<()> {
        if self.is_admin() {
            Ok(())
        } else {
            Err(AppError::Forbidden(MERCHANT_ONLY.into()))
        }
    }

    /// A business id named in a path or a body must be the session's own; another one answers
    /// 404, as a business that does not exist would, so ids of other businesses cannot be probed.
    pub fn require_own_business(&self, business_id: &str) -> AppResult<()> {
        if business_id == self.business_id {
            Ok(())
        } else {
            Err(AppError::NotFound("No such business".into()))
        }
    }
}

pub use kernel::tokens::{hash_token, new_token};

/// Stores a session for a merchant user or an influencer; returns the token.
pub fn create(
    conn: &mut DbConnection,
    business_id: &str,
    user_id: Option<&str>,
    influencer_id: Option<&str>,
) -> AppResult<String> {
    let token = new_token();
    let created = now();
    diesel::insert_into(sessions::table)
        .values(&NewSession {
            id: &new_id(),
            token_hash: &hash_token(&token),
            business_id,
            user_id,
            influencer_id,
            created_at: created,
            expires_at: created + Duration::days(SESSION_DAYS),
        })
        .execute(conn)?;
    Ok(token)
}

/// The cookie that carries a session token.
pub fn cookie(token: &str, secure: bool) -> Cookie<'static> {
    Cookie::build(SESSION_COOKIE, token.to_owned())
        .path("/")
        .http_only(true)
        .same_site(SameSite::Lax)
        .secure(secure)
        .max_age(actix_web::cookie::time::Duration::days(SESSION_DAYS))
        .finish()
}

/// The token a request carries, from the bearer header first, then the cookie.
pub fn token_from_request(req: &HttpRequest) -> Option<String> {
    let bearer = req
        .headers()
        .get(header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.strip_prefix("Bearer "))
        .map(str::trim)
        .filter(|t| !t.is_empty());
    bearer
        .map(str::to_owned)
        .or_else(|| req.cookie(SESSION_COOKIE).map(|c| c.value().to_owned()))
        .filter(|t| t.len() <= 128)
}

/// Resolves the request's session, if it carries a valid one.
pub async fn current(db: &Db, req: &HttpRequest) -> AppResult<Option<Session>> {
    let Some(token) = token_from_request(req) else {
        return Ok(None);
    };
    let hash = hash_token(&token);
    db.run(move |conn| lookup(conn, &hash)).await
}

fn lookup(conn: &mut DbConnection, token_hash: &str) -> AppResult<Option<Session>> {
    let at = now();
    let found = sessions::table
        .inner_join(businesses::table)
        .filter(sessions::token_hash.eq(token_hash))
        .filter(sessions::expires_at.gt(at))
        .select((SessionRow::as_select(), Business::as_select()))
        .first::<(SessionRow, Business)>(conn)
        .optional()?;
    let Some((row, business)) = found else {
        return Ok(None);
    };
    let merchant = users::table
        .filter(users::business_id.eq(&business.id))
        .order(users::created_at.asc())
        .select(User::as_select())
        .first::<User>(conn)
        .optional()?;
    let session = match (&row.user_id, &row.influencer_id, merchant) {
        (Some(user_id), _, _) => {
            let user = users::table
                .find(user_id)
                .filter(users::business_id.eq(&business.id))
                .select(User::as_select())
                .first::<User>(conn)
                .optional()?;
            user.map(|u| Session {
                id: row.id.clone(),
                business_id: business.id.clone(),
                user: SessionUser::admin(&business, &u, at),
                locale: u.locale.clone(),
                subject: SessionSubject::Admin(u),
                business: business.clone(),
            })
        }
        (None, Some(inf_id), Some(merchant)) => {
            let inf = influencers::table
                .find(inf_id)
                .filter(influencers::business_id.eq(&business.id))
                .filter(influencers::is_active.eq(true))
                .select(Influencer::as_select())
                .first::<Influencer>(conn)
                .optional()?;
            inf.map(|i| Session {
                id: row.id.clone(),
                business_id: business.id.clone(),
                user: SessionUser::influencer(&business, &merchant, &i, at),
                locale: None,
                subject: SessionSubject::Influencer { merchant: merchant.clone(), influencer: i },
                business: business.clone(),
            })
        }
        _ => None,
    };
    Ok(session)
}

/// Resolves the request's session or answers 401.
pub async fn require(db: &Db, req: &HttpRequest) -> AppResult<Session> {
    current(db, req).await?.ok_or(crate::error::AppError::Unauthorized)
}

/// The signed-in merchant: 401 without a session, 403 ([`MERCHANT_ONLY`]) for an influencer.
pub async fn require_merchant(db: &Db, req: &HttpRequest) -> AppResult<Session> {
    let current = require(db, req).await?;
    current.require_merchant()?;
    Ok(current)
}

/// The signed-in merchant of `business_id` (a path's): as [`require_merchant`], and 404 for
/// another business.
pub async fn require_merchant_of(db: &Db, req: &HttpRequest, business_id: &str) -> AppResult<Session> {
    let current = require_merchant(db, req).await?;
    current.require_own_business(business_id)?;
    Ok(current)
}

/// A cookie that removes the session cookie.
pub fn removal_cookie() -> Cookie<'static> {
    Cookie::build(SESSION_COOKIE, "").path("/").finish()
}

/// Ends every session of a merchant user or an influencer (after a password reset).
pub fn delete_all_for(conn: &mut DbConnection, user_id: Option<&str>, influencer_id: Option<&str>) -> AppResult<usize> {
    let mut n = 0;
    if let Some(id) = user_id {
        n += diesel::delete(sessions::table.filter(sessions::user_id.eq(id))).execute(conn)?;
    }
    if let Some(id) = influencer_id {
        n += diesel::delete(sessions::table.filter(sessions::influencer_id.eq(id))).execute(conn)?;
    }
    Ok(n)
}

/// Whether an unexpired session has this token hash.
pub fn exists(conn: &mut DbConnection, token_hash: &str) -> AppResult<bool> {
    let n: i64 = sessions::table
        .filter(sessions::token_hash.eq(token_hash))
        .filter(sessions::expires_at.gt(now()))
        .count()
        .get_result(conn)?;
    Ok(n > 0)
}

/// Ends a session server-side.
pub fn delete(conn: &mut DbConnection, session_id: &str) -> AppResult<()> {
    diesel::delete(sessions::table.find(session_id)).execute(conn)?;
    Ok(())
}

/// Removes the sessions past their expiry, every hour: an expired session signs nobody in, and
/// the table keeps only rows that can still matter.
pub const SWEEP: Periodic = Periodic {
    name: "accounts.session_sweep",
    what: "expired sessions removed",
    every: jobs::HOURLY,
    run: |state| {
        jobs::in_db(state, |conn| {
            Ok(diesel::delete(sessions::table.filter(sessions::expires_at.le(now()))).execute(conn)?)
        })
    },
};
