import { describe, expect, it } from 'vitest';
import { availabilityWarning, unavailability, WARNING_LINES_MAX } from './availability';
import { testProduct } from './testLinks';

const ACTIVE = testProduct('1', { title: 'Linen shirt' });
const DRAFT = testProduct('2', { title: 'Straw hat', product_status: 'draft' });
const ARCHIVED = testProduct('3', { title: 'Old bag', product_status: 'archived' });
const SOLD_OUT = testProduct('4', { title: 'Silk scarf', total_quantity: 0, variant_availability_ratio: 0 });
const drafts = (count: number) =>
  Array.from({ length: count }, (_, i) => testProduct(`d${i}`, { title: `Draft ${i}`, product_status: 'draft' }));

describe('unavailability', () => {
  it('calls a product that is not active unpublished, whatever its stock', () => {
    expect(unavailability(DRAFT)).toBe('unpublished');
    expect(unavailability(ARCHIVED)).toBe('unpublished');
    expect(unavailability({ ...DRAFT, total_quantity: 0, variant_availability_ratio: 0 })).toBe('unpublished');
  });

  it('reads the status in either case', () => {
    expect(unavailability({ ...ACTIVE, product_status: 'ACTIVE' })).toBeNull();
    expect(unavailability({ ...ACTIVE, product_status: 'DRAFT' })).toBe('unpublished');
  });

  it('calls an active product with nothing in stock sold out, a negative total too', () => {
    expect(unavailability(SOLD_OUT)).toBe('soldOut');
    expect(unavailability({ ...SOLD_OUT, total_quantity: -3 })).toBe('soldOut');
  });

  it('does not call a product sold out while a variant is in stock, even with an oversold total', () => {
    expect(unavailability({ ...ACTIVE, total_quantity: -2, variant_availability_ratio: 0.5 })).toBeNull();
  });

  it('finds nothing wrong with an active product in stock', () => {
    expect(unavailability(ACTIVE)).toBeNull();
  });
});

describe('availabilityWarning', () => {
  it('says nothing when every product can be bought, or there are none', () => {
    expect(availabilityWarning([ACTIVE], 'LOOK')).toBeNull();
    expect(availabilityWarning([ACTIVE], 'SHORT')).toBeNull();
    expect(availabilityWarning([], 'LOOK')).toBeNull();
    expect(availabilityWarning([], 'SHORT')).toBeNull();
  });

  it("names a short's unpublished or sold-out product, without the look's summary", () => {
    expect(availabilityWarning([DRAFT], 'SHORT')).toEqual({
      noneBuyable: false,
      products: [{ id: DRAFT.inventory_id, title: 'Straw hat', problem: 'unpublished' }],
      more: 0,
    });
    expect(availabilityWarning([SOLD_OUT], 'SHORT')?.products).toEqual([
      { id: SOLD_OUT.inventory_id, title: 'Silk scarf', problem: 'soldOut' },
    ]);
  });

  it("names a look's unavailable products in order, and sells the rest", () => {
    expect(availabilityWarning([SOLD_OUT, ACTIVE, DRAFT], 'LOOK')).toEqual({
      noneBuyable: false,
      products: [
        { id: SOLD_OUT.inventory_id, title: 'Silk scarf', problem: 'soldOut' },
        { id: DRAFT.inventory_id, title: 'Straw hat', problem: 'unpublished' },
      ],
      more: 0,
    });
  });

  it('says so when no product of a look can be bought', () => {
    const warning = availabilityWarning([DRAFT, SOLD_OUT], 'LOOK');
    expect(warning?.noneBuyable).toBe(true);
    expect(warning?.products.map((p) => p.problem)).toEqual(['unpublished', 'soldOut']);
  });

  it(`shows at most ${WARNING_LINES_MAX} lines and counts the rest`, () => {
    const some = availabilityWarning([ACTIVE, ...drafts(5)], 'LOOK');
    expect(some?.products.map((p) => p.title)).toEqual(['Draft 0', 'Draft 1', 'Draft 2']);
    expect(some?.more).toBe(2);

    const all = availabilityWarning(drafts(15), 'LOOK');
    expect(all?.noneBuyable).toBe(true);
    expect(all?.products).toHaveLength(WARNING_LINES_MAX - 1);
    expect(all?.more).toBe(13);
  });

  it('needs no count when the lines hold every product', () => {
    expect(availabilityWarning([ACTIVE, ...drafts(3)], 'LOOK')?.more).toBe(0);
    expect(availabilityWarning(drafts(2), 'LOOK')).toMatchObject({ noneBuyable: true, more: 0 });
  });
});
