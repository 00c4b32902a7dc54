//! Visual product recognition (work in progress).

mod compare;
mod components;
mod index;
mod layers;
mod look;
mod raster;
mod rank;
mod refine;
mod region;
mod segment;
mod signature;
mod tag;

pub use index::Index;
pub use rank::{debug_fits, debug_scores, explain, rank, Match};
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
    let source =
        look::Source { pyramid: &pyramid, mask: &region.mask, solid: &solid, work_w: seg.work.w, work_scale: seg.scale };
    let unsure: Vec<f32> = seg.unsure.iter().map(|m| if *m { 1.0 } else { 0.0 }).collect();
    let layers = layers::Layers::new(&seg.work, seg.scale, &region.mask, &solid, &unsure);
    let look = look::look(&layers, &region.frame, LOOK_FINE);
    let texture = look::texture_at(&source, &region.frame);
    Some(Signature::new(&look, &texture))
}

/// Development aid: the segmentation of `image` drawn over it.
#[doc(hidden)]
pub fn debug_segmentation(image: &image::RgbImage, studio: bool) -> image::RgbImage {
    let kind = if studio { segment::Backdrop::Studio } else { segment::Backdrop::Scene };
    let seg = segment::segment(&raster::Raster::from_rgb(image), kind);
    let mut out = image::RgbImage::new(seg.work.w as u32, seg.work.h as u32);
    for (i, p) in out.pixels_mut().enumerate() {
        let q = seg.work.px[i];
        let m = seg.mask[i];
        *p = if seg.shadow[i] == 1 { image::Rgb([0, 0, 255]) } else if seg.shadow[i] == 2 { image::Rgb([0, 255, 255]) } else if m && !seg.solid[i] { image::Rgb([255, 0, 255]) } else if m { image::Rgb([q[0] as u8, q[1] as u8, q[2] as u8]) } else { image::Rgb([(q[0] * 0.3) as u8, (q[1] * 0.3 + 60.0) as u8, (q[2] * 0.3) as u8]) };
    }
    out
}
