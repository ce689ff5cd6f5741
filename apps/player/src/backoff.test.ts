import { describe, expect, it } from 'vitest';
import { RECONNECT_MAX_DELAY_MS } from '@placard/contract';
import { Backoff, backoffDelay, RECONNECT_BACKOFF } from './backoff';

const noJitter = () => 0;

describe('backoffDelay', () => {
  it('doubles from the first delay', () => {
    const options = { baseMs: 1_000, maxMs: 60_000, jitter: 0 };
    expect([0, 1, 2, 3, 4].map((attempt) => backoffDelay(attempt, options))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000,
    ]);
  });

  it('never waits longer than the maximum before jitter', () => {
    expect(backoffDelay(5, RECONNECT_BACKOFF, noJitter)).toBe(RECONNECT_MAX_DELAY_MS);
    expect(backoffDelay(500, RECONNECT_BACKOFF, noJitter)).toBe(RECONNECT_MAX_DELAY_MS);
  });

  it('adds up to the jitter share at random, so screens do not come back all at once', () => {
    expect(backoffDelay(10, RECONNECT_BACKOFF, () => 0.999_999)).toBe(
      Math.round(RECONNECT_MAX_DELAY_MS * 1.2),
    );
    expect(backoffDelay(0, RECONNECT_BACKOFF, () => 0.5)).toBe(1_100);
  });
});

describe('Backoff', () => {
  it('waits longer after each failure and starts over after a success', () => {
    const backoff = new Backoff({ baseMs: 500, maxMs: 4_000, jitter: 0 });
    expect([backoff.next(), backoff.next(), backoff.next(), backoff.next(), backoff.next()]).toEqual([
      500, 1_000, 2_000, 4_000, 4_000,
    ]);
    backoff.reset();
    expect(backoff.next()).toBe(500);
  });
});
