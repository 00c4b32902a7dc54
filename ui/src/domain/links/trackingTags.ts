/**
 * Tracking tags (UTM) of links and shorts (docs/links.md#tracking-tags): the
 * five fields, the character check the inputs apply, the query-string preview, and the switch
 * rule (on only when tags exist; turning it off clears all five).
 */
import type { LinkUtmParams } from '../../generated/LinkUtmParams';
import type { UtmTags } from './types';

/** The five tags in the order the preview lists them. */
export const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
export type UtmKey = (typeof UTM_KEYS)[number];

export const EMPTY_UTM: UtmTags = { utm_source: '', utm_medium: '', utm_campaign: '', utm_term: '', utm_content: '' };

/**
 * The product brief hides the rule; the server's (links/validate.rs) allows what survives a query string
 * unescaped plus spaces: ASCII letters, digits, `-`, `_`, `.`, `+`, `~`, so what the merchant
 * types is what analytics tools show. At most 100 characters each.
 */
const ALLOWED = /^[A-Za-z0-9\-_.+~ ]*$/;

/** The server's limit per tag. */
export const TAG_MAX = 100;

/** Whether a typed value passes the character check (the input refuses it otherwise). */
export function isValidTagValue(value: string): boolean {
  return value.length <= TAG_MAX && ALLOWED.test(value);
}

/** Whether any tag has a value. */
export function hasTags(tags: UtmTags | null | undefined): boolean {
  return !!tags && UTM_KEYS.some((key) => tags[key].trim() !== '');
}

/** `?utm_source=…&utm_medium=…` of the filled tags, or a dash when none is filled. */
export function tagsPreview(tags: UtmTags): string {
  const parts = UTM_KEYS.filter((key) => tags[key].trim() !== '').map(
    (key) => `${key}=${encodeURIComponent(tags[key].trim())}`,
  );
  return parts.length === 0 ? '-' : `?${parts.join('&')}`;
}

/** What the body carries: trimmed tags, or null when none is filled. */
export function tagsForBody(tags: UtmTags): LinkUtmParams | null {
  if (!hasTags(tags)) return null;
  const trimmed = { ...EMPTY_UTM };
  for (const key of UTM_KEYS) trimmed[key] = tags[key].trim();
  return trimmed;
}

/** Reads the server's tags (any of them null) into five strings. */
export function tagsFromWire(tags: LinkUtmParams | null | undefined): UtmTags {
  const out = { ...EMPTY_UTM };
  for (const key of UTM_KEYS) out[key] = tags?.[key] ?? '';
  return out;
}
