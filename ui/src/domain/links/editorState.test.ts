import { describe, expect, it } from 'vitest';
import {
  chooseShortCollection,
  chooseShortProduct,
  draftFromLink,
  emptyDraft,
  isModified,
  isValidPromocode,
  refusedPromocodeCharacters,
  lookValid,
  PROMOCODE_MAX,
  setShortTarget,
  shortValid,
  targetOf,
  TITLE_MAX,
  toBody,
} from './editorState';
import { EMPTY_UTM } from './trackingTags';
import { testCollection, testLink, testProduct } from './testLinks';

const DOMAINS = ['https://shop.myshopify.com'];
const ADMIN = { businessId: 'biz-acme', isAdmin: true };

describe('look validity', () => {
  it('needs 1 to 15 products', () => {
    const draft = emptyDraft('LOOK');
    expect(lookValid(draft)).toBe(false);
    expect(lookValid({ ...draft, products: [testProduct('1')] })).toBe(true);
    const sixteen = Array.from({ length: 16 }, (_, i) => testProduct(String(i)));
    expect(lookValid({ ...draft, products: sixteen })).toBe(false);
    expect(lookValid({ ...draft, products: sixteen.slice(0, 15) })).toBe(true);
  });

  it('limits the title and the promocode', () => {
    const draft = { ...emptyDraft('LOOK'), products: [testProduct('1')] };
    expect(lookValid({ ...draft, title: 'x'.repeat(TITLE_MAX) })).toBe(true);
    expect(lookValid({ ...draft, title: 'x'.repeat(TITLE_MAX + 1) })).toBe(false);
    expect(lookValid({ ...draft, promocode: 'x'.repeat(PROMOCODE_MAX + 1) })).toBe(false);
  });

  it('accepts promocodes of ASCII letters, digits, - _ . only', () => {
    expect(isValidPromocode('SUMMER-10_v.2')).toBe(true);
    expect(isValidPromocode('')).toBe(true);
    expect(isValidPromocode('SUMMER 10')).toBe(false);
    expect(isValidPromocode('קיץ')).toBe(false);
  });

  it('names the characters a promocode cannot have, each once', () => {
    expect(refusedPromocodeCharacters('summer 10!')).toEqual(['space', '!']);
    expect(refusedPromocodeCharacters('a b c!!')).toEqual(['space', '!']);
    expect(refusedPromocodeCharacters('SUMMER-10_v.2')).toEqual([]);
  });

  it('allows at most 10 images', () => {
    const draft = { ...emptyDraft('LOOK'), products: [testProduct('1')] };
    const images = Array.from({ length: 11 }, (_, i) => ({ key: String(i), src: `https://cdn.example/${i}.png` }));
    expect(lookValid({ ...draft, images: images.slice(0, 10) })).toBe(true);
    expect(lookValid({ ...draft, images })).toBe(false);
  });
});

describe('modified state', () => {
  it('compares what the user can change', () => {
    const original = draftFromLink(testLink());
    expect(isModified({ ...original }, original)).toBe(false);
    expect(isModified({ ...original, title: 'New' }, original)).toBe(true);
    expect(isModified({ ...original, products: [] }, original)).toBe(true);
    expect(isModified({ ...original, utm: { ...EMPTY_UTM, utm_source: 'ig' } }, original)).toBe(true);
    const withOption = { ...original, products: [{ ...original.products[0]!, selected_options: { Color: 'Red' } }] };
    expect(isModified(withOption, original)).toBe(true);
  });
});

describe('draft from a link', () => {
  it('reads title, promocode, influencer, images and chosen options', () => {
    const link = testLink({ selected_options: { 'gid://shopify/Product/1': { Color: 'Red' } } });
    const draft = draftFromLink(link);
    expect(draft.title).toBe('Summer picks');
    expect(draft.promocode).toBe('SUMMER10');
    expect(draft.influencer).toBe('anna');
    expect(draft.images).toEqual([{ key: 'img1', id: 'img1', src: 'https://cdn.example/look.png' }]);
    expect(draft.products[0]?.selected_options).toEqual({ Color: 'Red' });
  });

  it('derives a short target from products, collections, or the custom URL', () => {
    expect(targetOf({ products: [testProduct('1')], collections: [] })).toBe('product');
    expect(targetOf({ products: [], collections: [testCollection('1')] })).toBe('collection');
    const custom = draftFromLink(
      testLink({ link_type: 'SHORT', url_type: 'CUSTOM', products: [], shopping_redirect_url: 'https://shop.myshopify.com/pages/x' }),
    );
    expect(custom.target).toBe('custom');
    expect(custom.url).toBe('https://shop.myshopify.com/pages/x');
  });

  it('drops a short product without a url', () => {
    const draft = draftFromLink(testLink({ link_type: 'SHORT', products: [testProduct('1', { url: '' })] }));
    expect(draft.products).toEqual([]);
    expect(draft.target).toBe('custom');
  });
});

describe('short target type', () => {
  const base = emptyDraft('SHORT');

  it('choosing a product clears collections and takes its URL and title', () => {
    const withCollection = chooseShortCollection(base, testCollection('9'));
    const draft = chooseShortProduct(withCollection, testProduct('1'));
    expect(draft).toMatchObject({ target: 'product', collections: [], url: testProduct('1').url, title: 'Product 1' });
    expect(draft.products).toHaveLength(1);
  });

  it('custom clears selections, URL and title', () => {
    const chosen = chooseShortProduct(base, testProduct('1'));
    expect(setShortTarget(chosen, 'custom')).toMatchObject({ target: 'custom', products: [], collections: [], url: '', title: '' });
  });

  it('is valid with exactly its one target', () => {
    expect(shortValid(base, DOMAINS)).toBe(false);
    expect(shortValid(chooseShortProduct(base, testProduct('1')), DOMAINS)).toBe(true);
    expect(shortValid(chooseShortCollection(base, testCollection('1')), DOMAINS)).toBe(true);
    const custom = setShortTarget(base, 'custom');
    expect(shortValid({ ...custom, url: 'shop.myshopify.com/pages/a' }, DOMAINS)).toBe(true);
    expect(shortValid({ ...custom, url: 'https://elsewhere.example' }, DOMAINS)).toBe(false);
    expect(shortValid({ ...custom, url: '' }, DOMAINS)).toBe(false);
  });
});

describe('body', () => {
  it('sends a look with images, products, options, tags and influencer for admins', () => {
    const draft = {
      ...draftFromLink(testLink({ selected_options: { 'gid://shopify/Product/1': { Color: 'Red' } } })),
      utm: { ...EMPTY_UTM, utm_source: ' ig ' },
      promocode: ' ',
    };
    expect(toBody(draft, ADMIN)).toEqual({
      images: [{ id: 'img1', src: 'https://cdn.example/look.png' }],
      inventory_ids: ['gid://shopify/Product/1'],
      selected_options: { 'gid://shopify/Product/1': { Color: 'Red' } },
      collection_ids: [],
      promocode: null,
      description: 'Summer picks',
      business_id: 'biz-acme',
      shopping_redirect_url: null,
      influencer_username: 'anna',
      utm_params: { ...EMPTY_UTM, utm_source: 'ig' },
      link_type: 'LOOK',
    });
  });

  it('leaves the admin fields out for influencers', () => {
    const body = toBody(draftFromLink(testLink({ utm_params: { ...EMPTY_UTM, utm_term: 'x' } })), { businessId: 'b', isAdmin: false });
    expect(body.influencer_username).toBeNull();
    expect(body.utm_params).toBeNull();
  });

  it('sends a short with exactly one target', () => {
    const base = emptyDraft('SHORT');
    const product = toBody(chooseShortProduct(base, testProduct('1')), ADMIN);
    expect(product).toMatchObject({ link_type: 'SHORT', inventory_ids: ['gid://shopify/Product/1'], collection_ids: [], shopping_redirect_url: null, images: [] });
    const collection = toBody(chooseShortCollection(base, testCollection('2')), ADMIN);
    expect(collection).toMatchObject({ inventory_ids: [], collection_ids: ['gid://shopify/Collection/2'], shopping_redirect_url: null });
    const custom = toBody({ ...setShortTarget(base, 'custom'), url: 'shop.myshopify.com/pages/a' }, ADMIN);
    expect(custom).toMatchObject({ inventory_ids: [], collection_ids: [], shopping_redirect_url: 'shop.myshopify.com/pages/a' });
  });
});
