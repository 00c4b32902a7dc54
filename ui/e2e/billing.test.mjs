/**
 * Browser tests of choosing a plan (docs/billing.md#choosing-a-plan) against the built-in sandbox
 * store: a new merchant connects a sandbox shop, starts the Business trial through the store's
 * confirmation page and comes back to an active plan, then moves back to the free plan; a declined
 * subscription changes nothing; a refusal from the server shows its message under the card;
 * without a store the paid plan buttons wait for one.
 *
 * Every test uses its own accounts and shop names (several tests share one server).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  BASE_URL,
  SKIP,
  connectSandboxShop,
  createVerifiedAccount,
  eventually,
  logInThroughForm,
  sessionUser,
  sharedBrowser,
  uniqueName,
  url,
  waitReady,
  watchConsole,
} from './helpers.mjs';

const DESKTOP = { viewport: { width: 1280, height: 900 } };

const card = (page, plan) => page.locator(`[data-plan="${plan}"]`);

/** A new merchant, logged in through the form, with a connected sandbox shop; on home. */
async function merchantWithShop(browser, prefix) {
  const context = await browser.newContext(DESKTOP);
  const account = await createVerifiedAccount(context.request, prefix);
  const page = await context.newPage();
  const problems = watchConsole(page);
  await logInThroughForm(page, account);
  await connectSandboxShop(page, uniqueName('billshop'));
  return { context, page, problems, account };
}

async function openPricing(page, query = '') {
  await page.goto(url(`/pricing-plans${query}`));
  await waitReady(page);
}

describe('billing', { skip: SKIP }, () => {
  const browser = sharedBrowser();

  it('starts the Business trial through the confirmation page, then moves back to the free plan', async () => {
    const { context, page, problems } = await merchantWithShop(browser, 'payer');
    const before = await sessionUser(context);
    assert.equal(before.subscriptionPlan, 'FREE');

    await openPricing(page);
    // A new account is in its trial (Business features): Lite is what it keeps afterwards.
    assert.equal(await card(page, 'FREE').locator('[data-active-label]').count(), 0, 'not on Lite yet');
    assert.equal(await card(page, 'FREE').locator('[data-after-trial-label]').innerText(), 'Yours after the trial');
    const freeTrial = card(page, 'FREE').locator('[data-free-trial]');
    assert.match(await freeTrial.innerText(), /^\d+ days? left in your free trial$/, 'the free card shows the days left');

    const start = card(page, 'BUSINESS').getByRole('button', { name: 'Start 30-day free trial' });
    assert.equal(await start.isEnabled(), true);
    await start.click();

    // The sandbox store's confirmation page (server HTML).
    await page.waitForURL(/\/sandbox\/[^/]+\/admin\/charges\/[^/]+\/confirm/);
    await page.getByRole('heading', { name: 'Approve subscription' }).waitFor();
    const confirmation = await page.locator('body').innerText();
    assert.match(confirmation, /Shoplinks Business/);
    assert.match(confirmation, /\$99\.00 USD every 30 days/);
    assert.match(confirmation, /30-day free trial/);
    await page.getByRole('button', { name: 'Approve' }).click();

    await page.waitForURL(/\/pricing-plans\?billing=active&plan=BUSINESS$/);
    await waitReady(page);
    const banner = page.locator('[data-billing-outcome="active"]');
    await banner.waitFor();
    assert.match(await banner.innerText(), /Business plan is active/);
    assert.equal(await card(page, 'BUSINESS').locator('[data-active-label]').innerText(), 'Active');
    assert.equal(await card(page, 'FREE').locator('[data-active-label]').count(), 0);
    assert.equal(await page.locator('[data-free-trial]').count(), 0, 'no trial line on a paid plan');
    assert.equal(
      await card(page, 'PRO').getByRole('button', { name: 'Upgrade to Pro' }).isEnabled(),
      true,
      'Pro is now an upgrade',
    );
    const paid = await sessionUser(context);
    assert.equal(paid.subscriptionPlan, 'BUSINESS');
    assert.equal(paid.trialState, 'NONE');
    assert.equal(paid.planLimits.businessFeatures, true);

    // Back to the free plan: cancel, then home rendered from the re-verified session.
    const toFree = card(page, 'FREE').getByRole('button', { name: 'Downgrade to Lite (free)' });
    await toFree.click();
    await page.waitForURL(/\/admin\/home$/);
    await waitReady(page);
    const free = await sessionUser(context);
    assert.equal(free.subscriptionPlan, 'FREE');
    const strip = page.locator('[data-trial-strip]');
    await strip.waitFor();
    assert.match(await strip.innerText(), /\d+ days? left in your free trial/);

    assert.deepEqual(problems, [], 'no console errors or warnings');
    await context.close();
  });

  it('leaves the plan unchanged when the subscription is declined', async () => {
    const { context, page, problems } = await merchantWithShop(browser, 'decliner');
    await openPricing(page);
    await card(page, 'STARTER').getByRole('button', { name: 'Start 30-day free trial' }).click();

    await page.waitForURL(/\/sandbox\/[^/]+\/admin\/charges\/[^/]+\/confirm/);
    await page.getByRole('heading', { name: 'Approve subscription' }).waitFor();
    assert.match(await page.locator('body').innerText(), /Shoplinks Starter/);
    await page.getByRole('button', { name: 'Decline' }).click();

    await page.waitForURL(/\/pricing-plans\?billing=declined$/);
    await waitReady(page);
    const banner = page.locator('[data-billing-outcome="declined"]');
    await banner.waitFor();
    assert.match(await banner.innerText(), /Subscription declined/);
    assert.equal(await card(page, 'FREE').locator('[data-after-trial-label]').count(), 1, 'still on the free plan');
    assert.equal(await card(page, 'STARTER').locator('[data-active-label]').count(), 0);
    assert.equal((await sessionUser(context)).subscriptionPlan, 'FREE');

    assert.deepEqual(problems, [], 'no console errors or warnings');
    await context.close();
  });

  it('shows the server\'s refusal under the card and frees the button', async () => {
    const { context, page, problems } = await merchantWithShop(browser, 'refused');
    await openPricing(page);
    // The store goes away after the page was rendered, so the server refuses the checkout.
    const disconnected = await context.request.post(url('/api/admin/v1/store/auth/disconnect'), {
      data: {},
      headers: { Origin: BASE_URL },
    });
    assert.equal(disconnected.status(), 200);

    const start = card(page, 'PRO').getByRole('button', { name: 'Start 30-day free trial' });
    await start.click();
    const error = card(page, 'PRO').locator('[data-plan-error]');
    await error.waitFor();
    assert.equal(await error.innerText(), 'Connect your store before choosing a plan.');
    await eventually(() => start.isEnabled(), 'the loading state clears');
    assert.equal(new URL(page.url()).pathname, '/pricing-plans', 'still on the pricing page');
    assert.equal(await card(page, 'BUSINESS').locator('[data-plan-error]').count(), 0, 'only under the pressed card');
    // The failure is logged (the browser also reports the 409 itself; docs/billing.md#failures).
    assert.ok(problems.some((line) => /Changing the plan to PRO failed/.test(line)), problems.join('\n'));
    assert.ok(problems.every((line) => /409|Changing the plan/.test(line)), problems.join('\n'));
    await context.close();
  });

  it('keeps paid plans for merchants with a store, and says so with a way home to connect one', async () => {
    const context = await browser.newContext(DESKTOP);
    const account = await createVerifiedAccount(context.request, 'storeless');
    const page = await context.newPage();
    const problems = watchConsole(page);
    await logInThroughForm(page, account);
    await openPricing(page);

    for (const plan of ['STARTER', 'BUSINESS', 'PRO']) {
      const button = card(page, plan).getByRole('button', { name: 'Start 30-day free trial' });
      assert.equal(await button.isDisabled(), true, `${plan} waits for a store`);
    }
    const note = card(page, 'BUSINESS').locator('[data-store-required]');
    assert.match(await note.innerText(), /connect it first/);
    await note.getByRole('link', { name: 'Connect your store' }).click();
    await page.waitForURL(/\/admin\/home$/);
    await waitReady(page);
    await page.locator('[data-connect-screen]').waitFor();

    assert.deepEqual(problems, [], 'no console errors or warnings');
    await context.close();
  });

  it('tells a checkout still waiting for the store to confirm it', async () => {
    const context = await browser.newContext(DESKTOP);
    const account = await createVerifiedAccount(context.request, 'waiter');
    const page = await context.newPage();
    const problems = watchConsole(page);
    await logInThroughForm(page, account);
    await openPricing(page, '?billing=pending');
    const banner = page.locator('[data-billing-outcome="pending"]');
    await banner.waitFor();
    assert.match(await banner.innerText(), /Waiting for Shopify to confirm your subscription/);
    assert.deepEqual(problems, []);
    await context.close();
  });
});
