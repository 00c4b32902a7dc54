import { describe, expect, it } from 'vitest';
import { EMPTY_UTM, hasTags, isValidTagValue, tagsForBody, tagsFromWire, tagsPreview } from './trackingTags';

describe('isValidTagValue', () => {
  it('accepts letters, digits, - _ . + ~ and spaces', () => {
    expect(isValidTagValue('summer-sale_2026.v1+x~y z')).toBe(true);
    expect(isValidTagValue('')).toBe(true);
    expect(isValidTagValue('x'.repeat(100))).toBe(true);
  });

  it('refuses query-breaking characters', () => {
    for (const bad of ['a&b', 'a=b', 'a?b', 'a#b', 'a/b', 'a%20', '<x>', 'קיץ', 'x'.repeat(101)]) {
      expect(isValidTagValue(bad), bad).toBe(false);
    }
  });
});

describe('tagsPreview', () => {
  it('is a dash when no tag is filled', () => {
    expect(tagsPreview(EMPTY_UTM)).toBe('-');
    expect(tagsPreview({ ...EMPTY_UTM, utm_term: '  ' })).toBe('-');
  });

  it('lists filled tags in order, encoded', () => {
    expect(tagsPreview({ ...EMPTY_UTM, utm_medium: 'social', utm_source: 'insta gram' })).toBe(
      '?utm_source=insta%20gram&utm_medium=social',
    );
  });
});

describe('switch and body', () => {
  it('is on only when a tag exists', () => {
    expect(hasTags(null)).toBe(false);
    expect(hasTags(EMPTY_UTM)).toBe(false);
    expect(hasTags({ ...EMPTY_UTM, utm_content: 'x' })).toBe(true);
  });

  it('sends null without tags and trimmed values with them', () => {
    expect(tagsForBody(EMPTY_UTM)).toBeNull();
    expect(tagsForBody({ ...EMPTY_UTM, utm_source: ' ig ' })).toEqual({ ...EMPTY_UTM, utm_source: 'ig' });
  });

  it('fills unset tags from the server with empty strings', () => {
    const unset = { utm_source: null, utm_medium: null, utm_campaign: null, utm_term: null, utm_content: null };
    expect(tagsFromWire({ ...unset, utm_source: 'ig' })).toEqual({ ...EMPTY_UTM, utm_source: 'ig' });
    expect(tagsFromWire(null)).toEqual(EMPTY_UTM);
  });
});
