/**
 * Browser-only: a picture that is not JPEG becomes one before upload (docs/magic-store.md#the-page),
 * drawn on a canvas and exported at quality 0.92, so every photo goes up in the one format the
 * compression keeps as it is, at a size a phone's PNG screenshot or WebP would rarely beat.
 */
import { loadImage } from '../../lib/images/exportCrop';
import { JPEG } from './fileRules';

/** JPEG quality of a converted picture. */
export const JPEG_QUALITY = 0.92;

/**
 * The picture decoded. `createImageBitmap` reads the file itself, with no `blob:` address for the
 * page's image policy to judge; an older browser without it gets an image element instead.
 */
async function decode(file: Blob): Promise<{ source: CanvasImageSource; width: number; height: number; done: () => void }> {
  if (typeof createImageBitmap === 'function') {
    const bitmap = await createImageBitmap(file);
    return { source: bitmap, width: bitmap.width, height: bitmap.height, done: () => bitmap.close() };
  }
  const address = URL.createObjectURL(file);
  try {
    const image = await loadImage(address);
    return { source: image, width: image.naturalWidth, height: image.naturalHeight, done: () => URL.revokeObjectURL(address) };
  } catch (error) {
    URL.revokeObjectURL(address);
    throw error;
  }
}

/**
 * The picture as JPEG; rejects when the browser cannot draw it (a type it does not decode, such
 * as HEIC outside Safari, or a picture larger than a canvas may be).
 */
export async function toJpeg(file: Blob): Promise<Blob> {
  const picture = await decode(file);
  try {
    const canvas = document.createElement('canvas');
    canvas.width = picture.width;
    canvas.height = picture.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('Canvas 2D is not available');
    // JPEG has no transparency: see-through parts become white, not black.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(picture.source, 0, 0);
    return await new Promise<Blob>((resolve, reject) => {
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('JPEG export failed'))), JPEG, JPEG_QUALITY);
    });
  } finally {
    picture.done();
  }
}
