/**
 * Browser tests of the dashboard on a phone (390 × 844): every built screen is opened at the
 * PHONE viewport, saved as a full-page screenshot in $SHOPLINKS_SCREENSHOTS_DIR (a temporary
 * folder by default; the folder is printed) and measured for the first-use defects merchants
 * reported: nothing wider than the screen, the product picker's title on one line and clear of
 * its selected count, the first link card's title and actions on the first screen, full-width
 * searches, preview tables that scroll sideways in their own box with a hint, and the back
 * button's focus ring for the keyboard only. Then the public address of every link, short and
 * multilink: shown on cards and previews, copied, as a QR code (PNG and SVG downloads) and
 * opened as the public page.
 *
 * One merchant with a sandbox store, one look, one short and one multilink serve every test.
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import {
  BASE_URL,
  PHONE,
  SKIP,
  apiData,
  eventually,
  fullPageScreenshot,
  merchantWithShop,
  networkQuiet,
  pngImage,
  screenshotsDir,
  seedSession,
  sharedBrowser,
  sidewaysOverflow,
  uniqueName,
  url,
  waitForProducts,
  waitReady,
  watchConsole,
  watchNetwork,
} from './helpers.mjs';

const WIDTH = PHONE.viewport.width;
const HEIGHT = PHONE.viewport.height;

/** A link body for `POST /api/admin/v1/links/create` (docs/links-api.md). */
const linkBody = (type, products, description) => ({
  images: [],
  inventory_ids: products.map((p) => p.inventory_id),
  selected_options: {},
  collection_ids: [],
  promocode: null,
  description,
  shopping_redirect_url: null,
  influencer_username: null,
  utm_params: null,
  link_type: type,
});

async function create(request, path, body) {
  const response = await request.post(url(path), { data: body, headers: { Origin: BASE_URL } });
  assert.equal(response.status(), 200, `POST ${path} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()).data;
}

/** Bounding box, line height and number of text lines of an element. */
function geometry(locator) {
  return locator.evaluate((el) => {
    const rect = el.getBoundingClientRect();
    const range = document.createRange();
    range.selectNodeContents(el);
    const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0).map((r) => Math.round(r.top)));
    return {
      top: rect.top,
      bottom: rect.bottom,
      left: rect.left,
      right: rect.right,
      width: rect.width,
      height: rect.height,
      lineHeight: Number.parseFloat(getComputedStyle(el).lineHeight),
      lines: tops.size,
      clipped: el.scrollWidth > el.clientWidth + 1,
    };
  });
}

const overlaps = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** Whether the element shows a focus ring: an outline that is drawn. */
const hasOutline = (locator) =>
  locator.evaluate((el) => {
    const style = getComputedStyle(el);
    return style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
  });

describe('the dashboard on a phone (390 px)', { skip: SKIP }, () => {
  const browser = sharedBrowser();
  /** Everything the tests share, made once in `before`. */
  const the = {};
  let shot = 0;

  before(async () => {
    the.dir = await screenshotsDir('shoplinks-phone-');
    console.log(`# phone screenshots in ${the.dir}`);
    const merchant = await merchantWithShop(browser, 'phone', uniqueName('shop'));
    the.merchant = merchant;
    await waitForProducts(merchant.context.request);
    const { products } = await apiData(merchant.context.request, '/api/admin/v1/products/search?count=3');
    assert.equal(products.length, 3, 'three products to choose from');
    const { domains } = await apiData(merchant.context.request, '/api/admin/v1/links/domains');
    const request = merchant.context.request;
    the.look = await create(request, '/api/admin/v1/links/create', linkBody('LOOK', products, 'Summer look for the beach and the city'));
    the.short = await create(request, '/api/admin/v1/links/create', linkBody('SHORT', products.slice(0, 1), 'Straw hat short'));
    the.multilink = await create(request, '/api/admin/v1/links/multi/create', {
      title: 'Summer split',
      splitter_type: 'PERCENTAGE',
      promocode: null,
      utm_params: null,
      links_options: [
        { value: 50, device_option: 'ALL', link_resource: linkBody('LOOK', products.slice(0, 2), 'Look A') },
        { value: 50, device_option: 'ALL', link_resource: { ...linkBody('SHORT', [], 'Custom B'), shopping_redirect_url: `${domains[0]}/collections/all` } },
      ],
    });
    const upload = await request.post(url('/api/admin/v1/file/upload'), {
      headers: { Origin: BASE_URL },
      multipart: { file_resource: { name: 'face.png', mimeType: 'image/png', buffer: pngImage(200, 200) } },
    });
    assert.equal(upload.status(), 200, 'the profile picture uploads');
    the.influencer = uniqueName('phoneinfl');
    const influencer = await request.post(url('/api/admin/v1/influencers/create'), {
      headers: { Origin: BASE_URL },
      data: { username: the.influencer, email: `${the.influencer}@example.com`, profile_image_url: (await upload.json()).data, commission: 10 },
    });
    assert.equal(influencer.status(), 200, 'the influencer is created');
    the.storageState = await merchant.context.storageState();
  });

  /** A phone page signed in as the merchant (or signed out), its console watched. */
  async function phonePage({ signedIn = true } = {}) {
    const context = await browser.newContext({ ...PHONE, ...(signedIn ? { storageState: the.storageState } : {}) });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: url('') });
    const page = await context.newPage();
    const problems = watchConsole(page);
    return { context, page, problems };
  }

  /** Saves a full-page screenshot named after the screen; answers its path. */
  async function screenshot(page, name) {
    shot += 1;
    const file = path.join(the.dir, `${String(shot).padStart(2, '0')}-${name}.png`);
    await fullPageScreenshot(page, file);
    return file;
  }

  /** Opens `path` and waits for `ready`; `hydrated: false` for the server-only instant store page. */
  async function open(page, path, ready, { hydrated = true } = {}) {
    watchNetwork(page);
    await page.goto(url(path));
    if (hydrated) await waitReady(page);
    if (ready) await ready(page);
    // Fonts, pictures and pages that move on by themselves settle before the measures.
    await networkQuiet(page);
    if (hydrated) await waitReady(page);
    await page.evaluate(() => document.fonts.ready);
  }

  const dialogNamed = (page, name) => page.getByRole('dialog', { name });
  const firstCard = (page) => page.locator('[data-link-item]').first();

  it('fits every built screen into 390 px and saves a screenshot of each', async () => {
    const look = the.look.link_id;
    const short = the.short.link_id;
    const multilink = the.multilink.multilink_id;
    const username = the.merchant.account.username;
    const signedOut = [
      ['welcome', '/welcome'],
      ['login', '/login'],
      ['login-influencer', '/login/influencer'],
      ['login-store', '/login-store'],
      ['register', '/register'],
      ['register-store', '/register-store'],
      ['register-request', '/register-request'],
      ['forgot-password', '/forgot-password'],
      ['forgot-password-influencer', '/forgot-password/influencer'],
      ['reset-password', '/reset-password?token=not-a-token'],
      ['verify-account', '/verify-account'],
      ['store-auth', '/auth'],
      ['privacy-policy', '/privacy-policy'],
      ['terms', '/terms'],
      ['pricing-plans', '/pricing-plans'],
      ['help-shopify', '/help/shopify'],
      ['dev-mailbox', '/dev/mailbox'],
      ['instant-store', `/${username}/${look}`, (page) => page.locator('article').first().waitFor(), { hydrated: false }],
    ];
    const listReady = (selector) => (page) => page.locator(selector).first().waitFor();
    const dialogReady = (selector) => (page) => page.locator(`dialog[open] ${selector}`).first().waitFor();
    const signedIn = [
      ['home', '/admin/home', listReady('[data-home-recent] [data-link-item]')],
      ['home-user-drawer', '/admin/home', async (page) => {
        await page.getByRole('button', { name: 'Open account menu' }).tap();
        await page.getByRole('dialog', { name: 'Account menu' }).waitFor();
      }],
      ['links', '/admin/links', listReady('[data-link-item]')],
      ['look-editor', '/admin/links?create=1', dialogReady('[data-link-form]')],
      ['look-editor-product-picker', '/admin/links?create=1', async (page) => {
        await dialogReady('[data-link-form]')(page);
        await page.getByRole('button', { name: 'Add products' }).tap();
        await dialogNamed(page, 'Add products').locator('[data-product-tile]').first().waitFor();
      }],
      ['shorts', '/admin/shorts', listReady('[data-link-item]')],
      ['short-editor', '/admin/shorts?create=1', dialogReady('[data-short-form]')],
      ['link-preview', `/admin/links/preview/${look}`, dialogReady(`[data-link-preview-id="${look}"] table tbody tr td`)],
      ['short-preview', `/admin/shorts/preview/${short}`, dialogReady(`[data-link-preview-id="${short}"] table tbody tr td`)],
      ['multilinks', '/admin/multilinks', listReady('[data-multilink-item]')],
      ['multilink-editor', '/admin/multilinks?create=1', dialogReady('[data-multilink-editor]')],
      ['multilink-preview', `/admin/multilinks/preview/${multilink}`, dialogReady(`[data-multilink-preview="${multilink}"] table`)],
      ['influencers', '/admin/influencers', listReady('[data-influencer-item]')],
      ['influencer-form', '/admin/influencers?create=1', dialogReady('[data-influencer-form]')],
      ['influencer-preview', `/admin/influencers/preview/${the.influencer}`, dialogReady('[data-influencer-insights] [data-insight]')],
      ['analytics', '/admin/analytics', listReady('[data-channel] [data-figure]')],
      ['my-account', '/admin/my-account', (page) => page.getByRole('heading', { level: 1 }).first().waitFor()],
      ['pricing-plans-signed-in', '/pricing-plans'],
      ['trends', '/admin/trends', (page) => page.locator('[data-trends-section="topProducts"] :is([data-trend-product], [data-trends-empty])').first().waitFor()],
    ];

    const failures = [];
    const problems = [];
    const measure = async (page, name, path, ready, options) => {
      await open(page, path, ready, options);
      await screenshot(page, name);
      for (const found of await sidewaysOverflow(page)) failures.push(`${name} (${path}): ${found}`);
    };
    {
      const { context, page, problems: seen } = await phonePage({ signedIn: false });
      for (const [name, path, ready, options] of signedOut) await measure(page, name, path, ready, options);
      problems.push(...seen);
      await context.close();
    }
    {
      const { context, page, problems: seen } = await phonePage();
      for (const [name, path, ready] of signedIn) await measure(page, name, path, ready);
      problems.push(...seen);
      await context.close();
    }
    {
      // Home before a store is connected: the connect screen.
      const context = await browser.newContext(PHONE);
      await seedSession(context, { role: 'admin', storeConnected: false, plan: 'BUSINESS', freeTrialDaysLeft: 0 });
      const page = await context.newPage();
      const seen = watchConsole(page);
      await measure(page, 'home-connect-store', '/admin/home', (p) => p.locator('[data-connect-screen]').waitFor());
      problems.push(...seen);
      await context.close();
    }
    assert.deepEqual(failures, [], 'nothing is wider than the phone');
    assert.deepEqual(problems, [], 'no console errors or warnings');
  });

  it('keeps the product picker\'s title on one line, clear of the selected count', async () => {
    const { context, page, problems } = await phonePage();
    await open(page, '/admin/links?create=1', (p) => p.locator('dialog[open] [data-link-form]').waitFor());
    const add = page.locator('[data-link-form]').getByRole('button', { name: 'Add products' });
    const button = await geometry(add);
    assert.equal(button.lines, 1, `the form's "Add products" button is on one line (${button.lines})`);
    await add.tap();
    const picker = dialogNamed(page, 'Add products');
    await picker.locator('[data-product-tile]').first().waitFor();
    const title = await geometry(picker.getByRole('heading', { name: 'Add products' }));
    const count = await geometry(picker.getByText(/^\d+ selected$/));
    await screenshot(page, 'picker-title');
    assert.equal(title.lines, 1, `"Add products" is one line, not ${title.lines}`);
    assert.ok(title.height <= title.lineHeight + 1, `"Add products" is ${title.height}px high for a ${title.lineHeight}px line`);
    assert.equal(title.clipped, false, '"Add products" is shown whole');
    assert.equal(overlaps(title, count), false, `"N selected" (${JSON.stringify(count)}) does not overlap the title (${JSON.stringify(title)})`);
    assert.ok(count.right <= WIDTH && count.left >= 0, '"N selected" is on screen');
    assert.deepEqual(problems, [], 'no console errors or warnings');
    await context.close();
  });

  it('shows the first link card\'s title and actions on the first screen, beside a small picture', async () => {
    const { context, page, problems } = await phonePage();
    for (const path of ['/admin/links', '/admin/shorts']) {
      await open(page, path, (p) => firstCard(p).waitFor());
      const card = firstCard(page);
      const title = await geometry(card.locator('h3'));
      assert.ok(title.bottom <= HEIGHT, `${path}: the title ends at ${title.bottom}px, past the first screen (${HEIGHT}px)`);
      const actions = card.getByRole('group');
      const buttons = actions.locator('a, button');
      assert.ok((await buttons.count()) >= 2, `${path}: the card has its actions`);
      for (let i = 0; i < (await buttons.count()); i += 1) {
        const box = await geometry(buttons.nth(i));
        assert.ok(box.bottom <= HEIGHT, `${path}: action ${i + 1} ends at ${box.bottom}px, past the first screen`);
      }
      const picture = await geometry(card.locator('img, [data-link-placeholder]').first());
      assert.ok(picture.height <= 160, `${path}: the picture is a thumbnail, not ${picture.height}px high`);
      assert.ok(picture.right <= title.left, `${path}: the picture sits beside the title`);
    }
    assert.deepEqual(problems, [], 'no console errors or warnings');
    await context.close();
  });

  it('gives every list search the full width', async () => {
    const { context, page, problems } = await phonePage();
    for (const [path, area] of [
      ['/admin/links', '[data-links-area]'],
      ['/admin/shorts', '[data-links-area]'],
      ['/admin/multilinks', '[data-multilinks-area]'],
    ]) {
      await open(page, path);
      const content = await geometry(page.locator(area));
      const search = await geometry(page.locator(`${area} input[type=search]`));
      assert.ok(search.width >= content.width * 0.9, `${path}: the search is ${search.width}px of ${content.width}px`);
    }
    assert.deepEqual(problems, [], 'no console errors or warnings');
    await context.close();
  });

  it('scrolls preview tables sideways in their own box, with a hint while more is to the right', async () => {
    const { context, page, problems } = await phonePage();
    let overflowing = 0;
    for (const [path, ready] of [
      [`/admin/links/preview/${the.look.link_id}`, `[data-link-preview-id="${the.look.link_id}"] table tbody tr td`],
      [`/admin/multilinks/preview/${the.multilink.multilink_id}`, `[data-multilink-preview="${the.multilink.multilink_id}"] table`],
    ]) {
      await open(page, path, (p) => p.locator(`dialog[open] ${ready}`).first().waitFor());
      const tables = page.locator('dialog[open] table');
      for (let i = 0; i < (await tables.count()); i += 1) {
        const table = tables.nth(i);
        const box = table.locator('xpath=..');
        const state = await box.evaluate((el) => ({
          overflowX: getComputedStyle(el).overflowX,
          overflows: el.scrollWidth > el.clientWidth + 1,
        }));
        assert.ok(['auto', 'scroll'].includes(state.overflowX), `${path}: table ${i + 1}'s box scrolls sideways (overflow-x ${state.overflowX})`);
        if (!state.overflows) continue;
        overflowing += 1;
        const hint = box.locator('xpath=..').locator('[data-scroll-hint]');
        await table.scrollIntoViewIfNeeded();
        await screenshot(page, `preview-table-hint-${overflowing}`);
        assert.equal(await hint.isVisible(), true, `${path}: table ${i + 1} overflows and shows a scroll hint`);
        await box.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
        await eventually(async () => !(await hint.isVisible()), `${path}: the hint goes once the table is scrolled to its end`);
      }
    }
    assert.ok(overflowing > 0, 'at least one preview table is wider than the phone (the experiences table)');
    assert.deepEqual(problems, [], 'no console errors or warnings');
    await context.close();
  });

  it('shows the back button\'s focus ring for the keyboard only', async () => {
    const { context, page, problems } = await phonePage();
    const back = page.locator('dialog[open]').getByRole('button', { name: 'Back', exact: true }).first();
    const ring = {};

    // A screen opened by its address, then one opened by a tap: no ring.
    await open(page, `/admin/links/preview/${the.look.link_id}`, (p) => p.locator('dialog[open] [data-link-preview-id]').waitFor());
    ring.openedByAddress = await hasOutline(back);
    await open(page, '/admin/shorts', (p) => firstCard(p).waitFor());
    await page.locator('[data-create-link]').tap();
    await page.locator('dialog[open] [data-short-form]').waitFor();
    await back.waitFor();
    ring.openedByTap = await hasOutline(back);
    await screenshot(page, 'back-button-after-tap');

    // The keyboard brings it: Tab, and back again if Tab went past it.
    await page.keyboard.press('Tab');
    for (let i = 0; i < 30 && !(await back.evaluate((el) => el === document.activeElement)); i += 1) {
      await page.keyboard.press('Shift+Tab');
    }
    assert.equal(await back.evaluate((el) => el === document.activeElement), true, 'the keyboard reaches the back button');
    ring.reachedByTab = await hasOutline(back);
    await screenshot(page, 'back-button-after-tab');
    assert.deepEqual(ring, { openedByAddress: false, openedByTap: false, reachedByTab: true }, 'a focus ring for the keyboard only');
    assert.deepEqual(problems, [], 'no console errors or warnings');
    await context.close();
  });

  it('shows the public address on cards and previews: copy, QR code (PNG and SVG) and the public page', async () => {
    const { context, page, problems } = await phonePage();
    const username = the.merchant.account.username;
    const cases = [
      { list: '/admin/links', item: `[data-link-item="${the.look.link_id}"]`, id: the.look.link_id, publicUrl: the.look.public_url, preview: 'Link preview' },
      { list: '/admin/shorts', item: `[data-link-item="${the.short.link_id}"]`, id: the.short.link_id, publicUrl: the.short.public_url, preview: 'Short preview' },
      {
        list: '/admin/multilinks',
        item: `[data-multilink-item="${the.multilink.multilink_id}"]`,
        id: the.multilink.multilink_id,
        publicUrl: the.multilink.public_url,
        preview: 'Summer split',
      },
    ];
    for (const { list, item, id, publicUrl, preview } of cases) {
      assert.equal(publicUrl, `${BASE_URL}/${username}/${id}`, 'the API names the public address');
      await open(page, list, (p) => p.locator(item).waitFor());
      const card = page.locator(item);

      // The card shows the address (without its scheme); Copy puts it on the clipboard and says so.
      const shown = card.locator('[data-public-url]');
      assert.equal(await shown.getAttribute('data-public-url'), publicUrl, `${list}: the card holds the public address`);
      assert.equal((await shown.innerText()).trim(), publicUrl.replace(/^https?:\/\//, ''), `${list}: the card shows the public address`);
      await card.locator('[data-action=copy]').tap();
      await page.locator('[data-toast]').getByText('Link copied').waitFor();
      assert.equal(await page.evaluate(() => navigator.clipboard.readText()), publicUrl, `${list}: Copy copies the public address`);

      // The QR code: an image, and both downloads are files named after the link.
      await card.locator('[data-action=qr]').tap();
      const qr = dialogNamed(page, 'QR code');
      const image = qr.locator('img');
      await image.waitFor();
      await eventually(() => image.evaluate((img) => img.complete && img.naturalWidth > 0), `${list}: the QR code is drawn`);
      await screenshot(page, `qr-${list.split('/').pop()}`);
      for (const [label, extension, starts] of [
        ['Download PNG', 'png', (bytes) => bytes.subarray(1, 4).toString('ascii') === 'PNG'],
        ['Download SVG', 'svg', (bytes) => /^(<\?xml[^>]*>\s*)?<svg/.test(bytes.toString('utf8').trim())],
      ]) {
        const button = qr.getByRole('link', { name: label });
        assert.equal((await geometry(button)).lines, 1, `${list}: "${label}" is on one line`);
        const download = page.waitForEvent('download');
        await button.tap();
        const file = await download;
        assert.equal(file.suggestedFilename(), `shoplinks-${id}.${extension}`);
        assert.ok(starts(await readFile(await file.path())), `${list}: the ${extension} download is a ${extension.toUpperCase()} file`);
      }
      await qr.getByRole('button', { name: 'Close' }).tap();
      await qr.waitFor({ state: 'detached' });

      // Open offers the preview and the public page (a new tab at the public address).
      await card.getByRole('button', { name: 'Open', exact: true }).tap();
      const publicPage = page.getByRole('menuitem', { name: 'Open public page' });
      assert.equal(await publicPage.getAttribute('href'), publicUrl, `${list}: "Open public page" points at the public address`);
      assert.equal(await publicPage.getAttribute('target'), '_blank');
      await page.getByRole('menuitem', { name: 'Preview' }).tap();

      // The preview shows the address too, with Copy, the QR code and the public page.
      const dialog = dialogNamed(page, preview);
      await dialog.locator('[data-public-url]').waitFor();
      assert.equal(await dialog.locator('[data-public-url]').getAttribute('data-public-url'), publicUrl, `${list}: the preview shows the public address`);
      assert.equal((await dialog.locator('[data-public-url]').innerText()).trim(), publicUrl.replace(/^https?:\/\//, ''));
      await dialog.locator('[data-action=copy]').first().waitFor();
      await dialog.locator('[data-action=qr]').first().waitFor();
      const openPublic = dialog.getByRole('link', { name: 'Open public page' });
      assert.equal(await openPublic.getAttribute('href'), publicUrl);
      const popup = page.waitForEvent('popup');
      await openPublic.tap();
      const opened = await popup;
      await opened.waitForLoadState('domcontentloaded');
      assert.ok(opened.url().startsWith(BASE_URL), `${list}: the public page opened (${opened.url()})`);
      await opened.close();
      await screenshot(page, `public-url-${list.split('/').pop()}-preview`);
    }
    assert.deepEqual(problems, [], 'no console errors or warnings');
    await context.close();
  });
});
