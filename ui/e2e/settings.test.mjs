/**
 * Browser tests of the Settings page (docs/settings.md), through the real flows: a merchant who
 * connected a sandbox store types a bad pixel id (the message shows, Save stays off, the server
 * refuses it too and nothing changes on reload), then sets the pixel id, a measurement id, the
 * UTM source and medium, the shipping and returns page on the store and a product to promote,
 * saves (approval message), finds them after a reload, and home's to-do list has the shipping,
 * UTM and analytics tasks done; Discard restores the saved value. At 390 px nothing scrolls
 * sideways. AI tagging follows the plan (paid: saved; free: disabled with the way to a plan), and
 * an influencer, or a merchant without a store, is sent home. The account page shows the
 * business logo once there is one.
 *
 * Uses its own usernames and shop names (several tests share one server).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  BASE_URL,
  SKIP,
  apiData,
  eventually,
  merchantWithShop,
  openSettings,
  pngImage,
  seedSession,
  sharedBrowser,
  sidewaysOverflow,
  uniqueName,
  url,
  waitForProducts,
  waitReady,
  watchConsole,
} from './helpers.mjs';

/** The signed-in user's details, as `POST /api/auth/verify` answers them. */
async function details(request) {
  const answer = await request.post(url('/api/auth/verify'), { headers: { Origin: BASE_URL } });
  assert.equal(answer.status(), 200);
  return (await answer.json()).data.user;
}

describe('settings', { skip: SKIP }, () => {
  const browser = sharedBrowser();

  it('refuses a bad pixel id, saves the integrations, tags, shipping page and a promoted product, and home counts them done', async () => {
    const shop = uniqueName('setshop');
    const { context, page, problems } = await merchantWithShop(browser, 'setmerchant', shop);
    const me = await details(context.request);
    const { domains } = await apiData(context.request, '/api/admin/v1/links/domains');
    assert.ok(domains.length > 0, 'the store has an address');
    await openSettings(page);

    const pixel = page.getByLabel('Meta pixel ID');
    const measurement = page.getByLabel('Google Analytics measurement ID');
    const bar = page.locator('[data-changes-bar]');
    const save = page.locator('[data-save-changes]');
    assert.equal(await pixel.inputValue(), '');
    assert.equal(await bar.count(), 0, 'no changes bar before a change');

    // A pixel id of 5 digits: the message, and Save stays off.
    await pixel.fill('12345');
    await page.getByText('A Meta pixel ID is 15 or 16 digits.').waitFor();
    await bar.waitFor();
    assert.equal(await save.isDisabled(), true, 'a bad id keeps Save off');
    // The server refuses it as well, naming the field.
    const refused = await context.request.put(url(`/api/business/${me.businessId}/settings`), {
      headers: { Origin: BASE_URL },
      data: { settings: { facebook_pixel_id: '12345' } },
    });
    assert.equal(refused.status(), 422);
    assert.equal((await refused.json()).error.fields.facebook_pixel_id, 'A pixel id is 15 or 16 digits');
    await openSettings(page);
    assert.equal(await pixel.inputValue(), '', 'nothing was saved');

    // The AI tagging of a free account in its trial: shown, disabled, with the way to a plan; no product vision yet.
    const tagging = page.locator('[data-settings-section="aiTagging"]');
    assert.equal(await tagging.getByLabel('AI tagging sensitivity').isDisabled(), true);
    assert.equal(await tagging.getByRole('link', { name: 'Upgrade' }).getAttribute('href'), '/pricing-plans');
    const demo = tagging.getByRole('link', { name: /Book a demo/ });
    assert.equal(await demo.getAttribute('target'), '_blank');
    assert.match(await demo.getAttribute('href'), /^https?:\/\//);

    // Auto-swap says what it does; nothing swapped yet.
    const autoSwap = page.locator('[data-settings-section="autoSwap"]');
    await autoSwap.getByText('the most similar product that is in stock').waitFor();
    await autoSwap.getByText('No products have been swapped yet.').waitFor();

    // The values.
    await pixel.fill('1234 5678 9012 345');
    assert.equal(await pixel.inputValue(), '123456789012345', 'spaces of a pasted id are dropped');
    await measurement.fill('g-ab12cd34');
    assert.equal(await measurement.inputValue(), 'G-AB12CD34', 'kept upper case');
    const utm = page.locator('[data-settings-section="utm"]');
    await utm.getByText('Added to every store hand-off and short redirect').waitFor();
    await utm.getByLabel('Source').fill('instagram');
    await utm.getByLabel('Medium').fill('bio');
    await utm.locator('[data-tags-preview]').getByText('?utm_source=instagram&utm_medium=bio').waitFor();
    const shipping = page.getByLabel('Shipping and returns page');
    await shipping.fill('https://elsewhere.example/returns');
    await page.getByText(/The URL must be a valid address on/).waitFor();
    assert.equal(await save.isDisabled(), true, 'a page off the store keeps Save off');
    const shippingUrl = `${domains[0]}/policies/refund-policy`;
    await shipping.fill(shippingUrl);
    await eventually(async () => (await page.getByText(/The URL must be a valid address on/).count()) === 0, 'the store page is accepted');

    // A product to promote, chosen with the link editors' picker.
    await waitForProducts(context.request);
    const preferences = page.locator('[data-settings-section="aiPreferences"]');
    assert.deepEqual(await preferences.getByRole('tab').allInnerTexts(), ['Promote', 'Exclude']);
    const promoteProducts = preferences.locator('[data-preference-row="promote-products"]');
    assert.equal(await promoteProducts.locator('[data-preference-count]').innerText(), '0 selected');
    await promoteProducts.getByRole('button', { name: 'Choose: Products to promote' }).click();
    const picker = page.getByRole('dialog', { name: 'Products to promote' });
    const tile = picker.locator('[data-product-tile]').first();
    await tile.waitFor();
    const promoted = await tile.getAttribute('data-product-tile');
    await tile.locator('> button').click();
    await picker.getByRole('button', { name: 'Done', exact: true }).click();
    await picker.waitFor({ state: 'detached' });
    assert.equal(await promoteProducts.locator('[data-preference-count]').innerText(), '1 selected');

    await eventually(() => save.isEnabled(), 'valid changes enable Save');
    await save.click();
    await page.locator('[data-toast]').getByText('Settings saved').waitFor();
    await bar.waitFor({ state: 'detached' });

    // What the server stored, and what a reload shows.
    const stored = (await apiData(context.request, `/api/business/${me.businessId}/settings`)).settings;
    assert.equal(stored.facebook_pixel_id, '123456789012345');
    assert.equal(stored.google_analytics_id, 'G-AB12CD34');
    assert.equal(stored.utm_params.utm_source, 'instagram');
    assert.equal(stored.utm_params.utm_medium, 'bio');
    assert.equal(stored.shipping_and_return_url, shippingUrl);
    const storedPreferences = await apiData(context.request, `/api/admin/v1/store/${me.businessId}/preferences`);
    assert.deepEqual(storedPreferences.products_preferences.prefered_product_ids, [promoted]);
    await openSettings(page);
    assert.equal(await pixel.inputValue(), '123456789012345');
    assert.equal(await measurement.inputValue(), 'G-AB12CD34');
    assert.equal(await utm.getByLabel('Source').inputValue(), 'instagram');
    assert.equal(await utm.getByLabel('Medium').inputValue(), 'bio');
    assert.equal(await shipping.inputValue(), shippingUrl);
    assert.equal(await promoteProducts.locator('[data-preference-count]').innerText(), '1 selected');
    assert.equal(await bar.count(), 0, 'a reload has nothing unsaved');

    // Home's to-do list: the three Settings tasks are done, and the open ones lead to their page.
    await page.goto(url('/admin/home'));
    await waitReady(page);
    const todo = page.locator('[data-home-todo]');
    await todo.getByText('3 of 5 done').waitFor();
    for (const task of ['shipping', 'utm', 'analytics']) {
      assert.equal(await todo.locator(`[data-todo-task="${task}"]`).getAttribute('data-done'), 'true', `${task} done`);
    }
    assert.equal(await todo.locator('[data-todo-task="logo"]').getAttribute('data-done'), 'false');
    await todo.locator('#home-todo-logo').getByRole('link', { name: 'Open Appearance' }).waitFor();
    assert.equal(await todo.locator('#home-todo-shipping [data-todo-go]').getAttribute('href'), '/admin/settings');

    // Discard puts the saved value back.
    await openSettings(page);
    await pixel.fill('999999999999999');
    await bar.waitFor();
    await page.locator('[data-discard-changes]').click();
    await bar.waitFor({ state: 'detached' });
    assert.equal(await pixel.inputValue(), '123456789012345');

    // A phone: nothing wider than the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await openSettings(page);
    await page.locator('[data-swaps]').waitFor();
    assert.deepEqual(await sidewaysOverflow(page), []);

    assert.deepEqual(problems, [], 'no console errors, warnings or hydration mismatches');
    await context.close();
  });

  it('lets a paid plan set AI tagging, offers a free one whose trial ended to try for free, and sends others home', async () => {
    // A paid plan: the sensitivity is saved.
    const paid = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await seedSession(paid, { role: 'admin', plan: 'STARTER', storeConnected: true, freeTrialDaysLeft: 0 });
    const paidPage = await paid.newPage();
    const problems = watchConsole(paidPage);
    await openSettings(paidPage);
    const sensitivity = paidPage.getByLabel('AI tagging sensitivity');
    assert.equal(await sensitivity.isDisabled(), false);
    await sensitivity.selectOption('HIGH');
    await paidPage.locator('[data-save-changes]').click();
    await paidPage.locator('[data-toast]').getByText('Settings saved').waitFor();
    await openSettings(paidPage);
    assert.equal(await sensitivity.inputValue(), 'HIGH');
    assert.deepEqual(problems, []);
    await paid.close();

    // A free plan whose trial ended: disabled, with "Try for free".
    const ended = await browser.newContext();
    await seedSession(ended, { role: 'admin', plan: 'FREE', storeConnected: true, freeTrialDaysLeft: 0 });
    const endedPage = await ended.newPage();
    await openSettings(endedPage);
    assert.equal(await endedPage.getByLabel('AI tagging sensitivity').isDisabled(), true);
    assert.equal(await endedPage.getByRole('link', { name: 'Try for free' }).getAttribute('href'), '/pricing-plans');
    await ended.close();

    // An influencer, and a merchant without a store, are sent home.
    for (const seed of [
      { role: 'influencer', plan: 'BUSINESS', storeConnected: true, freeTrialDaysLeft: 0 },
      { role: 'admin', plan: 'BUSINESS', storeConnected: false, freeTrialDaysLeft: 0 },
    ]) {
      const context = await browser.newContext();
      await seedSession(context, seed);
      const page = await context.newPage();
      await page.goto(url('/admin/settings'));
      await page.waitForURL(/\/admin\/home$/);
      const api = await context.request.get(url(`/api/business/${(await details(context.request)).businessId}/settings`));
      if (seed.role === 'influencer') assert.equal(api.status(), 403, 'the settings call refuses an influencer');
      await context.close();
    }
  });

  it('shows the business logo on the account page once there is one', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await seedSession(context, { role: 'admin', plan: 'BUSINESS', storeConnected: true, freeTrialDaysLeft: 0 });
    const me = await details(context.request);
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto(url('/admin/my-account'));
    await waitReady(page);
    await page.locator('[data-store-domain]').waitFor();
    assert.equal(await page.locator('[data-account-logo]').count(), 0, 'no logo yet, no picture');

    const upload = await context.request.post(url('/api/admin/v1/file/upload'), {
      headers: { Origin: BASE_URL },
      multipart: { file_resource: { name: 'logo.png', mimeType: 'image/png', buffer: pngImage(600, 150) } },
    });
    assert.equal(upload.status(), 200);
    const logoUrl = (await upload.json()).data;
    const saved = await context.request.put(url(`/api/business/${me.businessId}`), {
      headers: { Origin: BASE_URL },
      data: { appearance: { logo_url: logoUrl } },
    });
    assert.equal(saved.status(), 200);

    await page.goto(url('/admin/my-account'));
    await waitReady(page);
    const logo = page.locator('[data-account-logo]');
    await logo.waitFor();
    assert.equal(await logo.getAttribute('src'), logoUrl);
    assert.equal(await logo.getAttribute('alt'), `The logo of ${me.businessName}`);
    assert.deepEqual(problems, []);
    await context.close();
  });
});
