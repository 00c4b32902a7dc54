//! How far an object in a post is from a catalog signature, in three parts that are combined
//! into one distance: the silhouette (cover of each template cell), the colours where both cover
//! the cell (after the best common brightness factor, since posts are lit brighter or darker, and
//! in a merchant's own media the best warm or cool cast too), and the texture of the inner edges.

use crate::look::{Look, BINS};

/// The parts of a distance.
#[derive(Debug, Clone, Copy, Default)]
pub(crate) struct Parts {
    /// 1 − soft intersection over union of the silhouettes.
    pub shape: f32,
    /// Root mean square colour difference (levels) where both cover a cell.
    pub colour: f32,
    /// Texture difference (orientation shares and strength).
    pub texture: f32,
}

/// Brightness factors a post may apply.
const GAIN: (f32, f32) = (0.72, 1.38);

/// Product share (of both cells' solid shares multiplied) from which a cell's colours compare:
/// low, so that thin products (a chain, a strap) still have colours to compare.
const SOLID: f32 = 0.1;
/// The colour difference assumed when there is nothing to compare (as much as a clearly other
/// colour).
const UNKNOWN_COLOUR: f32 = 40.0;

/// A colour difference measured on `weight` cells' worth, drawn toward [`UNKNOWN_COLOUR`] when
/// that is under one cell.
fn unsure_colour(measured: f32, weight: f32) -> f32 {
    let trust = weight.min(1.0);
    measured * trust + UNKNOWN_COLOUR * (1.0 - trust)
}

/// Lanes summed apart, so the loops run on vector registers.
const LANES: usize = 8;
/// How much less a cover difference counts where the segmentation was unsure.
const DOUBT: f32 = 0.8;
/// Share of cover credited to a post cell left out by the segmentation whose colour is the
/// catalog's there (after the brightness factor): a part that blends into the backdrop.
const AGREEING: f32 = 0.6;
/// Largest channel difference (levels) at which colours agree.
const AGREE: f32 = 16.0;

/// How much a warm or cool cast may shift red up and blue down (or the reverse), in levels: none
/// in a post, whose light the recognition was tuned on, up to [`MERCHANT_CAST`] in a merchant's
/// own media (shop lamps, daylight).
pub(crate) const MERCHANT_CAST: f32 = 16.0;

/// The light a post template was seen in, as fitted: a brightness factor and a cast (levels
/// added to red and taken from blue).
#[derive(Debug, Clone, Copy)]
pub(crate) struct Light {
    pub gain: f32,
    pub cast: f32,
}

/// Shape and colour parts between a post template and a catalog one (same size, a multiple of
/// [`LANES`] cells), and the light found (a cast of at most `cast` levels either way).
pub(crate) fn template(post: &Look, sig: &Look, cast: f32) -> (f32, f32, Light) {
    let mut diff = [0.0f32; LANES];
    let mut union = [0.0f32; LANES];
    let mut diff_solid = [0.0f32; LANES];
    let mut union_solid = [0.0f32; LANES];
    let mut pc = [0.0f32; LANES];
    let mut cc = [0.0f32; LANES];
    let mut pp = [0.0f32; LANES];
    let mut ws = [0.0f32; LANES];
    let mut warm_post = [0.0f32; LANES];
    let mut warm_sig = [0.0f32; LANES];
    let chunks = post
        .seen
        .chunks_exact(LANES)
        .zip(post.cover.chunks_exact(LANES))
        .zip(post.solid.chunks_exact(LANES).zip(post.sure.chunks_exact(LANES)))
        .zip(post.r.chunks_exact(LANES).zip(post.g.chunks_exact(LANES)).zip(post.b.chunks_exact(LANES)))
        .zip(
            sig.cover
                .chunks_exact(LANES)
                .zip(sig.solid.chunks_exact(LANES).zip(sig.sure.chunks_exact(LANES)))
                .zip(sig.r.chunks_exact(LANES).zip(sig.g.chunks_exact(LANES)).zip(sig.b.chunks_exact(LANES))),
        );
    for ((((seen, pcov), (psol, psure)), ((pr, pg), pb)), ((scov, (ssol, ssure)), ((sr, sg), sb))) in chunks {
        for l in 0..LANES {
            let s = seen[l];
            // Where either side was unsure whether a shade belongs to the product, a
            // difference in cover counts for less.
            let trust = s * (1.0 - DOUBT * (1.0 - psure[l].min(ssure[l])));
            let (a, b) = (pcov[l], scov[l]);
            diff[l] += trust * (a - b).abs();
            union[l] += trust * a.max(b);
            diff_solid[l] += trust * (psol[l] - ssol[l]).abs();
            union_solid[l] += trust * psol[l].max(ssol[l]);
            let w = s * psol[l] * ssol[l];
            let w = if w > SOLID { w * w } else { 0.0 };
            pc[l] += w * (pr[l] * sr[l] + pg[l] * sg[l] + pb[l] * sb[l]);
            cc[l] += w * (sr[l] * sr[l] + sg[l] * sg[l] + sb[l] * sb[l]);
            pp[l] += w * (pr[l] * pr[l] + pg[l] * pg[l] + pb[l] * pb[l]);
            ws[l] += w;
            warm_post[l] += w * (pr[l] - pb[l]);
            warm_sig[l] += w * (sr[l] - sb[l]);
        }
    }
    let total = |v: [f32; LANES]| v.iter().sum::<f32>();
    let (diff, union, pc, cc, pp, wsum) = (total(diff), total(union), total(pc), total(cc), total(pp), total(ws));
    let (warm_post, warm_sig) = (total(warm_post), total(warm_sig));
    // Silhouettes compare filled or not, whichever agrees better: a ring, a hoop or a white
    // body is filled only where its outline came out closed.
    let (diff_solid, union_solid) = (total(diff_solid), total(union_solid));
    let filled = if union > 0.0 { diff / union } else { 1.0 };
    let bare = if union_solid > 0.0 { diff_solid / union_solid } else { 1.0 };
    let shape = filled.min(bare);
    let g = if cc > 0.0 { (pc / cc).clamp(GAIN.0, GAIN.1) } else { 1.0 };
    // The cast t that best explains what is left (red up by t, blue down by t): it lowers the
    // squared error by 2tD − 2t²W, D the red-minus-blue left over, W the weight.
    let warmth = warm_post - g * warm_sig;
    let t = if wsum > 0.0 { (warmth / (2.0 * wsum)).clamp(-cast, cast) } else { 0.0 };
    let colour = if wsum > 0.0 && cc > 0.0 {
        let error = pp - 2.0 * g * pc + g * g * cc - 2.0 * t * warmth + 2.0 * t * t * wsum;
        unsure_colour((error.max(0.0) / (3.0 * wsum)).sqrt(), wsum)
    } else {
        UNKNOWN_COLOUR
    };
    (shape, colour, Light { gain: g, cast: t })
}

/// Like [`template`], for fitting: a post cell outside the segmented object whose plain colour
/// matches the catalog's there counts partly as covered (fitting judges the picture, not only
/// the mask), and each cell's colour difference is capped at [`OCCLUDED`], so that a part hidden
/// behind another product costs a bounded amount instead of dominating.
pub(crate) fn template_lenient(post: &Look, sig: &Look, cast: f32) -> (f32, f32) {
    let (strict, _, Light { gain, cast }) = template(post, sig, cast);
    let mut diff = [0.0f32; LANES];
    let mut union = [0.0f32; LANES];
    let mut err = [0.0f32; LANES];
    let mut ws = [0.0f32; LANES];
    let cap = OCCLUDED * OCCLUDED * 3.0;
    let n = post.cover.len().min(sig.cover.len()) / LANES * LANES;
    for start in (0..n).step_by(LANES) {
        let span = start..start + LANES;
        let (seen, pcov, psol, psure) =
            (&post.seen[span.clone()], &post.cover[span.clone()], &post.solid[span.clone()], &post.sure[span.clone()]);
        let (pr, pg, pb) = (&post.r[span.clone()], &post.g[span.clone()], &post.b[span.clone()]);
        let (qr, qg, qb) = (&post.pr[span.clone()], &post.pg[span.clone()], &post.pb[span.clone()]);
        let (scov, ssol, ssure) = (&sig.cover[span.clone()], &sig.solid[span.clone()], &sig.sure[span.clone()]);
        let (sr, sg, sb) = (&sig.r[span.clone()], &sig.g[span.clone()], &sig.b[span]);
        for l in 0..LANES {
            let trust = seen[l] * (1.0 - DOUBT * (1.0 - psure[l].min(ssure[l])));
            let b = scov[l];
            let (cr, cg, cb) = (gain * sr[l] + cast, gain * sg[l], gain * sb[l] - cast);
            let far = (qr[l] - cr).abs().max((qg[l] - cg).abs()).max((qb[l] - cb).abs());
            let agrees = if far < AGREE && ssol[l] > 0.5 { AGREEING * b } else { 0.0 };
            let a = pcov[l].max(agrees);
            diff[l] += trust * (a - b).abs();
            union[l] += trust * a.max(b);
            let w = seen[l] * psol[l] * ssol[l];
            let w = if w > SOLID { w * w } else { 0.0 };
            let e = (pr[l] - cr) * (pr[l] - cr) + (pg[l] - cg) * (pg[l] - cg) + (pb[l] - cb) * (pb[l] - cb);
            err[l] += w * e.min(cap);
            ws[l] += w;
        }
    }
    let total = |v: [f32; LANES]| v.iter().sum::<f32>();
    let (diff, union, err, wsum) = (total(diff), total(union), total(err), total(ws));
    let lenient = if union > 0.0 { diff / union } else { 1.0 };
    let colour = if wsum > 0.0 { unsure_colour((err / (3.0 * wsum)).sqrt(), wsum) } else { UNKNOWN_COLOUR };
    (lenient.min(strict), colour)
}

/// Colour difference (levels, per channel) beyond which a cell counts no worse: what covers it
/// is not the product at all (another product in front of it, or backdrop).
const OCCLUDED: f32 = 40.0;

/// Texture part between orientation shares and strengths: the difference in strength (on a log
/// scale, with a floor so that two plain surfaces count as alike), plus the difference in
/// orientation shares weighted by how much edge there is to orient (the orientations of a plain
/// surface's faint edges mean nothing).
pub(crate) fn texture(post: (&[f32; BINS], f32, f32), sig: (&[f32; BINS], f32, f32)) -> f32 {
    let ((post_orient, post_energy, post_inner), (sig_orient, sig_energy, sig_inner)) = (post, sig);
    let mut orient = 0.0;
    for k in 0..BINS {
        orient += (post_orient[k] - sig_orient[k]).abs();
    }
    let weak = post_energy.min(sig_energy);
    let weight = weak / (weak + EDGY);
    let strength = ((post_energy + FLOOR) / (sig_energy + FLOOR)).ln().abs();
    // Texture measured on few inner pixels (a chain, a hoop) counts for less.
    let thin = post_inner.min(sig_inner);
    (orient * 0.5 * weight + strength) * (thin / (thin + THIN))
}

/// Share of inner pixels at which texture counts half.
const THIN: f32 = 0.12;

/// Inner edge strength below which surfaces count as plain.
const FLOOR: f32 = 0.02;
/// Inner edge strength at which orientations count half.
const EDGY: f32 = 0.03;

/// The combined distance.
pub(crate) fn distance(p: &Parts) -> f32 {
    p.shape * 4.0 + p.colour / 12.0 + p.texture
}
