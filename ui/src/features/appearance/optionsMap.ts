/**
 * The option-value mapper's rules (docs/store.md#options-map): when a value is
 * verified, the order values are listed in, the pages of eight, the status line, the edits,
 * the dirty check and where the server's field errors belong. Pure, so they are tested alone.
 */
import type { OptionEntry } from '../../generated/OptionEntry';
import type { OptionType } from '../../generated/OptionType';
import type { OptionValue } from '../../generated/OptionValue';
import type { OptionsMap } from '../../generated/OptionsMap';

/** Values per page of the mapper (docs/dashboard.md#timings). */
export const OPTION_PAGE_SIZE = 8;

/** Longest text a value may show as (the server's limit). */
export const OPTION_TEXT_MAX = 100;

const filled = (text: string | null | undefined): boolean => (text ?? '').trim() !== '';

/** A value is verified when the field of its option's type is filled. */
export function isVerified(value: OptionValue, type: OptionType): boolean {
  return filled(type === 'COLOR' ? value.hex_value : value.text_value);
}

/** How many values of an option are not verified yet. */
export function unverifiedCount(entry: OptionEntry): number {
  return entry.values.filter((value) => !isVerified(value, entry.type)).length;
}

/** The status line: all verified, or how many of how many are not. */
export type OptionStatus = { kind: 'allVerified' } | { kind: 'unverified'; count: number; total: number };

export function optionStatus(entry: OptionEntry): OptionStatus {
  const count = unverifiedCount(entry);
  return count === 0 ? { kind: 'allVerified' } : { kind: 'unverified', count, total: entry.values.length };
}

/**
 * The order the values are listed in, as value names: the catalog's order, with the unverified
 * values first for colour options (the sort is stable, so each group keeps the
 * catalog's order). The page works it out when the option is shown, saved, discarded or
 * switched type, not on every keystroke, so a value does not jump away while it is being filled.
 */
export function orderedValues(entry: OptionEntry): string[] {
  const names = entry.values.map((value) => value.value);
  if (entry.type !== 'COLOR') return names;
  const unverified = entry.values.filter((value) => !isVerified(value, 'COLOR')).map((value) => value.value);
  const verified = entry.values.filter((value) => isVerified(value, 'COLOR')).map((value) => value.value);
  return [...unverified, ...verified];
}

/** How many pages of eight a list of `total` values has (at least one). */
export const pageCount = (total: number): number => Math.max(1, Math.ceil(total / OPTION_PAGE_SIZE));

/**
 * The values shown: all of them with See all, else page `page` (from 0) of eight, the page
 * clamped into range so a shorter list never shows an empty page.
 */
export function visibleValues<T>(ordered: readonly T[], page: number, showAll: boolean): T[] {
  if (showAll) return [...ordered];
  const last = pageCount(ordered.length) - 1;
  const at = Math.min(Math.max(0, page), last);
  return ordered.slice(at * OPTION_PAGE_SIZE, (at + 1) * OPTION_PAGE_SIZE);
}

/** The map with one option's type changed. */
export function withType(map: OptionsMap, option: string, type: OptionType): OptionsMap {
  const entry = map[option];
  return entry ? { ...map, [option]: { ...entry, type } } : map;
}

/** The field a value's input edits for a type. */
export const valueField = (type: OptionType): 'hex_value' | 'text_value' => (type === 'COLOR' ? 'hex_value' : 'text_value');

/** The map with one value's colour or text changed. */
export function withValue(map: OptionsMap, option: string, value: string, field: 'hex_value' | 'text_value', text: string): OptionsMap {
  const entry = map[option];
  if (!entry) return map;
  const values = entry.values.map((v) => (v.value === value ? { ...v, [field]: text } : v));
  return { ...map, [option]: { ...entry, values } };
}

/** A value as the server would store it: trimmed, blanks as null, colours lower-case. */
function normalised(value: OptionValue): OptionValue {
  const clean = (text: string | null) => (filled(text) ? (text as string).trim() : null);
  return { value: value.value, hex_value: clean(value.hex_value)?.toLowerCase() ?? null, text_value: clean(value.text_value) };
}

/** Whether two maps would be stored differently (the dirty check of the options). */
export function optionsChanged(draft: OptionsMap, saved: OptionsMap): boolean {
  const names = Object.keys(draft);
  if (names.length !== Object.keys(saved).length) return true;
  return names.some((name) => {
    const a = draft[name];
    const b = saved[name];
    if (!a || !b || a.type !== b.type || a.values.length !== b.values.length) return true;
    return a.values.some((value, i) => {
      const other = b.values[i];
      if (!other) return true;
      const x = normalised(value);
      const y = normalised(other);
      return x.value !== y.value || x.hex_value !== y.hex_value || x.text_value !== y.text_value;
    });
  });
}

/** The map as the PUT sends it: every value normalised as the server would store it. */
export function mapForSave(map: OptionsMap): OptionsMap {
  return Object.fromEntries(
    Object.entries(map).map(([name, entry]) => [name, { type: entry.type, values: entry.values.map(normalised) }]),
  );
}

/** A refused map's messages, per option: the type's, and each value's by its name. */
export interface OptionErrors {
  type?: string;
  values: Record<string, string>;
}

/**
 * Places the server's field errors (keys `"<option>.type"`, `"<option>.values[<i>].<field>"`,
 * the index into the values as sent) on their options and values.
 */
export function optionFieldErrors(sent: OptionsMap, fields: Readonly<Record<string, string>>): Record<string, OptionErrors> {
  const out: Record<string, OptionErrors> = {};
  const slot = (option: string) => (out[option] ??= { values: {} });
  for (const [key, message] of Object.entries(fields)) {
    const valueMatch = /^(.*)\.values\[(\d+)\]\.\w+$/.exec(key);
    if (valueMatch) {
      const [, option = '', index = ''] = valueMatch;
      const name = sent[option]?.values[Number(index)]?.value;
      if (name !== undefined) slot(option).values[name] = message;
      continue;
    }
    const typeMatch = /^(.*)\.(type|values)$/.exec(key);
    if (typeMatch && typeMatch[1] !== undefined && typeMatch[1] in sent) slot(typeMatch[1]).type = message;
  }
  return out;
}
