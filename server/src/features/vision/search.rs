//! Finding the catalog's products in a merchant's own pictures (the magic store,
//! docs/magic-store.md#the-product-search): each picture (a photo, or a video's frames) is ranked
//! against the business's visual index both as a post and as a merchant's shot on a textured
//! ground (`product_vision::rank_media`), the answers of every picture are merged (a
//! product seen in several frames counts once, surer when frames agree:
//! `product_vision::merge_frames`), and the same rules as
//! AI tags apply: the business's sensitivity, promoted products helped, excluded products,
//! drafts and archived ones never answered.

use std::sync::Arc;

use actix_web::web;

use super::{index, pass, tagging};
use crate::error::AppResult;
use crate::features::media::ImageDecoding;
use crate::state::AppState;

/// What a search found.
#[derive(Debug, Clone, PartialEq)]
pub enum Found {
    /// AI tagging is off for the business (or its plan is free): nothing is searched.
    Off,
    /// The visual index is still being built: `pending` images of active products are not
    /// described yet, so an answer now would miss products.
    Building {
        /// Images still to describe.
        pending: usize,
    },
    /// The products shown, best first, at most as many as asked.
    Products(Vec<product_vision::Match>),
}

/// The products of `business_id` that `pictures` (encoded images: JPEG, PNG, WebP, GIF: a photo,
/// or a video's frames as `media` says) show, at most `max`. A picture that cannot be decoded counts as showing nothing; when none of them
/// can be, the error of the last is returned.
pub async fn find_products(
    state: &web::Data<AppState>,
    business_id: &str,
    pictures: Vec<Vec<u8>>,
    media: product_vision::Media,
    max: usize,
) -> AppResult<Found> {
    let id = business_id.to_owned();
    let read = state
        .db
        .run(move |conn| {
            let Some(strictness) = tagging::strictness(conn, &id)? else { return Ok(None) };
            let pending = index::undescribed(conn, &id)?;
            let choice = tagging::choice(conn, &id)?;
            Ok(Some((strictness, pending, index::load(conn, &id)?, choice)))
        })
        .await?;
    let Some((strictness, pending, index, choice)) = read else { return Ok(Found::Off) };
    if pending > 0 {
        // A pass describes them; should none be running (one that failed), this asks for one.
        if !pass::busy(state, business_id).await? {
            pass::request(state, business_id, pass::Wanted::default()).await?;
        }
        return Ok(Found::Building { pending });
    }
    let index = Arc::new(index);
    let mut frames = Vec::new();
    let mut last_error = None;
    let count = pictures.len();
    for picture in pictures {
        let index = index.clone();
        match state
            .handle::<ImageDecoding>()
            .examine(picture, move |p| product_vision::rank_media(&index, &p, media))
            .await
        {
            Ok(found) => frames.push(found),
            Err(e) => last_error = Some(e),
        }
    }
    if let Some(e) = last_error.filter(|_| frames.is_empty() && count > 0) {
        return Err(crate::error::AppError::field("media_url", e.to_string()));
    }
    let ranked = product_vision::merge_frames(&frames);
    Ok(Found::Products(product_vision::tag(&ranked, strictness, max, &choice.promoted, &choice.excluded)))
}
