/**
 * Feature catalogues live in their own files (`*.en.ts` with `as const`, `*.he.ts` typed by
 * this helper) and are spread into en.ts / he.ts, so features built in parallel add strings
 * without editing the same lines.
 */
export type PartCatalogue<T> = { readonly [K in keyof T]: string };
