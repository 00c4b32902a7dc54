/** Types shared by the catalogues: English defines the keys, every other language must match. */
import type { en } from './en';

/** Every message key of the UI. */
export type MessageKey = keyof typeof en;

/** A full translation: exactly the keys of the English catalogue, any string values. */
export type Catalogue = { readonly [K in MessageKey]: string };

/** Values for `{name}` placeholders. */
export type MessageVars = Readonly<Record<string, string | number>>;
