import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, fireEvent } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { PLAYLIST_INACTIVITY_MS } from '@placard/contract';
import { usePlaylistInactivity } from './usePlaylistInactivity';

function Probe() {
  usePlaylistInactivity();
  return <p data-testid="path">{useLocation().pathname}</p>;
}

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <Probe /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
}

const path = () => screen.getByTestId('path').textContent;

describe('playlist inactivity', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('sends an idle user from a playlist to /playlists/my after ten minutes', async () => {
    renderAt('/playlists/42');
    await act(() => vi.advanceTimersByTimeAsync(PLAYLIST_INACTIVITY_MS - 1));
    expect(path()).toBe('/playlists/42');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(path()).toBe('/playlists/my');
  });

  it.each(['mousemove', 'mousedown', 'keydown', 'scroll', 'touchstart', 'wheel'])(
    'starts counting again on %s',
    async (event) => {
      renderAt('/playlists/42');
      await act(() => vi.advanceTimersByTimeAsync(PLAYLIST_INACTIVITY_MS - 1000));
      fireEvent(window, new Event(event));
      await act(() => vi.advanceTimersByTimeAsync(PLAYLIST_INACTIVITY_MS - 1000));
      expect(path()).toBe('/playlists/42');
      await act(() => vi.advanceTimersByTimeAsync(1000));
      expect(path()).toBe('/playlists/my');
    },
  );

  it('counts activity inside the page, not only on the window', async () => {
    renderAt('/playlists/42');
    await act(() => vi.advanceTimersByTimeAsync(PLAYLIST_INACTIVITY_MS - 1000));
    fireEvent.keyDown(screen.getByTestId('path'), { key: 'a' });
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(path()).toBe('/playlists/42');
  });

  it.each(['/home', '/account', '/playlists', '/help/howto'])('does nothing on %s', async (start) => {
    renderAt(start);
    await act(() => vi.advanceTimersByTimeAsync(PLAYLIST_INACTIVITY_MS * 3));
    expect(path()).toBe(start);
  });
});
