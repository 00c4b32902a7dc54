//! Each network's profile and posts API, read into one shape ([`RemotePost`]). The paths and
//! fields are the networks' own (Instagram Graph API, TikTok Display API v2, Pinterest API v5;
//! docs/shopboard.md#networks); the built-in sandbox networks answer the same.

use chrono::{DateTime, NaiveDateTime};
use serde::Deserialize;
use serde_json::Value;

use super::network::Network;
use super::providers::Provider;
use super::store::RemotePost;

/// Why a network call failed.
#[derive(Debug, thiserror::Error)]
pub enum ApiError {
    /// The token was refused (expired or revoked): the merchant must connect again.
    #[error("{0} refused the access token")]
    TokenRefused(&'static str),
    /// Any other refusal.
    #[error("{0} answered HTTP {1}")]
    Status(&'static str, u16),
    /// An answer that is not what the network documents.
    #[error("{0} sent an answer that could not be read: {1}")]
    Malformed(&'static str, String),
    /// The network could not be reached.
    #[error("{0} could not be reached: {1}")]
    Transport(&'static str, String),
}

/// The connected account.
#[derive(Debug, Clone)]
pub struct Profile {
    /// Its id on the network.
    pub account_id: String,
    /// Its name.
    pub username: String,
}

/// One page of posts and where the next starts.
#[derive(Debug, Default)]
pub struct Page {
    /// Posts, newest first.
    pub posts: Vec<RemotePost>,
    /// The network's cursor for the next page; `None` on the last.
    pub next: Option<String>,
}

/// Most posts imported per network: a feed shows the recent ones, and a sync stays short.
pub const POSTS_MAX: usize = 500;

/// Reads the connected account.
pub async fn profile(http: &reqwest::Client, provider: &Provider, token: &str) -> Result<Profile, ApiError> {
    let name = provider.network.display();
    let api = provider.api_url.trim_end_matches('/');
    match provider.network {
        Network::Instagram => {
            let v = get(http, name, &format!("{api}/me?fields=id,username"), token).await?;
            Ok(Profile { account_id: text(&v["id"]), username: text(&v["username"]) })
        }
        Network::Tiktok => {
            let v = get(http, name, &format!("{api}/user/info/?fields=open_id,username"), token).await?;
            tiktok_ok(name, &v)?;
            let user = &v["data"]["user"];
            Ok(Profile { account_id: text(&user["open_id"]), username: text(&user["username"]) })
        }
        Network::Pinterest => {
            let v = get(http, name, &format!("{api}/user_account"), token).await?;
            Ok(Profile { account_id: text(&v["id"]), username: text(&v["username"]) })
        }
    }
    .and_then(|p: Profile| {
        if p.account_id.is_empty() || p.username.is_empty() {
            Err(ApiError::Malformed(name, "no account id or username".into()))
        } else {
            Ok(p)
        }
    })
}

/// Reads one page of posts, from `cursor` (`None`: the newest). Each post's permalink is kept
/// only as a web address ([`web_permalink`]).
pub async fn page(
    http: &reqwest::Client,
    provider: &Provider,
    token: &str,
    cursor: Option<&str>,
) -> Result<Page, ApiError> {
    let mut page = page_as_sent(http, provider, token, cursor).await?;
    for post in &mut page.posts {
        post.permalink = web_permalink(&post.permalink, provider);
    }
    Ok(page)
}

/// A post's permalink as the dashboard may link to it: an `https:` address, as parsed; on the
/// built-in sandbox networks also `http:` on the network's own origin (local runs serve them
/// over plain HTTP). Anything else (`javascript:`, `data:`, a page of another site over plain
/// HTTP) is dropped, and the post shows no link to its network: the address comes from outside
/// and is rendered into `<a href>` (docs/security.md#addresses-from-social-networks).
fn web_permalink(raw: &str, provider: &Provider) -> String {
    let Ok(url) = url::Url::parse(raw.trim()) else { return String::new() };
    let own_sandbox =
        || provider.sandbox && url::Url::parse(&provider.api_url).is_ok_and(|api| api.origin() == url.origin());
    match url.scheme() {
        "https" => url.into(),
        "http" if own_sandbox() => url.into(),
        _ => String::new(),
    }
}

async fn page_as_sent(
    http: &reqwest::Client,
    provider: &Provider,
    token: &str,
    cursor: Option<&str>,
) -> Result<Page, ApiError> {
    let name = provider.network.display();
    let api = provider.api_url.trim_end_matches('/');
    match provider.network {
        Network::Instagram => {
            let mut url = url::Url::parse(&format!("{api}/me/media"))
                .map_err(|e| ApiError::Malformed(name, format!("API address: {e}")))?;
            url.query_pairs_mut()
                .append_pair("fields", "id,caption,media_type,media_url,thumbnail_url,permalink,timestamp")
                .append_pair("limit", "50");
            if let Some(after) = cursor {
                url.query_pairs_mut().append_pair("after", after);
            }
            let v = get(http, name, url.as_str(), token).await?;
            let posts = items(&v["data"]).filter_map(instagram_post).collect();
            let next = v["paging"]["next"].as_str().and(v["paging"]["cursors"]["after"].as_str()).map(str::to_owned);
            Ok(Page { posts, next })
        }
        Network::Tiktok => {
            let mut body = serde_json::json!({ "max_count": 20 });
            if let Some(c) = cursor.and_then(|c| c.parse::<i64>().ok()) {
                body["cursor"] = c.into();
            }
            let url = format!("{api}/video/list/?fields=id,cover_image_url,title,share_url,create_time");
            let v = send(name, http.post(url).bearer_auth(token).json(&body)).await?;
            tiktok_ok(name, &v)?;
            let data = &v["data"];
            let posts = items(&data["videos"]).filter_map(tiktok_post).collect();
            let next = (data["has_more"].as_bool() == Some(true)).then(|| data["cursor"].to_string());
            Ok(Page { posts, next })
        }
        Network::Pinterest => {
            let mut url = url::Url::parse(&format!("{api}/pins"))
                .map_err(|e| ApiError::Malformed(name, format!("API address: {e}")))?;
            url.query_pairs_mut().append_pair("page_size", "100");
            if let Some(bookmark) = cursor {
                url.query_pairs_mut().append_pair("bookmark", bookmark);
            }
            let v = get(http, name, url.as_str(), token).await?;
            let posts = items(&v["items"]).filter_map(pinterest_post).collect();
            let next = v["bookmark"].as_str().filter(|b| !b.is_empty()).map(str::to_owned);
            Ok(Page { posts, next })
        }
    }
}

/// Every post, page after page, up to [`POSTS_MAX`].
pub async fn all_posts(http: &reqwest::Client, provider: &Provider, token: &str) -> Result<Vec<RemotePost>, ApiError> {
    let mut out: Vec<RemotePost> = Vec::new();
    let mut cursor: Option<String> = None;
    loop {
        let page = page(http, provider, token, cursor.as_deref()).await?;
        let had = page.posts.len();
        out.extend(page.posts);
        match page.next {
            // A network that repeats its cursor or sends empty pages must not keep us looping.
            Some(next) if had > 0 && out.len() < POSTS_MAX && cursor.as_deref() != Some(next.as_str()) => {
                cursor = Some(next)
            }
            _ => break,
        }
    }
    out.truncate(POSTS_MAX);
    Ok(out)
}

async fn get(http: &reqwest::Client, name: &'static str, url: &str, token: &str) -> Result<Value, ApiError> {
    send(name, http.get(url).bearer_auth(token)).await
}

async fn send(name: &'static str, request: reqwest::RequestBuilder) -> Result<Value, ApiError> {
    let res = request.send().await.map_err(|e| ApiError::Transport(name, e.to_string()))?;
    let status = res.status();
    if status == reqwest::StatusCode::UNAUTHORIZED {
        return Err(ApiError::TokenRefused(name));
    }
    if !status.is_success() {
        return Err(ApiError::Status(name, status.as_u16()));
    }
    res.json::<Value>().await.map_err(|e| ApiError::Malformed(name, e.to_string()))
}

/// TikTok answers 200 with `error.code` other than `ok` for refusals.
fn tiktok_ok(name: &'static str, v: &Value) -> Result<(), ApiError> {
    match v["error"]["code"].as_str() {
        Some("ok") | None => Ok(()),
        Some("access_token_invalid") => Err(ApiError::TokenRefused(name)),
        Some(other) => Err(ApiError::Malformed(name, format!("error {other}"))),
    }
}

fn items(v: &Value) -> impl Iterator<Item = &Value> {
    v.as_array().into_iter().flatten()
}

fn text(v: &Value) -> String {
    match v {
        Value::String(s) => s.trim().to_owned(),
        Value::Number(n) => n.to_string(),
        _ => String::new(),
    }
}

#[derive(Deserialize)]
struct InstagramMedia {
    id: String,
    #[serde(default)]
    caption: String,
    media_type: String,
    media_url: Option<String>,
    thumbnail_url: Option<String>,
    #[serde(default)]
    permalink: String,
    timestamp: String,
}

fn instagram_post(v: &Value) -> Option<RemotePost> {
    let m: InstagramMedia = serde_json::from_value(v.clone()).ok()?;
    // A video's `media_url` is the video itself; its still is the thumbnail.
    let image = if m.media_type == "VIDEO" { m.thumbnail_url } else { m.media_url.or(m.thumbnail_url) }?;
    Some(RemotePost {
        external_id: m.id,
        image_url: image,
        caption: m.caption,
        permalink: m.permalink,
        media_type: m.media_type,
        posted_at: DateTime::parse_from_str(&m.timestamp, "%Y-%m-%dT%H:%M:%S%z").ok()?.naive_utc(),
    })
}

fn tiktok_post(v: &Value) -> Option<RemotePost> {
    Some(RemotePost {
        external_id: text(&v["id"]),
        image_url: v["cover_image_url"].as_str()?.to_owned(),
        caption: text(&v["title"]),
        permalink: text(&v["share_url"]),
        media_type: "VIDEO".into(),
        posted_at: DateTime::from_timestamp(v["create_time"].as_i64()?, 0)?.naive_utc(),
    })
    .filter(|p| !p.external_id.is_empty())
}

fn pinterest_post(v: &Value) -> Option<RemotePost> {
    let images = &v["media"]["images"];
    let image = images["600x"]["url"].as_str().or_else(|| images["originals"]["url"].as_str())?;
    let caption =
        [text(&v["title"]), text(&v["description"])].into_iter().filter(|s| !s.is_empty()).collect::<Vec<_>>();
    let id = text(&v["id"]);
    Some(RemotePost {
        permalink: format!("https://www.pinterest.com/pin/{id}/"),
        external_id: id,
        image_url: image.to_owned(),
        caption: caption.join(" — "),
        media_type: "PIN".into(),
        posted_at: NaiveDateTime::parse_from_str(v["created_at"].as_str()?, "%Y-%m-%dT%H:%M:%S").ok()?,
    })
    .filter(|p| !p.external_id.is_empty())
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn each_network_reads_into_one_shape() {
        let ig = instagram_post(&json!({"id": "1", "caption": "Hi", "media_type": "IMAGE",
            "media_url": "https://cdn/x.jpg", "permalink": "https://instagram.com/p/1", "timestamp": "2026-11-20T10:00:00+0000"}))
        .expect("instagram");
        assert_eq!(
            (ig.image_url.as_str(), ig.posted_at.to_string().as_str()),
            ("https://cdn/x.jpg", "2026-11-20 10:00:00")
        );
        let video = instagram_post(&json!({"id": "2", "media_type": "VIDEO", "media_url": "https://cdn/v.mp4",
            "thumbnail_url": "https://cdn/t.jpg", "timestamp": "2026-11-20T10:00:00+0200"}))
        .expect("video");
        assert_eq!(
            (video.image_url.as_str(), video.posted_at.to_string().as_str()),
            ("https://cdn/t.jpg", "2026-11-20 08:00:00")
        );
        let tt = tiktok_post(&json!({"id": "7", "cover_image_url": "https://c/7.jpg", "title": "T", "share_url": "https://t/7", "create_time": 0}))
            .expect("tiktok");
        assert_eq!(tt.media_type, "VIDEO");
        let pin =
            pinterest_post(&json!({"id": "9", "title": "A", "description": "B", "created_at": "2026-11-20T10:00:00",
            "media": {"images": {"600x": {"url": "https://p/9.jpg"}}}}))
            .expect("pin");
        assert_eq!((pin.caption.as_str(), pin.permalink.as_str()), ("A — B", "https://www.pinterest.com/pin/9/"));
        assert!(pinterest_post(&json!({"id": "9", "media": {}})).is_none(), "no image, no post");
    }

    /// Answers every request on a loopback port with `body` as JSON; returns the base URL.
    async fn network_answering(body: Value) -> String {
        use tokio::io::{AsyncReadExt, AsyncWriteExt};
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.expect("bind");
        let base = format!("http://{}", listener.local_addr().expect("addr"));
        let text = body.to_string();
        tokio::spawn(async move {
            while let Ok((mut stream, _)) = listener.accept().await {
                let mut request = [0u8; 4096];
                let _ = stream.read(&mut request).await;
                let answer = format!(
                    "HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: {}\r\nconnection: close\r\n\r\n{text}",
                    text.len()
                );
                let _ = stream.write_all(answer.as_bytes()).await;
            }
        });
        base
    }

    #[tokio::test]
    async fn only_web_permalinks_are_kept() {
        let sent = [
            "javascript:alert(document.cookie)",
            "data:text/html,<script>x</script>",
            " JavaScript:x",
            "http://evil.example/p/1",
            "vbscript:x",
            "/relative",
            "https://www.instagram.com/p/1/",
        ];
        let media: Vec<Value> = sent
            .iter()
            .enumerate()
            .map(|(i, link)| {
                json!({"id": i.to_string(), "media_type": "IMAGE", "media_url": "https://cdn/x.jpg",
                "permalink": link, "timestamp": "2026-11-20T10:00:00+0000"})
            })
            .collect();
        let base = network_answering(json!({"data": media})).await;
        let provider = |sandbox: bool| Provider {
            network: Network::Instagram,
            client_id: "id".into(),
            client_secret: "secret".into(),
            authorize_url: format!("{base}/authorize"),
            token_url: format!("{base}/token"),
            api_url: base.clone(),
            redirect_url: "https://shoplinks.test/instagram/auth".into(),
            scopes: &[],
            sandbox,
        };
        let read = page(&reqwest::Client::new(), &provider(false), "token", None).await.expect("page");
        let kept: Vec<&str> = read.posts.iter().map(|p| p.permalink.as_str()).collect();
        assert_eq!(kept, ["", "", "", "", "", "", "https://www.instagram.com/p/1/"]);

        // The sandbox network's own pages are plain HTTP on its own origin, and only those.
        let read = page(&reqwest::Client::new(), &provider(true), "token", None).await.expect("page");
        let kept: Vec<&str> = read.posts.iter().map(|p| p.permalink.as_str()).collect();
        assert_eq!(kept, ["", "", "", "", "", "", "https://www.instagram.com/p/1/"], "other sites stay refused");
        let own = format!("{base}/sandbox-social/instagram/posts/1");
        let on_sandbox = |sandbox: bool| {
            let mut post = instagram_post(&json!({"id": "1", "media_type": "IMAGE", "media_url": "https://cdn/x.jpg",
                "permalink": own, "timestamp": "2026-11-20T10:00:00+0000"}))
            .expect("post");
            post.permalink = super::web_permalink(&post.permalink, &provider(sandbox));
            post.permalink
        };
        assert_eq!(on_sandbox(true), own);
        assert_eq!(on_sandbox(false), "");
    }
}
