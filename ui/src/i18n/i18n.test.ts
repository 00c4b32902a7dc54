import { describe, expect, it } from 'vitest';
import { en } from './en';
import { he } from './he';
import { directionOf, interpolate, translate } from './translate';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/** Keys whose Hebrew text may equal the English one (brand names, pure placeholders). */
const SAME_IN_BOTH = new Set([
  'common.appName',
  'meta.titleSuffix',
  'shopboard.network.instagram',
  'shopboard.network.tiktok',
  'shopboard.network.pinterest',
]);

describe('catalogues', () => {
  it('English and Hebrew have exactly the same keys', () => {
    expect(Object.keys(he).sort()).toEqual(Object.keys(en).sort());
  });

  it('no message is empty', () => {
    for (const [key, text] of [...Object.entries(en), ...Object.entries(he)]) {
      expect(text.trim(), key).not.toBe('');
    }
  });

  it('every Hebrew message uses the same placeholders as its English source', () => {
    for (const key of Object.keys(en) as Array<keyof typeof en>) {
      expect(placeholders(he[key]), key).toEqual(placeholders(en[key]));
    }
  });

  it('Hebrew messages are translated, not copied from English', () => {
    const copied = (Object.keys(en) as Array<keyof typeof en>).filter(
      (key) => !SAME_IN_BOTH.has(key) && he[key] === en[key],
    );
    expect(copied).toEqual([]);
  });

  it('Hebrew messages contain Hebrew letters', () => {
    const withoutHebrew = Object.entries(he).filter(
      ([key, text]) => !SAME_IN_BOTH.has(key) && !/[\u0590-\u05FF]/.test(text),
    );
    expect(withoutHebrew).toEqual([]);
  });
});

describe('interpolate', () => {
  it('replaces named placeholders, numbers included', () => {
    expect(interpolate('{days} days left, {name}', { days: 3, name: 'Ada' })).toBe('3 days left, Ada');
  });

  it('replaces every occurrence of a placeholder', () => {
    expect(interpolate('{a}-{a}', { a: 'x' })).toBe('x-x');
  });

  it('leaves unknown placeholders visible', () => {
    expect(interpolate('Hello {name}', {})).toBe('Hello {name}');
  });

  it('does not interpret replacement patterns in values', () => {
    expect(interpolate('Hi {name}', { name: '$& $1' })).toBe('Hi $& $1');
  });

  it('returns the template unchanged without variables', () => {
    expect(interpolate('{x}')).toBe('{x}');
  });
});

describe('translate', () => {
  it('looks messages up per locale and interpolates them', () => {
    expect(translate('en', 'trial.daysLeftMany', { days: 12 })).toBe('12 days left in your free trial');
    expect(translate('he', 'trial.daysLeftMany', { days: 12 })).toBe('נותרו 12 ימים לתקופת הניסיון');
  });

  it('has the documented wording for login failure and timeouts', () => {
    expect(translate('en', 'login.failed')).toBe('Incorrect username or password');
    expect(translate('en', 'errors.timeout')).toBe('Request timed-out, please try again later.');
  });

  it('falls back to English for an unknown locale', () => {
    expect(translate('fr' as 'en', 'nav.home')).toBe('Home');
  });

  it('makes Hebrew right-to-left and English left-to-right', () => {
    expect(directionOf('he')).toBe('rtl');
    expect(directionOf('en')).toBe('ltr');
  });
});
