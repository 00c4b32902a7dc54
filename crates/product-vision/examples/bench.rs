//! Development aid (removed before release): ranks tuning posts against a cached index.
#[path = "measure/sandbox.rs"]
mod sandbox;

fn main() -> anyhow::Result<()> {
    let scratch = sandbox::Scratch::new()?;
    let k: usize = std::env::var("SHOP").ok().and_then(|v| v.parse().ok()).unwrap_or(0);
    let shop = sandbox::shop(&scratch, "tuning", k)?;
    let cache = format!("/tmp/pv-index-{}-{k}.bin", product_vision::VERSION);
    let mut index = product_vision::Index::new();
    if let Ok(bytes) = std::fs::read(&cache) {
        let mut at = 0;
        while at < bytes.len() {
            let n = u32::from_le_bytes(bytes[at..at + 4].try_into()?) as usize;
            let number = i64::from_le_bytes(bytes[at + 4..at + 12].try_into()?);
            let sig = product_vision::Signature::from_bytes(&bytes[at + 12..at + 12 + n]).ok_or_else(|| anyhow::anyhow!("bad"))?;
            index.add(&sandbox::product_id(number), sig);
            at += 12 + n;
        }
    } else {
        let mut out = Vec::new();
        for (number, colour, view) in sandbox::catalog_images(&shop) {
            let photo = sandbox::catalog_image(&shop, number, colour, view)?;
            if let Some(sig) = product_vision::describe(&photo) {
                let b = sig.to_bytes();
                out.extend_from_slice(&(b.len() as u32).to_le_bytes());
                out.extend_from_slice(&number.to_le_bytes());
                out.extend_from_slice(&b);
                index.add(&sandbox::product_id(number), sig);
            }
        }
        std::fs::write(&cache, out)?;
    }
    let n: usize = std::env::args().nth(1).and_then(|a| a.parse().ok()).unwrap_or(10);
    let ids: Vec<String> = (0..n).map(|i| sandbox::post_id("tuning", i + 100_000 * k)).collect();
    let index = &index;
    let shop = &shop;
    let results: Vec<(bool, bool, usize, usize, f64, String)> = std::thread::scope(|s| {
        let handles: Vec<_> = ids
            .chunks(n.div_ceil(2))
            .map(|part| {
                s.spawn(move || {
                    part.iter()
                        .map(|id| {
                            let (shown, picture) = sandbox::post(shop, id).expect("post");
                            let cpu = || std::fs::read_to_string("/proc/thread-self/schedstat").ok().and_then(|t| t.split_whitespace().next().and_then(|v| v.parse::<u64>().ok())).unwrap_or(0);
                            let t = cpu();
                            let ranked = product_vision::rank(index, &picture);
                            if let Ok(path) = std::env::var("DUMP") {
                                use std::io::Write;
                                let truth: Vec<String> = shown.iter().map(|s| sandbox::product_id(s.number)).collect();
                                let mut f = std::fs::OpenOptions::new().create(true).append(true).open(path).expect("dump");
                                for (rank, (pid, d, m)) in product_vision::debug_scores(index, &picture).iter().enumerate() {
                                    let _ = writeln!(f, "{id} {} {rank} {d} {m} {}", truth.len(), u8::from(truth.contains(pid)));
                                }
                            }
                            let ms = (cpu() - t) as f64 / 1e6;
                            let truth: Vec<String> = shown.iter().map(|s| sandbox::product_id(s.number)).collect();
                            let top1 = ranked.first().is_some_and(|m| truth.contains(&m.product_id));
                            let five: Vec<&String> = ranked.iter().take(5).map(|m| &m.product_id).collect();
                            let found = truth.iter().filter(|t| five.contains(t)).count();
                            let line = format!("{id}: {:?} -> {:?}", truth.iter().map(|t| { let at = ranked.iter().position(|m| &m.product_id == t).map_or(0, |p| p + 1); format!("{}@{at}", t.trim_start_matches("gid://shopify/Product/")) }).collect::<Vec<_>>(), ranked.iter().take(4).map(|m| format!("{}{} {:.2}", m.product_id.trim_start_matches("gid://shopify/Product/"), if truth.contains(&m.product_id) {"*"} else {""}, m.score)).collect::<Vec<_>>());
                            (top1, found == truth.len(), found, truth.len(), ms, line)
                        })
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        handles.into_iter().flat_map(|h| h.join().expect("thread")).collect()
    });
    let top1 = results.iter().filter(|r| r.0).count();
    let top5 = results.iter().filter(|r| r.1).count();
    let found: usize = results.iter().map(|r| r.2).sum();
    let shown: usize = results.iter().map(|r| r.3).sum();
    let mut ms: Vec<f64> = results.iter().map(|r| r.4).collect();
    ms.sort_by(|a, b| a.total_cmp(b));
    if std::env::var("MISSES").is_ok() {
        for r in results.iter().filter(|r| !r.0 || !r.1) {
            eprintln!("{}", r.5);
        }
    }
    eprintln!(
        "{n} posts: top-1 {:.1} %, top-5 {:.1} %, recall@5 {:.1} %, rank cpu p50 {:.0} ms p99 {:.0} ms",
        100.0 * top1 as f64 / n as f64,
        100.0 * top5 as f64 / n as f64,
        100.0 * found as f64 / shown as f64,
        ms[ms.len() / 2],
        ms[((ms.len() - 1) as f64 * 0.99) as usize]
    );
    Ok(())
}
