import { describe, expect, it } from 'vitest';
import { PRIVACY_SECTIONS, TERMS_SECTIONS, privacyPolicyFor, termsFor } from './content';
import type { LegalBlock, LegalDocument } from './content/types';

const texts = (doc: LegalDocument<string>): string[] => {
  const flatten = (blocks: readonly LegalBlock[]) =>
    blocks.flatMap((block) => (typeof block === 'string' ? [block] : [...block.list]));
  return [doc.title, doc.dateLine, ...flatten(doc.intro), ...Object.values(doc.sections).flatMap((s) => [s.title, ...flatten(s.blocks)])];
};

const placeholders = (doc: LegalDocument<string>) =>
  texts(doc)
    .flatMap((text) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))
    .sort();

const docs = [
  ['privacy policy', privacyPolicyFor('en'), privacyPolicyFor('he'), PRIVACY_SECTIONS],
  ['terms', termsFor('en'), termsFor('he'), TERMS_SECTIONS],
] as const;

describe.each(docs)('%s', (_name, en, he, order) => {
  it('has every section, in both languages, with text', () => {
    for (const doc of [en, he]) {
      expect(Object.keys(doc.sections).sort()).toEqual([...order].sort());
      for (const text of texts(doc)) expect(text.trim()).not.toBe('');
    }
  });

  it('uses the same links in both languages, and only known ones', () => {
    expect(placeholders(he)).toEqual(placeholders(en));
    for (const name of placeholders(en)) {
      expect(['supportEmail', 'pricingPlans', 'privacyPolicy', 'terms']).toContain(name);
    }
  });

  it('is written in Hebrew in the Hebrew version', () => {
    for (const text of texts(he)) expect(text, text).toMatch(/[\u0590-\u05FF]/);
  });
});

describe('privacy policy facts', () => {
  const en = texts(privacyPolicyFor('en')).join('\n');
  const he = texts(privacyPolicyFor('he')).join('\n');

  it('is dated 11 May 2025', () => {
    expect(privacyPolicyFor('en').dateLine).toContain('11 May 2025');
    expect(privacyPolicyFor('he').dateLine).toContain('11 במאי 2025');
  });

  it('names Israel, the age of 18, no stored card data and e-mail support', () => {
    expect(en).toContain('headquartered in Israel');
    expect(en).toContain('18 years of age or older');
    expect(en).toMatch(/do not receive or store payment card data/);
    expect(en).toContain('{supportEmail}');
    expect(he).toContain('בישראל');
    expect(he).toContain('בני 18 ומעלה');
    expect(he).toContain('פרטי כרטיסי אשראי');
  });
});

describe('terms facts', () => {
  const en = texts(termsFor('en')).join('\n');
  const he = texts(termsFor('he')).join('\n');

  it('is effective 11 May 2025', () => {
    expect(termsFor('en').dateLine).toContain('11 May 2025');
    expect(termsFor('he').dateLine).toContain('11 במאי 2025');
  });

  it.each([
    ['18 or older', /at least 18 years old/, /בני 18 לפחות/],
    ['cancel any time', /cancel your plan at any time/, /לבטל את המסלול בכל עת/],
    ['runs to the end of the cycle, then free', /until the end of its current billing cycle and then moves to the free plan/, /עד סוף מחזור החיוב הנוכחי, ואז עובר למסלול החינמי/],
    ['non-refundable, 72-hour exception', /non-refundable[\s\S]*within 72 hours/, /אינם ניתנים להחזר[\s\S]*72 שעות/],
    ['USD, in advance, recurring', /US dollars \(USD\)[\s\S]*billed in advance and are recurring/, /דולר אמריקאי \(USD\)[\s\S]*נגבים מראש ובאופן מתחדש/],
    ['one month notice of fee changes', /at least one month’s notice/, /לפחות חודש מראש/],
    ['username reclaim after 6 months, never without contact', /inactive for 6 months[\s\S]*never do so without contacting you first/, /6 חודשים[\s\S]*לעולם לא נעשה זאת בלי ליצור איתכם קשר/],
    ['liability cap', /greater of the fees you paid us for the Service or 100 US dollars/, /הגבוה מבין דמי השירות ששילמתם לנו לבין 100 דולר/],
    ['Israeli law', /laws of the State of Israel/, /דיני מדינת ישראל/],
    ['one month good faith', /in good faith to resolve it for one month/, /בתום לב במשך חודש אחד/],
  ])('states: %s', (_fact, english, hebrew) => {
    expect(en).toMatch(english);
    expect(he).toMatch(hebrew);
  });

  it('links to the pricing plans page', () => {
    expect(en).toContain('{pricingPlans}');
    expect(he).toContain('{pricingPlans}');
  });
});
