/** Browser tests of the public pages: server rendering, hydration, Hebrew, redirects. */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { BASE_URL, SKIP, eventually, launchBrowser, url, waitReady, watchConsole } from './helpers.mjs';

describe('public pages', { skip: SKIP }, () => {
  let browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });

  it('serves the login form as HTML, readable without JavaScript', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto(url('/login'));
    assert.equal(response.status(), 200);
    const text = await page.locator('body').innerText();
    assert.match(text, /Log in to your store/);
    assert.match(text, /Username/);
    assert.match(text, /Password/);
    assert.equal(await page.locator('input[name="username"]').count(), 1);
    assert.equal(await page.locator('input[name="password"][type="password"]').count(), 1);
    assert.equal(await page.locator('button[type="submit"]').isDisabled(), true);
    assert.match(await page.title(), /Shoplinks/);
    await context.close();
  });

  it('hydrates the login page cleanly and enables the button for valid input', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto(url('/login'));
    await waitReady(page);

    const button = page.locator('button[type="submit"]');
    assert.equal(await button.isDisabled(), true, 'disabled while empty');
    await page.getByLabel('Username').fill('acme');
    await page.getByLabel('Password').fill('12345');
    assert.equal(await button.isDisabled(), true, 'disabled with a 5-character password');
    await page.getByLabel('Password').fill('123456');
    await eventually(() => button.isEnabled(), 'button enabled for a username and a 6-character password');

    assert.deepEqual(problems, [], 'no console errors, warnings or hydration mismatches');
    await context.close();
  });

  it('shows a refused login as "Incorrect username or password"', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(url('/login'));
    await waitReady(page);
    await page.getByLabel('Username').fill(`nobody-${Date.now()}`);
    await page.getByLabel('Password').fill('wrong-password-1');
    await page.locator('button[type="submit"]').click();
    await page.getByRole('alert').filter({ hasText: 'Incorrect username or password' }).waitFor();
    assert.equal(new URL(page.url()).pathname, '/login');
    await context.close();
  });

  it('renders /login?lang=he right-to-left in Hebrew', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto(url('/login?lang=he'));
    await waitReady(page);
    assert.equal(await page.evaluate(() => document.documentElement.dir), 'rtl');
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'he');
    assert.match(await page.locator('body').innerText(), /התחברות לחנות שלכם/);
    assert.deepEqual(problems, []);
    await context.close();
  });

  it('offers a reload when the app has not started after 20 seconds', async () => {
    const context = await browser.newContext();
    await context.route('**/assets/**', (route) => route.abort());
    const page = await context.newPage();
    await page.clock.install();
    await page.goto(url('/login?lang=he'));
    await page.clock.fastForward(19_000);
    assert.equal(await page.locator('#shoplinks-fallback').count(), 0, 'not before 20 s');
    await page.clock.fastForward(1_500);
    const fallback = page.getByRole('alertdialog');
    await fallback.waitFor();
    assert.match(await fallback.innerText(), /טעינה מחדש/, 'Hebrew text on a Hebrew page');
    await context.close();
  });

  it('never shows the fallback once the app is ready', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.clock.install();
    await page.goto(url('/login'));
    await waitReady(page);
    await page.clock.fastForward(25_000);
    assert.equal(await page.locator('#shoplinks-fallback').count(), 0);
    await context.close();
  });

  it('sends signed-out visitors from the dashboard to login', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(url('/admin/home'));
    assert.equal(new URL(page.url()).pathname, '/login');
    await context.close();
  });

  it('redirects unknown paths home, which ends at login when signed out', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(url(`/no-such-page-${Date.now()}/really`));
    assert.equal(new URL(page.url()).pathname, '/login');
    assert.equal(new URL(page.url()).origin, new URL(BASE_URL).origin);
    await context.close();
  });
});
