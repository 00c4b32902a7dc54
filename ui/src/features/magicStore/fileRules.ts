/**
 * What the magic store takes (docs/magic-store.md#the-page), checked in the browser before
 * anything is sent, so the merchant hears at once, in the dashboard's words, what the server would
 * refuse after a long upload: pictures up to 10 MB, and videos of four types, any file up to
 * 150 MB. The server checks the same limits and the file's content again, and stays the authority.
 * Pure, so the rules are tested without a browser.
 */
import type { MessageKey } from '../../i18n/catalogue';

const MB = 1024 * 1024;
/** Largest file of any kind (the server's `MAX_FILE_BYTES`). */
export const MAX_FILE_BYTES = 150 * MB;
/** Largest picture (the server's `MAX_IMAGE_BYTES`). */
export const MAX_IMAGE_BYTES = 10 * MB;
/** The videos the compression reads. Any picture the browser can draw is taken: it goes up as JPEG. */
export const VIDEO_TYPES: readonly string[] = ['video/mp4', 'video/quicktime', 'video/webm', 'video/ogg'];
/** The type every picture is uploaded as. */
export const JPEG = 'image/jpeg';
/** What the file pickers offer. */
export const ACCEPTED_FILES = ['image/*', ...VIDEO_TYPES].join(',');

export type MediaKind = 'image' | 'video';

/** A picture, a video the magic store takes, or null for anything else. */
export function mediaKind(type: string): MediaKind | null {
  const lower = type.toLowerCase();
  if (lower.startsWith('image/')) return 'image';
  return VIDEO_TYPES.includes(lower) ? 'video' : null;
}

/** Why a file is refused before it is sent: the alert's catalogue key and its values. */
export interface Refusal {
  key: Extract<MessageKey, `magicStore.alert.${string}`>;
  vars?: { type: string };
}

/** The refusal of a type the magic store does not take (or a picture the browser cannot draw). */
export const notSupported = (type: string): Refusal => ({ key: 'magicStore.alert.notSupported', vars: { type } });

/**
 * Why `file` cannot be used, or null. Size first: a file over 150 MB is too large whatever it
 * is; then its type; then a picture's own limit (of the file as picked, before any conversion).
 */
export function refusalOf(file: { size: number; type: string }): Refusal | null {
  if (file.size > MAX_FILE_BYTES) return { key: 'magicStore.alert.fileTooLarge' };
  const kind = mediaKind(file.type);
  if (kind === null) return notSupported(file.type);
  if (kind === 'image' && file.size > MAX_IMAGE_BYTES) return { key: 'magicStore.alert.imageTooLarge' };
  return null;
}

/** A picture that is not JPEG is converted in the browser before upload. */
export function needsJpeg(type: string): boolean {
  return mediaKind(type) === 'image' && type.toLowerCase() !== JPEG;
}

/**
 * The name a file is uploaded under: the time it was picked, then its own name with spaces made
 * underscores and every character but letters, digits, `.`, `_` and `-` removed
 * (`1733220000000_my_photo.jpg`); a converted picture ends in `.jpg`. A name with nothing left
 * of it (all Hebrew, say) becomes `media`.
 */
export function uploadName(name: string, now: number, asJpeg: boolean): string {
  const cleaned = name.replace(/\s/g, '_').replace(/[^A-Za-z0-9._-]/g, '');
  const dot = cleaned.lastIndexOf('.');
  const stem = dot >= 0 ? cleaned.slice(0, dot) : cleaned;
  const extension = asJpeg ? '.jpg' : dot >= 0 ? cleaned.slice(dot) : '';
  return `${now}_${stem === '' ? 'media' : stem}${extension}`;
}
