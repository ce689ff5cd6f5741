import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../app/i18n';
import { api } from '../../api/client';
import {
  clearImpersonation,
  impersonationTarget,
  setImpersonation,
  storedImpersonationName,
} from '../../app/impersonationMode';

function answer(status: number, body?: unknown) {
  const fetchMock = vi.fn<typeof fetch>(() =>
    Promise.resolve(new Response(body === undefined ? '' : JSON.stringify(body), { status })),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function stubReload() {
  const reload = vi.fn();
  vi.stubGlobal('location', { ...window.location, reload });
  return reload;
}

const refused = { error: { code: 'IMPERSONATION_NOT_ALLOWED', message: 'Impersonation is not allowed.' } };

describe('API client in impersonation mode', () => {
  beforeAll(async () => {
    await initI18n('en');
  });
  afterEach(() => {
    clearImpersonation();
    vi.unstubAllGlobals();
  });

  it('sends no impersonation header without the cookie', async () => {
    const fetchMock = answer(200, {});
    await api.get('/users/me');
    expect(fetchMock.mock.calls[0]?.[1]?.headers).not.toHaveProperty('Impersonation-Target-Organization-Id');
  });

  it('sends Impersonation-Target-Organization-Id on every call while the cookie is set', async () => {
    setImpersonation(31, 'Branch');
    const fetchMock = answer(200, {});
    await api.get('/users/me');
    await api.post('/users/setName', { name: 'Ada' });
    for (const call of fetchMock.mock.calls) {
      expect(call[1]?.headers).toMatchObject({ 'Impersonation-Target-Organization-Id': '31' });
    }
  });

  it('ends impersonation and reloads when consent was withdrawn (403 IMPERSONATION_NOT_ALLOWED)', async () => {
    const reload = stubReload();
    setImpersonation(31, 'Branch');
    answer(403, refused);
    await expect(api.get('/users/me')).rejects.toMatchObject({ code: 'IMPERSONATION_NOT_ALLOWED' });
    expect(impersonationTarget()).toBeNull();
    expect(storedImpersonationName()).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('keeps impersonation on any other 403, and does not reload when not impersonating', async () => {
    const reload = stubReload();
    setImpersonation(31, 'Branch');
    answer(403, { error: { code: 'FORBIDDEN', message: 'No.' } });
    await expect(api.get('/users/me')).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(impersonationTarget()).toBe(31);
    clearImpersonation();
    answer(403, refused);
    await expect(api.post('/organizations/impersonation/request', {})).rejects.toMatchObject({
      code: 'IMPERSONATION_NOT_ALLOWED',
    });
    expect(reload).not.toHaveBeenCalled();
  });
});
