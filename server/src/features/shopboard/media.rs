//! Post pictures kept by us (docs/shopboard.md#post-pictures): a network's media address is
//! fetched once per post through [`crate::http::fetch`] (public addresses only, at most
//! [`MEDIA_MAX_BYTES`], no redirects), decoded and re-encoded like an upload, and written to the
//! business's files (`media::Files`). Pages then show our copy: network media addresses expire, and a
//! shopper's browser never loads a network's address through us. A post whose picture could not
//! be kept has no `image_url` and is left out of anything shoppers see.

use std::time::Duration;

use crate::features::media::{image_header, safe_part, Files, ImageDecoding};
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
    state.handle::<Files>().put(business_id, &name, encoded.bytes).await.map_err(|e| e.to_string())?;
    Ok(Kept {
        url: format!("{}/uploads/{business_id}/{name}", state.public_base),
        width: i32::try_from(size.width).unwrap_or(0),
        height: i32::try_from(size.height).unwrap_or(0),
    })
}

/// The file name of our copy at `url` (a post picture of `business_id`); `None` for any other
/// address.
pub fn picture_name(state: &AppState, business_id: &str, url: &str) -> Option<String> {
    let prefix = format!("{}/uploads/{business_id}/", state.public_base);
    let name = url.strip_prefix(&prefix)?;
    (name.starts_with("post-") && safe_part(name)).then(|| name.to_owned())
}

/// Removes our copies among `urls` (pictures of posts that are gone); others are left alone.
pub async fn forget(state: &AppState, business_id: &str, urls: &[String]) {
    for name in urls.iter().filter_map(|url| picture_name(state, business_id, url)) {
        if let Err(e) = state.handle::<Files>().delete(business_id, &name).await {
            tracing::warn!(file = %name, error = %e, "an old post picture was not removed");
        }
    }
}
