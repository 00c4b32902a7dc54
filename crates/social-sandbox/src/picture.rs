//! The picture of a post: a 640×640 JPEG of the products it shows ([`crate::catalog::items`])
//! composed by the `product-art` crate on a varied backdrop, scaled, turned, sometimes cut by the
//! frame and lit differently, as a network serves a photo. The same post always gets the same
//! picture.

use product_art::PostItem;

/// Width and height of every picture, in pixels.
pub const SIZE: u32 = 640;

/// The picture of post `post_id` showing `items`, as JPEG.
pub fn jpeg(post_id: &str, items: &[PostItem]) -> Vec<u8> {
    let (image, _) = product_art::compose(items, product_art::seed_of(post_id, &[]), SIZE);
    product_art::jpeg(&image)
}

#[cfg(test)]
mod tests {
    use super::*;
    use product_art::{Design, Kind, Rgb};

    #[test]
    fn a_post_picture_is_a_deterministic_640_jpeg() {
        let items = [PostItem { design: Design::new(Kind::Parka, 4), colour: Rgb(0x1f, 0x2a, 0x44) }];
        let bytes = jpeg("1790001", &items);
        let image = image::load_from_memory_with_format(&bytes, image::ImageFormat::Jpeg).expect("a JPEG");
        assert_eq!((image.width(), image.height()), (SIZE, SIZE));
        assert_eq!(bytes, jpeg("1790001", &items));
        assert_ne!(bytes, jpeg("1790002", &items));
    }
}
