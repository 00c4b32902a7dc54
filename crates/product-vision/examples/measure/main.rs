//! Measures visual tagging against the sandboxes' exact ground truth:
//! `cargo run --release -p product-vision --example measure -- [--seed S] [--posts N] [--shops K]
//! [--products P] [--verbose] [--only POST,POST] [--dump DIR]` (what `scripts/measure-tagging` runs).
//!
//! It makes `K` sandbox shops (domains derived from the seed), builds each shop's index from its
//! catalog images exactly as the sandbox store serves them (every active product × colour ×
//! view, drawn, JPEG-encoded and decoded), then ranks and tags `N` posts in all (ids derived from
//! the seed, spread over the shops), each picture exactly as the sandbox networks serve it, with
//! `social_sandbox::catalog::shown` as the truth. With `--products P` each shop's index holds only
//! its first `P` products, as a small catalog or one with most products drafted does: posts still
//! show any of the shop's products, the truth counts only the indexed ones, and top-1 and top-5
//! count only posts that show one. The default seed is the held-out one: tune with another
//! (`--seed tuning`), never with it. On the held-out seed with whole indexes the run fails (exit
//! status 1) when it misses the targets.

#![allow(clippy::print_stdout)]

#[path = "sandbox.rs"]
mod sandbox;

use std::collections::HashSet;
use std::time::Instant;

use product_vision::{tag, Index, Match, Strictness};
use sandbox::{parallel, pct, percentile, Clock};

/// The seed whose posts were never looked at while tuning.
const HELD_OUT: &str = "held-out";
/// Targets at the default strictness.
const TOP1: f64 = 0.85;
const TOP5: f64 = 0.95;
const WRONG_TAGS: f64 = 0.05;
/// Tags the server puts on a post at most.
const MAX_TAGS: usize = 5;

struct Options {
    seed: String,
    posts: usize,
    shops: usize,
    products: Option<usize>,
    verbose: bool,
    /// Only these posts (of the `posts` the seed makes), to look again at a few misses.
    only: Option<HashSet<String>>,
    /// Where to write the pictures of the posts missed (`--verbose`), as JPEG.
    dump: Option<std::path::PathBuf>,
    /// Whether posts are ranked as posts, or with `--as-merchant` as the magic store ranks a
    /// merchant's own media (`rank_media`; to see that its way holds on plain backdrops too).
    as_merchant: bool,
}

fn options() -> anyhow::Result<Options> {
    let mut o = Options {
        seed: HELD_OUT.into(),
        posts: 300,
        shops: 3,
        products: None,
        verbose: false,
        only: None,
        dump: None,
        as_merchant: false,
    };
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        let mut value = || args.next().ok_or_else(|| anyhow::anyhow!("{arg} needs a value"));
        match arg.as_str() {
            "--seed" => o.seed = value()?,
            "--posts" => o.posts = value()?.parse()?,
            "--shops" => o.shops = value()?.parse()?,
            "--products" => o.products = Some(value()?.parse()?),
            "--verbose" => o.verbose = true,
            "--only" => o.only = Some(value()?.split(',').map(str::to_owned).collect()),
            "--dump" => o.dump = Some(value()?.into()),
            "--as-merchant" => o.as_merchant = true,
            "-h" | "--help" => {
                println!("measure [--seed S (default {HELD_OUT})] [--posts N (300)] [--shops K (3)] [--products P (all)] [--verbose] [--only POST,POST] [--dump DIR] [--as-merchant]");
                std::process::exit(0);
            }
            other => anyhow::bail!("unknown argument {other}"),
        }
    }
    anyhow::ensure!(o.posts > 0 && o.shops > 0, "--posts and --shops must be at least 1");
    anyhow::ensure!(o.products != Some(0), "--products must be at least 1");
    Ok(o)
}

struct Post {
    id: String,
    shop: usize,
    shown: Vec<String>,
    ranked: Vec<Match>,
}

fn main() -> anyhow::Result<()> {
    let o = options()?;
    let held_out = o.seed == HELD_OUT && o.products.is_none() && o.only.is_none();
    println!(
        "Visual tagging on the sandboxes: seed \"{}\"{}, {} shop(s), {} post(s){}",
        o.seed,
        if o.seed == HELD_OUT { " (held out)" } else { "" },
        o.shops,
        o.posts,
        o.products.map(|p| format!(", indexes of {p} product(s) a shop")).unwrap_or_default()
    );
    let scratch = sandbox::Scratch::new()?;
    let mut shops = Vec::new();
    let mut indexes = Vec::new();
    // Per shop, the numbers of the products its index holds.
    let mut indexed = Vec::new();
    let mut describe_times = Vec::new();
    let mut signature_bytes = 0usize;
    let mut empty = 0usize;
    for k in 0..o.shops {
        let shop = sandbox::shop(&scratch, &o.seed, k)?;
        let started = Instant::now();
        let numbers: HashSet<i64> =
            shop.catalog.iter().take(o.products.unwrap_or(usize::MAX)).map(|p| p.number).collect();
        let built = sandbox::build_index(&shop, &numbers)?;
        describe_times.extend(built.describe_times);
        signature_bytes = signature_bytes.max(built.signature_bytes);
        empty += built.empty;
        let (index, images) = (built.index, built.images);
        println!(
            "  shop {}: {} active products, {} catalog images, index of {} signatures built in {:.1} s",
            shop.domain,
            shop.catalog.len(),
            images,
            index.len(),
            started.elapsed().as_secs_f64()
        );
        shops.push(shop);
        indexes.push(index);
        indexed.push(numbers);
    }
    if empty > 0 {
        println!("  catalog images where nothing was found: {empty}");
    }

    // Posts are drawn on both cores; each rank call is timed alone on one.
    let jobs: Vec<(usize, String)> = (0..o.posts)
        .map(|i| (i % o.shops, sandbox::post_id(&o.seed, i)))
        .filter(|(_, id)| o.only.as_ref().is_none_or(|only| only.contains(id)))
        .collect();
    let pictures = parallel(&jobs, |(shop, id)| sandbox::post(&shops[*shop], id));
    let mut posts = Vec::new();
    let mut rank_times = Vec::new();
    for ((shop, id), picture) in jobs.iter().zip(pictures) {
        let (shown, picture) = picture?;
        let t = Clock::start();
        let ranked = if o.as_merchant {
            product_vision::rank_media(&indexes[*shop], &picture, product_vision::Media::Photo)
        } else {
            product_vision::rank(&indexes[*shop], &picture)
        };
        rank_times.push(t.elapsed());
        let shown = shown
            .iter()
            .filter(|s| indexed[*shop].contains(&s.number))
            .map(|s| sandbox::product_id(s.number))
            .collect();
        posts.push(Post { id: id.clone(), shop: *shop, shown, ranked });
    }

    let shown_total: usize = posts.iter().map(|p| p.shown.len()).sum();
    let showing = posts.iter().filter(|p| !p.shown.is_empty()).count();
    let top1 = posts.iter().filter(|p| p.ranked.first().is_some_and(|m| p.shown.contains(&m.product_id))).count();
    let mut top5 = 0;
    let mut recalled = 0;
    for p in &posts {
        let best: HashSet<&str> = p.ranked.iter().take(5).map(|m| m.product_id.as_str()).collect();
        let found = p.shown.iter().filter(|s| best.contains(s.as_str())).count();
        recalled += found;
        if found == p.shown.len() && found > 0 {
            top5 += 1;
        }
    }
    println!();
    println!("posts                                 {:>6}", posts.len());
    if showing < posts.len() {
        println!("posts showing an indexed product      {:>6}", showing);
    }
    println!("products shown                        {:>6}", shown_total);
    println!(
        "top-1 (best ranked is shown)          {:>6.1} %   target >= {:.0} %",
        100.0 * pct(top1, showing),
        100.0 * TOP1
    );
    println!(
        "top-5 (every shown product in top 5)  {:>6.1} %   target >= {:.0} %",
        100.0 * pct(top5, showing),
        100.0 * TOP5
    );
    println!("shown products in the top 5           {:>6.1} %", 100.0 * pct(recalled, shown_total));
    println!();
    println!("strictness   posts with a tag they do not show   shown products tagged   tags per post");
    let mut wrong_at_default = 1.0;
    for (name, strictness) in [("HIGH", Strictness::High), ("MEDIUM", Strictness::Medium), ("LOW", Strictness::Low)] {
        let (mut wrong_posts, mut right_tags, mut tags) = (0, 0, 0);
        for p in &posts {
            let tagged = tag(&p.ranked, strictness, MAX_TAGS, &[], &[]);
            tags += tagged.len();
            if tagged.iter().any(|m| !p.shown.contains(&m.product_id)) {
                wrong_posts += 1;
            }
            right_tags += tagged.iter().filter(|m| p.shown.contains(&m.product_id)).count();
        }
        let wrong = pct(wrong_posts, posts.len());
        if strictness == Strictness::Medium {
            wrong_at_default = wrong;
        }
        println!(
            "{name:<12} {:>10.1} %{:<24} {:>10.1} %   {:>12.2}",
            100.0 * wrong,
            if strictness == Strictness::Medium {
                format!("   target <= {:.0} %", 100.0 * WRONG_TAGS)
            } else {
                String::new()
            },
            100.0 * pct(right_tags, shown_total),
            tags as f64 / posts.len() as f64
        );
    }
    let sizes: Vec<usize> = indexes.iter().map(Index::len).collect();
    println!();
    println!(
        "timings (release, processor time of the one thread running each call): describe p50 {:.1} ms, p99 {:.1} ms over {} photos; rank p50 {:.1} ms, p99 {:.1} ms over {} posts (indexes of {:?} signatures)",
        percentile(&mut describe_times, 0.5),
        percentile(&mut describe_times, 0.99),
        describe_times.len(),
        percentile(&mut rank_times, 0.5),
        percentile(&mut rank_times, 0.99),
        rank_times.len(),
        sizes
    );
    println!("signature size: {signature_bytes} bytes");

    if o.verbose {
        println!();
        for p in &posts {
            let hit1 = p.ranked.first().is_some_and(|m| p.shown.contains(&m.product_id));
            let best: HashSet<&str> = p.ranked.iter().take(5).map(|m| m.product_id.as_str()).collect();
            let hit5 = p.shown.iter().all(|s| best.contains(s.as_str()));
            if hit1 && hit5 {
                continue;
            }
            let top: Vec<String> = p
                .ranked
                .iter()
                .take(6)
                .map(|m| {
                    let mark = if p.shown.contains(&m.product_id) { "*" } else { "" };
                    format!("{}{mark} {:.3}", m.product_id.trim_start_matches("gid://shopify/Product/"), m.score)
                })
                .collect();
            let shown: Vec<String> = p
                .shown
                .iter()
                .map(|s| {
                    let at = p.ranked.iter().position(|m| &m.product_id == s).map_or(0, |a| a + 1);
                    format!("{}@{at}", s.trim_start_matches("gid://shopify/Product/"))
                })
                .collect();
            println!("miss post {} shop {}: shows {:?}; ranked {:?}", p.id, p.shop, shown, top);
            if std::env::var("EXPLAIN").is_ok() || o.dump.is_some() {
                let (_, picture) = sandbox::post(&shops[p.shop], &p.id)?;
                if std::env::var("EXPLAIN").is_ok() {
                    print!(
                        "{}",
                        product_vision::explain(&indexes[p.shop], &picture, product_vision::Shot::Post, &p.shown)
                    );
                }
                if let Some(dir) = &o.dump {
                    std::fs::create_dir_all(dir)?;
                    picture.save(dir.join(format!("{}.jpg", p.id)))?;
                }
            }
        }
    }

    let pass = pct(top1, showing) >= TOP1 && pct(top5, showing) >= TOP5 && wrong_at_default <= WRONG_TAGS;
    println!();
    println!("targets at MEDIUM: {}", if pass { "met" } else { "MISSED" });
    if held_out && !pass {
        std::process::exit(1);
    }
    Ok(())
}
