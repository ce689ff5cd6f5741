import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18next from 'i18next';
import { initI18n } from '../app/i18n';
import { api, ApiError, apiFetch } from './client';

function answer(status: number, body?: unknown) {
  const fetchMock = vi.fn<typeof fetch>(() =>
    Promise.resolve(new Response(body === undefined ? '' : JSON.stringify(body), { status })),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('API client', () => {
  beforeAll(async () => {
    await initI18n('en');
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18next.changeLanguage('en');
  });

  it('posts JSON under /api with the session cookie and the interface language', async () => {
    await i18next.changeLanguage('sv');
    const fetchMock = answer(200, { success: true });
    await expect(api.post('/users/setName', { name: 'Ada' })).resolves.toEqual({ success: true });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/users/setName');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('include');
    expect(init?.body).toBe('{"name":"Ada"}');
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json', 'Accept-Language': 'sv' });
  });

  it("throws an ApiError with the server's code, message and fields", async () => {
    answer(400, {
      error: { code: 'WRONG_PASSWORD', message: 'Fel lösenord.', fields: { oldPassword: 'Fel lösenord.' } },
    });
    const error = await api.post('/auth/changePassword', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'WRONG_PASSWORD',
      message: 'Fel lösenord.',
      fields: { oldPassword: 'Fel lösenord.' },
      fromServer: true,
    });
  });

  it('treats a network failure as status 500 with an empty body', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(apiFetch('GET', '/auth/status')).resolves.toEqual({ status: 500, body: undefined });
    const error = await api.get('/auth/status').catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 500, code: 'INTERNAL', fromServer: false });
    expect((error as ApiError).message).toBe('Something went wrong on our side. Please try again.');
  });

  it('gives an answer without an error body a code from its status', async () => {
    answer(401);
    await expect(api.post('/auth/check', {})).rejects.toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
  });
});
