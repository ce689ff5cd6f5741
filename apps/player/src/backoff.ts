import { RECONNECT_MAX_DELAY_MS } from '@placard/contract';

export type BackoffOptions = {
  /** the first delay */
  baseMs: number;
  /** the longest delay before jitter */
  maxMs: number;
  /** up to this share of the delay is added at random, so screens that lost the server together do not return together */
  jitter: number;
};

export const RECONNECT_BACKOFF: BackoffOptions = {
  baseMs: 1_000,
  maxMs: RECONNECT_MAX_DELAY_MS,
  jitter: 0.2,
};

/** The delay before retry number `attempt` (0 for the first): doubling from baseMs up to maxMs, plus jitter. */
export function backoffDelay(attempt: number, options: BackoffOptions, random: () => number = Math.random) {
  const doubled = options.baseMs * 2 ** Math.min(Math.max(attempt, 0), 30);
  const delay = Math.min(options.maxMs, doubled);
  return Math.round(delay * (1 + options.jitter * random()));
}

/** Counts failed attempts in a row and answers how long to wait before the next one. */
export class Backoff {
  private attempt = 0;

  constructor(
    private readonly options: BackoffOptions = RECONNECT_BACKOFF,
    private readonly random: () => number = Math.random,
  ) {}

  /** the wait before the next attempt; each call counts one more failure */
  next(): number {
    const delay = backoffDelay(this.attempt, this.options, this.random);
    this.attempt += 1;
    return delay;
  }

  /** after a success: the next failure waits baseMs again */
  reset(): void {
    this.attempt = 0;
  }
}
