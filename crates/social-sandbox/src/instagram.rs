//! Instagram's posts API, in the Graph API's shape: `/me` for the profile and `/me/media` for
//! the posts, newest first, with `fields` selection, `limit` (25 by default, 100 at most) and
//! cursor paging (`paging.cursors.after`, and `paging.next` as a full URL except on the last
//! page).

use actix_web::{web, HttpRequest, HttpResponse};
use serde::Deserialize;
use serde_json::json;

use crate::bearer::{self, only_fields, requested_fields, ApiFailure};
use crate::network::Network;
use crate::posts;
use crate::state::SocialSandbox;
use kernel::error::AppResult;

const NETWORK: Network = Network::Instagram;
const DEFAULT_LIMIT: i64 = 25;
const MAX_LIMIT: i64 = 100;

/// Query of `/me`.
#[derive(Debug, Deserialize)]
pub struct MeQuery {
    /// Comma-separated field names (`id`, `username`, `account_type`, `media_count`).
    pub fields: Option<String>,
}

/// `GET /sandbox-social/instagram/v1/me`.
pub async fn me(
    req: HttpRequest,
    query: web::Query<MeQuery>,
    sandbox: web::Data<SocialSandbox>,
) -> AppResult<HttpResponse> {
    let account = match bearer::account(&req, &sandbox, NETWORK).await? {
        Ok(account) => account,
        Err(failure) => return Ok(failure.response(NETWORK)),
    };
    let id = account.id.clone();
    let media_count = sandbox.db.run(move |conn| posts::count(conn, &id)).await?;
    let profile =
        json!({"id": account.id, "username": account.username, "account_type": "BUSINESS", "media_count": media_count});
    let wanted = requested_fields(query.fields.as_deref());
    Ok(HttpResponse::Ok().json(only_fields(profile, wanted.as_deref(), "id")))
}

/// Query of `/me/media`.
#[derive(Debug, Deserialize)]
pub struct MediaQuery {
    /// Comma-separated field names (`id`, `caption`, `media_type`, `media_url`, `permalink`,
    /// `timestamp`, `username`).
    pub fields: Option<String>,
    /// Page size: 25 by default, 100 at most.
    pub limit: Option<String>,
    /// Cursor of the previous page's `paging.cursors.after`.
    pub after: Option<String>,
}

/// The page size a `limit` asks for: larger ones are capped, as the Graph API does.
fn page_size(limit: Option<&str>) -> Result<i64, ApiFailure> {
    match limit {
        None | Some("") => Ok(DEFAULT_LIMIT),
        Some(raw) => match raw.parse::<i64>() {
            Ok(n) if n >= 1 => Ok(n.min(MAX_LIMIT)),
            _ => Err(ApiFailure::BadParameter(format!("(#100) limit must be a positive integer, not {raw}"))),
        },
    }
}

/// `GET /sandbox-social/instagram/v1/me/media`.
pub async fn media(
    req: HttpRequest,
    query: web::Query<MediaQuery>,
    sandbox: web::Data<SocialSandbox>,
) -> AppResult<HttpResponse> {
    let account = match bearer::account(&req, &sandbox, NETWORK).await? {
        Ok(account) => account,
        Err(failure) => return Ok(failure.response(NETWORK)),
    };
    let limit = match page_size(query.limit.as_deref()) {
        Ok(limit) => limit,
        Err(failure) => return Ok(failure.response(NETWORK)),
    };
    let after = match query.after.as_deref().filter(|a| !a.is_empty()) {
        None => 0,
        Some(cursor) => match posts::decode_cursor(cursor) {
            Some(position) => position,
            None => return Ok(ApiFailure::BadParameter("(#100) after is not a valid cursor".into()).response(NETWORK)),
        },
    };
    let account_id = account.id.clone();
    let page = sandbox.db.run(move |conn| posts::page(conn, &account_id, after, limit)).await?;
    let wanted = requested_fields(query.fields.as_deref());
    let data: Vec<serde_json::Value> = page
        .posts
        .iter()
        .map(|post| {
            let item = json!({
                "id": post.id,
                "caption": post.caption,
                "media_type": "IMAGE",
                "media_url": sandbox.media_url(NETWORK, &post.id),
                "permalink": sandbox.post_url(NETWORK, &post.id),
                "timestamp": post.created_at.format("%Y-%m-%dT%H:%M:%S+0000").to_string(),
                "username": account.username,
            });
            only_fields(item, wanted.as_deref(), "id")
        })
        .collect();
    let mut body = json!({"data": data});
    if !page.posts.is_empty() {
        let cursor = posts::encode_cursor(page.last_position(after));
        let mut paging = json!({"cursors": {"after": cursor}});
        if page.has_more {
            let mut next = url::form_urlencoded::Serializer::new(String::new());
            if let Some(fields) = &query.fields {
                next.append_pair("fields", fields);
            }
            next.append_pair("limit", &limit.to_string()).append_pair("after", &cursor);
            paging["next"] = json!(format!("{}/v1/me/media?{}", sandbox.network_base(NETWORK), next.finish()));
        }
        body["paging"] = paging;
    }
    Ok(HttpResponse::Ok().json(body))
}

#[cfg(test)]
mod tests {
    use super::page_size;

    #[test]
    fn limit_defaults_to_25_and_is_capped_at_100() {
        assert_eq!(page_size(None), Ok(25));
        assert_eq!(page_size(Some("24")), Ok(24));
        assert_eq!(page_size(Some("500")), Ok(100));
        assert!(page_size(Some("0")).is_err());
        assert!(page_size(Some("ten")).is_err());
    }
}
