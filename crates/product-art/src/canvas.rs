//! A pen over a `tiny-skia` pixmap on a 100 × 100 unit canvas: bodies filled with shading and
//! their design's pattern (clipped to the body), solid parts, lines and rings.

use tiny_skia::{
    FillRule, GradientStop, LinearGradient, Mask, Paint, Path, PathBuilder, Pixmap, Point, Rect, Shader, SpreadMode,
    Stroke, Transform,
};

use crate::design::{Design, Pattern};
use crate::Rgb;

/// Draws in units on a pixmap.
pub struct Pen<'a> {
    /// Where the strokes land.
    pub pixmap: &'a mut Pixmap,
    /// Units to pixels, with the view's turn.
    pub transform: Transform,
}

/// A closed polygon through `points` (units).
pub fn poly(points: &[(f32, f32)]) -> Option<Path> {
    let mut pb = PathBuilder::new();
    let (first, rest) = points.split_first()?;
    pb.move_to(first.0, first.1);
    for (x, y) in rest {
        pb.line_to(*x, *y);
    }
    pb.close();
    pb.finish()
}

/// An open line through `points`.
pub fn polyline(points: &[(f32, f32)]) -> Option<Path> {
    let mut pb = PathBuilder::new();
    let (first, rest) = points.split_first()?;
    pb.move_to(first.0, first.1);
    for (x, y) in rest {
        pb.line_to(*x, *y);
    }
    pb.finish()
}

/// An ellipse centred on (`cx`, `cy`).
pub fn oval(cx: f32, cy: f32, rx: f32, ry: f32) -> Option<Path> {
    PathBuilder::from_oval(Rect::from_xywh(cx - rx, cy - ry, rx * 2.0, ry * 2.0)?)
}

/// A rectangle with rounded corners of radius `r`.
pub fn rounded(x: f32, y: f32, w: f32, h: f32, r: f32) -> Option<Path> {
    let r = r.min(w / 2.0).min(h / 2.0);
    let mut pb = PathBuilder::new();
    pb.move_to(x + r, y);
    pb.line_to(x + w - r, y);
    pb.quad_to(x + w, y, x + w, y + r);
    pb.line_to(x + w, y + h - r);
    pb.quad_to(x + w, y + h, x + w - r, y + h);
    pb.line_to(x + r, y + h);
    pb.quad_to(x, y + h, x, y + h - r);
    pb.line_to(x, y + r);
    pb.quad_to(x, y, x + r, y);
    pb.close();
    pb.finish()
}

fn solid_paint(colour: Rgb) -> Paint<'static> {
    let mut paint = Paint { anti_alias: true, ..Paint::default() };
    paint.set_color(colour.color());
    paint
}

impl Pen<'_> {
    /// Fills `path` in one colour.
    pub fn solid(&mut self, path: Option<Path>, colour: Rgb) {
        if let Some(path) = path {
            self.pixmap.fill_path(&path, &solid_paint(colour), FillRule::Winding, self.transform, None);
        }
    }

    /// Strokes `path` `width` units wide.
    pub fn line(&mut self, path: Option<Path>, width: f32, colour: Rgb) {
        if let Some(path) = path {
            let stroke = Stroke { width, line_cap: tiny_skia::LineCap::Round, ..Stroke::default() };
            self.pixmap.stroke_path(&path, &solid_paint(colour), &stroke, self.transform, None);
        }
    }

    /// A body part: `colour` shaded from light (top left) to dark (bottom right), the design's
    /// pattern over it, and a darker outline.
    pub fn body(&mut self, path: Option<Path>, colour: Rgb, design: &Design) {
        let Some(path) = path else { return };
        let bounds = path.bounds();
        let shader = LinearGradient::new(
            Point::from_xy(bounds.left(), bounds.top()),
            Point::from_xy(bounds.right(), bounds.bottom()),
            vec![
                GradientStop::new(0.0, colour.shade(0.18).color()),
                GradientStop::new(0.55, colour.color()),
                GradientStop::new(1.0, colour.shade(-0.28).color()),
            ],
            SpreadMode::Pad,
            Transform::identity(),
        )
        .unwrap_or(Shader::SolidColor(colour.color()));
        let paint = Paint { shader, anti_alias: true, ..Paint::default() };
        self.pixmap.fill_path(&path, &paint, FillRule::Winding, self.transform, None);
        self.pattern(&path, colour, design);
        let outline = Stroke { width: 0.8, ..Stroke::default() };
        self.pixmap.stroke_path(&path, &solid_paint(colour.shade(-0.45)), &outline, self.transform, None);
    }

    fn pattern(&mut self, path: &Path, colour: Rgb, design: &Design) {
        if design.pattern == Pattern::Plain {
            return;
        }
        let Some(mut mask) = Mask::new(self.pixmap.width(), self.pixmap.height()) else { return };
        mask.fill_path(path, FillRule::Winding, true, self.transform);
        let b = path.bounds();
        let tone = if design.light_pattern { colour.shade(0.45) } else { colour.shade(-0.4) };
        let ink = if colour.lightness() > 0.85 || colour.lightness() < 0.15 { design.accent } else { tone };
        let paint = solid_paint(ink);
        let mut shapes: Vec<Path> = Vec::new();
        let step = 6.0;
        match design.pattern {
            Pattern::Plain => {}
            Pattern::Stripes => {
                let mut y = b.top();
                while y < b.bottom() {
                    shapes.extend(Rect::from_xywh(b.left(), y, b.width(), step * 0.4).map(PathBuilder::from_rect));
                    y += step;
                }
            }
            Pattern::Pinstripes => {
                let mut x = b.left();
                while x < b.right() {
                    shapes.extend(Rect::from_xywh(x, b.top(), step * 0.25, b.height()).map(PathBuilder::from_rect));
                    x += step * 0.8;
                }
            }
            Pattern::Dots => {
                let mut y = b.top() + 2.0;
                let mut row = 0;
                while y < b.bottom() {
                    let mut x = b.left() + if row % 2 == 0 { 2.0 } else { 5.0 };
                    while x < b.right() {
                        shapes.extend(oval(x, y, 1.3, 1.3));
                        x += step;
                    }
                    y += step * 0.8;
                    row += 1;
                }
            }
            Pattern::Check => {
                let mut y = b.top();
                let mut row = 0;
                while y < b.bottom() {
                    let mut x = b.left() + if row % 2 == 0 { 0.0 } else { step * 0.5 };
                    while x < b.right() {
                        shapes.extend(Rect::from_xywh(x, y, step * 0.5, step * 0.5).map(PathBuilder::from_rect));
                        x += step;
                    }
                    y += step * 0.5;
                    row += 1;
                }
            }
            Pattern::Block => {
                let top = b.top() + b.height() * 0.62;
                if let Some(r) = Rect::from_xywh(b.left(), top, b.width(), b.height() * 0.38) {
                    let block = solid_paint(design.accent);
                    self.pixmap.fill_rect(r, &block, self.transform, Some(&mask));
                }
                return;
            }
            Pattern::Diagonal => {
                let mut x = b.left() - b.height();
                while x < b.right() {
                    shapes.extend(poly(&[
                        (x, b.bottom()),
                        (x + b.height(), b.top()),
                        (x + b.height() + step * 0.45, b.top()),
                        (x + step * 0.45, b.bottom()),
                    ]));
                    x += step * 1.2;
                }
            }
        }
        for shape in shapes {
            self.pixmap.fill_path(&shape, &paint, FillRule::Winding, self.transform, Some(&mask));
        }
    }
}
