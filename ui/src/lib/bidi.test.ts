import { describe, expect, it } from 'vitest';
import { atHandle, isolateLtr } from './bidi';

describe('isolateLtr', () => {
  it('wraps text in a left-to-right isolate only in right-to-left text', () => {
    expect(isolateLtr('acme.myshopify.com', 'ltr')).toBe('acme.myshopify.com');
    expect(isolateLtr('acme.myshopify.com', 'rtl')).toBe('\u2066acme.myshopify.com\u2069');
  });

  it('builds @handles', () => {
    expect(atHandle('dana', 'ltr')).toBe('@dana');
    expect(atHandle('dana', 'rtl')).toBe('\u2066@dana\u2069');
  });
});
