//! One-time email tokens: 256 random bits in the link, only the SHA-256 stored, single use,
//! with an expiry per purpose.

use chrono::Duration;
use diesel::prelude::*;

use crate::clock::now;
use crate::db::schema::email_tokens;
use crate::db::DbConnection;
use crate::error::AppResult;
use crate::features::accounts::session::{hash_token, new_token};
use crate::features::jobs::{self, Periodic};
use crate::ids::new_id;

/// What a token is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Purpose {
    /// Email verification after sign-up (24 hours).
    Verify,
    /// Password reset (30 minutes).
    Reset,
}

impl Purpose {
    fn tag(self) -> &'static str {
        match self {
            Purpose::Verify => "verify",
            Purpose::Reset => "reset",
        }
    }

    fn lifetime(self) -> Duration {
        match self {
            Purpose::Verify => Duration::hours(24),
            Purpose::Reset => Duration::minutes(30),
        }
    }
}

/// Whose token it is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Subject {
    /// A merchant user id.
    User(String),
    /// An influencer id.
    Influencer(String),
}

/// Stores a new token for `subject` and returns the raw value for the link.
pub fn issue(conn: &mut DbConnection, purpose: Purpose, subject: &Subject) -> AppResult<String> {
    let token = new_token();
    let created = now();
    let (user_id, influencer_id) = match subject {
        Subject::User(id) => (Some(id.as_str()), None),
        Subject::Influencer(id) => (None, Some(id.as_str())),
    };
    diesel::insert_into(email_tokens::table)
        .values((
            email_tokens::id.eq(new_id()),
            email_tokens::purpose.eq(purpose.tag()),
            email_tokens::token_hash.eq(hash_token(&token)),
            email_tokens::user_id.eq(user_id),
            email_tokens::influencer_id.eq(influencer_id),
            email_tokens::created_at.eq(created),
            email_tokens::expires_at.eq(created + purpose.lifetime()),
        ))
        .execute(conn)?;
    Ok(token)
}

/// Whether a token exists with this purpose, unused and unexpired, without using it up: callers
/// with costly work to do before [`consume`] (hashing a new password) look first, so that a bad
/// token costs one indexed lookup.
pub fn is_usable(conn: &mut DbConnection, purpose: Purpose, token: &str) -> AppResult<bool> {
    let found: i64 = email_tokens::table
        .filter(email_tokens::token_hash.eq(hash_token(token)))
        .filter(email_tokens::purpose.eq(purpose.tag()))
        .filter(email_tokens::used_at.is_null())
        .filter(email_tokens::expires_at.gt(now()))
        .count()
        .get_result(conn)?;
    Ok(found > 0)
}

/// Uses up a token: returns its subject if it exists, has this purpose, is unused and
/// unexpired; marks it used in the same statement so it can never work twice.
pub fn consume(conn: &mut DbConnection, purpose: Purpose, token: &str) -> AppResult<Option<Subject>> {
    let at = now();
    let hash = hash_token(token);
    let target = email_tokens::table
        .filter(email_tokens::token_hash.eq(&hash))
        .filter(email_tokens::purpose.eq(purpose.tag()))
        .filter(email_tokens::used_at.is_null())
        .filter(email_tokens::expires_at.gt(at));
    let updated = diesel::update(target).set(email_tokens::used_at.eq(Some(at))).execute(conn)?;
    if updated == 0 {
        return Ok(None);
    }
    let (user_id, influencer_id) = email_tokens::table
        .filter(email_tokens::token_hash.eq(&hash))
        .select((email_tokens::user_id, email_tokens::influencer_id))
        .first::<(Option<String>, Option<String>)>(conn)?;
    Ok(match (user_id, influencer_id) {
        (Some(u), _) => Some(Subject::User(u)),
        (None, Some(i)) => Some(Subject::Influencer(i)),
        _ => None,
    })
}

/// Removes the email tokens past their expiry or used more than a day ago, every hour.
pub const SWEEP: Periodic = Periodic {
    name: "auth.token_sweep",
    what: "used or expired email tokens removed",
    every: jobs::HOURLY,
    run: |state| {
        jobs::in_db(state, |conn| {
            let at = now();
            let done = email_tokens::expires_at.le(at).or(email_tokens::used_at.le(at - Duration::days(1)));
            Ok(diesel::delete(email_tokens::table.filter(done)).execute(conn)?)
        })
    },
};
