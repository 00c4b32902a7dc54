/**
 * The inline "create this code in your store" form of the promocode field (merchants only,
 * docs/links.md#promocodes): percentage or amount off, its value, and the request body. The
 * value is checked here with the server's own rules and words so an empty or out-of-range value
 * is named at once, without a round trip; whatever the server still refuses is shown under the
 * same input. Pure, so it is tested without rendering.
 */
import type { DiscountKind } from '../../generated/DiscountKind';
import type { NewPromocode } from '../../generated/NewPromocode';
import type { MessageKey } from '../../i18n/catalogue';
import type { Translate } from '../../i18n/translate';
import { fieldMessages } from '../../lib/serverMessages';

/** The choices in the order the form offers them: percentage first, the usual promocode. */
export const DISCOUNT_KINDS: readonly DiscountKind[] = ['PERCENTAGE', 'AMOUNT'];

/** What the form shows under its parts: the value's input, the code (a line in the form), the form as a whole. */
export type CreateErrors = Partial<Record<'value' | 'code' | 'form', string>>;

/** The number typed, or NaN when there is none. */
function amountOf(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text);
}

/** What is wrong with the typed value for this kind (the server's rules: 1–100 %, or above 0), else null. */
export function valueProblem(kind: DiscountKind, text: string): MessageKey | null {
  const value = amountOf(text);
  if (kind === 'PERCENTAGE') return value >= 1 && value <= 100 ? null : 'edit.promocodeServer.percentage';
  return value > 0 ? null : 'edit.promocodeServer.amount';
}

/** The create body; call once `valueProblem` is null. */
export function newPromocode(code: string, kind: DiscountKind, text: string): NewPromocode {
  return { code: code.trim(), kind, value: amountOf(text) };
}

/** A failed create as the form shows it: the server's field messages in the page's language, else a general line. */
export function createErrors(t: Translate, error: unknown): CreateErrors {
  const fields = fieldMessages(t, error);
  const errors: CreateErrors = {};
  if (fields.value) errors.value = fields.value;
  if (fields.code) errors.code = fields.code;
  return errors.value || errors.code ? errors : { form: t('edit.promocodeCreate.failed') };
}
