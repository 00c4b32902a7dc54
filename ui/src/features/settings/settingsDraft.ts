/**
 * The Settings page's form (docs/settings.md): the stored settings as the inputs hold them
 * (strings, '' for "not set"), the body a save sends, the dirty check the change strip follows,
 * and the format checks shown as the merchant types. Every field is named by the server's field
 * key, so a refused save's messages land next to the same fields.
 */
import { customUrlStatus, withScheme } from '../../domain/links/customUrl';
import { EMPTY_UTM, tagsFromWire, UTM_KEYS, type UtmKey } from '../../domain/links/trackingTags';
import type { UtmTags } from '../../domain/links/types';
import { measurementIdOk, pixelIdOk } from './analyticsIds';
import type { BusinessSettings } from '../../generated/BusinessSettings';
import type { Sensitivity } from '../../generated/Sensitivity';

/** The values the inputs hold. */
export interface SettingsDraft {
  shippingUrl: string;
  pixelId: string;
  measurementId: string;
  autoSwap: boolean;
  sensitivity: Sensitivity;
  utm: UtmTags;
}

/** The server's field keys (settings/model.rs), which its 422 answer names. */
export type SettingsField =
  | 'shipping_and_return_url'
  | 'facebook_pixel_id'
  | 'google_analytics_id'
  | 'product_search_sensitivity'
  | `utm_params.${UtmKey}`;

export const SENSITIVITIES: readonly Sensitivity[] = ['OFF', 'HIGH', 'MEDIUM', 'LOW'];

export const EMPTY_SETTINGS: SettingsDraft = {
  shippingUrl: '',
  pixelId: '',
  measurementId: '',
  autoSwap: false,
  sensitivity: 'OFF',
  utm: EMPTY_UTM,
};

export function draftFromSettings(settings: BusinessSettings): SettingsDraft {
  return {
    shippingUrl: settings.shipping_and_return_url ?? '',
    pixelId: settings.facebook_pixel_id ?? '',
    measurementId: settings.google_analytics_id ?? '',
    autoSwap: settings.auto_swap_enabled,
    sensitivity: settings.product_search_sensitivity,
    utm: tagsFromWire(settings.utm_params),
  };
}

const orNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());

/**
 * What a save sends: trimmed text, null for what is not set. The shipping address goes as typed:
 * the server adds the scheme of the store's own address when none is typed (the links' custom URL
 * rule), so the local sandbox store's `http://` address is not turned into `https://`.
 */
export function settingsBody(draft: SettingsDraft): BusinessSettings {
  const utm = Object.fromEntries(UTM_KEYS.map((key) => [key, orNull(draft.utm[key])])) as BusinessSettings['utm_params'];
  return {
    shipping_and_return_url: orNull(draft.shippingUrl),
    facebook_pixel_id: orNull(draft.pixelId),
    google_analytics_id: orNull(draft.measurementId.toUpperCase()),
    auto_swap_enabled: draft.autoSwap,
    product_search_sensitivity: draft.sensitivity,
    utm_params: utm,
  };
}

/**
 * Whether two drafts would save the same settings: compared as the bodies they send, so spaces
 * around a value, a missing `https://` or a lower-case measurement id are not changes.
 */
export function sameSettings(a: SettingsDraft, b: SettingsDraft): boolean {
  const left = settingsBody(a);
  const right = settingsBody(b);
  return (
    withScheme(left.shipping_and_return_url ?? '') === withScheme(right.shipping_and_return_url ?? '') &&
    left.facebook_pixel_id === right.facebook_pixel_id &&
    left.google_analytics_id === right.google_analytics_id &&
    left.auto_swap_enabled === right.auto_swap_enabled &&
    left.product_search_sensitivity === right.product_search_sensitivity &&
    UTM_KEYS.every((key) => left.utm_params[key] === right.utm_params[key])
  );
}

/**
 * The fields whose format is wrong before any save (Save waits until there are none). The
 * shipping address is judged only once the store's addresses are known (`domains` empty: no
 * judgement), like the shorts' custom URL; the server has the last word on all of them.
 */
export function invalidFields(draft: SettingsDraft, domains: readonly string[]): SettingsField[] {
  const fields: SettingsField[] = [];
  if (!pixelIdOk(draft.pixelId)) fields.push('facebook_pixel_id');
  if (!measurementIdOk(draft.measurementId)) fields.push('google_analytics_id');
  if (domains.length > 0 && customUrlStatus(draft.shippingUrl, domains) === 'invalid') fields.push('shipping_and_return_url');
  return fields;
}
