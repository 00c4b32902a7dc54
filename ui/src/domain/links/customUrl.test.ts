import { describe, expect, it } from 'vitest';
import { customUrlStatus, domainForMessage, withScheme } from './customUrl';

const DOMAINS = ['https://shop.myshopify.com', 'http://127.0.0.1:8080/sandbox/shop.myshopify.com'];

describe('withScheme', () => {
  it('adds https:// when no http(s) scheme is typed', () => {
    expect(withScheme('shop.myshopify.com/products/a')).toBe('https://shop.myshopify.com/products/a');
    expect(withScheme('  shop.myshopify.com ')).toBe('https://shop.myshopify.com');
  });

  it('keeps http:// and https:// as typed', () => {
    expect(withScheme('http://shop.myshopify.com')).toBe('http://shop.myshopify.com');
    expect(withScheme('HTTPS://shop.myshopify.com')).toBe('HTTPS://shop.myshopify.com');
  });

  it("takes the scheme of the store address the text starts with (the local sandbox is http://)", () => {
    expect(withScheme('127.0.0.1:8080/sandbox/shop.myshopify.com/products/a', DOMAINS)).toBe('http://127.0.0.1:8080/sandbox/shop.myshopify.com/products/a');
    expect(withScheme('shop.myshopify.com/a', DOMAINS)).toBe('https://shop.myshopify.com/a');
    expect(withScheme('127.0.0.1:8080/sandbox/shop.myshopify.com.evil.io/a', DOMAINS)).toBe('https://127.0.0.1:8080/sandbox/shop.myshopify.com.evil.io/a');
  });

  it('leaves empty text empty', () => {
    expect(withScheme('   ')).toBe('');
  });
});

describe('customUrlStatus', () => {
  it('gives no indication for an empty value', () => {
    expect(customUrlStatus('', DOMAINS)).toBe('empty');
  });

  it('accepts URLs on an allowed domain, with or without a typed scheme', () => {
    expect(customUrlStatus('https://shop.myshopify.com/products/tee', DOMAINS)).toBe('valid');
    expect(customUrlStatus('shop.myshopify.com/collections/all?x=1', DOMAINS)).toBe('valid');
    expect(customUrlStatus('https://shop.myshopify.com', DOMAINS)).toBe('valid');
  });

  it('accepts the sandbox address typed without its scheme, as the error message shows it', () => {
    expect(customUrlStatus('127.0.0.1:8080/sandbox/shop.myshopify.com/products/a', DOMAINS)).toBe('valid');
  });

  it('accepts a sandbox origin with a path prefix', () => {
    expect(customUrlStatus('http://127.0.0.1:8080/sandbox/shop.myshopify.com/products/a', DOMAINS)).toBe('valid');
    expect(customUrlStatus('http://127.0.0.1:8080/sandbox/other.myshopify.com/products/a', DOMAINS)).toBe('invalid');
  });

  it('refuses other hosts and look-alike prefixes', () => {
    expect(customUrlStatus('https://evil.example/shop.myshopify.com', DOMAINS)).toBe('invalid');
    expect(customUrlStatus('https://shop.myshopify.com.evil.io/x', DOMAINS)).toBe('invalid');
    expect(customUrlStatus('http://shop.myshopify.com/x', DOMAINS)).toBe('invalid');
  });

  it('refuses text that is not a URL', () => {
    expect(customUrlStatus('https://shop.myshopify.com/a b', DOMAINS)).toBe('invalid');
    expect(customUrlStatus('not a url', DOMAINS)).toBe('invalid');
  });

  it('refuses everything when no domain is known', () => {
    expect(customUrlStatus('https://shop.myshopify.com', [])).toBe('invalid');
  });
});

describe('domainForMessage', () => {
  it('names the first domain without its scheme', () => {
    expect(domainForMessage(DOMAINS)).toBe('shop.myshopify.com');
    expect(domainForMessage([])).toBe('');
  });
});
