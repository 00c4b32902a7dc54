/**
 * Browser tests of the signed-in dashboard shell. Sessions come from the test-only
 * `POST /api/test/session` (server started with SHOPLINKS_TEST_SEED=1); a seeded influencer is
 * expected to have every permission flag off.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { SKIP, eventually, launchBrowser, seedSession, url, waitReady, watchConsole } from './helpers.mjs';

const ADMIN = { role: 'admin', storeConnected: true, plan: 'BUSINESS', freeTrialDaysLeft: 0 };

describe('dashboard shell', { skip: SKIP }, () => {
  let browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });

  async function openAs(session, path, contextOptions = {}) {
    const context = await browser.newContext(contextOptions);
    await seedSession(context, session);
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto(url(path));
    await waitReady(page);
    return { context, page, problems };
  }

  const sidebar = (page, name = 'Main navigation') => page.getByRole('navigation', { name });

  it('shows an admin the admin entries, without console problems', async () => {
    const { context, page, problems } = await openAs(ADMIN, '/admin/home');
    assert.equal(new URL(page.url()).pathname, '/admin/home');
    for (const label of ['Home', 'Links', 'Shorts', 'Multilinks', 'Influencers', 'Trends', 'Analytics', 'Settings']) {
      assert.equal(await sidebar(page).getByText(label, { exact: true }).isVisible(), true, `${label} visible`);
    }
    await page.locator('[data-splash]').waitFor({ state: 'detached', timeout: 3_000 });
    assert.deepEqual(problems, [], 'no console errors, warnings or hydration mismatches');
    await context.close();
  });

  it('navigates between dashboard pages without a full page load', async () => {
    const { context, page, problems } = await openAs(ADMIN, '/admin/home');
    await page.evaluate(() => {
      window.__sameDocument = true;
    });
    await sidebar(page).getByRole('link', { name: 'Trends', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Trends' }).waitFor();
    assert.equal(new URL(page.url()).pathname, '/admin/trends');
    assert.equal(await page.evaluate(() => window.__sameDocument), true, 'same document');
    assert.equal(
      await sidebar(page).getByRole('link', { name: 'Trends', exact: true }).getAttribute('aria-current'),
      'page',
    );
    assert.match(await page.title(), /^Trends/);

    await page.goBack();
    await page.locator('[data-home-header]').waitFor();
    assert.equal(new URL(page.url()).pathname, '/admin/home');
    assert.deepEqual(problems, []);
    await context.close();
  });

  it('hides Analytics from an influencer without analytics permissions', async () => {
    const { context, page } = await openAs(
      { role: 'influencer', storeConnected: true, plan: 'BUSINESS', freeTrialDaysLeft: 0 },
      '/admin/home',
    );
    const nav = sidebar(page);
    assert.equal(await nav.getByText('Links', { exact: true }).isVisible(), true);
    assert.equal(await nav.getByText('Analytics', { exact: true }).count(), 0);
    assert.equal(await nav.getByText('Multilinks', { exact: true }).count(), 0);
    await context.close();
  });

  it('disables Links until a store is connected', async () => {
    const { context, page } = await openAs({ ...ADMIN, storeConnected: false }, '/admin/home');
    const links = sidebar(page).locator('[data-nav-id="links"]');
    assert.equal(await links.getAttribute('aria-disabled'), 'true');
    assert.equal(await links.getAttribute('href'), null, 'a disabled entry is not a link target');
    const home = sidebar(page).locator('[data-nav-id="home"]');
    assert.equal(await home.getAttribute('aria-disabled'), null);
    await context.close();
  });

  it('shows free admins the trial strip with the days left', async () => {
    const { context, page } = await openAs({ ...ADMIN, plan: 'FREE', freeTrialDaysLeft: 5 }, '/admin/home');
    const strip = page.locator('[data-trial-strip]');
    assert.match(await strip.innerText(), /5 days left in your free trial/);
    assert.equal(await strip.getByRole('link', { name: 'Upgrade' }).isVisible(), true);
    await context.close();
  });

  it('switches to the bottom tab bar on a phone-sized screen', async () => {
    const { context, page, problems } = await openAs(ADMIN, '/admin/home', {
      viewport: { width: 390, height: 844 },
    });
    await eventually(() => sidebar(page, 'Bottom navigation').isVisible(), 'tab bar visible');
    assert.equal(await sidebar(page).isVisible(), false, 'sidebar hidden');
    const tabs = sidebar(page, 'Bottom navigation');
    for (const label of ['Home', 'Links', 'Shorts', 'Influencers']) {
      assert.equal(await tabs.getByText(label, { exact: true }).isVisible(), true, `${label} tab`);
    }
    await page.locator('[data-splash]').waitFor({ state: 'detached', timeout: 3_000 });
    await page.getByRole('button', { name: 'Open account menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Account menu' });
    await drawer.waitFor();
    for (const label of ['Shopboard', 'My account', 'Logout']) {
      assert.equal(await drawer.getByText(label, { exact: true }).isVisible(), true, `${label} in drawer`);
    }
    assert.deepEqual(problems, []);
    await context.close();
  });

  it('switches the shell to Hebrew with ?lang=he', async () => {
    const { context, page, problems } = await openAs(ADMIN, '/admin/home?lang=he');
    assert.equal(await page.evaluate(() => document.documentElement.dir), 'rtl');
    const nav = sidebar(page, 'ניווט ראשי');
    assert.equal(await nav.getByText('קישורים', { exact: true }).isVisible(), true);
    assert.equal(await nav.getByText('משפיענים', { exact: true }).isVisible(), true);
    assert.deepEqual(problems, []);
    await context.close();
  });
});
