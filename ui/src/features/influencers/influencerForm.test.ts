import { describe, expect, it } from 'vitest';
import type { InfluencerOut } from '../../generated/InfluencerOut';
import {
  canSaveInfluencer,
  draftFromInfluencer,
  emptyInfluencerDraft,
  influencerBody,
  percentInput,
  percentValid,
  phoneInput,
  promocodeReady,
  phoneValid,
  setPermission,
  setRatioSwitch,
  type InfluencerDraft,
} from './influencerForm';

const stored: InfluencerOut = {
  username: 'anna',
  email: 'anna@example.com',
  profile_image_url: 'https://cdn.example/anna.png',
  promocode: 'SPRING10',
  phone: null,
  commission: 12.5,
  is_active: true,
  permissions: {
    analytics_commission_enabled: true,
    analytics_clicks_enabled: true,
    analytics_sales_enabled: false,
    analytics_cr_enabled: true,
    analytics_revenue_enabled: true,
    analytics_aov_enabled: false,
    allow_creating_and_editing_links: true,
  },
  commission_rules: { reduce_refunds_from_commission: true, reduce_vat_from_commission: false },
  revenue_rules: { net_revenue_ratio: 100 },
};

const filled = (change: Partial<InfluencerDraft> = {}): InfluencerDraft => ({
  ...emptyInfluencerDraft(),
  username: 'dana',
  email: 'dana@example.com',
  image: { src: 'blob:1', file: new Blob(['x']) },
  ...change,
});

describe('percent fields', () => {
  it('keep digits and one dot, two decimals, and drop a leading zero', () => {
    expect(percentInput('015')).toBe('15');
    expect(percentInput('0.5')).toBe('0.5');
    expect(percentInput('12.345')).toBe('12.34');
    expect(percentInput('12,5')).toBe('12.5');
    expect(percentInput('1a2%')).toBe('12');
    expect(percentInput('00')).toBe('0');
  });

  it('accept 0 to 100 with at most two decimals, and empty', () => {
    for (const ok of ['', '0', '12.5', '99.99', '100', '100.0']) expect(percentValid(ok), ok).toBe(true);
    for (const bad of ['100.01', '101', '1000', '.', '1.234']) expect(percentValid(bad), bad).toBe(false);
  });
});

describe('phone', () => {
  it('is empty, or an optional + and 8 to 15 digits', () => {
    expect(phoneValid('')).toBe(true);
    expect(phoneValid('+972501234567')).toBe(true);
    expect(phoneValid('12345678')).toBe(true);
    expect(phoneValid('1234567')).toBe(false);
    expect(phoneValid('+1234567890123456')).toBe(false);
  });

  it('keeps digits and a leading +', () => {
    expect(phoneInput('+972 50-123 4567')).toBe('+972501234567');
    expect(phoneInput('05+0')).toBe('050');
  });
});

describe('permissions', () => {
  it('turn conversion rate on when sales goes off, and average order value when revenue does', () => {
    const base = { ...stored.permissions, analytics_sales_enabled: true, analytics_cr_enabled: false };
    expect(setPermission(base, 'analytics_sales_enabled', false).analytics_cr_enabled).toBe(true);
    const revenue = setPermission({ ...base, analytics_aov_enabled: false }, 'analytics_revenue_enabled', false);
    expect(revenue.analytics_aov_enabled).toBe(true);
    expect(setPermission(base, 'analytics_clicks_enabled', false)).toEqual({ ...base, analytics_clicks_enabled: false });
  });
});

describe('the ratio switch', () => {
  it('starts on only when the ratio is not 100, and sets 100 when toggled', () => {
    expect(draftFromInfluencer(stored).ratioOn).toBe(false);
    const eighty = draftFromInfluencer({ ...stored, revenue_rules: { net_revenue_ratio: 80 } });
    expect(eighty.ratioOn).toBe(true);
    expect(eighty.ratio).toBe('80');
    expect(setRatioSwitch(eighty, false)).toMatchObject({ ratioOn: false, ratio: '100' });
    expect(setRatioSwitch(eighty, true).ratio).toBe('100');
  });
});

describe('Save', () => {
  const empty = emptyInfluencerDraft();

  it('on create needs a free username, a valid email and a picture', () => {
    expect(canSaveInfluencer(filled(), empty, 'create', true, null)).toBe(true);
    expect(canSaveInfluencer(filled(), empty, 'create', false, null)).toBe(false);
    expect(canSaveInfluencer(filled({ email: 'dana@shop' }), empty, 'create', true, null)).toBe(false);
    expect(canSaveInfluencer(filled({ image: null }), empty, 'create', true, null)).toBe(false);
  });

  it('is off with an invalid commission, phone or ratio', () => {
    expect(canSaveInfluencer(filled({ commission: '101' }), empty, 'create', true, null)).toBe(false);
    expect(canSaveInfluencer(filled({ phone: '123' }), empty, 'create', true, null)).toBe(false);
    expect(canSaveInfluencer(filled({ ratioOn: true, ratio: '100.5' }), empty, 'create', true, null)).toBe(false);
  });

  it('on edit needs a change, and an unchanged email counts as valid', () => {
    const original = draftFromInfluencer({ ...stored, email: 'legacy@old' });
    expect(canSaveInfluencer(original, original, 'edit', false, null)).toBe(false);
    expect(canSaveInfluencer({ ...original, commission: '15' }, original, 'edit', false, null)).toBe(true);
    expect(canSaveInfluencer({ ...original, email: 'other@old' }, original, 'edit', false, null)).toBe(false);
  });
});

describe('the promocode before Save', () => {
  const empty = emptyInfluencerDraft();

  it('lets a create without a code save, and one with a code only once the store confirms that code', () => {
    expect(promocodeReady(filled(), empty, 'create', null)).toBe(true);
    expect(promocodeReady(filled({ promocode: 'SPRING10' }), empty, 'create', null)).toBe(false);
    expect(promocodeReady(filled({ promocode: 'SPRING10' }), empty, 'create', 'SPRING10')).toBe(true);
    // The store's spelling confirms the typed one; a confirmation of another code does not.
    expect(promocodeReady(filled({ promocode: 'spring10' }), empty, 'create', 'SPRING10')).toBe(true);
    expect(promocodeReady(filled({ promocode: 'SPRING100' }), empty, 'create', 'SPRING10')).toBe(false);
  });

  it('keeps Create off with a code the store lacks, whatever else is valid', () => {
    expect(canSaveInfluencer(filled({ promocode: 'NOPE1' }), empty, 'create', true, null)).toBe(false);
    expect(canSaveInfluencer(filled({ promocode: 'NOPE1' }), empty, 'create', true, 'NOPE1')).toBe(true);
  });

  it('on edit lets the stored code stay unchecked (whatever its case), and checks a changed one', () => {
    const original = draftFromInfluencer(stored);
    expect(promocodeReady({ ...original, commission: '15' }, original, 'edit', null)).toBe(true);
    expect(promocodeReady({ ...original, promocode: 'spring10' }, original, 'edit', null)).toBe(true);
    expect(promocodeReady({ ...original, promocode: 'FALL20' }, original, 'edit', null)).toBe(false);
    expect(promocodeReady({ ...original, promocode: 'FALL20' }, original, 'edit', 'FALL20')).toBe(true);
    expect(promocodeReady({ ...original, promocode: '' }, original, 'edit', null)).toBe(true);
  });
});

describe('the body', () => {
  it('sends empty commission as 0, the ratio as 100 when the switch is off, and no username on edit', () => {
    const body = influencerBody(filled({ email: ' Dana@Example.com ', phone: '' }), 'https://cdn/x.png', 'create');
    expect(body).toMatchObject({
      username: 'dana',
      email: 'dana@example.com',
      profile_image_url: 'https://cdn/x.png',
      promocode: null,
      commission: 0,
      phone: null,
      is_active: true,
      revenue_rules: { net_revenue_ratio: '100' },
    });
    const edit = influencerBody({ ...draftFromInfluencer(stored), ratioOn: true, ratio: '80' }, 'https://cdn/a.png', 'edit');
    expect(edit.username).toBeNull();
    expect(edit.commission).toBe('12.5');
    expect(edit.promocode).toBe('SPRING10');
    expect(edit.revenue_rules).toEqual({ net_revenue_ratio: '80' });
    expect(edit.commission_rules).toEqual({ reduce_refunds_from_commission: true, reduce_vat_from_commission: false });
  });
});
