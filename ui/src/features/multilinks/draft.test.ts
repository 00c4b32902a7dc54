import { describe, expect, it } from 'vitest';
import { canSave, draftFromMultilink, isExperienceValid, newDraft, toBody, withType, type ExperienceDraft } from './draft';
import { COLLECTION, MULTILINK, PRODUCT } from './testMultilinks';

const DOMAINS = ['https://shop.example.com'];

describe('newDraft', () => {
  it('starts with two looks split 50/50 for all devices', () => {
    const draft = newDraft();
    expect(draft.experiences.map((e) => [e.type, e.share, e.device])).toEqual([
      ['LOOK', 50, 'ALL'],
      ['LOOK', 50, 'ALL'],
    ]);
  });
});

describe('draftFromMultilink', () => {
  it('reads types, shares, items and the chosen options', () => {
    const draft = draftFromMultilink(MULTILINK);
    expect(draft.title).toBe('Spring test');
    expect(draft.promocode).toBe('SPRING');
    expect(draft.tags.utm_source).toBe('ig');
    const [a, b] = draft.experiences;
    expect([a.type, a.savedType, a.share, a.linkId]).toEqual(['LOOK', 'LOOK', 60, 'lookA']);
    expect(a.products[0]?.selected_options).toEqual({ Size: 'M' });
    expect([b.type, b.url, b.share]).toEqual(['CUSTOM', 'https://shop.example.com/pages/sale', 40]);
  });
});

describe('experience rules', () => {
  const base = newDraft().experiences[0];
  const make = (over: Partial<ExperienceDraft>): ExperienceDraft => ({ ...base, ...over });

  it('a look needs 1 to 15 products', () => {
    expect(isExperienceValid(make({ products: [] }), DOMAINS)).toBe(false);
    expect(isExperienceValid(make({ products: [PRODUCT] }), DOMAINS)).toBe(true);
    expect(isExperienceValid(make({ products: Array(16).fill(PRODUCT) }), DOMAINS)).toBe(false);
  });
  it('product and collection need exactly one', () => {
    expect(isExperienceValid(make({ type: 'PRODUCT', products: [PRODUCT] }), DOMAINS)).toBe(true);
    expect(isExperienceValid(make({ type: 'PRODUCT', products: [PRODUCT, PRODUCT] }), DOMAINS)).toBe(false);
    expect(isExperienceValid(make({ type: 'COLLECTION', collections: [COLLECTION] }), DOMAINS)).toBe(true);
    expect(isExperienceValid(make({ type: 'COLLECTION' }), DOMAINS)).toBe(false);
  });
  it('custom needs a URL on a store domain', () => {
    expect(isExperienceValid(make({ type: 'CUSTOM', url: 'shop.example.com/sale' }), DOMAINS)).toBe(true);
    expect(isExperienceValid(make({ type: 'CUSTOM', url: 'https://evil.example/sale' }), DOMAINS)).toBe(false);
    expect(isExperienceValid(make({ type: 'CUSTOM', url: '' }), DOMAINS)).toBe(false);
  });
  it('switching type clears the old choice but keeps share and device', () => {
    const switched = withType(make({ products: [PRODUCT], share: 30, device: 'PC' }), 'CUSTOM');
    expect([switched.type, switched.products, switched.share, switched.device]).toEqual(['CUSTOM', [], 30, 'PC']);
  });
});

describe('canSave', () => {
  const valid = () => {
    const draft = newDraft();
    draft.title = 'T';
    draft.experiences = [
      { ...draft.experiences[0], products: [PRODUCT] },
      { ...draft.experiences[1], type: 'COLLECTION', collections: [COLLECTION] },
    ];
    return draft;
  };
  it('needs a change, a title and valid experiences', () => {
    expect(canSave(valid(), true, DOMAINS)).toBe(true);
    expect(canSave(valid(), false, DOMAINS)).toBe(false);
    expect(canSave({ ...valid(), title: '  ' }, true, DOMAINS)).toBe(false);
    expect(canSave({ ...valid(), promocode: 'X'.repeat(21) }, true, DOMAINS)).toBe(false);
    const broken = valid();
    broken.experiences[1] = { ...broken.experiences[1], collections: [] };
    expect(canSave(broken, true, DOMAINS)).toBe(false);
  });
});

describe('toBody', () => {
  it('builds the create body per the contract', () => {
    const draft = newDraft();
    draft.title = ' Split ';
    draft.experiences = [
      { ...draft.experiences[0], products: [{ ...PRODUCT, selected_options: { Size: 'M' } }], share: 70, device: 'MOBILE' },
      { ...draft.experiences[1], type: 'CUSTOM', url: 'shop.example.com/sale', share: 30 },
    ];
    expect(toBody(draft, 'biz1', 'create')).toEqual({
      business_id: 'biz1',
      title: 'Split',
      splitter_type: 'PERCENTAGE',
      promocode: null,
      utm_params: null,
      links_options: [
        {
          value: 70,
          device_option: 'MOBILE',
          link_id: null,
          link_resource: {
            images: [],
            inventory_ids: [PRODUCT.inventory_id],
            collection_ids: [],
            shopping_redirect_url: null,
            link_type: 'LOOK',
            selected_options: { [PRODUCT.inventory_id]: { Size: 'M' } },
            description: 'Split',
          },
        },
        {
          value: 30,
          device_option: 'ALL',
          link_id: null,
          link_resource: {
            images: [],
            inventory_ids: [],
            collection_ids: [],
            shopping_redirect_url: 'shop.example.com/sale',
            link_type: 'SHORT',
            selected_options: {},
            description: 'Split',
          },
        },
      ],
    });
  });
  it('adds link ids, promocode and tags on edit', () => {
    const body = toBody(draftFromMultilink(MULTILINK), 'biz1', 'edit');
    expect(body.links_options.map((o) => o.link_id)).toEqual(['lookA', 'shortB']);
    expect(body.promocode).toBe('SPRING');
    expect(body.utm_params?.utm_source).toBe('ig');
    expect(body.links_options[0]?.link_resource.images).toEqual([{ id: 'img1', src: 'https://cdn.example/a.png' }]);
    expect(body.links_options[1]?.link_resource.description).toBe('Custom B');
  });
});
