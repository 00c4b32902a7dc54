/**
 * The store logo's rules (docs/appearance.md#the-page): JPEG, PNG or WebP; cropped at 4:1. The
 * product's briefs disagree (5:2 against 600 x 150); we chose 4:1 and suggest 600 x 150 px, which
 * the page says (docs/decisions.md "Theme"). The crop itself is the shared crop dialog's (`ImageCropDialog` in logo
 * mode, `lib/images/cropGeometry.ts`); this file holds what the logo adds to it.
 */
import { cropSize, outputSize, type Size } from '../../lib/images/cropGeometry';

/** Width over height of a logo. */
export const LOGO_RATIO = 4;

/** The size the page suggests. */
export const LOGO_SUGGESTED: Size = { width: 600, height: 150 };

/** The file types a logo may be (the file input's `accept` and the check after picking). */
export const LOGO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** Whether a picked file is one of the logo's types (the picker's filter can be bypassed). */
export function acceptsLogoFile(file: Pick<File, 'type'>): boolean {
  return (LOGO_TYPES as readonly string[]).includes(file.type.toLowerCase());
}

/**
 * The logo a picture gives when cropped at 4:1 and zoom `zoom`: the largest 4:1 frame that fits,
 * shrunk by the zoom, then downscaled as the crop dialog exports it.
 */
export function logoSize(picture: Size, zoom = 1): Size {
  return outputSize(cropSize(picture, LOGO_RATIO, zoom));
}

/** Whether a logo is smaller than the suggested size (it may look soft on large screens). */
export function belowSuggested(logo: Size): boolean {
  return logo.width < LOGO_SUGGESTED.width || logo.height < LOGO_SUGGESTED.height;
}
