//! The ground of a merchant's own photo ([`crate::segment::Backdrop::Ground`]): wood planks,
//! tiles, a striped or woven fabric, concrete. Unlike a post's backdrop it is not smooth: it has
//! seams, grout lines, stripes of two colours and speckles, each an edge of its own. So:
//!
//! - a flat stretch touching the border is ground when its colour, summed over every such
//!   stretch of that colour, covers as much as a post's backdrop must ([`more_parts`]): each
//!   stripe or tile is small, their colour is everywhere, while a product cut by the frame has
//!   a colour of its own; so is a flat stretch inside of a ground colour (a stripe products cut
//!   off from the border);
//! - a pixel is tested against the ground colours around it, not their smooth average (which,
//!   between a light and a dark stripe, is neither) ([`kinds`]), and cast shadows may be darker;
//! - thin runs of product colour that reach the border or spread over much of the picture (a
//!   seam, a grout line, the blurred edge of a stripe) are dropped, while a small thin thing on
//!   its own (a chain, a ring) is kept ([`without_thin`]).

use crate::components::{label, Part};
use crate::raster::Raster;
use crate::segment::{kind, Kind, Shadow, FAR};

/// Longer side of the working picture: more than a post's, as a merchant's photo often shows
/// four products, each smaller, and the ground's lines must come out thinner than the products'
/// parts. (448 answered 1.9 points more of the tuning seed's merchant photos' products, but in one
/// run of the magic store's browser test at 448 its photo, two catalog pictures pasted on a plain
/// background, came back with neither product. That test's pair of products is not the same in
/// every run, so whether 384 finds that pair is not known yet: docs/magic-store.md.)
pub(crate) const WORK: usize = 384;
/// Half the width, in working pixels, of the thinnest part of a product a ground's picture
/// keeps: thinner runs of product colour (a seam between planks, a grout line, a stripe's edge,
/// a speck of concrete) are ground. What a product loses to it is grown back ([`REGROW`]).
const THIN: usize = 1;
/// Working pixels a product's thin parts (a strap, a lace) are grown back from what survives.
const REGROW: usize = 3;
/// The least share of the picture a flat stretch touching the border must cover to be ground.
const GROUND_PART: usize = 400;

/// Ground pixels a pixel is compared with: those within this many working pixels either way.
const AROUND: usize = 30;
/// Step between the ground pixels compared (every third one each way).
const STEP: usize = 3;
/// A merchant's lamp casts harder shadows than a post's soft light: up to about 40 % darker.
const SHADOW: Shadow = Shadow { least: 0.6, spread: 0.08 };

/// Marks as ground (in `backdrop_part`) every flat part touching the border whose colour is
/// ground: grouped with the other border parts of about its colour, the group covers an eighth of
/// the picture or a tenth of its border, as a post's backdrop must alone.
pub(crate) fn more_parts(work: &Raster, labels: &[u32], parts: &[Part], backdrop_part: &mut [bool]) {
    let (w, h) = (work.w, work.h);
    let perimeter = 2 * (w + h) - 4;
    let mut sums = vec![[0.0f32; 3]; parts.len()];
    for (l, p) in labels.iter().zip(&work.px) {
        if let Some(sum) = sums.get_mut(*l as usize) {
            for c in 0..3 {
                sum[c] += p[c];
            }
        }
    }
    let least = w * h / GROUND_PART;
    let mean = |k: usize| {
        let n = parts[k].area as f32;
        [sums[k][0] / n, sums[k][1] / n, sums[k][2] / n]
    };
    let close = |a: &[f32; 3], b: &[f32; 3]| (0..3).all(|c| (a[c] - b[c]).abs() <= FAR);
    let mut order: Vec<usize> = (0..parts.len()).filter(|k| parts[*k].border > 0 && parts[*k].area >= least).collect();
    order.sort_by_key(|k| std::cmp::Reverse(parts[*k].area));
    // (mean colour of its first part, area, border, members)
    let mut groups: Vec<([f32; 3], usize, usize, Vec<usize>)> = Vec::new();
    for k in order {
        let mean = mean(k);
        let close = |g: &[f32; 3]| close(g, &mean);
        match groups.iter_mut().find(|g| close(&g.0)) {
            Some(g) => {
                g.1 += parts[k].area;
                g.2 += parts[k].border;
                g.3.push(k);
            }
            None => groups.push((mean, parts[k].area, parts[k].border, vec![k])),
        }
    }
    let mut colours = Vec::new();
    for (colour, area, border, members) in groups {
        if area * 8 >= w * h || border * 10 >= perimeter {
            colours.push(colour);
            for k in members {
                backdrop_part[k] = true;
            }
        }
    }
    // A stretch of ground that products cut off from the border (a stripe between two of them,
    // a tile they surround) has the ground's colour.
    for k in 0..parts.len() {
        if parts[k].border == 0 && parts[k].area >= least && colours.iter().any(|c| close(c, &mean(k))) {
            backdrop_part[k] = true;
        }
    }
}

/// What each working pixel is on a ground: ground where `backdrop` says so; elsewhere the least
/// product-like of its colour against the smooth estimate and against each ground pixel around it,
/// in the averaged picture and in the darkest-kept one alike (each against its own kind).
pub(crate) fn kinds(work: &Raster, darkest: &Raster, backdrop: &[bool], estimate: &[[f32; 3]]) -> Vec<Kind> {
    let (w, h) = (work.w, work.h);
    (0..w * h)
        .map(|i| {
            if backdrop[i] {
                return Kind::Backdrop;
            }
            let (x, y) = (i % w, i / w);
            let mut plain = kind(work.px[i], estimate[i], FAR, SHADOW);
            let mut dark = kind(darkest.px[i], estimate[i], FAR, SHADOW);
            let (x0, x1) = (x.saturating_sub(AROUND), (x + AROUND).min(w - 1));
            let (y0, y1) = (y.saturating_sub(AROUND), (y + AROUND).min(h - 1));
            'around: for yy in (y0..=y1).step_by(STEP) {
                for xx in (x0..=x1).step_by(STEP) {
                    let j = yy * w + xx;
                    if !backdrop[j] {
                        continue;
                    }
                    plain = plain.min(kind(work.px[i], work.px[j], FAR, SHADOW));
                    dark = dark.min(kind(darkest.px[i], darkest.px[j], FAR, SHADOW));
                    if plain == Kind::Backdrop && dark == Kind::Backdrop {
                        break 'around;
                    }
                }
            }
            plain.max(dark)
        })
        .collect()
}

/// `mask` without its runs thinner than `2 * THIN + 1` pixels either way (an opening: what a
/// square of that side fits in), then grown back by [`REGROW`] pixels within `mask`, so that a
/// product keeps its outline and the thin parts near its body.
pub(crate) fn without_thin(mask: &[bool], w: usize, h: usize) -> Vec<bool> {
    let eroded = spread(mask, w, h, THIN, false);
    let mut kept = spread(&eroded, w, h, THIN, true);
    for _ in 0..REGROW {
        let grown = spread(&kept, w, h, 1, true);
        kept = grown.iter().zip(mask).map(|(g, m)| *g && *m).collect();
    }
    // A thin thing on its own, away from the border and small (a chain, a ring, a lace), is a
    // product: the ground's lines run across the picture to its border.
    let thin: Vec<bool> = mask.iter().zip(&kept).map(|(m, k)| *m && !*k).collect();
    let (labels, parts) = label(&thin, w, h);
    let alone: Vec<bool> =
        parts.iter().map(|p| p.border == 0 && (p.x1 - p.x0) * ALONE < w && (p.y1 - p.y0) * ALONE < h).collect();
    for (k, l) in kept.iter_mut().zip(&labels) {
        if alone.get(*l as usize).copied().unwrap_or(false) {
            *k = true;
        }
    }
    kept
}

/// A thin thing kept whole spans less than this share (one in `ALONE`) of the picture either way.
const ALONE: usize = 4;

/// `mask` dilated (`grow`) or eroded by a square of half-side `by` (outside the picture counts as
/// inside for an erosion, so that a product cut by the border keeps its edge).
fn spread(mask: &[bool], w: usize, h: usize, by: usize, grow: bool) -> Vec<bool> {
    let pass = |src: &[bool], along_x: bool| -> Vec<bool> {
        let mut out = vec![false; w * h];
        for y in 0..h {
            for x in 0..w {
                let (at, len) = if along_x { (x, w) } else { (y, h) };
                let (lo, hi) = (at.saturating_sub(by), (at + by).min(len - 1));
                let mut values = (lo..=hi).map(|k| if along_x { src[y * w + k] } else { src[k * w + x] });
                out[y * w + x] = if grow { values.any(|v| v) } else { values.all(|v| v) };
            }
        }
        out
    };
    let across = pass(mask, true);
    pass(&across, false)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_go_and_bodies_and_small_thin_things_stay() {
        let (w, h) = (24, 16);
        let mut mask = vec![false; w * h];
        for x in 0..w {
            mask[3 * w + x] = true; // a seam, one pixel high
        }
        mask[12 * w + 2] = true; // a speck
        for x in 0..w {
            mask[(h - 1) * w + x] = x % 5 != 0 || x == 5; // a dotted line on the border
        }
        for y in 6..14 {
            for x in 10..18 {
                mask[y * w + x] = true; // a body
            }
        }
        mask[5 * w + 13] = true; // a strap above it, one pixel wide
        mask[4 * w + 13] = true;
        let kept = without_thin(&mask, w, h);
        assert!((0..w).filter(|x| !(9..19).contains(x)).all(|x| !kept[3 * w + x]), "the seam goes");
        assert!((0..w).all(|x| !kept[(h - 1) * w + x]), "the line along the border goes");
        assert!(kept[12 * w + 2], "a speck on its own stays (the size filter drops it later)");
        assert!((6..14).all(|y| (10..18).all(|x| kept[y * w + x])), "the body stays whole");
        assert!(kept[5 * w + 13] && kept[4 * w + 13], "the strap near it grows back");
    }
}
