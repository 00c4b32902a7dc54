import { describe, expect, it } from 'vitest';
import { InstantStorePage } from '../features/instantStore/InstantStorePage';
import type { PageProps } from '../generated/PageProps';
import { emptyDraft } from '../domain/links/editorState';
import { previewStoreData, type PreviewStore } from '../domain/links/storePreview';
import { testProduct } from '../domain/links/testLinks';
import { renderMarkup, textOf } from '../lib/testRender';
import { testTheme } from '../lib/testTheme';
import { TEST_CONFIG } from '../lib/testUsers';

const STORE: PreviewStore = {
  businessName: 'Acme Apparel',
  businessLogo: null,
  businessCurrency: 'USD',
  shippingAndReturnsUrl: null,
  brand: { name: 'Acme Apparel', logoUrl: null, theme: { ...testTheme(), isInitial: true } },
};

/** The public page as the links page's phone preview draws it (LinkContentPage hands it down). */
function preview(products: ReturnType<typeof testProduct>[]) {
  const data = previewStoreData({ ...emptyDraft('LOOK'), title: 'Weekend edit', promocode: 'WELCOME10', products }, STORE);
  const props: PageProps = { page: 'instantStore', path: '/admin/links', query: '', locale: 'en', user: null, config: TEST_CONFIG, data };
  return renderMarkup(<InstantStorePage props={props} />);
}

describe("the look editor's phone preview", () => {
  it("is the public page's own cards, in the link's order, with the prices in the store's currency", () => {
    const html = preview([testProduct('3', { price: '44' }), testProduct('1', { price: '1234.5' }), testProduct('2', { product_status: 'draft' })]);
    const text = textOf(html);
    expect(text).toContain('Acme Apparel');
    expect(text).toContain('Weekend edit');
    expect(text).toContain('WELCOME10');
    expect(html.match(/<article/g)).toHaveLength(2);
    expect(text).toMatch(/Product 3 \$44\.00 .*Product 1 \$1,234\.50/);
    expect(text).not.toContain('Product 2');
  });

  it('says the page is empty when no product can be shown', () => {
    const text = textOf(preview([testProduct('2', { product_status: 'archived' })]));
    expect(text).not.toContain('Product 2');
    expect(text).toContain('These products are no longer available.');
  });
});
