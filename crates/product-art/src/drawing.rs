//! The drawing of each kind of product on the 100 × 100 unit canvas, standing on the bottom
//! and centred. `front` is false for the back view, which leaves out front details.

use crate::canvas::{oval, poly, polyline, rounded, Pen};
use crate::design::{Design, Kind};
use crate::Rgb;

/// Draws `design` in `colour`.
pub(crate) fn draw(pen: &mut Pen, d: &Design, colour: Rgb, front: bool) {
    match d.kind {
        Kind::Tee | Kind::CrewTee | Kind::PocketTee => top(pen, d, colour, front, false),
        Kind::Hoodie | Kind::ZipHoodie => top(pen, d, colour, front, true),
        Kind::MidiDress | Kind::WrapDress | Kind::SlipDress => dress(pen, d, colour, front),
        Kind::StraightJeans | Kind::SlimJeans | Kind::WideJeans => jeans(pen, d, colour, front),
        Kind::Runner | Kind::CourtSneaker | Kind::Trainer | Kind::ChelseaBoot | Kind::HikerBoot => shoe(pen, d, colour),
        Kind::Tote | Kind::CrossbodyBag | Kind::Backpack => bag(pen, d, colour, front),
        Kind::Cap | Kind::BucketHat | Kind::Beanie => hat(pen, d, colour),
        Kind::Scarf | Kind::Wrap => scarf(pen, d, colour),
        Kind::Parka | Kind::DenimJacket | Kind::Puffer => jacket(pen, d, colour, front),
        Kind::CrewSocks | Kind::AnkleSocks => socks(pen, d, colour),
        Kind::HoopEarrings | Kind::ChainNecklace | Kind::Ring => jewel(pen, d, colour),
    }
}

/// A small mark on the chest (none, circle, triangle, bar) in the accent colour.
fn mark(pen: &mut Pen, d: &Design, x: f32, y: f32) {
    match d.mark {
        1 => pen.solid(oval(x, y, 3.0, 3.0), d.accent),
        2 => pen.solid(poly(&[(x - 3.5, y + 3.0), (x + 3.5, y + 3.0), (x, y - 3.5)]), d.accent),
        3 => pen.solid(rounded(x - 5.0, y - 1.5, 10.0, 3.0, 1.0), d.accent),
        _ => {}
    }
}

fn top(pen: &mut Pen, d: &Design, c: Rgb, front: bool, hooded: bool) {
    let w = 26.0 * d.width;
    let (top, bottom) = (22.0, 22.0 + 62.0 * d.length);
    let long = hooded;
    let sleeve_end = if long { bottom - 6.0 } else { top + 22.0 };
    let sleeve_out = if long { w + 16.0 } else { w + 14.0 };
    let body = poly(&[
        (50.0 - 8.0, top),
        (50.0 - w, top + 4.0),
        (50.0 - sleeve_out, sleeve_end - 4.0),
        (50.0 - sleeve_out + 8.0, sleeve_end),
        (50.0 - w + 2.0, top + 18.0),
        (50.0 - w + 2.0, bottom),
        (50.0 + w - 2.0, bottom),
        (50.0 + w - 2.0, top + 18.0),
        (50.0 + sleeve_out - 8.0, sleeve_end),
        (50.0 + sleeve_out, sleeve_end - 4.0),
        (50.0 + w, top + 4.0),
        (50.0 + 8.0, top),
    ]);
    if hooded {
        pen.body(oval(50.0, top - 2.0, 13.0, 11.0), c.shade(-0.1), d);
    }
    pen.body(body, c, d);
    if long {
        // Ribbed cuffs and hem in the accent.
        pen.solid(rounded(50.0 - w + 2.0, bottom - 4.0, 2.0 * w - 4.0, 4.0, 1.0), d.accent);
    }
    if !front {
        return;
    }
    match d.kind {
        Kind::CrewTee => {
            pen.line(polyline(&[(42.0, top), (46.0, top + 5.0), (54.0, top + 5.0), (58.0, top)]), 2.2, d.accent)
        }
        Kind::Tee => pen.line(polyline(&[(42.0, top), (50.0, top + 9.0), (58.0, top)]), 1.6, c.shade(-0.5)),
        Kind::PocketTee => pen.body(rounded(50.0 + w * 0.25, top + 14.0, 9.0, 10.0, 1.5), d.accent, d),
        Kind::Hoodie => pen.body(rounded(50.0 - 13.0, bottom - 24.0, 26.0, 13.0, 4.0), c.shade(-0.15), d),
        Kind::ZipHoodie => pen.line(polyline(&[(50.0, top + 2.0), (50.0, bottom)]), 1.6, d.accent),
        _ => {}
    }
    if hooded {
        pen.line(polyline(&[(46.0, top + 4.0), (45.0, top + 14.0)]), 1.0, d.accent);
        pen.line(polyline(&[(54.0, top + 4.0), (55.0, top + 14.0)]), 1.0, d.accent);
    } else {
        mark(pen, d, 50.0 - w * 0.35, top + 18.0);
    }
}

fn dress(pen: &mut Pen, d: &Design, c: Rgb, front: bool) {
    let waist = 40.0;
    let hem = waist + 48.0 * d.length;
    let flare = 24.0 * d.width;
    let shoulders = match d.kind {
        Kind::SlipDress => 11.0,
        _ => 14.0,
    };
    let body = poly(&[
        (50.0 - shoulders, 16.0),
        (50.0 - 10.0, waist),
        (50.0 - flare, hem),
        (50.0 + flare, hem),
        (50.0 + 10.0, waist),
        (50.0 + shoulders, 16.0),
        (50.0 + 5.0, 22.0),
        (50.0 - 5.0, 22.0),
    ]);
    pen.body(body, c, d);
    match d.kind {
        Kind::SlipDress => {
            pen.line(polyline(&[(50.0 - shoulders + 1.0, 16.0), (50.0 - shoulders + 2.0, 8.0)]), 1.0, d.accent);
            pen.line(polyline(&[(50.0 + shoulders - 1.0, 16.0), (50.0 + shoulders - 2.0, 8.0)]), 1.0, d.accent);
        }
        Kind::MidiDress => {
            pen.solid(poly(&[(36.0, 16.0), (30.0, 22.0), (34.0, 26.0), (39.0, 20.0)]), c.shade(-0.1));
            pen.solid(poly(&[(64.0, 16.0), (70.0, 22.0), (66.0, 26.0), (61.0, 20.0)]), c.shade(-0.1));
        }
        _ => {}
    }
    pen.solid(rounded(50.0 - 10.5, waist - 2.0, 21.0, 4.0, 1.5), d.accent);
    if front && d.kind == Kind::WrapDress {
        pen.line(polyline(&[(50.0 - 14.0, 16.0), (50.0 + 8.0, waist - 1.0)]), 1.4, c.shade(-0.45));
        pen.line(polyline(&[(50.0 + 10.0, waist + 2.0), (50.0 + 14.0, waist + 14.0)]), 1.6, d.accent);
    }
}

fn jeans(pen: &mut Pen, d: &Design, c: Rgb, front: bool) {
    let half = 17.0 * d.width;
    let (top, bottom) = (14.0, 14.0 + 74.0 * d.length.min(1.0));
    let (inner, outer) = match d.kind {
        Kind::SlimJeans => (3.0, half - 7.0),
        Kind::WideJeans => (1.0, half + 6.0),
        _ => (2.0, half - 2.0),
    };
    let left = poly(&[
        (50.0 - half, top),
        (50.0, top),
        (50.0, top + 22.0),
        (50.0 - inner, bottom),
        (50.0 - outer - inner - 9.0, bottom),
    ]);
    let right = poly(&[
        (50.0, top),
        (50.0 + half, top),
        (50.0 + outer + inner + 9.0, bottom),
        (50.0 + inner, bottom),
        (50.0, top + 22.0),
    ]);
    pen.body(left, c, d);
    pen.body(right, c, d);
    pen.solid(rounded(50.0 - half, top, 2.0 * half, 5.0, 1.0), c.shade(-0.25));
    let stitch = d.accent;
    pen.line(polyline(&[(50.0 - half + 3.0, top + 26.0), (50.0 - inner - 3.0, bottom - 2.0)]), 0.6, stitch);
    pen.line(polyline(&[(50.0 + half - 3.0, top + 26.0), (50.0 + inner + 3.0, bottom - 2.0)]), 0.6, stitch);
    if front {
        pen.solid(oval(50.0, top + 2.5, 1.3, 1.3), d.accent);
        pen.line(polyline(&[(50.0 - half + 2.0, top + 6.0), (50.0 - half + 9.0, top + 13.0)]), 0.8, c.shade(-0.5));
        pen.line(polyline(&[(50.0 + half - 2.0, top + 6.0), (50.0 + half - 9.0, top + 13.0)]), 0.8, c.shade(-0.5));
    } else {
        pen.body(rounded(50.0 - half + 4.0, top + 9.0, 10.0, 10.0, 2.0), c.shade(-0.1), d);
        pen.body(rounded(50.0 + half - 14.0, top + 9.0, 10.0, 10.0, 2.0), c.shade(-0.1), d);
    }
}

fn shoe(pen: &mut Pen, d: &Design, c: Rgb) {
    let len = 70.0 * d.width;
    let (x0, x1) = (50.0 - len / 2.0, 50.0 + len / 2.0);
    let boot = matches!(d.kind, Kind::ChelseaBoot | Kind::HikerBoot);
    let collar = if boot { 26.0 } else { 50.0 };
    let sole_h = match d.kind {
        Kind::Trainer | Kind::HikerBoot => 9.0,
        Kind::CourtSneaker => 6.0,
        _ => 7.0,
    };
    let ground = 80.0;
    let upper = poly(&[
        (x0 + 2.0, ground - sole_h),
        (x0, collar + 8.0),
        (x0 + 6.0, collar),
        (x0 + 22.0, collar),
        (x0 + 26.0, collar + if boot { 22.0 } else { 6.0 }),
        (x1 - 12.0, ground - sole_h - 14.0),
        (x1, ground - sole_h - 4.0),
        (x1, ground - sole_h),
    ]);
    pen.body(upper, c, d);
    let sole = rounded(x0 - 1.0, ground - sole_h, len + 2.0, sole_h, sole_h / 2.0);
    let sole_colour = if d.kind == Kind::ChelseaBoot { c.shade(-0.55) } else { d.accent.shade(0.55) };
    pen.solid(sole, sole_colour);
    match d.kind {
        Kind::Runner | Kind::Trainer => {
            pen.line(
                polyline(&[
                    (x0 + 14.0, ground - sole_h - 2.0),
                    (x0 + 34.0, collar + 12.0),
                    (x1 - 14.0, ground - sole_h - 3.0),
                ]),
                2.4,
                d.accent,
            );
        }
        Kind::CourtSneaker => {
            pen.solid(rounded(x1 - 22.0, ground - sole_h - 10.0, 14.0, 5.0, 2.0), d.accent);
        }
        Kind::ChelseaBoot => pen.solid(
            poly(&[
                (x0 + 8.0, collar + 2.0),
                (x0 + 18.0, collar + 2.0),
                (x0 + 20.0, ground - sole_h - 16.0),
                (x0 + 10.0, ground - sole_h - 16.0),
            ]),
            d.accent,
        ),
        Kind::HikerBoot => {
            for i in 0..4 {
                let y = collar + 6.0 + i as f32 * 7.0;
                pen.line(polyline(&[(x0 + 22.0, y), (x0 + 30.0, y + 3.0)]), 1.4, d.accent);
            }
        }
        _ => {}
    }
    if matches!(d.kind, Kind::Runner | Kind::CourtSneaker | Kind::Trainer) {
        for i in 0..3 {
            let x = x0 + 30.0 + i as f32 * 5.0;
            pen.line(
                polyline(&[(x, collar + 14.0 + i as f32 * 2.0), (x + 4.0, collar + 12.0 + i as f32 * 2.0)]),
                1.2,
                c.shade(0.6),
            );
        }
    }
}

fn bag(pen: &mut Pen, d: &Design, c: Rgb, front: bool) {
    let w = 30.0 * d.width;
    match d.kind {
        Kind::Tote => {
            pen.line(
                polyline(&[(50.0 - 12.0, 40.0), (50.0 - 10.0, 16.0), (50.0 + 10.0, 16.0), (50.0 + 12.0, 40.0)]),
                2.6,
                d.accent,
            );
            pen.body(poly(&[(50.0 - w, 36.0), (50.0 + w, 36.0), (50.0 + w - 5.0, 86.0), (50.0 - w + 5.0, 86.0)]), c, d);
        }
        Kind::CrossbodyBag => {
            pen.line(polyline(&[(50.0 - w + 4.0, 48.0), (50.0, 8.0), (50.0 + w - 4.0, 48.0)]), 1.4, d.accent);
            pen.body(rounded(50.0 - w, 46.0, 2.0 * w, 34.0 * d.length, 8.0), c, d);
            if front {
                pen.solid(
                    poly(&[(50.0 - w, 48.0), (50.0 + w, 48.0), (50.0 + w, 62.0), (50.0, 68.0), (50.0 - w, 62.0)]),
                    c.shade(-0.2),
                );
                pen.solid(oval(50.0, 66.0, 2.4, 2.4), d.accent);
            }
        }
        _ => {
            pen.body(rounded(50.0 - w + 4.0, 14.0, 2.0 * w - 8.0, 70.0 * d.length, 14.0), c, d);
            if front {
                pen.body(rounded(50.0 - w + 10.0, 52.0, 2.0 * w - 20.0, 24.0, 6.0), c.shade(-0.15), d);
                pen.line(polyline(&[(50.0 - w + 12.0, 58.0), (50.0 + w - 12.0, 58.0)]), 1.2, d.accent);
            } else {
                pen.line(polyline(&[(50.0 - 9.0, 20.0), (50.0 - 12.0, 80.0)]), 3.0, d.accent);
                pen.line(polyline(&[(50.0 + 9.0, 20.0), (50.0 + 12.0, 80.0)]), 3.0, d.accent);
            }
        }
    }
}

fn hat(pen: &mut Pen, d: &Design, c: Rgb) {
    let w = 28.0 * d.width;
    match d.kind {
        Kind::Cap => {
            pen.body(
                poly(&[
                    (50.0 - w, 64.0),
                    (50.0 - w + 4.0, 42.0),
                    (50.0, 32.0),
                    (50.0 + w - 4.0, 42.0),
                    (50.0 + w, 64.0),
                ]),
                c,
                d,
            );
            pen.solid(
                poly(&[
                    (50.0 + w - 6.0, 60.0),
                    (50.0 + w + 22.0, 66.0),
                    (50.0 + w + 20.0, 71.0),
                    (50.0 + w - 8.0, 67.0),
                ]),
                d.accent,
            );
            pen.solid(oval(50.0, 33.0, 2.5, 1.5), d.accent);
        }
        Kind::BucketHat => {
            pen.solid(oval(50.0, 68.0, w + 14.0, 7.0), c.shade(-0.2));
            pen.body(
                poly(&[(50.0 - w + 2.0, 68.0), (50.0 - w + 8.0, 36.0), (50.0 + w - 8.0, 36.0), (50.0 + w - 2.0, 68.0)]),
                c,
                d,
            );
            pen.solid(rounded(50.0 - w + 4.0, 58.0, 2.0 * w - 8.0, 5.0, 1.0), d.accent);
        }
        _ => {
            pen.body(
                poly(&[
                    (50.0 - w, 70.0),
                    (50.0 - w, 46.0),
                    (50.0 - w + 8.0, 30.0),
                    (50.0, 26.0),
                    (50.0 + w - 8.0, 30.0),
                    (50.0 + w, 46.0),
                    (50.0 + w, 70.0),
                ]),
                c,
                d,
            );
            pen.solid(rounded(50.0 - w - 1.0, 58.0, 2.0 * w + 2.0, 14.0, 3.0), c.shade(-0.18));
            pen.solid(oval(50.0, 22.0, 7.0, 7.0), d.accent);
        }
    }
}

fn scarf(pen: &mut Pen, d: &Design, c: Rgb) {
    if d.kind == Kind::Scarf {
        let w = 12.0 * d.width;
        pen.body(poly(&[(30.0, 14.0), (30.0 + w, 14.0), (44.0 + w, 86.0), (44.0, 86.0)]), c, d);
        pen.body(poly(&[(70.0 - w, 14.0), (70.0, 14.0), (58.0, 80.0), (58.0 - w, 80.0)]), c.shade(-0.1), d);
        pen.body(rounded(28.0, 12.0, 44.0, 12.0, 5.0), c, d);
        for i in 0..5 {
            let x = 44.0 + i as f32 * w / 4.5;
            pen.line(polyline(&[(x, 86.0), (x, 92.0)]), 0.9, d.accent);
        }
    } else {
        pen.body(poly(&[(14.0, 20.0), (86.0, 20.0), (80.0, 60.0), (50.0, 88.0), (20.0, 60.0)]), c, d);
        pen.line(polyline(&[(14.0, 20.0), (86.0, 20.0)]), 2.2, d.accent);
        pen.line(polyline(&[(24.0, 58.0), (50.0, 82.0), (76.0, 58.0)]), 1.0, c.shade(-0.4));
    }
}

fn jacket(pen: &mut Pen, d: &Design, c: Rgb, front: bool) {
    let w = 28.0 * d.width;
    let top = 18.0;
    let bottom = match d.kind {
        Kind::Parka => 92.0,
        _ => 74.0,
    } * d.length.min(1.0);
    let body = poly(&[
        (50.0 - 9.0, top),
        (50.0 - w, top + 5.0),
        (50.0 - w - 14.0, bottom - 6.0),
        (50.0 - w - 6.0, bottom - 2.0),
        (50.0 - w + 3.0, top + 24.0),
        (50.0 - w + 3.0, bottom),
        (50.0 + w - 3.0, bottom),
        (50.0 + w - 3.0, top + 24.0),
        (50.0 + w + 6.0, bottom - 2.0),
        (50.0 + w + 14.0, bottom - 6.0),
        (50.0 + w, top + 5.0),
        (50.0 + 9.0, top),
    ]);
    if d.kind == Kind::Parka {
        // The hood's fur trim around its dark opening.
        pen.solid(oval(50.0, top - 1.0, 15.5, 12.5), d.accent.shade(0.5));
        pen.solid(oval(50.0, top - 1.0, 11.0, 8.5), c.shade(-0.35));
    }
    pen.body(body, c, d);
    match d.kind {
        Kind::Puffer => {
            let mut y = top + 10.0;
            while y < bottom - 2.0 {
                pen.line(polyline(&[(50.0 - w + 3.0, y), (50.0 + w - 3.0, y)]), 1.0, c.shade(-0.4));
                y += 9.0;
            }
        }
        Kind::DenimJacket => {
            pen.solid(poly(&[(50.0 - 9.0, top), (50.0 - 16.0, top + 12.0), (50.0 - 4.0, top + 8.0)]), c.shade(-0.2));
            pen.solid(poly(&[(50.0 + 9.0, top), (50.0 + 16.0, top + 12.0), (50.0 + 4.0, top + 8.0)]), c.shade(-0.2));
        }
        _ => {}
    }
    if front {
        pen.line(polyline(&[(50.0, top + 6.0), (50.0, bottom)]), 1.2, c.shade(-0.5));
        if d.kind == Kind::DenimJacket {
            for i in 0..4 {
                pen.solid(oval(52.5, top + 12.0 + i as f32 * 12.0, 1.3, 1.3), d.accent);
            }
            pen.body(rounded(50.0 - w + 7.0, top + 14.0, 11.0, 9.0, 1.5), c.shade(-0.1), d);
            pen.body(rounded(50.0 + w - 18.0, top + 14.0, 11.0, 9.0, 1.5), c.shade(-0.1), d);
        } else {
            pen.solid(rounded(50.0 - w + 6.0, bottom - 22.0, 12.0, 3.0, 1.0), d.accent);
            pen.solid(rounded(50.0 + w - 18.0, bottom - 22.0, 12.0, 3.0, 1.0), d.accent);
        }
    }
}

fn socks(pen: &mut Pen, d: &Design, c: Rgb) {
    let cuff_top = if d.kind == Kind::CrewSocks { 12.0 } else { 44.0 };
    for (dx, tone) in [(-14.0, 0.0), (12.0, -0.12)] {
        let x = 40.0 + dx;
        let col = c.shade(tone);
        let leg = poly(&[
            (x, cuff_top),
            (x + 16.0 * d.width, cuff_top),
            (x + 16.0 * d.width, 66.0),
            (x + 34.0, 72.0),
            (x + 34.0, 86.0),
            (x - 2.0, 86.0),
            (x, 70.0),
        ]);
        pen.body(leg, col, d);
        pen.solid(rounded(x, cuff_top, 16.0 * d.width, 7.0, 1.0), d.accent);
        pen.solid(rounded(x + 26.0, 72.0, 8.0, 14.0, 4.0), d.accent);
        pen.solid(oval(x + 1.0, 84.0, 4.0, 4.0), d.accent);
    }
}

fn jewel(pen: &mut Pen, d: &Design, c: Rgb) {
    let stone = d.accent;
    match d.kind {
        Kind::HoopEarrings => {
            for cx in [32.0, 68.0] {
                pen.line(oval(cx, 56.0, 13.0 * d.width, 15.0 * d.length), 3.4, c);
                pen.line(oval(cx, 56.0, 13.0 * d.width, 15.0 * d.length), 1.0, c.shade(0.5));
                pen.solid(oval(cx, 38.0, 2.6, 2.6), stone);
            }
        }
        Kind::ChainNecklace => {
            let mut points = Vec::new();
            for i in 0..=24 {
                let t = std::f32::consts::PI * i as f32 / 24.0;
                points.push((50.0 - 34.0 * d.width * t.cos(), 16.0 + 48.0 * d.length * t.sin()));
            }
            for (x, y) in &points {
                pen.line(oval(*x, *y, 2.8, 2.0), 1.8, c);
            }
            pen.solid(
                poly(&[
                    (50.0, 62.0 * d.length + 8.0),
                    (56.0, 72.0 * d.length + 8.0),
                    (50.0, 84.0),
                    (44.0, 72.0 * d.length + 8.0),
                ]),
                stone,
            );
        }
        _ => {
            pen.line(oval(50.0, 60.0, 22.0 * d.width, 10.0), 5.0, c);
            pen.line(oval(50.0, 60.0, 22.0 * d.width, 10.0), 1.4, c.shade(0.5));
            pen.solid(poly(&[(50.0, 32.0), (60.0, 42.0), (50.0, 54.0), (40.0, 42.0)]), stone);
            pen.line(poly(&[(50.0, 32.0), (60.0, 42.0), (50.0, 54.0), (40.0, 42.0)]), 0.8, stone.shade(0.5));
        }
    }
}
