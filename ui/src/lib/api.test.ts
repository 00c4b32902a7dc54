import { describe, expect, it } from 'vitest';
import { ApiError, TIMEOUT_MESSAGE, apiPost, apiRequest } from './api';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

describe('apiRequest', () => {
  it('sends JSON to the API base with same-origin credentials and returns data', async () => {
    let seen: { url: string; init: RequestInit } | undefined;
    const fetchImpl: typeof fetch = async (input, init) => {
      seen = { url: String(input), init: init ?? {} };
      return jsonResponse(200, { status: true, data: { token: 't' } });
    };
    const data = await apiPost<{ token: string }>('/auth/login', { username: 'a' }, { fetchImpl });
    expect(data).toEqual({ token: 't' });
    expect(seen?.url).toBe('/api/auth/login');
    expect(seen?.init.method).toBe('POST');
    expect(seen?.init.credentials).toBe('same-origin');
    expect(seen?.init.body).toBe('{"username":"a"}');
    expect(seen?.init.headers).toMatchObject({ 'Content-Type': 'application/json', Accept: 'application/json' });
  });

  it('throws ApiError with the envelope code when status is false', async () => {
    const fetchImpl: typeof fetch = async () =>
      jsonResponse(401, { status: false, error: { code: 'unauthorized', message: 'nope' } });
    const error = await apiRequest('POST', '/auth/login', {}, { fetchImpl }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, code: 'unauthorized', message: 'nope' });
  });

  it('treats a false status as an error even with HTTP 200', async () => {
    const fetchImpl: typeof fetch = async () =>
      jsonResponse(200, { status: false, error: { code: 'conflict', message: 'taken', fields: { username: 'taken' } } });
    await expect(apiRequest('POST', '/x', {}, { fetchImpl })).rejects.toMatchObject({
      code: 'conflict',
      fields: { username: 'taken' },
    });
  });

  it('answers HTTP 204 with an empty object', async () => {
    const fetchImpl: typeof fetch = async () => new Response(null, { status: 204 });
    await expect(apiRequest('POST', '/auth/logout', undefined, { fetchImpl })).resolves.toEqual({});
  });

  it('raises an error carrying the HTTP status when there is no envelope', async () => {
    const fetchImpl: typeof fetch = async () => new Response('bad gateway', { status: 502 });
    await expect(apiRequest('GET', '/x', undefined, { fetchImpl })).rejects.toMatchObject({ status: 502, code: 'http' });
  });

  it('times out with the documented message', async () => {
    const fetchImpl: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    await expect(apiRequest('GET', '/slow', undefined, { fetchImpl, timeoutMs: 10 })).rejects.toMatchObject({
      code: 'timeout',
      status: 0,
      message: TIMEOUT_MESSAGE,
    });
  });

  it('lets a call sent as the page goes away outlive it (keepalive)', async () => {
    const seen: RequestInit[] = [];
    const fetchImpl: typeof fetch = async (_input, init) => {
      seen.push(init ?? {});
      return jsonResponse(200, { status: true, data: {} });
    };
    await apiPost('/admin/v1/media/cancel', { job_id: 'j1' }, { fetchImpl, keepalive: true });
    await apiPost('/admin/v1/media/cancel', { job_id: 'j1' }, { fetchImpl });
    expect(seen.map((init) => init.keepalive)).toEqual([true, undefined]);
  });

  it('reports network failures as such', async () => {
    const fetchImpl: typeof fetch = async () => {
      throw new TypeError('Failed to fetch');
    };
    await expect(apiRequest('GET', '/x', undefined, { fetchImpl })).rejects.toMatchObject({ code: 'network' });
  });
});
