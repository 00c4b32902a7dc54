/**
 * What the merchant is told when a run fails (docs/magic-store.md#the-page), in the alert the
 * size checks use. A refusal the server explains (403 plan or AI tagging, 409 the catalog still
 * being indexed, 413 too large, 415 and 422 not a type or a file it takes, 429 the upload
 * allowance) is shown in its words, in the page's language where the UI knows them, since
 * silence would leave the merchant guessing; a picture the browser could not convert gets "Media
 * type X is not supported."; anything else (a server error, the network, a bucket's own answer,
 * a compression that failed or took too long) is only logged, and the page is back to the picker.
 */
import type { Translate } from '../../i18n/translate';
import { ApiError } from '../../lib/api';
import { localizeServerMessage } from '../../lib/serverMessages';
import type { MediaKind, Refusal } from './fileRules';
import { UnsupportedMedia } from './flow';

const EXPLAINED = new Set([403, 409, 413, 415, 422, 429]);

/** The alert of a refusal before upload (fileRules.ts `refusalOf`). */
export function refusalText(t: Translate, refusal: Refusal): string {
  const type = refusal.vars?.type;
  return t(refusal.key, refusal.vars && { type: type || t('magicStore.alert.unknownType') });
}

/** The alert of a failed run, or null when the failure is only logged. */
export function failureText(t: Translate, error: unknown, kind: MediaKind): string | null {
  if (error instanceof UnsupportedMedia) return t('magicStore.alert.notSupported', { type: error.type });
  // `http`: an answer without our envelope (a bucket's XML), which explains nothing to a merchant.
  if (!(error instanceof ApiError) || !EXPLAINED.has(error.status) || error.code === 'http') return null;
  // The upload address's own size cap says only "payload too large": the dashboard's words instead.
  if (error.code === 'payload_too_large') return t(kind === 'image' ? 'magicStore.alert.imageTooLarge' : 'magicStore.alert.fileTooLarge');
  const message = Object.values(error.fields).find((field): field is string => Boolean(field)) ?? error.message;
  return message.trim() === '' ? null : localizeServerMessage(t, message);
}
