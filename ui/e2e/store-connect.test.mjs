/**
 * Browser tests of the store-connect flows against the built-in sandbox store: connecting from
 * the dashboard's connect screen, the store profile and disconnect on the account page, the
 * install-first flow through the store register page, the store login page, and the /auth
 * confirm screen that messages its opener.
 *
 * Every test uses its own usernames and shop names (several tests share one server).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  BASE_URL,
  SKIP,
  approveInstall,
  createVerifiedAccount,
  eventually,
  logInThroughForm,
  openWatchedPage,
  sharedBrowser,
  uniqueName,
  url,
  waitReady,
  watchConsole,
} from './helpers.mjs';

const sidebar = (page) => page.getByRole('navigation', { name: 'Main navigation' });

/** Logs the context in through the API; the session cookie lands in the context's jar. */
async function logIn(context, { username, password }) {
  const response = await context.request.post(url('/api/auth/login'), {
    data: { username, password },
    headers: { Origin: BASE_URL },
  });
  assert.equal(response.status(), 200, `login answered ${response.status()}`);
}

/** Signed out, installs a new shop from the "app listing" and returns the store token it ends with. */
async function installFirst(browser, shop) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(url(`/shopify/install?shop=${shop}.myshopify.com`));
  await approveInstall(page);
  await page.waitForURL(/\/register-store\?auth=/);
  const token = new URL(page.url()).searchParams.get('auth');
  assert.ok(token, 'the install ends with a store token');
  await context.close();
  return token;
}

describe('store connect', { skip: SKIP }, () => {
  const browser = sharedBrowser();

  it('connects a store from the home screen through the consent page', async () => {
    const { context, page, problems } = await openWatchedPage(browser);
    const account = await createVerifiedAccount(context.request, 'connector');

    // Log in through the form, as a merchant would.
    await logInThroughForm(page, account);

    const screen = page.locator('[data-connect-screen]');
    await screen.waitFor();
    assert.match(await screen.innerText(), /\.myshopify\.com/, 'the suffix is shown');
    assert.equal(await sidebar(page).locator('[data-nav-id="links"]').getAttribute('aria-disabled'), 'true');
    const connect = screen.getByRole('button', { name: 'Connect' });
    assert.equal(await connect.isDisabled(), true, 'disabled while empty');
    const field = screen.getByLabel('Store name');
    await field.fill('-bad');
    assert.equal(await connect.isDisabled(), true, 'disabled for a name the platform refuses');
    const shop = uniqueName('shop');
    await field.fill(shop);
    await eventually(() => connect.isEnabled(), 'a valid name enables Connect');
    await connect.click();

    await page.waitForURL(/\/admin\/oauth\/authorize/);
    assert.match(await page.title(), /Install Shoplinks on/);
    await approveInstall(page);

    await page.waitForURL(/\/auth\?connected=1$/);
    await page.locator('[data-store-auth="success"]').waitFor();
    await page.getByRole('heading', { name: 'Your store is connected' }).waitFor();
    await page.waitForURL(/\/admin\/home$/, { timeout: 6_000 });
    await waitReady(page);
    assert.equal(await page.locator('[data-connect-screen]').count(), 0, 'no connect screen any more');
    await page.locator('[data-home-header]').waitFor();
    const links = sidebar(page).locator('[data-nav-id="links"]');
    assert.equal(await links.getAttribute('aria-disabled'), null, 'Links is enabled');
    assert.equal(await links.getAttribute('href'), '/admin/links');

    assert.deepEqual(problems, [], 'no console errors or warnings');
    await context.close();
  });

  it('shows the shop domain on the account page and disconnects only after the exact phrase', async () => {
    const context = await browser.newContext();
    const account = await createVerifiedAccount(context.request, 'disconnector');
    await logIn(context, account);
    const page = await context.newPage();
    const problems = watchConsole(page);
    const shop = uniqueName('shop');
    await page.goto(url(`/shopify/install?shop=${shop}.myshopify.com`));
    await approveInstall(page);
    await page.waitForURL(/\/auth\?connected=1$/);

    await page.goto(url('/admin/my-account'));
    await waitReady(page);
    const domain = page.locator('[data-store-domain]');
    await domain.waitFor();
    assert.equal(await domain.innerText(), `${shop}.myshopify.com`);
    assert.equal(await page.getByRole('button', { name: 'Force product sync' }).isEnabled(), true);

    await page.getByRole('button', { name: 'Disconnect store' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Disconnect your store?' });
    await dialog.waitFor();
    const confirm = dialog.getByRole('button', { name: 'Disconnect', exact: true });
    const typed = dialog.getByLabel(/Type "disconnect store" to confirm/);
    assert.equal(await confirm.isDisabled(), true);
    await typed.fill('disconnect');
    assert.equal(await confirm.isDisabled(), true, '"disconnect" is not the phrase');
    await typed.fill('Disconnect Store');
    assert.equal(await confirm.isDisabled(), true, 'the match is exact');
    await dialog.getByRole('button', { name: 'Back' }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Disconnect store' }).click();
    await dialog.waitFor();
    await dialog.getByLabel(/Type "disconnect store" to confirm/).fill('disconnect store');
    await eventually(() => confirm.isEnabled(), 'the exact phrase enables the button');
    await confirm.click();
    await page.waitForURL(/\/admin\/home$/);
    await waitReady(page);
    await page.locator('[data-connect-screen]').waitFor();
    assert.equal(await sidebar(page).locator('[data-nav-id="links"]').getAttribute('aria-disabled'), 'true');

    await page.goto(url('/admin/my-account'));
    await waitReady(page);
    assert.match(await page.locator('main').innerText(), /Available once your store is connected/);
    assert.deepEqual(problems, []);
    await context.close();
  });

  it('installs first, then creates the account on the store register page', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const shop = uniqueName('firstshop');
    await page.goto(url(`/shopify/install?shop=${shop}.myshopify.com`));
    await approveInstall(page);
    await page.waitForURL(/\/register-store\?auth=/);
    await waitReady(page);
    await page.getByRole('heading', { name: 'Create your Shoplinks account' }).waitFor();

    const username = uniqueName('owner');
    // The store's email is filled in; disabled when valid, otherwise editable to be put right.
    const email = page.getByLabel('Email');
    assert.notEqual(await email.inputValue(), '', 'the email comes from the store');
    if (!(await email.isDisabled())) await email.fill(`${username}@example.com`);
    const submit = page.getByRole('button', { name: 'Sign up' });
    assert.equal(await submit.isDisabled(), true);
    await page.getByLabel('Username').pressSequentially(username, { delay: 10 });
    await page.getByLabel('Password', { exact: true }).fill('store-pass1');
    await eventually(() => submit.isEnabled(), 'sign-up enabled once everything is valid', 8_000);
    assert.equal(
      await page.getByRole('link', { name: 'Log in' }).getAttribute('href'),
      `/login-store?auth=${encodeURIComponent(new URL(page.url()).searchParams.get('auth'))}`,
    );
    await submit.click();

    await page.waitForURL(/\/admin\/home$/);
    await waitReady(page);
    assert.equal(await page.locator('[data-connect-screen]').count(), 0, 'the store is connected');
    assert.equal(await sidebar(page).locator('[data-nav-id="links"]').getAttribute('aria-disabled'), null);
    await context.close();
  });

  it('refuses a bogus store token with a dialog that only leads away', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(url('/register-store?auth=not-a-real-token'));
    await waitReady(page);
    const dialog = page.getByRole('alertdialog', { name: 'Unable to verify your store' });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    assert.equal(await dialog.isVisible(), true, 'Escape does not dismiss it');
    const away = dialog.getByRole('link', { name: 'Continue' });
    assert.equal(await away.getAttribute('href'), '/register');
    await away.click();
    await page.waitForURL(/\/register$/);

    await page.goto(url('/register-store'));
    await page.waitForURL(/\/register$/);
    await page.goto(url('/login-store'));
    await page.waitForURL(/\/login$/);
    await context.close();
  });

  it('logs an existing account in on the store login page and connects the store', async () => {
    const context = await browser.newContext();
    const account = await createVerifiedAccount(context.request, 'returning');
    const token = await installFirst(browser, uniqueName('loginshop'));
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto(url(`/login-store?auth=${encodeURIComponent(token)}`));
    await waitReady(page);
    await page.getByRole('heading', { name: 'Log in to connect your store' }).waitFor();
    const submit = page.getByRole('button', { name: 'Log in' });
    await page.getByLabel('Username').fill(account.username);
    await page.getByLabel('Password').fill('short');
    assert.equal(await submit.isDisabled(), true, 'a password under 6 characters keeps it disabled');
    assert.equal(await page.getByRole('link', { name: 'Forgot password?' }).getAttribute('href'), '/forgot-password');

    await page.getByLabel('Password').fill('wrong-pass9');
    await submit.click();
    const banner = page.getByRole('alert').filter({ hasText: 'Store login failed' });
    await banner.waitFor();
    assert.match(await banner.innerText(), /Incorrect username or password/);

    await page.getByLabel('Password').fill(account.password);
    await submit.click();
    await page.waitForURL(/\/admin\/home$/);
    await waitReady(page);
    assert.equal(await page.locator('[data-connect-screen]').count(), 0, 'the store is connected');
    // The refused login's 401 is the only console line expected.
    assert.ok(problems.every((line) => /401/.test(line)), problems.join('\n'));
    await context.close();
  });

  it('asks a signed-in admin to confirm on /auth, connects, and messages the opener', async () => {
    const context = await browser.newContext();
    const account = await createVerifiedAccount(context.request, 'confirmer');
    await logIn(context, account);
    const shop = uniqueName('authshop');
    const token = await installFirst(browser, shop);

    const opener = await context.newPage();
    await opener.goto(url('/admin/home'));
    await waitReady(opener);
    const popupOpened = context.waitForEvent('page');
    await opener.evaluate((href) => {
      window.__messages = [];
      window.addEventListener('message', (event) => window.__messages.push(event.data));
      window.open(href);
    }, `/auth?auth=${encodeURIComponent(token)}`);
    const popup = await popupOpened;
    const problems = watchConsole(popup);
    await popup.waitForLoadState();
    // The sandbox names the shop after its handle ("Authshop …"), so match the domain part.
    await popup.locator('[data-store-auth="confirm"]').waitFor({ timeout: 8_000 });
    assert.match(await popup.locator('[data-store-auth="confirm"] h1').innerText(), new RegExp(`\\(${shop}\\.myshopify\\.com\\) to @${account.username}\\?`));
    await popup.getByRole('button', { name: 'Connect', exact: true }).click();
    await popup.locator('[data-store-auth="success"]').waitFor();
    await eventually(
      async () => (await opener.evaluate(() => window.__messages)).includes('CompletedPaylinkProcess'),
      'the opener got the done message',
    );
    await popup.waitForURL(/\/admin\/home$/, { timeout: 6_000 });
    assert.deepEqual(problems, []);

    // The same token a second time: already connected, so the info state with Continue.
    const again = await context.newPage();
    await again.goto(url(`/auth?auth=${encodeURIComponent(token)}`));
    await waitReady(again);
    await again.locator('[data-store-auth="alreadyConnected"]').waitFor();
    assert.equal(await again.getByRole('button', { name: 'Continue' }).isVisible(), true);
    await context.close();
  });
});
