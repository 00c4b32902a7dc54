//! Ranking a shop's products by how well a post shows them.
//!
//! Every hypothesis of where a product stands ([`crate::region::hypotheses`]) is looked at in its
//! normalised frame at a few turns, and its coarse template compared with every signature of the
//! index. The most promising pairs of hypothesis and signature (the best few of each hypothesis,
//! then the best of all) are fitted ([`crate::refine`]) and compared in full. A product's
//! distance is its best over hypotheses and signatures.

use crate::compare::{distance, template_lenient, texture, Parts};
use crate::index::Index;
use crate::layers::Layers;
use crate::look::{look, texture_at, Look, Source, BINS, CELLS};
use crate::raster::{Pyramid, Raster};
use crate::refine::fit;
use crate::region::{hypotheses, Frame, Region};
use crate::segment::{segment, Backdrop};
use crate::LOOK_FINE;

/// A product a post appears to show, with a confidence in 0..=1.
#[derive(Debug, Clone, PartialEq)]
pub struct Match {
    /// The product's id as given to [`Index::add`].
    pub product_id: String,
    /// Confidence that the post shows it, 0..=1.
    pub score: f32,
}

/// Turns tried, in degrees (posts turn products up to 12° either way; fitting refines).
pub(crate) const ANGLES: [f32; 5] = [-10.0, -5.0, 0.0, 5.0, 10.0];
/// Signatures fitted per hypothesis whatever their distance.
const FIT_EACH: usize = 3;
/// Fits at most per post.
const FIT_MOST: usize = 40;
/// What a product not fitted adds to its coarse distance.
const UNFITTED: f32 = 1.0;

/// A post analysed: its pyramid, masks and hypotheses.
pub(crate) struct Scene {
    pub pyramid: Pyramid,
    pub foreground: Vec<f32>,
    pub solid: Vec<f32>,
    pub unsure: Vec<f32>,
    pub work: Raster,
    pub work_scale: f32,
    pub regions: Vec<Region>,
}

impl Scene {
    /// `post` segmented into its hypotheses.
    pub fn new(post: &image::RgbImage) -> Scene {
        let picture = Raster::from_rgb(post);
        let seg = segment(&picture, Backdrop::Scene);
        let regions = hypotheses(&seg);
        let foreground = seg.mask.iter().map(|m| if *m { 1.0 } else { 0.0 }).collect();
        let solid = seg.solid.iter().map(|m| if *m { 1.0 } else { 0.0 }).collect();
        let unsure = seg.unsure.iter().map(|m| if *m { 1.0 } else { 0.0 }).collect();
        Scene {
            pyramid: Pyramid::new(picture, 16),
            foreground,
            solid,
            unsure,
            work: seg.work,
            work_scale: seg.scale,
            regions,
        }
    }

    fn source<'a>(&'a self, mask: &'a [f32]) -> Source<'a> {
        Source { pyramid: &self.pyramid, mask, solid: &self.solid, work_w: self.work.w, work_scale: self.work_scale }
    }

    fn layers(&self, mask: &[f32]) -> Layers {
        Layers::new(&self.work, self.work_scale, mask, &self.solid, &self.unsure)
    }
}

/// A hypothesis' coarse template at one turn.
struct Coarse {
    look: Look,
    orient: [f32; BINS],
}

/// How well one product is explained: distance, its parts, and (when fitted) the signature and
/// frame.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Best {
    pub distance: f32,
    pub parts: Parts,
    pub entry: Option<(usize, Frame)>,
    /// How much better than the next best product at the same place (negative: how much worse
    /// than the best there).
    pub margin: f32,
}

/// Per product of the index, how well `scene` shows it.
pub(crate) fn distances(index: &Index, scene: &Scene) -> Vec<Best> {
    let mut best =
        vec![Best { distance: f32::INFINITY, parts: Parts::default(), entry: None, margin: 0.0 }; index.products.len()];
    // Stage 1: every hypothesis against every signature, coarse.
    let mut candidates: Vec<(f32, usize, usize, usize, f32)> = Vec::new(); // (d, hypothesis, entry, turn, texture)
    for (h, region) in scene.regions.iter().enumerate() {
        let source = scene.source(&region.mask);
        let tex = texture_at(&source, &region.frame);
        let layers = scene.layers(&region.mask);
        let turns: Vec<Coarse> = ANGLES
            .iter()
            .map(|a| {
                let frame = Frame { angle: *a, ..region.frame };
                let l = look(&layers, &frame, LOOK_FINE);
                Coarse { look: l.coarse(), orient: tex.orient(*a) }
            })
            .collect();
        let mut mine: Vec<(f32, usize, usize, usize, f32)> = Vec::with_capacity(index.entries.len());
        for (e, entry) in index.entries.iter().enumerate() {
            let mut entry_best = (f32::INFINITY, 0usize, 0.0f32);
            for (a, c) in turns.iter().enumerate() {
                let (shape, colour) = template_lenient(&c.look, &entry.coarse);
                let texture = texture(&c.orient, tex.energy, &entry.orient, entry.energy);
                let d = distance(&Parts { shape, colour, texture });
                if d < entry_best.0 {
                    entry_best = (d, a, texture);
                }
            }
            mine.push((entry_best.0, h, e, entry_best.1, entry_best.2));
            let p = entry.product;
            if entry_best.0 + UNFITTED < best[p].distance {
                best[p].distance = entry_best.0 + UNFITTED;
            }
        }
        mine.sort_by(|a, b| a.0.total_cmp(&b.0));
        candidates.extend(mine.into_iter().take(FIT_MOST));
    }
    // Stage 2: fit the best few of each hypothesis, then the best of all.
    let mut chosen: Vec<(f32, usize, usize, usize, f32)> = Vec::new();
    let mut rest = Vec::new();
    for h in 0..scene.regions.len() {
        let mut products: Vec<usize> = Vec::new();
        for c in candidates.iter().filter(|c| c.1 == h) {
            let product = index.entries[c.2].product;
            if products.len() < FIT_EACH && !products.contains(&product) {
                chosen.push(*c);
                products.push(product);
            } else {
                rest.push(*c);
            }
        }
    }
    rest.sort_by(|a, b| a.0.total_cmp(&b.0));
    for c in rest {
        if chosen.len() >= FIT_MOST {
            break;
        }
        chosen.push(c);
    }
    let full = scene.layers(&scene.foreground);
    let mut found: Vec<(f32, usize, Parts, usize, Frame)> = chosen
        .into_iter()
        .map(|(_, h, e, a, tex)| {
            let entry = &index.entries[e];
            let start = Frame { angle: ANGLES[a], ..scene.regions[h].frame };
            let (frame, shape, colour) = fit(&full, start, entry);
            let parts = Parts { shape, colour, texture: tex };
            (distance(&parts), entry.product, parts, e, frame)
        })
        .collect();
    // Where several products were fitted to the same place, the best explains it; each other
    // one there is pushed back by how much worse it is, so that a post's products come before
    // the runners-up for any of them.
    found.sort_by(|a, b| a.0.total_cmp(&b.0));
    // (distance, frame, product, the best other product's distance there)
    let mut anchors: Vec<(f32, Frame, usize, f32)> = Vec::new();
    let mut won: Vec<Option<usize>> = vec![None; best.len()];
    for (d, product, parts, e, frame) in found {
        let at = anchors.iter().position(|a| same_place(&a.1, &frame));
        let (pushed, margin) = match at {
            Some(k) => {
                let anchor = &mut anchors[k];
                if anchor.2 != product {
                    anchor.3 = anchor.3.min(d);
                }
                (d + RUNNER_UP * (d - anchor.0), anchor.0 - d)
            }
            None => {
                anchors.push((d, frame, product, f32::INFINITY));
                (d, 0.0)
            }
        };
        if pushed < best[product].distance {
            best[product] = Best { distance: pushed, parts, entry: Some((e, frame)), margin };
            won[product] = if at.is_none() { Some(anchors.len() - 1) } else { None };
        }
    }
    // A product that explains a place best is as sure as the next best product there is worse.
    for (product, anchor) in won.iter().enumerate() {
        if let Some(k) = anchor {
            best[product].margin = (anchors[*k].3 - anchors[*k].0).min(MARGIN_CAP);
        }
    }
    best
}

/// The confidence that a post shows a product, from its distance (how closely its best fit
/// matches) and its margin (how much better it explains its place than the next best product
/// there): `exp(-distance / SPREAD)`, times a factor from [`DOUBTFUL`] (a runner-up, or a near
/// twin of the product that won the place) up to 1 (a clear winner, [`CLEAR`] ahead or more).
/// Tuned on the tuning seed's posts so that the strictness thresholds of [`crate::Strictness`]
/// keep wrong tags rare (docs/shopboard.md, "Visual tagging").
pub(crate) fn confidence(distance: f32, margin: f32) -> f32 {
    let closeness = (-distance / SPREAD).exp();
    let lead = ((margin + 0.1) / (CLEAR + 0.1)).clamp(0.0, 1.0);
    (closeness * (DOUBTFUL + (1.0 - DOUBTFUL) * lead)).clamp(0.0, 1.0)
}

/// Distance over which closeness falls by a factor e.
const SPREAD: f32 = 2.5;
/// Confidence factor of a product with no lead at its place.
const DOUBTFUL: f32 = 0.3;
/// Lead at which a product is a clear winner of its place.
const CLEAR: f32 = 0.4;

/// Margins beyond this count alike.
const MARGIN_CAP: f32 = 3.0;

/// How much a runner-up's shortfall against the best fit at the same place is added to its
/// distance.
const RUNNER_UP: f32 = 2.5;

/// Whether two fitted frames cover the same object.
fn same_place(a: &Frame, b: &Frame) -> bool {
    let (dx, dy) = (a.cx - b.cx, a.cy - b.cy);
    let near = (dx * dx + dy * dy).sqrt() < 0.8 * a.r.max(b.r);
    let ratio = a.r / b.r;
    near && (0.6..1.67).contains(&ratio)
}

/// Every indexed product ranked by how well the post shows it, best first (one entry per
/// product).
pub fn rank(index: &Index, post: &image::RgbImage) -> Vec<Match> {
    let scene = Scene::new(post);
    let best = distances(index, &scene);
    let mut out: Vec<Match> = index
        .products
        .iter()
        .zip(&best)
        .map(|(id, b)| Match { product_id: id.clone(), score: confidence(b.distance, b.margin) })
        .collect();
    out.sort_by(|a, b| b.score.total_cmp(&a.score).then_with(|| a.product_id.cmp(&b.product_id)));
    out
}

/// Development aid: per product of `truth`, its distance parts.
#[doc(hidden)]
pub fn explain(index: &Index, post: &image::RgbImage, truth: &[String]) -> String {
    use std::fmt::Write;
    let scene = Scene::new(post);
    let best = distances(index, &scene);
    let mut order: Vec<usize> = (0..best.len()).collect();
    order.sort_by(|a, b| best[*a].distance.total_cmp(&best[*b].distance));
    let mut out = String::new();
    let _ = writeln!(out, "  {} hypotheses", scene.regions.len());
    for (k, p) in order.iter().enumerate() {
        let id = &index.products[*p];
        let is_true = truth.contains(id);
        if k < 5 || is_true {
            let b = best[*p];
            let _ = writeln!(
                out,
                "    #{k:<3} {}{} d {:.2} shape {:.3} colour {:.1} texture {:.3}",
                id.trim_start_matches("gid://shopify/Product/"),
                if is_true { "*" } else { " " },
                b.distance,
                b.parts.shape,
                b.parts.colour,
                b.parts.texture
            );
        }
    }
    out
}

/// Development aid: for each product of `truth` fitted, the post at its fitted frame beside the
/// signature it fitted (one row each).
#[doc(hidden)]
pub fn debug_fits(index: &Index, post: &image::RgbImage, truth: &[String]) -> image::RgbImage {
    let scene = Scene::new(post);
    let best = distances(index, &scene);
    let full = scene.layers(&scene.foreground);
    let rows: Vec<(usize, Frame)> = (0..index.products.len())
        .filter(|p| truth.contains(&index.products[*p]))
        .filter_map(|p| best[p].entry)
        .collect();
    let c = CELLS as u32;
    let mut out = image::RgbImage::from_pixel(c * 2, c * rows.len().max(1) as u32, image::Rgb([0, 0, 0]));
    for (row, (e, frame)) in rows.iter().enumerate() {
        let l = look(&full, frame, LOOK_FINE);
        let entry = &index.entries[*e];
        for i in 0..CELLS * CELLS {
            let (x, y) = ((i % CELLS) as u32, (i / CELLS) as u32 + row as u32 * c);
            let a = l.cover[i];
            let k = [l.r[i], l.g[i], l.b[i]];
            out.put_pixel(x, y, image::Rgb([0, 1, 2].map(|j| (k[j] * a + 40.0 * (1.0 - a)) as u8)));
            let a = entry.full.cover[i];
            let k = [entry.full.r[i], entry.full.g[i], entry.full.b[i]];
            out.put_pixel(x + c, y, image::Rgb([0, 1, 2].map(|j| (k[j] * a + 40.0 * (1.0 - a)) as u8)));
        }
    }
    image::imageops::resize(&out, out.width() * 6, out.height() * 6, image::imageops::FilterType::Nearest)
}

/// Development aid: the best products of a post with their distance and margin.
#[doc(hidden)]
pub fn debug_scores(index: &Index, post: &image::RgbImage) -> Vec<(String, f32, f32)> {
    let scene = Scene::new(post);
    let best = distances(index, &scene);
    let mut out: Vec<(String, f32, f32)> =
        index.products.iter().zip(&best).map(|(id, b)| (id.clone(), b.distance, b.margin)).collect();
    out.sort_by(|a, b| a.1.total_cmp(&b.1));
    out.truncate(10);
    out
}
