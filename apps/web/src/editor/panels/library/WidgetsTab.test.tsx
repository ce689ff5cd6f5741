import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { TFacebookConnection } from '@placard/contract';
import { currentSlideData } from '../../state';
import { playlistWith } from '../../state/test-fixtures';
import { stubApi, testSession } from '../../../test/testSession';
import { renderInEditor, testServices } from '../../context/testHarness';
import { LibraryPanel } from './LibraryPanel';

const CONNECTED: TFacebookConnection = {
  configured: true,
  state: 'connected',
  expired: false,
  page: { id: '104857600123', name: 'Harbour Café' },
  instagram: { id: '17841400000000001', username: 'harbourcafe' },
  connectedBy: 'Alex Owner',
  connectedAt: '2026-11-20T08:15:00.000Z',
};

async function widgetsTab(connection: TFacebookConnection, session = testSession()) {
  stubApi({
    'POST /api/social/facebook/info': () => ({ status: 200, body: connection }),
    'POST /api/widget/preview': () => ({
      status: 200,
      body: { sourceKey: 'hash', snapshot: null, fetchedAt: null, error: null, state: 'syncing' },
    }),
  });
  const services = testServices(playlistWith([{ id: 1 }]));
  await renderInEditor(<LibraryPanel />, services, session);
  fireEvent.click(screen.getByRole('tab', { name: 'Widgets' }));
  return services;
}

describe('the Facebook and Instagram widgets of the Widgets tab', { timeout: 20_000 }, () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('are not offered while the server has no Facebook app', async () => {
    await widgetsTab({ ...CONNECTED, configured: false, state: 'disconnected', page: null, instagram: null });
    await screen.findByRole('button', { name: 'Add widget: News' });
    expect(screen.queryByTestId('library-widget-facebook')).toBeNull();
    expect(screen.queryByTestId('library-widget-instagram')).toBeNull();
  });

  it('add a widget of the connected page, and say which add-on the licence lacks', async () => {
    const session = testSession();
    const { store } = await widgetsTab(CONNECTED, {
      ...session,
      licenseFeatures: { ...session.licenseFeatures, instagramAddOn: false },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Add widget: Facebook' }));
    const [added] = currentSlideData(store.getState())?.elements ?? [];
    expect(added?.eltype).toBe('facebook');
    expect(added?.contents).toEqual({
      pageId: '104857600123',
      pageName: 'Harbour Café',
      maxPosts: 5,
      secondsPerPost: 10,
    });
    expect(screen.getByTestId('library-widget-instagram-blocked').textContent).toBe(
      'Needs the Instagram add-on',
    );
  });
});
