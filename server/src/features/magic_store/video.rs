//! Videos through ffmpeg (docs/magic-store.md#compression): the first [`MAX_SECONDS`] become an
//! H.264 copy at most 1280 pixels on a side without sound (what the look and the search need),
//! and up to [`FRAMES`] frames spread over it are kept as JPEG pictures for the search.
//!
//! ffmpeg reads what a merchant uploaded, so it is bounded in every way: one video at a time per
//! instance ([`Videos`]), under `prlimit` (2 GB of address space, 6 minutes of CPU), killed after
//! [`TIME_LIMIT`] or as soon as the job is dropped (a cancel), reading nothing but its input.

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;

use tokio::process::Command;
use tokio::sync::Semaphore;

/// Longest stretch of a video kept.
pub const MAX_SECONDS: u32 = 120;
/// Most frames kept for the search.
pub const FRAMES: usize = 8;
/// Longest one ffmpeg run may take.
pub const TIME_LIMIT: Duration = Duration::from_secs(180);

/// The video slot: one transcode at a time, since one already keeps both cores of a small
/// server busy (a handle in [`crate::state::Handles`]).
#[derive(Clone)]
pub struct Videos(Arc<Semaphore>);

impl Default for Videos {
    fn default() -> Self {
        Videos(Arc::new(Semaphore::new(1)))
    }
}

/// Why a video could not be made smaller.
#[derive(Debug, thiserror::Error)]
pub enum VideoError {
    /// ffmpeg is not installed (`scripts/setup` installs it).
    #[error("ffmpeg could not be started: {0}")]
    Missing(std::io::Error),
    /// ffmpeg ran past [`TIME_LIMIT`].
    #[error("ffmpeg took longer than {0:?}")]
    TooSlow(Duration),
    /// ffmpeg refused the file (not a video it can read, or a broken one).
    #[error("ffmpeg could not read the video: {0}")]
    Unreadable(String),
}

/// What [`Videos::compress`] made, in `dir`.
#[derive(Debug)]
pub struct Compressed {
    /// The smaller copy.
    pub clip: PathBuf,
    /// The frames, in order.
    pub frames: Vec<PathBuf>,
}

impl Videos {
    /// Makes the smaller copy of `input` and its frames in `dir`, once the slot is free.
    pub async fn compress(&self, input: &Path, dir: &Path) -> Result<Compressed, VideoError> {
        let _slot = self.0.acquire().await.map_err(|e| VideoError::Unreadable(e.to_string()))?;
        let clip = dir.join("clip.mp4");
        let scale = "scale='min(1280,iw)':'min(1280,ih)':force_original_aspect_ratio=decrease,\
                     scale=trunc(iw/2)*2:trunc(ih/2)*2";
        run(&[
            "-t",
            &MAX_SECONDS.to_string(),
            "-i",
            &input.to_string_lossy(),
            "-an",
            "-vf",
            scale,
            "-c:v",
            "libx264",
            "-preset",
            "veryfast",
            "-crf",
            "28",
            "-pix_fmt",
            "yuv420p",
            "-movflags",
            "+faststart",
            &clip.to_string_lossy(),
        ])
        .await?;
        let seconds = duration(&clip).await?.max(0.5);
        let pattern = dir.join("frame-%02d.jpg");
        // `fps` picks FRAMES frames spread evenly over the clip.
        run(&[
            "-i",
            &clip.to_string_lossy(),
            "-vf",
            &format!("fps={FRAMES}/{seconds:.3}"),
            "-frames:v",
            &FRAMES.to_string(),
            "-q:v",
            "3",
            &pattern.to_string_lossy(),
        ])
        .await?;
        let mut frames: Vec<PathBuf> =
            (1..=FRAMES).map(|n| dir.join(format!("frame-{n:02}.jpg"))).filter(|p| p.exists()).collect();
        if frames.is_empty() {
            return Err(VideoError::Unreadable("no frame could be read".into()));
        }
        frames.sort();
        Ok(Compressed { clip, frames })
    }
}

/// One bounded ffmpeg run with `args` after the common ones.
async fn run(args: &[&str]) -> Result<(), VideoError> {
    let mut command = Command::new("prlimit");
    command
        .args(["--as=2147483648", "--cpu=360", "--", "ffmpeg", "-nostdin", "-hide_banner", "-loglevel", "error"])
        .args(["-threads", "2", "-y"])
        .args(args)
        .stdin(std::process::Stdio::null())
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::piped())
        .kill_on_drop(true);
    let child = command.spawn().map_err(VideoError::Missing)?;
    let output = tokio::time::timeout(TIME_LIMIT, child.wait_with_output())
        .await
        .map_err(|_| VideoError::TooSlow(TIME_LIMIT))?
        .map_err(VideoError::Missing)?;
    if output.status.success() {
        Ok(())
    } else {
        let said = String::from_utf8_lossy(&output.stderr);
        Err(VideoError::Unreadable(said.lines().last().unwrap_or("no message").chars().take(300).collect()))
    }
}

/// The length of `clip` in seconds, read by ffprobe.
async fn duration(clip: &Path) -> Result<f64, VideoError> {
    let output = Command::new("ffprobe")
        .args(["-v", "error", "-show_entries", "format=duration", "-of", "csv=p=0"])
        .arg(clip)
        .stdin(std::process::Stdio::null())
        .kill_on_drop(true)
        .output();
    let output = tokio::time::timeout(Duration::from_secs(30), output)
        .await
        .map_err(|_| VideoError::TooSlow(Duration::from_secs(30)))?
        .map_err(VideoError::Missing)?;
    String::from_utf8_lossy(&output.stdout)
        .trim()
        .parse::<f64>()
        .map_err(|_| VideoError::Unreadable("no duration".into()))
}
