/**
 * What the promocode field says about the merchant's store (docs/links.md#promocodes): the
 * store's codes to pick from while the field is empty, and the store's word on a typed code.
 * A link's promocode only helps shoppers if the store accepts it, and the server refuses a save
 * whose code the store lacks, so the field says so while the code is typed rather than at Save.
 * Pure, so every line is tested without React; the hook next to the field feeds it.
 */
import type { MessageKey } from '../../i18n/catalogue';
import { ApiError } from '../../lib/api';
import { anyServerMessageKey } from '../../lib/serverMessages';
import type { StoreCode } from '../../generated/StoreCode';
import type { StoreCodes } from '../../generated/StoreCodes';
import { isValidPromocode } from './editorState';

/** Typing stops this long before a code is checked, like the other checks (docs/dashboard.md#timings). */
export const PROMOCODE_CHECK_DELAY_MS = 400;
/** Codes offered while the field is empty: one or two rows of chips, not the whole list. */
export const STORE_CODE_CHIPS_MAX = 8;

/** The server's answer about one typed code, kept with the code it was asked for. */
export type CodeCheck =
  | { code: string; status: 'found'; found: StoreCode }
  | { code: string; status: 'missing' }
  | { code: string; status: 'failed' };

/** The one line under the field. */
export type StoreLine =
  | { kind: 'none' }
  | { kind: 'notConnected' }
  | { kind: 'codes'; codes: StoreCode[] }
  | { kind: 'checking' }
  | { kind: 'found'; found: StoreCode }
  | { kind: 'inactive'; code: string }
  | { kind: 'missing'; code: string; canCreate: boolean }
  | { kind: 'failed' }
  | { kind: 'created'; created: StoreCode };

export interface StoreLineInput {
  /** The field as typed. */
  value: string;
  /** The store's codes; null until they arrive (or when they could not be listed). */
  codes: StoreCodes | null;
  /** The last answer of the check, whatever code it was for. */
  check: CodeCheck | null;
  /** The code created from this field, if any. */
  created: StoreCode | null;
  /** Whether the user may create codes in the store (merchants). */
  canCreate: boolean;
}

const NONE: StoreLine = { kind: 'none' };

/** Store codes are case-insensitive: SUMMER10 and summer10 are one code. */
export function sameCode(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

/** The store's code of that name among the listed ones. */
export function findStoreCode(codes: StoreCodes | null, code: string): StoreCode | null {
  return codes?.codes.find((c) => sameCode(c.code, code)) ?? null;
}

/** The list with a code just created at its front, so the chips offer it once the field is emptied. */
export function withStoreCode(codes: StoreCodes | null, code: StoreCode | null): StoreCodes | null {
  if (!codes || !code) return codes;
  return { ...codes, codes: [code, ...codes.codes.filter((c) => !sameCode(c.code, code.code))] };
}

/**
 * The code the server must be asked about, or null: none when the field is empty or badly
 * formed, when no store is connected, or when something already answers: the listed codes (the
 * list holds at most 50, so a code missing from it still needs a check), the code just created,
 * or an earlier check of the same code under another spelling (the field taking the store's
 * spelling must not ask again). A failed check stays pending, so it is asked again once the
 * code is typed anew.
 */
export function codeToCheck({ value, codes, check, created }: Omit<StoreLineInput, 'canCreate'>): string | null {
  const code = value.trim();
  if (code === '' || !isValidPromocode(code) || codes?.connected === false) return null;
  if ((created && sameCode(created.code, code)) || findStoreCode(codes, code)) return null;
  if (check && check.status !== 'failed' && sameCode(check.code, code)) return null;
  return code;
}

/** The line under the field for what is known now. */
export function storeLine({ value, codes, check, created, canCreate }: StoreLineInput): StoreLine {
  const code = value.trim();
  if (codes?.connected === false) return { kind: 'notConnected' };
  if (code === '') {
    const offered = (codes?.codes ?? []).filter((c) => c.active).slice(0, STORE_CODE_CHIPS_MAX);
    return offered.length > 0 ? { kind: 'codes', codes: offered } : NONE;
  }
  if (!isValidPromocode(code)) return NONE;
  if (created && sameCode(created.code, code)) return { kind: 'created', created };
  const answered = check && sameCode(check.code, code) ? check : null;
  const known = findStoreCode(codes, code) ?? (answered?.status === 'found' ? answered.found : null);
  if (known) return known.active ? { kind: 'found', found: known } : { kind: 'inactive', code: known.code };
  switch (answered?.status) {
    case undefined:
    case 'found':
      return { kind: 'checking' };
    case 'missing':
      return { kind: 'missing', code, canCreate };
    case 'failed':
      return { kind: 'failed' };
  }
}

/**
 * The store's spelling when the line confirms the typed code under another spelling (the
 * field takes it, as the server would save it), else null.
 */
export function storeSpelling(value: string, line: StoreLine): string | null {
  const spelled = line.kind === 'found' ? line.found.code : line.kind === 'created' ? line.created.code : null;
  return spelled !== null && spelled !== value.trim() ? spelled : null;
}

/**
 * The typed code as the store spells it, when the line says the store has it, active: found
 * (listed or checked) or created from the field; else null (checking, missing, inactive, not
 * checked, no store). A form that must not save a code the store lacks (the influencer form,
 * whose save uploads a picture first) waits for this rather than for the server's refusal.
 */
export function confirmedCode(value: string, line: StoreLine): string | null {
  const code = value.trim();
  if (line.kind === 'found' && sameCode(line.found.code, code)) return line.found.code;
  if (line.kind === 'created' && sameCode(line.created.code, code)) return line.created.code;
  return null;
}

/** A save refused for its promocode: the server's message and the code it was about. */
export interface PromocodeSaveError {
  code: string;
  message: string;
}

/** How a failed save is shown: the promocode's message at the field, the rest in the save-error dialog. */
export interface SaveFailure {
  promocode: PromocodeSaveError | null;
  /** False when the field's message says all there is to say. */
  dialog: boolean;
}

/** Splits a failed save of a draft whose promocode was `code`. */
export function saveFailure(error: unknown, code: string): SaveFailure {
  const message = error instanceof ApiError ? error.fields.promocode : undefined;
  if (!message) return { promocode: null, dialog: true };
  const others = Object.entries((error as ApiError).fields).some(([field, text]) => field !== 'promocode' && text);
  return { promocode: { code: code.trim(), message }, dialog: others };
}

/** The save's message while the field still holds the code it was about. */
export function saveErrorFor(saved: PromocodeSaveError | null, value: string): string | undefined {
  return saved && saved.code === value.trim() ? saved.message : undefined;
}

/** The save's messages that are the store's word on the code, which a later line can overtake. */
const STORE_VERDICTS: ReadonlySet<MessageKey> = new Set<MessageKey>([
  'edit.promocodeServer.missing',
  'edit.promocodeServer.inactive',
  'edit.promocodeServer.unreachable',
]);

/**
 * A save's message (as the server wrote it) is old news once the store line confirms the code
 * (created or found since), if it was the store's word. Any other refusal, such as an
 * influencer's code that is not theirs, stands even though the store has the code.
 */
export function shownSaveError(message: string | undefined, line: StoreLine): string | undefined {
  if (message === undefined) return undefined;
  const confirmed = line.kind === 'found' || line.kind === 'created';
  const key = anyServerMessageKey(message);
  return confirmed && key !== null && STORE_VERDICTS.has(key) ? undefined : message;
}
