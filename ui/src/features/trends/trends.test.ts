import { describe, expect, it } from 'vitest';
import type { TopCombinations } from '../../generated/TopCombinations';
import type { TrendProduct } from '../../generated/TrendProduct';
import { testProduct as catalogProduct } from '../../domain/links/testLinks';
import { testInfluencer, testUser } from '../../lib/testUsers';
import { trendsAccess } from './access';
import { combinationsOf, oneDecimal, percentOf, scoreText } from './figures';
import { chosenFromCatalog, firstPick } from './picks';
import { COLLAPSED_HEIGHT, listMaxHeight, offersToggle, toggleLabelKey } from './sections';
import { testProduct } from './testProducts';

describe('who sees trends', () => {
  it('shows them to merchants whose plan has business features', () => {
    expect(trendsAccess(testUser({ subscriptionPlan: 'BUSINESS' }))).toBe('trends');
    expect(trendsAccess(testUser({ subscriptionPlan: 'PRO' }))).toBe('trends');
    expect(trendsAccess(testUser({ subscriptionPlan: 'FREE', freeTrialDaysLeft: 12 }))).toBe('trends');
  });

  it('offers the upgrade to other merchants, as the server decides it', () => {
    expect(trendsAccess(testUser({ subscriptionPlan: 'STARTER' }))).toBe('upgrade');
    expect(trendsAccess(testUser({ subscriptionPlan: 'FREE', freeTrialDaysLeft: 0 }))).toBe('upgrade');
    // The plan limits are the server's word, whatever the plan's name.
    expect(trendsAccess(testUser({ planLimits: { influencerLimit: 15, businessFeatures: false, brandDomains: true } }))).toBe('upgrade');
  });

  it('tells influencers trends are the merchant’s, whatever the plan', () => {
    expect(trendsAccess(testInfluencer({ subscriptionPlan: 'PRO' }))).toBe('merchantOnly');
  });
});

describe('the first product of the complementary products', () => {
  const top = ['first', 'second', 'third', 'fourth', 'fifth'];

  it('is one of the first 3 top products, chosen at random', () => {
    expect(firstPick(top, () => 0)).toBe('first');
    expect(firstPick(top, () => 0.34)).toBe('second');
    expect(firstPick(top, () => 0.67)).toBe('third');
    expect(firstPick(top, () => 0.999999)).toBe('third');
    const seen = new Set(Array.from({ length: 300 }, () => firstPick(top)));
    expect([...seen].sort()).toEqual(['first', 'second', 'third']);
  });

  it('is among fewer when there are fewer, and none without top products', () => {
    expect(firstPick(['only'], () => 0.9)).toBe('only');
    expect(firstPick(['a', 'b'], () => 0.9)).toBe('b');
    expect(firstPick([], () => 0.5)).toBeNull();
  });

  it('can be replaced by a catalog product from the picker', () => {
    const scarf = catalogProduct('9', { title: 'Scarf', image: { src: 'https://img.example/scarf.png' } });
    expect(chosenFromCatalog(scarf)).toEqual({ id: 'gid://shopify/Product/9', title: 'Scarf', image_url: 'https://img.example/scarf.png' });
    expect(chosenFromCatalog(catalogProduct('10', { image: null })).image_url).toBeNull();
  });
});

describe('See all / Hide', () => {
  it('collapses top products to 115 px and the taller cards to 147 px', () => {
    expect(COLLAPSED_HEIGHT).toEqual({ topProducts: 115, combinations: 147, complementary: 147 });
    expect(listMaxHeight('topProducts', false)).toBe('115px');
    expect(listMaxHeight('combinations', false)).toBe('147px');
    expect(listMaxHeight('complementary', true)).toBe('none');
  });

  it('is offered only while the list is taller than its collapsed size, and stays once opened', () => {
    expect(offersToggle(110, 115, false)).toBe(false);
    expect(offersToggle(116, 115, false)).toBe(false);
    expect(offersToggle(240, 115, false)).toBe(true);
    expect(offersToggle(110, 115, true)).toBe(true);
  });

  it('reads See all while collapsed and Hide while open', () => {
    expect(toggleLabelKey(false)).toBe('trends.seeAll');
    expect(toggleLabelKey(true)).toBe('trends.hide');
  });
});

describe('combinations', () => {
  const a: TrendProduct = testProduct('1', 'Mug');
  const b: TrendProduct = testProduct('2', 'Coaster');
  const c: TrendProduct = testProduct('3', 'Teapot');
  const stats = (support: number) => ({ support, confidence: 0.9, lift: 2.5 });

  it('pairs each combination with its products in its own order and its statistics', () => {
    const answer: TopCombinations = {
      top_combinations: [
        [b.id, a.id],
        [a.id, b.id, c.id],
      ],
      statistics: [stats(0.3), stats(0.1)],
      products: [a, b, c],
    };
    const found = combinationsOf(answer);
    expect(found.map((x) => x.products.map((p) => p.title))).toEqual([['Coaster', 'Mug'], ['Mug', 'Coaster', 'Teapot']]);
    expect(found.map((x) => x.statistics.support)).toEqual([0.3, 0.1]);
    expect(new Set(found.map((x) => x.key)).size).toBe(2);
  });

  it('leaves out a combination the answer does not fully describe', () => {
    const answer: TopCombinations = {
      top_combinations: [[a.id, 'gid://shopify/Product/404'], [a.id, b.id], [b.id, c.id]],
      statistics: [stats(0.3), stats(0.2)],
      products: [a, b, c],
    };
    expect(combinationsOf(answer).map((x) => x.key)).toEqual([`${a.id},${b.id}`]);
  });

  it('says shares, lift and scores in plain numbers', () => {
    expect(percentOf(0.3)).toBe(30);
    expect(percentOf(0.0149)).toBe(1);
    expect(oneDecimal(2.4567)).toBe('2.5');
    expect(oneDecimal(3)).toBe('3');
    expect(scoreText(42.37)).toBe('42');
    expect(scoreText(3.54)).toBe('3.5');
    expect(scoreText(0.04)).toBe('0.04');
    expect(scoreText(0.5)).toBe('0.5');
  });
});
