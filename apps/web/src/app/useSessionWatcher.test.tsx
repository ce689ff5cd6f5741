import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { LOGIN_STATUS_POLL_MS, type TLoginStatus } from '@placard/contract';
import { useSessionWatcher } from './useSessionWatcher';

describe('session watcher', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  function watch(active: boolean, answers: (() => Promise<TLoginStatus>)[]) {
    const fetchStatus = vi.fn<() => Promise<TLoginStatus>>(() =>
      (answers.shift() ?? (() => Promise.resolve({ loggedIn: true })))(),
    );
    const onLoggedOut = vi.fn();
    const hook = renderHook(({ on }) => useSessionWatcher(on, { fetchStatus, onLoggedOut }), {
      initialProps: { on: active },
    });
    return { fetchStatus, onLoggedOut, hook };
  }

  it('polls the login status every 10 seconds while logged in', async () => {
    const { fetchStatus, onLoggedOut } = watch(true, []);
    expect(fetchStatus).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(LOGIN_STATUS_POLL_MS));
    expect(fetchStatus).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(LOGIN_STATUS_POLL_MS * 2));
    expect(fetchStatus).toHaveBeenCalledTimes(3);
    expect(onLoggedOut).not.toHaveBeenCalled();
  });

  it('stops polling and reloads once the user is no longer logged in', async () => {
    const { fetchStatus, onLoggedOut } = watch(true, [
      () => Promise.resolve({ loggedIn: true }),
      () => Promise.resolve({ loggedIn: false }),
    ]);
    await act(() => vi.advanceTimersByTimeAsync(LOGIN_STATUS_POLL_MS * 2));
    expect(onLoggedOut).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(LOGIN_STATUS_POLL_MS * 5));
    expect(fetchStatus).toHaveBeenCalledTimes(2);
    expect(onLoggedOut).toHaveBeenCalledTimes(1);
  });

  it('keeps polling after a failed request (no network)', async () => {
    const { fetchStatus, onLoggedOut } = watch(true, [() => Promise.reject(new Error('offline'))]);
    await act(() => vi.advanceTimersByTimeAsync(LOGIN_STATUS_POLL_MS * 2));
    expect(fetchStatus).toHaveBeenCalledTimes(2);
    expect(onLoggedOut).not.toHaveBeenCalled();
  });

  it('does nothing until started, and stops when stopped', async () => {
    const { fetchStatus, hook } = watch(false, []);
    await act(() => vi.advanceTimersByTimeAsync(LOGIN_STATUS_POLL_MS * 3));
    expect(fetchStatus).not.toHaveBeenCalled();
    hook.rerender({ on: true });
    await act(() => vi.advanceTimersByTimeAsync(LOGIN_STATUS_POLL_MS));
    expect(fetchStatus).toHaveBeenCalledTimes(1);
    hook.rerender({ on: false });
    await act(() => vi.advanceTimersByTimeAsync(LOGIN_STATUS_POLL_MS * 3));
    expect(fetchStatus).toHaveBeenCalledTimes(1);
  });
});
