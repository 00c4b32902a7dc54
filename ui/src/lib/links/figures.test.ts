import { describe, expect, it } from 'vitest';
import {
  averageOrderValue,
  conversionRate,
  money,
  multilinkConversionRate,
  multilinkViewsShown,
  viewsShown,
} from './figures';

describe('viewsShown', () => {
  it('takes the largest of views, requested checkouts and checkouts', () => {
    expect(viewsShown(10, 3, 2)).toBe(10);
    expect(viewsShown(1, 4, 2)).toBe(4);
    expect(viewsShown(0, 0, 5)).toBe(5);
  });
  it('treats null figures as zero', () => {
    expect(viewsShown(null, null, null)).toBe(0);
  });
  it('multilink list uses views and checkouts only', () => {
    expect(multilinkViewsShown(3, 7)).toBe(7);
  });
});

describe('conversionRate', () => {
  it('divides checkouts by the shown views', () => {
    expect(conversionRate(10, 3, 2)).toBe(20);
    expect(conversionRate(1, 4, 2)).toBe(50);
  });
  it('is 0 with no views at all', () => {
    expect(conversionRate(0, 0, 0)).toBe(0);
  });
  it('multilink CR divides by views only and guards zero', () => {
    expect(multilinkConversionRate(8, 2)).toBe(25);
    expect(multilinkConversionRate(0, 2)).toBe(0);
  });
});

describe('averageOrderValue', () => {
  it('divides revenue by checkouts, money strings included', () => {
    expect(averageOrderValue('39.00', 2)).toBe(19.5);
    expect(averageOrderValue(10, 4)).toBe(2.5);
  });
  it('is 0 without checkouts', () => {
    expect(averageOrderValue('10.00', 0)).toBe(0);
    expect(averageOrderValue(null, null)).toBe(0);
  });
  it('parses money, garbage as 0', () => {
    expect(money('1234.50')).toBe(1234.5);
    expect(money('x')).toBe(0);
  });
});
