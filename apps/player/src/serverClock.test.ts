import { describe, expect, it } from 'vitest';
import { CLOCK_OFFSET_KEY, ServerClock } from './serverClock';

const HOUR = 3_600_000;

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  };
}

/** A screen whose clock reads `local`, talking to a server whose clock is `skew` ahead of it. */
function screenClock(skew: number, storage = memoryStorage()) {
  let local = 1_800_000_000_000;
  const clock = new ServerClock(() => local, storage);
  return {
    clock,
    storage,
    advance: (ms: number) => (local += ms),
    /** a request that took `roundTrip`, answered halfway by the server */
    exchange(roundTrip: number, resolutionMs = 0) {
      const sentAt = local;
      local += roundTrip;
      const serverTime = sentAt + roundTrip / 2 + skew;
      return clock.sample({
        serverTime: resolutionMs ? Math.floor(serverTime / resolutionMs) * resolutionMs : serverTime,
        sentAt,
        receivedAt: local,
        resolutionMs,
      });
    },
  };
}

describe("a screen's server clock", () => {
  it("plays on the screen's own time until it has measured", () => {
    const { clock } = screenClock(3 * HOUR);
    expect(clock.offsetMs).toBe(0);
  });

  it("learns that the screen's clock is three hours slow from one heartbeat answer", () => {
    const screen = screenClock(3 * HOUR);
    screen.exchange(80);
    expect(screen.clock.offsetMs).toBe(3 * HOUR);
    expect(screen.clock.now() - (1_800_000_000_000 + 80)).toBe(3 * HOUR);
  });

  it('takes a coarse Date header as a start, within its second', () => {
    const screen = screenClock(-2 * HOUR + 300);
    screen.exchange(40, 1_000);
    expect(Math.abs(screen.clock.offsetMs - (-2 * HOUR + 300))).toBeLessThanOrEqual(520);
  });

  it('keeps a precise measurement over a worse one, and takes a better one', () => {
    const screen = screenClock(5_000);
    screen.exchange(20);
    expect(screen.clock.offsetMs).toBe(5_000);
    // a slow answer whose halfway guess is 900 ms off: not better, and within both errors
    const sentAt = 1_800_000_000_020;
    expect(
      screen.clock.sample({ serverTime: sentAt + 5_000 + 100, sentAt, receivedAt: sentAt + 2_000 }),
    ).toBe(false);
    expect(screen.clock.offsetMs).toBe(5_000);
  });

  it('follows the screen when its clock is set while it runs, even from a slow answer', () => {
    const screen = screenClock(3 * HOUR);
    screen.exchange(10);
    // the screen's clock is set right at once; the next answer is slow, but contradicts the estimate
    screen.advance(3 * HOUR);
    const sentAt = 1_800_000_000_010 + 3 * HOUR;
    const changed = screen.clock.sample({ serverTime: sentAt + 1_000, sentAt, receivedAt: sentAt + 2_000 });
    expect(changed).toBe(true);
    expect(screen.clock.offsetMs).toBe(0);
  });

  it('keeps the last offset across a restart, for a screen that starts offline', () => {
    const storage = memoryStorage();
    screenClock(-7 * HOUR, storage).exchange(60);
    expect(storage.items.has(CLOCK_OFFSET_KEY)).toBe(true);
    const restarted = new ServerClock(() => 1_900_000_000_000, storage);
    expect(restarted.offsetMs).toBe(-7 * HOUR);
    expect(restarted.now()).toBe(1_900_000_000_000 - 7 * HOUR);
  });

  it('ignores what is stored when it cannot be read, and answers that make no sense', () => {
    const storage = memoryStorage();
    storage.setItem(CLOCK_OFFSET_KEY, '{"offsetMs":"soon"}');
    const clock = new ServerClock(() => 1_000, storage);
    expect(clock.offsetMs).toBe(0);
    expect(clock.sample({ serverTime: Number.NaN, sentAt: 0, receivedAt: 10 })).toBe(false);
    expect(clock.sample({ serverTime: 5, sentAt: 10, receivedAt: 0 })).toBe(false);
    expect(clock.offsetMs).toBe(0);
  });
});
