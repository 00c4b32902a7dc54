import { describe, expect, it } from 'vitest';
import { draftFromSettings, invalidFields, sameSettings, settingsBody } from './settingsDraft';
import { testSettings } from './testSettings';

const STORE = ['https://acme.myshopify.com'];

describe('the settings draft', () => {
  it('reads what is not set as empty text and sends it back as null', () => {
    const draft = draftFromSettings(testSettings());
    expect(draft.pixelId).toBe('');
    expect(draft.utm.utm_source).toBe('');
    expect(settingsBody(draft)).toEqual(testSettings());
  });

  it('sends trimmed values, the measurement id upper case and the address as typed (the server adds the scheme)', () => {
    const draft = {
      ...draftFromSettings(testSettings()),
      shippingUrl: ' acme.myshopify.com/policies/refund-policy ',
      pixelId: ' 123456789012345',
      measurementId: 'g-ab12cd',
      utm: { utm_source: ' ig ', utm_medium: '', utm_campaign: 'spring', utm_term: '', utm_content: '' },
    };
    expect(settingsBody(draft)).toEqual(
      testSettings({
        shipping_and_return_url: 'acme.myshopify.com/policies/refund-policy',
        facebook_pixel_id: '123456789012345',
        google_analytics_id: 'G-AB12CD',
        utm_params: { utm_source: 'ig', utm_medium: null, utm_campaign: 'spring', utm_term: null, utm_content: null },
      }),
    );
  });
});

describe('the dirty check', () => {
  const saved = draftFromSettings(
    testSettings({ shipping_and_return_url: 'https://acme.myshopify.com/pages/returns', google_analytics_id: 'G-AB12CD' }),
  );

  it('is clean for the saved values and for text that saves the same', () => {
    expect(sameSettings(saved, saved)).toBe(true);
    expect(sameSettings({ ...saved, shippingUrl: 'acme.myshopify.com/pages/returns ' }, saved)).toBe(true);
    expect(sameSettings({ ...saved, measurementId: 'g-ab12cd' }, saved)).toBe(true);
    expect(sameSettings({ ...saved, utm: { ...saved.utm, utm_term: '  ' } }, saved)).toBe(true);
  });

  it('sees a change in any value', () => {
    expect(sameSettings({ ...saved, pixelId: '123456789012345' }, saved)).toBe(false);
    expect(sameSettings({ ...saved, measurementId: '' }, saved)).toBe(false);
    expect(sameSettings({ ...saved, shippingUrl: '' }, saved)).toBe(false);
    expect(sameSettings({ ...saved, autoSwap: true }, saved)).toBe(false);
    expect(sameSettings({ ...saved, sensitivity: 'HIGH' }, saved)).toBe(false);
    expect(sameSettings({ ...saved, utm: { ...saved.utm, utm_content: 'reel' } }, saved)).toBe(false);
  });
});

describe('the format checks', () => {
  const draft = draftFromSettings(testSettings());

  it('find nothing wrong with empty values', () => {
    expect(invalidFields(draft, STORE)).toEqual([]);
  });

  it('name the ids that break their format', () => {
    expect(invalidFields({ ...draft, pixelId: '12345', measurementId: 'UA-1234-1' }, STORE)).toEqual([
      'facebook_pixel_id',
      'google_analytics_id',
    ]);
    expect(invalidFields({ ...draft, pixelId: '1234567890123456', measurementId: 'G-1A2B3C4D5E' }, STORE)).toEqual([]);
  });

  it('want the shipping page on the store, once the store addresses are known', () => {
    expect(invalidFields({ ...draft, shippingUrl: 'https://elsewhere.example/returns' }, STORE)).toEqual(['shipping_and_return_url']);
    expect(invalidFields({ ...draft, shippingUrl: 'acme.myshopify.com/policies/refund-policy' }, STORE)).toEqual([]);
    expect(invalidFields({ ...draft, shippingUrl: 'https://elsewhere.example/returns' }, [])).toEqual([]);
  });
});
