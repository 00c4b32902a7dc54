import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module (its zone is kept per page load) over a stubbed fetch. */
async function freshModule(answer: () => Response) {
  const fetch = vi.fn(async () => answer());
  vi.stubGlobal('fetch', fetch);
  vi.resetModules();
  return { fetch, module: await import('./userDetails') };
}

const details = (timeZone: string, businessCurrency = 'USD') =>
  new Response(JSON.stringify({ status: true, data: { user: { timeZone, businessCurrency } } }), { status: 200 });

beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the merchant's time zone", () => {
  it('is the user details zone, asked once per page load', async () => {
    const { fetch, module } = await freshModule(() => details('America/Los_Angeles'));
    expect(await module.merchantTimeZone()).toBe('America/Los_Angeles');
    expect(await module.merchantTimeZone()).toBe('America/Los_Angeles');
    expect(fetch).toHaveBeenCalledTimes(1);
  });
  it('is UTC when missing, or when the call fails (then asked again)', async () => {
    expect(await (await freshModule(() => details(''))).module.merchantTimeZone()).toBe('UTC');
    const { fetch, module } = await freshModule(() => new Response('nope', { status: 500 }));
    expect(await module.merchantTimeZone()).toBe('UTC');
    expect(await module.merchantTimeZone()).toBe('UTC');
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});

describe("the store's currency", () => {
  it('is the user details currency, asked once per page load together with the zone', async () => {
    const { fetch, module } = await freshModule(() => details('Europe/Paris', 'EUR'));
    expect(await module.businessCurrency()).toBe('EUR');
    expect(await module.merchantTimeZone()).toBe('Europe/Paris');
    expect(await module.businessCurrency()).toBe('EUR');
    expect(fetch).toHaveBeenCalledTimes(1);
  });
  it('is unknown (null) when the call fails, and then asked again', async () => {
    const { fetch, module } = await freshModule(() => new Response('nope', { status: 500 }));
    expect(await module.businessCurrency()).toBeNull();
    expect(await module.businessCurrency()).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
