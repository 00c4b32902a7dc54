//! Sandbox accounts: one per (network, username), created with its seeded posts the first time
//! someone consents as that username, so any name typed on a consent page is a working account.

use chrono::{NaiveDateTime, Timelike};
use diesel::prelude::*;
use diesel::result::{DatabaseErrorKind, Error as DieselError};

use crate::network::Network;
use crate::schema::{sandbox_social_accounts, sandbox_social_posts};
use crate::seed;
use kernel::clock::now;
use kernel::db::{write_transaction, DbConnection};
use kernel::error::{AppError, AppResult};

/// Longest username the consent page accepts.
pub const USERNAME_MAX: usize = 30;

/// A sandbox account.
#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable)]
#[diesel(table_name = sandbox_social_accounts)]
pub struct Account {
    /// Public id, shaped like the network's (see [`seed::account_id`]).
    pub id: String,
    /// The network's name ([`Network::as_str`]).
    pub network: String,
    /// The handle shown as `@username`.
    pub username: String,
    /// When it was first used; its posts' times count back from here.
    pub created_at: NaiveDateTime,
    /// The sandbox store whose products its posts show.
    pub shop: Option<String>,
}

/// The username a consent form's field names, or why it is refused: surrounding spaces and a
/// leading `@` are dropped and letters lower-cased (handles are case-insensitive on the
/// networks), then 1–30 of `a-z`, `0-9`, `.` and `_` remain.
pub fn normalise_username(raw: &str) -> Result<String, &'static str> {
    let name = raw.trim().trim_start_matches('@').to_ascii_lowercase();
    if name.is_empty() {
        return Err("Enter a username.");
    }
    if name.chars().count() > USERNAME_MAX {
        return Err("A username has at most 30 characters.");
    }
    if !name.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '.' || c == '_') {
        return Err("A username has only letters, digits, dots and underscores.");
    }
    Ok(name)
}

/// The account (network, username), created with its posts if new. `username` must already be
/// normalised ([`normalise_username`]).
pub fn get_or_create(conn: &mut DbConnection, network: Network, username: &str) -> AppResult<Account> {
    if let Some(found) = find(conn, network, username)? {
        return Ok(found);
    }
    let created = write_transaction(conn, |conn| create(conn, network, username));
    match created {
        Ok(account) => Ok(account),
        // Two consents for the same new name at once: the other one created it.
        Err(AppError::Internal(e))
            if matches!(
                e.downcast_ref::<DieselError>(),
                Some(DieselError::DatabaseError(DatabaseErrorKind::UniqueViolation, _))
            ) =>
        {
            find(conn, network, username)?.ok_or_else(|| AppError::Internal(e))
        }
        Err(other) => Err(other),
    }
}

/// The account with this public id on `network`.
pub fn by_id(conn: &mut DbConnection, network: Network, id: &str) -> AppResult<Option<Account>> {
    Ok(sandbox_social_accounts::table
        .find(id)
        .filter(sandbox_social_accounts::network.eq(network.as_str()))
        .select(Account::as_select())
        .first(conn)
        .optional()?)
}

/// Makes the account's posts show the products of `shop` from now on.
pub fn set_shop(conn: &mut DbConnection, account_id: &str, shop: &str) -> AppResult<()> {
    diesel::update(sandbox_social_accounts::table.find(account_id))
        .set(sandbox_social_accounts::shop.eq(Some(shop)))
        .execute(conn)?;
    Ok(())
}

fn find(conn: &mut DbConnection, network: Network, username: &str) -> AppResult<Option<Account>> {
    Ok(sandbox_social_accounts::table
        .filter(sandbox_social_accounts::network.eq(network.as_str()))
        .filter(sandbox_social_accounts::username.eq(username))
        .select(Account::as_select())
        .first(conn)
        .optional()?)
}

fn create(conn: &mut DbConnection, network: Network, username: &str) -> AppResult<Account> {
    // Whole minutes: both backends then store and compare exactly the same instants.
    let at = now();
    let at = at.with_second(0).and_then(|t| t.with_nanosecond(0)).unwrap_or(at);
    let account = Account {
        id: seed::account_id(network, username),
        network: network.as_str().to_owned(),
        username: username.to_owned(),
        created_at: at,
        shop: None,
    };
    diesel::insert_into(sandbox_social_accounts::table)
        .values((
            sandbox_social_accounts::id.eq(&account.id),
            sandbox_social_accounts::network.eq(&account.network),
            sandbox_social_accounts::username.eq(&account.username),
            sandbox_social_accounts::created_at.eq(at),
        ))
        .execute(conn)?;
    for post in seed::posts(network, username) {
        diesel::insert_into(sandbox_social_posts::table)
            .values((
                sandbox_social_posts::id.eq(post.id),
                sandbox_social_posts::account_id.eq(&account.id),
                sandbox_social_posts::network.eq(network.as_str()),
                sandbox_social_posts::position.eq(post.position),
                sandbox_social_posts::title.eq(post.title),
                sandbox_social_posts::caption.eq(post.caption),
                sandbox_social_posts::created_at.eq(at - post.age),
            ))
            .execute(conn)?;
    }
    Ok(account)
}

#[cfg(test)]
mod tests {
    use super::normalise_username;

    #[test]
    fn usernames_are_1_to_30_of_lower_case_letters_digits_dots_and_underscores() {
        assert_eq!(normalise_username("sandbox_instagram"), Ok("sandbox_instagram".to_owned()));
        assert_eq!(normalise_username("  @Ann.Lee_2 "), Ok("ann.lee_2".to_owned()));
        assert_eq!(normalise_username(&"a".repeat(30)).map(|n| n.len()), Ok(30));
        assert!(normalise_username(&"a".repeat(31)).is_err());
        assert!(normalise_username("").is_err());
        assert!(normalise_username("@").is_err());
        assert!(normalise_username("ann lee").is_err());
        assert!(normalise_username("<script>").is_err());
        assert!(normalise_username("anné").is_err());
    }
}
