//! Draws every kind of product and a few posts into one PNG, to look at the pictures:
//! `cargo run -p product-art --example sheet -- sheet.png`.

use image::{GenericImage, RgbImage};
use product_art::{compose, photo, Design, Kind, PostItem, Rgb, View};

fn main() {
    let out = std::env::args().nth(1).unwrap_or_else(|| "sheet.png".into());
    let cell = 128;
    let colours = [Rgb(0x1f, 0x2a, 0x44), Rgb(0xc0, 0x39, 0x2b), Rgb(0xd8, 0xc7, 0xa0), Rgb(0xf5, 0xf5, 0xf5)];
    let rows = Kind::NOUNS.len() / 4 + 2;
    let mut sheet = RgbImage::new(cell * 12, cell * rows as u32);
    for (i, (_, kind)) in Kind::NOUNS.iter().enumerate() {
        let design = Design::new(*kind, i as u64 * 7 + 1);
        for (v, view) in View::ALL.iter().enumerate() {
            let picture = photo(&design, colours[i % colours.len()], *view, cell);
            let x = ((i % 4) * 3 + v) as u32 * cell;
            let y = (i / 4) as u32 * cell;
            let _ = sheet.copy_from(&picture, x, y);
        }
    }
    for p in 0..12u64 {
        let items: Vec<PostItem> = (0..(p % 3 + 1))
            .map(|k| PostItem {
                design: Design::new(Kind::NOUNS[((p * 5 + k * 11) % 32) as usize].1, p * 3 + k),
                colour: colours[((p + k) % 4) as usize],
            })
            .collect();
        let (post, _) = compose(&items, p, cell * 2);
        let _ = sheet.copy_from(
            &post,
            (p as u32 % 6) * cell * 2,
            (rows as u32 - 2) * cell + (p as u32 / 6) * cell * 2 - if p >= 6 { cell } else { 0 },
        );
    }
    sheet.save(&out).expect("write the sheet");
}
