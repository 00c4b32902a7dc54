/**
 * Which option values a shopper can still pick on a product card: a value is open when some
 * variant in stock has it together with the values chosen in the other pickers. Pure, so the
 * page's script and its tests share it; the page carries the variants in each add form's
 * `data-variants` attribute (`variantsAttribute`).
 */

/** A variant as the page's script reads it: option values in the card's picker order. */
export interface ScriptVariant {
  options: string[];
  available: boolean;
}

/** Whether `value` at picker `index` can be bought with the other pickers' `chosen` values. */
export function isOpen(variants: readonly ScriptVariant[], chosen: readonly string[], index: number, value: string): boolean {
  return variants.some(
    (variant) =>
      variant.available &&
      variant.options[index] === value &&
      variant.options.every((other, i) => i === index || other === chosen[i]),
  );
}

/** Whether exactly the `chosen` combination can be bought. */
export function canBuy(variants: readonly ScriptVariant[], chosen: readonly string[]): boolean {
  return variants.some((variant) => variant.available && variant.options.every((value, i) => value === chosen[i]));
}

/** A value as a `<select>` writes it: its label, and the sold-out word when it is sold out. */
export const valueText = (label: string, soldOut: boolean, word: string): string => (soldOut ? `${label} ${word}` : label);

/** The `data-variants` attribute of a card's add form: `[[values…], available]` per variant, compact. */
export function variantsAttribute(variants: readonly ScriptVariant[]): string {
  return JSON.stringify(variants.map((v) => [v.options, v.available ? 1 : 0]));
}

/** Reads a `data-variants` attribute back; anything malformed reads as no variants. */
export function parseVariants(text: string | undefined): ScriptVariant[] {
  try {
    const parsed: unknown = JSON.parse(text ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.flatMap((entry: unknown) =>
      Array.isArray(entry) && Array.isArray(entry[0])
        ? [{ options: (entry[0] as unknown[]).map(String), available: entry[1] === 1 }]
        : [],
    );
  } catch {
    return [];
  }
}
