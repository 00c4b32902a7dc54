/**
 * The influencer form's state and rules (docs/influencers.md#rules), as pure functions so the
 * dialog and the tests agree: the draft, what typing keeps, each field's check, the permission
 * switches with their forced pairs, when Save is enabled, and the body sent. The server applies
 * the same rules and stays the authority; what the form can know first (the username's and the
 * promocode's standing) it waits for, because Save uploads the picture before the server answers.
 */
import type { InfluencerBody } from '../../generated/InfluencerBody';
import type { InfluencerOut } from '../../generated/InfluencerOut';
import type { PermissionsWire } from '../../generated/InfluencerPermissions';
import { isValidEmail, normalizeEmail } from '../../lib/identityRules';
import { sameCode } from '../../domain/links/promocodeStore';

/** Promocode length (the links' limit). */
export const PROMOCODE_MAX = 20;

/** The ratio the commission counts when the switch is off. */
export const FULL_RATIO = '100';

/** The profile picture: an uploaded address, or a cropped local image not uploaded yet. */
export interface DraftImage {
  src: string;
  /** Set while the image is only local (Save uploads it first). */
  file: Blob | null;
}

export interface InfluencerDraft {
  username: string;
  email: string;
  phone: string;
  promocode: string;
  /** As typed: a percent with at most two decimals, empty for 0. */
  commission: string;
  /** The net revenue ratio switch: on shows the ratio field. */
  ratioOn: boolean;
  ratio: string;
  isActive: boolean;
  reduceRefunds: boolean;
  reduceVat: boolean;
  permissions: PermissionsWire;
  image: DraftImage | null;
}

export const NO_PERMISSIONS: PermissionsWire = {
  analytics_commission_enabled: false,
  analytics_clicks_enabled: false,
  analytics_sales_enabled: false,
  analytics_cr_enabled: false,
  analytics_revenue_enabled: false,
  analytics_aov_enabled: false,
  allow_creating_and_editing_links: false,
};

export function emptyInfluencerDraft(): InfluencerDraft {
  return {
    username: '',
    email: '',
    phone: '',
    promocode: '',
    commission: '',
    ratioOn: false,
    ratio: FULL_RATIO,
    isActive: true,
    reduceRefunds: false,
    reduceVat: false,
    // Off, with the forced pairs applied as the server does.
    permissions: { ...NO_PERMISSIONS, analytics_cr_enabled: true, analytics_aov_enabled: true },
    image: null,
  };
}

/** A stored influencer as the form edits it. */
export function draftFromInfluencer(influencer: InfluencerOut): InfluencerDraft {
  const ratio = percentText(influencer.revenue_rules.net_revenue_ratio);
  return {
    username: influencer.username,
    email: influencer.email,
    phone: influencer.phone ?? '',
    promocode: influencer.promocode ?? '',
    commission: influencer.commission === 0 ? '' : percentText(influencer.commission),
    // The switch starts on only when the ratio is not 100.
    ratioOn: ratio !== FULL_RATIO,
    ratio,
    isActive: influencer.is_active,
    reduceRefunds: influencer.commission_rules.reduce_refunds_from_commission,
    reduceVat: influencer.commission_rules.reduce_vat_from_commission,
    permissions: { ...influencer.permissions },
    image: influencer.profile_image_url ? { src: influencer.profile_image_url, file: null } : null,
  };
}

const percentText = (value: number): string => String(Math.round(value * 100) / 100);

/**
 * What a percent field keeps of what was typed: digits and one dot, at most two decimals, and
 * a leading zero dropped before another digit (`015` becomes `15`, `0.5` stays).
 */
export function percentInput(raw: string): string {
  const cleaned = raw.replace(',', '.').replace(/[^0-9.]/g, '');
  const [whole = '', ...rest] = cleaned.split('.');
  const decimals = rest.join('').slice(0, 2);
  const trimmed = whole.replace(/^0+(?=\d)/, '');
  return rest.length > 0 ? `${trimmed}.${decimals}` : trimmed;
}

/** A percent from 0 to 100 with at most two decimals; empty is fine (sent as the default). */
export function percentValid(text: string): boolean {
  if (text === '') return true;
  if (!/^\d{1,3}(\.\d{0,2})?$/.test(text)) return false;
  const value = Number(text);
  return Number.isFinite(value) && value >= 0 && value <= 100;
}

/** Empty, or an optional `+` then 8 to 15 digits. */
export function phoneValid(phone: string): boolean {
  return phone === '' || /^\+?\d{8,15}$/.test(phone);
}

/** What the phone field keeps: digits, and a `+` only in front. */
export function phoneInput(raw: string): string {
  const plus = raw.trimStart().startsWith('+') ? '+' : '';
  return plus + raw.replace(/\D/g, '');
}

export type PermissionKey = keyof PermissionsWire;

/**
 * Sets one permission with the forced pairs: sales off turns conversion rate on, revenue off
 * turns average order value on (each sub-permission is hidden under its parent and comes back
 * on with it).
 */
export function setPermission(permissions: PermissionsWire, key: PermissionKey, on: boolean): PermissionsWire {
  const next = { ...permissions, [key]: on };
  if (key === 'analytics_sales_enabled' && !on) next.analytics_cr_enabled = true;
  if (key === 'analytics_revenue_enabled' && !on) next.analytics_aov_enabled = true;
  return next;
}

/** The ratio switch: either way the ratio goes back to 100. */
export function setRatioSwitch(draft: InfluencerDraft, on: boolean): InfluencerDraft {
  return { ...draft, ratioOn: on, ratio: FULL_RATIO };
}

export interface FieldChecks {
  email: boolean;
  phone: boolean;
  commission: boolean;
  ratio: boolean;
  image: boolean;
}

export function fieldChecks(draft: InfluencerDraft, originalEmail: string | null): FieldChecks {
  const email = normalizeEmail(draft.email);
  return {
    // An unchanged address counts as valid (the edit rule, docs/influencers.md#rules).
    email: (originalEmail !== null && email === originalEmail) || isValidEmail(email),
    phone: phoneValid(draft.phone),
    commission: percentValid(draft.commission),
    ratio: !draft.ratioOn || percentValid(draft.ratio),
    image: draft.image !== null,
  };
}

/**
 * Whether the promocode lets the form save: none, the stored one kept on edit (the server asks
 * the store again only about a changed code, so a code the store has since removed does not
 * block the other fields), or one the store confirmed, active (`storeCode`: found there or
 * created from the field; domain/links/promocodeStore.ts `confirmedCode`). Anything else the server
 * would refuse with 422, after the picture was uploaded.
 */
export function promocodeReady(
  draft: InfluencerDraft,
  original: InfluencerDraft,
  mode: 'create' | 'edit',
  storeCode: string | null,
): boolean {
  const code = draft.promocode.trim();
  if (code === '') return true;
  if (mode === 'edit' && sameCode(code, original.promocode.trim())) return true;
  return storeCode !== null && sameCode(storeCode, code);
}

/**
 * Save is enabled when the form was changed and is valid: on create the username was found
 * free and the email is valid; on edit both are non-empty; always an image, no invalid
 * commission, phone or ratio, and a promocode the store has ({@link promocodeReady}). Save
 * uploads the picture only once this holds.
 */
export function canSaveInfluencer(
  draft: InfluencerDraft,
  original: InfluencerDraft,
  mode: 'create' | 'edit',
  usernameFree: boolean,
  storeCode: string | null,
): boolean {
  if (!isDirty(draft, original)) return false;
  const checks = fieldChecks(draft, mode === 'edit' ? original.email : null);
  const identity =
    mode === 'create'
      ? usernameFree && checks.email
      : draft.username !== '' && draft.email.trim() !== '' && checks.email;
  return (
    identity &&
    checks.image &&
    checks.phone &&
    checks.commission &&
    checks.ratio &&
    promocodeReady(draft, original, mode, storeCode)
  );
}

export function isDirty(draft: InfluencerDraft, original: InfluencerDraft): boolean {
  return JSON.stringify(comparable(draft)) !== JSON.stringify(comparable(original));
}

const comparable = (draft: InfluencerDraft) => ({ ...draft, image: draft.image?.src ?? null });

/** The body of create or edit, once the image is uploaded (`imageUrl`). */
export function influencerBody(draft: InfluencerDraft, imageUrl: string, mode: 'create' | 'edit'): InfluencerBody {
  return {
    username: mode === 'create' ? draft.username : null,
    email: normalizeEmail(draft.email),
    profile_image_url: imageUrl,
    promocode: draft.promocode.trim() === '' ? null : draft.promocode.trim(),
    // Empty commission is 0 and an empty ratio 100, as the server reads them.
    commission: draft.commission === '' ? 0 : draft.commission,
    phone: draft.phone === '' ? null : draft.phone,
    is_active: draft.isActive,
    permissions: draft.permissions,
    commission_rules: {
      reduce_refunds_from_commission: draft.reduceRefunds,
      reduce_vat_from_commission: draft.reduceVat,
    },
    revenue_rules: { net_revenue_ratio: draft.ratioOn && draft.ratio !== '' ? draft.ratio : FULL_RATIO },
  };
}
