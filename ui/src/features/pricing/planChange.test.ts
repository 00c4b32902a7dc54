import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api';
import { changePlan, isNavigableUrl, serverMessageOf, type PlanChangeDeps } from './planChange';

const CONFIRM_URL = '/sandbox/acme/admin/charges/7/confirm?signature=abc';

function deps(over: Partial<PlanChangeDeps> = {}) {
  return {
    requestCheckout: vi.fn(async () => CONFIRM_URL),
    cancelPlan: vi.fn(async () => ({ subscriptionPlan: 'FREE' })),
    navigate: vi.fn(),
    ...over,
  } satisfies PlanChangeDeps;
}

let logged: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  logged = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  logged.mockRestore();
});

describe('changePlan: paid plans', () => {
  it('asks for a checkout of the plan for the business and goes to the confirmation page', async () => {
    const d = deps();
    await expect(changePlan('BUSINESS', 'biz-1', d)).resolves.toEqual({ kind: 'leaving' });
    expect(d.requestCheckout).toHaveBeenCalledWith('BUSINESS', 'biz-1');
    expect(d.navigate).toHaveBeenCalledWith(CONFIRM_URL);
    expect(d.cancelPlan).not.toHaveBeenCalled();
    expect(logged).not.toHaveBeenCalled();
  });

  it('uses the same call for starting a trial, upgrading and moving down to a cheaper paid plan', async () => {
    for (const plan of ['STARTER', 'PRO'] as const) {
      const d = deps();
      await changePlan(plan, 'biz-1', d);
      expect(d.requestCheckout).toHaveBeenCalledWith(plan, 'biz-1');
    }
  });

  it('follows an absolute confirmation address too', async () => {
    const d = deps({ requestCheckout: vi.fn(async () => 'https://acme.myshopify.com/admin/charges/7/confirm') });
    await changePlan('PRO', 'biz-1', d);
    expect(d.navigate).toHaveBeenCalledWith('https://acme.myshopify.com/admin/charges/7/confirm');
  });

  it('refuses an answer that is not a web address, logs it and shows nothing', async () => {
    for (const answer of ['javascript:alert(1)', '//evil.example/x', '', 42 as unknown as string]) {
      const d = deps({ requestCheckout: vi.fn(async () => answer) });
      await expect(changePlan('BUSINESS', 'biz-1', d)).resolves.toEqual({ kind: 'failed', message: null });
      expect(d.navigate).not.toHaveBeenCalled();
    }
    expect(logged).toHaveBeenCalled();
  });
});

describe('changePlan: the free plan', () => {
  it('cancels the subscription, then loads home in full (the server renders the new plan)', async () => {
    const d = deps();
    await expect(changePlan('FREE', 'biz-9', d)).resolves.toEqual({ kind: 'leaving' });
    expect(d.cancelPlan).toHaveBeenCalledWith('biz-9');
    expect(d.navigate).toHaveBeenCalledWith('/admin/home');
    expect(d.requestCheckout).not.toHaveBeenCalled();
  });

  it('stays on the page when cancelling fails', async () => {
    const d = deps({ cancelPlan: vi.fn(async () => Promise.reject(new ApiError(500, 'internal', 'Something went wrong'))) });
    await expect(changePlan('FREE', 'biz-9', d)).resolves.toEqual({ kind: 'failed', message: 'Something went wrong' });
    expect(d.navigate).not.toHaveBeenCalled();
  });
});

describe('changePlan: failures', () => {
  it('logs the failure and hands back the server message', async () => {
    const refusal = new ApiError(409, 'conflict', 'Connect your store before choosing a plan');
    const d = deps({ requestCheckout: vi.fn(async () => Promise.reject(refusal)) });
    await expect(changePlan('STARTER', 'biz-1', d)).resolves.toEqual({
      kind: 'failed',
      message: 'Connect your store before choosing a plan',
    });
    expect(d.navigate).not.toHaveBeenCalled();
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('STARTER'), refusal);
  });

  it('has no message to show when the server said nothing (timeout, network, bare HTTP error)', async () => {
    for (const error of [
      new ApiError(0, 'timeout', 'Request timed-out, please try again later.'),
      new ApiError(0, 'network', 'Failed to fetch'),
      new ApiError(502, 'http', 'HTTP 502'),
      new ApiError(200, 'invalid_response', 'Response is not an API envelope'),
      new TypeError('boom'),
    ]) {
      const d = deps({ requestCheckout: vi.fn(async () => Promise.reject(error)) });
      await expect(changePlan('BUSINESS', 'biz-1', d)).resolves.toEqual({ kind: 'failed', message: null });
    }
  });

  it('does not offer Enterprise here (it is a contact-sales link)', async () => {
    const d = deps();
    await expect(changePlan('ENTERPRISE', 'biz-1', d)).resolves.toEqual({ kind: 'failed', message: null });
    expect(d.requestCheckout).not.toHaveBeenCalled();
    expect(d.cancelPlan).not.toHaveBeenCalled();
  });
});

describe('helpers', () => {
  it('serverMessageOf keeps only what the server wrote', () => {
    expect(serverMessageOf(new ApiError(409, 'conflict', 'Connect your store before choosing a plan'))).toBe(
      'Connect your store before choosing a plan',
    );
    expect(serverMessageOf(new ApiError(400, 'validation_failed', '  '))).toBeNull();
    expect(serverMessageOf(new ApiError(0, 'timeout', 'Request timed-out'))).toBeNull();
    expect(serverMessageOf(new Error('x'))).toBeNull();
  });

  it('isNavigableUrl accepts http(s) and same-origin paths only', () => {
    expect(isNavigableUrl('/sandbox/a/admin/charges/1/confirm?x=1')).toBe(true);
    expect(isNavigableUrl('https://a.myshopify.com/admin/charges/1')).toBe(true);
    expect(isNavigableUrl('http://127.0.0.1:8080/x')).toBe(true);
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', '//evil.example', '/\\evil', 'relative/path', '', null, 3]) {
      expect(isNavigableUrl(bad), String(bad)).toBe(false);
    }
  });
});
