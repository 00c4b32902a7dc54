/**
 * Browser tests of the static pages (privacy policy, terms, Shopify help, pricing): their full
 * text is in the server HTML, readable with JavaScript off, in English and in Hebrew.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { SKIP, launchBrowser, url } from './helpers.mjs';

const PAGES = [
  {
    path: '/privacy-policy',
    title: /^Privacy policy · Shoplinks$/,
    en: [/Last updated: 11 May 2025/, /headquartered in Israel/, /18 years of age or older/, /payment card data/, /@/],
    he: [/עודכנה לאחרונה: 11 במאי 2025/, /בישראל/, /בני 18 ומעלה/, /כרטיסי אשראי/],
  },
  {
    path: '/terms',
    title: /^Terms and conditions · Shoplinks$/,
    en: [
      /Effective: 11 May 2025/,
      /at least 18 years old/,
      /cancel your plan at any time/,
      /until the end of its current billing cycle and then moves to the free plan/,
      /non-refundable/,
      /within 72 hours/,
      /US dollars \(USD\)/,
      /billed in advance and are recurring/,
      /at least one month’s notice/,
      /inactive for 6 months/,
      /100 US dollars/,
      /laws of the State of Israel/,
      /for one month/,
    ],
    he: [/בתוקף מ-11 במאי 2025/, /דיני מדינת ישראל/, /72 שעות/, /6 חודשים/],
  },
  {
    path: '/help/shopify',
    title: /^Shopify help · Shoplinks$/,
    en: [/Step 1: Install the Shoplinks sales channel/, /30-day free trial/, /Step 5: Create shoppable links/, /Illustration:/],
    he: [/שלב 1:/, /שלב 5:/, /איור:/],
  },
  {
    path: '/pricing-plans',
    title: /^Pricing plans · Shoplinks$/,
    en: [/Starter/, /\$39/, /Business/, /\$99/, /Pro/, /\$399/, /Enterprise/, /Contact sales/, /Lite \(free\)/, /\$0/],
    he: [/סטארטר/, /ביזנס/, /פרו/, /אנטרפרייז/, /לייט/],
  },
];

describe('static pages without JavaScript', { skip: SKIP }, () => {
  let browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });

  for (const spec of PAGES) {
    it(`${spec.path} is complete in English and in Hebrew`, async () => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();

      const response = await page.goto(url(spec.path));
      assert.equal(response.status(), 200);
      assert.match(await page.title(), spec.title);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      assert.ok(description && description.length > 30, 'a meta description');
      const english = await page.locator('body').innerText();
      for (const pattern of spec.en) assert.match(english, pattern);
      assert.equal(await page.locator('h1').count(), 1, 'one main heading');

      await page.goto(url(`${spec.path}?lang=he`));
      assert.equal(await page.evaluate(() => document.documentElement.dir), 'rtl');
      assert.equal(await page.evaluate(() => document.documentElement.lang), 'he');
      const hebrew = await page.locator('body').innerText();
      for (const pattern of spec.he) assert.match(hebrew, pattern);
      assert.match(await page.title(), /[\u0590-\u05FF]/, 'a Hebrew title');
      await context.close();
    });
  }

  it('terms link to the pricing plans page', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(url('/terms'));
    assert.ok((await page.locator('a[href="/pricing-plans"]').count()) >= 1);
    await context.close();
  });
});
