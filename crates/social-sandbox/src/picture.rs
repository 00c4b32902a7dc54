//! The generated picture of a post: a 640×640 PNG drawn from the post id alone, so the same post
//! always shows the same picture and no image files ship with the sandbox. It is a soft gradient
//! backdrop with one to three garment silhouettes (tee, dress, trousers, skirt, tote) in
//! contrasting colours, each with a drop shadow: enough variety that a feed of them reads as a
//! feed, and that a picker showing them lets a person tell posts apart.

use image::{ImageEncoder, Rgb, RgbImage};

use crate::dice::Dice;

/// Width and height of every picture, in pixels.
pub const SIZE: u32 = 640;

/// A silhouette: closed rings in a unit box (x right, y down), filled by the even-odd rule.
type Shape = &'static [&'static [(f32, f32)]];

const TEE: Shape = &[&[
    (0.30, 0.06),
    (0.42, 0.06),
    (0.46, 0.11),
    (0.50, 0.13),
    (0.54, 0.11),
    (0.58, 0.06),
    (0.70, 0.06),
    (0.95, 0.24),
    (0.85, 0.40),
    (0.75, 0.33),
    (0.75, 0.95),
    (0.25, 0.95),
    (0.25, 0.33),
    (0.15, 0.40),
    (0.05, 0.24),
]];

const DRESS: Shape = &[&[
    (0.38, 0.03),
    (0.44, 0.03),
    (0.50, 0.10),
    (0.56, 0.03),
    (0.62, 0.03),
    (0.65, 0.30),
    (0.60, 0.40),
    (0.86, 0.97),
    (0.14, 0.97),
    (0.40, 0.40),
    (0.35, 0.30),
]];

const TROUSERS: Shape =
    &[&[(0.26, 0.03), (0.74, 0.03), (0.80, 0.97), (0.57, 0.97), (0.50, 0.36), (0.43, 0.97), (0.20, 0.97)]];

const SKIRT: Shape =
    &[&[(0.30, 0.15), (0.70, 0.15), (0.72, 0.22), (0.92, 0.88), (0.50, 0.92), (0.08, 0.88), (0.28, 0.22)]];

const TOTE: Shape = &[
    &[(0.14, 0.40), (0.86, 0.40), (0.92, 0.95), (0.08, 0.95)],
    // The handle: a frame (outer ring, then inner ring) standing on the bag.
    &[(0.30, 0.08), (0.70, 0.08), (0.70, 0.40), (0.30, 0.40)],
    &[(0.36, 0.14), (0.64, 0.14), (0.64, 0.40), (0.36, 0.40)],
];

const SHAPES: &[Shape] = &[TEE, DRESS, TROUSERS, SKIRT, TOTE];

/// Where the garments go for one, two or three of them: (left, top, width, height) in pixels.
const LAYOUTS: [&[(f32, f32, f32, f32)]; 3] = [
    &[(130.0, 110.0, 380.0, 420.0)],
    &[(40.0, 150.0, 270.0, 340.0), (330.0, 150.0, 270.0, 340.0)],
    &[(40.0, 40.0, 260.0, 260.0), (340.0, 40.0, 260.0, 260.0), (190.0, 340.0, 260.0, 260.0)],
];

/// An sRGB colour from hue (degrees), saturation and lightness (0–1).
fn hsl(hue: f32, saturation: f32, lightness: f32) -> [f32; 3] {
    let h = hue.rem_euclid(360.0) / 60.0;
    let c = (1.0 - (2.0 * lightness - 1.0).abs()) * saturation;
    let x = c * (1.0 - (h % 2.0 - 1.0).abs());
    let (r, g, b) = match h as u32 {
        0 => (c, x, 0.0),
        1 => (x, c, 0.0),
        2 => (0.0, c, x),
        3 => (0.0, x, c),
        4 => (x, 0.0, c),
        _ => (c, 0.0, x),
    };
    let m = lightness - c / 2.0;
    [r + m, g + m, b + m]
}

fn pixel(colour: [f32; 3], factor: f32) -> Rgb<u8> {
    let channel = |v: f32| (v * factor * 255.0).round().clamp(0.0, 255.0) as u8;
    Rgb([channel(colour[0]), channel(colour[1]), channel(colour[2])])
}

/// A fraction in `low..high` drawn from `dice`.
fn fraction(dice: &mut Dice, low: f32, high: f32) -> f32 {
    low + (high - low) * (dice.below(1000) as f32 / 1000.0)
}

/// Whether the unit-box point (x, y) is inside `shape` (even-odd over all its rings).
fn inside(shape: Shape, x: f32, y: f32) -> bool {
    let mut odd = false;
    for ring in shape {
        let mut previous = ring.len().saturating_sub(1);
        for (current, &(xi, yi)) in ring.iter().enumerate() {
            let (xj, yj) = ring[previous];
            if (yi > y) != (yj > y) && x < (xj - xi) * (y - yi) / (yj - yi) + xi {
                odd = !odd;
            }
            previous = current;
        }
    }
    odd
}

/// Fills `shape` scaled into the box (left, top, width, height) with `colour`, lighter at the
/// top than at the bottom (`shade` 0 paints it flat).
fn fill(image: &mut RgbImage, shape: Shape, frame: (f32, f32, f32, f32), colour: [f32; 3], shade: f32) {
    let (left, top, width, height) = frame;
    let x_range = (left.max(0.0) as u32)..((left + width).min(SIZE as f32) as u32);
    let y_range = (top.max(0.0) as u32)..((top + height).min(SIZE as f32) as u32);
    for py in y_range {
        let y = (py as f32 + 0.5 - top) / height;
        let factor = 1.0 + shade * (0.5 - y);
        for px in x_range.clone() {
            let x = (px as f32 + 0.5 - left) / width;
            if inside(shape, x, y) {
                image.put_pixel(px, py, pixel(colour, factor));
            }
        }
    }
}

/// How many garments (1 to 3) the picture of `post_id` shows.
pub fn garment_count(post_id: &str) -> usize {
    1 + Dice::new(&["garments", post_id]).below(3) as usize
}

/// The picture of `post_id`.
pub fn draw(post_id: &str) -> RgbImage {
    let mut dice = Dice::new(&["picture", post_id]);
    let hue = dice.below(360) as f32;
    let top = hsl(hue, fraction(&mut dice, 0.30, 0.65), fraction(&mut dice, 0.82, 0.92));
    let bottom =
        hsl(hue + fraction(&mut dice, -30.0, 30.0), fraction(&mut dice, 0.25, 0.55), fraction(&mut dice, 0.65, 0.78));
    let mut image = RgbImage::from_fn(SIZE, SIZE, |_, y| {
        let t = y as f32 / (SIZE - 1) as f32;
        let mix = |i: usize| top[i] + (bottom[i] - top[i]) * t;
        pixel([mix(0), mix(1), mix(2)], 1.0)
    });
    let shadow = hsl(hue, 0.2, 0.55);
    let layout = LAYOUTS[garment_count(post_id) - 1];
    for &(left, top, width, height) in layout {
        let shape = *dice.pick(SHAPES);
        // Garments in hues away from the backdrop's, so they stand out.
        let colour = hsl(
            hue + fraction(&mut dice, 100.0, 260.0),
            fraction(&mut dice, 0.45, 0.85),
            fraction(&mut dice, 0.30, 0.60),
        );
        fill(&mut image, shape, (left + 10.0, top + 12.0, width, height), shadow, 0.0);
        fill(&mut image, shape, (left, top, width, height), colour, 0.25);
    }
    image
}

/// The picture of `post_id` as PNG bytes.
pub fn png(post_id: &str) -> anyhow::Result<Vec<u8>> {
    let image = draw(post_id);
    let mut out = Vec::new();
    image::codecs::png::PngEncoder::new(&mut out).write_image(
        image.as_raw(),
        SIZE,
        SIZE,
        image::ExtendedColorType::Rgb8,
    )?;
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_picture_is_a_640_square_png_that_depends_only_on_the_post_id() {
        let first = png("17912345678901234").unwrap_or_default();
        assert_eq!(&first[..8], b"\x89PNG\r\n\x1a\n");
        let decoded = image::load_from_memory_with_format(&first, image::ImageFormat::Png);
        let decoded = decoded.map(|i| (i.width(), i.height())).ok();
        assert_eq!(decoded, Some((SIZE, SIZE)));
        assert_eq!(png("17912345678901234").unwrap_or_default(), first, "deterministic");
        assert_ne!(png("17912345678901235").unwrap_or_default(), first, "another post, another picture");
    }

    #[test]
    fn pictures_vary_in_backdrop_and_in_how_many_garments_they_show() {
        let corners: std::collections::HashSet<[u8; 3]> =
            (0..20).map(|i| draw(&format!("post{i}")).get_pixel(0, 0).0).collect();
        assert!(corners.len() > 10, "backdrops vary: {}", corners.len());
        let counts: std::collections::HashSet<usize> = (0..40).map(|i| garment_count(&format!("post{i}"))).collect();
        assert_eq!(counts.len(), 3, "one, two and three garments all occur");
        // Something is drawn on the backdrop: the middle column is not a plain gradient.
        let picture = draw("post1");
        let column: std::collections::HashSet<[u8; 3]> = (0..SIZE).map(|y| picture.get_pixel(SIZE / 2, y).0).collect();
        assert!(column.len() > 20);
    }

    #[test]
    fn points_inside_and_outside_a_shape() {
        assert!(inside(TEE, 0.5, 0.5));
        assert!(!inside(TEE, 0.02, 0.9));
        // The tote's handle is a frame: its middle is empty.
        assert!(inside(TOTE, 0.33, 0.2));
        assert!(!inside(TOTE, 0.5, 0.25));
        assert!(inside(TOTE, 0.5, 0.7));
    }
}
