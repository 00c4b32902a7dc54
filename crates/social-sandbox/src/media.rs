//! The public side of a post: its generated picture (what `media_url`, `cover_image_url` and the
//! pin image point at) and its page (the permalink, share URL and pin link). Neither needs a
//! token, as on the networks' CDNs and public pages.

use actix_web::http::{header, StatusCode};
use actix_web::{web, HttpResponse};

use crate::html;
use crate::network::Network;
use crate::picture;
use crate::posts;
use crate::state::SocialSandbox;
use kernel::error::{AppError, AppResult};
use kernel::web::CspNonce;

/// The network and post a path names, if both are well-formed (post ids are short and
/// alphanumeric).
fn post_of(network: &str, post_id: &str) -> AppResult<(Network, String)> {
    let network = Network::parse(network).ok_or_else(|| AppError::NotFound("No such network".into()))?;
    if post_id.is_empty() || post_id.len() > 40 || !post_id.bytes().all(|b| b.is_ascii_alphanumeric()) {
        return Err(AppError::NotFound("No such post".into()));
    }
    Ok((network, post_id.to_owned()))
}

/// `GET /sandbox-social/{network}/media/{post_id}.jpg`: the post's 640×640 picture, cacheable for
/// a day.
pub async fn image(path: web::Path<(String, String)>, sandbox: web::Data<SocialSandbox>) -> AppResult<HttpResponse> {
    let (network, post_id) = path.into_inner();
    let (network, post_id) = post_of(&network, &post_id)?;
    let catalog = sandbox.catalog.clone();
    let id = post_id.clone();
    let products = sandbox
        .db
        .run(move |conn| {
            let Some(shop) = posts::shop_of(conn, network, &id)? else { return Ok(None) };
            match (shop, catalog) {
                (Some(shop), Some(catalog)) => Ok(Some(catalog.products(conn, &shop)?)),
                _ => Ok(Some(Vec::new())),
            }
        })
        .await?
        .ok_or_else(|| AppError::NotFound("No such post".into()))?;
    // Drawing and compressing takes milliseconds: off the async workers.
    let jpeg = web::block(move || picture::jpeg(&post_id, &crate::catalog::items(&products, &post_id)))
        .await
        .map_err(|e| AppError::Internal(anyhow::anyhow!("picture task failed: {e}")))?;
    Ok(HttpResponse::Ok()
        .content_type("image/jpeg")
        .insert_header((header::CACHE_CONTROL, "public, max-age=86400"))
        .body(jpeg))
}

/// `GET /sandbox-social/{network}/posts/{post_id}`: the post's public page.
pub async fn page(path: web::Path<(String, String)>, sandbox: web::Data<SocialSandbox>) -> AppResult<HttpResponse> {
    let (network, post_id) = path.into_inner();
    let (network, post_id) = post_of(&network, &post_id)?;
    let found = {
        let post_id = post_id.clone();
        sandbox.db.run(move |conn| posts::with_author(conn, network, &post_id)).await?
    };
    let Some((post, username)) = found else {
        return Err(AppError::NotFound("No such post".into()));
    };
    let nonce = CspNonce::generate().0;
    let posted = post.created_at.format("%-d %B %Y, %H:%M UTC").to_string();
    // Relative to this page (`…/posts/{id}`), so it is same-origin however the host is reached.
    let image_path = format!("../media/{}.jpg", post.id);
    let page = html::post(network, &username, &post.caption, &posted, &image_path, &nonce);
    Ok(html::respond(StatusCode::OK, page, &nonce, None))
}
