//! Development aid (removed before release): posts (ids as arguments) next to their
//! segmentation and their shown products' catalog fronts.
#[path = "measure/sandbox.rs"]
mod sandbox;

fn main() -> anyhow::Result<()> {
    let scratch = sandbox::Scratch::new()?;
    let shop = sandbox::shop(&scratch, "tuning", std::env::var("SHOP").ok().and_then(|v| v.parse().ok()).unwrap_or(0))?;
    let ids: Vec<String> = std::env::args().skip(1).collect();
    let cell = 256u32;
    let mut sheet = image::RgbImage::new(cell * 8, cell * ids.len() as u32);
    for (row, id) in ids.iter().enumerate() {
        let (shown, picture) = sandbox::post(&shop, id)?;
        let small = image::imageops::resize(&picture, cell, cell, image::imageops::FilterType::Triangle);
        let seg = product_vision::debug_segmentation(&picture, false);
        let seg = image::imageops::resize(&seg, cell, cell, image::imageops::FilterType::Nearest);
        let y = row as i64 * cell as i64;
        image::imageops::replace(&mut sheet, &small, 0, y);
        image::imageops::replace(&mut sheet, &seg, cell as i64, y);
        for (k, s) in shown.iter().enumerate() {
            let photo = sandbox::catalog_image(&shop, s.number, s.colour, product_art::View::Front)?;
            let seg = product_vision::debug_segmentation(&photo, true);
            let seg = image::imageops::resize(&seg, cell, cell, image::imageops::FilterType::Nearest);
            image::imageops::replace(&mut sheet, &seg, (2 + 2 * k as i64) * cell as i64, y);
            let photo = image::imageops::resize(&photo, cell, cell, image::imageops::FilterType::Triangle);
            image::imageops::replace(&mut sheet, &photo, (3 + 2 * k as i64) * cell as i64, y);
        }
    }
    sheet.save("/tmp/inspect/posts.png")?;
    Ok(())
}
