import { describe, expect, it } from 'vitest';
import { testProduct } from '../testLinks';
import { renderMarkup, textOf } from '../../../lib/testRender';
import { ProductTile } from './ProductTile';

const noop = () => undefined;
const tile = (currency: string | null) =>
  textOf(
    renderMarkup(
      <ProductTile product={testProduct('1', { price: '1234.5' })} currency={currency} selected={false} imageSrc={null} onToggle={noop} onChooseColour={noop} />,
    ),
  );

describe('a product tile of the picker', () => {
  it("writes the price in the store's currency, as the public page does", () => {
    expect(tile('USD')).toContain('$1,234.50');
    expect(tile('EUR')).toContain('€1,234.50');
  });

  it('writes no bare amount while the currency is unknown', () => {
    expect(tile(null)).not.toMatch(/1,?234/);
  });
});
