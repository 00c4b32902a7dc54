//! Recognition end to end on drawn pictures: a small catalog photographed as the sandbox store
//! serves it (600 px, three views, JPEG), and posts composed from its products as the sandbox
//! networks serve them (640 px, JPEG).

use std::sync::OnceLock;

use image::RgbImage;
use product_art::{compose, photo, Design, Kind, PostItem, Rgb, View};
use product_vision::{describe, rank, rank_media, rank_shot, tag, Index, Media, Shot, Signature, Strictness};

/// Encoded and decoded again, as a served picture is.
fn served(picture: &RgbImage) -> RgbImage {
    let bytes = product_art::jpeg(picture);
    image::load_from_memory_with_format(&bytes, image::ImageFormat::Jpeg).expect("a JPEG").to_rgb8()
}

/// Products of different kinds, two of the same kind, and their colours.
fn products() -> Vec<(String, Design, Rgb)> {
    let navy = Rgb(0x1f, 0x2a, 0x44);
    let red = Rgb(0xc0, 0x39, 0x2b);
    let olive = Rgb(0x6b, 0x7a, 0x3a);
    let pink = Rgb(0xe8, 0xa0, 0xb4);
    [
        (Kind::Hoodie, 11, navy),
        (Kind::Tote, 12, red),
        (Kind::Runner, 13, olive),
        (Kind::MidiDress, 14, pink),
        (Kind::StraightJeans, 15, navy),
        (Kind::Cap, 16, red),
        (Kind::Tee, 17, olive),
        (Kind::Tee, 18, red),
    ]
    .into_iter()
    .enumerate()
    .map(|(i, (kind, seed, colour))| (format!("gid://shopify/Product/{}", 1001 + i), Design::new(kind, seed), colour))
    .collect()
}

/// The index of every product's three views, built once for all tests.
fn index() -> &'static Index {
    static INDEX: OnceLock<Index> = OnceLock::new();
    INDEX.get_or_init(|| {
        let mut index = Index::new();
        for (id, design, colour) in products() {
            for view in View::ALL {
                let signature = describe(&served(&photo(&design, colour, view, 600))).expect("a product is found");
                index.add(&id, signature);
            }
        }
        index
    })
}

fn post(items: &[usize], seed: u64) -> RgbImage {
    let all = products();
    let items: Vec<PostItem> = items.iter().map(|i| PostItem { design: all[*i].1, colour: all[*i].2 }).collect();
    served(&compose(&items, seed, 640).0)
}

#[test]
fn a_product_photo_is_found_in_a_composed_post() {
    let index = index();
    assert_eq!(index.len(), 24);
    let ids: Vec<String> = products().into_iter().map(|p| p.0).collect();
    for (item, seed) in [(0, 1), (2, 2), (3, 3), (7, 4)] {
        let ranked = rank(index, &post(&[item], seed));
        assert_eq!(ranked.len(), ids.len(), "every product is ranked once");
        assert_eq!(ranked[0].product_id, ids[item], "post {seed} shows {}: {ranked:?}", ids[item]);
        assert!(ranked.windows(2).all(|w| w[0].score >= w[1].score), "best first");
        assert!(ranked.iter().all(|m| (0.0..=1.0).contains(&m.score)));
    }
    let ranked = rank(index, &post(&[1, 4, 5], 5));
    let best: Vec<&str> = ranked.iter().take(3).map(|m| m.product_id.as_str()).collect();
    for item in [1, 4, 5] {
        assert!(best.contains(&ids[item].as_str()), "{} among the 3 best: {ranked:?}", ids[item]);
    }
    let tagged = tag(&ranked, Strictness::Medium, 5, &[], &[]);
    assert!(
        tagged.iter().all(|m| [1, 4, 5].iter().any(|i| ids[*i] == m.product_id)),
        "only shown products: {tagged:?}"
    );
}

#[test]
fn products_on_a_merchants_textured_ground_are_found_as_merchant_media() {
    let all = products();
    for (items, seed) in [(vec![0, 2], 21), (vec![3, 6], 22), (vec![1, 4], 23), (vec![5, 7], 24)] {
        let shown: Vec<PostItem> = items.iter().map(|i| PostItem { design: all[*i].1, colour: all[*i].2 }).collect();
        let picture = served(&product_art::merchant_photo(&shown, seed, 900, 720).0);
        let ranked = rank_shot(index(), &picture, Shot::Merchant);
        let best: Vec<&str> = ranked.iter().take(2).map(|m| m.product_id.as_str()).collect();
        for item in &items {
            assert!(
                best.contains(&all[*item].0.as_str()),
                "photo {seed}: {} among the 2 best: {ranked:?}",
                all[*item].0
            );
        }
    }
}

#[test]
fn the_magic_stores_ranking_holds_on_a_plain_backdrop_and_on_a_textured_ground() {
    let all = products();
    for (items, seed) in [(vec![1, 4, 5], 5), (vec![0, 6], 31)] {
        let ranked = rank_media(index(), &post(&items, seed), Media::Photo);
        let best: Vec<&str> = ranked.iter().take(items.len()).map(|m| m.product_id.as_str()).collect();
        for item in &items {
            assert!(best.contains(&all[*item].0.as_str()), "post {seed}: {} among the best: {ranked:?}", all[*item].0);
        }
    }
    let shown: Vec<PostItem> = [2, 3].iter().map(|i| PostItem { design: all[*i].1, colour: all[*i].2 }).collect();
    let ranked = rank_media(index(), &served(&product_art::merchant_photo(&shown, 22, 900, 720).0), Media::Photo);
    let best: Vec<&str> = ranked.iter().take(2).map(|m| m.product_id.as_str()).collect();
    assert!(best.contains(&all[2].0.as_str()) && best.contains(&all[3].0.as_str()), "{ranked:?}");
    assert!(ranked.windows(2).all(|w| w[0].score >= w[1].score), "best first");
    assert_eq!(ranked.len(), all.len(), "every product once");
}

#[test]
fn ranking_and_describing_are_deterministic() {
    let picture = served(&photo(&products()[1].1, products()[1].2, View::Angle, 600));
    let a = describe(&picture).expect("found");
    let b = describe(&picture).expect("found");
    assert_eq!(a.to_bytes(), b.to_bytes());
    let p = post(&[2, 6], 9);
    assert_eq!(rank(index(), &p), rank(index(), &p));
}

#[test]
fn signatures_round_trip_and_damaged_or_stale_ones_are_refused() {
    let signature = describe(&served(&photo(&products()[0].1, products()[0].2, View::Front, 600))).expect("found");
    let bytes = signature.to_bytes();
    assert!(bytes.len() <= 8 * 1024, "small enough for a blob ({} bytes)", bytes.len());
    let back = Signature::from_bytes(&bytes).expect("reads back");
    assert_eq!(back.to_bytes(), bytes);

    let mut flipped = bytes.clone();
    flipped[100] ^= 0x40;
    assert!(Signature::from_bytes(&flipped).is_none(), "a damaged blob is refused");
    assert!(Signature::from_bytes(&bytes[..bytes.len() - 1]).is_none(), "a cut blob is refused");
    assert!(Signature::from_bytes(&[]).is_none());
    let mut old = bytes.clone();
    old[3..7].copy_from_slice(&(product_vision::VERSION - 1).to_le_bytes());
    assert!(Signature::from_bytes(&old).is_none(), "another version is refused");

    // An index built from signatures read back ranks like one built from fresh ones.
    let mut index = Index::new();
    assert!(index.is_empty());
    for (id, design, colour) in products() {
        for view in View::ALL {
            let fresh = describe(&served(&photo(&design, colour, view, 600))).expect("found");
            index.add(&id, Signature::from_bytes(&fresh.to_bytes()).expect("reads back"));
        }
    }
    let p = post(&[3], 21);
    assert_eq!(rank(&index, &p), rank(crate::index(), &p));
}

#[test]
fn a_plain_picture_has_no_product() {
    let blank = RgbImage::from_pixel(600, 600, image::Rgb([240, 238, 234]));
    assert!(describe(&blank).is_none());
    let ranked = rank(index(), &RgbImage::from_pixel(640, 640, image::Rgb([200, 210, 220])));
    assert!(tag(&ranked, Strictness::Low, 5, &[], &[]).is_empty(), "nothing to tag on an empty post");
}

#[test]
fn tags_leave_out_excluded_products_and_keep_to_the_most_asked() {
    let ids: Vec<String> = products().into_iter().map(|p| p.0).collect();
    let ranked = rank(index(), &post(&[1, 4, 5], 5));
    // Every product shown, promoted or not, is left out once excluded, at every strictness.
    let excluded = vec![ids[1].clone(), ids[5].clone()];
    for strictness in [Strictness::High, Strictness::Medium, Strictness::Low] {
        let tagged = tag(&ranked, strictness, 5, &excluded, &excluded);
        assert!(tagged.iter().all(|m| !excluded.contains(&m.product_id)), "{strictness:?}: {tagged:?}");
    }
    let tagged = tag(&ranked, Strictness::Low, 5, &[], &excluded);
    assert!(tagged.iter().any(|m| m.product_id == ids[4]), "the product left is still tagged: {tagged:?}");
    // Never more than asked, best first, however loose.
    let all = tag(&ranked, Strictness::Low, ids.len(), &ids, &[]);
    for most in 0..=3 {
        let tagged = tag(&ranked, Strictness::Low, most, &ids, &[]);
        assert!(tagged.len() <= most, "{most}: {tagged:?}");
        assert_eq!(tagged[..], all[..most.min(all.len())]);
    }
}
