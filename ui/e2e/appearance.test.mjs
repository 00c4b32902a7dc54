/**
 * Browser tests of the Appearance page (issue 17) against the real server and the sandbox store,
 * through the real flows only: a merchant with a connected store adds a sold-out product with
 * colours of its own on the sandbox admin page and a look with it and a product in stock; a
 * shopper puts the latter in the cart and the look's public page is photographed; on /admin/appearance the merchant changes the checkout button's corners and
 * colours, writes both strip sentences and a preorder text, uploads and crops a logo, maps the
 * product's colours to hex values (the unverified count going down as each is filled) and saves
 * ("Changes saved"). A fresh load of the public page then shows every change: the checkout
 * button's computed style, the strip, the preorder text under Sold out, the logo and the colour
 * swatches; it is photographed again. A change undone with Discard leaves the saved theme, home's
 * to-do list shows the logo and theme tasks done, and on a phone the page has no sideways
 * scrolling and Save sits in the top bar.
 *
 * Uses its own usernames and shop name (several tests share one server).
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import {
  BASE_URL,
  PHONE,
  SKIP,
  addToLookCart,
  apiData,
  eventually,
  fullPageScreenshot,
  merchantWithShop,
  pngImage,
  sandboxPath,
  screenshotsDir,
  sharedBrowser,
  sidewaysOverflow,
  uniqueName,
  url,
  waitForProducts,
  waitReady,
} from './helpers.mjs';

/** The product's own colours (names no generated product has) and the hex values they get. */
const SWATCHES = { Emberglow: '#d2451e', Lagoonmist: '#1e8fd2', Mossveil: '#3c7a2b' };

/** The theme the test saves. */
const CHECKOUT = { shape: '25px', background: '#112233', font: '#fafafa', border: '#ff8800' };
const SENTENCES = ['Free shipping over $50', 'New colours every week'];
const PREORDER = 'Back in stock in May: order now';

/** `#rrggbb` as the computed style writes it. */
const rgb = (hex) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
};

/** The public page's checkout button's computed corners and colours. */
const checkoutStyle = (page) =>
  page.locator('button[data-checkout]').evaluate((button) => {
    const style = getComputedStyle(button);
    return { radius: style.borderTopLeftRadius, background: style.backgroundColor, color: style.color, border: style.borderTopColor };
  });

/** Adds a product on the sandbox admin page (sold out, so the preorder text shows) and waits until Shoplinks' search has it. */
async function addSoldOutProduct(context, shop) {
  const admin = await context.newPage();
  await admin.goto(url(`${sandboxPath(shop)}/admin`));
  await admin.getByRole('heading', { name: / admin$/ }).waitFor();
  const title = `Tinted Scarf ${uniqueName('e2e').slice(4)}`;
  await admin.getByLabel('Title', { exact: true }).fill(title);
  await admin.getByLabel(/^Price \(/).fill('30.00');
  await admin.getByLabel('Stock per variant').fill('0');
  await admin.getByLabel('Sizes (comma-separated)').fill('One size');
  await admin.getByLabel('Colours (comma-separated)').fill(Object.keys(SWATCHES).join(', '));
  await admin.getByLabel('Status', { exact: true }).selectOption('ACTIVE');
  await admin.locator('#p-description').fill('A scarf added by the appearance browser test.');
  await admin.getByRole('button', { name: 'Add product' }).click();
  await admin.locator('.notice').filter({ hasText: new RegExp(`^Added ${title} \\(product \\d+\\)$`) }).waitFor();
  await admin.close();
  let found = [];
  await eventually(
    async () => {
      found = (await apiData(context.request, `/api/admin/v1/products/search?q=${encodeURIComponent(title)}`)).products;
      return found.length === 1;
    },
    `product search finds ${title}`,
    15_000,
  );
  return found[0];
}

/** Opens the look's public page afresh until `check` holds (a saved theme shows within about a second). */
async function openPublicPageUntil(page, address, check, message) {
  await eventually(
    async () => {
      await page.goto(address);
      return check();
    },
    message,
    10_000,
  );
}

describe('appearance', { skip: SKIP }, () => {
  const browser = sharedBrowser();

  it('styles the checkout button, strip, preorder text, logo and colour swatches, and the public page shows them', async () => {
    const shop = uniqueName('styleshop');
    const { context, page, problems } = await merchantWithShop(browser, 'stylist', shop);
    const dir = await screenshotsDir('shoplinks-appearance-');
    console.log(`# screenshots in ${dir}`);
    await waitForProducts(context.request);
    const product = await addSoldOutProduct(context, shop);

    // A look with the scarf and a product in stock, whose place in the cart lets the checkout button show its colours.
    const { products } = await apiData(context.request, '/api/admin/v1/products/search?count=20&product_status=active&include_out_of_stock=false');
    const inStock = products.find((p) => p.variant_availability_ratio >= 0.5);
    assert.ok(inStock, 'a product in stock');
    const created = await context.request.post(url('/api/admin/v1/links/create'), {
      headers: { Origin: BASE_URL },
      data: { description: 'Scarf season', inventory_ids: [product.inventory_id, inStock.inventory_id], link_type: 'LOOK' },
    });
    assert.equal(created.status(), 200, `look created: ${await created.text()}`);
    const look = (await created.json()).data;

    // Before: the public page with the initial theme (a black checkout button with 10px corners, no strip),
    // one product in the cart so the checkout button is enabled and drawn in the theme's colours.
    const shopper = await browser.newContext(PHONE);
    const publicPage = await shopper.newPage();
    await publicPage.goto(look.public_url);
    await publicPage.getByText('Scarf season').waitFor();
    await addToLookCart(publicPage, inStock.title);
    assert.deepEqual(await checkoutStyle(publicPage), { radius: '10px', background: rgb('#000000'), color: rgb('#ffffff'), border: rgb('#000000') });
    assert.equal(await publicPage.locator('[data-sales-strip]').count(), 0, 'no strip yet');
    assert.equal(await publicPage.getByText(PREORDER).count(), 0);
    await fullPageScreenshot(publicPage, path.join(dir, 'public-before.png'));

    // The Appearance page.
    await page.goto(url('/admin/appearance'));
    await waitReady(page);
    await page.locator('[data-appearance-page="ready"]').waitFor();
    await page.getByText('we suggest 600 × 150 px').waitFor();
    const bar = page.locator('[data-changes-bar]');
    assert.equal(await bar.count(), 0, 'nothing to save yet');

    // Checkout button: pill corners and three colours; the preview follows at once.
    const checkout = page.locator('[data-theme-section="checkout"]');
    await checkout.getByRole('radio', { name: 'Pill' }).check();
    await checkout.locator('input[name=checkout_button_background_color]').fill(CHECKOUT.background);
    await checkout.locator('input[name=checkout_button_font_color]').fill(CHECKOUT.font);
    await checkout.locator('input[name=checkout_button_border_color]').fill(CHECKOUT.border);
    const preview = page.locator('[data-preview-checkout]');
    assert.equal(await preview.innerText(), 'Checkout · $456');
    assert.equal(await preview.evaluate((b) => getComputedStyle(b).backgroundColor), rgb(CHECKOUT.background));
    await page.locator('[data-preview-promo]').getByText('Use code OFF15 at checkout').waitFor();

    // The strip's two sentences and the preorder text.
    const strip = page.locator('[data-theme-section="strip"]');
    await strip.getByRole('switch', { name: 'Show the strip across the top of your pages' }).check();
    await strip.getByLabel('First sentence').fill(SENTENCES[0]);
    await strip.getByLabel('Second sentence (optional)').fill(SENTENCES[1]);
    const preorder = page.locator('[data-theme-section="preorder"]');
    await preorder.getByRole('switch', { name: 'Show a text under Sold out' }).check();
    await preorder.getByLabel('Preorder text').fill(PREORDER);
    await page.locator('[data-preview-preorder]').getByText(PREORDER).waitFor();
    await page.locator('[data-preview-strip]').getByText(SENTENCES[1]).waitFor();

    // The save bar shows once the draft has differed for half a second.
    await bar.waitFor();

    // The logo: a picture, cropped at 4:1, uploaded and set at once.
    const chooser = page.waitForEvent('filechooser');
    await page.locator('[data-pick-logo]').click();
    await (await chooser).setFiles({ name: 'logo.png', mimeType: 'image/png', buffer: pngImage(1200, 600) });
    const crop = page.getByRole('dialog', { name: 'Crop image' });
    await crop.locator('[data-crop-viewport] img').waitFor();
    assert.equal(await crop.getByRole('radio').count(), 0, 'the logo ratio is fixed');
    await crop.getByRole('button', { name: 'Done', exact: true }).click();
    await crop.waitFor({ state: 'detached' });
    await page.locator('[data-toast]').getByText('Logo updated').waitFor();
    const logo = page.locator('[data-current-logo]');
    await eventually(async () => /\/uploads\//.test((await logo.getAttribute('src')) ?? ''), 'the uploaded logo shows');
    // The address is set before the picture has loaded: measure it once it has.
    await eventually(() => logo.evaluate((img) => img.complete && img.naturalWidth > 0), 'the uploaded logo has loaded');
    const logoSize = await logo.evaluate((img) => ({ width: img.naturalWidth, height: img.naturalHeight }));
    assert.equal(logoSize.width / logoSize.height, 4, `a 4:1 logo (${logoSize.width} × ${logoSize.height})`);

    // The product's colours: each filled value takes one off the unverified count.
    const map = await apiData(context.request, '/api/admin/v1/store/appearance/options');
    const optionName = Object.keys(map).find((name) => Object.keys(SWATCHES).every((c) => map[name].values.some((v) => v.value === c)));
    assert.ok(optionName, 'the options map lists the product’s colours');
    assert.equal(map[optionName].type, 'COLOR', 'a colour-named option defaults to swatches');
    const mapper = page.locator(`[data-option-mapper="${optionName}"]`);
    await mapper.waitFor();
    const unverified = async () => Number(await mapper.locator('[data-option-status]').getAttribute('data-option-status'));
    const seeAll = mapper.getByRole('button', { name: 'See all' });
    if (await seeAll.count()) await seeAll.click();
    for (const [colour, hex] of Object.entries(SWATCHES)) {
      const row = mapper.locator(`[data-option-value="${colour}"]`);
      assert.equal(await row.getAttribute('data-verified'), null, `${colour} starts unverified`);
      assert.equal(await row.locator('input[type=text]').isDisabled(), true, 'the text input is off for colours');
      const before = await unverified();
      await row.locator('input[type=color]').fill(hex);
      await eventually(async () => (await unverified()) === before - 1, `filling ${colour} takes one off the unverified count`);
      assert.equal(await row.getAttribute('data-verified'), 'true');
    }

    // Save: the saved message, the bar gone, and the server holds it all.
    await page.locator('[data-save-changes]').click();
    await page.locator('[data-toast]').getByText('Changes saved').waitFor();
    await bar.waitFor({ state: 'detached' });
    const themePath = `/api/business/${encodeURIComponent(await businessId(context))}/theme`;
    const saved = await apiData(context.request, themePath);
    assert.equal(saved.is_initial, false);
    assert.equal(saved.theme.checkout_button_shape, CHECKOUT.shape);
    assert.equal(saved.theme.checkout_button_background_color, CHECKOUT.background);
    assert.deepEqual(saved.theme.shipping_and_sales_strip_sentences, SENTENCES);
    assert.equal(saved.theme.is_shipping_and_sales_strip_shown, true);
    assert.equal(saved.theme.preorder_text, PREORDER);
    const savedMap = await apiData(context.request, '/api/admin/v1/store/appearance/options');
    for (const [colour, hex] of Object.entries(SWATCHES)) {
      assert.equal(savedMap[optionName].values.find((v) => v.value === colour)?.hex_value, hex);
    }

    // After: a fresh load of the public page shows every change.
    await openPublicPageUntil(publicPage, look.public_url, async () => (await checkoutStyle(publicPage)).radius === '25px', 'the public page takes the saved theme');
    assert.deepEqual(await checkoutStyle(publicPage), {
      radius: CHECKOUT.shape,
      background: rgb(CHECKOUT.background),
      color: rgb(CHECKOUT.font),
      border: rgb(CHECKOUT.border),
    });
    const shownStrip = publicPage.locator('[data-sales-strip]');
    for (const sentence of SENTENCES) await shownStrip.getByText(sentence).waitFor();
    await publicPage.getByRole('button', { name: 'Sold out', exact: true }).first().waitFor();
    await publicPage.getByText(PREORDER).waitFor();
    await openPublicPageUntil(publicPage, look.public_url, async () => (await publicPage.locator('img[data-store-logo]').count()) === 1, 'the public page shows the logo');
    assert.match((await publicPage.locator('img[data-store-logo]').getAttribute('src')) ?? '', /\/uploads\//);
    for (const hex of Object.values(SWATCHES)) await publicPage.locator(`[data-swatch="${hex}"]`).first().waitFor();
    await fullPageScreenshot(publicPage, path.join(dir, 'public-after.png'));
    await shopper.close();

    // Discard: a change undone restores the saved theme.
    await checkout.getByRole('radio', { name: 'Square' }).check();
    await bar.waitFor();
    await page.locator('[data-discard-changes]').click();
    await bar.waitFor({ state: 'detached' });
    assert.equal(await checkout.getByRole('radio', { name: 'Pill' }).isChecked(), true, 'the saved corners are back');
    assert.equal(await page.locator('[data-preview-checkout]').evaluate((b) => getComputedStyle(b).borderTopLeftRadius), '25px');
    await page.locator(`[data-option-mapper="${optionName}"]`).waitFor();
    const after = await apiData(context.request, themePath);
    assert.equal(after.theme.checkout_button_shape, CHECKOUT.shape, 'Discard saved nothing');
    await fullPageScreenshot(page, path.join(dir, 'appearance-1280.png'));

    // Home: the logo and theme tasks are done.
    await page.goto(url('/admin/home'));
    await waitReady(page);
    for (const task of ['logo', 'theme']) {
      await eventually(async () => (await page.locator(`[data-todo-task="${task}"]`).getAttribute('data-done').catch(() => null)) === 'true', `the ${task} task is done`);
    }

    // A phone: no sideways scrolling, and Save sits in the top bar once something changed.
    const phone = await browser.newContext({ ...PHONE, storageState: await context.storageState() });
    const phonePage = await phone.newPage();
    await phonePage.goto(url('/admin/appearance'));
    await waitReady(phonePage);
    await phonePage.locator('[data-appearance-page="ready"]').waitFor();
    await phonePage.locator(`[data-option-mapper="${optionName}"]`).waitFor();
    assert.deepEqual(await sidewaysOverflow(phonePage), [], 'nothing wider than a phone');
    await phonePage.locator('[data-theme-section="checkout"]').getByRole('radio', { name: 'Square' }).check();
    const mobileSave = phonePage.locator('header [data-save-changes-mobile]');
    await mobileSave.waitFor();
    assert.equal(await phonePage.locator('[data-save-changes]').isVisible(), false, 'the bar keeps only Discard on a phone');
    assert.deepEqual(await sidewaysOverflow(phonePage), [], 'nothing wider than a phone with the bar');
    await fullPageScreenshot(phonePage, path.join(dir, 'appearance-390.png'));
    await phone.close();

    assert.deepEqual(problems, [], 'no console errors or warnings');
    await context.close();
  });
});

/** The signed-in merchant's business id (`POST /api/auth/verify`). */
async function businessId(context) {
  const response = await context.request.post(url('/api/auth/verify'), { headers: { Origin: BASE_URL } });
  assert.equal(response.status(), 200);
  return (await response.json()).data.user.businessId;
}
