/**
 * The arithmetic of the crop dialog (docs/links.md#images), pure so it is
 * tested without a canvas: which part of the picture a ratio, a zoom and a pan select, and
 * how large the exported picture is after the downscale.
 */

/** Zoom range and slider step (docs/links.md#images). */
export const ZOOM_MIN = 1;
export const ZOOM_MAX = 3;
export const ZOOM_STEP = 0.02;

/**
 * The product brief leaves the downscale size out; 1600px on the long side keeps a retina phone's
 * full-width picture sharp while a PNG stays a few megabytes at most.
 */
export const MAX_OUTPUT_SIDE = 1600;

/** PNG at quality 0.95 (docs/links.md#images). */
export const OUTPUT_TYPE = 'image/png';
export const OUTPUT_QUALITY = 0.95;

/** The picker's ratios; `free` keeps the picture's own shape. */
export const ASPECT_RATIOS = ['1:1', '4:5', '16:9', 'free'] as const;
export type AspectRatio = (typeof ASPECT_RATIOS)[number] | '4:1';

export interface Size {
  width: number;
  height: number;
}

export interface Rect extends Size {
  x: number;
  y: number;
}

export interface Point {
  x: number;
  y: number;
}

/** Width over height of a ratio; `free` takes the picture's own. */
export function ratioValue(ratio: AspectRatio, image: Size): number {
  if (ratio === 'free') return image.width / image.height;
  const [w, h] = ratio.split(':').map(Number) as [number, number];
  return w / h;
}

export function clampZoom(zoom: number): number {
  return Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, zoom));
}

/** The crop's size in picture pixels: the largest rect of that ratio that fits, shrunk by zoom. */
export function cropSize(image: Size, ratio: number, zoom: number): Size {
  const fitsByHeight = image.width / image.height > ratio;
  const width = fitsByHeight ? image.height * ratio : image.width;
  const height = fitsByHeight ? image.height : image.width / ratio;
  const z = clampZoom(zoom);
  return { width: width / z, height: height / z };
}

/** Keeps the crop's centre where the crop stays inside the picture. */
export function clampCenter(center: Point, image: Size, crop: Size): Point {
  const clamp = (value: number, half: number, max: number) => Math.min(max - half, Math.max(half, value));
  return { x: clamp(center.x, crop.width / 2, image.width), y: clamp(center.y, crop.height / 2, image.height) };
}

/** The crop rect in picture pixels for a centre (clamped into the picture). */
export function cropRect(image: Size, ratio: number, zoom: number, center: Point): Rect {
  const size = cropSize(image, ratio, zoom);
  const c = clampCenter(center, image, size);
  return { x: c.x - size.width / 2, y: c.y - size.height / 2, width: size.width, height: size.height };
}

/** The exported size: the crop, scaled down (never up) so its long side is at most the max. */
export function outputSize(crop: Size, maxSide = MAX_OUTPUT_SIDE): Size {
  const scale = Math.min(1, maxSide / Math.max(crop.width, crop.height));
  return { width: Math.max(1, Math.round(crop.width * scale)), height: Math.max(1, Math.round(crop.height * scale)) };
}
