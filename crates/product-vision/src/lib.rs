//! Visual product recognition from pixels alone (no model weights): catalog photos described as
//! signatures ([`describe`]), posts ranked against a shop's index of them ([`rank`]) and the tags
//! to suggest ([`tag`]).

mod compare;
mod components;
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

pub use index::Index;
pub use rank::{explain, rank, Match};
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
