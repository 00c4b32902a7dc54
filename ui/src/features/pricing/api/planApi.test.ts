import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api';
import { cancelPlan } from './cancelPlan';
import { requestPlanCheckout } from './requestPlanCheckout';

function stubFetch(status: number, body: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const sent = (fetchMock: ReturnType<typeof stubFetch>) => {
  const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
  return { path, method: init.method, body: JSON.parse(String(init.body)) };
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('plan calls', () => {
  it('requests a checkout with the upper-case plan and the business id; answers the confirmation URL', async () => {
    const fetchMock = stubFetch(200, { status: true, data: '/sandbox/acme/admin/charges/1/confirm' });
    await expect(requestPlanCheckout('BUSINESS', 'biz-1')).resolves.toBe('/sandbox/acme/admin/charges/1/confirm');
    expect(sent(fetchMock)).toEqual({
      path: '/api/admin/v1/store/plan/upgrade/request',
      method: 'POST',
      body: { store_subscription_plan: 'BUSINESS', business_id: 'biz-1' },
    });
  });

  it('cancels with the business id', async () => {
    const fetchMock = stubFetch(200, { status: true, data: { subscriptionPlan: 'FREE' } });
    await expect(cancelPlan('biz-1')).resolves.toEqual({ subscriptionPlan: 'FREE' });
    expect(sent(fetchMock)).toEqual({ path: '/api/admin/v1/store/plan/cancel', method: 'POST', body: { business_id: 'biz-1' } });
  });

  it('turns the error envelope into an ApiError carrying the server message', async () => {
    stubFetch(409, { status: false, error: { code: 'conflict', message: 'Connect your store before choosing a plan' } });
    const failure = await requestPlanCheckout('STARTER', 'biz-1').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 409, code: 'conflict', message: 'Connect your store before choosing a plan' });
  });
});
