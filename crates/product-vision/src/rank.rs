//! Ranking a shop's products by how well a post shows them.
//!
//! Every hypothesis of where a product stands ([`crate::region::hypotheses`]) is looked at in its
//! normalised frame at a few turns, and its coarse template compared with every signature of the
//! index. The most promising pairs of hypothesis and signature (the best few of each hypothesis,
//! then the best of all) are fitted ([`crate::refine`]) and compared in full. What the fits leave
//! unexplained of the objects they lie on ([`crate::residual`]) is matched the same way. A
//! product's distance is its best over hypotheses and signatures, pushed back when another
//! product explains its place better.

use crate::compare::{distance, template_lenient, texture, Parts, MERCHANT_CAST};
use crate::components::label;
use crate::index::Index;
use crate::layers::Layers;
use crate::look::{look, texture_at, Look, Source, BINS};
use crate::raster::{Pyramid, Raster};
use crate::refine::fit;
use crate::region::{hypotheses, Frame, Region};
use crate::residual;
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
/// Turns tried in a merchant's own media, where products lie at any turn up to 25° either way.
const WIDE_ANGLES: [f32; 9] = [-24.0, -18.0, -12.0, -6.0, 0.0, 6.0, 12.0, 18.0, 24.0];

/// What kind of picture is ranked.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Shot {
    /// A social network's post: products on a plain or slowly changing backdrop, turned a little.
    Post,
    /// A merchant's own photo or video frame (the magic store): products on a textured ground
    /// (wood, tiles, fabric, concrete), turned further, lying over each other.
    Merchant,
}

impl Shot {
    fn backdrop(self) -> Backdrop {
        match self {
            Shot::Post => Backdrop::Scene,
            Shot::Merchant => Backdrop::Ground,
        }
    }

    fn turns(self) -> &'static [f32] {
        match self {
            Shot::Post => &ANGLES,
            Shot::Merchant => &WIDE_ANGLES,
        }
    }

    fn cast(self) -> f32 {
        match self {
            Shot::Post => 0.0,
            Shot::Merchant => MERCHANT_CAST,
        }
    }
}
/// What a merchant's own picture is ([`rank_media`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Media {
    /// A photo: everything it shows is in this one picture.
    Photo,
    /// One of a video's frames, whose rankings are merged ([`crate::merge_frames`]).
    Frame,
}

/// The lead at which a product is a clear winner of its place ([`confidence`]) in a picture of
/// the kind `shot`, ranked as `media`. Less in a merchant's photo ranked as a merchant's shot:
/// there the next best product at a place is fitted to a product lying partly under another or
/// on a busy ground, and comes closer than in a post (on the tuning seeds' photos a clear lead
/// of 0.2 answered 3 points more of the shown products than 0.4, with 1.5 points more answered
/// products not shown). Not in a video's frames: a pan cuts products at the frame's edges, and
/// a chance mistake in any of eight frames would be the video's (the same lead answered 10 %
/// of the videos' products wrongly there).
fn clear(shot: Shot, media: Media) -> f32 {
    match (shot, media) {
        (Shot::Merchant, Media::Photo) => MERCHANT_CLEAR,
        _ => CLEAR,
    }
}
/// Signatures fitted per hypothesis whatever their distance. Six, not four: a third product
/// that only a leftover or a poor hypothesis shows is often fifth or sixth by its coarse template,
/// and a product never fitted ranks after every fitted one (a quarter more ranking time).
const FIT_EACH: usize = 6;
/// Fits at most per post.
const FIT_MOST: usize = 84;
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
    /// The connected objects of the foreground, by working pixel (`u32::MAX` outside).
    pub objects: Vec<u32>,
    /// The turns its hypotheses are looked at in.
    pub turns: &'static [f32],
    /// The colour cast its colours may have (levels either way).
    pub cast: f32,
    /// Whether what shows through a product's holes is a textured ground, whose edges are not
    /// the product's texture.
    pub textured_ground: bool,
}

impl Scene {
    /// `post` segmented into its hypotheses.
    pub fn new(post: &image::RgbImage, shot: Shot) -> Scene {
        let picture = Raster::from_rgb(post);
        let seg = segment(&picture, shot.backdrop());
        let regions = hypotheses(&seg);
        let foreground = seg.mask.iter().map(|m| if *m { 1.0 } else { 0.0 }).collect();
        let solid = seg.solid.iter().map(|m| if *m { 1.0 } else { 0.0 }).collect();
        let unsure = seg.unsure.iter().map(|m| if *m { 1.0 } else { 0.0 }).collect();
        let (objects, _) = label(&seg.mask, seg.work.w, seg.work.h);
        Scene {
            pyramid: Pyramid::new(picture, 16),
            foreground,
            solid,
            unsure,
            work: seg.work,
            work_scale: seg.scale,
            regions,
            objects,
            turns: shot.turns(),
            cast: shot.cast(),
            textured_ground: shot == Shot::Merchant,
        }
    }

    /// The objects a hypothesis lies on, whole: what its fit may use. Other objects are other
    /// products, kept out so that a neighbour reaching into the frame does not count against it.
    fn reach(&self, region: &Region) -> Vec<f32> {
        let mut ids: Vec<u32> = region
            .mask
            .iter()
            .zip(&self.objects)
            .filter(|(m, o)| **m > 0.5 && **o != u32::MAX)
            .map(|(_, o)| *o)
            .collect();
        ids.sort_unstable();
        ids.dedup();
        self.objects.iter().map(|o| if ids.binary_search(o).is_ok() { 1.0 } else { 0.0 }).collect()
    }

    fn source<'a>(&'a self, mask: &'a [f32]) -> Source<'a> {
        Source { pyramid: &self.pyramid, mask, solid: &self.solid, work_w: self.work.w, work_scale: self.work_scale }
    }

    fn layers(&self, mask: &[f32]) -> Layers {
        Layers::new(&self.work, self.work_scale, mask, &self.solid, &self.unsure)
    }

    /// Layers of `mask` where the pixels `hidden` (explained by another product) show no colour of
    /// their own and are unsure.
    fn layers_around(&self, mask: &[f32], hidden: &[f32]) -> Layers {
        let solid: Vec<f32> = self.solid.iter().zip(hidden).map(|(s, h)| s * (1.0 - h)).collect();
        let unsure: Vec<f32> = self.unsure.iter().zip(hidden).map(|(u, h)| u.max(*h)).collect();
        Layers::new(&self.work, self.work_scale, mask, &solid, &unsure)
    }
}

/// A hypothesis' coarse template at one turn.
struct Coarse {
    look: Look,
    orient: [f32; BINS],
}

/// How well one product is explained: its distance, the parts of it, and its margin.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Best {
    pub distance: f32,
    pub parts: Parts,
    /// How much better than the next best product at the same place (negative: how much worse
    /// than the best there).
    pub margin: f32,
}

/// One pair of hypothesis and signature from the shortlist: its coarse distance, the turn it was
/// best at and its texture part.
#[derive(Debug, Clone, Copy)]
struct Candidate {
    distance: f32,
    hypothesis: usize,
    entry: usize,
    turn: usize,
    texture: f32,
}

/// One signature fitted to a post: its distance and parts, its product and where it sits.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Fitted {
    pub distance: f32,
    pub product: usize,
    pub parts: Parts,
    pub entry: usize,
    pub frame: Frame,
}

/// Per product of the index, how well `scene` shows it. The hypotheses are matched first; then
/// what the products found leave unexplained of an object they lie on (a product merged with
/// or partly hidden behind another) is matched as further hypotheses.
pub(crate) fn distances(index: &Index, scene: &Scene) -> Vec<Best> {
    // A product not fitted has won no place: it is as doubtful as a runner-up, so that a product
    // fitted close behind a place's winner ranks before every product that was never close.
    let unfitted = Best { distance: f32::INFINITY, parts: Parts::default(), margin: f32::NEG_INFINITY };
    let mut best = vec![unfitted; index.products.len()];
    let none = vec![0.0; scene.foreground.len()];
    let mut found = matches(index, scene, &scene.regions, &none, FIT_MOST, &mut best);
    let explained = residual::explained(index, scene, &found);
    let leftovers = residual::leftovers(scene, &explained);
    if !leftovers.is_empty() {
        let most = FIT_EACH * leftovers.len();
        found.extend(matches(index, scene, &leftovers, &explained, most, &mut best));
    }
    settle(found, &mut best);
    best
}

/// Matches `regions` with the index: every region against every signature, coarse (each
/// product's best noted in `best`, as if fitted [`UNFITTED`] worse), then the best few pairs of
/// each region and the best of all up to `most` fitted. `hidden` marks pixels another product
/// already explains: a fit does not take their colour for its product's, and counts their
/// cover as unsure (its product may lie behind).
fn matches(
    index: &Index,
    scene: &Scene,
    regions: &[Region],
    hidden: &[f32],
    most: usize,
    best: &mut [Best],
) -> Vec<Fitted> {
    let mut candidates: Vec<Candidate> = Vec::new();
    for (h, region) in regions.iter().enumerate() {
        // On a textured ground, a product's texture is read off its own pixels only (the ground
        // seen through a handle or a hoop would count as the product's).
        let own: Vec<f32>;
        let texture_mask = if scene.textured_ground {
            own = region.mask.iter().zip(&scene.solid).map(|(m, s)| m * s).collect();
            &own
        } else {
            &region.mask
        };
        let tex = texture_at(&scene.source(texture_mask), &region.frame);
        let layers = scene.layers(&region.mask);
        let turns: Vec<Coarse> = scene
            .turns
            .iter()
            .map(|a| {
                let frame = Frame { angle: *a, ..region.frame };
                let l = look(&layers, &frame, LOOK_FINE);
                Coarse { look: l.coarse(), orient: tex.orient(*a) }
            })
            .collect();
        let mut mine: Vec<Candidate> = Vec::with_capacity(index.entries.len());
        for (e, entry) in index.entries.iter().enumerate() {
            let mut entry_best = Candidate { distance: f32::INFINITY, hypothesis: h, entry: e, turn: 0, texture: 0.0 };
            for (a, c) in turns.iter().enumerate() {
                let (shape, colour) = template_lenient(&c.look, &entry.coarse, scene.cast);
                let texture = texture((&c.orient, tex.energy, tex.inner), (&entry.orient, entry.energy, entry.inner));
                let d = distance(&Parts { shape, colour, texture });
                if d < entry_best.distance {
                    entry_best = Candidate { distance: d, turn: a, texture, ..entry_best };
                }
            }
            mine.push(entry_best);
            let p = entry.product;
            if entry_best.distance + UNFITTED < best[p].distance {
                best[p].distance = entry_best.distance + UNFITTED;
            }
        }
        mine.sort_by(|a, b| a.distance.total_cmp(&b.distance));
        candidates.extend(mine.into_iter().take(most));
    }
    // The best few products of each region, then the best of all.
    let mut chosen: Vec<Candidate> = Vec::new();
    let mut rest = Vec::new();
    for h in 0..regions.len() {
        let mut products: Vec<usize> = Vec::new();
        for c in candidates.iter().filter(|c| c.hypothesis == h) {
            let product = index.entries[c.entry].product;
            if products.len() < FIT_EACH && !products.contains(&product) {
                chosen.push(*c);
                products.push(product);
            } else {
                rest.push(*c);
            }
        }
    }
    rest.sort_by(|a, b| a.distance.total_cmp(&b.distance));
    chosen.extend(rest.into_iter().take(most.saturating_sub(chosen.len())));
    // Each fit sees the objects its region lies on (regions on the same objects share).
    let mut reaches: Vec<(Vec<f32>, Layers)> = Vec::new();
    let mut found = Vec::with_capacity(chosen.len());
    for c in chosen {
        let reach = scene.reach(&regions[c.hypothesis]);
        let at = match reaches.iter().position(|(r, _)| *r == reach) {
            Some(at) => at,
            None => {
                let layers = scene.layers_around(&reach, hidden);
                reaches.push((reach, layers));
                reaches.len() - 1
            }
        };
        let entry = &index.entries[c.entry];
        let start = Frame { angle: scene.turns[c.turn], ..regions[c.hypothesis].frame };
        let (frame, shape, colour) = fit(&reaches[at].1, start, &entry.signature.look(), scene.cast);
        let parts = Parts { shape, colour, texture: c.texture };
        found.push(Fitted { distance: distance(&parts), product: entry.product, parts, entry: c.entry, frame });
    }
    found
}

/// Where several products were fitted to the same place, the best explains it; each other one
/// there is pushed back by how much worse it is, so that a post's products come before the
/// runners-up for any of them. A product that explains a place best is as sure as the next best
/// product there is worse, or an unrelated product would be ([`UNRELATED`]) when none is closer.
fn settle(mut found: Vec<Fitted>, best: &mut [Best]) {
    found.sort_by(|a, b| a.distance.total_cmp(&b.distance));
    // (distance, frame, product, the best other product's distance there)
    let mut anchors: Vec<(f32, Frame, usize, f32)> = Vec::new();
    let mut won: Vec<Option<usize>> = vec![None; best.len()];
    for f in found {
        let at = anchors.iter().position(|a| same_place(&a.1, &f.frame));
        let (pushed, margin) = match at {
            Some(k) => {
                let anchor = &mut anchors[k];
                if anchor.2 != f.product {
                    anchor.3 = anchor.3.min(f.distance);
                }
                (f.distance + RUNNER_UP * (f.distance - anchor.0), anchor.0 - f.distance)
            }
            None => {
                anchors.push((f.distance, f.frame, f.product, f32::INFINITY));
                (f.distance, 0.0)
            }
        };
        if pushed < best[f.product].distance {
            best[f.product] = Best { distance: pushed, parts: f.parts, margin };
            won[f.product] = if at.is_none() { Some(anchors.len() - 1) } else { None };
        }
    }
    for (product, anchor) in won.iter().enumerate() {
        if let Some(k) = anchor {
            best[product].margin = anchors[*k].3.min(UNRELATED) - anchors[*k].0;
        }
    }
}

/// The confidence that a post shows a product, from its distance (how closely its best fit
/// matches) and its margin (how much better it explains its place than the next best product
/// there): `exp(-distance / SPREAD)`, times a factor from [`DOUBTFUL`] (a runner-up, or a near
/// twin of the product that won the place) up to 1 (a clear winner, `clear` ahead or more:
/// see [`clear`]).
/// Tuned on the tuning seed's posts so that the strictness thresholds of [`crate::Strictness`]
/// keep wrong tags rare (docs/shopboard.md, "Visual tagging").
pub(crate) fn confidence(distance: f32, margin: f32, clear: f32) -> f32 {
    let closeness = (-distance / SPREAD).exp();
    let lead = ((margin + 0.1) / (clear + 0.1)).clamp(0.0, 1.0);
    (closeness * (DOUBTFUL + (1.0 - DOUBTFUL) * lead)).clamp(0.0, 1.0)
}

/// Distance over which closeness falls by a factor e.
const SPREAD: f32 = 2.5;
/// Confidence factor of a product with no lead at its place.
const DOUBTFUL: f32 = 0.3;
/// Lead at which a product is a clear winner of its place in a post ([`clear`]).
const CLEAR: f32 = 0.4;
/// Lead at which a product is a clear winner of its place in a merchant's own media.
const MERCHANT_CLEAR: f32 = 0.2;

/// The distance at which the next best product of a place is taken to be when none is closer:
/// about where a product of the same kind but another design fits. Without it, how sure a place's
/// winner is would depend on the catalog's size: in a small catalog nothing else resembles a
/// product the catalog lacks, and the catalog product most like it would win its place by far
/// (measured with an index of 8 products a shop, posts showing mostly others: at MEDIUM, 14 % of
/// posts got a wrong tag without it, 4 % with it).
const UNRELATED: f32 = 1.8;

/// How much a runner-up's shortfall against the best fit at the same place is added to its
/// distance.
const RUNNER_UP: f32 = 2.5;

/// Whether two fitted frames cover the same object.
pub(crate) fn same_place(a: &Frame, b: &Frame) -> bool {
    let (dx, dy) = (a.cx - b.cx, a.cy - b.cy);
    let near = (dx * dx + dy * dy).sqrt() < 0.8 * a.r.max(b.r);
    let ratio = a.r / b.r;
    near && (0.6..1.67).contains(&ratio)
}

/// Every indexed product ranked by how well the post shows it, best first (one entry per
/// product).
pub fn rank(index: &Index, post: &image::RgbImage) -> Vec<Match> {
    rank_shot(index, post, Shot::Post)
}

/// Every indexed product ranked by how well a merchant's own photo or video frame shows it, best
/// first: ranked both as a post ([`Shot::Post`], which holds on a plain backdrop) and as a
/// merchant's shot ([`Shot::Merchant`], which holds on a textured ground), each product at the
/// better of its two confidences. Neither way alone holds on both: measured on the tuning seed,
/// posts ranked only as merchant shots had 8 points fewer of their products tagged, and merchant
/// photos ranked only as posts about 30 points fewer (docs/magic-store.md#measured-accuracy).
/// `media` says whether `picture` is a photo or one of a video's frames, whose clear lead
/// differs ([`clear`]).
pub fn rank_media(index: &Index, picture: &image::RgbImage, media: Media) -> Vec<Match> {
    let ground: std::collections::HashMap<String, f32> =
        ranked(index, picture, Shot::Merchant, media).into_iter().map(|m| (m.product_id, m.score)).collect();
    let mut out = ranked(index, picture, Shot::Post, media);
    for m in &mut out {
        if let Some(g) = ground.get(&m.product_id) {
            m.score = m.score.max(*g);
        }
    }
    best_first(&mut out);
    out
}

/// Sorts `matches` best first, ties by product id (so that one picture always answers alike).
pub(crate) fn best_first(matches: &mut [Match]) {
    matches.sort_by(|a, b| b.score.total_cmp(&a.score).then_with(|| a.product_id.cmp(&b.product_id)));
}

/// [`rank`] for a picture of the kind `shot` (a merchant's shot taken as a photo).
pub fn rank_shot(index: &Index, picture: &image::RgbImage, shot: Shot) -> Vec<Match> {
    ranked(index, picture, shot, Media::Photo)
}

/// Every product ranked by how well `picture`, looked at as `shot`, shows it, with the clear
/// lead of `media` ([`clear`]).
fn ranked(index: &Index, picture: &image::RgbImage, shot: Shot, media: Media) -> Vec<Match> {
    let scene = Scene::new(picture, shot);
    let best = distances(index, &scene);
    let lead = clear(shot, media);
    let mut out: Vec<Match> = index
        .products
        .iter()
        .zip(&best)
        .map(|(id, b)| Match { product_id: id.clone(), score: confidence(b.distance, b.margin, lead) })
        .collect();
    best_first(&mut out);
    out
}

/// What [`rank_shot`] found of one product: the distance of its best fit, the parts of it, its
/// margin at its place and the confidence made of them.
#[doc(hidden)]
#[derive(Debug, Clone)]
pub struct Evidence {
    pub product_id: String,
    pub distance: f32,
    pub margin: f32,
    pub shape: f32,
    pub colour: f32,
    pub texture: f32,
    pub score: f32,
}

/// Development aid (the measurements' `--evidence`): per product of the index, what ranking
/// `picture` as `shot` found of it, in the index's order, its confidence as [`rank_media`] makes
/// it for `media`.
#[doc(hidden)]
pub fn evidence(index: &Index, picture: &image::RgbImage, shot: Shot, media: Media) -> Vec<Evidence> {
    let scene = Scene::new(picture, shot);
    let best = distances(index, &scene);
    index
        .products
        .iter()
        .zip(&best)
        .map(|(id, b)| Evidence {
            product_id: id.clone(),
            distance: b.distance,
            margin: b.margin,
            shape: b.parts.shape,
            colour: b.parts.colour,
            texture: b.parts.texture,
            score: confidence(b.distance, b.margin, clear(shot, media)),
        })
        .collect()
}

/// Development aid: per product of `truth`, its distance parts.
#[doc(hidden)]
pub fn explain(index: &Index, post: &image::RgbImage, shot: Shot, truth: &[String]) -> String {
    use std::fmt::Write;
    let scene = Scene::new(post, shot);
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
