//! Post pictures kept by us (docs/shopboard.md#post-pictures): a network's media address is
//! fetched once per post through [`crate::http::fetch`] (public addresses only, at most
//! [`MEDIA_MAX_BYTES`], no redirects), decoded and re-encoded like an upload, and written to the
//! business's uploads folder. Pages then show our copy: network media addresses expire, and a
//! shopper's browser never loads a network's address through us. A post whose picture could not
//! be kept has no `image_url` and is left out of anything shoppers see.

use std::time::Duration;

use crate::features::media::image_header;
use crate::features::media::ImageDecoding;
use crate::http::fetch::{fetch, FetchRules};
use crate::state::AppState;

/// Largest media file fetched.
pub const MEDIA_MAX_BYTES: usize = 10 * 1024 * 1024;

fn rules(state: &AppState) -> FetchRules {
    FetchRules {
        max_bytes: MEDIA_MAX_BYTES,
        // Our own sandbox networks answer on our (loopback) address in local runs.
        trusted_prefix: state.settings.social.sandbox.then(|| format!("{}/sandbox-social/", state.public_base)),
        timeout: Duration::from_secs(20),
    }
}

/// A kept picture: our address and its size (public pages reserve its place before it loads).
#[derive(Debug, Clone)]
pub struct Kept {
    /// Our address.
    pub url: String,
    /// Width in pixels.
    pub width: i32,
    /// Height in pixels.
    pub height: i32,
}

/// Fetches and re-encodes `source`, writes it for `business_id` and returns our copy.
pub async fn keep(state: &AppState, business_id: &str, post_id: &str, source: &str) -> Result<Kept, String> {
    let bytes = fetch(source, &rules(state)).await.map_err(|e| e.to_string())?;
    let encoded = state.handle::<ImageDecoding>().reencode(bytes).await.map_err(|e| e.to_string())?;
    // The header of what we wrote ourselves; reading it decodes no pixel.
    let size = image_header(&encoded.bytes).map_err(|e| e.to_string())?;
    let name = format!("post-{post_id}-{}.{}", crate::ids::new_id(), encoded.extension);
    let folder = state.settings.data_dir.join("uploads").join(business_id);
    tokio::fs::create_dir_all(&folder).await.map_err(|e| e.to_string())?;
    tokio::fs::write(folder.join(&name), &encoded.bytes).await.map_err(|e| e.to_string())?;
    Ok(Kept {
        url: format!("{}/uploads/{business_id}/{name}", state.public_base),
        width: i32::try_from(size.width).unwrap_or(0),
        height: i32::try_from(size.height).unwrap_or(0),
    })
}

/// Where our copy at `url` (a post picture of `business_id`) is on disk; `None` for any other
/// address.
pub fn local_path(state: &AppState, business_id: &str, url: &str) -> Option<std::path::PathBuf> {
    let prefix = format!("{}/uploads/{business_id}/post-", state.public_base);
    url.strip_prefix(&prefix)?;
    // The file name keeps its `post-` start.
    let name = &url[prefix.len() - "post-".len()..];
    if name.contains('/') || name.contains("..") {
        return None;
    }
    Some(state.settings.data_dir.join("uploads").join(business_id).join(name))
}

/// Removes our copies among `urls` (pictures of posts that are gone); others are left alone.
pub async fn forget(state: &AppState, business_id: &str, urls: &[String]) {
    for path in urls.iter().filter_map(|url| local_path(state, business_id, url)) {
        if let Err(e) = tokio::fs::remove_file(&path).await {
            tracing::warn!(path = %path.display(), error = %e, "an old post picture was not removed");
        }
    }
}
