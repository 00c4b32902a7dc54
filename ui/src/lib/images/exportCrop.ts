/**
 * Browser-only image work of the crop dialog: decode a picked file and draw the chosen rect
 * onto a canvas at the output size, exported as PNG (docs/links.md#images). No library: the canvas
 * API does exactly this, and an image codec dependency would add weight for nothing.
 */
import { OUTPUT_QUALITY, OUTPUT_TYPE, outputSize, type Rect } from './cropGeometry';

/** Decodes a file into an image element; rejects when the browser cannot read it. */
export function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('Image could not be decoded'));
    image.src = url;
  });
}

/** Draws `rect` of the image at the downscaled output size and exports it. */
export function exportCrop(image: HTMLImageElement, rect: Rect): Promise<Blob> {
  const size = outputSize(rect);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('Canvas 2D is not available'));
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, rect.x, rect.y, rect.width, rect.height, 0, 0, size.width, size.height);
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('Export failed'))), OUTPUT_TYPE, OUTPUT_QUALITY);
  });
}
