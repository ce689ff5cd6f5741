import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { Navigate } from 'react-router';
import { renderRoutes } from '../../test/renderApp';
import LoginPage from '../auth/LoginPage';
import VerifyEmailPage from './VerifyEmailPage';

/** The verify page as the register form leaves for it, with the registration's answer in the state. */
function renderAfterRegistering(state: object) {
  return renderRoutes(
    [
      { path: '/', element: <Navigate to="/register/verify?email=jo%40acme.example" state={state} /> },
      { path: '/register/verify', element: <VerifyEmailPage /> },
    ],
    '/',
  );
}

describe('the verify page after registering', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it(
    'names the organization whose owner approves a registrant on its e-mail domain',
    { timeout: 20_000 },
    async () => {
      await renderAfterRegistering({
        userType: 'collated',
        organizationName: 'Harbour Signs',
        registered: true,
      });
      expect((await screen.findByTestId('verify-collated')).textContent).toBe(
        'Your email address is on the domain of Harbour Signs, which uses Placard: you join Harbour Signs, and its owner approves your account before you can log in.',
      );
    },
  );

  it('says nothing of an organization to a regular registrant', async () => {
    await renderAfterRegistering({ userType: 'regular', registered: true });
    await screen.findByTestId('verify-registered');
    expect(screen.queryByTestId('verify-collated')).toBeNull();
  });

  it('sends a joiner who waits for approval to the login page with the address filled in', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(() => Promise.resolve(Response.json({ success: true, loggedIn: false }))),
    );
    await renderRoutes(
      [
        { path: '/register/verify', element: <VerifyEmailPage /> },
        { path: '/', element: <LoginPage /> },
      ],
      '/register/verify?email=jo%40acme.example&code=123456',
    );
    fireEvent.click(await screen.findByTestId('verify-login'));
    await screen.findByTestId('login-page');
    expect(screen.getByLabelText('Email', { exact: true })).toHaveProperty('value', 'jo@acme.example');
  });
});
