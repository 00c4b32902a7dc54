//! What templates are sampled from: the working-size picture premultiplied by the object's masks,
//! as a pyramid of halvings. Each pixel holds the colour times the solid share, the solid share,
//! the cover and whether the segmentation was unsure there, so one bilinear read at the level
//! matching a template cell's size gives the cell's cover, solid share, doubt and the object's
//! own mean colour there — backdrop showing around the object or through its holes never tints
//! it.

use crate::raster::Raster;

/// Channels: r·solid, g·solid, b·solid, solid, cover, unsure, and the plain colour r, g, b.
pub(crate) type Px = [f32; 9];

struct Level {
    w: usize,
    h: usize,
    px: Vec<Px>,
}

/// The pyramid.
pub(crate) struct Layers {
    levels: Vec<Level>,
    /// Source pixels per level-0 pixel.
    scale: f32,
}

impl Layers {
    /// `work` (the picture at working size, `scale` source pixels a pixel) with `cover` (the
    /// object, holes filled), `solid` (pixels of a product's own colour) and `unsure` (pixels only
    /// a shade lighter or darker than the backdrop, which may or may not be a product's).
    pub fn new(work: &Raster, scale: f32, cover: &[f32], solid: &[f32], unsure: &[f32]) -> Layers {
        let px: Vec<Px> = (0..work.px.len())
            .map(|i| {
                let (c, m) = (work.px[i], cover[i]);
                let s = solid[i] * m;
                [c[0] * s, c[1] * s, c[2] * s, s, m, unsure[i], c[0], c[1], c[2]]
            })
            .collect();
        let mut levels = vec![Level { w: work.w, h: work.h, px }];
        while let Some(last) = levels.last() {
            if last.w.max(last.h) < 8 {
                break;
            }
            let (w, h) = (last.w.div_ceil(2), last.h.div_ceil(2));
            let mut px = vec![[0.0f32; 9]; w * h];
            for y in 0..h {
                for x in 0..w {
                    let mut acc = [0.0f32; 9];
                    let mut n = 0.0;
                    for (dx, dy) in [(0, 0), (1, 0), (0, 1), (1, 1)] {
                        let (sx, sy) = (2 * x + dx, 2 * y + dy);
                        if sx < last.w && sy < last.h {
                            let p = last.px[sy * last.w + sx];
                            for k in 0..9 {
                                acc[k] += p[k];
                            }
                            n += 1.0;
                        }
                    }
                    px[y * w + x] = acc.map(|a| a / n);
                }
            }
            levels.push(Level { w, h, px });
        }
        Layers { levels, scale }
    }

    /// The level to read for samples `spacing` source pixels apart, and its pixel size.
    pub fn level(&self, spacing: f32) -> (usize, f32) {
        let mut k = 0;
        let mut size = self.scale;
        while k + 1 < self.levels.len() && size * 2.0 <= spacing {
            k += 1;
            size *= 2.0;
        }
        (k, size)
    }

    /// Bilinear read of level `k` (pixel size `size`) at source position (`x`, `y`); `None`
    /// outside the picture.
    #[inline]
    pub fn read(&self, k: usize, size: f32, x: f32, y: f32) -> Option<Px> {
        let level = &self.levels[k];
        let (fx, fy) = (x / size - 0.5, y / size - 0.5);
        if fx < -0.5 || fy < -0.5 || fx > level.w as f32 - 0.5 || fy > level.h as f32 - 0.5 {
            return None;
        }
        let (fx, fy) = (fx.clamp(0.0, (level.w - 1) as f32), fy.clamp(0.0, (level.h - 1) as f32));
        let (x0, y0) = (fx as usize, fy as usize);
        let (x1, y1) = ((x0 + 1).min(level.w - 1), (y0 + 1).min(level.h - 1));
        let (ax, ay) = (fx - x0 as f32, fy - y0 as f32);
        let (a, b) = (level.px[y0 * level.w + x0], level.px[y0 * level.w + x1]);
        let (c, d) = (level.px[y1 * level.w + x0], level.px[y1 * level.w + x1]);
        let mut out = [0.0f32; 9];
        for i in 0..9 {
            let top = a[i] + (b[i] - a[i]) * ax;
            let bottom = c[i] + (d[i] - c[i]) * ax;
            out[i] = top + (bottom - top) * ay;
        }
        Some(out)
    }
}
