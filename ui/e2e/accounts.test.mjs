/**
 * Browser tests of the accounts issue: sign-up with live checks, email verification through the
 * dev mailbox, login, a server-rendered signed-in dashboard, logout; password reset; influencer
 * auto-login; sign-up requests; the account page and deleting an account.
 *
 * Every test uses its own usernames (several tests share one server) and keeps to a handful of
 * calls, under the server's rate limits (login 5/min per account and 30/min per address;
 * availability checks and sign-ups 60/min per address; reset requests 10/min per address).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  BASE_URL,
  SKIP,
  createVerifiedAccount,
  emailText,
  eventually,
  openWatchedPage,
  sharedBrowser,
  submitLogin,
  uniqueName,
  url,
  waitReady,
  watchConsole,
} from './helpers.mjs';

const path = (page) => new URL(page.url()).pathname;

describe('accounts', { skip: SKIP }, () => {
  const browser = sharedBrowser();

  it('signs up, verifies by email, logs in, stays signed in, and logs out', async () => {
    const { context, page, problems } = await openWatchedPage(browser);
    const username = uniqueName('newbie');
    const email = `${username}@example.com`;
    const password = 'sunny-day7';

    // Sign-up: the username field lower-cases and drops what a username cannot hold.
    await page.goto(url('/register'));
    await waitReady(page);
    const submit = page.getByRole('button', { name: 'Sign up' });
    assert.equal(await submit.isDisabled(), true, 'disabled while empty');
    const usernameField = page.getByLabel('Username');
    const usernameStatus = page.locator('[data-availability]').first();
    await usernameField.pressSequentially(username.slice(0, 2).toUpperCase(), { delay: 20 });
    assert.equal(await usernameStatus.getAttribute('data-availability'), 'invalid', 'two letters are too short');
    assert.match(await usernameStatus.innerText(), /Use 3 to 30 characters/);
    await usernameField.pressSequentially(`${username.slice(2).toUpperCase()}!`, { delay: 20 });
    assert.equal(await usernameField.inputValue(), username, 'lower-cased, "!" dropped');
    assert.equal(await usernameStatus.getAttribute('data-availability'), 'checking', 'checked once typing stops');
    await eventually(
      async () => (await usernameStatus.getAttribute('data-availability')) === 'available',
      'the username is reported available',
    );
    assert.match(await usernameStatus.innerText(), /This username is available/);

    await page.getByLabel('Email').pressSequentially(email, { delay: 10 });
    const emailStatus = page.locator('[data-availability]').nth(1);
    await eventually(
      async () => (await emailStatus.getAttribute('data-availability')) === 'available',
      'the email is reported available',
    );

    // The checklist ticks as the password grows.
    const rule = (name) => page.locator(`[data-rule="${name}"]`);
    const passwordField = page.getByLabel('Password', { exact: true });
    await passwordField.pressSequentially('sunny', { delay: 10 });
    assert.equal(await rule('minLength').getAttribute('data-met'), 'false');
    assert.equal(await rule('digit').getAttribute('data-met'), 'false');
    await passwordField.pressSequentially('-day', { delay: 10 });
    assert.equal(await rule('minLength').getAttribute('data-met'), 'true');
    assert.equal(await rule('digit').getAttribute('data-met'), 'false');
    assert.equal(await submit.isDisabled(), true, 'still disabled without a digit');
    await passwordField.pressSequentially('7', { delay: 10 });
    assert.equal(await rule('digit').getAttribute('data-met'), 'true');
    await eventually(() => submit.isEnabled(), 'sign-up enabled once everything is valid');

    await submit.click();
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    assert.match(await page.locator('[data-check-email]').innerText(), new RegExp(email.replace(/[.]/g, '\\.')));
    assert.equal(
      await page.getByRole('link', { name: 'Back to log in' }).getAttribute('href'),
      '/login',
      'a way back',
    );

    // The verification email, in the development mailbox.
    await page.goto(url('/dev/mailbox'));
    const row = page.getByRole('row').filter({ hasText: email }).first();
    await row.getByRole('link').click();
    await page.waitForURL(/\/dev\/mailbox\/.+/);
    const verifyLink = page.locator('article a[href*="/verify-account?token="]');
    const href = await verifyLink.getAttribute('href');
    assert.ok(href, 'the email links to the verification page');
    if (new URL(href).origin === new URL(BASE_URL).origin) await verifyLink.click();
    else await page.goto(url(new URL(href).pathname + new URL(href).search));

    await page.getByRole('heading', { name: 'Your account is verified' }).waitFor({ timeout: 5_000 });
    await page.waitForURL(/\/login$/, { timeout: 6_000 });

    // Log in and land on the dashboard.
    await waitReady(page);
    await submitLogin(page, username, password);
    await page.waitForURL(/\/admin\/home$/);
    await waitReady(page);

    // Still signed in after a reload, and the server itself renders the signed-in dashboard.
    await page.reload();
    await waitReady(page);
    assert.equal(path(page), '/admin/home');
    const served = await context.request.get(url('/admin/home'));
    assert.equal(served.status(), 200);
    const html = await served.text();
    const markup = html.slice(html.indexOf('<div id="root">'), html.indexOf('id="__PAGE_DATA__"'));
    assert.ok(markup.includes(username), 'the server-rendered markup names the user');

    const noScript = await browser.newContext({ javaScriptEnabled: false, storageState: await context.storageState() });
    const plain = await noScript.newPage();
    await plain.goto(url('/admin/home'));
    assert.equal(path(plain), '/admin/home');
    assert.match(await plain.getByRole('region', { name: 'Your account' }).innerText(), new RegExp(username));
    await noScript.close();

    // Log out from the user menu.
    await page.getByRole('button', { name: 'Open user menu' }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(/\/login$/);
    await page.goto(url('/admin/home'));
    assert.equal(path(page), '/login', 'signed out: the dashboard sends you to login');

    assert.deepEqual(problems, [], 'no console errors or warnings');
    await context.close();
  });

  it('resets a forgotten password through the emailed link', async () => {
    const context = await browser.newContext();
    const account = await createVerifiedAccount(context.request, 'forgetful');
    const page = await context.newPage();

    await page.goto(url('/forgot-password'));
    await waitReady(page);
    const send = page.getByRole('button', { name: 'Send reset link' });
    assert.equal(await send.isDisabled(), true);
    await page.getByLabel('Username or email').fill(account.email);
    await send.click();
    const dialog = page.getByRole('dialog', { name: 'Reset email sent' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await dialog.waitFor({ state: 'detached' });

    const text = await emailText(context.request, account.email, /reset/i);
    const link = /https?:\/\/\S+\/reset-password\?token=\S+/.exec(text)?.[0];
    assert.ok(link, 'the reset email carries a link');
    await page.goto(url(new URL(link).pathname + new URL(link).search));
    await waitReady(page);

    const newPassword = 'second-pass2';
    const save = page.getByRole('button', { name: 'Save new password' });
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill('second-pass');
    assert.equal(await page.locator('[data-rule="match"]').getAttribute('data-met'), 'false');
    assert.equal(await save.isDisabled(), true, 'disabled while the passwords differ');
    await page.getByLabel('Confirm new password').fill(newPassword);
    assert.equal(await page.locator('[data-rule="match"]').getAttribute('data-met'), 'true');
    await save.click();
    await page.locator('[data-reset-done]').waitFor();
    await page.getByRole('link', { name: 'Go to log in' }).click();
    await page.waitForURL(/\/login$/);
    await waitReady(page);

    await submitLogin(page, account.username, newPassword);
    await page.waitForURL(/\/admin\/home$/);
    await context.close();
  });

  it('tells an unverified account to check its email, and shows an expired link as such', async () => {
    const context = await browser.newContext();
    const username = uniqueName('unverified');
    const registered = await context.request.post(url('/api/auth/register'), {
      data: { username, email: `${username}@example.com`, password: 'pending-pass3', name: username },
      headers: { Origin: BASE_URL },
    });
    assert.equal(registered.status(), 200);
    const page = await context.newPage();
    await page.goto(url('/login'));
    await waitReady(page);
    await submitLogin(page, username, 'pending-pass3');
    await page.getByRole('alert').filter({ hasText: 'Please verify your email address first' }).waitFor();
    assert.equal(path(page), '/login');

    await page.goto(url('/verify-account?token=not-a-real-token'));
    await page.locator('[data-verify-status="loading"]').waitFor();
    await page.getByRole('heading', { name: 'Verification link expired' }).waitFor();
    await page.goto(url('/verify-account'));
    await page.getByRole('heading', { name: 'Verification link expired' }).waitFor();
    await context.close();
  });

  it('submits the influencer login from URL parameters, then forgets the password', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const merchant = uniqueName('nomerchant');
    await page.goto(url(`/login/influencer?admin=${merchant}&username=ivy&password=secret-pass1`));
    await waitReady(page);
    await page.getByRole('alert').filter({ hasText: 'Incorrect username or password' }).waitFor();
    const here = new URL(page.url());
    assert.equal(here.searchParams.get('password'), null, 'the password left the address bar');
    assert.equal(here.searchParams.get('admin'), merchant);
    assert.equal(await page.getByLabel('Merchant username').inputValue(), merchant);
    assert.equal(await page.getByLabel('Your username').inputValue(), 'ivy');
    assert.equal(await page.getByLabel('Password').inputValue(), '', 'the password field was cleared');
    assert.equal(await page.getByRole('link', { name: 'Forgot password?' }).getAttribute('href'), '/forgot-password/influencer');
    await context.close();
  });

  it('sends a sign-up request and offers the link from the server', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(url('/register-request'));
    await waitReady(page);
    const send = page.getByRole('button', { name: 'Send' });
    await page.getByLabel('Name').fill('Dana Shop');
    await page.getByLabel('Email').fill(`${uniqueName('request')}@example.com`);
    assert.equal(await send.isDisabled(), true, 'the description is required');
    await page.getByLabel('About your shop').fill('Handmade shoes; we work with five creators.');
    await send.click();
    const dialog = page.getByRole('dialog', { name: 'Thank you!' });
    await dialog.waitFor();
    const props = await page.evaluate(() => JSON.parse(document.getElementById('__PAGE_DATA__').textContent));
    assert.equal(await dialog.getByRole('link', { name: 'Continue' }).getAttribute('href'), props.data.link);
    await context.close();
  });

  it('shows the account page and deletes the account after the username is typed', async () => {
    const context = await browser.newContext();
    const seeded = await context.request.post(url('/api/test/session'), {
      data: { role: 'admin', storeConnected: false, plan: 'FREE', freeTrialDaysLeft: 20 },
      headers: { Origin: BASE_URL },
    });
    assert.equal(seeded.status(), 200, 'is SHOPLINKS_TEST_SEED=1 set?');
    const { username } = (await seeded.json()).data;
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto(url('/admin/my-account'));
    await waitReady(page);

    const usernameField = page.getByLabel('Username');
    assert.equal(await usernameField.inputValue(), username);
    assert.equal(await usernameField.getAttribute('readonly'), '', 'read-only');
    assert.equal(await page.getByLabel('Email').getAttribute('readonly'), '');
    assert.match(await page.locator('main').innerText(), /Available once your store is connected/);

    await page.getByRole('button', { name: 'Send me a reset link' }).click();
    const sent = page.getByRole('dialog', { name: 'Reset email sent' });
    await sent.waitFor();
    await sent.getByRole('button', { name: 'OK' }).click();

    await page.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
    await dialog.waitFor();
    const confirm = dialog.getByRole('button', { name: 'Delete my account' });
    const typed = dialog.getByLabel(/Type your username/);
    assert.equal(await confirm.isDisabled(), true);
    await typed.fill(username.slice(0, -1));
    assert.equal(await confirm.isDisabled(), true, 'a partial username does not confirm');
    await typed.fill(username.toUpperCase());
    assert.equal(await confirm.isDisabled(), true, 'the match must be exact');
    await typed.fill(username);
    await eventually(() => confirm.isEnabled(), 'the exact username enables the button');
    await confirm.click();
    await page.waitForURL(/\/login$/);

    await page.goto(url('/admin/my-account'));
    assert.equal(path(page), '/login', 'the account and its session are gone');
    assert.deepEqual(problems, []);
    await context.close();
  });
});
