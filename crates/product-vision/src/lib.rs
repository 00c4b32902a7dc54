//! Visual product recognition from pixels alone (no model weights): catalog photos described as
//! signatures ([`describe`]), posts ranked against a shop's index of them ([`rank`]) and the tags
//! to suggest ([`tag`]).

mod compare;
mod components;
mod frames;
mod ground;
mod index;
mod layers;
mod look;
mod rank;
mod raster;
mod refine;
mod region;
mod residual;
mod segment;
mod signature;
mod tag;

pub use frames::merge_frames;
pub use index::Index;
pub use rank::{evidence, explain, rank, rank_media, rank_shot, Evidence, Match, Media, Shot};
pub use signature::{Signature, VERSION};
pub use tag::{tag, Strictness, PROMOTED_BOOST};

use raster::{Pyramid, Raster};

/// Samples per template cell a side, for catalog photos and posts alike.
pub(crate) const LOOK_FINE: usize = 2;

/// Describes one catalog product image (a product photo on a plain background, any size). None
/// when nothing product-like is found.
pub fn describe(image: &image::RgbImage) -> Option<Signature> {
    let picture = Raster::from_rgb(image);
    let seg = segment::segment(&picture, segment::Backdrop::Studio);
    let region = region::whole(&seg)?;
    let pyramid = Pyramid::new(picture, 16);
    let solid: Vec<f32> = seg.solid.iter().map(|m| if *m { 1.0 } else { 0.0 }).collect();
    let source = look::Source {
        pyramid: &pyramid,
        mask: &region.mask,
        solid: &solid,
        work_w: seg.work.w,
        work_scale: seg.scale,
    };
    let unsure: Vec<f32> = seg.unsure.iter().map(|m| if *m { 1.0 } else { 0.0 }).collect();
    let layers = layers::Layers::new(&seg.work, seg.scale, &region.mask, &solid, &unsure);
    let look = look::look(&layers, &region.frame, LOOK_FINE);
    let texture = look::texture_at(&source, &region.frame);
    Some(Signature::new(&look, &texture))
}

/// Development aid: what the segmentation of `post` found, at working size: backdrop black, the
/// products' own colours where solid, half their colour where filled in, grey where unsure.
#[doc(hidden)]
pub fn segmentation(post: &image::RgbImage, merchant: bool) -> image::RgbImage {
    let picture = Raster::from_rgb(post);
    let kind = if merchant { segment::Backdrop::Ground } else { segment::Backdrop::Scene };
    let seg = segment::segment(&picture, kind);
    let (w, h) = (seg.work.w, seg.work.h);
    image::RgbImage::from_fn(w as u32, h as u32, |x, y| {
        let i = y as usize * w + x as usize;
        let p = seg.work.px[i];
        let px = |f: f32| image::Rgb([(p[0] * f) as u8, (p[1] * f) as u8, (p[2] * f) as u8]);
        match (seg.mask[i], seg.solid[i], seg.unsure[i]) {
            (true, true, _) => px(1.0),
            (true, false, _) => px(0.5),
            (false, _, true) => image::Rgb([90, 90, 90]),
            _ => image::Rgb([0, 0, 0]),
        }
    })
}
