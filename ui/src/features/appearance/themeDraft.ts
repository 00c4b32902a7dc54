/**
 * The theme as the Appearance page edits it (docs/appearance.md#fields): the allowed shapes,
 * icons and lengths, the dirty check and what Save sends. Pure, so the rules are
 * tested without a page.
 */
import type { Theme } from '../../generated/Theme';

/** Corner radius of the checkout button and the promocode display. */
export const BUTTON_SHAPES = ['0px', '10px', '25px'] as const;
/** Product image corners: sharp, semi-rounded, rounded. */
export const IMAGE_RADII = ['0px', '6px', '10px'] as const;
/** The cart button's icons (drawn by `Icon`, the same the instant store page uses). */
export const CART_ICONS = ['cart1', 'cart2', 'cart3'] as const;

export type ButtonShape = (typeof BUTTON_SHAPES)[number];
export type ImageRadius = (typeof IMAGE_RADII)[number];
export type CartIcon = (typeof CART_ICONS)[number];

/** Longest strip sentence and preorder text, in characters (as the server counts them). */
export const SENTENCE_MAX = 50;
export const PREORDER_MAX = 100;

/** Characters as the server counts them (code points, not UTF-16 units). */
export const charCount = (text: string): number => Array.from(text).length;

/** The strip's two sentence slots (it holds two at most): what was saved, padded with empty ones. */
export function sentenceSlots(theme: Pick<Theme, 'shipping_and_sales_strip_sentences'>): [string, string] {
  const [first = '', second = ''] = theme.shipping_and_sales_strip_sentences;
  return [first, second];
}

/** A saved theme as the page's draft: the sentences always in two slots. */
export function draftOf(theme: Theme): Theme {
  return { ...theme, shipping_and_sales_strip_sentences: sentenceSlots(theme) };
}

/**
 * The fields compared as they are. The strip's sentences and the preorder text are compared
 * apart (below); the older names of the strip (`is_discount_strip_shown`, `discount_*`) are not
 * compared at all, because Save writes them from the strip's own fields.
 */
const PLAIN_FIELDS = [
  'checkout_button_shape',
  'checkout_button_background_color',
  'checkout_button_font_color',
  'checkout_button_border_color',
  'promo_code_display_border_radius',
  'promo_code_display_background_color',
  'promo_code_display_font_color',
  'promo_code_display_border_color',
  'promo_code_display_shadow_shown',
  'is_influencer_display_shown',
  'cart_button_icon',
  'is_shipping_and_sales_strip_shown',
  'shipping_and_sales_strip_background_color',
  'shipping_and_sales_strip_font_color',
  'image_border_radius',
  'is_preorder_text_shown',
] as const satisfies readonly (keyof Theme)[];

/** Colours compare case-blind (the server stores them lower-case). */
const same = (a: unknown, b: unknown) =>
  typeof a === 'string' && typeof b === 'string' ? a.toLowerCase() === b.toLowerCase() : a === b;

/**
 * Whether the draft differs from the saved theme (docs/appearance.md#the-page): every field, with the strip's
 * sentences and the preorder text compared only while their switch is unchanged — a switch
 * that changed already makes the draft dirty.
 */
export function themeChanged(draft: Theme, saved: Theme): boolean {
  if (PLAIN_FIELDS.some((field) => !same(draft[field], saved[field]))) return true;
  const stripToggleSame = draft.is_shipping_and_sales_strip_shown === saved.is_shipping_and_sales_strip_shown;
  if (stripToggleSame) {
    const [a1, a2] = sentenceSlots(draft);
    const [b1, b2] = sentenceSlots(saved);
    if (a1 !== b1 || a2 !== b2) return true;
  }
  const preorderToggleSame = draft.is_preorder_text_shown === saved.is_preorder_text_shown;
  return preorderToggleSame && draft.preorder_text !== saved.preorder_text;
}

/**
 * What Save sends (docs/appearance.md#the-page): both sentence slots; the strip switched off when both
 * sentences are empty; and the strip's older names (`is_discount_strip_shown`,
 * `discount_background_color`, `discount_font_color`) written from the strip's own fields, as the
 * dashboard always sent them beside the new ones.
 */
export function themeForSave(draft: Theme): Theme {
  const sentences = sentenceSlots(draft);
  const hasSentence = sentences.some((sentence) => sentence.trim() !== '');
  const stripShown = draft.is_shipping_and_sales_strip_shown && hasSentence;
  return {
    ...draft,
    shipping_and_sales_strip_sentences: sentences,
    is_shipping_and_sales_strip_shown: stripShown,
    is_discount_strip_shown: stripShown,
    discount_background_color: draft.shipping_and_sales_strip_background_color,
    discount_font_color: draft.shipping_and_sales_strip_font_color,
  };
}

/** The strip's sentences as the public page shows them: the non-empty ones. */
export const shownSentences = (theme: Theme): string[] => sentenceSlots(theme).filter((s) => s.trim() !== '');

/** Whether a draft breaks a length rule the server would refuse (Save waits until fixed). */
export function themeTooLong(draft: Theme): boolean {
  return sentenceSlots(draft).some((s) => charCount(s) > SENTENCE_MAX) || charCount(draft.preorder_text) > PREORDER_MAX;
}
