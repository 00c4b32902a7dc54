//! [`ImageDecoding`]: the one way the server decodes an image, registered at startup. The
//! header is checked first ([`image_file::header`]), then the picture waits for one of
//! [`PARALLEL_DECODES`] slots and is decoded, scaled and re-encoded on the blocking pool. A
//! decode may take up to a few hundred megabytes, so the slots, not the number of requests,
//! bound the memory decodes take (docs/security.md#images-the-server-decodes).

use std::sync::Arc;

use tokio::sync::Semaphore;

use super::image_file::{self, Encoded, ImageError};

/// Decodes running at once. Two keep both cores of a small server busy on a burst of uploads;
/// more would only add memory, since a decode is CPU-bound.
pub const PARALLEL_DECODES: usize = 2;

/// The decode slots (a handle in [`crate::state::Handles`]).
pub struct ImageDecoding {
    slots: Arc<Semaphore>,
}

impl Default for ImageDecoding {
    fn default() -> Self {
        ImageDecoding::new(PARALLEL_DECODES)
    }
}

impl ImageDecoding {
    /// `parallel` decodes at once.
    pub fn new(parallel: usize) -> Self {
        ImageDecoding { slots: Arc::new(Semaphore::new(parallel.max(1))) }
    }

    /// Checks the header, then decodes, scales down and re-encodes within a slot. A picture
    /// larger than an upload needs is refused without waiting for a slot or decoding a pixel.
    pub async fn reencode(&self, bytes: Vec<u8>) -> Result<Encoded, ImageError> {
        self.within_slot(bytes, |bytes, header| image_file::reencode_checked(bytes, header)).await
    }

    /// Checks the header, then decodes `bytes` and hands the picture to `work`, both within a
    /// slot: what is done with a decoded picture (describing it for the visual index, ranking a
    /// post) is CPU-bound work of the same size, bounded the same way.
    pub async fn examine<T: Send + 'static>(
        &self,
        bytes: Vec<u8>,
        work: impl FnOnce(image::RgbImage) -> T + Send + 'static,
    ) -> Result<T, ImageError> {
        self.within_slot(bytes, move |bytes, header| image_file::decode_checked(bytes, header).map(work)).await
    }

    /// Reads the header off the async workers, then runs `decode` on the blocking pool once a
    /// slot is free.
    async fn within_slot<T: Send + 'static>(
        &self,
        bytes: Vec<u8>,
        decode: impl FnOnce(&[u8], &image_file::Header) -> Result<T, ImageError> + Send + 'static,
    ) -> Result<T, ImageError> {
        // Reading a header is cheap but still parsing: off the async workers too.
        let (bytes, header) = blocking(move || {
            let header = image_file::header(&bytes);
            (bytes, header)
        })
        .await?;
        let header = header?;
        let slot = self.slots.clone().acquire_owned().await.expect("the decode slots are never closed");
        // The slot moves into the task: it is held until the decode ends, even when the
        // client goes away meanwhile and this future is dropped.
        blocking(move || {
            let _slot = slot;
            decode(&bytes, &header)
        })
        .await?
    }
}

/// Runs `work` on the blocking pool. A decoder that panics on a hostile file is a file that
/// could not be read, and is logged.
async fn blocking<T: Send + 'static>(work: impl FnOnce() -> T + Send + 'static) -> Result<T, ImageError> {
    tokio::task::spawn_blocking(work).await.map_err(|e| {
        tracing::error!(error = %e, "image decode task failed");
        ImageError::Unreadable
    })
}

#[cfg(test)]
mod tests {
    use std::io::Cursor;

    use super::*;

    fn png(width: u32, height: u32) -> Vec<u8> {
        let picture = image::RgbImage::from_pixel(width, height, image::Rgb([10, 120, 200]));
        let mut out = Cursor::new(Vec::new());
        picture.write_to(&mut out, image::ImageFormat::Png).expect("encodes");
        out.into_inner()
    }

    #[tokio::test]
    async fn decodes_wait_for_a_slot_and_give_it_back() {
        let decoding = Arc::new(ImageDecoding::new(1));
        let held = decoding.slots.clone().acquire_owned().await.expect("slot");
        let waiting = tokio::spawn({
            let decoding = decoding.clone();
            async move { decoding.reencode(png(40, 20)).await }
        });
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
        assert!(!waiting.is_finished(), "no slot free, so no decode");
        drop(held);
        let encoded = waiting.await.expect("task").expect("re-encodes");
        assert_eq!(encoded.extension, "png");
        assert_eq!(decoding.slots.available_permits(), 1, "the slot is given back");
    }

    #[tokio::test]
    async fn a_picture_too_large_is_refused_without_a_slot() {
        let decoding = ImageDecoding::new(1);
        let _held = decoding.slots.clone().acquire_owned().await.expect("slot");
        // All slots busy, and still answered at once: the header decides.
        let refused = tokio::time::timeout(std::time::Duration::from_secs(5), decoding.reencode(png(9_000, 1)));
        assert_eq!(refused.await.expect("not waiting for a slot").err(), Some(ImageError::TooLarge));
    }
}
