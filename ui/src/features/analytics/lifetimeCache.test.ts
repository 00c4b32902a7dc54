import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { InsightsOverview } from '../../generated/InsightsOverview';
import { apiDays, presetRange } from '../../lib/dateRange';
import { testInfluencer, testUser } from '../../lib/testUsers';
import { cacheKey, clearLifetimeCache, loadOverview } from './lifetimeCache';
import { testOverview } from './testOverview';

const TODAY = '2026-03-15';
const LIFETIME = apiDays(presetRange('lifetime', TODAY));
const MONTH = apiDays(presetRange('thisMonth', TODAY));

/** A fetch that answers a new overview per call and records the days it was asked for. */
function fakeFetch() {
  return vi.fn((_days: unknown) => Promise.resolve<InsightsOverview>(testOverview({ currency: `C${Math.random()}` })));
}

beforeEach(() => clearLifetimeCache());

describe('the lifetime cache', () => {
  it('asks for lifetime without dates once, then reuses the answer', async () => {
    const fetch = fakeFetch();
    const first = await loadOverview('biz:acme', LIFETIME, fetch);
    const again = await loadOverview('biz:acme', LIFETIME, fetch);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith(null);
    expect(again).toBe(first);
  });
  it('never keeps or reuses other ranges', async () => {
    const fetch = fakeFetch();
    const a = await loadOverview('biz:acme', MONTH, fetch);
    const b = await loadOverview('biz:acme', MONTH, fetch);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch).toHaveBeenCalledWith({ from: '2026-03-01', to: TODAY });
    expect(a).not.toBe(b);
    await loadOverview('biz:acme', LIFETIME, fetch);
    expect(fetch).toHaveBeenCalledTimes(3);
  });
  it('keeps one answer per business and person', async () => {
    const fetch = fakeFetch();
    const merchant = cacheKey(testUser());
    const influencer = cacheKey(testInfluencer());
    expect(merchant).not.toBe(influencer);
    expect(cacheKey(testUser({ businessId: 'other' }))).not.toBe(merchant);
    const mine = await loadOverview(merchant, LIFETIME, fetch);
    const theirs = await loadOverview(influencer, LIFETIME, fetch);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(theirs).not.toBe(mine);
    expect(await loadOverview(merchant, LIFETIME, fetch)).toBe(mine);
  });
  it('keeps nothing after a failure', async () => {
    const failing = vi.fn(() => Promise.reject(new Error('offline')));
    await expect(loadOverview('biz:acme', LIFETIME, failing)).rejects.toThrow('offline');
    const fetch = fakeFetch();
    await loadOverview('biz:acme', LIFETIME, fetch);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
