/**
 * The per-sale fee as the merchant meets it (docs/billing.md#the-per-sale-fee): the pricing page
 * says how it is charged before anyone pays, the store's confirmation page shows the usage line
 * and its cap, and once the Starter plan is active the account page's "Sale fees" section gives
 * the terms and the cycle, in English at 1280 px and in Hebrew on a 390 px phone, nothing wider
 * than the screen. An influencer of the business sees no fees and is refused them. (Charging
 * itself, the hold, refunds, retries and the cap are the API tests' `fees`.)
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import {
  PHONE,
  SKIP,
  createInfluencer,
  merchantWithShop,
  screenshotsDir,
  sharedBrowser,
  signedInInfluencer,
  sidewaysOverflow,
  uniqueName,
  url,
  waitReady,
  watchConsole,
} from './helpers.mjs';

describe('sale fees', { skip: SKIP }, () => {
  const browser = sharedBrowser();

  it('shows the fee before paying and the cycle after, and never to an influencer', async () => {
    const { context, page, problems, account } = await merchantWithShop(browser, 'feemerchant', uniqueName('feeshop'));

    // Before paying: the pricing page says how the fee is charged and capped.
    await page.goto(url('/pricing-plans'));
    await waitReady(page);
    const terms = await page.locator('[data-fee-terms]').innerText();
    assert.match(terms, /charged for each order sold through a look/);
    assert.match(terms, /7 days after the order unless the order is refunded in full/);
    assert.match(terms, /\$150 \(Starter\)/);

    // The store's confirmation page shows the usage line beside the monthly price.
    await page.locator('[data-plan="STARTER"]').getByRole('button', { name: 'Start 30-day free trial' }).click();
    await page.waitForURL(/\/sandbox\/[^/]+\/admin\/charges\/[^/]+\/confirm/);
    await page.getByRole('heading', { name: 'Approve subscription' }).waitFor();
    const confirmation = await page.locator('body').innerText();
    assert.match(confirmation, /\$39\.00 USD every 30 days/);
    assert.match(confirmation, /\$1\.50 per order sold through a smart multi-product link/);
    assert.match(confirmation, /\$150\.00 USD/);
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.waitForURL(/\/pricing-plans\?billing=active&plan=STARTER$/);
    await waitReady(page);

    // The account page: the terms and the cycle, nothing sold yet.
    await page.goto(url('/admin/my-account'));
    await waitReady(page);
    const section = page.getByRole('region', { name: 'Sale fees' });
    await section.getByText('No sales through looks this cycle yet.').waitFor();
    const text = await section.innerText();
    assert.match(text, /\$1\.50 per order sold through a look, charged on your Shopify bill 7 days after the order/);
    assert.match(text, /At most \$150\.00 every 30 days\./);
    assert.match(text, /This cycle: \d{2}\/\d{2}\/\d{4} to \d{2}\/\d{2}\/\d{4}/);
    assert.match(text, /\$0\.00 of \$150\.00/);
    const shots = await screenshotsDir('fees-');
    await section.screenshot({ path: path.join(shots, 'fees-1280.png') });
    assert.deepEqual(problems, [], 'no console errors or warnings');

    // In Hebrew on a phone.
    const phone = await browser.newContext({ ...PHONE, storageState: await context.storageState() });
    const small = await phone.newPage();
    const smallProblems = watchConsole(small);
    await small.goto(url('/admin/my-account?lang=he'));
    await waitReady(small);
    assert.equal(await small.locator('html').getAttribute('dir'), 'rtl');
    const hebrew = small.getByRole('region', { name: 'עמלות מכירה' });
    await hebrew.getByText('עדיין אין מכירות דרך לוקים במחזור הזה.').waitFor();
    assert.match(await hebrew.innerText(), /לכל היותר \$150\.00 בכל 30 יום/);
    assert.deepEqual(await sidewaysOverflow(small), [], 'nothing is wider than the phone');
    await hebrew.screenshot({ path: path.join(shots, 'fees-390-he.png') });
    assert.deepEqual(smallProblems, [], 'no console errors or warnings (Hebrew, phone)');
    await phone.close();

    // An influencer of the business: no section, and the call is refused.
    const username = uniqueName('feecreator');
    const password = await createInfluencer(context.request, username, { analytics_sales_enabled: true });
    const influencer = await signedInInfluencer(browser, account.username, username, password);
    const refused = await influencer.request.get(url('/api/admin/v1/billing/fees'));
    assert.equal(refused.status(), 403);
    const theirs = await influencer.newPage();
    const theirProblems = watchConsole(theirs);
    await theirs.goto(url('/admin/my-account'));
    await waitReady(theirs);
    await theirs.getByRole('heading', { name: 'My information' }).waitFor();
    assert.equal(await theirs.getByRole('region', { name: 'Sale fees' }).count(), 0, 'no fees for an influencer');
    assert.deepEqual(theirProblems, []);
    await influencer.close();
    await context.close();
  });
});
