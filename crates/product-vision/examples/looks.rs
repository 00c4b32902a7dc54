//! Development aid (removed before release).
#[path = "measure/sandbox.rs"]
mod sandbox;

fn main() -> anyhow::Result<()> {
    let scratch = sandbox::Scratch::new()?;
    let shop = sandbox::shop(&scratch, "tuning", std::env::var("SHOP").ok().and_then(|v| v.parse().ok()).unwrap_or(0))?;
    let id = std::env::args().nth(1).unwrap_or_default();
    let (shown, picture) = sandbox::post(&shop, &id)?;
    let mut index = product_vision::Index::new();
    let mut truth = Vec::new();
    for s in &shown {
        let p = shop.catalog.iter().find(|p| p.number == s.number).ok_or_else(|| anyhow::anyhow!("?"))?;
        truth.push(sandbox::product_id(s.number));
        for view in product_art::View::ALL {
            let photo = sandbox::catalog_image(&shop, p.number, s.colour, view)?;
            if let Some(sig) = product_vision::describe(&photo) {
                index.add(&sandbox::product_id(s.number), sig);
            }
        }
    }
    for extra in std::env::args().skip(2) {
        let number: i64 = extra.parse()?;
        let p = shop.catalog.iter().find(|p| p.number == number).ok_or_else(|| anyhow::anyhow!("?"))?;
        truth.push(sandbox::product_id(number));
        for colour in &p.colours {
            for view in product_art::View::ALL {
                let photo = sandbox::catalog_image(&shop, p.number, *colour, view)?;
                if let Some(sig) = product_vision::describe(&photo) {
                    index.add(&sandbox::product_id(number), sig);
                }
            }
        }
    }
    product_vision::debug_fits(&index, &picture, &truth).save("/tmp/inspect/looks.png")?;
    print!("{}", product_vision::explain(&index, &picture, &truth));
    Ok(())
}
