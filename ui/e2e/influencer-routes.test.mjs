/**
 * Browser test of what an influencer is told on every dashboard route
 * (docs/dashboard.md#what-an-influencer-is-told): opened by an influencer without the permission
 * the route is about, and by one with no permission at all, each route shows a sentence saying
 * what they can do there (or that the area is the merchant's), after every call it makes has
 * answered; never the generic error, never an invitation or a create button they may not use,
 * and no call the server refuses (a refused call shows in the console). Routes the influencer
 * may not open send them home, where home says it. Then an influencer who may create: the empty
 * list's invitation comes with its button, and once the free trial has ended Create says the
 * merchant must choose a plan instead of leading to the plans.
 *
 * Each session is a new seeded business (several tests share one server).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { SKIP, networkQuiet, seedSession, sharedBrowser, url, waitReady, watchConsole, watchNetwork } from './helpers.mjs';

const SAYS = {
  home: 'Your merchant creates your links and shorts. You can open them and copy their addresses here or under Links and Shorts.',
  links: 'Your merchant creates and edits your links. Here you can open them and copy their addresses.',
  shorts: 'Your merchant creates and edits your shorts. Here you can open them and copy their addresses.',
  multilinks: "Multilinks split the shop's traffic between experiences, so only the merchant creates and manages them.",
  influencers: 'Only the merchant manages influencers.',
  trends: "Trends show the whole shop's sales, so only the merchant sees them.",
  magicStore: "Magic store is the merchant's area, so only the merchant will see it.",
  analytics: 'Your merchant has not shared analytics with you.',
  myAccount: 'We will email you a link to create a new password.',
};

/** The session's permission flags, every one named (the seeding call wants them all). */
const NONE = {
  commissionEnabled: false,
  clicksEnabled: false,
  revenueEnabled: false,
  salesEnabled: false,
  crEnabled: false,
  aovEnabled: false,
  isActiveInfluencer: false,
};
const ANALYTICS = { clicksEnabled: true, salesEnabled: true, revenueEnabled: true, commissionEnabled: true, crEnabled: true, aovEnabled: true };

/** Influencers, each lacking what some routes are about. */
const INFLUENCERS = {
  /** Sees every figure but may not create or edit links. */
  noCreate: { ...NONE, ...ANALYTICS },
  /** May create and edit links but sees no figures. */
  noAnalytics: { ...NONE, isActiveInfluencer: true },
  nothing: NONE,
};

/**
 * Every dashboard route (ui/src/lib/routes.ts DASHBOARD_PAGES, with the sub-paths and the add
 * menu's `?create=1`): the sentence it shows, where it lands (`home` when sent home), and which
 * influencer lacks the permission it is about (merchant areas: one with every other permission).
 */
const ROUTES = [
  { path: '/admin/home', says: SAYS.home, lacking: 'noCreate' },
  { path: '/admin/links', says: SAYS.links, lacking: 'noCreate' },
  { path: '/admin/links?create=1', says: SAYS.links, lacking: 'noCreate' },
  { path: '/admin/links/edit/aB3dE5fG', says: SAYS.links, lacking: 'noCreate' },
  { path: '/admin/shorts', says: SAYS.shorts, lacking: 'noCreate' },
  { path: '/admin/shorts?create=1', says: SAYS.shorts, lacking: 'noCreate' },
  { path: '/admin/multilinks', says: SAYS.multilinks, lacking: 'noCreate' },
  { path: '/admin/multilinks?create=1', says: SAYS.multilinks, lacking: 'noCreate' },
  { path: '/admin/multilinks/preview/aB3dE5fG', says: SAYS.multilinks, lacking: 'noCreate' },
  { path: '/admin/influencers', says: SAYS.influencers, lacking: 'noCreate' },
  { path: '/admin/influencers?create=1', says: SAYS.influencers, lacking: 'noCreate' },
  { path: '/admin/influencers/preview/someone', says: SAYS.influencers, lacking: 'noCreate' },
  { path: '/admin/trends', says: SAYS.trends, lacking: 'noCreate' },
  { path: '/admin/magic-store', says: SAYS.magicStore, lacking: 'noCreate' },
  { path: '/admin/analytics', says: SAYS.analytics, lacking: 'noAnalytics' },
  { path: '/admin/my-account', says: SAYS.myAccount, lacking: 'noCreate' },
  { path: '/admin/shopboard', says: SAYS.home, lacking: 'noCreate', home: true },
  { path: '/admin/settings', says: SAYS.home, lacking: 'noCreate', home: true },
  { path: '/admin/appearance', says: SAYS.home, lacking: 'noCreate', home: true },
];

/** Texts that invite doing what these influencers may not, or say nothing useful. */
const NEVER = ['Something went wrong', 'Create your first', 'Create one to'];
/** Create buttons of the lists and home. */
const CREATE_BUTTONS = '[data-create-link], [data-create-multilink], [data-create-influencer], [data-home-create]';

describe('what an influencer is told on every dashboard route', { skip: SKIP }, () => {
  const browser = sharedBrowser();

  /** A desktop page signed in as a new influencer with these permissions, its console watched. */
  async function influencerPage(permissions, plan = { plan: 'BUSINESS', freeTrialDaysLeft: 0 }) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await seedSession(context, { role: 'influencer', storeConnected: true, ...plan, permissions });
    const page = await context.newPage();
    return { context, page, problems: watchConsole(page) };
  }

  /**
   * Opens `route` and says what is wrong with it once every call it makes has answered: one line
   * per fault, so a run names every route that fails rather than the first.
   */
  async function faultsOf(page, problems, route, who) {
    const where = `${route.path} (influencer: ${who})`;
    watchNetwork(page);
    await page.goto(url(route.path));
    if (route.home) await page.waitForURL(/\/admin\/home$/);
    await waitReady(page);
    await networkQuiet(page);
    const text = await page.locator('main').innerText();
    const shown = text.replace(/\s+/g, ' ').slice(0, 300);
    const faults = [];
    if (!text.includes(route.says)) faults.push(`${where} does not say "${route.says}"; it shows: ${shown}`);
    for (const never of NEVER) if (text.includes(never)) faults.push(`${where} shows "${never}": ${shown}`);
    if ((await page.locator(CREATE_BUTTONS).count()) > 0) faults.push(`${where} offers a create button`);
    if ((await page.locator('dialog[open]').count()) > 0) faults.push(`${where} opens a dialog`);
    for (const problem of problems.splice(0)) faults.push(`${where}: ${problem}`);
    return faults;
  }

  it('each route tells an influencer without its permission what they can do there', async () => {
    const faults = [];
    for (const who of ['noCreate', 'noAnalytics']) {
      const { context, page, problems } = await influencerPage(INFLUENCERS[who]);
      for (const route of ROUTES.filter((r) => r.lacking === who)) faults.push(...(await faultsOf(page, problems, route, who)));
      await context.close();
    }
    assert.deepEqual(faults, []);
  });

  it('each route tells an influencer with no permission at all what they can do there', async () => {
    const { context, page, problems } = await influencerPage(INFLUENCERS.nothing);
    const faults = [];
    for (const route of ROUTES) faults.push(...(await faultsOf(page, problems, route, 'nothing')));
    await context.close();
    assert.deepEqual(faults, []);
  });

  it('an influencer who may create gets the empty list’s button, and after the trial is told the merchant must choose a plan', async () => {
    const { context, page, problems } = await influencerPage(INFLUENCERS.noAnalytics);
    for (const [path, name] of [
      ['/admin/links', 'Create new link'],
      ['/admin/shorts', 'Create new short'],
    ]) {
      await page.goto(url(path));
      await waitReady(page);
      const empty = page.locator('[data-empty-state]');
      await empty.waitFor();
      assert.equal(await empty.getByRole('button', { name }).count(), 1, `${path}: the empty list's invitation comes with its button`);
    }
    assert.deepEqual(problems, [], 'no console errors or warnings');
    await context.close();

    const ended = await influencerPage(INFLUENCERS.noAnalytics, { plan: 'FREE', freeTrialDaysLeft: 0 });
    for (const [path, button] of [
      ['/admin/links', '[data-create-link]'],
      ['/admin/home', '[data-home-create="instant"]'],
    ]) {
      await ended.page.goto(url(path));
      await waitReady(ended.page);
      await ended.page.locator(button).first().click();
      const dialog = ended.page.getByRole('dialog', { name: 'The free trial has ended' });
      await dialog.waitFor();
      assert.match(await dialog.innerText(), /Creating and editing links is paused until Shop \w+ chooses a plan\./);
      assert.equal(await dialog.getByRole('link').count(), 0, `${path}: no way to the plans, which only the merchant chooses`);
      await dialog.getByRole('button', { name: 'OK' }).click();
      await dialog.waitFor({ state: 'detached' });
    }
    assert.deepEqual(ended.problems, [], 'no console errors or warnings after the trial');
    await ended.context.close();
  });
});
