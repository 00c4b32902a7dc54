import { describe, expect, it } from 'vitest';
import { testTheme } from '../../lib/testTheme';
import { emptyDraft, type Draft } from './editorState';
import { previewStoreData, storeProduct, type PreviewStore } from './storePreview';
import { testProduct } from './testLinks';

const STORE: PreviewStore = {
  businessName: 'Acme Apparel',
  businessLogo: 'https://cdn.example/logo.png',
  businessCurrency: 'EUR',
  shippingAndReturnsUrl: 'https://acme.example/shipping',
  brand: { name: 'Acme Apparel', logoUrl: null, theme: { ...testTheme(), isInitial: false } },
};

const draft = (overrides: Partial<Draft> = {}): Draft => ({ ...emptyDraft('LOOK'), ...overrides });

describe("the phone preview's page data", () => {
  it("is the page's shape: the store around the draft's title, promocode and products, in the link's order", () => {
    const data = previewStoreData(
      draft({
        title: '  Weekend edit ',
        promocode: ' WELCOME10 ',
        images: [{ key: 'a', src: 'https://cdn.example/look.png' }],
        products: [testProduct('3', { price: '44.00' }), testProduct('1', { price: '1234.50' }), testProduct('2')],
      }),
      STORE,
    );
    expect(data).toMatchObject({
      storeName: 'Acme Apparel',
      logo: 'https://cdn.example/logo.png',
      currency: 'EUR',
      shippingAndReturnsUrl: 'https://acme.example/shipping',
      title: 'Weekend edit',
      promocode: 'WELCOME10',
      images: ['https://cdn.example/look.png'],
      influencer: null,
      cart: null,
      post: null,
      tracking: { facebookPixelId: null, googleAnalyticsId: null },
    });
    expect(data.products.map((p) => [p.title, p.price])).toEqual([
      ['Product 3', '44.00'],
      ['Product 1', '1234.50'],
      ['Product 2', '19.00'],
    ]);
    // The page's theme, without the details' "still initial" flag.
    expect(data.theme).toEqual(testTheme());
  });

  it('has no promocode when the field is blank, and names the influencer with the picture given', () => {
    const data = previewStoreData(draft({ promocode: '  ', influencer: 'maya' }), STORE, 'https://cdn.example/maya.png');
    expect(data.promocode).toBeNull();
    expect(data.influencer).toEqual({ username: 'maya', image: 'https://cdn.example/maya.png' });
    expect(previewStoreData(draft({ influencer: 'maya' }), STORE).influencer).toEqual({ username: 'maya', image: null });
  });

  it('leaves out the products the store has not published, as the page does', () => {
    const products = [testProduct('1', { product_status: 'draft' }), testProduct('2'), testProduct('3', { product_status: 'ARCHIVED' })];
    expect(previewStoreData(draft({ products }), STORE).products.map((p) => p.id)).toEqual(['gid://shopify/Product/2']);
  });
});

describe("a product's card in the preview", () => {
  it('carries the catalog price, picture and whether anything is in stock', () => {
    expect(storeProduct(testProduct('1', { price: '44.00' }))).toEqual({
      id: 'gid://shopify/Product/1',
      title: 'Product 1',
      image: 'https://cdn.example/1.png',
      pictures: [],
      price: '44.00',
      available: true,
      options: [],
      quantity: 1,
      variants: [],
    });
    expect(storeProduct(testProduct('1', { image: null })).image).toBeNull();
    expect(storeProduct(testProduct('1', { total_quantity: 0, variant_availability_ratio: 0 })).available).toBe(false);
    // A variant in stock beside oversold ones: the page still sells it.
    expect(storeProduct(testProduct('1', { total_quantity: -2, variant_availability_ratio: 0.5 })).available).toBe(true);
  });

  it("opens each option on the merchant's choice, else its first value, and drops options without values", () => {
    const product = testProduct('1', {
      options: [
        { name: 'Size', values: ['S', 'M', 'L'] },
        { name: 'Color', values: ['Red', 'Blue'] },
        { name: 'Empty', values: [] },
      ],
      selected_options: { Color: 'Blue', Size: 'XXL' },
    });
    expect(storeProduct(product).options).toEqual([
      { name: 'Size', values: ['S', 'M', 'L'], selected: 'S', swatches: [], labels: ['S', 'M', 'L'], pictures: [], soldOut: [] },
      { name: 'Color', values: ['Red', 'Blue'], selected: 'Blue', swatches: [], labels: ['Red', 'Blue'], pictures: [], soldOut: [] },
    ]);
  });
});
