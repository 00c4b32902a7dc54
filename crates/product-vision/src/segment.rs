//! Products against their backdrop. Catalog photos and social posts both show products on a
//! backdrop that changes only slowly (a studio sweep, a wall with a gradient, a floor, soft light
//! patches), while products have outlines, patterns and colours of their own. So:
//!
//! 1. the picture is shrunk to about [`WORK`] pixels a side, and its colour gradient measured;
//! 2. the flat stretches (no gradient above [`EDGE`]) that touch a good part of the border are
//!    backdrop, and the backdrop colour everywhere else is filled in smoothly from them;
//! 3. a pixel belongs to a product when its colour is far from that backdrop colour, unless it is
//!    just the backdrop darker (a cast shadow) or lighter (a light patch) by a common factor —
//!    both in the picture shrunk by averaging and in the picture shrunk keeping each area's
//!    darkest pixel, so that thin dark outlines survive the shrinking;
//! 4. enclosed holes are filled (a white shirt whose body is as light as the wall is still
//!    enclosed by its outline) and specks dropped.
//!
//! A catalog photo ([`Backdrop::Studio`]) is segmented with tighter thresholds than a post: its
//! backdrop is clean, which lets a white or pale product on it be found. What stays ambiguous
//! (a grey or white part that may be a shadow or a light patch) is reported as unsure, so that
//! the comparison does not count it heavily either way.

use crate::components::{fill_holes, label};
use crate::ground;
use crate::raster::Raster;

/// Longer side of the working picture, in pixels.
pub(crate) const WORK: usize = 256;
/// Gradient (colour levels per pixel) above which a pixel is an edge, in a post and in a studio
/// photo.
const EDGE: f32 = 14.0;
const EDGE_STUDIO: f32 = 6.0;
/// Colour distance from the backdrop above which a pixel is a product's: in a post, whose
/// backdrop has light patches, floors and shadows of its own; and in a studio photo, whose plain
/// backdrop lets a white product on it be told apart by a much smaller difference. In a post,
/// 26 lost pale products on a backdrop of about their colour (a light blue sock or ring on a
/// grey-blue wall); 20 finds them, and shadows and light patches are still told apart by their
/// common factor (with the wider fitting of `rank`: top-5 up from 96.3 % to 97.3 % on the tuning
/// seed and from 95.7 % to 97.3 % on a second one, with as many posts wrongly tagged).
pub(crate) const FAR: f32 = 20.0;
const FAR_STUDIO: f32 = 9.0;

/// What kind of picture is segmented.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Backdrop {
    /// A catalog photo: one product on a plain studio backdrop.
    Studio,
    /// A post: products on any slowly changing backdrop.
    Scene,
    /// A merchant's own photo or video frame: products on a textured ground (planks, tiles,
    /// stripes, a weave, concrete) whose seams, grout lines and speckles are edges of their own.
    /// Every flat stretch that touches the border is ground, whatever its shade, and lines and
    /// specks too thin to be a product are dropped ([`THIN`]).
    Ground,
}

/// A picture split into products and backdrop, at working size.
pub(crate) struct Segmentation {
    /// The shrunk picture.
    pub work: Raster,
    /// Source pixels per working pixel.
    pub scale: f32,
    /// Whether each working pixel belongs to a product (holes filled).
    pub mask: Vec<bool>,
    /// Whether each working pixel shows a product's own colour (not a filled hole, which may
    /// be backdrop seen through a handle or a white body as light as the backdrop).
    pub solid: Vec<bool>,
    /// Whether each working pixel is only a shade lighter or darker than the backdrop (a shadow
    /// or a light patch, or a grey or white part of a product): whether it belongs to a product
    /// is a guess.
    pub unsure: Vec<bool>,
}

/// Splits `picture` into products and backdrop.
pub(crate) fn segment(picture: &Raster, backdrop_kind: Backdrop) -> Segmentation {
    let studio = backdrop_kind == Backdrop::Studio;
    let (far, edge) = if studio { (FAR_STUDIO, EDGE_STUDIO) } else { (FAR, EDGE) };
    let work_side = if backdrop_kind == Backdrop::Ground { ground::WORK } else { WORK };
    let scale = picture.w.max(picture.h) as f32 / work_side as f32;
    let scale = scale.max(1.0);
    let w = ((picture.w as f32 / scale).round() as usize).max(8);
    let h = ((picture.h as f32 / scale).round() as usize).max(8);
    let work = picture.shrink(w, h);
    let darkest = picture.shrink_darkest(w, h);
    let gradient = gradient(&work);
    let flat: Vec<bool> = gradient.iter().map(|g| *g <= edge).collect();
    let (labels, parts) = label(&flat, w, h);
    let perimeter = 2 * (w + h) - 4;
    let on_ground = backdrop_kind == Backdrop::Ground;
    let mut backdrop_part: Vec<bool> =
        parts.iter().map(|p| p.border * 10 >= perimeter || (p.border > 0 && p.area * 8 >= w * h)).collect();
    if on_ground {
        ground::more_parts(&work, &labels, &parts, &mut backdrop_part);
    }
    let backdrop: Vec<bool> = labels.iter().map(|l| backdrop_part.get(*l as usize).copied().unwrap_or(false)).collect();
    // In a post, whatever is flat and joined to the border is backdrop, light patches included;
    // a studio backdrop is smooth enough to test every pixel against it, which finds a faint
    // product (a white ring) that blends into the flat stretch around it.
    let estimate = inpaint(&work, &backdrop, !studio);
    let kinds: Vec<Kind> = if on_ground {
        ground::kinds(&work, &darkest, &backdrop, &estimate)
    } else {
        (0..w * h)
            .map(|i| {
                if !studio && backdrop[i] {
                    return Kind::Backdrop;
                }
                kind(work.px[i], estimate[i], far, SHADOW).max(kind(darkest.px[i], estimate[i], far, SHADOW))
            })
            .collect()
    };
    // Only clear product colours count: a grey part is lost where a shadow would be, in catalog
    // photos and posts alike, which keeps the two consistent.
    let mut near: Vec<bool> = kinds.iter().map(|k| *k == Kind::Product).collect();
    if on_ground {
        near = ground::without_thin(&near, w, h);
    }
    let filled = fill_holes(&near, w, h);
    let (labels, parts) = label(&filled, w, h);
    let least = (w * h) / 900 + 4;
    let mask: Vec<bool> = labels.iter().map(|l| parts.get(*l as usize).is_some_and(|p| p.area >= least)).collect();
    let solid = mask.iter().zip(&near).map(|(m, n)| *m && *n).collect();
    let unsure = kinds.iter().map(|k| matches!(k, Kind::Shadow | Kind::Light)).collect();
    Segmentation { work, scale, mask, solid, unsure }
}

/// Colour gradient magnitude per pixel (the largest over the channels of a Sobel estimate, in
/// levels per pixel).
fn gradient(image: &Raster) -> Vec<f32> {
    let (w, h) = (image.w, image.h);
    let mut out = vec![0.0f32; w * h];
    for y in 0..h {
        let (ym, yp) = (y.saturating_sub(1), (y + 1).min(h - 1));
        for x in 0..w {
            let (xm, xp) = (x.saturating_sub(1), (x + 1).min(w - 1));
            let mut best = 0.0f32;
            for c in 0..3 {
                let p = |xx: usize, yy: usize| image.px[yy * w + xx][c];
                let gx = (p(xp, ym) + 2.0 * p(xp, y) + p(xp, yp)) - (p(xm, ym) + 2.0 * p(xm, y) + p(xm, yp));
                let gy = (p(xm, yp) + 2.0 * p(x, yp) + p(xp, yp)) - (p(xm, ym) + 2.0 * p(x, ym) + p(xp, ym));
                best = best.max((gx * gx + gy * gy).sqrt() / 4.0);
            }
            out[y * w + x] = best;
        }
    }
    out
}

/// What a pixel is against its backdrop colour, from least to most product-like.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) enum Kind {
    /// Close to it.
    Backdrop,
    /// Lighter toward white by one factor for all channels (a light patch, or a white part).
    Light,
    /// Darker by one factor for all channels (a cast shadow, or a grey part).
    Shadow,
    /// Another colour.
    Product,
}

/// How dark a shadow may be: the least ratio of its colour to the backdrop's, and how much the
/// channels' ratios may differ.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Shadow {
    pub least: f32,
    pub spread: f32,
}

/// The shadows of posts and catalog photos: soft, at most about a quarter darker.
const SHADOW: Shadow = Shadow { least: 0.76, spread: 0.06 };

/// What colour `p` is against backdrop colour `q`.
pub(crate) fn kind(p: [f32; 3], q: [f32; 3], threshold: f32, shadow: Shadow) -> Kind {
    let far = (0..3).map(|c| (p[c] - q[c]).abs()).fold(0.0f32, f32::max);
    if far <= threshold {
        return Kind::Backdrop;
    }
    let ratio = |c: usize| (p[c] + 4.0) / (q[c] + 4.0);
    let (r, g, b) = (ratio(0), ratio(1), ratio(2));
    let (lo, hi) = (r.min(g).min(b), r.max(g).max(b));
    if lo > shadow.least && hi < 1.0 && hi - lo < shadow.spread {
        return Kind::Shadow;
    }
    let lift = |c: usize| (p[c] - q[c]) / (259.0 - q[c]);
    let (r, g, b) = (lift(0), lift(1), lift(2));
    let (lo, hi) = (r.min(g).min(b), r.max(g).max(b));
    if lo > 0.0 && hi < 0.35 && hi - lo < 0.06 {
        return Kind::Light;
    }
    Kind::Product
}

/// The backdrop colour everywhere: a smooth fill from the backdrop pixels (cell averages, spread
/// over cells without backdrop by repeated neighbour averaging), or with `keep_own` the picture
/// itself on backdrop pixels.
fn inpaint(image: &Raster, backdrop: &[bool], keep_own: bool) -> Vec<[f32; 3]> {
    const CELL: usize = 8;
    let (w, h) = (image.w, image.h);
    let (gw, gh) = (w.div_ceil(CELL), h.div_ceil(CELL));
    let mut sum = vec![[0.0f32; 3]; gw * gh];
    let mut count = vec![0usize; gw * gh];
    for y in 0..h {
        for x in 0..w {
            if backdrop[y * w + x] {
                let g = (y / CELL) * gw + x / CELL;
                let p = image.px[y * w + x];
                for c in 0..3 {
                    sum[g][c] += p[c];
                }
                count[g] += 1;
            }
        }
    }
    let known: Vec<bool> = count.iter().map(|n| *n * 6 >= CELL * CELL).collect();
    let mut grid: Vec<[f32; 3]> = sum
        .iter()
        .zip(&count)
        .map(|(s, n)| if *n > 0 { [s[0] / *n as f32, s[1] / *n as f32, s[2] / *n as f32] } else { [0.0; 3] })
        .collect();
    if !known.iter().any(|k| *k) {
        let all = image.px.iter().fold([0.0f32; 3], |a, p| [a[0] + p[0], a[1] + p[1], a[2] + p[2]]);
        let n = image.px.len().max(1) as f32;
        return vec![[all[0] / n, all[1] / n, all[2] / n]; w * h];
    }
    // Unknown cells start from their nearest known rows' mean, then relax.
    let mean = {
        let (mut a, mut n) = ([0.0f32; 3], 0.0f32);
        for (g, k) in grid.iter().zip(&known) {
            if *k {
                a = [a[0] + g[0], a[1] + g[1], a[2] + g[2]];
                n += 1.0;
            }
        }
        [a[0] / n, a[1] / n, a[2] / n]
    };
    for (g, k) in grid.iter_mut().zip(&known) {
        if !*k {
            *g = mean;
        }
    }
    for _ in 0..(gw + gh) * 2 {
        let prev = grid.clone();
        for gy in 0..gh {
            for gx in 0..gw {
                let i = gy * gw + gx;
                if known[i] {
                    continue;
                }
                let mut acc = [0.0f32; 3];
                let mut n = 0.0;
                let mut add = |j: usize| {
                    for c in 0..3 {
                        acc[c] += prev[j][c];
                    }
                    n += 1.0;
                };
                if gx > 0 {
                    add(i - 1);
                }
                if gx + 1 < gw {
                    add(i + 1);
                }
                if gy > 0 {
                    add(i - gw);
                }
                if gy + 1 < gh {
                    add(i + gw);
                }
                grid[i] = [acc[0] / n, acc[1] / n, acc[2] / n];
            }
        }
    }
    let mut out = vec![[0.0f32; 3]; w * h];
    for y in 0..h {
        for x in 0..w {
            let i = y * w + x;
            if keep_own && backdrop[i] {
                out[i] = image.px[i];
                continue;
            }
            let fx = ((x as f32 + 0.5) / CELL as f32 - 0.5).clamp(0.0, (gw - 1) as f32);
            let fy = ((y as f32 + 0.5) / CELL as f32 - 0.5).clamp(0.0, (gh - 1) as f32);
            let (x0, y0) = (fx as usize, fy as usize);
            let (x1, y1) = ((x0 + 1).min(gw - 1), (y0 + 1).min(gh - 1));
            let (ax, ay) = (fx - x0 as f32, fy - y0 as f32);
            let (a, b, c, d) = (grid[y0 * gw + x0], grid[y0 * gw + x1], grid[y1 * gw + x0], grid[y1 * gw + x1]);
            for k in 0..3 {
                let top = a[k] + (b[k] - a[k]) * ax;
                let bottom = c[k] + (d[k] - c[k]) * ax;
                out[i][k] = top + (bottom - top) * ay;
            }
        }
    }
    out
}
