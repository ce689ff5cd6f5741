import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { landing, renderRoutes } from '../../test/renderApp';
import ConfirmEmailPage from './ConfirmEmailPage';

const routes = [{ path: '/confirm-email', element: <ConfirmEmailPage /> }, landing('/account'), landing('/')];

function respond(status: number) {
  return vi.fn<typeof fetch>(() =>
    Promise.resolve(new Response(status === 200 ? '{"success":true}' : '', { status })),
  );
}

describe('confirm e-mail page', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', respond(200));
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it.each([
    '/confirm-email',
    '/confirm-email?token=abc',
    '/confirm-email?userId=7',
    '/confirm-email?token=&userId=7',
  ])('fails at once, without any call, when token or userId is missing (%s)', async (path) => {
    await renderRoutes(routes, path);
    expect(await screen.findByTestId('confirm-email-failed')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Email confirmation failed' })).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows a spinner while confirming, then success on status 200 with an OK button to /account', async () => {
    let answer: (response: Response) => void = () => undefined;
    const pending = vi.fn<typeof fetch>(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', pending);
    await renderRoutes(routes, '/confirm-email?token=tok-123&userId=42');

    expect(await screen.findByTestId('confirm-email-loading')).toBeTruthy();
    expect(screen.getByText('Confirming your email…')).toBeTruthy();
    expect(pending).toHaveBeenCalledTimes(1);
    const [url, init] = pending.mock.calls[0] ?? [];
    expect(url).toBe('/api/users/me/email/confirm');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ userId: 42, token: 'tok-123' });

    answer(new Response('{"success":true}', { status: 200 }));
    expect(await screen.findByTestId('confirm-email-success')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'OK' }));
    expect((await screen.findByTestId('landed')).textContent).toBe('/account');
  });

  it.each([400, 401, 500])('fails on status %i, with a "try again" button to /', async (status) => {
    vi.stubGlobal('fetch', respond(status));
    await renderRoutes(routes, '/confirm-email?token=tok&userId=42');
    expect(await screen.findByTestId('confirm-email-failed')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Try again' }));
    expect((await screen.findByTestId('landed')).textContent).toBe('/');
  });

  it('fails when the call throws (no network)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await renderRoutes(routes, '/confirm-email?token=tok&userId=42');
    expect(await screen.findByTestId('confirm-email-failed')).toBeTruthy();
  });
});
