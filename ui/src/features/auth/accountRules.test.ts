import { describe, expect, it } from 'vitest';
import { checklistPasses, passwordChecklist, utf8Length } from './accountRules';

describe('passwordChecklist', () => {
  const state = (password: string, confirmation?: string) =>
    Object.fromEntries(passwordChecklist(password, confirmation).map((item) => [item.rule, item.met]));

  it('ticks "at least 6 characters" and "contains a digit" independently', () => {
    expect(state('')).toEqual({ minLength: false, digit: false });
    expect(state('abcdef')).toEqual({ minLength: true, digit: false });
    expect(state('abc1')).toEqual({ minLength: false, digit: true });
    expect(state('abcde1')).toEqual({ minLength: true, digit: true });
  });

  it('counts characters, not UTF-16 units, like the server', () => {
    expect(state('🛍️🛍️1')).toMatchObject({ minLength: false });
    expect(state('אבגדה1')).toMatchObject({ minLength: true, digit: true });
  });

  it('adds the 72-byte line only once the limit is broken', () => {
    expect(state(`${'a'.repeat(71)}1`)).toEqual({ minLength: true, digit: true });
    expect(state(`${'a'.repeat(72)}1`)).toEqual({ minLength: true, digit: true, maxBytes: false });
    // 24 Hebrew letters are 48 bytes: fine; 40 are 80 bytes: refused.
    expect(state(`${'א'.repeat(24)}1`)).not.toHaveProperty('maxBytes');
    expect(state(`${'א'.repeat(40)}1`)).toHaveProperty('maxBytes', false);
  });

  it('adds "passwords match" when a confirmation is given', () => {
    expect(state('abcde1', '')).toEqual({ minLength: true, digit: true, match: false });
    expect(state('abcde1', 'abcde2')).toMatchObject({ match: false });
    expect(state('abcde1', 'abcde1')).toMatchObject({ match: true });
    expect(state('', '')).toMatchObject({ match: false });
  });

  it('passes only when every line holds', () => {
    expect(checklistPasses(passwordChecklist('abcde1'))).toBe(true);
    expect(checklistPasses(passwordChecklist('abcdef'))).toBe(false);
    expect(checklistPasses(passwordChecklist('abcde1', 'abcde1'))).toBe(true);
    expect(checklistPasses(passwordChecklist('abcde1', 'abcde'))).toBe(false);
    expect(checklistPasses(passwordChecklist(`${'a'.repeat(72)}1`))).toBe(false);
  });
});

describe('utf8Length', () => {
  it('counts UTF-8 bytes', () => {
    expect(utf8Length('abc')).toBe(3);
    expect(utf8Length('ש')).toBe(2);
    expect(utf8Length('€')).toBe(3);
    expect(utf8Length('🛍')).toBe(4);
  });
});
