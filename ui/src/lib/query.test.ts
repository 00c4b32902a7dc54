import { describe, expect, it } from 'vitest';
import { buildQuery, parseQuery, queryParam } from './query';

describe('parseQuery', () => {
  it('reads pairs in order, with or without a leading ?', () => {
    expect(parseQuery('a=1&b=two')).toEqual([
      ['a', '1'],
      ['b', 'two'],
    ]);
    expect(parseQuery('?a=1')).toEqual([['a', '1']]);
    expect(parseQuery('')).toEqual([]);
  });

  it('decodes escapes and plus signs, and keeps malformed escapes as typed', () => {
    expect(parseQuery('q=a%20b+c&e=%E2%9C%93')).toEqual([
      ['q', 'a b c'],
      ['e', '✓'],
    ]);
    expect(parseQuery('bad=%E0%A4%A')).toEqual([['bad', '%E0%A4%A']]);
  });

  it('treats a bare name as an empty value and skips empty parts', () => {
    expect(parseQuery('flag&&x=')).toEqual([
      ['flag', ''],
      ['x', ''],
    ]);
  });
});

describe('queryParam', () => {
  it('returns the first value, or null when absent', () => {
    expect(queryParam('token=abc&token=def', 'token')).toBe('abc');
    expect(queryParam('other=1', 'token')).toBeNull();
    expect(queryParam('token=', 'token')).toBe('');
  });
});

describe('buildQuery', () => {
  it('encodes names and values so they parse back', () => {
    const pairs: Array<[string, string]> = [
      ['admin', 'acme shop'],
      ['x', 'a&b=c'],
    ];
    expect(buildQuery(pairs)).toBe('admin=acme%20shop&x=a%26b%3Dc');
    expect(parseQuery(buildQuery(pairs))).toEqual(pairs);
  });
});
