//! What a merchant shoots of their own products for the magic store, unlike the networks' posts
//! ([`crate::compose`]) in every way the recognition was not tuned on: one to four products in a
//! photo (a video pans over up to five), on backdrops posts never use (wood, tiles, a striped or
//! woven fabric, a dark shop floor, concrete), at smaller and larger scales, turned up to 25°,
//! lying partly over each other, in a wider range of light and colour cast, and in portrait or
//! landscape frames. What a picture shows is known exactly ([`Placement`]), so the magic store's
//! search can be measured against it.

use image::RgbImage;
use tiny_skia::{Color, FillRule, FilterQuality, Paint, PathBuilder, Pixmap, PixmapPaint, Rect, Transform};

use crate::canvas::oval;
use crate::compose::{relight, Placement, PostItem};
use crate::design::View;
use crate::photo::{layer, to_rgb};
use crate::{Dice, Rgb};

/// Wood, stone, fabric and floor colours, none of the posts' muted backdrops.
const GROUNDS: [Rgb; 10] = [
    Rgb(0x8a, 0x5a, 0x3b),
    Rgb(0xb0, 0x83, 0x5a),
    Rgb(0x5e, 0x4a, 0x3c),
    Rgb(0x9a, 0x9c, 0x98),
    Rgb(0x3a, 0x3d, 0x42),
    Rgb(0x2e, 0x4a, 0x5c),
    Rgb(0x7d, 0x2e, 0x35),
    Rgb(0xe0, 0xd4, 0xba),
    Rgb(0x4f, 0x63, 0x4a),
    Rgb(0xf4, 0xf1, 0xea),
];

/// A merchant's photo of `items` (the first four), `width` × `height` pixels, fixed by `seed`.
pub fn merchant_photo(items: &[PostItem], seed: u64, width: u32, height: u32) -> (RgbImage, Vec<Placement>) {
    let mut dice = Dice::new(seed ^ 0x6d61_6769_6353_746f);
    let (w, h) = (width.max(64), height.max(64));
    let Some(mut canvas) = Pixmap::new(w, h) else { return (RgbImage::new(w, h), Vec::new()) };
    ground(&mut canvas, &mut dice);
    let items = &items[..items.len().min(4)];
    let placements = place(&mut canvas, items, &mut dice, 0.0, w as f32);
    let mut image = to_rgb(&canvas);
    light(&mut image, &mut dice);
    (image, placements)
}

/// A merchant's video of `items` (the first five) as `frames` pictures of `width` × `height`: a
/// pan across a scene twice as wide, with a slow zoom, so each product is in some frames and out
/// of others, as a phone moved along a rail films them.
pub fn merchant_video(items: &[PostItem], seed: u64, frames: usize, width: u32, height: u32) -> Vec<RgbImage> {
    let mut dice = Dice::new(seed ^ 0x7669_6465_6f53_746f);
    let (w, h) = (width.max(64), height.max(64));
    let scene_w = w * 2;
    let Some(mut canvas) = Pixmap::new(scene_w, h) else { return Vec::new() };
    ground(&mut canvas, &mut dice);
    let items = &items[..items.len().min(5)];
    place(&mut canvas, items, &mut dice, 0.0, scene_w as f32);
    let mut scene = to_rgb(&canvas);
    light(&mut scene, &mut dice);
    let frames = frames.max(1);
    (0..frames)
        .map(|i| {
            let t = if frames == 1 { 0.5 } else { i as f32 / (frames - 1) as f32 };
            // From 100 % to 88 % of the frame's size over the pan: a slow zoom in.
            let zoom = 1.0 - 0.12 * t;
            let (cw, ch) = ((w as f32 * zoom) as u32, (h as f32 * zoom) as u32);
            let x = ((scene_w - cw) as f32 * t) as u32;
            let y = ((h - ch) as f32 * 0.5 * t) as u32;
            let crop = image::imageops::crop_imm(&scene, x, y, cw, ch).to_image();
            image::imageops::resize(&crop, w, h, image::imageops::FilterType::Triangle)
        })
        .collect()
}

/// Draws `items` across `[left, right)` of `canvas`: spread in a row (a rail, a flat-lay) with
/// jitter that lets neighbours overlap, each at its own scale and turn.
fn place(canvas: &mut Pixmap, items: &[PostItem], dice: &mut Dice, left: f32, right: f32) -> Vec<Placement> {
    let (span, height) = (right - left, canvas.height() as f32);
    let n = items.len().max(1) as f32;
    // The side an item gets: a share of the row's slot, larger than the slot so neighbours
    // overlap now and then, bounded by the frame's height.
    let slot = span / n;
    let mut placements = Vec::new();
    for (i, item) in items.iter().enumerate() {
        let side = (slot * dice.range(0.85, 1.3)).min(height * dice.range(0.45, 0.85)).max(24.0);
        let x = left + slot * (i as f32 + 0.5) + slot * dice.range(-0.18, 0.18);
        let y = height * dice.range(0.4, 0.6);
        let angle = dice.range(-25.0, 25.0);
        let view = View::ALL[dice.below(View::ALL.len())];
        let Some(picture) = layer(&item.design, item.colour, view, side.round() as u32) else { continue };
        if let Some(shadow) = oval(x + side * 0.04, y + side * 0.42, side * 0.36, side * 0.05) {
            let mut p = Paint { anti_alias: true, ..Paint::default() };
            p.set_color_rgba8(20, 16, 12, 70);
            canvas.fill_path(&shadow, &p, FillRule::Winding, Transform::identity(), None);
        }
        let paint = PixmapPaint { quality: FilterQuality::Bilinear, ..PixmapPaint::default() };
        let half = side / 2.0;
        canvas.draw_pixmap(
            (x - half).round() as i32,
            (y - half).round() as i32,
            picture.as_ref(),
            &paint,
            Transform::from_rotate_at(angle, x, y),
            None,
        );
        placements.push(Placement { item: i, x, y, side, angle, view });
    }
    placements
}

fn fill(canvas: &mut Pixmap, rect: Option<Rect>, colour: Rgb, alpha: u8) {
    if let Some(rect) = rect {
        let mut p = Paint::default();
        p.set_color(Color::from_rgba8(colour.0, colour.1, colour.2, alpha));
        canvas.fill_rect(rect, &p, Transform::identity(), None);
    }
}

/// A ground posts never have: wood planks, tiles, stripes, a weave, or concrete speckles.
fn ground(canvas: &mut Pixmap, dice: &mut Dice) {
    let (w, h) = (canvas.width() as f32, canvas.height() as f32);
    let base = GROUNDS[dice.below(GROUNDS.len())];
    fill(canvas, Rect::from_xywh(0.0, 0.0, w, h), base, 255);
    let step = h * dice.range(0.08, 0.2);
    match dice.below(5) {
        // Planks: bands of slightly different shades with dark seams and grain lines.
        0 => {
            let mut y = 0.0;
            while y < h {
                fill(canvas, Rect::from_xywh(0.0, y, w, step), base.shade(dice.range(-0.12, 0.12)), 255);
                fill(canvas, Rect::from_xywh(0.0, y, w, 2.0), base.shade(-0.45), 255);
                for _ in 0..3 {
                    let mut path = PathBuilder::new();
                    let gy = y + dice.range(0.2, 0.8) * step;
                    path.move_to(0.0, gy);
                    path.cubic_to(w * 0.3, gy + dice.range(-6.0, 6.0), w * 0.6, gy + dice.range(-6.0, 6.0), w, gy);
                    if let Some(path) = path.finish() {
                        let mut p = Paint { anti_alias: true, ..Paint::default() };
                        let grain = base.shade(-0.25);
                        p.set_color_rgba8(grain.0, grain.1, grain.2, 90);
                        let stroke = tiny_skia::Stroke { width: 1.5, ..Default::default() };
                        canvas.stroke_path(&path, &p, &stroke, Transform::identity(), None);
                    }
                }
                y += step;
            }
        }
        // Tiles: a grid of grout lines.
        1 => {
            let grout = base.shade(0.35);
            let mut x = 0.0;
            while x < w {
                fill(canvas, Rect::from_xywh(x, 0.0, 3.0, h), grout, 255);
                x += step;
            }
            let mut y = 0.0;
            while y < h {
                fill(canvas, Rect::from_xywh(0.0, y, w, 3.0), grout, 255);
                y += step;
            }
        }
        // Stripes, upright or across.
        2 => {
            let other = GROUNDS[dice.below(GROUNDS.len())];
            let upright = dice.below(2) == 0;
            let mut at = 0.0;
            while at < w.max(h) {
                let rect = if upright {
                    Rect::from_xywh(at, 0.0, step * 0.5, h)
                } else {
                    Rect::from_xywh(0.0, at, w, step * 0.5)
                };
                fill(canvas, rect, other, 200);
                at += step;
            }
        }
        // A weave: fine crossing threads of a lighter and a darker shade.
        3 => {
            let fine = (step * 0.15).max(3.0);
            let mut at = 0.0;
            while at < w.max(h) {
                fill(canvas, Rect::from_xywh(at, 0.0, fine * 0.5, h), base.shade(0.15), 110);
                fill(canvas, Rect::from_xywh(0.0, at, w, fine * 0.5), base.shade(-0.15), 110);
                at += fine;
            }
        }
        // Concrete: speckles of light and dark.
        _ => {
            for _ in 0..((w * h) / 180.0) as usize {
                let shade = base.shade(dice.range(-0.3, 0.3));
                let r = dice.range(0.6, 2.2);
                if let Some(dot) = oval(dice.range(0.0, w), dice.range(0.0, h), r, r) {
                    let mut p = Paint { anti_alias: true, ..Paint::default() };
                    p.set_color_rgba8(shade.0, shade.1, shade.2, 160);
                    canvas.fill_path(&dot, &p, FillRule::Winding, Transform::identity(), None);
                }
            }
        }
    }
}

/// Brightness between 0.7 and 1.25 and a warm or cool cast of up to 14 levels: shop lights and
/// daylight, wider than the posts' range.
fn light(image: &mut RgbImage, dice: &mut Dice) {
    relight(image, dice, (0.7, 1.25), 14.0);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::design::{Design, Kind};

    fn items() -> Vec<PostItem> {
        [Kind::Hoodie, Kind::Tote, Kind::Runner, Kind::Hoodie, Kind::Tote]
            .iter()
            .enumerate()
            .map(|(i, kind)| PostItem {
                design: Design::new(*kind, i as u64),
                colour: Rgb(0x1f + i as u8 * 30, 0x2a, 0x44),
            })
            .collect()
    }

    #[test]
    fn photos_place_up_to_four_and_repeat_for_a_seed() {
        let items = items();
        for n in 1..=5 {
            let (a, placed) = merchant_photo(&items[..n], 9, 240, 180);
            assert_eq!(placed.len(), n.min(4));
            assert_eq!((a.width(), a.height()), (240, 180));
            assert_eq!(a.as_raw(), merchant_photo(&items[..n], 9, 240, 180).0.as_raw(), "deterministic");
            assert_ne!(a.as_raw(), merchant_photo(&items[..n], 10, 240, 180).0.as_raw());
        }
    }

    #[test]
    fn videos_pan_over_the_scene() {
        let frames = merchant_video(&items(), 4, 6, 160, 120);
        assert_eq!(frames.len(), 6);
        assert!(frames.iter().all(|f| (f.width(), f.height()) == (160, 120)));
        assert_ne!(frames[0].as_raw(), frames[5].as_raw(), "the camera moves");
    }
}
