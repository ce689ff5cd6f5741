import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { ServerClock } from './serverClock';
import { usePlaylistNow } from './usePlaylistNow';
import { manifest, officeHours, playlist, playNow, slide } from './testing/manifests';

const screen = {
  ...manifest('r1', [playlist(1, [slide(11, 10)]), playlist(2, [slide(21, 10)])]),
  entries: [playNow(1, 1), officeHours(2, 2)],
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('usePlaylistNow', () => {
  it("plays what the schedule says at the server's time, not at the screen's wrong clock", () => {
    // the screen's clock says 06:00 in Stockholm; the server's says 10:00
    vi.setSystemTime(new Date('2026-03-03T05:00:00Z'));
    const clock = new ServerClock(() => Date.now(), null);
    const sentAt = Date.now();
    clock.sample({ serverTime: Date.parse('2026-03-03T09:00:00Z'), sentAt, receivedAt: sentAt });

    const corrected = renderHook(() => usePlaylistNow(screen, clock));
    const uncorrected = renderHook(() => usePlaylistNow(screen, { now: () => Date.now() }));
    act(() => void vi.advanceTimersByTime(1));
    expect(corrected.result.current?.id).toBe(2);
    expect(uncorrected.result.current?.id).toBe(1);
  });

  it('changes playlist when the corrected clock reaches the end of the scheduled hours', () => {
    vi.setSystemTime(new Date('2026-03-03T12:59:58Z'));
    // the server is 3 hours ahead: 16:59:58 in Stockholm
    const clock = new ServerClock(() => Date.now(), null);
    const sentAt = Date.now();
    clock.sample({ serverTime: sentAt + 3 * 3_600_000, sentAt, receivedAt: sentAt });
    const { result } = renderHook(() => usePlaylistNow(screen, clock));
    act(() => void vi.advanceTimersByTime(1));
    expect(result.current?.id).toBe(2);
    act(() => void vi.advanceTimersByTime(3_000));
    expect(result.current?.id).toBe(1);
  });
});
