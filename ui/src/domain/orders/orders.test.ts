import { describe, expect, it } from 'vitest';
import { itemsScroll } from './orderItems';
import { orderStatusKey, orderTagTone, visibleVariantTitle } from './orderStatus';
import { nextOrderSkip, ORDERS_PAGE } from './paging';

describe('order status tags', () => {
  it('paid green, refunded orange, anything else yellow', () => {
    expect(orderTagTone('paid')).toBe('green');
    expect(orderTagTone('refunded')).toBe('orange');
    expect(orderTagTone('partially refunded')).toBe('yellow');
    expect(orderTagTone('pending')).toBe('yellow');
  });
  it('labels the three known statuses and leaves any other empty', () => {
    expect(orderStatusKey('paid')).toBe('orders.status.paid');
    expect(orderStatusKey('refunded')).toBe('orders.status.refunded');
    expect(orderStatusKey('partially refunded')).toBe('orders.status.partiallyRefunded');
    expect(orderStatusKey('pending')).toBeNull();
    expect(orderStatusKey('')).toBeNull();
  });
  it('hides a variant title of None or null', () => {
    expect(visibleVariantTitle('None')).toBeNull();
    expect(visibleVariantTitle(null)).toBeNull();
    expect(visibleVariantTitle(' Red / M ')).toBe('Red / M');
  });
});

describe('orders paging', () => {
  it('asks 20 a request', () => {
    expect(ORDERS_PAGE).toBe(20);
  });
  it("follows the server's next offset while full pages return", () => {
    expect(nextOrderSkip(20, 20)).toBe(20);
    expect(nextOrderSkip(20, 40)).toBe(40);
  });
  it('stops after a short page, whatever the server says', () => {
    expect(nextOrderSkip(19, 39)).toBeNull();
    expect(nextOrderSkip(0, 20)).toBeNull();
  });
  it('stops when the server says there is no more', () => {
    expect(nextOrderSkip(20, null)).toBeNull();
  });
});

describe('order items', () => {
  it('scroll inside the row from four items', () => {
    expect([1, 3, 4, 10].map(itemsScroll)).toEqual([false, false, true, true]);
  });
});
