//! Checking and re-encoding an uploaded image: the type comes from the magic bytes (never the
//! name or the client's content type), the size comes from the header before any pixel is
//! decoded, the picture is decoded within the same limits, scaled down to [`MAX_SIDE`], and
//! written again from pixels, so nothing but pixels survives (no scripts in SVG, no polyglots,
//! no metadata).
//!
//! A small file can describe a huge picture (a PNG of one colour compresses about 1,000:1), so
//! the file size says nothing about the memory a decode takes: the header does. Everything the
//! server decodes goes through [`header`] first; [`super::decoding::ImageDecoding`] adds the
//! bound on decodes running at once (docs/security.md#images-the-server-decodes).

use std::io::Cursor;

use image::{DynamicImage, ImageDecoder, ImageFormat, ImageReader, Limits};

/// Longest side kept (larger pictures are scaled down).
pub const MAX_SIDE: u32 = 2048;
/// Largest picture we decode, per side: more than any camera or screen an upload comes from.
pub const MAX_DECODE_SIDE: u32 = 8_192;
/// Largest picture we decode, in pixels (a 40-megapixel camera's full resolution).
pub const MAX_DECODE_PIXELS: u64 = 40_000_000;
/// Most memory one decoded picture may take: [`MAX_DECODE_PIXELS`] at four bytes a pixel
/// (8-bit RGBA). A picture with 16 bits per channel takes twice as much per pixel, so it may
/// have half as many.
pub const MAX_DECODE_BYTES: u64 = MAX_DECODE_PIXELS * 4;
/// Most memory the header may unpack before the size is known: a PNG's compressed colour
/// profile is inflated while its header is read (real profiles are a few kilobytes).
const MAX_HEADER_BYTES: u64 = 4 * 1024 * 1024;

/// Why an upload is not an image we take.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum ImageError {
    /// Not PNG, JPEG, WebP or GIF by its first bytes.
    #[error("Upload a PNG, JPEG, WebP or GIF image")]
    UnsupportedType,
    /// Larger than [`MAX_DECODE_SIDE`], [`MAX_DECODE_PIXELS`] or [`MAX_DECODE_BYTES`].
    #[error("Upload an image of at most 40 megapixels and 8,192 pixels on a side")]
    TooLarge,
    /// Broken.
    #[error("The image could not be read")]
    Unreadable,
}

impl From<image::ImageError> for ImageError {
    /// A decoder that hits [`limits`] says the picture is too large; any other failure means
    /// the file is broken.
    fn from(err: image::ImageError) -> Self {
        match err {
            image::ImageError::Limits(_) => ImageError::TooLarge,
            _ => ImageError::Unreadable,
        }
    }
}

/// What the header says, read without decoding a pixel.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Header {
    /// The format named by the magic bytes.
    pub format: ImageFormat,
    /// Width in pixels.
    pub width: u32,
    /// Height in pixels.
    pub height: u32,
    /// Bytes of the decoded picture.
    pub decoded_bytes: u64,
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

/// The decoder's own limits, the same numbers as the header check: a second line for what a
/// header does not say (a GIF frame larger than its canvas, say), and `max_alloc` also bounds
/// what a PNG decoder inflates besides the pixels.
fn limits(max_alloc: u64) -> Limits {
    let mut limits = Limits::default();
    limits.max_image_width = Some(MAX_DECODE_SIDE);
    limits.max_image_height = Some(MAX_DECODE_SIDE);
    limits.max_alloc = Some(max_alloc);
    limits
}

/// Reads the header and refuses a picture larger than an upload needs, before any pixel is
/// decoded: this costs the file's size in memory, whatever the picture's.
pub fn header(bytes: &[u8]) -> Result<Header, ImageError> {
    let format = sniff(bytes).ok_or(ImageError::UnsupportedType)?;
    let mut reader = ImageReader::with_format(Cursor::new(bytes), format);
    reader.limits(limits(MAX_HEADER_BYTES));
    let decoder = reader.into_decoder()?;
    let (width, height) = decoder.dimensions();
    let header = Header { format, width, height, decoded_bytes: decoder.total_bytes() };
    let pixels = u64::from(width) * u64::from(height);
    if width > MAX_DECODE_SIDE
        || height > MAX_DECODE_SIDE
        || pixels > MAX_DECODE_PIXELS
        || header.decoded_bytes > MAX_DECODE_BYTES
    {
        return Err(ImageError::TooLarge);
    }
    Ok(header)
}

/// Decodes a picture whose [`header`] passed, within the same limits, turned upright as its
/// EXIF orientation says (a phone's photo is stored as the sensor saw it, with a tag saying how
/// to turn it: shown or ranked without it, it would lie on its side).
fn decode(bytes: &[u8], header: &Header) -> Result<DynamicImage, ImageError> {
    let mut reader = ImageReader::with_format(Cursor::new(bytes), header.format);
    reader.limits(limits(MAX_DECODE_BYTES));
    let mut decoder = reader.into_decoder()?;
    let orientation = decoder.orientation().unwrap_or(image::metadata::Orientation::NoTransforms);
    let mut picture = DynamicImage::from_decoder(decoder)?;
    picture.apply_orientation(orientation);
    Ok(picture)
}

/// Scales down to [`MAX_SIDE`]. From twice the size or more, an average over the pixels each
/// output pixel covers: as sharp, and it needs no working copy (Lanczos keeps the picture's
/// width times the output height in 16-byte floats, 160 MB for a 40-megapixel picture); closer
/// to the size, where averaging would alias, Lanczos on what is at most a 4,096-pixel picture.
fn scale_down(picture: DynamicImage) -> DynamicImage {
    let long_side = picture.width().max(picture.height());
    if long_side <= MAX_SIDE {
        picture
    } else if long_side >= 2 * MAX_SIDE {
        picture.thumbnail(MAX_SIDE, MAX_SIDE)
    } else {
        picture.resize(MAX_SIDE, MAX_SIDE, image::imageops::FilterType::Lanczos3)
    }
}

/// Decodes a picture whose [`header`] passed, scales it down and re-encodes it: photos (JPEG)
/// stay JPEG, the rest become PNG.
pub fn reencode_checked(bytes: &[u8], header: &Header) -> Result<Encoded, ImageError> {
    let picture = scale_down(decode(bytes, header)?);
    let mut out = Cursor::new(Vec::new());
    let extension = if header.format == ImageFormat::Jpeg {
        picture.to_rgb8().write_to(&mut out, ImageFormat::Jpeg).map_err(|_| ImageError::Unreadable)?;
        "jpg"
    } else {
        picture.write_to(&mut out, ImageFormat::Png).map_err(|_| ImageError::Unreadable)?;
        "png"
    };
    Ok(Encoded { bytes: out.into_inner(), extension })
}

/// The picture of already checked `bytes`, scaled down like an upload, in RGB (what visual
/// recognition reads).
pub fn decode_checked(bytes: &[u8], header: &Header) -> Result<image::RgbImage, ImageError> {
    Ok(scale_down(decode(bytes, header)?).to_rgb8())
}

/// [`header`], then [`reencode_checked`], on the calling thread and without the bound on
/// decodes at once (the tests' shortcut; the server goes through
/// [`super::decoding::ImageDecoding`]).
#[cfg(test)]
pub fn reencode(bytes: &[u8]) -> Result<Encoded, ImageError> {
    reencode_checked(bytes, &header(bytes)?)
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

    /// A PNG that is all header: its one IDAT chunk holds no pixels, so only a header check
    /// can answer for it without failing.
    fn png_header(width: u32, height: u32, bit_depth: u8, color_type: u8) -> Vec<u8> {
        let mut out = b"\x89PNG\r\n\x1a\n".to_vec();
        let mut ihdr = Vec::new();
        ihdr.extend_from_slice(&width.to_be_bytes());
        ihdr.extend_from_slice(&height.to_be_bytes());
        ihdr.extend_from_slice(&[bit_depth, color_type, 0, 0, 0]);
        for (kind, data) in [(&b"IHDR"[..], &ihdr[..]), (b"IDAT", b"\x78\x01"), (b"IEND", b"")] {
            out.extend_from_slice(&(data.len() as u32).to_be_bytes());
            let start = out.len();
            out.extend_from_slice(kind);
            out.extend_from_slice(data);
            let crc = crc32fast::hash(&out[start..]);
            out.extend_from_slice(&crc.to_be_bytes());
        }
        out
    }

    /// A GIF whose logical screen is `width` × `height`, with one frame of a single pixel.
    fn gif_header(width: u16, height: u16) -> Vec<u8> {
        let mut out = b"GIF89a".to_vec();
        out.extend_from_slice(&width.to_le_bytes());
        out.extend_from_slice(&height.to_le_bytes());
        // Two-colour palette; then a 1 × 1 frame at the origin and its LZW data.
        out.extend_from_slice(b"\x80\x00\x00\xff\xff\xff\x00\x00\x00");
        out.extend_from_slice(b",\x00\x00\x00\x00\x01\x00\x01\x00\x00\x02\x02D\x01\x00;");
        out
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
    fn the_header_gives_the_size_without_decoding() {
        let rgb = |w, h| header(&png_header(w, h, 8, 2));
        assert_eq!(
            rgb(8_192, 4_882),
            Ok(Header { format: ImageFormat::Png, width: 8_192, height: 4_882, decoded_bytes: 8_192 * 4_882 * 3 })
        );
        assert_eq!(header(&gif_header(640, 480)).map(|h| (h.width, h.height)), Ok((640, 480)));
    }

    #[test]
    fn the_header_refuses_what_an_upload_does_not_need() {
        let rgb = |w, h| header(&png_header(w, h, 8, 2));
        // The probe's bomb: 413 KB on the wire, 425 MB decoded.
        assert_eq!(rgb(11_900, 11_900), Err(ImageError::TooLarge));
        // One pixel over a side, one row over the pixels.
        assert_eq!(rgb(8_193, 10), Err(ImageError::TooLarge));
        assert_eq!(rgb(10, 8_193), Err(ImageError::TooLarge));
        assert_eq!(rgb(8_192, 4_883), Err(ImageError::TooLarge));
        // 16 bits per channel with alpha: 8 bytes a pixel, so half the pixels.
        let rgba16 = |w, h| header(&png_header(w, h, 16, 6));
        assert_eq!(rgba16(5_000, 4_000).map(|h| h.decoded_bytes), Ok(160_000_000));
        assert_eq!(rgba16(5_000, 4_001), Err(ImageError::TooLarge));
        // Other formats give their size the same way.
        assert_eq!(header(&gif_header(20_000, 20_000)), Err(ImageError::TooLarge));
        // The whole pipeline refuses from the header too.
        assert_eq!(reencode(&png_header(11_900, 11_900, 8, 2)).err(), Some(ImageError::TooLarge));
    }

    #[test]
    fn images_are_rewritten_and_scaled_down() {
        let encoded = reencode(&png(3000, 1500)).expect("re-encodes");
        assert_eq!(encoded.extension, "png");
        let back = image::load_from_memory(&encoded.bytes).expect("decodes");
        assert_eq!((back.width(), back.height()), (2048, 1024));
        let large = reencode(&png(5000, 2000)).expect("re-encodes");
        let back = image::load_from_memory(&large.bytes).expect("decodes");
        assert_eq!((back.width(), back.height()), (2048, 819));
        assert_eq!(back.to_rgba8().get_pixel(1000, 400).0, [200, 30, 30, 255], "averaging keeps colours");
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
        // A header that passes, with no pixels behind it.
        assert_eq!(reencode(&png_header(64, 64, 8, 2)).err(), Some(ImageError::Unreadable));
    }
}
