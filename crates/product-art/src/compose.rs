//! Social posts made from product pictures: one to three products on a varied backdrop, each
//! scaled, turned a little, seen from any view and sometimes cut by the frame, then the whole
//! picture made brighter or darker with a slight colour cast, as photos are. What a post shows
//! is known exactly ([`Placement`]), so recognition can be measured against it.

use image::RgbImage;
use tiny_skia::{
    Color, FillRule, FilterQuality, GradientStop, LinearGradient, Paint, Pixmap, PixmapPaint, Point, Rect, SpreadMode,
    Transform,
};

use crate::canvas::oval;
use crate::design::{Design, View};
use crate::photo::{layer, to_rgb};
use crate::{Dice, Rgb};

/// A product in a post: its design and the colour it is worn in.
#[derive(Debug, Clone, Copy)]
pub struct PostItem {
    /// Its look.
    pub design: Design,
    /// Its colour.
    pub colour: Rgb,
}

/// Where an item landed, in pixels.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Placement {
    /// Which item (index into the list given).
    pub item: usize,
    /// Centre.
    pub x: f32,
    /// Centre.
    pub y: f32,
    /// Side of its square.
    pub side: f32,
    /// Turn in degrees.
    pub angle: f32,
    /// From which side it is seen.
    pub view: View,
}

/// Backdrop colours: walls, floors, fabrics and skies, muted so products stand out.
const BACKDROPS: [Rgb; 12] = [
    Rgb(0xe9, 0xe4, 0xd8),
    Rgb(0xd5, 0xe3, 0xe8),
    Rgb(0xf0, 0xd9, 0xd0),
    Rgb(0xdc, 0xe8, 0xd5),
    Rgb(0xc9, 0xc2, 0xb8),
    Rgb(0xe6, 0xdf, 0xf0),
    Rgb(0xb8, 0xc4, 0xcc),
    Rgb(0xf3, 0xea, 0xc8),
    Rgb(0xd9, 0xd0, 0xc1),
    Rgb(0xa8, 0xb5, 0xa0),
    Rgb(0xcf, 0xd6, 0xe6),
    Rgb(0xe8, 0xc9, 0xb5),
];

/// Centres (fractions of the side) for one, two and three items.
fn slots(n: usize) -> &'static [(f32, f32)] {
    match n {
        0 | 1 => &[(0.5, 0.52)],
        2 => &[(0.3, 0.55), (0.7, 0.48)],
        _ => &[(0.27, 0.33), (0.73, 0.36), (0.5, 0.74)],
    }
}

/// A `size`-pixel square post showing `items` (the first three), fixed by `seed`.
pub fn compose(items: &[PostItem], seed: u64, size: u32) -> (RgbImage, Vec<Placement>) {
    let size = size.max(32);
    let s = size as f32;
    let mut dice = Dice::new(seed);
    let Some(mut canvas) = Pixmap::new(size, size) else { return (RgbImage::new(size, size), Vec::new()) };
    backdrop(&mut canvas, &mut dice);
    let items = &items[..items.len().min(3)];
    let (lo, hi) = match items.len() {
        0 | 1 => (0.72, 0.95),
        2 => (0.5, 0.64),
        _ => (0.42, 0.52),
    };
    let mut placements = Vec::new();
    for (i, (item, (fx, fy))) in items.iter().zip(slots(items.len())).enumerate() {
        let side = s * dice.range(lo, hi);
        let x = s * (fx + dice.range(-0.07, 0.07));
        let y = s * (fy + dice.range(-0.07, 0.07));
        let angle = dice.range(-12.0, 12.0);
        let view = View::ALL[dice.below(View::ALL.len())];
        let Some(picture) = layer(&item.design, item.colour, view, side.round().max(8.0) as u32) else { continue };
        let ts = Transform::from_rotate_at(angle, x, y);
        let paint = PixmapPaint { quality: FilterQuality::Bilinear, ..PixmapPaint::default() };
        // A contact shadow under the item.
        if let Some(shadow) = oval(x, y + side * 0.44, side * 0.32, side * 0.035) {
            let mut p = Paint { anti_alias: true, ..Paint::default() };
            p.set_color_rgba8(40, 35, 30, 50);
            canvas.fill_path(&shadow, &p, FillRule::Winding, Transform::identity(), None);
        }
        let half = side / 2.0;
        canvas.draw_pixmap((x - half).round() as i32, (y - half).round() as i32, picture.as_ref(), &paint, ts, None);
        placements.push(Placement { item: i, x, y, side, angle, view });
    }
    let mut image = to_rgb(&canvas);
    light(&mut image, &mut dice);
    (image, placements)
}

fn backdrop(canvas: &mut Pixmap, dice: &mut Dice) {
    let s = canvas.width() as f32;
    let a = BACKDROPS[dice.below(BACKDROPS.len())];
    let b = BACKDROPS[dice.below(BACKDROPS.len())].shade(dice.range(-0.25, 0.1));
    let (x0, y0) = (dice.range(0.0, s), 0.0);
    let (x1, y1) = (dice.range(0.0, s), s);
    let gradient = LinearGradient::new(
        Point::from_xy(x0, y0),
        Point::from_xy(x1, y1),
        vec![GradientStop::new(0.0, a.color()), GradientStop::new(1.0, b.color())],
        SpreadMode::Pad,
        Transform::identity(),
    );
    if let (Some(shader), Some(rect)) = (gradient, Rect::from_xywh(0.0, 0.0, s, s)) {
        canvas.fill_rect(rect, &Paint { shader, ..Paint::default() }, Transform::identity(), None);
    }
    // A floor, a table edge or soft light blobs: something that is not a product.
    match dice.below(3) {
        0 => {
            let top = s * dice.range(0.62, 0.8);
            if let Some(rect) = Rect::from_xywh(0.0, top, s, s - top) {
                let mut p = Paint::default();
                let floor = b.shade(-0.12);
                p.set_color(Color::from_rgba8(floor.0, floor.1, floor.2, 255));
                canvas.fill_rect(rect, &p, Transform::identity(), None);
            }
        }
        1 => {
            for _ in 0..4 {
                if let Some(blob) =
                    oval(dice.range(0.0, s), dice.range(0.0, s), s * dice.range(0.1, 0.3), s * dice.range(0.1, 0.3))
                {
                    let mut p = Paint { anti_alias: true, ..Paint::default() };
                    p.set_color_rgba8(255, 255, 255, 40);
                    canvas.fill_path(&blob, &p, FillRule::Winding, Transform::identity(), None);
                }
            }
        }
        _ => {}
    }
}

/// Brightness between 0.8 and 1.2 and a slight warm or cool cast.
fn light(image: &mut RgbImage, dice: &mut Dice) {
    relight(image, dice, (0.8, 1.2), 8.0);
}

/// Brightness by a gain drawn from `gains` and a warm or cool cast of up to `cast` levels.
pub(crate) fn relight(image: &mut RgbImage, dice: &mut Dice, gains: (f32, f32), cast: f32) {
    let gain = dice.range(gains.0, gains.1);
    let cast = dice.range(-cast, cast);
    for px in image.pixels_mut() {
        let adjust = |c: u8, shift: f32| (f32::from(c) * gain + shift).round().clamp(0.0, 255.0) as u8;
        px[0] = adjust(px[0], cast);
        px[1] = adjust(px[1], 0.0);
        px[2] = adjust(px[2], -cast);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::design::Kind;

    #[test]
    fn posts_place_each_item_and_repeat_for_a_seed() {
        let items = [
            PostItem { design: Design::new(Kind::Hoodie, 1), colour: Rgb(0x1f, 0x2a, 0x44) },
            PostItem { design: Design::new(Kind::Tote, 2), colour: Rgb(0xc0, 0x39, 0x2b) },
            PostItem { design: Design::new(Kind::Runner, 3), colour: Rgb(0x6b, 0x7a, 0x3a) },
        ];
        for n in 1..=3 {
            let (a, placed) = compose(&items[..n], 42, 160);
            assert_eq!(placed.len(), n);
            let (b, _) = compose(&items[..n], 42, 160);
            assert_eq!(a.as_raw(), b.as_raw(), "deterministic");
            let (c, _) = compose(&items[..n], 43, 160);
            assert_ne!(a.as_raw(), c.as_raw(), "another seed, another picture");
        }
    }
}
