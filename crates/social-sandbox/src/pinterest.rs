//! Pinterest's posts API, in the v5 shape: `/v5/user_account` for the profile and `/v5/pins` for
//! the pins, newest first, with `page_size` (25 by default, 100 at most) and an opaque
//! `bookmark` (null on the last page).

use actix_web::{web, HttpRequest, HttpResponse};
use serde::Deserialize;
use serde_json::json;

use crate::bearer::{self, ApiFailure};
use crate::network::Network;
use crate::picture;
use crate::posts;
use crate::state::SocialSandbox;
use kernel::error::AppResult;

const NETWORK: Network = Network::Pinterest;
const DEFAULT_PAGE_SIZE: i64 = 25;
const MAX_PAGE_SIZE: i64 = 100;

/// `GET /sandbox-social/pinterest/v5/user_account`.
pub async fn user_account(req: HttpRequest, sandbox: web::Data<SocialSandbox>) -> AppResult<HttpResponse> {
    match bearer::account(&req, &sandbox, NETWORK).await? {
        Ok(account) => Ok(HttpResponse::Ok().json(json!({"username": account.username, "id": account.id}))),
        Err(failure) => Ok(failure.response(NETWORK)),
    }
}

/// Query of `/v5/pins`.
#[derive(Debug, Deserialize)]
pub struct PinsQuery {
    /// Page size, 1 to 100 (25 when absent).
    pub page_size: Option<String>,
    /// The previous page's `bookmark`.
    pub bookmark: Option<String>,
}

/// The page size and position to continue after that a query asks for. Unlike Instagram,
/// Pinterest refuses a page size out of range instead of capping it.
fn read_query(query: &PinsQuery) -> Result<(i64, i32), ApiFailure> {
    let page_size = match query.page_size.as_deref().filter(|s| !s.is_empty()) {
        None => DEFAULT_PAGE_SIZE,
        Some(raw) => raw
            .parse::<i64>()
            .ok()
            .filter(|n| (1..=MAX_PAGE_SIZE).contains(n))
            .ok_or_else(|| ApiFailure::BadParameter(format!("page_size must be between 1 and {MAX_PAGE_SIZE}.")))?,
    };
    let after = match query.bookmark.as_deref().filter(|b| !b.is_empty()) {
        None => 0,
        Some(bookmark) => {
            posts::decode_cursor(bookmark).ok_or_else(|| ApiFailure::BadParameter("bookmark is not valid.".into()))?
        }
    };
    Ok((page_size, after))
}

/// `GET /sandbox-social/pinterest/v5/pins`.
pub async fn pins(
    req: HttpRequest,
    query: web::Query<PinsQuery>,
    sandbox: web::Data<SocialSandbox>,
) -> AppResult<HttpResponse> {
    let account = match bearer::account(&req, &sandbox, NETWORK).await? {
        Ok(account) => account,
        Err(failure) => return Ok(failure.response(NETWORK)),
    };
    let (page_size, after) = match read_query(&query) {
        Ok(read) => read,
        Err(failure) => return Ok(failure.response(NETWORK)),
    };
    let page = sandbox.db.run(move |conn| posts::page(conn, &account.id, after, page_size)).await?;
    let items: Vec<serde_json::Value> = page
        .posts
        .iter()
        .map(|post| {
            json!({
                "id": post.id,
                "title": post.title,
                "description": post.caption,
                "link": sandbox.post_url(NETWORK, &post.id),
                "created_at": post.created_at.format("%Y-%m-%dT%H:%M:%S").to_string(),
                "media": {
                    "media_type": "image",
                    "images": {"600x": {
                        "url": sandbox.media_url(NETWORK, &post.id),
                        "width": picture::SIZE,
                        "height": picture::SIZE,
                    }},
                },
            })
        })
        .collect();
    let bookmark = page.has_more.then(|| posts::encode_cursor(page.last_position(after)));
    Ok(HttpResponse::Ok().json(json!({"items": items, "bookmark": bookmark})))
}

#[cfg(test)]
mod tests {
    use super::{read_query, PinsQuery};
    use crate::posts::encode_cursor;

    #[test]
    fn page_size_defaults_to_25_and_must_be_1_to_100() {
        let query = |page_size: Option<&str>, bookmark: Option<String>| PinsQuery {
            page_size: page_size.map(str::to_owned),
            bookmark,
        };
        assert_eq!(read_query(&query(None, None)), Ok((25, 0)));
        assert_eq!(read_query(&query(Some("100"), Some(encode_cursor(24)))), Ok((100, 24)));
        assert!(read_query(&query(Some("101"), None)).is_err());
        assert!(read_query(&query(Some("0"), None)).is_err());
        assert!(read_query(&query(None, Some("junk".into()))).is_err());
    }
}
