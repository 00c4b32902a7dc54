//! Where products may be in a picture, and the frame that makes a product's look independent of
//! where it stands and how large it is drawn.
//!
//! A catalog photo shows one product, so its whole foreground is one region. A post shows one
//! to three, and the segmentation does not always give one connected object per product: a pair
//! of earrings falls apart into two rings, a white sock into pieces, and two products that touch
//! or overlap come out as one object. So a post yields several *hypotheses*, all of which are
//! matched and the best explanation wins: every object; every two nearby objects together; all
//! objects together when there are few; and the parts of an object that has a narrow waist
//! (split where an erosion of it falls apart, each part then grown back over the pixels nearest
//! to it).

use std::collections::VecDeque;

use crate::components::{label, Part};
use crate::segment::Segmentation;

/// Where a product is taken to be: its centre and size in source pixels, and its pixels.
#[derive(Debug, Clone)]
pub(crate) struct Region {
    /// Its pixels at working size (1.0 inside, 0.0 outside).
    pub mask: Vec<f32>,
    /// Its frame.
    pub frame: Frame,
}

/// A normalised frame: centre, size and turn.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct Frame {
    /// Centre, source pixels.
    pub cx: f32,
    pub cy: f32,
    /// Radius of gyration (root mean square distance of its pixels from the centre), source
    /// pixels: unlike the area, it hardly depends on how thick thin parts (chains, straps)
    /// come out.
    pub r: f32,
    /// Turn, degrees.
    pub angle: f32,
}

/// The least share of the picture an object must cover to be looked at.
pub(crate) const LEAST_AREA: f32 = 0.003;
/// Objects considered for pairing and splitting, largest first.
const MOST_OBJECTS: usize = 6;
/// Hypotheses at most.
const MOST_HYPOTHESES: usize = 20;

/// The whole foreground of a catalog photo as one region (a pair of socks or earrings is one
/// product); `None` when there is none.
pub(crate) fn whole(seg: &Segmentation) -> Option<Region> {
    let mask: Vec<f32> = seg.mask.iter().map(|m| if *m { 1.0 } else { 0.0 }).collect();
    let area: f32 = mask.iter().sum();
    if area < LEAST_AREA * mask.len() as f32 {
        return None;
    }
    region_of(mask, seg.work.w, seg.scale)
}

/// Every hypothesis of where a post's products are.
pub(crate) fn hypotheses(seg: &Segmentation) -> Vec<Region> {
    let (w, h) = (seg.work.w, seg.work.h);
    let (labels, parts) = label(&seg.mask, w, h);
    let least = (LEAST_AREA * (w * h) as f32) as usize;
    let mut objects: Vec<(u32, Part)> =
        parts.iter().enumerate().filter(|(_, p)| p.area >= least).map(|(i, p)| (i as u32, *p)).collect();
    objects.sort_by_key(|o| std::cmp::Reverse(o.1.area));
    objects.truncate(MOST_OBJECTS);
    // Pieces: every object, and the parts of those with a narrow waist (each knowing its object).
    let mut pieces: Vec<(Vec<f32>, Part, usize)> = Vec::new();
    for (k, (id, part)) in objects.iter().enumerate() {
        pieces.push((labels.iter().map(|l| if l == id { 1.0 } else { 0.0 }).collect(), *part, k));
    }
    for (k, (id, part)) in objects.iter().enumerate() {
        if part.area >= least * 4 {
            for piece in split(&labels, *id, w, h) {
                let bounds = bounds_of(&piece, w);
                pieces.push((piece, bounds, k));
            }
        }
    }
    let mut out: Vec<Region> = pieces.iter().filter_map(|(m, _, _)| region_of(m.clone(), w, seg.scale)).collect();
    // Two nearby pieces of different objects together (a pair of earrings, a necklace and its
    // pendant, or one of them and the part of an object it touches), closest first.
    let mut pairs: Vec<(f32, usize, usize)> = Vec::new();
    for a in 0..pieces.len() {
        for b in a + 1..pieces.len() {
            let ((_, pa, oa), (_, pb, ob)) = (&pieces[a], &pieces[b]);
            if oa == ob {
                continue;
            }
            let gap_x = pa.x0.max(pb.x0) as isize - pa.x1.min(pb.x1) as isize;
            let gap_y = pa.y0.max(pb.y0) as isize - pa.y1.min(pb.y1) as isize;
            let gap = gap_x.max(gap_y).max(0) as f32;
            let small = (pa.area.min(pb.area) as f32).sqrt();
            let (big, little) = (pa.area.max(pb.area), pa.area.min(pb.area));
            if gap <= 0.6 * small && little * 12 >= big {
                pairs.push((gap / small.max(1.0), a, b));
            }
        }
    }
    pairs.sort_by(|x, y| x.0.total_cmp(&y.0));
    for (_, a, b) in pairs {
        if out.len() >= MOST_HYPOTHESES {
            break;
        }
        let mask: Vec<f32> = pieces[a].0.iter().zip(&pieces[b].0).map(|(x, y)| x.max(*y)).collect();
        out.extend(region_of(mask, w, seg.scale));
    }
    if (3..=4).contains(&objects.len()) && out.len() < MOST_HYPOTHESES {
        let ids: Vec<u32> = objects.iter().map(|(i, _)| *i).collect();
        out.extend(region_of(labels.iter().map(|l| if ids.contains(l) { 1.0 } else { 0.0 }).collect(), w, seg.scale));
    }
    out.truncate(MOST_HYPOTHESES);
    out
}

/// The bounds and area of a mask.
fn bounds_of(mask: &[f32], w: usize) -> Part {
    let mut p = Part { area: 0, x0: usize::MAX, y0: usize::MAX, x1: 0, y1: 0, border: 0 };
    for (i, m) in mask.iter().enumerate() {
        if *m > 0.5 {
            let (x, y) = (i % w, i / w);
            p.area += 1;
            p.x0 = p.x0.min(x);
            p.y0 = p.y0.min(y);
            p.x1 = p.x1.max(x);
            p.y1 = p.y1.max(y);
        }
    }
    p
}

/// The parts of object `id` across its narrowest waist, if it has one.
fn split(labels: &[u32], id: u32, w: usize, h: usize) -> Vec<Vec<f32>> {
    let inside: Vec<bool> = labels.iter().map(|l| *l == id).collect();
    let depth = chamfer(&inside, w, h);
    let deepest = depth.iter().copied().fold(0.0f32, f32::max);
    let area = inside.iter().filter(|i| **i).count();
    for level in [0.45f32, 0.6, 0.3] {
        let cores: Vec<bool> = depth.iter().map(|d| *d >= deepest * level).collect();
        let (core_labels, core_parts) = label(&cores, w, h);
        let big: Vec<usize> = core_parts
            .iter()
            .enumerate()
            .filter(|(_, p)| p.area as f32 >= (deepest * 0.3).powi(2).max(4.0))
            .map(|(i, _)| i)
            .collect();
        if big.len() < 2 {
            continue;
        }
        // Grow the cores back over the object, each pixel to the core it reaches first.
        let mut owner = vec![u32::MAX; w * h];
        let mut queue = VecDeque::new();
        for (i, l) in core_labels.iter().enumerate() {
            if let Some(k) = big.iter().position(|b| *b as u32 == *l) {
                owner[i] = k as u32;
                queue.push_back(i);
            }
        }
        while let Some(i) = queue.pop_front() {
            let (x, y) = (i % w, i / w);
            let o = owner[i];
            let mut visit = |j: usize| {
                if inside[j] && owner[j] == u32::MAX {
                    owner[j] = o;
                    queue.push_back(j);
                }
            };
            if x > 0 {
                visit(i - 1);
            }
            if x + 1 < w {
                visit(i + 1);
            }
            if y > 0 {
                visit(i - w);
            }
            if y + 1 < h {
                visit(i + w);
            }
        }
        return (0..big.len() as u32)
            .map(|k| owner.iter().map(|o| if *o == k { 1.0 } else { 0.0 }).collect::<Vec<f32>>())
            .filter(|m| m.iter().sum::<f32>() >= area as f32 * 0.12)
            .collect();
    }
    Vec::new()
}

/// Distance of each pixel inside the mask to the nearest pixel outside (3-4 chamfer, in pixels).
fn chamfer(inside: &[bool], w: usize, h: usize) -> Vec<f32> {
    let far = (w + h) as f32 * 3.0;
    let mut d: Vec<f32> = inside.iter().map(|i| if *i { far } else { 0.0 }).collect();
    for y in 0..h {
        for x in 0..w {
            let i = y * w + x;
            if d[i] == 0.0 {
                continue;
            }
            let mut v = d[i];
            if x == 0 || y == 0 {
                v = v.min(3.0);
            }
            if x > 0 {
                v = v.min(d[i - 1] + 3.0);
            }
            if y > 0 {
                v = v.min(d[i - w] + 3.0);
                if x > 0 {
                    v = v.min(d[i - w - 1] + 4.0);
                }
                if x + 1 < w {
                    v = v.min(d[i - w + 1] + 4.0);
                }
            }
            d[i] = v;
        }
    }
    for y in (0..h).rev() {
        for x in (0..w).rev() {
            let i = y * w + x;
            if d[i] == 0.0 {
                continue;
            }
            let mut v = d[i];
            if x + 1 == w || y + 1 == h {
                v = v.min(3.0);
            }
            if x + 1 < w {
                v = v.min(d[i + 1] + 3.0);
            }
            if y + 1 < h {
                v = v.min(d[i + w] + 3.0);
                if x + 1 < w {
                    v = v.min(d[i + w + 1] + 4.0);
                }
                if x > 0 {
                    v = v.min(d[i + w - 1] + 4.0);
                }
            }
            d[i] = v;
        }
    }
    d.iter().map(|v| v / 3.0).collect()
}

/// The region of `mask` (a working picture `w` pixels wide, `scale` source pixels a pixel);
/// `None` when it has too few pixels to place a frame.
pub(crate) fn region_of(mask: Vec<f32>, w: usize, scale: f32) -> Option<Region> {
    let (mut n, mut sx, mut sy) = (0.0f64, 0.0f64, 0.0f64);
    for (i, m) in mask.iter().enumerate() {
        if *m > 0.5 {
            n += 1.0;
            sx += (i % w) as f64 + 0.5;
            sy += (i / w) as f64 + 0.5;
        }
    }
    if n < 4.0 {
        return None;
    }
    let (cx, cy) = (sx / n, sy / n);
    let mut spread = 0.0f64;
    for (i, m) in mask.iter().enumerate() {
        if *m > 0.5 {
            let (dx, dy) = ((i % w) as f64 + 0.5 - cx, (i / w) as f64 + 0.5 - cy);
            spread += dx * dx + dy * dy;
        }
    }
    let r = (spread / n).sqrt().max(1.0) as f32;
    Some(Region { mask, frame: Frame { cx: cx as f32 * scale, cy: cy as f32 * scale, r: r * scale, angle: 0.0 } })
}
