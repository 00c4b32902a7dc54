/**
 * The analytics ids' formats (docs/settings.md): a Meta pixel id is 15 or 16 digits, a Google
 * Analytics (GA4) measurement id is `G-` and 4 to 12 letters or digits. The same rules as the
 * server's (settings/model.rs), so the page says what the server would before Save; the server
 * checks again. Empty means "not set" and is always fine.
 */

const PIXEL_ID = /^\d{15,16}$/;
const MEASUREMENT_ID = /^G-[A-Z0-9]{4,12}$/;

/** What the pixel id field keeps of typed or pasted text: no spaces (ids are copied with them). */
export function pixelIdInput(raw: string): string {
  return raw.replace(/\s+/g, '');
}

/**
 * What the measurement id field keeps: no spaces, upper case, as the server stores it
 * ("g-ab12" is saved as "G-AB12"), so what the merchant sees is what is saved.
 */
export function measurementIdInput(raw: string): string {
  return raw.replace(/\s+/g, '').toUpperCase();
}

/** Empty, or 15 or 16 digits. */
export function pixelIdOk(value: string): boolean {
  const id = value.trim();
  return id === '' || PIXEL_ID.test(id);
}

/** Empty, or `G-` and 4 to 12 letters or digits (either case: the field upper-cases). */
export function measurementIdOk(value: string): boolean {
  const id = value.trim().toUpperCase();
  return id === '' || MEASUREMENT_ID.test(id);
}
