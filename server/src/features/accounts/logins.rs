//! The login rows as sign-up, login, verification and password reset read and write them. The
//! auth feature owns the flows (limits, tokens, emails); the rows of who may sign in are kept
//! here, so the accounts feature stays the one place that queries its tables.

use diesel::prelude::*;

use super::model::{Influencer, NewUser, User};
use crate::db::schema::{influencers, users};
use crate::db::DbConnection;
use crate::error::AppResult;

/// The merchant user whose username is `username` or whose email is `email` (both already
/// normalized by the caller).
pub fn merchant_by_login(conn: &mut DbConnection, username: &str, email: &str) -> AppResult<Option<User>> {
    Ok(users::table
        .filter(users::username.eq(username).or(users::email.eq(email)))
        .select(User::as_select())
        .first::<User>(conn)
        .optional()?)
}

/// The active influencer of `business_id` called `username`, or, when `email` is given, the one
/// with that email: the reset form takes either, the login form a username only.
pub fn active_influencer(
    conn: &mut DbConnection,
    business_id: &str,
    username: &str,
    email: Option<&str>,
) -> AppResult<Option<Influencer>> {
    let mut query = influencers::table
        .filter(influencers::business_id.eq(business_id))
        .filter(influencers::is_active.eq(true))
        .into_boxed();
    query = match email {
        Some(email) => query.filter(influencers::username.eq(username).or(influencers::email.eq(email))),
        None => query.filter(influencers::username.eq(username)),
    };
    Ok(query.select(Influencer::as_select()).first::<Influencer>(conn).optional()?)
}

/// Whether a merchant already has `username`.
pub fn username_in_use(conn: &mut DbConnection, username: &str) -> AppResult<bool> {
    let n: i64 = users::table.filter(users::username.eq(username)).count().get_result(conn)?;
    Ok(n > 0)
}

/// Whether a merchant already signed up with `email`.
pub fn email_in_use(conn: &mut DbConnection, email: &str) -> AppResult<bool> {
    let n: i64 = users::table.filter(users::email.eq(email)).count().get_result(conn)?;
    Ok(n > 0)
}

/// Writes a new merchant user. The database's own error is returned so that the caller can tell
/// a unique-constraint race (two sign-ups with one username at once) from any other failure.
pub fn insert_user(conn: &mut DbConnection, user: &NewUser<'_>) -> Result<(), diesel::result::Error> {
    diesel::insert_into(users::table).values(user).execute(conn).map(|_| ())
}

/// Marks the merchant user `id` as having proved their email address.
pub fn mark_verified(conn: &mut DbConnection, id: &str) -> AppResult<()> {
    diesel::update(users::table.find(id)).set(users::is_verified.eq(true)).execute(conn)?;
    Ok(())
}

/// Sets the merchant user `id`'s password hash.
pub fn set_user_password(conn: &mut DbConnection, id: &str, hash: &str) -> AppResult<()> {
    diesel::update(users::table.find(id)).set(users::password_hash.eq(hash)).execute(conn)?;
    Ok(())
}

/// Sets the influencer `id`'s password hash.
pub fn set_influencer_password(conn: &mut DbConnection, id: &str, hash: &str) -> AppResult<()> {
    diesel::update(influencers::table.find(id)).set(influencers::password_hash.eq(Some(hash))).execute(conn)?;
    Ok(())
}
