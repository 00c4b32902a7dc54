//! Reading an account's posts a page at a time, newest first. Every network pages by position
//! (1 = newest): a page is the posts after a given position, and its cursor is the position of
//! its last post. Instagram and Pinterest hand that cursor out as an opaque string, TikTok as a
//! number, as the real APIs do.

use base64::Engine;
use chrono::NaiveDateTime;
use diesel::prelude::*;

use crate::network::Network;
use crate::schema::sandbox_social_posts;
use kernel::db::DbConnection;
use kernel::error::AppResult;

/// A stored post.
#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable)]
#[diesel(table_name = sandbox_social_posts)]
pub struct Post {
    /// Public id.
    pub id: String,
    /// The account's public id.
    pub account_id: String,
    /// 1 for the newest.
    pub position: i32,
    /// Short title.
    pub title: String,
    /// Caption.
    pub caption: String,
    /// When it was posted (UTC).
    pub created_at: NaiveDateTime,
}

/// One page of posts.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Page {
    /// The posts, newest first.
    pub posts: Vec<Post>,
    /// Whether older posts follow.
    pub has_more: bool,
}

impl Page {
    /// The position to continue after: the last post's, or `after` itself on an empty page.
    pub fn last_position(&self, after: i32) -> i32 {
        self.posts.last().map_or(after, |p| p.position)
    }
}

/// Up to `limit` posts of the account after position `after` (0 for the first page).
pub fn page(conn: &mut DbConnection, account_id: &str, after: i32, limit: i64) -> AppResult<Page> {
    let mut posts: Vec<Post> = sandbox_social_posts::table
        .filter(sandbox_social_posts::account_id.eq(account_id))
        .filter(sandbox_social_posts::position.gt(after))
        .order(sandbox_social_posts::position.asc())
        .limit(limit.saturating_add(1))
        .select(Post::as_select())
        .load(conn)?;
    let has_more = i64::try_from(posts.len()).unwrap_or(i64::MAX) > limit;
    posts.truncate(usize::try_from(limit).unwrap_or(0));
    Ok(Page { posts, has_more })
}

/// How many posts the account has.
pub fn count(conn: &mut DbConnection, account_id: &str) -> AppResult<i64> {
    Ok(sandbox_social_posts::table.filter(sandbox_social_posts::account_id.eq(account_id)).count().get_result(conn)?)
}

/// The post `id` on `network` with its author's username.
pub fn with_author(conn: &mut DbConnection, network: Network, id: &str) -> AppResult<Option<(Post, String)>> {
    use crate::schema::sandbox_social_accounts;
    Ok(sandbox_social_posts::table
        .inner_join(sandbox_social_accounts::table)
        .filter(sandbox_social_posts::id.eq(id))
        .filter(sandbox_social_posts::network.eq(network.as_str()))
        .select((Post::as_select(), sandbox_social_accounts::username))
        .first(conn)
        .optional()?)
}

/// The store whose products the post `id` on `network` shows: `None` when there is no such
/// post, `Some(None)` when its account names no store.
pub fn shop_of(conn: &mut DbConnection, network: Network, id: &str) -> AppResult<Option<Option<String>>> {
    use crate::schema::sandbox_social_accounts;
    Ok(sandbox_social_posts::table
        .inner_join(sandbox_social_accounts::table)
        .filter(sandbox_social_posts::id.eq(id))
        .filter(sandbox_social_posts::network.eq(network.as_str()))
        .select(sandbox_social_accounts::shop)
        .first(conn)
        .optional()?)
}

const CURSOR_PREFIX: &str = "after:";

/// The opaque cursor (Instagram's `after`, Pinterest's `bookmark`) for continuing after
/// `position`.
pub fn encode_cursor(position: i32) -> String {
    base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(format!("{CURSOR_PREFIX}{position}"))
}

/// The position an opaque cursor continues after; `None` for anything this sandbox did not
/// hand out.
pub fn decode_cursor(cursor: &str) -> Option<i32> {
    let bytes = base64::engine::general_purpose::URL_SAFE_NO_PAD.decode(cursor.trim()).ok()?;
    let text = String::from_utf8(bytes).ok()?;
    let position: i32 = text.strip_prefix(CURSOR_PREFIX)?.parse().ok()?;
    (position >= 0).then_some(position)
}

#[cfg(test)]
mod tests {
    use super::{decode_cursor, encode_cursor};

    #[test]
    fn cursors_round_trip_and_foreign_ones_are_refused() {
        for position in [0, 1, 24, 30, 1000] {
            assert_eq!(decode_cursor(&encode_cursor(position)), Some(position));
        }
        assert_eq!(decode_cursor(""), None);
        assert_eq!(decode_cursor("24"), None);
        assert_eq!(decode_cursor("not base64!"), None);
        assert_eq!(decode_cursor(&encode_cursor(-1)), None);
        assert!(encode_cursor(24).chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_'));
    }
}
