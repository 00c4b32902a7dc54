//! Floating-point colour pictures and the few operations the recogniser needs on them: shrinking
//! by area averaging (so that fine patterns average out instead of aliasing), halving into a
//! pyramid, and bilinear sampling from the pyramid level whose pixels are about as large as the
//! sample spacing.

use image::RgbImage;

/// A colour picture with one `[r, g, b]` (0..255) per pixel, row by row.
#[derive(Debug, Clone)]
pub(crate) struct Raster {
    pub w: usize,
    pub h: usize,
    pub px: Vec<[f32; 3]>,
}

impl Raster {
    /// The picture as floats.
    pub fn from_rgb(image: &RgbImage) -> Raster {
        let px = image.pixels().map(|p| [f32::from(p[0]), f32::from(p[1]), f32::from(p[2])]).collect();
        Raster { w: image.width() as usize, h: image.height() as usize, px }
    }

    /// The pixel at (`x`, `y`), which must be inside.
    #[inline]
    pub fn at(&self, x: usize, y: usize) -> [f32; 3] {
        self.px[y * self.w + x]
    }

    /// The picture shrunk to `w` × `h` by averaging the area each new pixel covers.
    pub fn shrink(&self, w: usize, h: usize) -> Raster {
        let (w, h) = (w.clamp(1, self.w.max(1)), h.clamp(1, self.h.max(1)));
        let cols = spans(self.w, w);
        let rows = spans(self.h, h);
        let mut px = vec![[0.0f32; 3]; w * h];
        // Columns first into a temporary of self.h × w, then rows.
        let mut tmp = vec![[0.0f32; 3]; self.h * w];
        for y in 0..self.h {
            let src = &self.px[y * self.w..(y + 1) * self.w];
            for (x, span) in cols.iter().enumerate() {
                tmp[y * w + x] = span.average(|i| src[i]);
            }
        }
        for (y, span) in rows.iter().enumerate() {
            for x in 0..w {
                px[y * w + x] = span.average(|i| tmp[i * w + x]);
            }
        }
        Raster { w, h, px }
    }

    /// The picture shrunk to `w` × `h`, each new pixel the darkest source pixel of its area: thin
    /// dark lines (outlines) keep their full darkness, which averaging would wash out.
    pub fn shrink_darkest(&self, w: usize, h: usize) -> Raster {
        let (w, h) = (w.clamp(1, self.w.max(1)), h.clamp(1, self.h.max(1)));
        let cols = spans(self.w, w);
        let rows = spans(self.h, h);
        let luma = |p: &[f32; 3]| 0.299 * p[0] + 0.587 * p[1] + 0.114 * p[2];
        let mut px = vec![[0.0f32; 3]; w * h];
        for (y, row) in rows.iter().enumerate() {
            for (x, col) in cols.iter().enumerate() {
                let mut best = [255.0f32; 3];
                let mut dark = f32::MAX;
                for sy in row.first..row.first + row.weights.len() {
                    for sx in col.first..col.first + col.weights.len() {
                        let p = &self.px[sy * self.w + sx];
                        let l = luma(p);
                        if l < dark {
                            dark = l;
                            best = *p;
                        }
                    }
                }
                px[y * w + x] = best;
            }
        }
        Raster { w, h, px }
    }

    /// The picture at half the size (each pixel the mean of a 2 × 2 block).
    pub fn half(&self) -> Raster {
        self.shrink(self.w.div_ceil(2), self.h.div_ceil(2))
    }

    /// Bilinear sample at (`x`, `y`) in pixel units (pixel centres at .5); `None` outside.
    #[inline]
    pub fn sample(&self, x: f32, y: f32) -> Option<[f32; 3]> {
        let (fx, fy) = (x - 0.5, y - 0.5);
        if fx < -0.5 || fy < -0.5 || fx > self.w as f32 - 0.5 || fy > self.h as f32 - 0.5 {
            return None;
        }
        let (fx, fy) = (fx.clamp(0.0, (self.w - 1) as f32), fy.clamp(0.0, (self.h - 1) as f32));
        let (x0, y0) = (fx as usize, fy as usize);
        let (x1, y1) = ((x0 + 1).min(self.w - 1), (y0 + 1).min(self.h - 1));
        let (ax, ay) = (fx - x0 as f32, fy - y0 as f32);
        let (a, b, c, d) = (self.at(x0, y0), self.at(x1, y0), self.at(x0, y1), self.at(x1, y1));
        let mut out = [0.0; 3];
        for k in 0..3 {
            let top = a[k] + (b[k] - a[k]) * ax;
            let bottom = c[k] + (d[k] - c[k]) * ax;
            out[k] = top + (bottom - top) * ay;
        }
        Some(out)
    }
}

/// Which source pixels (with weights) one destination pixel averages.
struct Span {
    first: usize,
    weights: Vec<f32>,
}

impl Span {
    fn average(&self, read: impl Fn(usize) -> [f32; 3]) -> [f32; 3] {
        let mut acc = [0.0f32; 3];
        let mut total = 0.0;
        for (k, wgt) in self.weights.iter().enumerate() {
            let p = read(self.first + k);
            acc[0] += p[0] * wgt;
            acc[1] += p[1] * wgt;
            acc[2] += p[2] * wgt;
            total += wgt;
        }
        if total > 0.0 {
            acc.iter_mut().for_each(|a| *a /= total);
        }
        acc
    }
}

/// The source spans of `to` equal cells over `from` pixels.
fn spans(from: usize, to: usize) -> Vec<Span> {
    let step = from as f32 / to as f32;
    (0..to)
        .map(|i| {
            let (lo, hi) = (i as f32 * step, (i as f32 + 1.0) * step);
            let first = lo.floor() as usize;
            let last = (hi.ceil() as usize).min(from).max(first + 1);
            let weights = (first..last)
                .map(|p| {
                    let (a, b) = (p as f32, p as f32 + 1.0);
                    (b.min(hi) - a.max(lo)).max(0.0)
                })
                .collect();
            Span { first, weights }
        })
        .collect()
}

/// A picture and its successive halvings, for sampling at any spacing without aliasing.
pub(crate) struct Pyramid {
    levels: Vec<Raster>,
}

impl Pyramid {
    /// Halves `base` until it is smaller than `smallest` pixels on its longer side.
    pub fn new(base: Raster, smallest: usize) -> Pyramid {
        let mut levels = vec![base];
        while let Some(last) = levels.last() {
            if last.w.max(last.h) / 2 < smallest {
                break;
            }
            let next = last.half();
            levels.push(next);
        }
        Pyramid { levels }
    }

    /// The level whose pixels are at most `spacing` base pixels wide, and its scale (base
    /// pixels per level pixel).
    pub fn level_for(&self, spacing: f32) -> (&Raster, f32) {
        let mut chosen = 0;
        let mut scale = 1.0;
        for i in 1..self.levels.len() {
            let s = self.levels[0].w as f32 / self.levels[i].w as f32;
            if s > spacing {
                break;
            }
            chosen = i;
            scale = s;
        }
        (&self.levels[chosen], scale)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shrinking_averages_areas() {
        let mut image = RgbImage::new(4, 2);
        for (x, _, p) in image.enumerate_pixels_mut() {
            *p = image::Rgb(if x % 2 == 0 { [0, 0, 0] } else { [200, 100, 50] });
        }
        let small = Raster::from_rgb(&image).shrink(2, 1);
        assert_eq!((small.w, small.h), (2, 1));
        assert!((small.at(0, 0)[0] - 100.0).abs() < 1e-3);
        assert!((small.at(1, 0)[2] - 25.0).abs() < 1e-3);
        let third = Raster::from_rgb(&image).shrink(3, 1);
        assert!(third.px.iter().all(|p| p[0] > 0.0 && p[0] < 200.0));
    }
}
