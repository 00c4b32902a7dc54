//! What the products found in a post leave unexplained. The segmentation joins products that
//! touch or overlap into one object, and splitting it at a narrow waist ([`crate::region`]) fails
//! when one product lies across another or a flat one (a shoe, a scarf) meets a tall one: the
//! object's hypotheses then show one product well and the other not at all. Once the products
//! found have been fitted, each place's best fit is laid over the post as its catalog silhouette;
//! what an object still has outside those silhouettes, when they explain a good part of it, is
//! another product's, and becomes a hypothesis of its own.

use crate::components::label;
use crate::index::Index;
use crate::look::{CELLS, SPAN};
use crate::rank::{same_place, Fitted, Scene};
use crate::region::{region_of, Region, LEAST_AREA};

/// Distance from which a fit explains nothing: its product hardly resembles the place.
const EXPLAINS: f32 = 5.0;
/// Catalog cover (0..255) from which a template cell is the product's.
const COVERED: u8 = 128;
/// Largest channel difference (levels) between a post pixel and the catalog colour of its cell at
/// which the pixel may be the product's: loose, for the post's brightness change and patterns
/// finer than a cell, but another product lying there is usually another colour.
const ALIKE: f32 = 60.0;
/// Share of an object the fits must explain before what they leave of it is looked at: an
/// object nothing explains is already a hypothesis as a whole.
const PARTLY: f32 = 0.15;
/// Pixels shaved off what is left (and grown back), so that the seams a fitted silhouette leaves
/// along its product's outline do not count as products.
const SHAVE: usize = 2;
/// Hypotheses made of what is left, at most (the largest).
const MOST: usize = 4;

/// Per working pixel of `scene`, 1.0 where the best fit of a place covers the foreground (its
/// catalog silhouette laid over the post in its fitted frame) in about its catalog colour there,
/// else 0.0.
pub(crate) fn explained(index: &Index, scene: &Scene, found: &[Fitted]) -> Vec<f32> {
    let mut order: Vec<&Fitted> = found.iter().filter(|f| f.distance < EXPLAINS).collect();
    order.sort_by(|a, b| a.distance.total_cmp(&b.distance));
    let mut winners: Vec<&Fitted> = Vec::new();
    for f in order {
        if !winners.iter().any(|w| same_place(&w.frame, &f.frame)) {
            winners.push(f);
        }
    }
    let (w, h) = (scene.work.w, scene.work.h);
    let sums = Sums::new(scene);
    let mut out = vec![0.0f32; scene.foreground.len()];
    for f in winners {
        let signature = &index.entries[f.entry].signature;
        let (sin, cos) = f.frame.angle.to_radians().sin_cos();
        let cell = 2.0 * SPAN * f.frame.r / CELLS as f32;
        // The catalog colours are means over 3 × 3 cells; so are the post's compared with them.
        let reach = (1.5 * cell / scene.work_scale).round().max(1.0) as usize;
        for (i, o) in out.iter_mut().enumerate() {
            if scene.foreground[i] < 0.5 {
                continue;
            }
            let dx = ((i % w) as f32 + 0.5) * scene.work_scale - f.frame.cx;
            let dy = ((i / w) as f32 + 0.5) * scene.work_scale - f.frame.cy;
            let u = (dx * cos + dy * sin + SPAN * f.frame.r) / cell;
            let v = (-dx * sin + dy * cos + SPAN * f.frame.r) / cell;
            if u >= 0.0 && v >= 0.0 && u < CELLS as f32 && v < CELLS as f32 {
                let k = v as usize * CELLS + u as usize;
                let (p, c) = (sums.mean(i % w, i / w, reach, w, h), signature.colour[k]);
                let far = (0..3).map(|j| (p[j] - f32::from(c[j])).abs()).fold(0.0f32, f32::max);
                if signature.cover[k] >= COVERED && far < ALIKE {
                    *o = 1.0;
                }
            }
        }
    }
    out
}

/// Hypotheses of what the fits leave of the objects they partly explain (`explained` from
/// [`explained`]), largest first.
pub(crate) fn leftovers(scene: &Scene, explained: &[f32]) -> Vec<Region> {
    let (w, h) = (scene.work.w, scene.work.h);
    let objects = &scene.objects;
    let count = objects.iter().filter(|o| **o != u32::MAX).map(|o| *o as usize + 1).max().unwrap_or(0);
    let (mut area, mut done) = (vec![0usize; count], vec![0usize; count]);
    for (o, e) in objects.iter().zip(explained) {
        if *o != u32::MAX {
            area[*o as usize] += 1;
            if *e > 0.5 {
                done[*o as usize] += 1;
            }
        }
    }
    let left: Vec<bool> = objects
        .iter()
        .zip(explained)
        .map(|(o, e)| *o != u32::MAX && *e < 0.5 && done[*o as usize] as f32 >= PARTLY * area[*o as usize] as f32)
        .collect();
    let mut core = left.clone();
    for _ in 0..SHAVE {
        core = erode(&core, w, h);
    }
    let (labels, parts) = label(&core, w, h);
    let least = (LEAST_AREA * (w * h) as f32) as usize;
    let mut kept: Vec<usize> = (0..parts.len()).filter(|k| parts[*k].area >= least).collect();
    kept.sort_by_key(|k| std::cmp::Reverse(parts[*k].area));
    kept.truncate(MOST);
    kept.into_iter()
        .filter_map(|k| {
            let mut mask: Vec<bool> = labels.iter().map(|l| *l == k as u32).collect();
            for _ in 0..SHAVE {
                mask = grow(&mask, &left, w, h);
            }
            region_of(mask.iter().map(|m| if *m { 1.0 } else { 0.0 }).collect(), w, scene.work_scale)
        })
        .collect()
}

/// `mask` without the pixels that have a 4-neighbour outside it (or lie on the border).
fn erode(mask: &[bool], w: usize, h: usize) -> Vec<bool> {
    (0..w * h)
        .map(|i| {
            let (x, y) = (i % w, i / w);
            mask[i]
                && x > 0
                && y > 0
                && x + 1 < w
                && y + 1 < h
                && mask[i - 1]
                && mask[i + 1]
                && mask[i - w]
                && mask[i + w]
        })
        .collect()
}

/// `mask` with the pixels of `within` that have a 4-neighbour in it.
fn grow(mask: &[bool], within: &[bool], w: usize, h: usize) -> Vec<bool> {
    (0..w * h)
        .map(|i| {
            let (x, y) = (i % w, i / w);
            mask[i]
                || (within[i]
                    && ((x > 0 && mask[i - 1])
                        || (x + 1 < w && mask[i + 1])
                        || (y > 0 && mask[i - w])
                        || (y + 1 < h && mask[i + w])))
        })
        .collect()
}

/// Summed-area tables of the foreground's colour and cover, for mean colours over any box.
struct Sums {
    /// Per corner ((w + 1) × (h + 1)), the sums of r, g, b and cover above and left of it.
    table: Vec<[f32; 4]>,
}

impl Sums {
    fn new(scene: &Scene) -> Sums {
        let (w, h) = (scene.work.w, scene.work.h);
        let mut table = vec![[0.0f32; 4]; (w + 1) * (h + 1)];
        for y in 0..h {
            let mut row = [0.0f32; 4];
            for x in 0..w {
                let (p, m) = (scene.work.px[y * w + x], scene.foreground[y * w + x]);
                for (c, v) in [p[0] * m, p[1] * m, p[2] * m, m].into_iter().enumerate() {
                    row[c] += v;
                }
                let above = table[y * (w + 1) + x + 1];
                table[(y + 1) * (w + 1) + x + 1] = [0, 1, 2, 3].map(|c| above[c] + row[c]);
            }
        }
        Sums { table }
    }

    /// The foreground's mean colour within `reach` pixels of (`x`, `y`).
    fn mean(&self, x: usize, y: usize, reach: usize, w: usize, h: usize) -> [f32; 3] {
        let (x0, y0, x1, y1) =
            (x.saturating_sub(reach), y.saturating_sub(reach), (x + reach + 1).min(w), (y + reach + 1).min(h));
        let at = |x: usize, y: usize| self.table[y * (w + 1) + x];
        let (a, b, c, d) = (at(x0, y0), at(x1, y0), at(x0, y1), at(x1, y1));
        let sum = [0, 1, 2, 3].map(|k| d[k] - b[k] - c[k] + a[k]);
        let n = sum[3].max(1e-3);
        [sum[0] / n, sum[1] / n, sum[2] / n]
    }
}
