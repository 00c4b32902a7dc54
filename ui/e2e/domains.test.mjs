/**
 * Browser tests of brand domains (docs/links.md#brand-domains) in Settings, against the DNS
 * server scripts/test runs for the server (ui/e2e/dns-server.mjs, records from the file named by
 * SHOPLINKS_E2E_DNS_RECORDS): a merchant on the Business plan adds a domain, reads the two
 * records to create and what is missing, creates them (the test writes them into the DNS
 * server), verifies, makes the domain the default of new links, and a short made then shows its
 * address on the domain on the shorts page; its preview moves it to the shared address and back.
 * A Starter merchant sees the offer instead of the
 * field. At 390 px, in English and in Hebrew, nothing is wider than the phone. An influencer
 * never reaches the section (Settings sends them home).
 *
 * Uses its own usernames, shop names and domains (several tests share one server).
 */
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import {
  BASE_URL,
  SKIP,
  apiData,
  merchantWithShop,
  openSettings,
  screenshotsDir,
  sharedBrowser,
  sidewaysOverflow,
  startPaidPlan,
  uniqueName,
  url,
  waitForProducts,
  waitReady,
  watchConsole,
} from './helpers.mjs';

const RECORDS = process.env.SHOPLINKS_E2E_DNS_RECORDS;
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** Adds `records` (name → [{type, value}]) to what the test DNS server answers. */
function serveRecords(records) {
  const held = JSON.parse(readFileSync(RECORDS, 'utf8'));
  for (const [name, list] of Object.entries(records)) held[name] = [...(held[name] ?? []), ...list];
  writeFileSync(RECORDS, JSON.stringify(held));
}

describe('brand domains', { skip: SKIP || !RECORDS }, () => {
  const browser = sharedBrowser();

  it('adds a domain, shows its records, verifies it once they exist and puts new links on it', async () => {
    const shop = uniqueName('domshop');
    const { context, page, problems, account } = await merchantWithShop(browser, 'dommerchant', shop);
    await startPaidPlan(page, 'BUSINESS');
    await openSettings(page);
    const section = page.locator('[data-settings-section="domains"]');
    await section.getByRole('heading', { name: 'Brand domains' }).waitFor();

    const host = `${uniqueName('go')}.example-brand.test`;
    await section.getByLabel('Domain').fill(`https://${host.toUpperCase()}/`);
    await section.getByRole('button', { name: 'Add domain' }).click();
    const item = section.locator(`[data-domain="${host}"]`);
    await item.waitFor();
    assert.equal(await item.getAttribute('data-domain-status'), 'PENDING');
    await item.getByText('Waiting for DNS').waitFor();
    await item.getByText(`No TXT record was found at _shoplinks.${host}.`).waitFor();
    const cname = item.locator('[data-record="CNAME"]');
    const txt = item.locator('[data-record="TXT"]');
    assert.match(await cname.innerText(), new RegExp(`${host.replace(/\./g, '\\.')}[\\s\\S]*edge\\.shoplinks\\.test`));
    const txtValue = (await txt.locator('code').nth(1).innerText()).trim();
    assert.match(txtValue, /^shoplinks-verification=[a-z0-9]{24}$/);
    assert.equal((await txt.locator('code').first().innerText()).trim(), `_shoplinks.${host}`);
    // Adding it twice is refused in the merchant's words.
    await section.getByLabel('Domain').fill(host);
    await section.getByRole('button', { name: 'Add domain' }).click();
    await section.getByText('This domain is already added.').waitFor();
    const refusal = 'error: Failed to load resource: the server responded with a status of 422 (Unprocessable Entity)';
    assert.deepEqual(problems.splice(0), [refusal], 'the refused add is the only failed request');
    const shots = await screenshotsDir('domains-');
    await section.screenshot({ path: path.join(shots, 'domains-pending-1280.png') });

    // On a phone, the records wrap instead of widening the page; in Hebrew too.
    const phone = await browser.newContext({ ...PHONE, storageState: await context.storageState() });
    for (const lang of ['en', 'he']) {
      const small = await phone.newPage();
      const smallProblems = watchConsole(small);
      await small.goto(url(`/admin/settings?lang=${lang}`));
      await waitReady(small);
      await small.locator(`[data-domain="${host}"] [data-record="TXT"]`).waitFor();
      if (lang === 'he') {
        assert.equal(await small.locator('html').getAttribute('dir'), 'rtl');
        await small.getByRole('heading', { name: 'דומיינים של המותג' }).waitFor();
        await small.getByText('ממתין ל-DNS').waitFor();
      }
      assert.deepEqual(await sidewaysOverflow(small), [], `nothing is wider than the phone (${lang})`);
      await small.locator('[data-settings-section="domains"]').screenshot({ path: path.join(shots, `domains-pending-390-${lang}.png`) });
      assert.deepEqual(smallProblems, [], `no console errors or warnings (${lang})`);
      await small.close();
    }
    await phone.close();

    // The merchant creates the records; Verify finds them.
    serveRecords({
      [`_shoplinks.${host}`]: [{ type: 'TXT', value: txtValue }],
      [host]: [{ type: 'CNAME', value: 'edge.shoplinks.test' }],
    });
    await item.getByRole('button', { name: 'Verify' }).click();
    await item.getByText('Verified', { exact: true }).waitFor();
    assert.equal(await item.getAttribute('data-domain-status'), 'VERIFIED');
    assert.equal(await item.locator('[data-record]').count(), 0, 'the records step aside once verified');
    await item.getByRole('button', { name: 'Use for new links' }).click();
    await item.getByText('Default for new links').waitFor();
    await section.screenshot({ path: path.join(shots, 'domains-verified-1280.png') });

    // A short made now has its address on the domain, on the shorts page.
    await waitForProducts(context.request);
    const { products } = await apiData(context.request, '/api/admin/v1/products/search?count=1&product_status=active');
    const made = await context.request.post(url('/api/admin/v1/links/create'), {
      headers: { Origin: BASE_URL },
      data: { link_type: 'SHORT', inventory_ids: [products[0].inventory_id], description: 'Brand tee' },
    });
    assert.equal(made.status(), 200);
    const id = (await made.json()).data.link_id;
    await page.goto(url('/admin/shorts'));
    await waitReady(page);
    await page.locator(`[data-public-url="http://${host}/${id}"]`).first().waitFor();

    // Its preview moves it back to the shared address and onto the domain again; the address,
    // and what the server holds follow.
    await page.goto(url(`/admin/shorts/preview/${id}`));
    await waitReady(page);
    const preview = page.getByRole('dialog', { name: 'Short preview' });
    const choice = preview.getByLabel('Domain');
    await choice.waitFor();
    assert.equal(await choice.inputValue(), host);
    const shared = url(`/${account.username}/${id}`);
    await choice.selectOption({ label: 'Shared Shoplinks address' });
    await preview.getByText('Moved. The old address keeps working too.').waitFor();
    await preview.locator(`[data-public-url="${shared}"]`).waitFor();
    assert.equal(await choice.inputValue(), '');
    const stored = await apiData(context.request, `/api/admin/v1/links/${id}`);
    assert.equal(stored.public_url, shared, 'the server holds the move');
    await choice.selectOption(host);
    await preview.locator(`[data-public-url="http://${host}/${id}"]`).waitFor();
    await preview.screenshot({ path: path.join(shots, 'domains-short-preview-1280.png') });
    // On a phone in Hebrew the choice reads right to left and fits.
    const hePhone = await browser.newContext({ ...PHONE, storageState: await context.storageState() });
    const small = await hePhone.newPage();
    const smallProblems = watchConsole(small);
    await small.goto(url(`/admin/shorts/preview/${id}?lang=he`));
    await waitReady(small);
    const heChoice = small.getByLabel('דומיין');
    await heChoice.waitFor();
    assert.equal(await heChoice.inputValue(), host);
    assert.equal(await small.locator('option[value=""]').innerText(), 'הכתובת המשותפת של Shoplinks');
    assert.deepEqual(await sidewaysOverflow(small), [], 'nothing is wider than the phone (he)');
    await small.screenshot({ path: path.join(shots, 'domains-short-preview-390-he.png') });
    assert.deepEqual(smallProblems, [], 'no console errors or warnings (he)');
    await hePhone.close();
    assert.deepEqual(problems, [], 'no console errors or warnings');
    await context.close();
  });

  it('offers the plans to a Starter merchant instead of the field', async () => {
    const { context, page, problems } = await merchantWithShop(browser, 'domstarter', uniqueName('domstart'));
    await startPaidPlan(page, 'STARTER');
    await openSettings(page);
    const section = page.locator('[data-settings-section="domains"]');
    await section.getByText('Brand domains come with the Business and Pro plans.').waitFor();
    assert.equal(await section.getByRole('link', { name: 'See plans' }).getAttribute('href'), '/pricing-plans');
    assert.equal(await section.getByLabel('Domain').count(), 0);
    assert.deepEqual(problems, [], 'no console errors or warnings');
    await context.close();
  });
});
