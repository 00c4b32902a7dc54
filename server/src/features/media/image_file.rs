//! Checking and re-encoding an uploaded image: the type comes from the magic bytes (never the
//! name or the client's content type), the picture is decoded with size limits, scaled down to
//! [`MAX_SIDE`], and written again from pixels, so nothing but pixels survives (no scripts in
//! SVG, no polyglots, no metadata).

use std::io::Cursor;

use image::{ImageFormat, ImageReader, Limits};

/// Longest side kept (larger pictures are scaled down).
pub const MAX_SIDE: u32 = 2048;
/// Largest picture we decode, per side.
pub const MAX_DECODE_SIDE: u32 = 12_000;

/// Why an upload is not an image we take.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum ImageError {
    /// Not PNG, JPEG, WebP or GIF by its first bytes.
    #[error("Upload a PNG, JPEG, WebP or GIF image")]
    UnsupportedType,
    /// Broken or too large to decode.
    #[error("The image could not be read")]
    Unreadable,
}

/// A re-encoded image.
#[derive(Debug)]
pub struct Encoded {
    /// File bytes.
    pub bytes: Vec<u8>,
    /// `png` or `jpg`.
    pub extension: &'static str,
}

/// The format named by the magic bytes, if we take it.
pub fn sniff(bytes: &[u8]) -> Option<ImageFormat> {
    match bytes {
        [0x89, b'P', b'N', b'G', 0x0d, 0x0a, 0x1a, 0x0a, ..] => Some(ImageFormat::Png),
        [0xff, 0xd8, 0xff, ..] => Some(ImageFormat::Jpeg),
        [b'R', b'I', b'F', b'F', _, _, _, _, b'W', b'E', b'B', b'P', ..] => Some(ImageFormat::WebP),
        [b'G', b'I', b'F', b'8', b'7' | b'9', b'a', ..] => Some(ImageFormat::Gif),
        _ => None,
    }
}

/// Decodes, scales down and re-encodes: photos (JPEG) stay JPEG, the rest become PNG.
pub fn reencode(bytes: &[u8]) -> Result<Encoded, ImageError> {
    let format = sniff(bytes).ok_or(ImageError::UnsupportedType)?;
    let mut reader = ImageReader::with_format(Cursor::new(bytes), format);
    let mut limits = Limits::default();
    limits.max_image_width = Some(MAX_DECODE_SIDE);
    limits.max_image_height = Some(MAX_DECODE_SIDE);
    limits.max_alloc = Some(512 * 1024 * 1024);
    reader.limits(limits);
    let mut picture = reader.decode().map_err(|_| ImageError::Unreadable)?;
    if picture.width() > MAX_SIDE || picture.height() > MAX_SIDE {
        picture = picture.resize(MAX_SIDE, MAX_SIDE, image::imageops::FilterType::Lanczos3);
    }
    let mut out = Cursor::new(Vec::new());
    let extension = if format == ImageFormat::Jpeg {
        picture.to_rgb8().write_to(&mut out, ImageFormat::Jpeg).map_err(|_| ImageError::Unreadable)?;
        "jpg"
    } else {
        picture.write_to(&mut out, ImageFormat::Png).map_err(|_| ImageError::Unreadable)?;
        "png"
    };
    Ok(Encoded { bytes: out.into_inner(), extension })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn png(width: u32, height: u32) -> Vec<u8> {
        let picture = image::RgbaImage::from_pixel(width, height, image::Rgba([200, 30, 30, 255]));
        let mut out = Cursor::new(Vec::new());
        picture.write_to(&mut out, ImageFormat::Png).expect("encodes");
        out.into_inner()
    }

    #[test]
    fn the_type_comes_from_the_magic_bytes() {
        assert_eq!(sniff(&png(2, 2)), Some(ImageFormat::Png));
        assert_eq!(sniff(b"\xff\xd8\xff\xe0rest"), Some(ImageFormat::Jpeg));
        assert_eq!(sniff(b"GIF89a...."), Some(ImageFormat::Gif));
        assert_eq!(sniff(b"RIFF\0\0\0\0WEBPVP8 "), Some(ImageFormat::WebP));
        assert_eq!(sniff(b"<svg xmlns='http://www.w3.org/2000/svg'><script>alert(1)</script></svg>"), None);
        assert_eq!(sniff(b"%PDF-1.7"), None);
        assert_eq!(sniff(b""), None);
    }

    #[test]
    fn images_are_rewritten_and_scaled_down() {
        let encoded = reencode(&png(3000, 1500)).expect("re-encodes");
        assert_eq!(encoded.extension, "png");
        let back = image::load_from_memory(&encoded.bytes).expect("decodes");
        assert_eq!((back.width(), back.height()), (2048, 1024));
        let small = reencode(&png(10, 20)).expect("re-encodes");
        let back = image::load_from_memory(&small.bytes).expect("decodes");
        assert_eq!((back.width(), back.height()), (10, 20));
    }

    #[test]
    fn broken_or_foreign_files_are_refused() {
        assert_eq!(reencode(b"not an image").err(), Some(ImageError::UnsupportedType));
        let mut truncated = png(50, 50);
        truncated.truncate(40);
        assert_eq!(reencode(&truncated).err(), Some(ImageError::Unreadable));
    }
}
