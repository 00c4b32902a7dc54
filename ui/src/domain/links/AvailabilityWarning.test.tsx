import { describe, expect, it } from 'vitest';
import { renderMarkup, textOf } from '../../lib/testRender';
import { testLink, testProduct } from './testLinks';
import { AvailabilityWarning } from './AvailabilityWarning';

const IN_STOCK = testProduct('1', { title: 'Linen shirt' });
const DRAFT = testProduct('2', { title: 'Straw hat', product_status: 'draft' });
const SOLD_OUT = testProduct('3', { title: 'Silk scarf', total_quantity: 0, variant_availability_ratio: 0 });

describe('AvailabilityWarning', () => {
  it("warns, politely, about a short's draft product, as the preview shows a saved short", () => {
    const short = testLink({ link_type: 'SHORT', url_type: 'PRODUCT', products: [DRAFT] });
    const html = renderMarkup(<AvailabilityWarning products={short.products} kind="SHORT" />);
    expect(html).toContain('role="status"');
    expect(html).not.toContain('role="alert"');
    expect(textOf(html)).toBe(
      'Straw hat is not published in your store: shoppers following this short will see "not available".',
    );
  });

  it('warns about a sold-out product and one left out of a look, and sells the rest', () => {
    const text = textOf(renderMarkup(<AvailabilityWarning products={[IN_STOCK, SOLD_OUT, DRAFT]} kind="LOOK" />));
    expect(text).toContain("Silk scarf is sold out: shoppers can't buy it until it is back in stock.");
    expect(text).toContain("Straw hat is not published in your store: shoppers won't see it on this link's page.");
    expect(text).not.toContain('Linen shirt');
    expect(text).not.toContain('No product of this link can be bought right now.');
  });

  it('says first when no product of a look can be bought, and counts past three lines', () => {
    const drafts = Array.from({ length: 5 }, (_, i) => testProduct(`d${i}`, { title: `Draft ${i}`, product_status: 'draft' }));
    const text = textOf(renderMarkup(<AvailabilityWarning products={drafts} kind="LOOK" />));
    expect(text.startsWith('No product of this link can be bought right now.')).toBe(true);
    expect(text).toContain('Draft 1');
    expect(text).not.toContain('Draft 2');
    expect(text).toContain('and 3 more');
  });

  it('renders nothing when every product can be bought', () => {
    for (const html of [
      renderMarkup(<AvailabilityWarning products={[IN_STOCK]} kind="LOOK" />),
      renderMarkup(<AvailabilityWarning products={[IN_STOCK]} kind="SHORT" />),
      renderMarkup(<AvailabilityWarning products={[]} kind="SHORT" />),
    ]) {
      expect(html).not.toContain('role=');
      expect(textOf(html)).toBe('');
    }
  });

  it('is translated in Hebrew, with the title isolated', () => {
    const text = textOf(renderMarkup(<AvailabilityWarning products={[SOLD_OUT]} kind="SHORT" />, undefined, 'he'));
    expect(text).toContain('\u2068Silk scarf\u2069 אזל מהמלאי');
  });
});
