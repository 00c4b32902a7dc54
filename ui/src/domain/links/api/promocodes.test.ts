import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api';
import { checkPromocode, createPromocode, fetchStoreCodes } from './promocodes';

const SUMMER = { code: 'SUMMER10', title: 'Summer', summary: '10% off entire order', active: true };

function stubFetch(status: number, body: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const sent = (fetchMock: ReturnType<typeof stubFetch>) => {
  const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
  return { path, method: init.method, body: init.body === undefined ? undefined : JSON.parse(String(init.body)) };
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('promocode calls', () => {
  it("lists the store's codes", async () => {
    const fetchMock = stubFetch(200, { status: true, data: { connected: true, codes: [SUMMER] } });
    await expect(fetchStoreCodes()).resolves.toEqual({ connected: true, codes: [SUMMER] });
    expect(sent(fetchMock)).toEqual({ path: '/api/admin/v1/promocodes', method: 'GET', body: undefined });
  });

  it('checks one code, escaped in the query', async () => {
    const fetchMock = stubFetch(200, { status: true, data: { code: 'a.b-c_1', found: null } });
    await expect(checkPromocode('a.b-c_1')).resolves.toEqual({ code: 'a.b-c_1', found: null });
    expect(sent(fetchMock).path).toBe('/api/admin/v1/promocodes/check?code=a.b-c_1');
    const escaped = stubFetch(200, { status: true, data: { code: 'x', found: null } });
    await checkPromocode('x&y=1');
    expect(sent(escaped).path).toBe('/api/admin/v1/promocodes/check?code=x%26y%3D1');
  });

  it('creates a code with the NewPromocode body and answers the store code', async () => {
    const created = { ...SUMMER, code: 'NEW1', summary: '15% off entire order' };
    const fetchMock = stubFetch(200, { status: true, data: created });
    await expect(createPromocode({ code: 'NEW1', kind: 'PERCENTAGE', value: 15 })).resolves.toEqual(created);
    expect(sent(fetchMock)).toEqual({
      path: '/api/admin/v1/promocodes/create',
      method: 'POST',
      body: { code: 'NEW1', kind: 'PERCENTAGE', value: 15 },
    });
  });

  it('passes field errors on as an ApiError', async () => {
    stubFetch(422, {
      status: false,
      error: { code: 'validation_failed', message: 'Invalid input', fields: { value: 'Enter a percentage from 1 to 100' } },
    });
    const failure = await createPromocode({ code: 'NEW1', kind: 'PERCENTAGE', value: 500 }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 422, fields: { value: 'Enter a percentage from 1 to 100' } });
  });
});
