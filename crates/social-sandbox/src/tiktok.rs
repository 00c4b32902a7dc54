//! TikTok's posts API, in the v2 shape: `/v2/user/info/` for the profile and
//! `POST /v2/video/list/` for the videos, newest first, with `fields` selection, a JSON body of
//! `max_count` (20 at most) and a numeric `cursor`, and every answer wrapped as
//! `{"data": …, "error": {"code": "ok", …}}`.

use actix_web::{web, HttpRequest, HttpResponse};
use serde::Deserialize;
use serde_json::json;

use crate::bearer::{self, only_fields, requested_fields, ApiFailure};
use crate::network::Network;
use crate::posts;
use crate::state::SocialSandbox;
use kernel::error::AppResult;

const NETWORK: Network = Network::Tiktok;
const MAX_COUNT: i64 = 20;

/// Query of both endpoints.
#[derive(Debug, Deserialize)]
pub struct FieldsQuery {
    /// Comma-separated field names.
    pub fields: Option<String>,
}

fn ok(data: serde_json::Value) -> HttpResponse {
    HttpResponse::Ok().json(json!({"data": data, "error": {"code": "ok", "message": "", "log_id": ""}}))
}

/// `GET /sandbox-social/tiktok/v2/user/info/` (fields `open_id`, `username`, `display_name`).
pub async fn user_info(
    req: HttpRequest,
    query: web::Query<FieldsQuery>,
    sandbox: web::Data<SocialSandbox>,
) -> AppResult<HttpResponse> {
    let account = match bearer::account(&req, &sandbox, NETWORK).await? {
        Ok(account) => account,
        Err(failure) => return Ok(failure.response(NETWORK)),
    };
    let user = json!({"open_id": account.id, "username": account.username, "display_name": account.username});
    let wanted = requested_fields(query.fields.as_deref());
    Ok(ok(json!({"user": only_fields(user, wanted.as_deref(), "")})))
}

/// Body of the video list.
#[derive(Debug, Default, Deserialize)]
pub struct ListBody {
    /// Page size, 1 to 20 (20 when absent).
    pub max_count: Option<i64>,
    /// The previous page's `cursor` (0 or absent for the first page).
    pub cursor: Option<i64>,
}

/// The page size and position to continue after that a list body asks for.
fn read_body(body: &[u8]) -> Result<(i64, i32), ApiFailure> {
    let parsed: ListBody = if body.iter().all(u8::is_ascii_whitespace) {
        ListBody::default()
    } else {
        serde_json::from_slice(body)
            .map_err(|e| ApiFailure::BadParameter(format!("The request body is not valid: {e}")))?
    };
    let max_count = parsed.max_count.unwrap_or(MAX_COUNT);
    if !(1..=MAX_COUNT).contains(&max_count) {
        return Err(ApiFailure::BadParameter(format!("max_count must be between 1 and {MAX_COUNT}.")));
    }
    let cursor = i32::try_from(parsed.cursor.unwrap_or(0))
        .ok()
        .filter(|c| *c >= 0)
        .ok_or_else(|| ApiFailure::BadParameter("cursor is not valid.".into()))?;
    Ok((max_count, cursor))
}

/// `POST /sandbox-social/tiktok/v2/video/list/` (fields `id`, `cover_image_url`, `title`,
/// `video_description`, `share_url`, `create_time`).
pub async fn video_list(
    req: HttpRequest,
    query: web::Query<FieldsQuery>,
    body: web::Bytes,
    sandbox: web::Data<SocialSandbox>,
) -> AppResult<HttpResponse> {
    let account = match bearer::account(&req, &sandbox, NETWORK).await? {
        Ok(account) => account,
        Err(failure) => return Ok(failure.response(NETWORK)),
    };
    let (max_count, after) = match read_body(&body) {
        Ok(read) => read,
        Err(failure) => return Ok(failure.response(NETWORK)),
    };
    let account_id = account.id.clone();
    let page = sandbox.db.run(move |conn| posts::page(conn, &account_id, after, max_count)).await?;
    let wanted = requested_fields(query.fields.as_deref());
    let videos: Vec<serde_json::Value> = page
        .posts
        .iter()
        .map(|post| {
            let video = json!({
                "id": post.id,
                "cover_image_url": sandbox.media_url(NETWORK, &post.id),
                "title": post.caption,
                "video_description": post.caption,
                "share_url": sandbox.post_url(NETWORK, &post.id),
                "create_time": post.created_at.and_utc().timestamp(),
            });
            only_fields(video, wanted.as_deref(), "")
        })
        .collect();
    Ok(ok(json!({"videos": videos, "cursor": page.last_position(after), "has_more": page.has_more})))
}

#[cfg(test)]
mod tests {
    use super::read_body;

    #[test]
    fn the_list_body_defaults_to_20_from_the_start_and_refuses_more_than_20() {
        assert_eq!(read_body(b""), Ok((20, 0)));
        assert_eq!(read_body(b"{}"), Ok((20, 0)));
        assert_eq!(read_body(br#"{"max_count":10,"cursor":10}"#), Ok((10, 10)));
        assert!(read_body(br#"{"max_count":21}"#).is_err());
        assert!(read_body(br#"{"max_count":0}"#).is_err());
        assert!(read_body(br#"{"cursor":-1}"#).is_err());
        assert!(read_body(b"not json").is_err());
    }
}
