//! A product photo: the product alone, centred, on a light studio backdrop with a soft shadow,
//! as a store's catalog shows it.

use image::RgbImage;
use tiny_skia::{Color, FillRule, GradientStop, LinearGradient, Paint, Pixmap, Point, Rect, SpreadMode, Transform};

use crate::canvas::{oval, Pen};
use crate::design::{Design, View};
use crate::drawing::draw;
use crate::Rgb;

/// The view's turn in units (about the canvas centre), shrunk by `fit` to leave a margin.
pub(crate) fn view_transform(view: View, fit: f32) -> Transform {
    let turn = match view {
        View::Front => Transform::identity(),
        View::Back => Transform::from_row(-1.0, 0.0, 0.0, 1.0, 100.0, 0.0),
        View::Angle => Transform::from_row(0.84, 0.07, -0.05, 1.0, 10.5, -4.0),
    };
    let shrink = Transform::from_row(fit, 0.0, 0.0, fit, 50.0 * (1.0 - fit), 50.0 * (1.0 - fit));
    turn.pre_concat(shrink)
}

/// The product on a transparent square `size` pixels wide (what posts are made of).
pub fn layer(design: &Design, colour: Rgb, view: View, size: u32) -> Option<Pixmap> {
    let mut pixmap = Pixmap::new(size, size)?;
    let scale = size as f32 / 100.0;
    let mut pen = Pen {
        pixmap: &mut pixmap,
        transform: Transform::from_scale(scale, scale).pre_concat(view_transform(view, 0.92)),
    };
    draw(&mut pen, design, colour, view != View::Back);
    Some(pixmap)
}

/// The catalog photo of `design` in `colour` from `view`, `size` pixels square.
pub fn photo(design: &Design, colour: Rgb, view: View, size: u32) -> RgbImage {
    let size = size.max(16);
    let Some(mut pixmap) = Pixmap::new(size, size) else { return RgbImage::new(size, size) };
    let s = size as f32;
    let backdrop = LinearGradient::new(
        Point::from_xy(0.0, 0.0),
        Point::from_xy(0.0, s),
        vec![
            GradientStop::new(0.0, Color::from_rgba8(247, 246, 243, 255)),
            GradientStop::new(1.0, Color::from_rgba8(224, 222, 217, 255)),
        ],
        SpreadMode::Pad,
        Transform::identity(),
    );
    if let (Some(shader), Some(rect)) = (backdrop, Rect::from_xywh(0.0, 0.0, s, s)) {
        pixmap.fill_rect(rect, &Paint { shader, ..Paint::default() }, Transform::identity(), None);
    }
    let scale = s / 100.0;
    if let Some(shadow) = oval(50.0, 91.0, 30.0, 3.5) {
        let mut paint = Paint { anti_alias: true, ..Paint::default() };
        paint.set_color_rgba8(60, 55, 50, 70);
        pixmap.fill_path(&shadow, &paint, FillRule::Winding, Transform::from_scale(scale, scale), None);
    }
    let mut pen = Pen {
        pixmap: &mut pixmap,
        transform: Transform::from_scale(scale, scale).pre_concat(view_transform(view, 0.86)),
    };
    draw(&mut pen, design, colour, view != View::Back);
    to_rgb(&pixmap)
}

/// An opaque pixmap as an RGB image (premultiplied and plain are the same when opaque).
pub(crate) fn to_rgb(pixmap: &Pixmap) -> RgbImage {
    let mut out = RgbImage::new(pixmap.width(), pixmap.height());
    for (px, rgba) in out.pixels_mut().zip(pixmap.data().chunks_exact(4)) {
        *px = image::Rgb([rgba[0], rgba[1], rgba[2]]);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::design::Kind;

    #[test]
    fn every_kind_draws_something_in_its_colour_and_views_differ() {
        let red = Rgb(0xc0, 0x39, 0x2b);
        for (noun, kind) in Kind::NOUNS {
            let design = Design::new(kind, 11);
            let front = photo(&design, red, View::Front, 96);
            let reddish = front.pixels().filter(|p| p[0] > 120 && p[1] < 110 && p[2] < 110).count();
            assert!(reddish > 60, "{noun} shows its colour ({reddish} pixels)");
            let back = photo(&design, red, View::Back, 96);
            let angle = photo(&design, red, View::Angle, 96);
            assert_ne!(front.as_raw(), angle.as_raw(), "{noun}: the angle differs");
            let _ = back;
        }
    }

    #[test]
    fn photos_are_deterministic() {
        let design = Design::new(Kind::Backpack, 3);
        let a = photo(&design, Rgb(0x1f, 0x2a, 0x44), View::Front, 64);
        let b = photo(&design, Rgb(0x1f, 0x2a, 0x44), View::Front, 64);
        assert_eq!(a.as_raw(), b.as_raw());
    }
}
