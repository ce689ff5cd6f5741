import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { TSession } from '@placard/contract';
import { initI18n } from '../../app/i18n';
import { testSession, WithSession } from '../../test/testSession';
import { ImpersonationBanner } from './ImpersonationBanner';
import { clearImpersonation, impersonationTarget, setImpersonation } from '../../app/impersonationMode';

function renderBanner(session: TSession) {
  return render(
    <WithSession session={session}>
      <ImpersonationBanner />
    </WithSession>,
  );
}

describe('impersonation banner', () => {
  beforeAll(async () => {
    await initI18n('en');
  });
  afterEach(() => {
    cleanup();
    clearImpersonation();
    vi.unstubAllGlobals();
  });

  it('is absent outside impersonation mode', () => {
    renderBanner(testSession());
    expect(screen.queryByTestId('impersonation-banner')).toBeNull();
  });

  it('names the target and the home organization, and Stop goes back to /organizations', () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    setImpersonation(2, 'North');
    renderBanner(
      testSession({
        organizationId: 2,
        organizationName: 'North',
        impersonationMode: true,
        impersonation: {
          targetOrganizationId: 2,
          targetOrganizationName: 'North',
          homeOrganizationId: 1,
          homeOrganizationName: 'Acme Signs',
        },
      }),
    );
    const banner = screen.getByTestId('impersonation-banner');
    expect(banner.textContent).toContain('You are acting as North on behalf of Acme Signs.');
    expect(screen.getByRole('region', { name: 'Impersonation' })).toBe(banner);
    fireEvent.click(screen.getByTestId('impersonation-stop'));
    expect(impersonationTarget()).toBeNull();
    expect(localStorage.getItem('impersonationTargetOrganizationId')).toBeNull();
    expect(assign).toHaveBeenCalledWith('/organizations');
  });
});
