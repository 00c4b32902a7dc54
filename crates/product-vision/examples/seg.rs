//! Development aid (removed before release): one post's segmentation, large.
#[path = "measure/sandbox.rs"]
mod sandbox;

fn main() -> anyhow::Result<()> {
    let scratch = sandbox::Scratch::new()?;
    let shop = sandbox::shop(&scratch, "tuning", std::env::var("SHOP").ok().and_then(|v| v.parse().ok()).unwrap_or(0))?;
    let id = std::env::args().nth(1).unwrap_or_default();
    let (_, picture) = sandbox::post(&shop, &id)?;
    let seg = product_vision::debug_segmentation(&picture, false);
    let seg = image::imageops::resize(&seg, 768, 768, image::imageops::FilterType::Nearest);
    let pic = image::imageops::resize(&picture, 768, 768, image::imageops::FilterType::Triangle);
    let mut out = image::RgbImage::new(1536, 768);
    image::imageops::replace(&mut out, &pic, 0, 0);
    image::imageops::replace(&mut out, &seg, 768, 0);
    out.save("/tmp/inspect/seg.png")?;
    Ok(())
}
