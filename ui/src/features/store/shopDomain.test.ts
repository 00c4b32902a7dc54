import { describe, expect, it } from 'vitest';
import { installUrl, shopDomainFromInput, shopNameFromInput, shopNameProblem } from './shopDomain';

const DOMAIN_PATTERN = /^[a-z0-9][a-z0-9-]*\.myshopify\.com$/;

describe('shopNameFromInput', () => {
  it('keeps a plain name, trimmed and lower-cased', () => {
    expect(shopNameFromInput('  My-Shop ')).toBe('my-shop');
  });

  it('drops the suffix, scheme, www and path of a pasted address', () => {
    expect(shopNameFromInput('my-shop.myshopify.com')).toBe('my-shop');
    expect(shopNameFromInput('https://my-shop.myshopify.com/admin/apps')).toBe('my-shop');
    expect(shopNameFromInput('http://www.my-shop.myshopify.com?x=1')).toBe('my-shop');
  });

  it('reads the name out of an admin.shopify.com address', () => {
    expect(shopNameFromInput('https://admin.shopify.com/store/acme-2/products')).toBe('acme-2');
  });

  it('leaves other domains as typed, so they fail the format check', () => {
    expect(shopNameFromInput('shop.example.com')).toBe('shop.example.com');
    expect(shopNameProblem(shopNameFromInput('shop.example.com'))).toBe('format');
  });
});

describe('shopNameProblem', () => {
  it('accepts letters, digits and inner hyphens', () => {
    expect(shopNameProblem('acme')).toBeNull();
    expect(shopNameProblem('a1-b2')).toBeNull();
    expect(shopNameProblem('7')).toBeNull();
  });

  it('names the problem', () => {
    expect(shopNameProblem('')).toBe('empty');
    expect(shopNameProblem('-acme')).toBe('format');
    expect(shopNameProblem('my_shop')).toBe('format');
    expect(shopNameProblem('my shop')).toBe('format');
    expect(shopNameProblem('a'.repeat(61))).toBe('length');
    expect(shopNameProblem('a'.repeat(60))).toBeNull();
  });
});

describe('shopDomainFromInput', () => {
  it('adds the platform suffix to a valid name and matches the server pattern', () => {
    for (const raw of ['acme', 'Acme-Store', 'acme.myshopify.com', 'https://acme.myshopify.com/']) {
      const domain = shopDomainFromInput(raw);
      expect(domain).not.toBeNull();
      expect(domain).toMatch(DOMAIN_PATTERN);
    }
    expect(shopDomainFromInput('Acme-Store')).toBe('acme-store.myshopify.com');
  });

  it('gives null for what the server would refuse', () => {
    expect(shopDomainFromInput('')).toBeNull();
    expect(shopDomainFromInput('-x')).toBeNull();
    expect(shopDomainFromInput('ünï')).toBeNull();
    expect(shopDomainFromInput('acme.myshopify.com.evil.test')).toBeNull();
  });
});

describe('installUrl', () => {
  it('points the browser at the install route with the encoded domain', () => {
    expect(installUrl('acme.myshopify.com')).toBe('/shopify/install?shop=acme.myshopify.com');
    expect(installUrl('a&b')).toBe('/shopify/install?shop=a%26b');
  });
});
