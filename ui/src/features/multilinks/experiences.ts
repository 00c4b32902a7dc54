/**
 * Multilink experiences (docs/links.md#multilinks): their letters, traffic shares and the
 * type groups an edit may switch within.
 */
import type { LinkOut } from '../../generated/LinkOut';
import type { DeviceOption, UrlType } from '../../domain/links/types';

/** Experience index → letter: 0 → "A", 1 → "B", … 25 → "Z", then "AA", "AB"… */
export function experienceLetter(index: number): string {
  let n = Math.max(0, Math.floor(index));
  let letters = '';
  do {
    letters = String.fromCharCode(65 + (n % 26)) + letters;
    n = Math.floor(n / 26) - 1;
  } while (n >= 0);
  return letters;
}

/** A share is a whole number 0–100; out of range snaps to 0 or 100 (docs/links.md#multilinks). */
export function clampShare(value: number | string): number {
  const parsed = typeof value === 'string' ? Number.parseFloat(value) : value;
  if (!Number.isFinite(parsed)) return 0;
  return Math.min(100, Math.max(0, Math.round(parsed)));
}

/** Changing one share sets the other so the two add up to 100 (docs/links.md#multilinks). */
export function complementShares(changedIndex: 0 | 1, value: number | string): [number, number] {
  const share = clampShare(value);
  return changedIndex === 0 ? [share, 100 - share] : [100 - share, share];
}

/** A new multilink splits 50/50 (docs/links.md#multilinks). */
export const DEFAULT_SHARES: readonly [number, number] = [50, 50];

/** The type of an experience in the editor: what its link is, as the server's url_type names it (never a multilink). */
export type ExperienceType = Exclude<UrlType, 'MULTILINK'>;
export const EXPERIENCE_TYPES: readonly ExperienceType[] = ['LOOK', 'PRODUCT', 'COLLECTION', 'CUSTOM'];

/** The experience type of a saved link (a look, else what the short points at). */
export function experienceTypeOf(link: Pick<LinkOut, 'link_type' | 'url_type'>): ExperienceType {
  if (link.link_type === 'LOOK') return 'LOOK';
  const urlType = link.url_type;
  if (urlType === 'PRODUCT' || urlType === 'COLLECTION' || urlType === 'CUSTOM') return urlType;
  return 'CUSTOM';
}

/**
 * Create allows every type; edit only switches within the saved type's group (a
 * look stays a look, since it is a different kind of link on the server; product, collection
 * and custom are all shorts and switch among themselves; docs/links.md#multilinks).
 */
export function allowedTypes(mode: 'create' | 'edit', savedType: ExperienceType | null): ExperienceType[] {
  if (mode === 'create' || savedType === null) return [...EXPERIENCE_TYPES];
  return savedType === 'LOOK' ? ['LOOK'] : ['PRODUCT', 'COLLECTION', 'CUSTOM'];
}

export const DEVICE_OPTIONS: readonly DeviceOption[] = ['ALL', 'MOBILE', 'PC'];
