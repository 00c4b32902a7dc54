//! Fitting a catalog template to a post: starting from a hypothesis' frame, the frame's centre,
//! size and turn are adjusted step by step (each step the best of the moves that improve the
//! match, steps halved when none does) until the template sits where the product really is. This
//! corrects frames thrown off by what the segmentation got wrong: a product cut by the picture's
//! edge, a part of it lost against a backdrop of its own colour, or another product touching it.

use crate::compare::template_lenient;
use crate::layers::Layers;
use crate::look::{look, Look};
use crate::region::Frame;

/// How far a fit may go from its start: turn (degrees either way) and size (factor either way).
const MOST_TURN: f32 = 16.0;
const MOST_SCALE: f32 = 1.5;
/// Samples per template cell a side while fitting.
const FIT_FINE: usize = 1;
/// Evaluations at most per fit.
const MOST_STEPS: usize = 48;

/// The fitted frame and its shape and colour parts (colours compared allowing a cast of at most
/// `cast` levels, [`crate::compare::template`]).
pub(crate) fn fit(layers: &Layers, start: Frame, target: &Look, cast: f32) -> (Frame, f32, f32) {
    let cost = |frame: &Frame| -> (f32, f32, f32) {
        let l = look(layers, frame, FIT_FINE);
        let (shape, colour) = template_lenient(&l, target, cast);
        (shape * 4.0 + colour / 12.0, shape, colour)
    };
    let mut best = start;
    let mut best_cost = cost(&best);
    let mut steps = [0.08f32, 0.08, 0.08, 4.0];
    let mut evaluations = 1;
    for _ in 0..4 {
        loop {
            let mut improved = None;
            for (k, step) in steps.iter().enumerate() {
                for sign in [-1.0f32, 1.0] {
                    let mut f = best;
                    let d = step * sign;
                    match k {
                        0 => f.cx += d * best.r,
                        1 => f.cy += d * best.r,
                        2 => f.r *= d.exp(),
                        _ => f.angle += d,
                    }
                    if (f.angle - start.angle).abs() > MOST_TURN
                        || f.r > start.r * MOST_SCALE
                        || f.r < start.r / MOST_SCALE
                    {
                        continue;
                    }
                    let c = cost(&f);
                    evaluations += 1;
                    if c.0 < best_cost.0 && improved.as_ref().is_none_or(|(_, b): &(Frame, (f32, f32, f32))| c.0 < b.0)
                    {
                        improved = Some((f, c));
                    }
                }
            }
            match improved {
                Some((f, c)) => {
                    best = f;
                    best_cost = c;
                }
                None => break,
            }
            if evaluations >= MOST_STEPS {
                break;
            }
        }
        if evaluations >= MOST_STEPS {
            break;
        }
        steps.iter_mut().for_each(|s| *s *= 0.5);
    }
    (best, best_cost.1, best_cost.2)
}
