import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ServerClock } from '../serverClock';
import { PlaylistNow } from './playlistNow';
import { manifest, officeHours, playlist, playNow, slide } from '../testing/manifests';

const screen = {
  ...manifest('r1', [playlist(1, [slide(11, 10)]), playlist(2, [slide(21, 10)])]),
  entries: [playNow(1, 1), officeHours(2, 2)],
};

/** Follows the screen's manifest on this clock, counting the evaluations that were told. */
function follow(clock: { now(): number }) {
  const changes = vi.fn();
  const now = new PlaylistNow(clock, changes);
  now.follow(screen);
  return { now, changes };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('PlaylistNow', () => {
  it("plays what the schedule says at the server's time, not at the screen's wrong clock", () => {
    // the screen's clock says 06:00 in Stockholm; the server's says 10:00
    vi.setSystemTime(new Date('2026-03-03T05:00:00Z'));
    const clock = new ServerClock(() => Date.now(), null);
    const sentAt = Date.now();
    clock.sample({ serverTime: Date.parse('2026-03-03T09:00:00Z'), sentAt, receivedAt: sentAt });

    const corrected = follow(clock);
    const uncorrected = follow({ now: () => Date.now() });
    expect(corrected.now.playlist).toBeUndefined();
    vi.advanceTimersByTime(1);
    expect(corrected.now.playlist?.id).toBe(2);
    expect(uncorrected.now.playlist?.id).toBe(1);
    expect(corrected.changes).toHaveBeenCalledTimes(1);
    corrected.now.stop();
    uncorrected.now.stop();
  });

  it('changes playlist when the corrected clock reaches the end of the scheduled hours', () => {
    vi.setSystemTime(new Date('2026-03-03T12:59:58Z'));
    // the server is 3 hours ahead: 16:59:58 in Stockholm
    const clock = new ServerClock(() => Date.now(), null);
    const sentAt = Date.now();
    clock.sample({ serverTime: sentAt + 3 * 3_600_000, sentAt, receivedAt: sentAt });
    const { now } = follow(clock);
    vi.advanceTimersByTime(1);
    expect(now.playlist?.id).toBe(2);
    vi.advanceTimersByTime(3_000);
    expect(now.playlist?.id).toBe(1);
    now.stop();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('plays from a new manifest at once what it played, until that manifest is evaluated', () => {
    vi.setSystemTime(new Date('2026-03-03T09:00:00Z'));
    const { now, changes } = follow({ now: () => Date.now() });
    vi.advanceTimersByTime(1);
    const republished = { ...screen, revision: 'r2', playlists: [playlist(2, [slide(22, 10)])] };
    now.follow(republished);
    expect(now.playlist?.slides[0]?.id).toBe(22);
    vi.advanceTimersByTime(1);
    expect(changes).toHaveBeenCalledTimes(2);
    now.stop();
  });
});
