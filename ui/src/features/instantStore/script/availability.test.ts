import { describe, expect, it } from 'vitest';
import { canBuy, isOpen, parseVariants, variantsAttribute } from './availability';

const variants = [
  { options: ['S', 'Pink'], available: true },
  { options: ['S', 'White'], available: false },
  { options: ['M', 'White'], available: true },
  { options: ['M', 'Pink'], available: false },
];

describe('availability of a combination', () => {
  it('opens a value only when a variant in stock has it with the other choices', () => {
    expect(isOpen(variants, ['S', 'Pink'], 1, 'White')).toBe(false);
    expect(isOpen(variants, ['M', 'Pink'], 1, 'White')).toBe(true);
    expect(isOpen(variants, ['S', 'White'], 0, 'M')).toBe(true);
    expect(isOpen(variants, ['S', 'Pink'], 0, 'M')).toBe(false);
    expect(isOpen(variants, ['S', 'Pink'], 0, 'L')).toBe(false);
  });
  it('says whether the whole choice can be bought', () => {
    expect(canBuy(variants, ['M', 'White'])).toBe(true);
    expect(canBuy(variants, ['M', 'Pink'])).toBe(false);
    expect(canBuy([{ options: [], available: true }], [])).toBe(true);
  });
  it('round-trips through the page attribute and survives bad input', () => {
    expect(parseVariants(variantsAttribute(variants))).toEqual(variants);
    expect(parseVariants('nonsense')).toEqual([]);
    expect(parseVariants('{"a":1}')).toEqual([]);
    expect(parseVariants(undefined)).toEqual([]);
  });
});

describe('cart answers', async () => {
  const { cartAnswer, noticeForRefusal } = await import('./answer');
  it('reads a changed cart and maps refusals to notices', () => {
    expect(cartAnswer({ status: true, data: { notice: 'added', count: 2, cart: '<ul></ul>' } })).toEqual({
      notice: 'added',
      count: 2,
      cart: '<ul></ul>',
    });
    expect(cartAnswer({ status: false, message: 'x' })).toBeNull();
    expect(cartAnswer(null)).toBeNull();
    expect(noticeForRefusal(true, 409)).toBe('soldout');
    expect(noticeForRefusal(false, 500)).toBeNull();
  });
});
