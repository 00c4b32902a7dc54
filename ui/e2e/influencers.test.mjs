/**
 * Browser tests of the influencers page (issue 15, acceptance lines 1, 3 and 5), through the real
 * flows only: a merchant creates an influencer with an uploaded picture, promocode SPRING10
 * (Create waits, and nothing is uploaded, until the code is created in the store from the form)
 * and 12.5 % commission, and copies the login link shown
 * with the new password; the influencer signs in through it, creates a short and sees only their
 * own links; the merchant creates a look for them from their preview; one shopper buys through
 * that look and another types SPRING10 at the sandbox checkout without any link; both orders
 * show in the influencer's insights (links and organic) with the commission of the documented
 * formula; the merchant downloads the CSV report. Then: a password reset's new password works and
 * the old one fails, a deactivation ends the influencer's session and hides them from the link
 * editors' selector; and the plan's cap on a starter and a free account (its dialog's Cancel
 * closes it).
 *
 * Uses its own usernames and shop names (several tests share one server).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  BASE_URL,
  PHONE,
  SKIP,
  addToLookCart,
  createCodeInStore,
  apiData,
  eventually,
  merchantWithShop,
  pngImage,
  sandboxPath,
  seedSession,
  sharedBrowser,
  uniqueName,
  url,
  waitForProducts,
  waitReady,
  watchConsole,
} from './helpers.mjs';

/** Commission of one order in minor units (docs/influencers.md#commission), no deductions, ratio 100. */
const commissionOf = (totalMinor, percent) => Math.round((totalMinor * percent) / 100);
/** 1250 → "$12.50". */
const dollars = (minor) => `$${(minor / 100).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;

/** A card's value in the insights panel. */
const insight = (scope, id) => scope.locator(`[data-insight="${id}"] dd > span`).first();

/** Minimal RFC 4180 reader: quoted fields, doubled quotes, commas and line breaks inside quotes. */
function parseCsv(text) {
  const rows = [];
  let row = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/** On the sandbox storefront, buys one unit of the first product in stock (optionally typing a code). */
async function buyOnStorefront(page, shop, code) {
  await page.goto(url(sandboxPath(shop)));
  const hrefs = await page.locator('a.tile').evaluateAll((tiles) => tiles.map((a) => a.getAttribute('href')));
  for (const href of hrefs) {
    await page.goto(url(href));
    const variant = await page
      .locator('#variants li')
      .evaluateAll((items) => items.map((li) => ({ size: li.dataset.size, color: li.dataset.color, stock: Number(li.dataset.stock) })).find((v) => v.stock > 0));
    if (!variant) continue;
    await page.getByLabel('Size').selectOption(variant.size);
    await page.getByLabel('Colour').selectOption(variant.color);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.waitForURL(/\/checkouts\/[^/]+$/);
    if (code) {
      await page.getByLabel('Discount code').fill(code);
      await page.getByRole('button', { name: 'Apply' }).click();
      await page.waitForURL(/\/checkouts\/[^/]+$/);
      assert.match(await page.locator('body').innerText(), new RegExp(`Discount\\s+${code}\\s+-`), 'the typed code is applied');
    }
    await page.getByLabel('Email').fill(`${uniqueName('buyer')}@example.com`);
    await page.getByRole('button', { name: 'Pay now' }).click();
    await page.getByRole('heading', { name: /^Order #\d+ confirmed$/ }).waitFor();
    return;
  }
  assert.fail('no product in stock on the storefront');
}

describe('influencers', { skip: SKIP }, () => {
  const browser = sharedBrowser();

  it('a merchant creates an influencer who signs in, creates a short, and is credited for a look sale and an organic SPRING10 sale', async () => {
    const shop = uniqueName('inflshop');
    const { context, page, problems, account } = await merchantWithShop(browser, 'inflmerchant', shop);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: url('') });
    await waitForProducts(context.request);

    await page.goto(url('/admin/influencers'));
    await waitReady(page);
    await page.locator('[data-empty-state]').waitFor();
    await page.locator('[data-create-influencer]').click();
    const form = page.locator('[data-influencer-form]');
    await form.waitFor();
    const save = page.locator('[data-save-link]');
    assert.equal(await save.isDisabled(), true, 'nothing to save yet');

    // The picture: a file, cropped round.
    const chooser = page.waitForEvent('filechooser');
    await form.locator('[data-pick-profile-image]').click();
    await (await chooser).setFiles({ name: 'anna.png', mimeType: 'image/png', buffer: pngImage(300, 300) });
    const crop = page.getByRole('dialog', { name: 'Crop image' });
    await crop.locator('[data-crop-viewport] img').waitFor();
    await crop.getByRole('button', { name: 'Done', exact: true }).click();
    await crop.waitFor({ state: 'detached' });
    await form.locator('[data-profile-image] img[src^="blob:"]').waitFor();

    // Username: typed characters are kept to a-z 0-9 _ -, then the server says it is free.
    const username = uniqueName('anna');
    await form.getByLabel('Username').fill(`${username.toUpperCase()}!`);
    assert.equal(await form.getByLabel('Username').inputValue(), username);
    await form.getByText('This username is available').waitFor();
    await form.getByLabel('Email').fill(`${username}@example.com`);
    // The phone's format is checked as typed.
    await form.getByLabel('Phone (optional)').fill('123');
    await form.getByText('Enter a phone number: an optional + and 8 to 15 digits').waitFor();
    assert.equal(await save.isDisabled(), true, 'an invalid phone keeps Save off');
    await form.getByLabel('Phone (optional)').fill('+972501234567');

    // SPRING10 is not in the store yet: Create stays off and nothing is uploaded while the store
    // lacks it, though every other field is valid; created there from the field, it enables Create.
    const uploads = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/admin/v1/file/upload') uploads.push(request.method());
    });
    await form.getByLabel('Promocode').fill('SPRING10');
    await form.getByText('Your store has no code SPRING10.').waitFor();
    assert.equal(await save.isDisabled(), true, 'a code the store lacks keeps Create off');
    await createCodeInStore(form, 'SPRING10', 10);
    await eventually(() => save.isEnabled(), 'the code created in the store enables Create');
    assert.deepEqual(uploads, [], 'nothing is uploaded before Create');

    // Commission: 101 is refused, 012.5 becomes 12.5.
    await form.getByLabel('Commission %').fill('101');
    await form.getByText('Commission must be a number from 0 to 100 with at most two decimals').waitFor();
    await form.getByLabel('Commission %').fill('012.5');
    assert.equal(await form.getByLabel('Commission %').inputValue(), '12.5');

    // Permissions: sub-permissions only under their parent; the influencer may see everything and create links.
    await form.getByRole('button', { name: 'Permissions' }).click();
    const permissions = form.locator('[data-permissions]');
    assert.equal(await permissions.getByRole('switch', { name: 'See conversion rate' }).count(), 0, 'conversion rate hides under sales');
    for (const name of ['See clicks', 'See sales', 'See revenue', 'See commission', 'Create and edit links']) {
      await permissions.getByRole('switch', { name }).check();
    }
    assert.equal(await permissions.getByRole('switch', { name: 'See conversion rate' }).isChecked(), true, 'sales off had forced it on');

    await eventually(() => save.isEnabled(), 'a valid form enables Create');
    await save.click();

    // The new password, once, with the login link.
    const shown = page.getByRole('dialog', { name: `@${username} is ready` });
    await shown.waitFor();
    assert.deepEqual(uploads, ['POST'], 'the picture is uploaded once, when Create is pressed with every check passed');
    const password = (await shown.locator('[data-new-password]').innerText()).trim();
    assert.match(password, /^[A-Za-z0-9]{12}$/);
    await shown.getByRole('button', { name: 'Copy login link' }).click();
    await shown.getByText('Login link copied').waitFor();
    const loginLink = await page.evaluate(() => navigator.clipboard.readText());
    assert.equal(
      loginLink,
      `${BASE_URL}/login/influencer?admin=${account.username}&username=${username}&password=${password}`,
    );
    await shown.getByRole('button', { name: 'Done' }).click();
    const card = page.locator(`[data-influencer-item="${username}"]`);
    await card.waitFor();
    assert.ok((await card.innerText()).includes('SPRING10'), 'the card shows the promocode');

    // What was saved.
    const saved = await apiData(context.request, `/api/admin/v1/influencers/${username}`);
    assert.equal(saved.promocode, 'SPRING10');
    assert.equal(saved.commission, 12.5);
    assert.equal(saved.phone, '+972501234567');
    assert.match(saved.profile_image_url, /\/uploads\//);
    assert.equal(saved.permissions.allow_creating_and_editing_links, true);

    // A short of the merchant's own, which the influencer must never see.
    const { domains } = await apiData(context.request, '/api/admin/v1/links/domains');
    const me = (await (await context.request.post(url('/api/auth/verify'), { headers: { Origin: BASE_URL } })).json()).data;
    const ownShort = await context.request.post(url('/api/admin/v1/links/create'), {
      headers: { Origin: BASE_URL },
      data: {
        link_type: 'SHORT',
        description: 'Merchant only',
        shopping_redirect_url: `${domains[0]}/collections/all`,
        business_id: me.businessId ?? me.business_id,
        images: [],
        inventory_ids: [],
        selected_options: {},
        collection_ids: [],
        promocode: null,
        influencer_username: null,
        utm_params: null,
      },
    });
    assert.equal(ownShort.status(), 200, `the merchant's short answered ${ownShort.status()}`);

    // The preview: header, insights first, and the add-link flow with the influencer fixed.
    await card.getByRole('link', { name: `@${username}` }).click();
    await page.waitForURL(new RegExp(`/admin/influencers/preview/${username}$`));
    const preview = page.locator(`[data-influencer-preview="${username}"]`);
    await preview.waitFor();
    await preview.getByText(`${username}@example.com`).waitFor();
    await preview.getByText('12.5% commission').waitFor();
    assert.equal(await page.getByRole('tab', { name: 'Insights' }).getAttribute('aria-selected'), 'true');
    await preview.locator('[data-create-influencer-link]').click();
    await page.waitForURL(/\/admin\/links$/);
    const picker = page.getByRole('dialog', { name: 'Add products' });
    const tiles = picker.locator('[data-product-tile]');
    await tiles.first().waitFor();
    for (let i = 0; i < 3; i += 1) await tiles.nth(i).locator('> button').click();
    await picker.getByRole('button', { name: 'Done', exact: true }).click();
    const lookForm = page.locator('[data-link-form]');
    await lookForm.locator('input[name=title]').fill('Anna picks');
    await eventually(async () => (await lookForm.getByLabel('Promocode').inputValue()) === 'SPRING10', "the influencer's code fills the promocode");
    await page.locator('[data-save-link]').click();
    await page.locator('[data-toast]').getByText('Link created').waitFor();
    const look = page.locator('[data-link-item]').first();
    await eventually(async () => (await look.locator('h3').innerText().catch(() => '')) === 'Anna picks', 'the look heads the list', 20_000);
    const lookId = await look.getAttribute('data-link-item');
    const lookSaved = await apiData(context.request, `/api/admin/v1/links/${lookId}`);
    assert.equal(lookSaved.influencer_username, username);

    // The influencer signs in through the copied link and creates a short.
    const influencer = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const inflPage = await influencer.newPage();
    const inflProblems = watchConsole(inflPage);
    await inflPage.goto(loginLink);
    await inflPage.waitForURL(/\/admin\/home$/);
    await waitReady(inflPage);
    await inflPage.goto(url('/admin/shorts'));
    await waitReady(inflPage);
    await inflPage.locator('[data-create-link]').click();
    const shortForm = inflPage.locator('[data-short-form]');
    await shortForm.waitFor();
    await shortForm.getByRole('button', { name: 'Choose product' }).click();
    const shortPicker = inflPage.getByRole('dialog', { name: 'Add products' });
    await shortPicker.locator('[data-product-tile]').first().waitFor();
    await shortPicker.locator('[data-product-tile]').first().locator('> button').click();
    await shortPicker.getByRole('button', { name: 'Done', exact: true }).click();
    await shortForm.locator('input[name=title]').fill('Anna short');
    const inflSave = inflPage.locator('[data-save-link]');
    await eventually(() => inflSave.isEnabled(), 'a product enables Create');
    // Under the empty code field she is offered her own code and no other of the store's; another
    // one typed is refused at the field and nothing is created (docs/links.md#promocodes).
    await shortForm.getByRole('button', { name: 'SPRING10', exact: true }).waitFor();
    assert.equal(await shortForm.getByRole('button', { name: 'WELCOME10', exact: true }).count(), 0, 'only her own code is offered');
    await shortForm.getByLabel('Promocode').fill('WELCOME10');
    await inflSave.click();
    await shortForm.getByText('You can use only your own promocode, SPRING10, on your links').first().waitFor();
    const refusal = 'error: Failed to load resource: the server responded with a status of 422 (Unprocessable Entity)';
    assert.deepEqual(inflProblems.splice(0), [refusal], 'the refused save is the only failed request');
    assert.equal(await inflPage.locator('[data-link-item]').count(), 0, 'nothing was created');
    await shortForm.getByLabel('Promocode').fill('');
    await inflSave.click();
    const short = inflPage.locator('[data-link-item]').first();
    await eventually(async () => (await short.locator('h3').innerText().catch(() => '')) === 'Anna short', 'the short heads the list', 20_000);
    // Only their own: their short here, their look on the links page, nothing of the merchant's.
    assert.deepEqual(await inflPage.locator('[data-link-item] h3').allInnerTexts(), ['Anna short']);
    await inflPage.goto(url('/admin/links'));
    await waitReady(inflPage);
    await inflPage.locator('[data-link-item]').first().waitFor();
    assert.deepEqual(await inflPage.locator('[data-link-item] h3').allInnerTexts(), ['Anna picks']);

    // A shopper on a phone buys through the influencer's look...
    const shopper = await browser.newContext(PHONE);
    const shopPage = await shopper.newPage();
    await shopPage.goto(lookSaved.public_url);
    const inStock = lookSaved.products.find((p) => p.variant_availability_ratio > 0);
    assert.ok(inStock, 'the look has a product in stock');
    await addToLookCart(shopPage, inStock.title);
    await shopPage.getByRole('button', { name: 'Checkout' }).click();
    await shopPage.waitForURL(/\/checkouts\/[^/]+$/);
    await shopPage.getByLabel('Email').fill(`${uniqueName('buyer')}@example.com`);
    await shopPage.getByRole('button', { name: 'Pay now' }).click();
    await shopPage.getByRole('heading', { name: /^Order #\d+ confirmed$/ }).waitFor();
    await shopper.close();
    // ...and another types SPRING10 at the store's checkout, without any link.
    const organic = await browser.newContext(PHONE);
    await buyOnStorefront(await organic.newPage(), shop, 'SPRING10');
    await organic.close();

    // Both orders are credited: one through links, one organic, with the documented commission.
    const insightsPath = `/api/admin/v1/influencers/${username}/analytics`;
    await eventually(
      async () => {
        const figures = await apiData(context.request, insightsPath);
        return figures.sales.links.sales === 1 && figures.sales.organic.sales === 1;
      },
      'the look sale and the organic sale are credited',
      30_000,
    );
    const orders = (await apiData(context.request, '/api/admin/v1/store/orders')).orders;
    assert.equal(orders.length, 2);
    const expected = orders.reduce((sum, order) => sum + commissionOf(order.total, 12.5), 0);

    // The merchant sees it on the preview's insights...
    await page.goto(url(`/admin/influencers/preview/${username}`));
    await waitReady(page);
    const panel = page.locator('[data-influencer-insights]');
    await insight(panel, 'sales-links').waitFor();
    assert.equal(await insight(panel, 'sales-links').innerText(), '1');
    assert.equal(await insight(panel, 'sales-organic').innerText(), '1');
    assert.equal(await insight(panel, 'sales').innerText(), '2');
    assert.equal(await insight(panel, 'commission').innerText(), dollars(expected));
    // ...and the influencer on theirs (the same figures through their own call).
    const own = await apiData(influencer.request, insightsPath);
    assert.equal(own.commission, (expected / 100).toFixed(2));

    // The links tab lists their look and short.
    await page.getByRole('tab', { name: 'Links' }).click();
    await preview.locator(`[data-link-item="${lookId}"]`).waitFor();
    await page.getByRole('tab', { name: 'Shorts' }).click();
    await preview.locator('[data-link-item]').filter({ hasText: 'Anna short' }).waitFor();

    // The CSV report: a header and one row per order, commission per row.
    await page.getByRole('button', { name: 'More options' }).click();
    const downloading = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'Download report (CSV)' }).click();
    const download = await downloading;
    assert.match(download.suggestedFilename(), new RegExp(`^${username}_\\d{4}-\\d{2}-\\d{2}_\\d{4}-\\d{2}-\\d{2}\\.csv$`));
    const rows = parseCsv((await (await download.createReadStream()).toArray()).join(''));
    assert.deepEqual(rows[0].slice(0, 3), ['Order', 'Date', 'Channel']);
    const body = rows.slice(1).filter((row) => row.length > 1);
    assert.equal(body.length, 2);
    const commissionColumn = rows[0].indexOf('Commission');
    const reported = body.reduce((sum, row) => sum + Math.round(Number(row[commissionColumn]) * 100), 0);
    assert.equal(reported, expected);

    assert.deepEqual(problems, [], 'no console errors or warnings for the merchant');
    assert.deepEqual(inflProblems, [], 'no console errors or warnings for the influencer');
    await influencer.close();
    await context.close();
  });

  it('a password reset replaces the password, and a deactivation ends the session and hides the influencer', async () => {
    const { context, page, problems, account } = await merchantWithShop(browser, 'inflreset', uniqueName('resetshop'));
    const username = uniqueName('bo');
    const created = await context.request.post(url('/api/admin/v1/influencers/create'), {
      headers: { Origin: BASE_URL },
      data: { username, email: `${username}@example.com`, profile_image_url: `${BASE_URL}/uploads/none.png` },
    });
    assert.equal(created.status(), 200);
    const oldPassword = (await created.json()).data.password;

    const influencer = await browser.newContext();
    const signIn = (password) =>
      influencer.request.post(url('/api/admin/v1/influencers/login'), {
        headers: { Origin: BASE_URL },
        data: { admin_username: account.username, username, password },
      });
    assert.equal((await signIn(oldPassword)).status(), 200);

    // Reset from the preview's menu: confirmed, the new password shown once.
    await page.goto(url(`/admin/influencers/preview/${username}`));
    await waitReady(page);
    await page.locator(`[data-influencer-preview="${username}"]`).waitFor();
    await page.getByRole('button', { name: 'More options' }).click();
    await page.getByRole('menuitem', { name: 'Reset password' }).click();
    await page.getByRole('alertdialog', { name: 'Reset password?' }).getByRole('button', { name: 'Reset password' }).click();
    const shown = page.getByRole('dialog', { name: `New password for @${username}` });
    const newPassword = (await shown.locator('[data-new-password]').innerText()).trim();
    assert.notEqual(newPassword, oldPassword);
    await shown.getByRole('button', { name: 'Done' }).click();
    // The reset ended the session; the old password fails and the new one works.
    assert.equal((await influencer.request.post(url('/api/auth/verify'), { headers: { Origin: BASE_URL } })).status(), 401);
    assert.equal((await signIn(oldPassword)).status(), 401);
    assert.equal((await signIn(newPassword)).status(), 200);
    assert.equal((await influencer.request.post(url('/api/auth/verify'), { headers: { Origin: BASE_URL } })).status(), 200);

    // Delete deactivates: the session ends at once, the list tags them, the selector drops them.
    await page.getByRole('button', { name: 'More options' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('alertdialog', { name: 'Delete influencer?' }).getByRole('button', { name: 'Delete' }).click();
    await page.waitForURL(/\/admin\/influencers$/);
    await page.locator(`[data-influencer-item="${username}"]`).getByText('Inactive').waitFor();
    assert.equal((await influencer.request.post(url('/api/auth/verify'), { headers: { Origin: BASE_URL } })).status(), 401);
    assert.equal((await signIn(newPassword)).status(), 401);
    await page.goto(url('/admin/shorts?create=1'));
    await waitReady(page);
    const select = page.locator('[data-short-form]').getByLabel('Influencer');
    await select.waitFor();
    assert.equal(await select.locator(`option[value="${username}"]`).count(), 0, 'a deactivated influencer is not offered');

    assert.deepEqual(problems, [], 'no console errors or warnings');
    await influencer.close();
    await context.close();
  });

  it('caps influencers by plan: three on starter, none once a free trial ended', async () => {
    const starter = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await seedSession(starter, { role: 'admin', plan: 'STARTER', storeConnected: true, freeTrialDaysLeft: 0 });
    for (let i = 0; i < 3; i += 1) {
      const name = uniqueName(`cap${i}`);
      const made = await starter.request.post(url('/api/admin/v1/influencers/create'), {
        headers: { Origin: BASE_URL },
        data: { username: name, email: `${name}@example.com`, profile_image_url: `${BASE_URL}/uploads/none.png` },
      });
      assert.equal(made.status(), 200, `influencer ${i + 1} of 3`);
    }
    const page = await starter.newPage();
    const problems = watchConsole(page);
    await page.goto(url('/admin/influencers'));
    await waitReady(page);
    await eventually(async () => (await page.locator('[data-influencer-item]').count()) === 3, 'three influencers listed');
    await page.locator('[data-create-influencer]').click();
    const dialog = page.getByRole('dialog', { name: 'Limit of 3 influencers reached!' });
    await dialog.waitFor();
    assert.equal(await dialog.getByRole('link', { name: 'Upgrade' }).getAttribute('href'), '/pricing-plans');
    // Cancel closes it and leaves the merchant on the list.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    assert.match(page.url(), /\/admin\/influencers$/);
    assert.equal(await page.locator('[data-influencer-item]').count(), 3);
    const fourth = uniqueName('cap3');
    const refused = await starter.request.post(url('/api/admin/v1/influencers/create'), {
      headers: { Origin: BASE_URL },
      data: { username: fourth, email: `${fourth}@example.com`, profile_image_url: `${BASE_URL}/uploads/none.png` },
    });
    assert.equal(refused.status(), 403);
    assert.equal((await refused.json()).error.message, 'Limit of 3 influencers reached!');
    assert.deepEqual(problems, [], 'no console errors or warnings');
    await starter.close();

    const ended = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await seedSession(ended, { role: 'admin', plan: 'FREE', storeConnected: true, freeTrialDaysLeft: 0 });
    const endedPage = await ended.newPage();
    await endedPage.goto(url('/admin/influencers'));
    await waitReady(endedPage);
    await endedPage.getByText('Your free trial has ended. Choose a plan to add influencers.').waitFor();
    await endedPage.locator('[data-create-influencer]').click();
    await endedPage.getByRole('dialog', { name: 'Your free trial has ended' }).waitFor();
    await ended.close();
  });
});
