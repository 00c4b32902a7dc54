//! What the magic store takes (docs/magic-store.md#what-it-takes): pictures up to 10 MB and
//! videos up to 150 MB, of the types below, checked by what the file holds, not by its name.

/// Largest picture, in bytes.
pub const MAX_IMAGE_BYTES: u64 = 10 * 1024 * 1024;
/// Largest file of any kind, in bytes.
pub const MAX_FILE_BYTES: u64 = 150 * 1024 * 1024;

/// The answer to a file over [`MAX_FILE_BYTES`] (the dashboard's own words).
pub const FILE_TOO_LARGE: &str = "File is too large! Please select a file under 150MB.";
/// The answer to a picture over [`MAX_IMAGE_BYTES`].
pub const IMAGE_TOO_LARGE: &str = "Image file is too large! Please select an image under 10MB.";
/// The answer to a file that is neither a picture nor a video we take.
pub const NOT_MEDIA: &str = "This file is not a picture or a video";

/// The two kinds of media.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// JPEG, PNG, WebP or GIF.
    Image,
    /// MP4, QuickTime, WebM or Ogg.
    Video,
}

impl Kind {
    /// The kind of `content_type`, `None` for a type we do not take.
    pub fn of(content_type: &str) -> Option<Kind> {
        match content_type.to_ascii_lowercase().as_str() {
            "image/jpeg" | "image/png" | "image/webp" | "image/gif" => Some(Kind::Image),
            "video/mp4" | "video/quicktime" | "video/webm" | "video/ogg" => Some(Kind::Video),
            _ => None,
        }
    }

    /// The largest file of this kind.
    pub fn max_bytes(self) -> u64 {
        match self {
            Kind::Image => MAX_IMAGE_BYTES,
            Kind::Video => MAX_FILE_BYTES,
        }
    }

    /// What a file of this kind over [`Kind::max_bytes`] is told.
    pub fn too_large(self) -> &'static str {
        match self {
            Kind::Image => IMAGE_TOO_LARGE,
            Kind::Video => FILE_TOO_LARGE,
        }
    }
}

/// The refusal of a type we do not take (the dashboard's words).
pub fn not_supported(content_type: &str) -> String {
    format!("Media type {content_type} is not supported.")
}

/// The file extension an upload of `content_type` is stored with.
pub fn extension(content_type: &str) -> &'static str {
    match content_type.to_ascii_lowercase().as_str() {
        "image/jpeg" => "jpg",
        "image/png" => "png",
        "image/webp" => "webp",
        "image/gif" => "gif",
        "video/mp4" => "mp4",
        "video/quicktime" => "mov",
        "video/webm" => "webm",
        _ => "ogv",
    }
}

/// Bytes of a file's start that [`is_video`] reads.
pub const VIDEO_SNIFF_BYTES: u64 = 16;

/// Whether `start` (a file's first bytes) opens a video container we take: an ISO media file
/// (MP4, QuickTime: a box size, then `ftyp`, or an old QuickTime's `moov`, `mdat`, `wide` or
/// `free`), Matroska/WebM (the EBML magic) or Ogg (`OggS`). ffmpeg reads the rest, bounded.
pub fn is_video(start: &[u8]) -> bool {
    let iso = start.len() >= 8 && matches!(&start[4..8], b"ftyp" | b"moov" | b"mdat" | b"wide" | b"free");
    iso || start.starts_with(&[0x1A, 0x45, 0xDF, 0xA3]) || start.starts_with(b"OggS")
}

/// The part of a merchant's file name kept in the stored name: letters, digits, `-` and `_`
/// of its stem, at most 40, or `media`.
pub fn name_stem(filename: &str) -> String {
    let stem = filename.rsplit_once('.').map_or(filename, |(stem, _)| stem);
    let kept: String = stem.chars().filter(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_')).take(40).collect();
    if kept.is_empty() {
        "media".into()
    } else {
        kept
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn types_are_taken_by_kind() {
        assert_eq!(Kind::of("image/JPEG"), Some(Kind::Image));
        assert_eq!(Kind::of("video/quicktime"), Some(Kind::Video));
        assert_eq!(Kind::of("application/pdf"), None);
        assert_eq!(Kind::of("video/x-msvideo"), None);
        assert_eq!(Kind::Image.max_bytes(), 10 * 1024 * 1024);
        assert_eq!(not_supported("application/pdf"), "Media type application/pdf is not supported.");
    }

    #[test]
    fn videos_are_told_by_their_first_bytes() {
        assert!(is_video(b"\0\0\0\x20ftypisom\0\0\0\0"));
        assert!(is_video(b"\0\0\0\x08wide\0\0"));
        assert!(is_video(&[0x1A, 0x45, 0xDF, 0xA3, 1, 0, 0, 0]));
        assert!(is_video(b"OggS\0\x02"));
        assert!(!is_video(b"%PDF-1.7\n%\xe2\xe3"));
        assert!(!is_video(b"\xff\xd8\xff\xe0"));
        assert!(!is_video(b""));
    }

    #[test]
    fn stored_names_keep_only_safe_characters() {
        assert_eq!(name_stem("1733220000000_my_photo.jpg"), "1733220000000_my_photo");
        assert_eq!(name_stem("../a/my photo (1).png"), "amyphoto1");
        assert_eq!(name_stem(".jpg"), "media");
        assert_eq!(name_stem("שמלה.mp4"), "media");
    }
}
