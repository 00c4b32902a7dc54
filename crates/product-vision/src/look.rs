//! How an object looks in its normalised frame: centred on its centre, scaled by the square root
//! of its area and turned by a given angle, so that the same product gives the same look at any
//! place, size and (after trying a few turns) slant.
//!
//! A look has two parts. The *template* is a [`CELLS`] × [`CELLS`] grid over the frame; each cell
//! holds how much of it the object covers, how much of that shows the object's own colour (not a
//! filled hole) and the object's mean colour there, smoothed over neighbouring cells (pattern
//! detail averages out, the silhouette, colour layout, trims and marks stay). The *texture* is what the
//! template cannot hold: how strong the object's inner edges are and which way they run
//! (stripes, pinstripes, diagonals, checks, dots, plain), from a finer sampling.

use crate::layers::Layers;
use crate::raster::Pyramid;
use crate::region::Frame;

/// Cells a side of the template.
pub(crate) const CELLS: usize = 32;
/// Cells a side of the coarse template used to shortlist (each 2 × 2 template cells).
pub(crate) const COARSE: usize = CELLS / 2;
/// Half the frame's side, in units of the object's radius of gyration.
pub(crate) const SPAN: f32 = 2.3;
/// Orientation bins of the texture (over 180°).
pub(crate) const BINS: usize = 8;

/// An object's template, plane by plane (the comparison loop reads whole planes).
#[derive(Debug, Clone, Default)]
pub(crate) struct Look {
    /// Per cell, 1 when it lies inside the picture (a frame may reach past a cut object), else 0
    /// (posts only: a catalog template sees everything).
    pub seen: Vec<f32>,
    /// Per cell, the share the object covers (0..1).
    pub cover: Vec<f32>,
    /// Per cell, the share that shows the object's own colour (0..1).
    pub solid: Vec<f32>,
    /// Per cell, the share where the segmentation was sure (1 − the share of pixels only a shade
    /// off the backdrop).
    pub sure: Vec<f32>,
    /// Per cell, the object's mean colour (0..255), smoothed over neighbouring cells.
    pub r: Vec<f32>,
    pub g: Vec<f32>,
    pub b: Vec<f32>,
    /// Per cell, the picture's mean colour, object or not (posts only).
    pub pr: Vec<f32>,
    pub pg: Vec<f32>,
    pub pb: Vec<f32>,
}

impl Look {
    /// An empty template of `n` cells.
    pub fn empty(n: usize) -> Look {
        let zero = vec![0.0f32; n];
        Look {
            seen: zero.clone(),
            cover: zero.clone(),
            solid: zero.clone(),
            sure: zero.clone(),
            r: zero.clone(),
            g: zero.clone(),
            b: zero.clone(),
            pr: zero.clone(),
            pg: zero.clone(),
            pb: zero,
        }
    }

    /// The template halved: each coarse cell the mean of 2 × 2 cells (colours weighted by solid
    /// share; seen when its first cell is). Planes a catalog template leaves empty (seen, plain
    /// colour) stay empty.
    pub fn coarse(&self) -> Look {
        let mut out = Look::empty(COARSE * COARSE);
        let posted = !self.seen.is_empty();
        if !posted {
            out.seen.clear();
            out.pr.clear();
            out.pg.clear();
            out.pb.clear();
        }
        for y in 0..COARSE {
            for x in 0..COARSE {
                let o = y * COARSE + x;
                let mut s = 0.0f32;
                let mut colour = [0.0f32; 3];
                for (dx, dy) in [(0, 0), (1, 0), (0, 1), (1, 1)] {
                    let i = (2 * y + dy) * CELLS + 2 * x + dx;
                    out.cover[o] += self.cover[i] / 4.0;
                    out.sure[o] += self.sure[i] / 4.0;
                    if posted {
                        out.pr[o] += self.pr[i] / 4.0;
                        out.pg[o] += self.pg[i] / 4.0;
                        out.pb[o] += self.pb[i] / 4.0;
                    }
                    s += self.solid[i];
                    colour[0] += self.r[i] * self.solid[i];
                    colour[1] += self.g[i] * self.solid[i];
                    colour[2] += self.b[i] * self.solid[i];
                }
                out.solid[o] = s / 4.0;
                if posted {
                    out.seen[o] = self.seen[2 * y * CELLS + 2 * x];
                }
                if s > 0.0 {
                    out.r[o] = colour[0] / s;
                    out.g[o] = colour[1] / s;
                    out.b[o] = colour[2] / s;
                }
            }
        }
        out
    }
}

/// Where texture is sampled from: the source picture's pyramid and masks at working size.
pub(crate) struct Source<'a> {
    pub pyramid: &'a Pyramid,
    /// The object (holes filled).
    pub mask: &'a [f32],
    /// Pixels of a product's own colour (anywhere; taken inside `mask` only).
    pub solid: &'a [f32],
    pub work_w: usize,
    pub work_scale: f32,
}

/// Samples of a frame over a source, `fine` a cell a side: colour, mask, solid and whether
/// inside the picture.
type Samples = (Vec<[f32; 3]>, Vec<f32>, Vec<f32>, Vec<bool>);

/// Full-resolution samples of `frame` (for the texture).
fn samples(source: &Source, frame: &Frame, fine: usize) -> Samples {
    let side = CELLS * fine;
    let spacing = 2.0 * SPAN * frame.r / side as f32;
    let (level, level_scale) = source.pyramid.level_for(spacing);
    let (sin, cos) = frame.angle.to_radians().sin_cos();
    let work_h = source.mask.len() / source.work_w.max(1);
    let mut colour = vec![[0.0f32; 3]; side * side];
    let mut mask = vec![0.0f32; side * side];
    let mut solid = vec![0.0f32; side * side];
    let mut inside = vec![false; side * side];
    let step = 2.0 * SPAN * frame.r / side as f32;
    let start = -SPAN * frame.r + step * 0.5;
    for j in 0..side {
        let v = start + j as f32 * step;
        for i in 0..side {
            let u = start + i as f32 * step;
            let x = frame.cx + u * cos - v * sin;
            let y = frame.cy + u * sin + v * cos;
            let k = j * side + i;
            if let Some(c) = level.sample(x / level_scale, y / level_scale) {
                colour[k] = c;
                inside[k] = true;
                let (wx, wy) = (x / source.work_scale, y / source.work_scale);
                mask[k] = sample_mask(source.mask, source.work_w, work_h, wx, wy);
                solid[k] = mask[k] * sample_mask(source.solid, source.work_w, work_h, wx, wy);
            }
        }
    }
    (colour, mask, solid, inside)
}

/// The template of what `layers` show in `frame`, from `fine` × `fine` samples per cell.
pub(crate) fn look(layers: &Layers, frame: &Frame, fine: usize) -> Look {
    let n = CELLS * CELLS;
    let side = CELLS * fine;
    let step = 2.0 * SPAN * frame.r / side as f32;
    let (k, size) = layers.level(step);
    let (sin, cos) = frame.angle.to_radians().sin_cos();
    let start = -SPAN * frame.r + step * 0.5;
    let mut out = Look::empty(n);
    // Per cell: colour times solid share summed, for the smoothing below.
    let mut sums = vec![[0.0f32; 4]; n];
    let per = 1.0 / (fine * fine) as f32;
    for cy in 0..CELLS {
        for cx in 0..CELLS {
            let mut acc = [0.0f32; 9];
            let mut inside = 0usize;
            for fy in 0..fine {
                let v = start + (cy * fine + fy) as f32 * step;
                for fx in 0..fine {
                    let u = start + (cx * fine + fx) as f32 * step;
                    if let Some(p) = layers.read(k, size, frame.cx + u * cos - v * sin, frame.cy + u * sin + v * cos) {
                        inside += 1;
                        for c in 0..9 {
                            acc[c] += p[c];
                        }
                    }
                }
            }
            let i = cy * CELLS + cx;
            out.seen[i] = if inside * 2 >= fine * fine { 1.0 } else { 0.0 };
            if inside > 0 {
                let each = 1.0 / inside as f32;
                out.cover[i] = acc[4] * each;
                out.solid[i] = acc[3] * each;
                out.sure[i] = 1.0 - (acc[5] * each).clamp(0.0, 1.0);
                out.pr[i] = acc[6] * each;
                out.pg[i] = acc[7] * each;
                out.pb[i] = acc[8] * each;
            }
            sums[i] = [acc[0] * per, acc[1] * per, acc[2] * per, acc[3] * per];
        }
    }
    // Colours are averaged over 3 × 3 cells, so that a pattern finer than a cell gives the same
    // colours whatever its phase against the grid.
    for cy in 0..CELLS {
        for cx in 0..CELLS {
            let mut acc = [0.0f32; 4];
            for y in cy.saturating_sub(1)..(cy + 2).min(CELLS) {
                for x in cx.saturating_sub(1)..(cx + 2).min(CELLS) {
                    let s = sums[y * CELLS + x];
                    for c in 0..4 {
                        acc[c] += s[c];
                    }
                }
            }
            if acc[3] > 0.0 {
                let i = cy * CELLS + cx;
                out.r[i] = acc[0] / acc[3];
                out.g[i] = acc[1] / acc[3];
                out.b[i] = acc[2] / acc[3];
            }
        }
    }
    out
}

fn sample_mask(mask: &[f32], w: usize, h: usize, x: f32, y: f32) -> f32 {
    let (fx, fy) = (x - 0.5, y - 0.5);
    if fx < -1.0 || fy < -1.0 || fx > w as f32 || fy > h as f32 {
        return 0.0;
    }
    let (fx, fy) = (fx.clamp(0.0, (w - 1) as f32), fy.clamp(0.0, (h - 1) as f32));
    let (x0, y0) = (fx as usize, fy as usize);
    let (x1, y1) = ((x0 + 1).min(w - 1), (y0 + 1).min(h - 1));
    let (ax, ay) = (fx - x0 as f32, fy - y0 as f32);
    let top = mask[y0 * w + x0] * (1.0 - ax) + mask[y0 * w + x1] * ax;
    let bottom = mask[y1 * w + x0] * (1.0 - ax) + mask[y1 * w + x1] * ax;
    top * (1.0 - ay) + bottom * ay
}

/// Samples per cell a side for the texture.
pub(crate) const TEXTURE_FINE: usize = 4;

/// The inner edges of an object: each edge pixel's orientation (radians, 0..π) and strength,
/// so the orientation shares can be taken for any further turn of the frame without sampling
/// again.
pub(crate) struct Texture {
    edges: Vec<(f32, f32)>,
    total: f32,
    /// Inner edge strength: mean gradient per inner pixel over the object's mean lightness.
    pub energy: f32,
    /// Share of the object's samples deep enough inside it to measure texture (little for a
    /// chain or a hoop, whose texture then means little).
    pub inner: f32,
}

impl Texture {
    /// The orientation shares seen with the frame turned `degrees` further.
    pub fn orient(&self, degrees: f32) -> [f32; BINS] {
        let mut bins = [0.0f32; BINS];
        let turn = degrees.to_radians();
        for (angle, mag) in &self.edges {
            let angle = (angle - turn).rem_euclid(std::f32::consts::PI);
            let pos = angle / std::f32::consts::PI * BINS as f32 - 0.5;
            let lo = pos.floor();
            let frac = pos - lo;
            let a = (lo as isize).rem_euclid(BINS as isize) as usize;
            let b = (a + 1) % BINS;
            bins[a] += mag * (1.0 - frac);
            bins[b] += mag * frac;
        }
        if self.total > 0.0 {
            bins.iter_mut().for_each(|b| *b /= self.total);
        }
        bins
    }
}

/// The texture of what `source` shows in `frame`, from [`TEXTURE_FINE`] samples per cell a side.
pub(crate) fn texture_at(source: &Source, frame: &Frame) -> Texture {
    let side = CELLS * TEXTURE_FINE;
    let (colour, mask, _, _) = samples(source, frame, TEXTURE_FINE);
    let luma: Vec<f32> = colour.iter().map(|p| 0.299 * p[0] + 0.587 * p[1] + 0.114 * p[2]).collect();
    let mut edges = Vec::new();
    let (mut total, mut inner, mut light) = (0.0f32, 0.0f32, 0.0f32);
    const KEEP: usize = 2;
    for y in KEEP..side - KEEP {
        for x in KEEP..side - KEEP {
            let k = y * side + x;
            let deep = (y - KEEP..=y + KEEP).all(|yy| (x - KEEP..=x + KEEP).all(|xx| mask[yy * side + xx] > 0.98));
            if !deep {
                continue;
            }
            let p = |dx: isize, dy: isize| luma[(y as isize + dy) as usize * side + (x as isize + dx) as usize];
            let gx = (p(1, -1) + 2.0 * p(1, 0) + p(1, 1)) - (p(-1, -1) + 2.0 * p(-1, 0) + p(-1, 1));
            let gy = (p(-1, 1) + 2.0 * p(0, 1) + p(1, 1)) - (p(-1, -1) + 2.0 * p(0, -1) + p(1, -1));
            let mag = (gx * gx + gy * gy).sqrt() / 4.0;
            inner += 1.0;
            light += luma[k];
            total += mag;
            if mag > 1.0 {
                edges.push((gy.atan2(gx).rem_euclid(std::f32::consts::PI), mag));
            }
        }
    }
    let total_kept = edges.iter().map(|e| e.1).sum();
    let energy = if inner > 0.0 { (total / inner) / (light / inner + 8.0) } else { 0.0 };
    let object = mask.iter().filter(|m| **m > 0.5).count().max(1) as f32;
    Texture { edges, total: total_kept, energy, inner: inner / object }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::raster::Raster;

    /// A striped disc turned by `degrees`.
    fn stripes(degrees: f32) -> Raster {
        let n = 200;
        let (sin, cos) = degrees.to_radians().sin_cos();
        let mut px = vec![[220.0f32; 3]; n * n];
        for y in 0..n {
            for x in 0..n {
                let (dx, dy) = (x as f32 - 100.0, y as f32 - 100.0);
                if dx * dx + dy * dy < 80.0 * 80.0 {
                    let v = -dx * sin + dy * cos;
                    px[y * n + x] = if v.rem_euclid(12.0) < 5.0 { [40.0, 40.0, 120.0] } else { [90.0, 90.0, 200.0] };
                }
            }
        }
        Raster { w: n, h: n, px }
    }

    #[test]
    fn turning_the_orientation_shares_matches_measuring_turned() {
        let w = 100;
        let mask: Vec<f32> = (0..w * w)
            .map(|i| {
                let (dx, dy) = ((i % w) as f32 * 2.0 + 1.0 - 100.0, (i / w) as f32 * 2.0 + 1.0 - 100.0);
                if dx * dx + dy * dy < 80.0 * 80.0 {
                    1.0
                } else {
                    0.0
                }
            })
            .collect();
        let five = Pyramid::new(stripes(5.0), 16);
        let fifteen = Pyramid::new(stripes(15.0), 16);
        let frame = Frame { cx: 100.0, cy: 100.0, r: 40.0, angle: 0.0 };
        let source = |p| Source { pyramid: p, mask: &mask, solid: &mask, work_w: w, work_scale: 2.0 };
        let a = texture_at(&source(&five), &frame).orient(0.0);
        let b = texture_at(&source(&fifteen), &frame).orient(0.0);
        let c = texture_at(&source(&fifteen), &Frame { angle: 10.0, ..frame }).orient(0.0);
        let d = texture_at(&source(&five), &frame).orient(-10.0);
        let l1 = |x: &[f32; BINS], y: &[f32; BINS]| x.iter().zip(y).map(|(p, q)| (p - q).abs()).sum::<f32>();
        assert!(l1(&a, &c) < 0.25, "a frame turned with the object sees the same texture ({})", l1(&a, &c));
        assert!(l1(&b, &d) < 0.25, "turning the shares predicts it ({})", l1(&b, &d));
        assert!(l1(&a, &b) > 0.4, "a turned object has other shares ({})", l1(&a, &b));
    }
}
