import { describe, expect, it } from 'vitest';
import { isValidEmail, normalizeEmail, sanitizeUsernameInput, usernameProblem } from './identityRules';

describe('sanitizeUsernameInput', () => {
  it('lower-cases and keeps only letters, digits, _ and -', () => {
    expect(sanitizeUsernameInput('Dana_Shop-1')).toBe('dana_shop-1');
    expect(sanitizeUsernameInput('dana shop.com!')).toBe('danashopcom');
    expect(sanitizeUsernameInput('דנה-shop')).toBe('-shop');
    expect(sanitizeUsernameInput('  ')).toBe('');
  });
});

describe('usernameProblem (mirrors the server)', () => {
  it('accepts 3 to 30 characters of a-z 0-9 _ -', () => {
    expect(usernameProblem('abc')).toBeNull();
    expect(usernameProblem('dana_shop-1')).toBeNull();
    expect(usernameProblem('a'.repeat(30))).toBeNull();
  });

  it('refuses short and long names', () => {
    expect(usernameProblem('ab')).toBe('length');
    expect(usernameProblem('a'.repeat(31))).toBe('length');
  });

  it('refuses characters outside the set (if they ever get past the input filter)', () => {
    expect(usernameProblem('Dana')).toBe('format');
    expect(usernameProblem('dana.shop')).toBe('format');
    expect(usernameProblem('dana shop')).toBe('format');
  });

  it('refuses app route names, as the server does', () => {
    for (const name of ['admin', 'api', 'login', 'privacy-policy', 'register-request', 'shoplinks']) {
      expect(usernameProblem(name), name).toBe('reserved');
    }
  });
});

describe('email', () => {
  it('removes spaces and lower-cases', () => {
    expect(normalizeEmail(' Dana @Shop.com ')).toBe('dana@shop.com');
  });

  it('follows the documented pattern: name@domain with a 2–4 letter top level', () => {
    expect(isValidEmail('dana@shop.com')).toBe(true);
    expect(isValidEmail('d.a+n@sub.shop.info')).toBe(true);
    expect(isValidEmail('dana@shop')).toBe(false);
    expect(isValidEmail('dana@shop.technology')).toBe(false);
    expect(isValidEmail('dana.shop.com')).toBe(false);
    expect(isValidEmail('dana@shop.c')).toBe(false);
    expect(isValidEmail(`${'a'.repeat(250)}@x.com`)).toBe(false);
  });
});
